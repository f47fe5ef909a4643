"""Whose decision a game waits for next, in every phase, and the one loop that plays a game on.

The draw is the table's own step; right after each card, the seat that drew it is offered the
chance to declare, when it has anything to declare. Last chances, the talon exchange and the
tricks are ordinary turns of ``Game.to_act()``. The controller, the simulator, the arena and the
tests drive games through here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Literal, TypeAlias, TypeVar, overload

from . import events as ev
from .actions import Action, Bury, Declare, Draw, Pass, Play
from .game import TABLE, Actor, Game
from .observation import Observation
from .phases import SEAT_PHASES, OpenPhase, SeatPhase
from .verdict import IllegalAction

TurnKind: TypeAlias = Literal[OpenPhase, "declare"]
"""A turn is named by its phase (``draw`` is the table's own step), except the drawer's offer
to declare during the draw, ``declare``."""
T = TypeVar("T")


@dataclasses.dataclass(frozen=True, slots=True)
class Turn:
    """A decision the game waits for: who makes it, and of what kind."""

    actor: Actor
    kind: TurnKind
    """The phase the turn is of (``draw``: the table's own step, a ``Draw``), or ``declare``:
    the drawer's chance to declare right after it drew a card, while the table draws; None
    ("not now") answers it."""

    @property
    def optional(self) -> bool:
        return self.kind == "declare"

    @property
    def seat(self) -> int:
        """The seat whose turn it is (ValueError for the table's draw)."""
        if isinstance(self.actor, str):
            raise ValueError("the table's draw is no seat's turn")
        return self.actor


Decide = Callable[[Game, Turn], Action | None]
"""Answers a seat's turn: an action, or None to let an offer to declare go by."""

# Turns are values: one of each, made once (the driver hands them out at every step).
_DRAW_TURN = Turn(TABLE, "draw")
_SEAT_KINDS: tuple[SeatPhase | Literal["declare"], ...] = ("declare", *SEAT_PHASES)
_SEAT_TURNS: dict[tuple[int, TurnKind], Turn] = {
    (seat, kind): Turn(seat, kind) for seat in range(4) for kind in _SEAT_KINDS
}
_ANSWERS: dict[TurnKind, tuple[type, ...]] = {
    "draw": (Draw,),
    "declare": (Declare,),
    "last_chance": (Pass, Declare),
    "bury": (Bury,),
    "play": (Play,),
}


class Driver:
    """Whose decision the game waits for next, and applying it, in every phase.

    The drawer's offer to declare is the driver's own bookkeeping, not the game's state: a new
    driver starts with the table to draw, and an action applied to the game directly closes the
    offer.
    """

    def __init__(self, game: Game) -> None:
        self.game = game
        self._offer: int | None = None
        """How many actions the game had when the last drawer's offer opened."""

    def next_turn(self) -> Turn | None:
        """The decision the game waits for; None when the game is over."""
        game = self.game
        actor = game.to_act()
        if actor is None:
            return None
        if isinstance(actor, str):
            drawer = self._offered()
            return _DRAW_TURN if drawer is None else _SEAT_TURNS[drawer, "declare"]
        phase = game.round.phase
        assert phase != "draw" and phase != "scored", "a seat acts only in its own turns"
        return _SEAT_TURNS[actor, phase]

    def _offered(self) -> int | None:
        """The last drawer while its offer is open and it has something to declare."""
        game = self.game
        if self._offer != len(game.actions):
            return None
        current = game.round
        drawer = current.last_drawer
        if drawer is None or not current.declarable(drawer):
            return None
        return drawer

    def accepts(self, turn: Turn, action: Action | None) -> bool:
        """Whether ``action`` answers ``turn``: the turn is the game's next, the action is of
        the kind the turn asks for, by the turn's seat, and legal (None only for an offer)."""
        if turn != self.next_turn() or not _fits(turn, action):
            return False
        return action is None or bool(self.game.is_legal(action))

    def fallback(self, turn: Turn) -> Action | None:
        """The answer that stands in for a refused one: decline the offer, pass the last
        chance, the first of the legal ways to bury or play (the table's step is a draw)."""
        if turn.kind == "draw":
            return Draw()
        if turn.kind == "declare":
            return None
        if turn.kind == "last_chance":
            return Pass(turn.seat)
        return self.game.legal_actions(turn.actor)[0]

    def apply(
        self,
        turn: Turn,
        action: Action | None,
        watch: Callable[[ev.Event], None] | None = None,
    ) -> list[ev.Event]:
        """Answer ``turn`` with ``action`` (None only for an optional turn: the offer is used
        up); ValueError if the turn does not accept it. ``watch``: ``Game.apply_watched``."""
        self._refuse_unless_accepted(turn, action)
        if watch is None:
            return self._answer(turn, action, self.game.apply)
        return self._answer(turn, action, lambda a: self.game.apply_watched(a, watch))

    def apply_seen(
        self, turn: Turn, action: Action | None, seat: int
    ) -> list[tuple[ev.Event, Observation]]:
        """``apply``, with ``seat``'s observation right after each event (``Game.apply_seen``)."""
        self._refuse_unless_accepted(turn, action)
        return self._answer(turn, action, lambda a: self.game.apply_seen(a, seat))

    @overload
    def interject(
        self, action: Action, *, watch: Callable[[ev.Event], None] | None = None
    ) -> list[ev.Event]: ...

    @overload
    def interject(self, action: Action, seat: int) -> list[tuple[ev.Event, Observation]]: ...

    def interject(
        self,
        action: Action,
        seat: int | None = None,
        *,
        watch: Callable[[ev.Event], None] | None = None,
    ) -> list[ev.Event] | list[tuple[ev.Event, Observation]]:
        """A declaration made while the table draws, not on a turn (a person's, whenever they
        like), with ``seat``'s observations if a seat is given (``watch``: as in ``apply``).
        The last drawer may then be offered again: it may want to answer the new
        declaration."""
        game = self.game
        if not isinstance(action, Declare):
            raise ValueError("only a declaration can be made between turns")
        if game.to_act() != TABLE:
            raise IllegalAction("wrong_phase")
        out: list[ev.Event] | list[tuple[ev.Event, Observation]]
        if seat is not None:
            out = game.apply_seen(action, seat)
        elif watch is not None:
            out = game.apply_watched(action, watch)
        else:
            out = game.apply(action)
        self._offer = len(game.actions)
        return out

    def _refuse_unless_accepted(self, turn: Turn, action: Action | None) -> None:
        if turn != self.next_turn():
            raise ValueError(f"{turn} is not the turn the game waits for")
        if not _fits(turn, action):
            raise ValueError(f"{action!r} does not answer {turn}")
        if action is not None:
            verdict = self.game.is_legal(action)
            if not verdict:
                raise IllegalAction(verdict.code)

    def _answer(
        self, turn: Turn, action: Action | None, apply: Callable[[Action], list[T]]
    ) -> list[T]:
        """Apply an answer known to fit the turn (IllegalAction if the rules refuse it)."""
        out = [] if action is None else apply(action)
        if turn.kind == "draw":
            self._offer = len(self.game.actions)
        elif turn.kind == "declare":
            self._offer = None
        return out


def _fits(turn: Turn, action: Action | None) -> bool:
    """The right kind of answer for the turn, by the turn's seat (legality aside)."""
    if action is None:
        return turn.kind == "declare"
    if not isinstance(action, _ANSWERS[turn.kind]):
        return False
    return isinstance(action, Draw) or action.seat == turn.actor


def drive(game: Game, decide: Decide, *, until: Callable[[Game], bool] | None = None) -> int:
    """Play ``game`` on until it is over, or until ``until(game)`` holds before a turn.

    ``decide(game, turn)`` answers each seat's turn; the table's draws are applied without
    asking. An answer the turn does not accept is replaced by the turn's fallback and counted:
    returns that count.
    """
    driver = Driver(game)
    refused = 0
    apply = game.apply
    while until is None or not until(game):
        turn = driver.next_turn()
        if turn is None:
            break
        if turn is _DRAW_TURN:
            driver._answer(turn, Draw(), apply)
            continue
        answer = decide(game, turn)
        if _fits(turn, answer):
            # The game judges legality once, in apply, and refuses before changing anything.
            try:
                driver._answer(turn, answer, apply)
                continue
            except IllegalAction:
                pass
        refused += 1
        driver._answer(turn, driver.fallback(turn), apply)
    return refused
