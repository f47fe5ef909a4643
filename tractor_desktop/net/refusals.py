"""Which of a seat's actions the table takes, and the refusal code of every other one: not
started or over, a stale view, not your turn (a computer player's seat, a hurried one, another
seat's turn), the wrong phase (a bury in the play, a declaration after the last chance), and
what the engine refuses (``illegal_action`` with its code: must bury eight, cards not in hand,
no cards, must follow suit, a failed throw…). A refused action changes nothing; the code goes
back to the seat as an error.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..engine.actions import Action, Declare
from ..engine.drive import Driver, Turn
from ..engine.game import TABLE, Game
from .protocol import ProtocolError, action_from_json, answered_seq


@dataclasses.dataclass(frozen=True)
class Allowed:
    """An action the table takes from a seat."""

    action: Action
    turn: Turn | None
    """The seat's turn it answers; None for a declaration made while the cards are drawn,
    which comes between the draw's turns (``Driver.interject``)."""


def judge_seat_action(
    game: Game | None,
    driver: Driver | None,
    index: int,
    data: dict[str, Any],
    *,
    seen: int,
    by_computer: bool,
    hurried: int | None,
) -> Allowed | None:
    """Judge the action ``data`` (BOT_PROTOCOL's form) sent by the person at seat ``index``:
    what to apply, None for nothing now (no declaration, in the draw), or ProtocolError with
    the refusal code. ``seen`` is the ``seq`` of the seat's latest view, ``by_computer`` whether
    a computer player plays the seat, ``hurried`` the seat whose turn timer ran out, if any."""
    if game is None or driver is None:
        raise ProtocolError("not_started")
    if game.over:
        raise ProtocolError("game_over")
    phase = game.round.phase
    turn = driver.next_turn()
    mine = turn is not None and turn.actor == index
    action = action_from_json(data, index, last_chance=phase == "last_chance" and mine)
    answered = answered_seq(data)
    drawing = phase == "draw" and isinstance(action, Declare)
    # A declaration while the cards are drawn is judged on its own (the draw moves the
    # view on every card); a move on the seat's turn must answer its latest view.
    if answered is not None and not drawing and answered != seen:
        raise ProtocolError("stale")
    if by_computer:
        raise ProtocolError("not_your_turn")
    drawn_now = game.to_act() == TABLE
    interjected = drawn_now and isinstance(action, Declare)
    if hurried == index and not interjected:
        raise ProtocolError("not_your_turn")  # its turn timer ran out: the table moves for it
    if action is None:
        # "No declaration" said while the cards are drawn: nothing to do, the draw goes on.
        if phase not in ("draw", "last_chance"):
            raise ProtocolError("wrong_phase")
        if drawn_now:
            return None
        raise ProtocolError("not_your_turn")
    # The engine's judge decides the rest (the phase, whose turn, the cards), as it does for
    # a solo table and for a seat's own view: its turn and phase codes go out as they are.
    verdict = game.is_legal(action)
    if not verdict:
        if verdict.code in ("wrong_phase", "not_your_turn"):
            raise ProtocolError(verdict.code)
        raise ProtocolError("illegal_action", verdict.code)
    if interjected:
        assert isinstance(action, Declare)
        return Allowed(action, None)  # between the draw's turns (``Driver.interject``)
    return Allowed(action, turn)
