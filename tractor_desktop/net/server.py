"""The table server: many tables in one asyncio process, each seat's person on a WebSocket.

    tractor-desktop --serve [--port 8765] [--host 127.0.0.1]

It is the only process that knows every hand. Each connection sits at most one seat, which comes
from the connection and never from a message; computer players decide in a thread pool, so that
the event loop always keeps answering (and pinging) the people.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import os
import signal
import threading
import time
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .. import __version__
from ..ai.players import LEVELS
from ..ai.pool import PlayerPool
from ..engine.options import RuleOptions
from .protocol import (
    MAX_CHAT,
    MAX_FRAME_BYTES,
    MAX_NAME,
    NUDGE_EVERY_S,
    PROTOCOL_VERSION,
    QUICK_MESSAGES,
    TURN_SECONDS,
    ProtocolError,
    decode,
    encode,
    is_action,
    normal_room_code,
    only_fields,
    room_code,
    seat_field,
    text_field,
)
from .table import WATCHERS, ComputerRequest, Outgoing, Table, decide
from .table_store import TableStore

DEFAULT_PORT = 8765
PING_INTERVAL_S = 1.0
PING_TIMEOUT_S = 0.7
CLOSE_TIMEOUT_S = 0.3
"""A dead peer is dropped within interval + timeout + close timeout = 2 s of its last pong: a
pong takes milliseconds even across a continent, and a dropped seat is only covered after the
grace period, so a false alarm costs a reconnect, not the seat."""
GRACE_S = 30.0
"""How long a dropped person's seat waits for them before a computer player takes it on."""
DRAW_PAUSE_S = 0.05
"""Between two cards of the draw while a person plays: time to see them and declare."""
RATE_PER_S = 20.0
BURST = 40
"""A person sends a few messages a second at most; more is a flood, dropped and answered."""
FLOOD_LIMIT = 200
"""Dropped messages after which the connection is closed (policy violation)."""
FLOOD_FORGIVEN = 0.1
"""Each message let through takes this off the count of dropped ones."""
OUTBOX_LIMIT = 2000
"""Messages queued for a client that does not read: past this it is disconnected."""


class RateLimit:
    """A token bucket: ``rate`` messages a second on average, ``burst`` at once."""

    def __init__(self, rate: float = RATE_PER_S, burst: int = BURST) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclasses.dataclass(eq=False)
class Client:
    """One connection, and the seat it sits at, if any."""

    ws: ServerConnection
    limit: RateLimit
    outbox: asyncio.Queue[str | None] = dataclasses.field(default_factory=asyncio.Queue)
    room: str | None = None
    seat: int | None = None
    watching: str | None = None
    """The room this connection watches as a spectator (it then sits at no seat)."""
    floods: float = 0.0
    nudged: float = -NUDGE_EVERY_S

    def send(self, message: dict[str, Any]) -> None:
        if self.outbox.qsize() >= OUTBOX_LIMIT:
            # A client that reads nothing must not hold the server's memory.
            self.outbox.put_nowait(None)
            return
        self.outbox.put_nowait(encode(message))


@dataclasses.dataclass(eq=False)
class Room:
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


