"""One table, sans I/O: its seats and their tokens, its game moved on by the engine's driver,
and the messages each seat may be sent (its own observation only). The server does the I/O.

Every method returns the messages it causes as ``Outgoing`` (a seat and a message); a message
for a seat nobody is connected to is simply not delivered (a rejoin re-sends the whole view).
"""

from __future__ import annotations

import dataclasses
import random
import secrets
from collections.abc import Callable
from typing import Any, Literal

from ..ai.players import BUDGET_MS, LEVELS
from ..ai.pool import PlayerPool
from ..engine.actions import Action, Bury, Declare, Draw, Pass, Play
from ..engine.cards import codes, rank_code
from ..engine.drive import Driver, Turn
from ..engine.game import TABLE, Game, GameFormatError, observe
from ..engine.observation import Observation
from ..engine.options import RuleOptions
from ..engine.round import Round
from .protocol import MAX_NAME, ProtocolError, action_from_json, seat_token

SEATS = 4
SeatKind = Literal["human", "computer"]
Outgoing = tuple[int, dict[str, Any]]
"""A message for one seat."""


@dataclasses.dataclass
class Seat:
    index: int
    name: str = ""
    token: str = ""
    kind: SeatKind | None = None
    """None while the seat is empty (before the start)."""
    level: str = "normal"
    """The computer player's level: the seat's own for a computer, the cover's for a person."""
    connected: bool = False
    covered: bool = False
    """A person's seat played by a computer player while they are away (after the grace)."""

    @property
    def played_by_computer(self) -> bool:
        return self.kind == "computer" or self.covered

    def public(self) -> dict[str, Any]:
        """What every seat is told about this one (never the token)."""
        return {
            "seat": self.index,
            "name": self.name,
            "kind": self.kind,
            "level": self.level if self.played_by_computer else None,
            "connected": self.connected if self.kind == "human" else None,
            "covered": self.covered,
        }


@dataclasses.dataclass(frozen=True)
class ComputerRequest:
    """A computer player's decision the table waits for; stale once ``version`` moved on."""

    version: int
    turn: Turn
    level: str
    observation: Observation
    budget_ms: int
    seed: int


def decide(request: ComputerRequest, players: PlayerPool | None = None) -> Action | None:
    """The computer player's answer (None for a failure: the table falls back to a legal one).
    Safe in a worker thread: it reads only the request's immutable observation."""
    pool = players or PlayerPool()
    action, _error = pool.decide(
        request.level, request.observation, request.budget_ms, request.seed, lambda: False
    )
    return action


