"""A fault-injecting WebSocket proxy for the network tests.

It sits between clients and a table server: every client that connects to ``proxy.url`` gets
its own link, one WebSocket to the client and one to the server, and each text (or binary)
frame is relayed as one message, with the faults of its direction (``up``: client to server,
``down``: server to client) drawn from seeded randomness, message by message:

- ``delay_s`` holds a message back for a random time; the order is kept, as on TCP (a message
  never overtakes the one before it, so one held message holds back those behind it);
- ``drop`` loses it, ``duplicate`` sends it twice, ``truncate`` cuts its text short;
- ``only`` restricts the faults to the messages it accepts, ``limit`` caps the number of drops,
  duplicates and truncations per link and direction.

A link can also be ``cut`` (both TCP connections reset, no closing handshake) or turned into a
``blackhole`` (nothing forwarded any more, nothing read, so no pong answers the server's pings,
and no FIN either: what a peer that vanished from the network looks like).

    async with FaultProxy(server_url, down=Faults(drop=0.01)) as proxy:
        client = await TableClient.connect(proxy.url)
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import random
from collections import Counter
from collections.abc import Callable
from types import TracebackType
from typing import Literal

from websockets.asyncio.client import ClientConnection, connect
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed, InvalidHandshake

Direction = Literal["up", "down"]
Frame = str | bytes
CLOSE_TIMEOUT_S = 1.0


@dataclasses.dataclass(frozen=True)
class Faults:
    """The faults of one direction; probabilities are per message."""

    delay_s: tuple[float, float] = (0.0, 0.0)
    """A held message waits a time drawn uniformly from this range."""
    delay_p: float = 1.0
    """The share of messages held (when ``delay_s`` is not zero)."""
    delay_limit: int | None = None
    """At most this many held messages per link and direction (the rest go on at once)."""
    drop: float = 0.0
    duplicate: float = 0.0
    truncate: float = 0.0
    limit: int | None = None
    """At most this many drops, duplicates and truncations per link and direction."""
    only: Callable[[Frame], bool] | None = None
    """The messages the faults may hit (delays included); all of them when None."""


def message_type(frame: Frame) -> str | None:
    """A relayed message's ``type`` ("action" for BOT_PROTOCOL's untyped actions, "error" for
    an error), None when it is not a JSON object."""
    try:
        data = json.loads(frame)
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(data, dict):
        return None
    if "error" in data:
        return "error"
    kind = data.get("type")
    if kind is None and data.keys() & {"declare", "bury", "play"}:
        return "action"
    return kind if isinstance(kind, str) else None


def is_action(frame: Frame) -> bool:
    return message_type(frame) == "action"


def is_observation(frame: Frame) -> bool:
    return message_type(frame) == "observation"


@dataclasses.dataclass(frozen=True)
class Relayed:
    """One message as the proxy passed it on (``copy``: the second of a duplicate)."""

    frame: Frame
    original: Frame
    copy: bool = False
    truncated: bool = False


class Link:
    """One client's connection through the proxy: the client's side and the server's."""

    def __init__(
        self,
        index: int,
        client: ServerConnection,
        server: ClientConnection,
        faults: dict[Direction, Faults],
        seed: object,
        record: tuple[Direction, ...] = ("up",),
    ) -> None:
        self.index = index
        self.client = client
        self.server = server
        self.faults = faults
        self.rng: dict[Direction, random.Random] = {
            d: random.Random(f"{seed}:{index}:{d}") for d in ("up", "down")
        }
        self.counts: dict[Direction, Counter[str]] = {"up": Counter(), "down": Counter()}
        """How many messages were relayed, dropped, duplicated, truncated, delayed."""
        self.relayed: dict[Direction, list[Relayed]] = {"up": [], "down": []}
        """Every message sent on, in the order the other side got it (for ``record``'s
        directions only: the server's side sends thousands of observations)."""
        self.record = record
        self.silent = False
        self._due: dict[Direction, float] = {"up": 0.0, "down": 0.0}

    # ----- faults on demand -------------------------------------------------------------------

    def set_faults(self, up: Faults | None = None, down: Faults | None = None) -> None:
        """New faults for this link's messages from now on."""
        if up is not None:
            self.faults["up"] = up
        if down is not None:
            self.faults["down"] = down

    def cut(self) -> None:
        """Reset both connections at once: no closing handshake, nothing in flight arrives."""
        self.silent = True
        self.client.transport.abort()
        self.server.transport.abort()

    def blackhole(self) -> None:
        """Forward nothing and read nothing any more, close nothing: pings go unanswered."""
        self.silent = True
        self.client.transport.pause_reading()
        self.server.transport.pause_reading()

    # ----- relaying ---------------------------------------------------------------------------

    async def run(self) -> None:
        up = asyncio.create_task(self._pump(self.client, self.server, "up"))
        down = asyncio.create_task(self._pump(self.server, self.client, "down"))
        try:
            await asyncio.gather(up, down)
        finally:
            up.cancel()
            down.cancel()

    def _fates(self, direction: Direction, frame: Frame) -> list[tuple[float, Relayed]]:
        """The messages to send for one received, each with the time it is due."""
        faults, rng, counts = self.faults[direction], self.rng[direction], self.counts[direction]
        # The same draws for every message, whatever the faults: a seed gives one story.
        roll, hold, extra = rng.random(), rng.random(), rng.random()
        hit = faults.only is None or faults.only(frame)
        out = [Relayed(frame, frame)]
        faulty = counts["dropped"] + counts["duplicated"] + counts["truncated"]
        if hit and (faults.limit is None or faulty < faults.limit):
            if roll < faults.drop:
                counts["dropped"] += 1
                return []
            roll -= faults.drop
            if roll < faults.duplicate:
                counts["duplicated"] += 1
                out.append(Relayed(frame, frame, copy=True))
            elif roll - faults.duplicate < faults.truncate and len(frame) > 1:
                counts["truncated"] += 1
                cut = 1 + int(extra * (len(frame) - 1))
                out = [Relayed(frame[:cut], frame, truncated=True)]
        delay = 0.0
        if (
            hit
            and faults.delay_s[1] > 0
            and hold < faults.delay_p
            and (faults.delay_limit is None or counts["delayed"] < faults.delay_limit)
        ):
            low, high = faults.delay_s
            delay = low + (hold / faults.delay_p) * (high - low)
            counts["delayed"] += 1
        # Never before the message ahead of it: the link keeps the order, as TCP does.
        now = asyncio.get_running_loop().time()
        due = self._due[direction] = max(self._due[direction], now + delay)
        return [(due, relayed) for relayed in out]

    async def _pump(
        self,
        source: ServerConnection | ClientConnection,
        target: ServerConnection | ClientConnection,
        direction: Direction,
    ) -> None:
        queue: asyncio.Queue[tuple[float, Relayed] | None] = asyncio.Queue()
        sender = asyncio.create_task(self._send(target, queue, direction))
        try:
            async for frame in source:
                if not self.silent:
                    for item in self._fates(direction, frame):
                        queue.put_nowait(item)
        except ConnectionClosed:
            pass
        finally:
            queue.put_nowait(None)
        with contextlib.suppress(ConnectionClosed):
            await sender
        if self.silent:
            return
        # The source is closed: close the target the same way (reset for a reset).
        received = source.protocol.close_rcvd
        if received is None:
            target.transport.abort()
        else:
            code = received.code if received.code not in (1005, 1006, 1015) else 1000
            with contextlib.suppress(ConnectionClosed):
                await target.close(code, received.reason)

    async def _send(
        self,
        target: ServerConnection | ClientConnection,
        queue: asyncio.Queue[tuple[float, Relayed] | None],
        direction: Direction,
    ) -> None:
        loop = asyncio.get_running_loop()
        while (item := await queue.get()) is not None:
            due, relayed = item
            wait = due - loop.time()
            if wait > 0:
                await asyncio.sleep(wait)
            if self.silent:
                continue
            if direction in self.record:
                self.relayed[direction].append(relayed)
            self.counts[direction]["relayed"] += 1
            await target.send(relayed.frame)