class TableServer:
    """Rooms by code, their tables, and the connections at their seats."""

    def __init__(
        self,
        *,
        grace_s: float = GRACE_S,
        draw_pause_s: float = DRAW_PAUSE_S,
        budget_ms: int | None = None,
        state_dir: Path | None = None,
        rate: float = RATE_PER_S,
        burst: int = BURST,
        ping_interval_s: float = PING_INTERVAL_S,
        ping_timeout_s: float = PING_TIMEOUT_S,
        workers: int | None = None,
        announcer: Any = None,
    ) -> None:
        self.announcer = announcer
        """A ``discovery.Announcer``: open tables are announced on the local network."""
        self.grace_s = grace_s
        self.draw_pause_s = draw_pause_s
        self.budget_ms = budget_ms
        self.state_dir = state_dir
        self.store = TableStore(state_dir) if state_dir is not None else None
        self.rate = rate
        self.burst = burst
        self.ping_interval_s = ping_interval_s
        self.ping_timeout_s = ping_timeout_s
        self.rooms: dict[str, Room] = {}
        self.games_over = 0
        self.rounds_over = 0
        self.executor = ThreadPoolExecutor(
            max_workers=workers or min(4, os.cpu_count() or 1), thread_name_prefix="computer"
        )
        self._players = threading.local()
        self._ws: WsServer | None = None

    # ----- running ----------------------------------------------------------------------------

    async def start(self, host: str | None, port: int) -> WsServer:
        """Listen (port 0: any free port, see ``port``), after rebuilding saved tables."""
        self._load()
        self._ws = await serve(
            self._connection,
            host,
            port,
            ping_interval=self.ping_interval_s,
            ping_timeout=self.ping_timeout_s,
            close_timeout=CLOSE_TIMEOUT_S,
            max_size=MAX_FRAME_BYTES,
            max_queue=BURST,
            compression=None,  # the messages are small; deflate costs CPU per table
        )
        return self._ws

    @property
    def port(self) -> int:
        assert self._ws is not None
        port: int = next(iter(self._ws.sockets)).getsockname()[1]
        return port

    async def stop(self) -> None:
        if self._ws is not None:
            self._ws.close()
            await self._ws.wait_closed()
        for room in self.rooms.values():
            if room.runner is not None:
                room.runner.cancel()
        runners = [r.runner for r in self.rooms.values() if r.runner is not None]
        await asyncio.gather(*runners, return_exceptions=True)
        self.executor.shutdown(wait=True, cancel_futures=True)

    # ----- connections ------------------------------------------------------------------------

    async def _connection(self, ws: ServerConnection) -> None:
        client = Client(ws, RateLimit(self.rate, self.burst))
        writer = asyncio.create_task(self._write(client))
        try:
            async for raw in ws:
                self._receive(client, raw)
                if client.floods >= FLOOD_LIMIT:
                    await ws.close(1008, "flooding")
                    break
        except ConnectionClosed:
            pass
        finally:
            writer.cancel()
            self._gone(client)

    async def _write(self, client: Client) -> None:
        with contextlib.suppress(ConnectionClosed):
            while (text := await client.outbox.get()) is not None:
                await client.ws.send(text)
            await client.ws.close(1008, "not reading")

    def _receive(self, client: Client, raw: str | bytes) -> None:
        if not client.limit.allow():
            client.floods += 1
            client.send({"error": "flooding"})
            return
        # Forgiven slowly: a burst now and then never adds up to a closed link, a steady
        # flood (more dropped than a tenth of what gets through) does.
        client.floods = max(0.0, client.floods - FLOOD_FORGIVEN)
        try:
            if isinstance(raw, bytes):
                raise ProtocolError("bad_json")  # the protocol is text frames only
            message = decode(raw)
            self._handle(client, message)
        except ProtocolError as refused:
            client.send(refused.message())

    def _handle(self, client: Client, message: dict[str, Any]) -> None:
        if is_action(message):
            room, seat = self._seated(client)
            self._deliver(room, room.table.act(seat, message))
            return
        kind = message.get("type")
        if kind == "hello":
            client.send({"type": "welcome", "protocol": PROTOCOL_VERSION, "server": __version__})
        elif kind == "create":
            self._create(client, message)
        elif kind == "join":
            self._join(client, message)
        elif kind == "rejoin":
            self._rejoin(client, message)
        elif kind == "start":
            only_fields(message)
            room, seat = self._seated(client)
            self._deliver(room, room.table.start(seat))
        elif kind == "sync":
            only_fields(message)
            room, seat = self._seated(client)
            self._deliver(room, room.table.resend(seat))
        elif kind == "chat":
            self._chat(client, message)
        elif kind == "nudge":
            only_fields(message)
            room, seat = self._seated(client)
            waited = room.table.person_to_act()
            now = time.monotonic()
            if waited is not None and waited != seat and now - client.nudged >= NUDGE_EVERY_S:
                client.nudged = now
                self._deliver(room, [(waited, {"type": "nudge", "seat": seat})])
        elif kind == "watch":
            only_fields(message, "room")
            self._unseated(client)
            room = self._room(message)
            client.watching = room.table.room
            room.watchers.add(client)
            client.send({"type": "watching", "room": room.table.room})
            self._deliver(room, room.table.watch())
        elif kind == "sit":
            only_fields(message, "seat")
            wanted = seat_field(message)
            if wanted is None:
                raise ProtocolError("bad_message")
            room, seat = self._seated(client)
            moved, out = room.table.sit(seat, wanted)
            if moved != seat:
                del room.clients[seat]
                self._sit(client, room, moved, room.table.seats[moved].token)
            self._deliver(room, out)
        elif kind == "leave":
            only_fields(message)
            room, seat = self._seated(client)
            del room.clients[seat]
            client.room = client.seat = None
            client.send({"type": "left"})
            self._deliver(room, room.table.leave(seat))
            self._forget_if_idle(room)
        else:
            raise ProtocolError("bad_message")

    def _chat(self, client: Client, message: dict[str, Any]) -> None:
        """A typed line, or a quick message by its code (each reader's own language)."""
        if "quick" in message:
            only_fields(message, "quick")
            if message["quick"] not in QUICK_MESSAGES:
                raise ProtocolError("bad_message")
            said: dict[str, Any] = {"quick": message["quick"]}
        else:
            only_fields(message, "text")
            said = {"text": text_field(message, "text", MAX_CHAT)}
            if not said["text"]:
                raise ProtocolError("bad_message")
        room, seat = self._seated(client)
        line = {"type": "chat", "seat": seat, "name": room.table.seats[seat].name, **said}
        self._deliver(room, [*((s, line) for s in room.clients), (WATCHERS, line)])

    def _seated(self, client: Client) -> tuple[Room, int]:
        room = self.rooms.get(client.room or "")
        if room is None or client.seat is None:
            raise ProtocolError("not_seated")
        return room, client.seat

    def _unseated(self, client: Client) -> None:
        if client.seat is not None or client.watching is not None:
            raise ProtocolError("already_seated")

    def _create(self, client: Client, message: dict[str, Any]) -> None:
        only_fields(message, "name", "level", "options", "turn_seconds")
        self._unseated(client)
        name = text_field(message, "name", MAX_NAME)
        level = message.get("level", "normal")
        turn_seconds = message.get("turn_seconds", 0)
        if level not in LEVELS or turn_seconds not in TURN_SECONDS or turn_seconds is False:
            raise ProtocolError("bad_message")
        try:
            options = RuleOptions.from_dict(message.get("options", {}))
        except (ValueError, TypeError, AttributeError):
            raise ProtocolError("bad_message") from None
        code = room_code()
        while code in self.rooms:
            code = room_code()
        table = Table(
            code,
            options,
            level=level,
            budget_ms=self.budget_ms,
            pace_draws=self.draw_pause_s > 0,
            turn_seconds=int(turn_seconds),
        )
        room = self._open(table)
        seat, token, out = table.join(name)
        self._sit(client, room, seat, token)
        self._deliver(room, out)

    def _join(self, client: Client, message: dict[str, Any]) -> None:
        only_fields(message, "room", "name", "seat")
        wanted = seat_field(message)
        self._unseated(client)
        room = self._room(message)
        seat, token, out = room.table.join(text_field(message, "name", MAX_NAME), wanted)
        self._sit(client, room, seat, token)
        self._deliver(room, out)

    def _rejoin(self, client: Client, message: dict[str, Any]) -> None:
        only_fields(message, "room", "token")
        self._unseated(client)
        room = self._room(message)
        token = message.get("token")
        if not isinstance(token, str) or len(token) > 64:
            raise ProtocolError("bad_token")
        seat = room.table.seat_of(token)
        if seat is None:
            raise ProtocolError("bad_token")
        old = room.clients.pop(seat, None)
        if old is not None:  # a link not yet noticed dead: the person is back on a new one
            old.room = old.seat = None
            old.send({"error": "bad_token"})
            old.outbox.put_nowait(None)
        _, out = room.table.rejoin(token)
        self._sit(client, room, seat, token)
        self._deliver(room, out)

    def _room(self, message: dict[str, Any]) -> Room:
        code = normal_room_code(message.get("room"))
        room = self.rooms.get(code or "")
        if room is None:
            raise ProtocolError("no_such_room")
        return room

    def _sit(self, client: Client, room: Room, seat: int, token: str) -> None:
        client.room, client.seat = room.table.room, seat
        room.clients[seat] = client
        client.send({"type": "joined", "room": room.table.room, "seat": seat, "token": token})

    def _gone(self, client: Client) -> None:
        """The link is closed (or found dead by the keepalive): cover the seat after the grace."""
        watched = self.rooms.get(client.watching or "")
        if watched is not None and client in watched.watchers:
            watched.watchers.discard(client)
            watched.table.unwatch()
        room = self.rooms.get(client.room or "")
        seat = client.seat
        if room is None or seat is None or room.clients.get(seat) is not client:
            return
        del room.clients[seat]
        self._deliver(room, room.table.drop(seat))
        # Kept through the grace period even when nobody is left: the person may be back.
        self._cover_later(room, seat)

    def _cover_later(self, room: Room, seat: int) -> None:
        drops = room.drops[seat] = room.drops.get(seat, 0) + 1

        def cover() -> None:
            if room.drops.get(seat) == drops and seat not in room.clients:
                self._deliver(room, room.table.cover(seat))
                self._forget_if_idle(room)

        asyncio.get_running_loop().call_later(self.grace_s, cover)

    # ----- tables -----------------------------------------------------------------------------

    def _open(self, table: Table) -> Room:
        room = Room(table)
        self.rooms[table.room] = room
        room.runner = asyncio.create_task(self._run(room), name=f"table {table.room}")
        return room

    def _forget_if_idle(self, room: Room) -> None:
        """A table nobody sits at any more, not started or over, is closed and forgotten."""
        table = room.table
        if room.clients or room.watchers or (table.started and not table.over):
            return
        if self.rooms.get(table.room) is room:
            del self.rooms[table.room]
            self._announce(room)
            if room.runner is not None:
                room.runner.cancel()
            if self.store is not None:
                self.store.forget(table.room)

    def _deliver(self, room: Room, out: Iterable[Outgoing]) -> None:
        for seat, message in out:
            if seat == WATCHERS:
                for watcher in room.watchers:
                    watcher.send(message)
                continue
            client = room.clients.get(seat)
            if client is not None:
                client.send(message)
            kind = message.get("type")
            if seat == 0 and kind == "round_over":
                self.rounds_over += 1
            elif seat == 0 and kind == "game_over":
                self.games_over += 1
        room.wake.set()

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
                self._deliver(room, table.answer(request, action))
            elif table.waiting_draw:
                await asyncio.sleep(self.draw_pause_s)
                self._deliver(room, table.advance())
            elif table.over:
                self._forget_if_idle(room)
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
        wanted = (free, host) if free and self.rooms.get(table.room) is room else None
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
            self._deliver(room, table.time_out(person, moves))

        room.timer = asyncio.get_running_loop().call_later(table.turn_seconds, expire)
        tick = {"type": "timer", "seat": person, "seconds": table.turn_seconds}
        self._deliver(room, [*((s, tick) for s in room.clients), (WATCHERS, tick)])

    def _save(self, table: Table) -> None:
        if self.store is not None:
            self.store.save(table)

    def _load(self) -> None:
        if self.store is None:
            return
        for table in self.store.load(pace_draws=self.draw_pause_s > 0):
            room = self._open(table)
            for seat in table.seats:
                if seat.kind == "human":
                    self._cover_later(room, seat.index)


