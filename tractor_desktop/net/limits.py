"""What one address, and one connection, may ask of the table server: connections open, rooms
created, rooms tried (join, watch, rejoin), wrong room codes and tokens, pings; and the cap on
connections that keeps the server below its process's descriptor limit.

A client past a limit is refused with an error code (``too_many_rooms``, ``too_many_tries``; at
the handshake, HTTP 429 ``too_many_connections`` and 503 ``server_full``), and the server says so
in its log at most once a minute per address and kind of event: a flood writes a few lines, not
one per message. An address that guesses room codes (or tokens) is locked out of every room for
a while, whatever it then tries, and the log says so once.
"""

from __future__ import annotations

import dataclasses
import ipaddress
import logging
import resource
import time
from typing import Any

from .protocol import ProtocolError
from .rate_limit import RateLimit

log = logging.getLogger(__name__)

FILES_RESERVED = 64
"""Descriptors kept for everything but connections: the state folder's files, the event loop's
own, the thread pool's, zeroconf's sockets, the log."""
REFUSING_ROOM = 16
"""Connections past the cap that are still answered (HTTP 503) before new ones are cut at once:
a refusal needs its descriptor until the answer is out."""
ACCEPT_BACKLOG = 32
"""The listening socket's backlog, which is also how many connections asyncio accepts in one
turn of its loop. A connection cut at once still holds its descriptor for about four turns
(accepted, given a transport, told ``connection_made``, closed), so up to four backlogs are in
flight past the cap: they are kept free too, and the accept loop never meets the limit."""
LARGEST_CAP = 20_000
"""The cap where the descriptor limit is higher (or unlimited)."""
LOG_EVERY_S = 60.0
ADDRESSES_KEPT = 10_000
"""Addresses remembered at once; past this the quiet ones (no connection, not locked out) go."""


def descriptor_cap(soft_limit: int | None = None) -> int:
    """The most connections the server takes at once: below the process's descriptor limit
    (``RLIMIT_NOFILE``), with room for its files and for refusing the ones past the cap."""
    if soft_limit is None:
        soft_limit, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft_limit == resource.RLIM_INFINITY or soft_limit <= 0:
        return LARGEST_CAP
    kept = FILES_RESERVED + 4 * ACCEPT_BACKLOG + REFUSING_ROOM
    return max(1, min(LARGEST_CAP, soft_limit - kept))


@dataclasses.dataclass(frozen=True)
class Limits:
    """The server's limits (docs/NETWORK.md, "Limits"); a test may set any of them small."""

    max_connections: int | None = None
    """Connections open at once, handshakes included; None: ``descriptor_cap()``."""
    connections_per_address: int = 32
    rooms_per_connection: int = 3
    """Rooms one connection may create in its life (create, leave, create again…)."""
    rooms_per_address: int = 5
    rooms_per_address_per_minute: float = 2.0
    """A bucket per address: 5 rooms at once, then one every 30 s."""
    tries_per_connection: int = 10
    tries_per_connection_per_s: float = 1.0
    tries_per_address: int = 30
    tries_per_address_per_s: float = 3.0
    """``join``, ``watch`` and ``rejoin`` tried, right or wrong: a person tries a few."""
    misses_allowed: int = 10
    misses_forgiven_per_minute: float = 2.0
    """Wrong room codes and tokens an address may send (one forgiven every 30 s); the next one
    locks it out of every room for ``lockout_s``."""
    lockout_s: float = 300.0
    pings: int = 10
    pings_per_s: float = 2.0
    """WebSocket pings a connection may send (the app pings every 2 s); past them it is closed
    (1008): websockets answers each ping itself, so a flood costs the server a pong each."""
    write_deadline_s: float = 10.0
    """A message not written to a connection within this (its socket full, its peer reading
    nothing) drops the connection, whatever its keepalive is doing."""
    trusted_proxies: frozenset[str] = frozenset()
    """Addresses of proxies in front of the server (as ``address_key`` writes them): a
    connection from one counts by the address its ``X-Forwarded-For`` header ends with (the
    one that proxy saw), not by the proxy's. From anyone else that header is ignored."""

    def connection_cap(self) -> int:
        return self.max_connections if self.max_connections is not None else descriptor_cap()


def address_key(peer: Any) -> str:
    """The address a limit counts by: the IP of a peer (``transport``'s ``peername``); an IPv6
    address by its /64, which one host usually holds whole."""
    host = peer[0] if isinstance(peer, tuple) and peer else peer
    if not isinstance(host, str) or not host:
        return "?"  # a Unix socket, or a transport that no longer knows
    try:
        ip = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host[:64]
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def forwarded_key(values: list[str]) -> str | None:
    """The address a proxy forwarded a connection for: the last of its ``X-Forwarded-For``
    values (a proxy appends the address it saw; what comes before is the client's word)."""
    if not values:
        return None
    last = values[-1].split(",")[-1].strip()
    return address_key(last) if last else None


@dataclasses.dataclass(eq=False)
class Address:
    """What one address has done lately."""

    rooms: RateLimit
    tries: RateLimit
    misses: RateLimit
    connections: int = 0
    locked_until: float = 0.0
    logged: dict[str, float] = dataclasses.field(default_factory=dict)
    """When each kind of event was last logged for this address."""


