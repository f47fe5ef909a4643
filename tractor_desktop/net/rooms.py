"""The table server's open rooms, and what moves each room's table on when no person does: the
computer players' decisions (``thinking``: a thread pool shared fairly between the tables, so
that the event loop keeps answering the people), the paced draw, the turn timer, a dropped seat
covered after the grace period, the table saved after each change, and its free seats announced
on the local network.

A table is never stuck for good: a failure in its task is logged with its room and the task goes
on; a save that fails (no file descriptors, a full disk) leaves the table playing in memory, is
told once to its people and tried again later. A table nobody sits at plays at a person's pace;
with nobody at all connected it soon stops, and it is forgotten after ``FORGET_AFTER_S``.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
import threading
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from ..ai.pool import PlayerPool
from .connection import Client
from .seats import WATCHERS, Outgoing
from .table import Table
from .table_store import Store
from .thinking import Thinking
from .turns import ComputerRequest, decide

log = logging.getLogger(__name__)


UNATTENDED_PACE_S = 1.0
"""At a table with nobody at a seat (spectators only, or nobody), a computer player's move at
most this often: a person's pace, not a core's."""
ALONE_MOVES = 20
"""Computer players' moves a table makes once nobody at all is connected to it (no seat, no
spectator); then it waits for someone to come. A seat covered after a dropped link goes on
for a while, so that a short gap on every link at once does not freeze a game; a flood of
abandoned computer-only tables costs 20 moves each, at a person's pace, then nothing."""
FORGET_AFTER_S = 30 * 60.0
"""A table nobody has been connected to for this long is forgotten (its saved files too): a
person whose link dropped is back well within it; an abandoned table is not kept for ever."""
SWEEP_EVERY_S = 30.0
"""How often the rooms are looked over for ones to forget (a quarter of FORGET_AFTER_S when
that is shorter)."""
SAVE_RETRY_S = 1.0
SAVE_RETRY_MAX_S = 60.0
"""A failed save is tried again after 1 s, then after twice as long each time, up to a minute."""
RESTART_S = 0.1
RESTART_MAX_S = 60.0
"""A table's task that failed goes on after 0.1 s, then twice as long each time it fails again
at once, up to a minute: a failure that repeats is logged once a minute at most."""
STOP_WAIT_S = 3.0
"""On stop, decisions under way are waited for this long at most (on the loop, which runs on):
the longest budget (expert's 2.1 s) ends within it, and a search ends early once asked to."""


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
    saved: int = -1
    """The table's version last saved."""
    unsaved: bool = False
    """The last save failed: the table plays on in memory, the save is tried again."""
    save_delay: float = 0.0
    save_retry_at: float = 0.0
    save_timer: asyncio.TimerHandle | None = None
    told_unsaved: set[Client] = dataclasses.field(default_factory=set)
    """The connections told that this table is not being saved (each is told once)."""
    paced_until: float = 0.0
    """No computer player's move before this (loop time) while nobody sits at the table."""
    alone_moves: int = 0
    """Computer players' moves made since nobody at all was connected."""
    alone_since: float | None = None
    """Since when (loop time) nobody has been connected: forgotten after FORGET_AFTER_S."""
    failures: int = 0
    """The table's task failed this often in a row (its restart waits longer each time)."""