async def serve_forever(
    host: str | None, port: int, server: TableServer | None = None, announce: bool = False
) -> None:
    server = server or TableServer()
    await server.start(host, port)
    if announce:
        from .discovery import Announcer  # zeroconf is loaded only to announce

        server.announcer = Announcer(server.port)
    print(f"tractor-desktop: serving tables on ws://{host or '0.0.0.0'}:{server.port}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # not on Windows
            loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        await server.stop()
        if server.announcer is not None:
            server.announcer.close()


def default_state_dir() -> Path:
    """Where ``--serve`` keeps its tables' logs: beside the game's other files when
    TRACTOR_DESKTOP_HOME is set, else the user's XDG state folder (no Qt to ask for one)."""
    home = os.environ.get("TRACTOR_DESKTOP_HOME")
    if home:
        return Path(home) / "server-tables"
    state = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state) / "tractor-desktop" / "server-tables"


def run(host: str | None, port: int, state_dir: Path | None = None, announce: bool = False) -> int:
    """The ``--serve`` mode: serve until interrupted; the exit status. The tables' logs are
    kept in ``state_dir`` (``default_state_dir()``), so a restarted server plays them on."""
    state_dir = state_dir or default_state_dir()
    try:
        asyncio.run(serve_forever(host, port, TableServer(state_dir=state_dir), announce))
    except OSError as error:  # the port is taken, or the address is not this machine's
        print(f"tractor-desktop: cannot serve on {host or '*'}:{port}: {error}")
        return 1
    except KeyboardInterrupt:
        pass
    return 0
