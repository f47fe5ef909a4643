"""The table server: many tables in one asyncio process, each seat's person on a WebSocket.

It is the only process that knows every hand. This module listens, keeps the connections alive
(pings), and turns each message of a connection into what it asks of a room: create or join a
table, take a seat back with its token, sit elsewhere before the start, start, act, chat, nudge,
watch as a spectator, leave. Each connection sits at most one seat, which comes from the
connection and never from a message. What moves a table on between the people's messages is
``rooms``; the ``--serve`` mode is ``serving``.
"""

from __future__ import annotations

import asyncio
import contextlib
import http
import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from .. import __version__
from ..ai.players import LEVELS
from ..engine.options import RuleOptions
from .connection import Client, Link
from .limits import ACCEPT_BACKLOG, ConnectionLimits, Limiter, Limits, forwarded_key
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
    is_action,
    normal_room_code,
    only_fields,
    seat_field,
    text_field,
)
from .rate_limit import BURST, FLOOD_FORGIVEN, FLOOD_LIMIT, RATE_PER_S, RateLimit
from .rooms import Room, Rooms
from .seats import WATCHERS
from .shards import Shard, room_of_path
from .table import Table
from .table_store import TableStore

if TYPE_CHECKING:  # redis is needed only by a deployment of several processes
    from .shared_store import SharedStore
    from .sharing import Sharing

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
REFUSED_STATUS = {
    "server_full": http.HTTPStatus.SERVICE_UNAVAILABLE,
    "too_many_connections": http.HTTPStatus.TOO_MANY_REQUESTS,
}
"""A connection refused at the handshake gets this status, with its code as the body."""
HEALTH_PATH = "/health"
TRY_AGAIN = 1013
"""The close code of a link whose room another process has not let go of yet."""

