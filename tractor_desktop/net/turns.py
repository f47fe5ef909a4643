"""A table's game moved on turn by turn: a person's action taken (once ``refusals`` allows it),
the table's draw (paced while a person plays, so that they can declare meanwhile), each
computer player's decision asked for and answered (``decide``, in the server's pool), and a
person's move made for them once their turn timer runs out. Each move's events are told to the
seats as they happen (``observations_sent``).
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Callable
from typing import Any

from ..ai.players import BUDGET_MS
from ..ai.pool import PlayerPool
from ..engine import events as ev
from ..engine.actions import Action, Draw
from ..engine.drive import Driver, Turn
from ..engine.game import Game
from ..engine.observation import Observation
from .observations_sent import (
    KeptParts,
    PublicFrame,
    audience,
    game_over_message,
    round_over_message,
    settled,
)
from .refusals import judge_seat_action
from .seats import WATCHERS, Outgoing, Seat

Watch = Callable[[ev.Event], None]


@dataclasses.dataclass(frozen=True)
class ComputerRequest:
    """A computer player's decision the table waits for; stale once ``version`` moved on."""

    version: int
    turn: Turn
    level: str
    observation: Observation
    budget_ms: int
    seed: int


def decide(
    request: ComputerRequest,
    players: PlayerPool | None = None,
    cancelled: Callable[[], bool] = lambda: False,
) -> Action | None:
    """The computer player's answer (None for a failure: the table falls back to a legal one).
    Safe in a worker thread: it reads only the request's immutable observation. A search ends
    early once ``cancelled`` says so (the server stops)."""
    pool = players or PlayerPool()
    action, _error = pool.decide(
        request.level, request.observation, request.budget_ms, request.seed, cancelled
    )
    return action


