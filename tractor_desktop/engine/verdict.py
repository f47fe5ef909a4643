"""Verdicts on actions and the stable reason codes of refusals (the UI translates the codes)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Final

from .cards import Card

REASON_CODES: Final = frozenset(
    {
        # any phase
        "game_over",
        "wrong_phase",
        "not_your_turn",
        "cards_not_in_hand",
        "no_cards",
        # declaring
        "not_a_declaration",
        "declaration_final",
        "single_cannot_override",
        "only_jokers_override_pair",
        "cannot_reinforce",
        "cannot_change_own_declaration",
        # burying
        "must_bury_eight",
        # leading
        "mixed_suits",
        "throw_failed",
        # following
        "wrong_number_of_cards",
        "must_follow_suit",
        "must_play_pair",
        "must_play_pairs",
        "must_play_tractor",
    }
)
"""Every reason code the engine refuses an action with."""


@dataclasses.dataclass(frozen=True, slots=True)
class Verdict:
    """Whether an action is allowed, and if not, the reason code why."""

    ok: bool
    code: str = ""

    def __bool__(self) -> bool:
        return self.ok


ALLOWED: Final = Verdict(True)
_REFUSALS: Final = {code: Verdict(False, code) for code in REASON_CODES}
"""Verdicts are values: one per code, made once (refusals are judged by the thousand)."""


def refuse(code: str) -> Verdict:
    """The refusal with this reason code (KeyError for a code that is not one)."""
    return _REFUSALS[code]


class IllegalAction(ValueError):
    """An action the rules refuse, raised before anything changed; the message is its code."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def holds(hand: Iterable[Card], wanted: Iterable[Card]) -> bool:
    """Whether the multiset ``wanted`` is contained in ``hand``."""
    rest = list(hand)
    try:
        for c in wanted:
            rest.remove(c)
    except ValueError:
        return False
    return True