log = logging.getLogger(__name__)


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
        limits: Limits | None = None,
        shared: SharedStore | None = None,
        shard: Shard | None = None,
    ) -> None:
        self.budget_ms = budget_ms
        self.limits = limits or Limits()
        self.limiter = Limiter(self.limits)
        self.rate = rate
        self.burst = burst
        self.ping_interval_s = ping_interval_s
        self.ping_timeout_s = ping_timeout_s
        self.shard = shard or Shard()
        """The room codes this process makes (one of a deployment's processes: its share)."""
        self.rooms = Rooms(
            grace_s=grace_s,
            draw_pause_s=draw_pause_s,
            store=shared or (TableStore(state_dir) if state_dir is not None else None),
            workers=workers,
            announcer=announcer,
        )
        self.sharing: Sharing | None = None
        """One process of a deployment: rooms are kept in Redis and move between processes."""
        if shared is not None:
            from .sharing import Sharing

            self.sharing = Sharing(shared, self.rooms)
        self._ws: WsServer | None = None

    @property
    def announcer(self) -> Any:
        """A ``discovery.Announcer``: open tables are announced on the local network."""
        return self.rooms.announcer

    @announcer.setter
    def announcer(self, announcer: Any) -> None:
        self.rooms.announcer = announcer

    @property
    def games_over(self) -> int:
        """Games played to their end on this server."""
        return self.rooms.games_over

    # ----- running ----------------------------------------------------------------------------

    async def start(self, host: str | None, port: int) -> WsServer:
        """Listen (port 0: any free port, see ``port``), after rebuilding saved tables (or
        reaching the shared store: RedisError if it cannot be reached)."""
        if self.sharing is not None:
            await self.sharing.start()
        self.rooms.load()

        class ServerLink(Link):
            limiter = self.limiter

        self._ws = await serve(
            self._connection,
            host,
            port,
            create_connection=ServerLink,
            backlog=ACCEPT_BACKLOG,
            process_request=self._refuse,
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
        await self.rooms.stop()
        if self.sharing is not None:
            await self.sharing.stop()  # what is noted is written, the leases given up

    # ----- connections ------------------------------------------------------------------------

    def _refuse(self, ws: ServerConnection, request: Request) -> Response | None:
        """At the handshake: an HTTP refusal, its code as the body, past the connection cap
        or the address's connections; None lets the WebSocket open. ``/health`` is answered
        at once (a proxy's health check: a process that does not answer gets no links)."""
        if request.path == HEALTH_PATH:
            return ws.respond(http.HTTPStatus.OK, "ok\n")
        if isinstance(ws, Link) and ws.address in self.limits.trusted_proxies:
            forwarded = forwarded_key(request.headers.get_all("X-Forwarded-For"))
            if forwarded is not None and ws.counted:
                self.limiter.moved(ws.address, forwarded)
                ws.address = forwarded
        code = self.limiter.refusal(getattr(ws, "address", "?"))
        if code is None:
            return None
        return ws.respond(REFUSED_STATUS[code], code + "\n")

    async def _connection(self, ws: ServerConnection) -> None:
        code = room_of_path(ws.request.path) if ws.request is not None else None
        if self.sharing is not None and code is not None and not await self.sharing.take(code):
            # Another process holds the room and has not let it go yet: the client's next try
            # finds it here (or the proxy sends it to the process that has it).
            await ws.close(TRY_AGAIN, "the table is moving; try again")
            return
        client = Client(
            ws,
            RateLimit(self.rate, self.burst),
            address=getattr(ws, "address", "?"),
            limits=ConnectionLimits.of(self.limits),
        )
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
            client.forget_outbox()
            self._gone(client)

    async def _write(self, client: Client) -> None:
        """Write the client's messages in order; one that is not written within the deadline
        (the peer reads nothing and the socket is full) drops the connection. The keepalive
        cannot: its ping waits on the same full socket."""
        loop = asyncio.get_running_loop()
        deadline = self.limits.write_deadline_s

        def stuck() -> None:
            self.limiter.note(client.address, "not_reading", "a connection that reads nothing")
            client.forget_outbox()
            # The send and the reader see the link closed, and the client is forgotten.
            client.ws.transport.abort()

        with contextlib.suppress(ConnectionClosed):
            while True:
                text = await client.outbox.get()
                # A timer, not wait_for: no task more per message on the server's hot path.
                timer = loop.call_later(deadline, stuck)
                try:
                    if text is None:
                        await client.ws.close(1008, "not reading")
                        return
                    await client.ws.send(text)
                finally:
                    timer.cancel()

    def _receive(self, client: Client, raw: str | bytes) -> None:
        if not client.limit.allow():
            client.floods += 1
            self.limiter.note(client.address, "flooding", "messages faster than the rate")
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
            self.rooms.deliver(room, room.table.act(seat, message))
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
            self.rooms.deliver(room, room.table.start(seat))
        elif kind == "sync":
            only_fields(message)
            room, seat = self._seated(client)
            self.rooms.deliver(room, room.table.resend(seat))
        elif kind == "chat":
            self._chat(client, message)
        elif kind == "nudge":
            only_fields(message)
            room, seat = self._seated(client)
            waited = room.table.person_to_act()
            now = time.monotonic()
            if waited is not None and waited != seat and now - client.nudged >= NUDGE_EVERY_S:
                client.nudged = now
                self.rooms.deliver(room, [(waited, {"type": "nudge", "seat": seat})])
        elif kind == "watch":
            only_fields(message, "room")
            self._unseated(client)
            room = self._room(client, message)
            client.watching = room.table.room
            room.watchers.add(client)
            client.send({"type": "watching", "room": room.table.room})
            self.rooms.deliver(room, room.table.watch())
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
            self.rooms.deliver(room, out)
        elif kind == "leave":
            only_fields(message)
            room, seat = self._seated(client)
            del room.clients[seat]
            client.room = client.seat = None
            client.send({"type": "left"})
            self.rooms.deliver(room, room.table.leave(seat))
            self.rooms.forget_if_idle(room)
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
        self.rooms.deliver(room, [*((s, line) for s in room.clients), (WATCHERS, line)])

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
        assert client.limits is not None
        self.limiter.create(client.address, client.limits)
        code = self.shard.room_code()
        while code in self.rooms:
            code = self.shard.room_code()
        if self.sharing is not None:
            self.sharing.store.made(code)
        table = Table(
            code,
            options,
            level=level,
            budget_ms=self.budget_ms,
            pace_draws=self.rooms.draw_pause_s > 0,
            turn_seconds=int(turn_seconds),
        )
        room = self.rooms.open(table)
        seat, token, out = table.join(name)
        self._sit(client, room, seat, token)
        self.rooms.deliver(room, out)

    def _join(self, client: Client, message: dict[str, Any]) -> None:
        only_fields(message, "room", "name", "seat")
        wanted = seat_field(message)
        self._unseated(client)
        room = self._room(client, message)
        seat, token, out = room.table.join(text_field(message, "name", MAX_NAME), wanted)
        self._sit(client, room, seat, token)
        self.rooms.deliver(room, out)

    def _rejoin(self, client: Client, message: dict[str, Any]) -> None:
        only_fields(message, "room", "token")
        self._unseated(client)
        room = self._room(client, message)
        token = message.get("token")
        seat = room.table.seat_of(token)
        if seat is None or not isinstance(token, str):
            self.limiter.missed(client.address)
            raise ProtocolError("bad_token")
        old = room.clients.pop(seat, None)
        if old is not None:  # a link not yet noticed dead: the person is back on a new one
            old.room = old.seat = None
            old.send({"error": "bad_token"})
            old.close_soon()
        _, out = room.table.rejoin(token)
        self._sit(client, room, seat, token)
        self.rooms.deliver(room, out)

    def _room(self, client: Client, message: dict[str, Any]) -> Room:
        """The room a ``join``, ``watch`` or ``rejoin`` names, counted against the client's
        tries; a code that names none counts against its address's misses (a guesser is
        locked out)."""
        assert client.limits is not None
        self.limiter.tried(client.address, client.limits)
        code = normal_room_code(message.get("room"))
        room = self.rooms.get(code or "")
        if room is None:
            self.limiter.missed(client.address)
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
            # The last one watching a table nobody plays at any more lets it go.
            self.rooms.forget_if_idle(watched)
        room = self.rooms.get(client.room or "")
        seat = client.seat
        if room is None or seat is None or room.clients.get(seat) is not client:
            return
        del room.clients[seat]
        self.rooms.deliver(room, room.table.drop(seat))
        # Kept through the grace period even when nobody is left: the person may be back.
        self.rooms.cover_later(room, seat)