class Rooms(Mapping[str, Room]):
    """The open rooms by code, each with the task that moves its table on."""

    def __init__(
        self,
        *,
        grace_s: float,
        draw_pause_s: float,
        store: Store | None,
        workers: int | None,
        announcer: Any,
        unattended_pace_s: float = UNATTENDED_PACE_S,
        alone_moves: int = ALONE_MOVES,
        forget_after_s: float = FORGET_AFTER_S,
        save_retry_s: float = SAVE_RETRY_S,
        save_retry_max_s: float = SAVE_RETRY_MAX_S,
    ) -> None:
        self.announcer = announcer
        """A ``discovery.Announcer``: open tables are announced on the local network."""
        self.grace_s = grace_s
        self.draw_pause_s = draw_pause_s
        self.store = store
        self.unattended_pace_s = unattended_pace_s
        self.alone_moves = alone_moves
        self.forget_after_s = forget_after_s
        self.save_retry_s = save_retry_s
        self.save_retry_max_s = save_retry_max_s
        self.games_over = 0
        self.thinking = Thinking(self._decide, workers or min(4, os.cpu_count() or 1))
        self._players = threading.local()
        self._by_code: dict[str, Room] = {}
        self._sweeper: asyncio.Task[None] | None = None
        self._stopping = False

    def __getitem__(self, code: str) -> Room:
        return self._by_code[code]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_code)

    def __len__(self) -> int:
        return len(self._by_code)

    def open(self, table: Table) -> Room:
        loop = asyncio.get_running_loop()
        room = Room(table, alone_since=loop.time())
        self._by_code[table.room] = room
        room.runner = asyncio.create_task(self._run(room), name=f"table {table.room}")
        if self._sweeper is None:
            self._sweeper = asyncio.create_task(self._sweep(), name="forgetting idle tables")
        return room

    def load(self) -> None:
        """Rebuild the saved tables, with their timers (``restore``)."""
        if self.store is None:
            return
        for table in self.store.load(pace_draws=self.draw_pause_s > 0):
            self.restore(table)

    def restore(self, table: Table) -> Room:
        """Open a table rebuilt from its log, with its timers: its people get the grace period
        to come back, its computer players play on (as at any table nobody is connected to),
        and a table nobody comes back to is forgotten after ``forget_after_s``."""
        room = self.open(table)
        room.saved = table.version  # the store has it as it is
        for seat in table.seats:
            if seat.kind == "human":
                self.cover_later(room, seat.index)
        # The game waits for whoever is to act: a computer player's decision is asked for
        # now (a table rebuilt from its log has none pending, and would wait for ever).
        try:
            self.deliver(room, table.advance())
        except Exception:  # one table that cannot go on does not keep the others down
            log.exception("table %s: rebuilt, but it cannot go on", table.room)
            room.failures = 1  # its task tries again, as after any failure
        return room

    async def stop(self) -> None:
        """Stop every table's task and the thinking, without blocking the event loop."""
        self._stopping = True
        if self._sweeper is not None:
            self._sweeper.cancel()
        runners = [r.runner for r in self._by_code.values() if r.runner is not None]
        for room in self._by_code.values():
            self._cancel_timers(room)
            if room.runner is not None:
                room.runner.cancel()
        await asyncio.gather(*runners, return_exceptions=True)
        if self._sweeper is not None:
            await asyncio.gather(self._sweeper, return_exceptions=True)
        await self.thinking.stop(STOP_WAIT_S)

    def forget_if_idle(self, room: Room) -> None:
        """A table nobody sits at any more, not started or over, is closed and forgotten."""
        table = room.table
        if room.clients or room.watchers or (table.started and not table.over):
            return
        self.forget(room)

    def forget(self, room: Room, *, saved_too: bool = True) -> None:
        """Close the room: no more moves, no timers, not announced, its saved files gone
        (kept with ``saved_too=False``: another process of a deployment plays it on)."""
        code = room.table.room
        if self._by_code.get(code) is not room:
            return
        del self._by_code[code]
        self._announce(room)
        self._cancel_timers(room)
        if room.runner is not None:
            room.runner.cancel()
        if self.store is not None and saved_too:
            self.store.forget(code)

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
        if room.unsaved:
            self._tell_unsaved(room)  # someone who came since is told too
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
        # A search under way when the server stops ends early instead of holding the stop.
        return decide(request, self._players_here(), lambda: self._stopping)

    # ----- a table's task ----------------------------------------------------------------------

    async def _run(self, room: Room) -> None:
        """Move one table on, for as long as it is open: whatever fails in a step is logged with
        the room and the task goes on after a pause (longer each time it fails again at once)."""
        while True:
            try:
                await self._step(room)
                room.failures = 0
            except asyncio.CancelledError:
                raise
            except Exception:
                room.failures += 1
                pause = min(RESTART_MAX_S, RESTART_S * 2 ** (room.failures - 1))
                log.exception(
                    "table %s: its task failed (%d in a row); it goes on in %.1f s",
                    room.table.room,
                    room.failures,
                    pause,
                )
                await asyncio.sleep(pause)

    async def _step(self, room: Room) -> None:
        """One step: save and time the turn if the table changed, then the computer player's
        decision (paced while nobody sits there), the next paced draw, or a wait for news."""
        table = room.table
        room.wake.clear()
        if room.failures:
            # After a failure, the table as it now stands: what it waits for is asked again.
            self.deliver(room, table.advance())
        if room.saved != table.version and table.started and self._save(room):
            room.saved = table.version
        self._time_turn(room)
        self._announce(room)
        request = table.pending
        if request is not None:
            pause = self._pause_before_deciding(room)
            if pause is None:
                await room.wake.wait()  # nobody is here: wait for someone to come
            elif pause > 0:
                await self._nap(room, pause)
            else:
                action = await self.thinking.decide(table.room, request, lambda: bool(room.clients))
                if not room.clients and not room.watchers:
                    room.alone_moves += 1
                loop = asyncio.get_running_loop()
                room.paced_until = loop.time() + self.unattended_pace_s
                self.deliver(room, table.answer(request, action))
        elif table.waiting_draw:
            await asyncio.sleep(self.draw_pause_s)
            self.deliver(room, table.advance())
        elif table.over:
            self.forget_if_idle(room)
            await room.wake.wait()
        else:
            await room.wake.wait()

    def _pause_before_deciding(self, room: Room) -> float | None:
        """How long the table waits before its computer player's next move: not at all while a
        person sits there; a person's pace while only spectators watch or nobody has been
        there for long; None (until someone comes) after ``alone_moves`` with nobody there."""
        if room.clients:
            room.alone_moves = 0
            return 0.0
        if room.watchers:
            room.alone_moves = 0
        elif room.alone_moves >= self.alone_moves:
            return None
        return max(0.0, room.paced_until - asyncio.get_running_loop().time())

    @staticmethod
    async def _nap(room: Room, seconds: float) -> None:
        """Wait ``seconds``, or less if the table has news (a person came, say)."""
        waiter = asyncio.ensure_future(room.wake.wait())
        try:
            await asyncio.wait({waiter}, timeout=seconds)
        finally:
            waiter.cancel()

    async def _sweep(self) -> None:
        """Forget the tables nobody has been connected to for ``forget_after_s``."""
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(max(0.01, min(self.forget_after_s / 4, SWEEP_EVERY_S)))
            try:
                now = loop.time()
                for room in list(self._by_code.values()):
                    if room.clients or room.watchers:
                        room.alone_since = None
                    elif room.alone_since is None:
                        room.alone_since = now
                    elif now - room.alone_since >= self.forget_after_s:
                        log.info(
                            "table %s: nobody came for %.0f s; forgotten",
                            room.table.room,
                            now - room.alone_since,
                        )
                        self.forget(room)
            except Exception:
                log.exception("the idle tables could not be looked over; tried again later")

    def _cancel_timers(self, room: Room) -> None:
        for handle in (room.timer, room.save_timer):
            if handle is not None:
                handle.cancel()
        room.timer = room.save_timer = None

    # ----- saving ------------------------------------------------------------------------------

    def _save(self, room: Room) -> bool:
        """Save the table; False when it could not be (tried again later, with a pause that
        doubles each time; the table plays on in memory meanwhile). Its people are told once
        that it is not being saved, and once that it is again."""
        if self.store is None:
            return True
        loop = asyncio.get_running_loop()
        if room.unsaved and loop.time() < room.save_retry_at:
            return False  # the retry timer wakes the task when it is time
        try:
            self.store.save(room.table)
        except OSError as error:
            if room.unsaved:
                room.save_delay = min(self.save_retry_max_s, room.save_delay * 2)
            else:
                room.unsaved = True
                room.save_delay = self.save_retry_s
                log.warning(
                    "table %s is not being saved (%s): it plays on in memory; "
                    "the save is tried again",
                    room.table.room,
                    str(error)[:200],
                )
                self._tell_unsaved(room)
            room.save_retry_at = loop.time() + room.save_delay
            if room.save_timer is not None:
                room.save_timer.cancel()
            room.save_timer = loop.call_later(room.save_delay, room.wake.set)
            return False
        if room.unsaved:
            room.unsaved = False
            log.warning("table %s is saved again", room.table.room)
            saved = {"type": "notice", "code": "saved"}
            for client in self._connected(room):
                if client in room.told_unsaved:
                    client.send(saved)
            room.told_unsaved.clear()
        return True

    def _tell_unsaved(self, room: Room) -> None:
        notice = {"type": "notice", "code": "not_saved"}
        for client in self._connected(room):
            if client not in room.told_unsaved:
                room.told_unsaved.add(client)
                client.send(notice)

    @staticmethod
    def _connected(room: Room) -> list[Client]:
        return [*room.clients.values(), *room.watchers]

    # ----- the local network, the turn timer ------------------------------------------------------

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
