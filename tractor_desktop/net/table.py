"""One table, sans I/O: its seats and their tokens, its game moved on by the engine's driver,
and the messages each seat may be sent (its own observation only). The server does the I/O.

Every method returns the messages it causes as ``Outgoing`` (a seat and a message); a message
for a seat nobody is connected to is simply not delivered (a rejoin re-sends the whole view).
"""

from __future__ import annotations

import dataclasses
import functools
import random
import secrets
from collections.abc import Callable
from typing import Any, Literal

from ..ai.players import BUDGET_MS, LEVELS
from ..ai.pool import PlayerPool
from ..engine import events as ev
from ..engine.actions import Action, Bury, Declare, Draw, Pass, Play
from ..engine.cards import codes, rank_code
from ..engine.drive import Driver, Turn
from ..engine.game import TABLE, Game, GameFormatError
from ..engine.observation import Observation
from ..engine.options import RuleOptions
from .protocol import MAX_NAME, ProtocolError, action_from_json, answered_seq, seat_token
from .wire_events import event_to_json

SEATS = 4
WATCHERS = -1
"""The spectators' address in ``Outgoing``: they are sent the public view, from seat 0's chair."""
SeatKind = Literal["human", "computer"]
Outgoing = tuple[int, dict[str, Any]]
"""A message for one seat (or for ``WATCHERS``)."""
Watch = Callable[[ev.Event], None]


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
    vacant: bool = False
    """A person left it after the start: a computer player plays it until a person joins and
    takes it (the one who left, sitting again, or anyone else with the room's code)."""

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
            "vacant": self.vacant,
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
        turn_seconds: int = 0,
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.room = room
        self.options = options or RuleOptions()
        self.level = level
        self.budget_ms = budget_ms
        self.turn_seconds = turn_seconds
        """The room's turn timer (0: none): a person's bury, play or last chance not made in
        time is made for them by a computer player, that once (the server keeps the time)."""
        self.hurried: int | None = None
        """The seat whose time ran out: its move is the computer player's, until it is made."""
        self.watchers = 0
        """Spectators connected (the server counts them): the public view is made only then."""
        self.pace_draws = pace_draws
        """Stop after each draw while a person plays, so that they can declare meanwhile (the
        server waits its draw pause between); otherwise the whole draw runs at once."""
        self.seats = [Seat(i) for i in range(SEATS)]
        self.host: int | None = None
        self.game: Game | None = None
        self.driver: Driver | None = None
        self.seq = [0] * SEATS
        self.watch_seq = 0
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

    def takeable(self, index: int) -> bool:
        """Whether a person who joins may sit at ``index``: an empty seat before the start, a
        seat a person left after it (a computer player keeps it meanwhile)."""
        seat = self.seats[index]
        if not self.started:
            return seat.kind is None
        return not self.over and seat.kind == "computer" and seat.vacant

    def join(self, name: str, wanted: int | None = None) -> tuple[int, str, list[Outgoing]]:
        """A person sits at ``wanted`` (the server's numbering), or by default at the host's
        partner's seat when it is free (a friend usually comes to play with the host), else
        at the first free one: (seat, token, messages). After the start only a seat a person
        left may be taken; its view is sent whole, as on a rejoin."""
        free = [s.index for s in self.seats if self.takeable(s.index)]
        if not free:
            raise ProtocolError("game_started" if self.started else "room_full")
        if wanted is not None:
            if wanted not in free:
                raise ProtocolError("seat_taken")
            index = wanted
        elif self.host is not None and (self.host + 2) % 4 in free:
            index = (self.host + 2) % 4
        else:
            index = free[0]
        seat = self.seats[index]
        seat.name = name[:MAX_NAME] or f"Player {seat.index + 1}"
        seat.token = seat_token()
        seat.kind = "human"
        seat.connected = True
        seat.covered = seat.vacant = False
        if self.host is None:
            self.host = seat.index
        self.version += 1
        if not self.started:
            return seat.index, seat.token, _settled([*self.lobby(), *self._view(seat.index)])
        # A computer player's decision under way for the seat is the person's now.
        self._pending = None
        if self.hurried == index:
            self.hurried = None
        return (
            seat.index,
            seat.token,
            _settled([*self.lobby(), *self._view(index), *self.advance()]),
        )

    def sit(self, index: int, wanted: int) -> tuple[int, list[Outgoing]]:
        """Before the start, the person at ``index`` moves to the free seat ``wanted``, with
        their name and token (and the host's part, if theirs): (seat, messages)."""
        if self.started:
            raise ProtocolError("game_started")
        if wanted == index:
            return index, []
        if not self.takeable(wanted):
            raise ProtocolError("seat_taken")
        moving = self.seats[index]
        self.seats[wanted] = dataclasses.replace(moving, index=wanted)
        self.seats[index] = Seat(index)
        if self.host == index:
            self.host = wanted
        self.version += 1
        return wanted, self.lobby()

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
        return index, _settled([*self.lobby(), *self._view(index), *self.advance()])

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
        return _settled([*self.lobby(), *self.advance()])

    def leave(self, index: int) -> list[Outgoing]:
        """A person leaves for good: before the start the seat is free again, after it a
        computer player plays it (the token stops working) until a person joins and takes it."""
        seat = self.seats[index]
        if seat.kind != "human":
            return []
        if self.started:
            seat.kind = "computer"
            seat.covered = False
            seat.vacant = not self.over  # a person who joins may take it on
            seat.level = self.level
        else:
            self.seats[index] = Seat(index)
        seat.token = ""
        seat.connected = False
        self.version += 1
        if self.host == index:
            people = [s.index for s in self.seats if s.kind == "human"]
            self.host = people[0] if people else None
        return _settled([*self.lobby(), *self.advance()])

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
        return _settled([*self.lobby(), *self._views(), *self.advance()])

    def resend(self, index: int) -> list[Outgoing]:
        """The seat's whole view again (a client that missed a sequence number asks for it)."""
        return _settled([*(o for o in self.lobby() if o[0] == index), *self._view(index)])

    def watch(self) -> list[Outgoing]:
        """A spectator comes: the lobby and the whole public view (sent to all spectators)."""
        self.watchers += 1
        return _settled([self._lobby_for(WATCHERS), *self._view(WATCHERS)])

    def unwatch(self) -> None:
        self.watchers = max(0, self.watchers - 1)

    def lobby(self) -> list[Outgoing]:
        message = self._lobby_message()
        out = [(s.index, message) for s in self.seats if s.kind == "human"]
        return [*out, (WATCHERS, message)] if self.watchers else out

    def _lobby_for(self, index: int) -> Outgoing:
        return index, self._lobby_message()

    def _lobby_message(self) -> dict[str, Any]:
        return {
            "type": "lobby",
            "room": self.room,
            "host": self.host,
            "started": self.started,
            "over": self.over,
            "level": self.level,
            "turn_seconds": self.turn_seconds,
            "watchers": self.watchers,
            "seats": [s.public() for s in self.seats],
        }

    @property
    def free_seats(self) -> int:
        return 0 if self.started else sum(s.kind is None for s in self.seats)

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
        answered = answered_seq(data)
        drawing = phase == "draw" and isinstance(action, Declare)
        # A declaration while the cards are drawn is judged on its own (the draw moves the
        # view on every card); a move on the seat's turn must answer its latest view.
        if answered is not None and not drawing and answered != self.seq[index]:
            raise ProtocolError("stale")
        if self.seats[index].played_by_computer:
            raise ProtocolError("not_your_turn")
        if isinstance(action, Declare | Pass) or action is None:
            if phase not in ("draw", "last_chance"):
                raise ProtocolError("wrong_phase")
            if game.to_act() == TABLE:
                if action is None:
                    return []  # nothing to show now: the draw goes on
                self._judge(action)
                declared = action
                assert isinstance(declared, Declare)
                return self._settle_after(
                    self._applied(lambda watch: driver.interject(declared, watch=watch))
                )
            if not mine or turn is None:
                raise ProtocolError("not_your_turn")
        elif not (phase == "bury" and isinstance(action, Bury)) and not (
            phase == "play" and isinstance(action, Play)
        ):
            raise ProtocolError("wrong_phase")
        if not mine or turn is None or self.hurried == index:
            raise ProtocolError("not_your_turn")
        assert action is not None
        self._judge(action)
        return self._settle_after(self._applied(lambda watch: driver.apply(turn, action, watch)))

    def _settle_after(self, out: list[Outgoing]) -> list[Outgoing]:
        return _settled(out + self.advance())

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

    def _judge(self, action: Action) -> None:
        assert self.game is not None
        verdict = self.game.is_legal(action)
        if not verdict:
            raise ProtocolError("illegal_action", verdict.code)

    def answer(self, request: ComputerRequest, action: Action | None) -> list[Outgoing]:
        """A computer player's decision; a stale one (the table moved on) is dropped."""
        return _settled(self._answer(request, action) + self.advance())

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
        return _settled(out)

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
        result after its last event (``_settled`` marks which views are the last)."""
        game = self.game
        assert game is not None
        out: list[Outgoing] = []

        def watch(event: ev.Event) -> None:
            for index in self._audience():
                view = self._observe(index)
                out.append(self._observation_message(index, view, event))
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
        """Who is told: the people's seats (a computer player reads the game itself), and the
        spectators if there are any."""
        people = [s.index for s in self.seats if s.kind == "human"]
        return [*people, WATCHERS] if self.watchers else people

    def _observe(self, index: int) -> Observation:
        assert self.game is not None
        if index == WATCHERS:
            return self.game.public_observation(0)
        return self.game.observation(index)

    def _round_over(self, scored: ev.RoundScored) -> list[Outgoing]:
        result = scored.result
        message = {
            "type": "round_over",
            "round": len(self.game.results) if self.game is not None else 0,
            "declarers": scored.declarers,
            "talon": codes(scored.talon),  # turned up for everyone at the end of a round
            "opponent_points": result.opponent_total,
            "levels": [rank_code(v) for v in scored.levels],
            "winner": result.winner,
        }
        return [(index, message) for index in self._audience()]

    def _game_over(self) -> list[Outgoing]:
        game = self.game
        assert game is not None
        # The seed is told only now: with it and the actions, anyone can check the whole deal.
        message = {"type": "game_over", "winner": game.winner, "log": self.game_log()}
        return [(index, message) for index in self._audience()]

    def _views(self) -> list[Outgoing]:
        return [out for index in self._audience() for out in self._view(index)]

    def _view(self, index: int) -> list[Outgoing]:
        if self.game is None:
            return []
        return [self._observation_message(index, self._observe(index))]

    def _observation_message(
        self, index: int, observation: Observation, event: ev.Event | None = None
    ) -> Outgoing:
        if index == WATCHERS:
            self.watch_seq += 1
            seq = self.watch_seq
        else:
            self.seq[index] += 1
            seq = self.seq[index]
        message: dict[str, Any] = {
            "type": "observation",
            "seq": seq,
            "observation": observation.to_json(),
            "more": True,
        }
        if event is not None:
            message["event"] = event_to_json(event, None if index == WATCHERS else index)
        return index, message

    # ----- the log ----------------------------------------------------------------------------

    def game_log(self) -> dict[str, Any]:
        """``{options, seed, actions}`` (Game.to_dict): replaying it is loading the game."""
        assert self.game is not None
        return self.game.to_dict()

    def to_log(self, with_actions: bool = True) -> dict[str, Any]:
        """The whole table as plain data, tokens included: the server's private store.
        Without the actions, the game is its header only (the server appends the actions to a
        file of their own, one line each, rather than writing them all again every move)."""
        game: dict[str, Any] | None = None
        if self.game is not None:
            game = self.game.to_dict() if with_actions else self.game.header()
        return {
            "room": self.room,
            "level": self.level,
            "budget_ms": self.budget_ms,
            "turn_seconds": self.turn_seconds,
            "host": self.host,
            "seats": [
                {
                    "name": s.name,
                    "token": s.token,
                    "kind": s.kind,
                    "level": s.level,
                    "vacant": s.vacant,
                }
                for s in self.seats
            ],
            "options": self.options.to_dict(),
            "game": game,
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
                turn_seconds=int(data.get("turn_seconds", 0)),
            )
            table.host = data["host"]
            for seat, saved in zip(table.seats, data["seats"], strict=True):
                seat.name, seat.token = str(saved["name"]), str(saved["token"])
                seat.kind, seat.level = saved["kind"], str(saved["level"])
                seat.vacant = saved.get("vacant") is True  # absent from older logs
            if data["game"] is not None:
                table.game = Game.from_dict(data["game"])
                table.driver = Driver(table.game)
        except (KeyError, TypeError, ValueError, GameFormatError) as bad:
            raise ValueError(f"not a table's log: {bad}") from None
        return table


def _settled(out: list[Outgoing]) -> list[Outgoing]:
    """Marks the last observation each seat gets from one change as the one to act on: the
    ones before it carry ``"more": true`` (their events are still being shown)."""
    last: dict[int, int] = {}
    for position, (index, message) in enumerate(out):
        if message.get("type") == "observation":
            last[index] = position
    for position in last.values():
        out[position][1].pop("more", None)
    return out
