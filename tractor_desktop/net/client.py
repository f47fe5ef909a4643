"""An asyncio client of the table server, for tests, bots and (later) the app: it sends the
protocol's messages and keeps what the server last told this seat."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from ..engine.observation import Observation
from .protocol import MAX_FRAME_BYTES
from .shards import room_url

Message = dict[str, Any]


class TableClient:
    """One connection, at most one seat. ``receive`` reads the next message and notes it."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.room: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.seq = 0
        self.settled = True
        """The last observation is the latest of its change (no ``more`` follow): act on it."""
        self.observation: Observation | None = None
        self.lobby: Message | None = None
        self.game_over: Message | None = None
        self.errors: list[Message] = []

    @classmethod
    async def connect(cls, url: str, room: object = None, **options: Any) -> TableClient:
        """A link to the server at ``url`` for ``room`` (None: to open one), named in the path
        (``shards.room_url``: a deployment's proxy routes by it)."""
        options.setdefault("max_size", MAX_FRAME_BYTES * 16)
        options.setdefault("compression", None)
        # Frames are read (and pings answered) even while the caller is busy: a client that
        # stops reading looks like a dead peer to the server's keepalive.
        options.setdefault("max_queue", None)
        return cls(await connect(room_url(url, room), **options))

    async def close(self) -> None:
        await self.ws.close()

    async def send(self, message: Message) -> None:
        await self.ws.send(json.dumps(message))

    async def receive(self, timeout: float | None = 10.0) -> Message:
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        message: Message = json.loads(raw)
        self._note(message)
        return message

    def _note(self, message: Message) -> None:
        kind = message.get("type")
        if "error" in message:
            self.errors.append(message)
        elif kind == "joined":
            self.room, self.seat, self.token = message["room"], message["seat"], message["token"]
        elif kind == "observation":
            self.seq = message["seq"]
            self.settled = not message.get("more", False)
            self.observation = Observation.from_json(message["observation"])
        elif kind == "lobby":
            self.lobby = message
        elif kind == "game_over":
            self.game_over = message

    async def until(self, wanted: Callable[[Message], bool], timeout: float = 10.0) -> Message:
        """Read until a message that ``wanted`` accepts (TimeoutError after ``timeout``)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            message = await self.receive(max(0.0, deadline - loop.time()))
            if wanted(message):
                return message

    async def until_type(self, kind: str, timeout: float = 10.0) -> Message:
        return await self.until(lambda m: m.get("type") == kind, timeout)

    async def error(self, timeout: float = 10.0) -> Message:
        return await self.until(lambda m: "error" in m, timeout)

    async def create(self, name: str, level: str = "normal") -> Message:
        await self.send({"type": "create", "name": name, "level": level})
        return await self.until_type("joined")

    async def join(self, room: str, name: str, seat: int | None = None) -> Message:
        """Sit at ``seat`` (the server's numbering), or where the server puts a person who
        names none (the host's partner's seat when it is free)."""
        message: Message = {"type": "join", "room": room, "name": name}
        if seat is not None:
            message["seat"] = seat
        await self.send(message)
        return await self.until(lambda m: m.get("type") == "joined" or "error" in m)

    async def sit(self, seat: int) -> Message:
        """Move to another free seat before the start: ``joined`` with the new seat, or an
        error."""
        await self.send({"type": "sit", "seat": seat})
        return await self.until(lambda m: m.get("type") == "joined" or "error" in m)

    async def rejoin(self, room: str, token: str) -> Message:
        await self.send({"type": "rejoin", "room": room, "token": token})
        return await self.until(lambda m: m.get("type") == "joined" or "error" in m)

    async def start(self) -> None:
        await self.send({"type": "start"})

    async def act(self, action: Message, seq: int | None = None) -> None:
        """A BOT_PROTOCOL action (``{"play": [...]}``): the server knows whose it is. With
        ``seq``, the view it answers: a repeat of it is then refused, not played again."""
        await self.send(action if seq is None else {**action, "seq": seq})