class Table:
    """Four seats around one game. Seat 0's first joiner is the host, who starts the game."""

    def __init__(
        self,
        room: str,
        options: RuleOptions | None = None,
        *,
        level: str = "normal",
        budget_ms: int | None = None,
        pace_draws: bool = False,
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.room = room
        self.options = options or RuleOptions()
        self.level = level
        self.budget_ms = budget_ms
        self.pace_draws = pace_draws
        """Stop after each draw while a person plays, so that they can declare meanwhile (the
        server waits its draw pause between); otherwise the whole draw runs at once."""
        self.seats = [Seat(i) for i in range(SEATS)]
        self.host: int | None = None
        self.game: Game | None = None
        self.driver: Driver | None = None
        self.seq = [0] * SEATS
        self.version = 0
        """Moves on with every action and every change of who plays a seat."""
        self.waiting_draw = False
        self.refused = 0
        """Computer answers the engine refused (replaced by the turn's fallback)."""
        self._pending: ComputerRequest | None = None
        self._rng = random.Random(secrets.randbits(64))

    # ----- seats ------------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.game is not None

    @property
    def over(self) -> bool:
        return self.game is not None and self.game.over

    def seat_of(self, token: str) -> int | None:
        for seat in self.seats:
            if seat.kind == "human" and seat.token and secrets.compare_digest(seat.token, token):
                return seat.index
        return None

    def join(self, name: str) -> tuple[int, str, list[Outgoing]]:
        """A person takes the first empty seat: (seat, token, messages)."""
        if self.started:
            raise ProtocolError("game_started")
        free = [s for s in self.seats if s.kind is None]
        if not free:
            raise ProtocolError("room_full")
        seat = free[0]
        seat.name = name[:MAX_NAME] or f"Player {seat.index + 1}"
        seat.token = seat_token()
        seat.kind = "human"
        seat.connected = True
        if self.host is None:
            self.host = seat.index
        self.version += 1
        return seat.index, seat.token, [*self.lobby(), *self._view(seat.index)]

    def rejoin(self, token: str) -> tuple[int, list[Outgoing]]:
        """The seat of ``token`` handed back to its person, with the whole view re-sent."""
        index = self.seat_of(token)
        if index is None:
            raise ProtocolError("bad_token")
        seat = self.seats[index]
        seat.connected = True
        seat.covered = False
        self.version += 1
        self._pending = None
        return index, [*self.lobby(), *self._view(index), *self.advance()]

    def drop(self, index: int) -> list[Outgoing]:
        """The seat's link is gone; its person may come back with the token (``cover`` plays
        the seat meanwhile, once the server's grace period is over)."""
        seat = self.seats[index]
        if seat.kind != "human" or not seat.connected:
            return []
        seat.connected = False
        self.version += 1
        return self.lobby()

    def cover(self, index: int) -> list[Outgoing]:
        """A computer player takes over a dropped person's seat (the grace period is over)."""
        seat = self.seats[index]
        if seat.kind != "human" or seat.connected or seat.covered:
            return []
        seat.covered = True
        self.version += 1
        return [*self.lobby(), *self.advance()]

    def leave(self, index: int) -> list[Outgoing]:
        """A person leaves for good: before the start the seat is free again, after it a
        computer player takes it (and the token stops working)."""
        seat = self.seats[index]
        if seat.kind != "human":
            return []
        if self.started:
            seat.kind = "computer"
            seat.covered = False
            seat.level = self.level
        else:
            self.seats[index] = Seat(index)
        seat.token = ""
        seat.connected = False
        self.version += 1
        if self.host == index:
            people = [s.index for s in self.seats if s.kind == "human"]
            self.host = people[0] if people else None
        return [*self.lobby(), *self.advance()]

    def start(self, index: int, seed: int | None = None) -> list[Outgoing]:
        """The host starts: computer players fill the empty seats; the deal's seed is secret."""
        if self.started:
            raise ProtocolError("game_started")
        if index != self.host:
            raise ProtocolError("not_host")
        for seat in self.seats:
            if seat.kind is None:
                seat.kind = "computer"
                seat.name = f"Computer {seat.index + 1}"
                seat.level = self.level
            else:
                seat.level = self.level
        humans = [s.index for s in self.seats if s.kind == "human"]
        self.game = Game(
            self.options, secrets.randbits(63) if seed is None else seed, humans=humans
        )
        self.driver = Driver(self.game)
        self.version += 1
        return [*self.lobby(), *self._views(), *self.advance()]

    def resend(self, index: int) -> list[Outgoing]:
        """The seat's whole view again (a client that missed a sequence number asks for it)."""
        return [*(o for o in self.lobby() if o[0] == index), *self._view(index)]

    def lobby(self) -> list[Outgoing]:
        message = {
            "type": "lobby",
            "room": self.room,
            "host": self.host,
            "started": self.started,
            "over": self.over,
            "seats": [s.public() for s in self.seats],
        }
        return [(s.index, message) for s in self.seats if s.kind == "human"]

    # ----- the game ---------------------------------------------------------------------------

    @property
    def pending(self) -> ComputerRequest | None:
        """The computer player's decision the table waits for, if any."""
        return self._pending

    def act(self, index: int, data: dict[str, Any]) -> list[Outgoing]:
        """A person's action in BOT_PROTOCOL's form, for the connection's seat; ProtocolError
        (with nothing changed) when it is not theirs to make or the engine refuses it."""
        game, driver = self.game, self.driver
        if game is None or driver is None:
            raise ProtocolError("not_started")
        if game.over:
            raise ProtocolError("game_over")
        phase = game.round.phase
        turn = driver.next_turn()
        mine = turn is not None and turn.actor == index
        action = action_from_json(data, index, last_chance=phase == "last_chance" and mine)
        if self.seats[index].played_by_computer:
            raise ProtocolError("not_your_turn")
        if isinstance(action, Declare | Pass) or action is None:
            if phase not in ("draw", "last_chance"):
                raise ProtocolError("wrong_phase")
            if game.to_act() == TABLE:
                if action is None:
                    return []  # nothing to show now: the draw goes on
                self._judge(action)
                assert isinstance(action, Declare)
                return self._applied(lambda: driver.interject(action)) + self.advance()
            if not mine or turn is None:
                raise ProtocolError("not_your_turn")
            assert action is not None
            self._judge(action)
            return self._applied(lambda: driver.apply(turn, action)) + self.advance()
        if not (phase == "bury" and isinstance(action, Bury)) and not (
            phase == "play" and isinstance(action, Play)
        ):
            raise ProtocolError("wrong_phase")
        if not mine or turn is None:
            raise ProtocolError("not_your_turn")
        self._judge(action)
        return self._applied(lambda: driver.apply(turn, action)) + self.advance()

    def _judge(self, action: Action) -> None:
        assert self.game is not None
        verdict = self.game.is_legal(action)
        if not verdict:
            raise ProtocolError("illegal_action", verdict.code)

    def answer(self, request: ComputerRequest, action: Action | None) -> list[Outgoing]:
        """A computer player's decision; a stale one (the table moved on) is dropped."""
        return self._answer(request, action) + self.advance()

    def _answer(self, request: ComputerRequest, action: Action | None) -> list[Outgoing]:
        driver = self.driver
        if request is not self._pending or request.version != self.version or driver is None:
            return []
        self._pending = None
        turn = request.turn
        if not driver.accepts(turn, action):
            self.refused += action is not None or not turn.optional
            action = driver.fallback(turn)
        return self._applied(lambda: driver.apply(turn, action))

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
                driver.apply(turn, Draw())
                self.version += 1
                drew = True
                continue
            if drew:
                out += self._views()
                drew = False
            seat = self.seats[turn.seat]
            if seat.played_by_computer:
                request = self._request(turn, seat)
                if decide_now is None:
                    break
                out += self._answer(request, decide_now(request))
                continue
            if turn.kind == "declare":
                driver.apply(turn, None)  # a person declares whenever they like, not on offers
                continue
            break  # a person's turn
        if drew:
            out += self._views()
        return out

    def _request(self, turn: Turn, seat: Seat) -> ComputerRequest:
        pending = self._pending
        if pending is not None and pending.version == self.version and pending.turn == turn:
            return pending
        assert self.game is not None
        self._pending = ComputerRequest(
            version=self.version,
            turn=turn,
            level=seat.level,
            observation=self.game.observation(seat.index),
            budget_ms=self.budget_ms if self.budget_ms is not None else BUDGET_MS[seat.level],
            seed=self._rng.randrange(2**32),
        )
        return self._pending

    def _people_playing(self) -> bool:
        return any(s.kind == "human" and not s.covered for s in self.seats)

    def _applied(self, apply: Callable[[], object]) -> list[Outgoing]:
        """Apply one action (the engine raises before changing anything), then tell every
        seat its new view, and a finished round's last view and result (the caller moves on)."""
        game = self.game
        assert game is not None
        before: Round = game.round
        apply()
        self.version += 1
        self._pending = None
        out: list[Outgoing] = []
        if game.round is not before or game.over:
            out += self._round_over(before)
        out += self._views()
        if game.over:
            out += self._game_over()
        return out

    def _round_over(self, finished: Round) -> list[Outgoing]:
        assert self.game is not None
        scored = self.game.results[-1]
        result = scored.result
        message = {
            "type": "round_over",
            "round": finished.number,
            "declarers": scored.declarers,
            "talon": codes(scored.talon),  # turned up for everyone at the end of a round
            "opponent_points": result.opponent_total,
            "levels": [rank_code(v) for v in scored.levels],
            "winner": result.winner,
        }
        out: list[Outgoing] = []
        for s in range(SEATS):
            out.append(self._observation_message(s, observe(finished, s)))
            out.append((s, message))
        return out

    def _game_over(self) -> list[Outgoing]:
        game = self.game
        assert game is not None
        # The seed is told only now: with it and the actions, anyone can check the whole deal.
        message = {"type": "game_over", "winner": game.winner, "log": self.game_log()}
        return [(s, message) for s in range(SEATS)]

    def _views(self) -> list[Outgoing]:
        return [out for s in range(SEATS) for out in self._view(s)]

    def _view(self, index: int) -> list[Outgoing]:
        if self.game is None:
            return []
        return [self._observation_message(index, self.game.observation(index))]

    def _observation_message(self, index: int, observation: Observation) -> Outgoing:
        self.seq[index] += 1
        return index, {
            "type": "observation",
            "seq": self.seq[index],
            "observation": observation.to_json(),
        }

    # ----- the log ----------------------------------------------------------------------------

    def game_log(self) -> dict[str, Any]:
        """``{options, seed, actions}`` (Game.to_dict): replaying it is loading the game."""
        assert self.game is not None
        return self.game.to_dict()

    def to_log(self) -> dict[str, Any]:
        """The whole table as plain data, tokens included: the server's private store."""
        return {
            "room": self.room,
            "level": self.level,
            "budget_ms": self.budget_ms,
            "host": self.host,
            "seats": [
                {"name": s.name, "token": s.token, "kind": s.kind, "level": s.level}
                for s in self.seats
            ],
            "options": self.options.to_dict(),
            "game": self.game.to_dict() if self.game is not None else None,
        }

    @classmethod
    def from_log(cls, data: dict[str, Any], *, pace_draws: bool = False) -> Table:
        """A table rebuilt from ``to_log`` by replaying its game; everyone starts disconnected
        (the server covers their seats after its grace) and gets their seat back with their
        token."""
        try:
            table = cls(
                str(data["room"]),
                RuleOptions.from_dict(data["options"]),
                level=str(data["level"]),
                budget_ms=data["budget_ms"],
                pace_draws=pace_draws,
            )
            table.host = data["host"]
            for seat, saved in zip(table.seats, data["seats"], strict=True):
                seat.name, seat.token = str(saved["name"]), str(saved["token"])
                seat.kind, seat.level = saved["kind"], str(saved["level"])
            if data["game"] is not None:
                table.game = Game.from_dict(data["game"])
                table.driver = Driver(table.game)
        except (KeyError, TypeError, ValueError, GameFormatError) as bad:
            raise ValueError(f"not a table's log: {bad}") from None
        return table
