"""One connection to the table server, as the server keeps it: the room and seat it sits at, or
the room it watches as a spectator, and the messages queued for it. A seat comes from the
connection, never from a message.
"""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

from websockets.asyncio.server import ServerConnection

from .protocol import NUDGE_EVERY_S, encode
from .rate_limit import RateLimit

OUTBOX_LIMIT = 2000
"""Messages queued for a client that does not read: past this it is disconnected."""


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
