"""One table, sans I/O: its seats and their tokens, the lobby (who sits where, who hosts, the
spectators), taking a seat, leaving it, a seat covered while its person is away, the host's
start, and the table as plain data for the server's store. The game itself is moved on by
``turns``; the server does the I/O.

Every method returns the messages it causes as ``Outgoing`` (a seat and a message); a message
for a seat nobody is connected to is simply not delivered (a rejoin re-sends the whole view).
"""

from __future__ import annotations

import dataclasses
import random
import secrets
from typing import Any

from ..ai.players import LEVELS
from ..engine.drive import Driver
from ..engine.game import Game, GameFormatError
from ..engine.options import RuleOptions
from .observations_sent import settled
from .protocol import MAX_NAME, ProtocolError, seat_token, token_bytes
from .seats import SEATS, WATCHERS, Outgoing, Seat
from .turns import ComputerRequest, TableTurns


class Table(TableTurns):
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

    def seat_of(self, token: object) -> int | None:
        """The person's seat whose token this is; None for any other text (compared as bytes
        of one length, in constant time: a non-ASCII or overlong token is simply no seat's)."""
        wanted = token_bytes(token)
        if wanted is None:
            return None
        for seat in self.seats:
            held = token_bytes(seat.token) if seat.kind == "human" else None
            if held is not None and secrets.compare_digest(held, wanted):
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
            return seat.index, seat.token, settled([*self.lobby(), *self._view(seat.index)])
        # A computer player's decision under way for the seat is the person's now.
        self._pending = None
        if self.hurried == index:
            self.hurried = None
        return (
            seat.index,
            seat.token,
            settled([*self.lobby(), *self._view(index), *self.advance()]),
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
        return index, settled([*self.lobby(), *self._view(index), *self.advance()])

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
        return settled([*self.lobby(), *self.advance()])

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
        return settled([*self.lobby(), *self.advance()])

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
        return settled([*self.lobby(), *self._views(), *self.advance()])

    def resend(self, index: int) -> list[Outgoing]:
        """The seat's whole view again (a client that missed a sequence number asks for it)."""
        return settled([*(o for o in self.lobby() if o[0] == index), *self._view(index)])

    def watch(self) -> list[Outgoing]:
        """A spectator comes: the lobby and the whole public view (sent to all spectators)."""
        self.watchers += 1
        return settled([self._lobby_for(WATCHERS), *self._view(WATCHERS)])

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

    # ----- the log ----------------------------------------------------------------------------

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
