"""Verdicts on actions and the stable reason codes of refusals (the UI translates the codes)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Final

from .cards import Card

REASONS: Final[dict[str, str]] = {
    # any phase
    "game_over": "The game is over.",
    "wrong_phase": "That cannot be done at this point of the round.",
    "not_your_turn": "It is not this player's turn.",
    "cards_not_in_hand": "Those cards are not all in the hand.",
    "no_cards": "No cards were chosen.",
    # declaring
    "not_a_declaration": "Declare with a trump-rank card, a pair of them, or a pair of jokers.",
    "declaration_final": "Two jokers were shown: the trump is settled.",
    "single_cannot_override": "A single card cannot cancel another single.",
    "only_jokers_override_pair": "A declared pair can be cancelled only by two identical jokers.",
    "cannot_reinforce": "These rules do not let a declared single be turned into a pair.",
    "cannot_change_own_declaration": "A player cannot change or cancel their own declaration.",
    # burying
    "must_bury_eight": "Exactly 8 cards must be put back as the talon.",
    # leading
    "mixed_suits": "A lead must be all of one suit (or all trumps).",
    "throw_failed": "Another player can beat part of these top cards.",
    # following
    "wrong_number_of_cards": "Play as many cards as the leader.",
    "must_follow_suit": "Cards of the suit led must be played while any are held.",
    "must_play_pair": "A pair of the suit led must be played while one is held.",
    "must_play_pairs": "As many pairs of the suit led as possible must be played.",
    "must_play_tractor": "A tractor of the suit led must be played while one is held.",
}


@dataclasses.dataclass(frozen=True, slots=True)
class Verdict:
    """Whether an action is allowed, and if not, the reason code why."""

    ok: bool
    code: str = ""

    def __bool__(self) -> bool:
        return self.ok

    @property
    def message(self) -> str:
        return REASONS.get(self.code, "")


ALLOWED: Final = Verdict(True)


def refuse(code: str) -> Verdict:
    assert code in REASONS, code
    return Verdict(False, code)


def holds(hand: Iterable[Card], wanted: Iterable[Card]) -> bool:
    """Whether the multiset ``wanted`` is contained in ``hand``."""
    rest = list(hand)
    try:
        for c in wanted:
            rest.remove(c)
    except ValueError:
        return False
    return True