class FaultProxy:
    """Listens on a loopback port; each client it accepts gets a ``Link`` to ``target``."""

    def __init__(
        self,
        target: str,
        *,
        up: Faults | None = None,
        down: Faults | None = None,
        seed: object = 0,
        record: tuple[Direction, ...] = ("up",),
    ) -> None:
        self.target = target
        self.record = record
        self.faults: dict[Direction, Faults] = {"up": up or Faults(), "down": down or Faults()}
        self.seed = seed
        self.links: list[Link] = []
        self._server: Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def url(self) -> str:
        assert self._server is not None
        host, port = next(iter(self._server.sockets)).getsockname()[:2]
        return f"ws://{host}:{port}"

    def set_faults(self, up: Faults | None = None, down: Faults | None = None) -> None:
        """New faults for the links opened from now on (open links keep theirs)."""
        if up is not None:
            self.faults["up"] = up
        if down is not None:
            self.faults["down"] = down

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> FaultProxy:
        self._server = await serve(
            self._accept,
            host,
            port,
            ping_interval=None,  # the server's keepalive is the one under test, not ours
            max_size=None,  # the server applies its own limits
            max_queue=None,
            compression=None,
            close_timeout=CLOSE_TIMEOUT_S,
        )
        return self

    async def stop(self) -> None:
        for link in self.links:
            link.silent = True
            link.client.transport.abort()
            link.server.transport.abort()
        if self._tasks:
            _, late = await asyncio.wait(set(self._tasks), timeout=2)
            for task in late:
                task.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def __aenter__(self) -> FaultProxy:
        return await self.start()

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        await self.stop()

    async def _accept(self, client: ServerConnection) -> None:
        try:
            server = await connect(
                self.target,
                ping_interval=None,
                max_size=None,
                max_queue=None,
                compression=None,
                close_timeout=CLOSE_TIMEOUT_S,
                open_timeout=5,
            )
        except (OSError, InvalidHandshake, TimeoutError):
            await client.close(1011, "the server cannot be reached")
            return
        link = Link(len(self.links), client, server, dict(self.faults), self.seed, self.record)
        self.links.append(link)
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            await link.run()
        finally:
            self._tasks.discard(task)
            if not link.silent:
                with contextlib.suppress(ConnectionClosed):
                    await server.close()