class TableTurns:
    """The game half of ``Table``, which holds the state (see ``Table.__init__``)."""

    seats: list[Seat]
    level: str
    budget_ms: int | None
    pace_draws: bool
    watchers: int
    game: Game | None
    driver: Driver | None
    seq: list[int]
    watch_seq: int
    version: int
    hurried: int | None
    waiting_draw: bool
    refused: int
    _pending: ComputerRequest | None
    _rng: random.Random
    _parts: KeptParts | None = None
    """The pieces of the views kept from one event to the next (made on the first view)."""

    @property
    def pending(self) -> ComputerRequest | None:
        """The computer player's decision the table waits for, if any."""
        return self._pending

    def act(self, index: int, data: dict[str, Any]) -> list[Outgoing]:
        """A person's action in BOT_PROTOCOL's form, for the connection's seat; ProtocolError
        (with nothing changed) when it is not theirs to make or the engine refuses it."""
        allowed = judge_seat_action(
            self.game,
            self.driver,
            index,
            data,
            seen=self.seq[index],
            by_computer=self.seats[index].played_by_computer,
            hurried=self.hurried,
        )
        if allowed is None:
            return []
        driver = self.driver
        assert driver is not None
        action, turn = allowed.action, allowed.turn
        if turn is None:
            return self._settle_after(
                self._applied(lambda watch: driver.interject(action, watch=watch))
            )
        return self._settle_after(self._applied(lambda watch: driver.apply(turn, action, watch)))

    def _settle_after(self, out: list[Outgoing]) -> list[Outgoing]:
        return settled(out + self.advance())

    def person_to_act(self) -> int | None:
        """The person the game waits for on a timed move (a bury, a play, a last chance)."""
        game, driver = self.game, self.driver
        if game is None or driver is None or game.over or self._pending is not None:
            return None
        turn = driver.next_turn()
        if turn is None or turn.kind in ("draw", "declare") or isinstance(turn.actor, str):
            return None
        return None if self.seats[turn.actor].played_by_computer else turn.actor

    @property
    def moves(self) -> int:
        """Actions applied to the game so far (draws included)."""
        return len(self.game.actions) if self.game is not None else 0

    def time_out(self, index: int, moves: int) -> list[Outgoing]:
        """The turn timer ran out for ``index``, armed after ``moves`` moves: if the game still
        waits for that move, a computer player makes it."""
        if moves != self.moves or self.person_to_act() != index:
            return []
        self.hurried = index
        return self.advance()

    def answer(self, request: ComputerRequest, action: Action | None) -> list[Outgoing]:
        """A computer player's decision; a stale one (the table moved on) is dropped."""
        return settled(self._answer(request, action) + self.advance())

    def _answer(self, request: ComputerRequest, action: Action | None) -> list[Outgoing]:
        driver = self.driver
        if request is not self._pending or request.version != self.version or driver is None:
            return []
        self._pending = None
        turn = request.turn
        if not driver.accepts(turn, action):
            self.refused += action is not None or not turn.optional
            action = driver.fallback(turn)
        return self._applied(lambda watch: driver.apply(turn, action, watch))

    def advance(
        self, decide_now: Callable[[ComputerRequest], Action | None] | None = None
    ) -> list[Outgoing]:
        """Move the game on until it waits for a person, a computer player's decision
        (``pending``; decided at once by ``decide_now`` if given) or the next paced draw."""
        game, driver = self.game, self.driver
        if game is None or driver is None:
            return []
        out: list[Outgoing] = []
        drew = False
        self.waiting_draw = False
        while True:
            turn = driver.next_turn()
            if turn is None:
                break
            if turn.kind == "draw":
                if drew and self.pace_draws and self._people_playing():
                    self.waiting_draw = True
                    break
                out += self._applied(functools.partial(driver.apply, turn, Draw()))
                drew = True
                continue
            seat = self.seats[turn.seat]
            if seat.played_by_computer or (
                self.hurried == turn.seat and turn.kind not in ("draw", "declare")
            ):
                request = self._request(turn, seat)
                if decide_now is None:
                    break
                out += self._answer(request, decide_now(request))
                continue
            if turn.kind == "declare":
                driver.apply(turn, None)  # a person declares whenever they like, not on offers
                continue
            break  # a person's turn
        return settled(out)

    def _request(self, turn: Turn, seat: Seat) -> ComputerRequest:
        pending = self._pending
        if pending is not None and pending.version == self.version and pending.turn == turn:
            return pending
        assert self.game is not None
        self._pending = ComputerRequest(
            version=self.version,
            turn=turn,
            level=seat.level if seat.played_by_computer else self.level,
            observation=self.game.observation(seat.index),
            budget_ms=self.budget_ms if self.budget_ms is not None else BUDGET_MS[seat.level],
            seed=self._rng.randrange(2**32),
        )
        return self._pending

    def _people_playing(self) -> bool:
        return any(s.kind == "human" and not s.covered for s in self.seats)

    def _applied(self, apply: Callable[[Watch], object]) -> list[Outgoing]:
        """Apply one action (the engine raises before changing anything); every seat is told
        each event as it may know it, with its view as of that event, and a finished round's
        result after its last event (``settled`` marks which views are the last)."""
        game = self.game
        assert game is not None
        out: list[Outgoing] = []

        def watch(event: ev.Event) -> None:
            out.extend(self._observation_messages(self._audience(), event))
            if isinstance(event, ev.RoundScored):
                out.extend(self._round_over(event))

        apply(watch)
        self.version += 1
        self._pending = None
        self.hurried = None
        if game.over:
            out += self._game_over()
        return out

    def _audience(self) -> list[int]:
        return audience(self.seats, self.watchers)

    def _round_over(self, scored: ev.RoundScored) -> list[Outgoing]:
        message = round_over_message(scored, len(self.game.results) if self.game is not None else 0)
        return [(index, message) for index in self._audience()]

    def _game_over(self) -> list[Outgoing]:
        assert self.game is not None
        message = game_over_message(self.game)
        return [(index, message) for index in self._audience()]

    def _views(self) -> list[Outgoing]:
        return self._observation_messages(self._audience())

    def _view(self, index: int) -> list[Outgoing]:
        return self._observation_messages([index])

    def _observation_messages(
        self, indexes: list[int], event: ev.Event | None = None
    ) -> list[Outgoing]:
        """Each of ``indexes`` (a seat, or ``WATCHERS``) told its view of the game as it stands,
        with ``event`` as it may know it: what all see alike is written once for them all."""
        game = self.game
        if game is None or not indexes:
            return []
        if self._parts is None:
            self._parts = KeptParts()
        frame = PublicFrame(game, event, self._parts)
        return [(index, frame.message(index, self._next_seq(index))) for index in indexes]

    def _next_seq(self, index: int) -> int:
        if index == WATCHERS:
            self.watch_seq += 1
            return self.watch_seq
        self.seq[index] += 1
        return self.seq[index]
