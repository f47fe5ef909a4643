"""The table server's open rooms, and what moves each room's table on when no person does: the
computer players' decisions (in a thread pool, so that the event loop keeps answering the
people), the paced draw, the turn timer, a dropped seat covered after the grace period, the
table saved after each change, and its free seats announced on the local network.
"""

from __future__ import annotations

import asyncio
import dataclasses
import os
import threading
from collections.abc import Iterable, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ..ai.pool import PlayerPool
from .connection import Client
from .seats import WATCHERS, Outgoing
from .table import Table
from .table_store import TableStore
from .turns import ComputerRequest, decide


@dataclasses.dataclass(eq=False)
class Room:
    """One table, the connections at its seats and its spectators, and its timers."""

    table: Table
    clients: dict[int, Client] = dataclasses.field(default_factory=dict)
    wake: asyncio.Event = dataclasses.field(default_factory=asyncio.Event)
    drops: dict[int, int] = dataclasses.field(default_factory=dict)
    """How often each seat dropped: a cover timer from an earlier drop does nothing."""
    announced: tuple[int, str] | None = None
    """The free seats and host name last announced on the local network."""
    runner: asyncio.Task[None] | None = None
    watchers: set[Client] = dataclasses.field(default_factory=set)
    timer: asyncio.TimerHandle | None = None
    timed: tuple[int, int] | None = None
    """The (seat, moves made) the turn timer runs for."""


class Rooms(Mapping[str, Room]):
    """The open rooms by code, each with the task that moves its table on."""

    def __init__(
        self,
        *,
        grace_s: float,
        draw_pause_s: float,
        store: TableStore | None,
        workers: int | None,
        announcer: Any,
    ) -> None:
        self.announcer = announcer
        """A ``discovery.Announcer``: open tables are announced on the local network."""
        self.grace_s = grace_s
        self.draw_pause_s = draw_pause_s
        self.store = store
        self.games_over = 0
        self.executor = ThreadPoolExecutor(
            max_workers=workers or min(4, os.cpu_count() or 1), thread_name_prefix="computer"
        )
        self._players = threading.local()
        self._by_code: dict[str, Room] = {}

    def __getitem__(self, code: str) -> Room:
        return self._by_code[code]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_code)

    def __len__(self) -> int:
        return len(self._by_code)

    def open(self, table: Table) -> Room:
        room = Room(table)
        self._by_code[table.room] = room
        room.runner = asyncio.create_task(self._run(room), name=f"table {table.room}")
        return room

    def load(self) -> None:
        """Rebuild the saved tables; their people get the grace period to come back."""
        if self.store is None:
            return
        for table in self.store.load(pace_draws=self.draw_pause_s > 0):
            room = self.open(table)
            for seat in table.seats:
                if seat.kind == "human":
                    self.cover_later(room, seat.index)

    async def stop(self) -> None:
        for room in self._by_code.values():
            if room.runner is not None:
                room.runner.cancel()
        runners = [r.runner for r in self._by_code.values() if r.runner is not None]
        await asyncio.gather(*runners, return_exceptions=True)
        self.executor.shutdown(wait=True, cancel_futures=True)

    def forget_if_idle(self, room: Room) -> None:
        """A table nobody sits at any more, not started or over, is closed and forgotten."""
        table = room.table
        if room.clients or room.watchers or (table.started and not table.over):
            return
        if self._by_code.get(table.room) is room:
            del self._by_code[table.room]
            self._announce(room)
            if room.runner is not None:
                room.runner.cancel()
            if self.store is not None:
                self.store.forget(table.room)

    def deliver(self, room: Room, out: Iterable[Outgoing]) -> None:
        """Send each message to its seat's connection (or to the spectators), and wake the
        room's task: the table may have moved on."""
        for seat, message in out:
            if seat == WATCHERS:
                for watcher in room.watchers:
                    watcher.send(message)
                continue
            client = room.clients.get(seat)
            if client is not None:
                client.send(message)
            if seat == 0 and message.get("type") == "game_over":
                self.games_over += 1
        room.wake.set()

    def cover_later(self, room: Room, seat: int) -> None:
        """A computer player takes on the seat after the grace period, unless its person is
        back by then."""
        drops = room.drops[seat] = room.drops.get(seat, 0) + 1

        def cover() -> None:
            if room.drops.get(seat) == drops and seat not in room.clients:
                self.deliver(room, room.table.cover(seat))
                self.forget_if_idle(room)

        asyncio.get_running_loop().call_later(self.grace_s, cover)

    def _players_here(self) -> PlayerPool:
        pool: PlayerPool | None = getattr(self._players, "pool", None)
        if pool is None:
            pool = self._players.pool = PlayerPool()
        return pool

    def _decide(self, request: ComputerRequest) -> Any:
        return decide(request, self._players_here())

    async def _run(self, room: Room) -> None:
        """Move one table on: computer players' decisions (in the pool), paced draws, saves."""
        loop = asyncio.get_running_loop()
        table = room.table
        saved = -1
        while True:
            room.wake.clear()
            if saved != table.version and table.started:
                self._save(table)
                saved = table.version
            self._time_turn(room)
            self._announce(room)
            request = table.pending
            if request is not None:
                action = await loop.run_in_executor(self.executor, self._decide, request)
                self.deliver(room, table.answer(request, action))
            elif table.waiting_draw:
                await asyncio.sleep(self.draw_pause_s)
                self.deliver(room, table.advance())
            elif table.over:
                self.forget_if_idle(room)
                await room.wake.wait()
            else:
                await room.wake.wait()

    def _announce(self, room: Room) -> None:
        """A table people may still join is announced, with its free seats; others are not."""
        if self.announcer is None:
            return
        table = room.table
        free = table.free_seats
        host = table.seats[table.host].name if table.host is not None else ""
        wanted = (free, host) if free and self._by_code.get(table.room) is room else None
        if wanted == room.announced:
            return
        room.announced = wanted
        if wanted is None:
            self.announcer.withdraw(table.room)
        else:
            self.announcer.announce(table.room, free, host)

    def _time_turn(self, room: Room) -> None:
        """Arm the room's turn timer for the person the table now waits for, and say so."""
        table = room.table
        if not table.turn_seconds:
            return
        person = table.person_to_act()
        # Keyed by the moves made, not the table's version: a rejoin or a chat line does not
        # start the clock again.
        timed = None if person is None else (person, table.moves)
        if timed == room.timed:
            return
        room.timed = timed
        if room.timer is not None:
            room.timer.cancel()
            room.timer = None
        if person is None:
            return
        moves = table.moves

        def expire() -> None:
            self.deliver(room, table.time_out(person, moves))

        room.timer = asyncio.get_running_loop().call_later(table.turn_seconds, expire)
        tick = {"type": "timer", "seat": person, "seconds": table.turn_seconds}
        self.deliver(room, [*((s, tick) for s in room.clients), (WATCHERS, tick)])

    def _save(self, table: Table) -> None:
        if self.store is not None:
            self.store.save(table)