class Limiter:
    """The counts behind ``Limits``: connections open (all, and by address) and each address's
    buckets; a connection's own are kept on it (``ConnectionLimits``)."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.cap = limits.connection_cap()
        self.open = 0
        """Connections open now, handshakes and refusals under way included."""
        self._addresses: dict[str, Address] = {}
        self._logged_full = -LOG_EVERY_S

    # ----- connections ------------------------------------------------------------------------

    def opened(self, key: str) -> bool:
        """A connection is accepted: counted; False if it must be cut at once (so many are open,
        in all or from its address, that even a refusal would cost too much)."""
        self.open += 1
        address = self._address(key)
        address.connections += 1
        if self.open > self.cap + REFUSING_ROOM:
            self._log_full()
            return False
        if address.connections > 2 * self.limits.connections_per_address:
            self.note(key, "connections", "too many connections open from this address")
            return False
        return True

    def moved(self, old: str, new: str) -> None:
        """A connection counted by ``old`` is counted by ``new`` (the address a trusted proxy
        forwarded it for)."""
        self.closed(old)
        self.open += 1
        self._address(new).connections += 1

    def closed(self, key: str) -> None:
        self.open -= 1
        address = self._addresses.get(key)
        if address is not None:
            address.connections = max(0, address.connections - 1)

    def refusal(self, key: str) -> str | None:
        """At the handshake: why this connection may not open (``server_full``,
        ``too_many_connections``), or None."""
        if self.open > self.cap:
            self._log_full()
            return "server_full"
        address = self._addresses.get(key)
        if address is not None and address.connections > self.limits.connections_per_address:
            self.note(key, "connections", "too many connections open from this address")
            return "too_many_connections"
        return None

    def _log_full(self) -> None:
        now = time.monotonic()
        if now - self._logged_full >= LOG_EVERY_S:
            self._logged_full = now
            log.warning(
                "table server full: %d connections open (cap %d); new ones are refused",
                self.open,
                self.cap,
            )

    # ----- rooms ------------------------------------------------------------------------------

    def create(self, key: str, mine: ConnectionLimits) -> None:
        """A ``create``: ProtocolError ``too_many_rooms`` past the connection's or the
        address's rooms."""
        address = self._address(key)
        if mine.rooms_created >= self.limits.rooms_per_connection or not address.rooms.allow():
            self.note(key, "rooms", "too many rooms created")
            raise ProtocolError("too_many_rooms")
        mine.rooms_created += 1

    def tried(self, key: str, mine: ConnectionLimits) -> None:
        """A ``join``, ``watch`` or ``rejoin``: ProtocolError ``too_many_tries`` while the
        address is locked out, or past the connection's or the address's rate."""
        address = self._address(key)
        now = time.monotonic()
        if now < address.locked_until:
            raise ProtocolError("too_many_tries")  # said once, when the lockout began
        if not mine.tries.allow() or not address.tries.allow():
            self.note(key, "tries", "rooms tried too fast")
            raise ProtocolError("too_many_tries")

    def missed(self, key: str) -> None:
        """A wrong room code or token: past ``misses_allowed`` the address is locked out."""
        address = self._address(key)
        if address.misses.allow():
            return
        address.locked_until = time.monotonic() + self.limits.lockout_s
        # Its bucket is full again once the lockout is over: as many more guesses, no more.
        address.misses = self._misses()
        self.note(
            key,
            "lockout",
            f"locked out of every room for {self.limits.lockout_s:g} s: "
            f"more than {self.limits.misses_allowed} wrong room codes or tokens",
        )

    def locked_out(self, key: str) -> bool:
        address = self._addresses.get(key)
        return address is not None and time.monotonic() < address.locked_until

    # ----- the log ----------------------------------------------------------------------------

    def note(self, key: str, kind: str, what: str) -> None:
        """Log an event past a limit, once a minute per address and kind at most."""
        address = self._address(key)
        now = time.monotonic()
        if now - address.logged.get(kind, -LOG_EVERY_S) < LOG_EVERY_S:
            return
        address.logged[kind] = now
        log.warning("limit: %s: %s (logged once a minute)", key, what)

    # ----- the addresses ----------------------------------------------------------------------

    def _misses(self) -> RateLimit:
        limits = self.limits
        return RateLimit(limits.misses_forgiven_per_minute / 60.0, limits.misses_allowed)

    def _address(self, key: str) -> Address:
        address = self._addresses.get(key)
        if address is None:
            if len(self._addresses) >= ADDRESSES_KEPT:
                self._forget_quiet()
            limits = self.limits
            per_s = limits.rooms_per_address_per_minute / 60.0
            address = self._addresses[key] = Address(
                rooms=RateLimit(per_s, limits.rooms_per_address),
                tries=RateLimit(limits.tries_per_address_per_s, limits.tries_per_address),
                misses=self._misses(),
            )
        return address

    def _forget_quiet(self) -> None:
        """Forget the addresses that hold nothing: no connection open, not locked out."""
        now = time.monotonic()
        for key in [
            k for k, a in self._addresses.items() if not a.connections and now >= a.locked_until
        ]:
            del self._addresses[key]


@dataclasses.dataclass(eq=False)
class ConnectionLimits:
    """One connection's own counts."""

    tries: RateLimit
    rooms_created: int = 0

    @classmethod
    def of(cls, limits: Limits) -> ConnectionLimits:
        return cls(RateLimit(limits.tries_per_connection_per_s, limits.tries_per_connection))
