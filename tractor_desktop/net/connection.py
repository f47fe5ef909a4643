"""One connection to the table server, as the server keeps it: the room and seat it sits at, or
the room it watches as a spectator, and the messages queued for it. A seat comes from the
connection, never from a message. Below it, ``Link``: the WebSocket connection itself, counted
against the server's connection cap and its address's, with its pings counted too.
"""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any, ClassVar

from websockets.asyncio.server import ServerConnection
from websockets.frames import CloseCode, Frame, Opcode

from .limits import ConnectionLimits, Limiter, address_key
from .protocol import NUDGE_EVERY_S, encode
from .rate_limit import RateLimit

OUTBOX_LIMIT = 2000
"""Messages queued for a client that does not read: past this it is disconnected."""


class Link(ServerConnection):
    """A WebSocket connection of the table server (websockets' ``create_connection``): counted
    from the moment it is accepted to the moment it is gone, cut at once past the cap, and
    closed (1008) when it pings faster than ``Limits.pings_per_s``. websockets answers every
    ping itself, before any handler sees it, so this is the only place to count them."""

    limiter: ClassVar[Limiter]
    """Set on the subclass each server makes (``TableServer.start``)."""
    address = "?"
    counted = False
    pings: RateLimit | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        limits = self.limiter.limits
        self.pings = RateLimit(limits.pings_per_s, limits.pings)
        self.address = address_key(transport.get_extra_info("peername"))
        self.counted = True
        if not self.limiter.opened(self.address):
            # Past even the room kept for refusals: cut without a word, so that the accept
            # loop never meets the descriptor limit.
            self.transport.abort()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.counted:
            self.counted = False
            self.limiter.closed(self.address)
        super().connection_lost(exc)

    def process_event(self, event: Any) -> None:
        if (
            isinstance(event, Frame)
            and event.opcode is Opcode.PING
            and self.pings is not None
            and not self.pings.allow()
        ):
            self.limiter.note(self.address, "pings", "too many pings")
            self.pings = None  # closed once
            self.protocol.fail(CloseCode.POLICY_VIOLATION, "flooding")
            self.send_data()
            # A server that fails a connection closes it without waiting for the peer.
            self.loop.call_later(self.close_timeout or 1.0, self.transport.abort)
            return
        super().process_event(event)


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
    address: str = "?"
    """The address its limits count by (``limits.address_key``)."""
    limits: ConnectionLimits | None = None
    closing: bool = False
    """Its last message is queued (the close): nothing more is."""

    def send(self, message: dict[str, Any]) -> None:
        if self.closing:
            return
        if self.outbox.qsize() >= OUTBOX_LIMIT:
            # A client that reads nothing must not hold the server's memory.
            self.close_soon()
            return
        self.outbox.put_nowait(encode(message))

    def close_soon(self) -> None:
        """Close the connection once what is queued is written (or the write deadline says
        it never will be)."""
        if not self.closing:
            self.closing = True
            self.outbox.put_nowait(None)

    def forget_outbox(self) -> None:
        """The connection is gone: what was queued for it is let go at once."""
        self.closing = True
        while not self.outbox.empty():
            self.outbox.get_nowait()
