"""LAN discovery of tables with multicast DNS (python-zeroconf), and typed addresses.

A table server announces each of its open rooms as one ``_tractor._tcp`` service, named
``Tractor <ROOM>``, whose TXT record says the room, its free seats, the protocol version and
the hosting person's name::

    announcer = Announcer(server.port)
    announcer.announce("K7M2QX", free_seats=3, host_name="Ann")  # again on every change
    announcer.withdraw("K7M2QX")  # started, or closed
    announcer.close()

A Join dialog lists what it sees::

    browser = Browser(on_change)  # on_change(tables) runs on zeroconf's thread
    browser.tables()
    browser.close()

Multicast is often blocked (guest Wi-Fi, VPNs, some containers and firewalls): neither class
ever raises into its caller for want of a network. They log the reason, ``working`` says False,
and the person types the address instead: ``parse_address("192.168.1.20:8765")``.

What comes from the network is untrusted: a TXT record that is not UTF-8, lacks a key, carries
no number where one is due or an absurd one, is ignored; names are cut to 24 printable
characters.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import re
import socket
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, TypeAlias

import ifaddr
from zeroconf import (
    InterfaceChoice,
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceStateChange,
    Zeroconf,
)

from .protocol import MAX_NAME, PROTOCOL_VERSION, normal_room_code

log = logging.getLogger(__name__)

SERVICE_TYPE: Final = "_tractor._tcp.local."
INSTANCE_PREFIX: Final = "Tractor "
DEFAULT_PORT: Final = 8765
"""The server's default port (server.DEFAULT_PORT; not imported, so that discovery stays light)."""
SEATS: Final = 4
"""Seats at a table (table.SEATS): no table has more free seats than this."""
MAX_PROTOCOL: Final = 9999
"""A protocol version above this is no real one: the entry is ignored."""
MAX_INSTANCE_NAME: Final = 63
"""A DNS label's length: the longest service instance name kept."""
MAX_TABLES: Final = 64
"""Tables a Browser keeps at most: a flood of fake services must not grow without bound."""
TTL_S: Final = 120
"""Time to live of every record announced: a server gone without saying goodbye (a crash, a
pulled cable) drops out of the lists within two minutes, not python-zeroconf's 75 minutes."""
RESOLVE_TIMEOUT_MS: Final = 2000
"""How long a Browser waits for a service's records it has not got yet (they usually come with
the announcement, and are in the cache at once)."""
START_TIMEOUT_S: Final = 5.0
SEND_TIMEOUT_S: Final = 10.0
CLOSE_TIMEOUT_S: Final = 3.0

Interfaces: TypeAlias = Sequence[str | int] | InterfaceChoice
"""zeroconf's ``interfaces``: ``InterfaceChoice.All`` (every interface, the default),
``InterfaceChoice.Default``, or a list of the interfaces' addresses, e.g. ``["127.0.0.1"]``."""
Network: TypeAlias = ipaddress.IPv4Network | ipaddress.IPv6Network


# ----- typed addresses -----------------------------------------------------------------------

_PORT = re.compile(r"[0-9]{1,5}")
_LABEL = re.compile(r"(?!-)[A-Za-z0-9_-]{1,63}(?<!-)")


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """(host, port) of a typed server address: ``host``, ``host:port``, ``[::1]:9000``, a bare
    IPv6 address, or the same after ``ws://`` (with a ``/`` at the end at most). The host is an
    IP address (IPv6 without brackets) or a host name. ValueError says what is wrong."""
    rest = text.strip()
    if not rest:
        raise ValueError("no address given: type the server's host, or host:port")
    scheme, sep, after = rest.partition("://")
    if sep:
        if scheme.lower() != "ws":
            raise ValueError(f"{scheme}:// is not a table server's address: use ws://host:port")
        rest = after[:-1] if after.endswith("/") else after
        if not rest:
            raise ValueError(f"{text.strip()!r}: no host after ws://")
        if "/" in rest or "?" in rest or "#" in rest:
            raise ValueError(f"{text.strip()!r}: a server address has no path, only host:port")
    if any(c.isspace() for c in rest):
        raise ValueError(f"{text.strip()!r}: an address has no spaces")
    host, port_text = _split_host_port(rest)
    port = default_port if port_text is None else _port(port_text)
    return _host(host), port


def _split_host_port(text: str) -> tuple[str, str | None]:
    if text.startswith("["):
        close = text.find("]")
        if close < 0:
            raise ValueError(f"{text!r}: no ] after the IPv6 address")
        host, after = text[1:close], text[close + 1 :]
        if after and not after.startswith(":"):
            raise ValueError(f"{text!r}: only :port may follow the ]")
        _ipv6(host, text)
        return host, after[1:] if after else None
    if text.count(":") > 1:  # a bare IPv6 address, no port
        _ipv6(text, text)
        return text, None
    host, sep, port_text = text.partition(":")
    if not host:
        raise ValueError(f"{text!r}: no host before the port")
    return host, port_text if sep else None


def _ipv6(host: str, text: str) -> None:
    try:
        ipaddress.IPv6Address(host)
    except ValueError:
        raise ValueError(
            f"{text!r} is not an IPv6 address (with a port, write it in brackets: [::1]:8765)"
        ) from None


def _port(text: str) -> int:
    if not _PORT.fullmatch(text) or not 1 <= int(text) <= 65535:
        raise ValueError(f"{text!r} is not a port: a port is a number from 1 to 65535")
    return int(text)


def _host(host: str) -> str:
    if ":" in host:  # came through _ipv6
        return host
    name = host[:-1] if host.endswith(".") else host
    labels = name.split(".")
    if all(label.isascii() and label.isdigit() for label in labels):
        try:  # digits and dots only: an IPv4 address or nothing (never 3232235777 or 10.1)
            return str(ipaddress.IPv4Address(name))
        except ValueError:
            hint = "; a port goes after the host: host:8765" if len(labels) == 1 else ""
            raise ValueError(
                f"{host!r} is not an IPv4 address (four numbers 0-255: 192.168.1.20{hint})"
            ) from None
    try:
        ascii_name = name.encode("idna").decode("ascii")
    except UnicodeError:
        raise ValueError(f"{host!r} is not a host name") from None
    ascii_labels = ascii_name.split(".")
    if len(ascii_name) > 253 or not all(_LABEL.fullmatch(label) for label in ascii_labels):
        raise ValueError(f"{host!r} is not a host name (letters, digits, - and dots)")
    return host


def ws_url(host: str, port: int) -> str:
    """``ws://host:port``, with an IPv6 address in brackets."""
    return f"ws://[{host}]:{port}" if ":" in host else f"ws://{host}:{port}"


# ----- what a table's announcement says ------------------------------------------------------


@dataclass(frozen=True)
class LanTable:
    """A table announced on the local network."""

    name: str
    """The service's instance name, e.g. "Tractor K7M2QX" (printable, at most 63 characters)."""
    host: str
    """An address of the server to connect to, IPv4 when it has one."""
    port: int
    room: str
    free_seats: int
    protocol: int
    """The server's PROTOCOL_VERSION; another one than ours cannot be joined by this version."""
    host_name: str
    """The person hosting, plain printable text of at most 24 characters (may be empty)."""

    @property
    def url(self) -> str:
        return ws_url(self.host, self.port)


def clean_text(text: str, limit: int) -> str:
    """Only the printable characters of ``text``, stripped, at most ``limit`` of them."""
    return "".join(c for c in text if c.isprintable()).strip()[:limit].strip()


def _number(raw: bytes | None, low: int, high: int) -> int | None:
    if raw is None or not re.fullmatch(rb"[0-9]{1,6}", raw):
        return None
    value = int(raw)
    return value if low <= value <= high else None


def table_from_record(
    name: str,
    properties: Mapping[bytes, bytes | None],
    addresses: Iterable[str],
    port: int | None,
    networks: Sequence[Network] = (),
) -> LanTable | None:
    """The table a resolved service describes, None if anything in it is missing or absurd.

    ``name`` is the service's full name (``Tractor K7M2QX._tractor._tcp.local.``),
    ``properties`` its TXT record as python-zeroconf parses it (keys compared without case, the
    first of a repeated key counts), ``addresses`` the IPv4 and IPv6 addresses of its server,
    ``networks`` this machine's (``local_networks()``): an address in one of them is preferred."""
    txt: dict[bytes, bytes | None] = {}
    for key, value in properties.items():
        txt.setdefault(key.lower(), value)
    if any(txt.get(key) is None for key in (b"room", b"free", b"proto", b"host")):
        return None
    try:
        room_text = (txt[b"room"] or b"").decode("utf-8")
        host_text = (txt[b"host"] or b"").decode("utf-8")
    except UnicodeDecodeError:
        return None
    room = normal_room_code(room_text)
    free = _number(txt[b"free"], 0, SEATS)
    protocol = _number(txt[b"proto"], 1, MAX_PROTOCOL)
    host = connectable_address(addresses, networks)
    if room is None or room != room_text or free is None or protocol is None or host is None:
        return None
    if port is None or not 1 <= port <= 65535:
        return None
    instance = name[: -len(SERVICE_TYPE) - 1] if name.endswith("." + SERVICE_TYPE) else name
    label = clean_text(instance, MAX_INSTANCE_NAME) or f"{INSTANCE_PREFIX}{room}"
    return LanTable(label, host, port, room, free, protocol, clean_text(host_text, MAX_NAME))


def table_from_info(info: ServiceInfo, networks: Sequence[Network] = ()) -> LanTable | None:
    addresses = info.parsed_addresses(IPVersion.V4Only) + info.parsed_addresses(IPVersion.V6Only)
    return table_from_record(info.name, info.properties, addresses, info.port, networks)


def connectable_address(addresses: Iterable[str], networks: Sequence[Network] = ()) -> str | None:
    """The address to connect to, of a server's: one in a network of this machine's first (a
    server also has addresses on its VPN or container bridges, which the others cannot reach),
    IPv4 before IPv6, then IPv4 link-local ones, loopback last (a server on this machine); None
    if there is none. A link-local IPv6 address is never chosen: it needs its interface, which
    a URL cannot carry."""
    ranked: list[tuple[int, int, str]] = []
    for order, text in enumerate(addresses):
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        if address.is_multicast or address.is_unspecified or str(address) == "255.255.255.255":
            continue
        v6 = isinstance(address, ipaddress.IPv6Address)
        if v6 and address.is_link_local:
            continue
        if address.is_loopback:
            rank = 6 + v6
        elif address.is_link_local:
            rank = 5
        elif any(address in network for network in networks):
            rank = 0 + v6
        else:
            rank = 2 + v6
        ranked.append((rank, order, str(address)))
    return min(ranked)[2] if ranked else None


def _adapters() -> list[ifaddr.Adapter]:
    try:
        return list(ifaddr.get_adapters())
    except Exception as error:  # a sandbox without interfaces to list
        log.warning("LAN discovery: cannot list the network interfaces (%s)", error)
        return []


def local_networks() -> list[Network]:
    """The networks this machine's interfaces are on (loopback and link-local ones left out)."""
    networks: list[Network] = []
    for adapter in _adapters():
        for ip in adapter.ips:
            text = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            try:
                network = ipaddress.ip_network(f"{text}/{ip.network_prefix}", strict=False)
            except ValueError:
                continue
            if not (network.is_loopback or network.is_link_local):
                networks.append(network)
    return networks


# ----- announcing ----------------------------------------------------------------------------


def local_addresses(interfaces: Interfaces = InterfaceChoice.All) -> list[str]:
    """This machine's addresses to announce: those of ``interfaces`` when it lists addresses,
    else every interface's IPv4 and global IPv6 addresses, loopback and IPv6 link-local ones
    left out (IPv4 first, link-local last); ["127.0.0.1"] if there is none."""
    if not isinstance(interfaces, InterfaceChoice):
        return [str(ipaddress.ip_address(i)) for i in interfaces if isinstance(i, str)]
    found: list[tuple[int, str]] = []
    for adapter in _adapters():
        for ip in adapter.ips:
            text = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            try:
                address = ipaddress.ip_address(text)
            except ValueError:
                continue
            v6 = isinstance(address, ipaddress.IPv6Address)
            if address.is_loopback or address.is_multicast or (v6 and address.is_link_local):
                continue
            found.append((2 if address.is_link_local else int(v6), str(address)))
    found.sort(key=lambda ranked: ranked[0])
    return list(dict.fromkeys(text for _rank, text in found)) or ["127.0.0.1"]


def _server_name() -> str:
    """The SRV record's target host: a name of its own, so that it never answers for the name
    that the system's mDNS responder (Avahi, Bonjour) defends."""
    labels = re.findall(r"[A-Za-z0-9]+", socket.gethostname().split(".")[0])
    label = "-".join(labels)[:40].strip("-") or "host"
    return f"tractor-{label}.local."


@dataclass(frozen=True)
class _Wish:
    free_seats: int
    host_name: str


class Announcer:
    """Announces a server's rooms on the local network, one service per room.

    The network work (python-zeroconf probes a new name for about 1.5 s) happens on a thread of
    its own: ``announce`` and ``withdraw`` only note what is wanted and return at once, so they
    may be called from the server's event loop. Changes that come faster than they are sent
    are merged. Nothing here raises for want of a network: if multicast cannot be used the
    reason is logged, ``working`` is False and the calls do nothing.
    """

    def __init__(
        self,
        port: int,
        *,
        addresses: list[str] | None = None,
        interfaces: Interfaces = InterfaceChoice.All,
    ) -> None:
        """``port``: the server's; ``addresses``: those announced for it (this machine's, see
        ``local_addresses``, by default); ``interfaces``: where to announce. Returns once
        zeroconf has started (milliseconds), or failed to. ValueError for a port not 1-65535 or
        an address that is none."""
        if not 1 <= port <= 65535:
            raise ValueError(f"port {port} is not 1-65535")
        self.port = port
        if addresses is None:
            self.addresses = local_addresses(interfaces)
        else:
            self.addresses = [str(ipaddress.ip_address(a)) for a in addresses]
        self._interfaces = interfaces
        self._server = _server_name()
        self._cond = threading.Condition()
        self._pending: dict[str, _Wish | None] = {}
        self._busy = False
        self._closing = False
        self._failed = False
        self._zc: Zeroconf | None = None
        self._published: dict[str, ServiceInfo] = {}  # the worker's only
        self._started = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tractor-announcer", daemon=True)
        self._thread.start()
        self._started.wait(START_TIMEOUT_S)

    @property
    def working(self) -> bool:
        """Whether announcing works: zeroconf started, and the last announcement went out
        (which says the network took it, not that anyone could receive it)."""
        return self._zc is not None and not self._failed and not self._closing

    def announce(self, room: str, free_seats: int, host_name: str) -> None:
        """Announce ``room`` (a room code) or update its announcement. ValueError for a room
        that is no room code or free seats not 0-4; the host's name is cut to 24 printable
        characters."""
        code = normal_room_code(room)
        if code is None:
            raise ValueError(f"{room!r} is not a room code")
        if not 0 <= free_seats <= SEATS:
            raise ValueError(f"{free_seats} free seats at a table of {SEATS}")
        self._want(code, _Wish(free_seats, clean_text(host_name, MAX_NAME)))

    def withdraw(self, room: str) -> None:
        """Stop announcing ``room`` (its goodbye removes it from the lists at once)."""
        code = normal_room_code(room)
        if code is not None:
            self._want(code, None)

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """Wait until every change asked for has been sent; False if ``timeout`` passed first."""
        with self._cond:
            return self._cond.wait_for(
                lambda: not (self._pending or self._busy) or not self._thread.is_alive(), timeout
            )

    def close(self) -> None:
        """Withdraw every room (goodbye packets) and stop. Blocks for about half a second;
        while a new room's name is being probed, until that is done (3 s at most)."""
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        if self._thread is not threading.current_thread():
            self._thread.join(CLOSE_TIMEOUT_S)

    def _want(self, room: str, wish: _Wish | None) -> None:
        with self._cond:
            if self._closing or (self._started.is_set() and self._zc is None):
                return  # closed, or zeroconf could not start: nothing is sent
            self._pending[room] = wish
            self._cond.notify_all()

    def _run(self) -> None:
        try:
            # Made on this thread, which runs no event loop: zeroconf then runs its own, and
            # never attaches to (and blocks) the server's.
            zc = Zeroconf(interfaces=self._interfaces)
        except Exception as error:
            log.warning(
                "LAN discovery: cannot announce tables (%s); joining by address still works",
                error,
            )
            with self._cond:
                self._failed = True
                self._pending.clear()
                self._cond.notify_all()
            self._started.set()
            return
        self._zc = zc
        self._started.set()
        try:
            while True:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
                    self._cond.wait_for(lambda: bool(self._pending) or self._closing)
                    if self._closing:
                        break
                    work, self._pending = self._pending, {}
                    self._busy = True
                self._send_all(zc, work)
        finally:
            try:
                zc.close()  # sends the goodbyes of every service still registered
            except Exception as error:
                log.warning("LAN discovery: closing the announcer: %s", error)
            with self._cond:
                self._busy = False
                self._pending.clear()
                self._cond.notify_all()

    def _send_all(self, zc: Zeroconf, work: dict[str, _Wish | None]) -> None:
        """Send the changes of several rooms at once, on zeroconf's event loop: each new name
        is probed for some 1.5 s, and ten rooms opened together must not take fifteen."""
        assert zc.loop is not None
        future = asyncio.run_coroutine_threadsafe(self._apply(zc, work), zc.loop)
        try:
            self._failed = not future.result(SEND_TIMEOUT_S)
        except Exception as error:  # a timeout, zeroconf stopped under us
            future.cancel()
            log.warning("LAN discovery: announcing failed: %r", error)
            self._failed = True

    async def _apply(self, zc: Zeroconf, work: dict[str, _Wish | None]) -> bool:
        """Whether every change went out; runs on zeroconf's loop (as ``_published``'s use)."""
        rooms = list(work)
        results = await asyncio.gather(
            *(self._send(zc, room, work[room]) for room in rooms), return_exceptions=True
        )
        sent = True
        for room, result in zip(rooms, results, strict=True):
            if isinstance(result, Exception):  # a network error, a name conflict, zeroconf closed
                log.warning("LAN discovery: announcing room %s failed: %r", room, result)
                sent = False
            elif isinstance(result, BaseException):
                raise result
        return sent

    async def _send(self, zc: Zeroconf, room: str, wish: _Wish | None) -> None:
        published = self._published.get(room)
        if wish is None:
            if published is not None:
                del self._published[room]
                await (await zc.async_unregister_service(published))
        elif published is None:
            info = self._info(f"{INSTANCE_PREFIX}{room}.{SERVICE_TYPE}", room, wish)
            # Another server's table of the same code (one in 887 million): "Tractor K7M2QX (2)".
            await (await zc.async_register_service(info, allow_name_change=True))
            self._published[room] = info
        else:
            info = self._info(published.name, room, wish)
            if info.properties != published.properties:
                self._published[room] = info
                await (await zc.async_update_service(info))

    def _info(self, name: str, room: str, wish: _Wish) -> ServiceInfo:
        properties: dict[bytes, bytes | None] = {
            b"room": room.encode("ascii"),
            b"free": str(wish.free_seats).encode("ascii"),
            b"proto": str(PROTOCOL_VERSION).encode("ascii"),
            b"host": wish.host_name.encode("utf-8"),
        }
        return ServiceInfo(
            SERVICE_TYPE,
            name,
            port=self.port,
            properties=properties,
            server=self._server,
            host_ttl=TTL_S,
            other_ttl=TTL_S,
            parsed_addresses=self.addresses,
        )


# ----- browsing ------------------------------------------------------------------------------


def _new_zeroconf(interfaces: Interfaces) -> Zeroconf:
    """A Zeroconf running its own event loop thread, even when called from a thread that runs
    an event loop (python-zeroconf would attach to that one, and block it)."""
    made: list[Zeroconf] = []
    failed: list[Exception] = []

    def make() -> None:
        try:
            made.append(Zeroconf(interfaces=interfaces))
        except Exception as error:
            failed.append(error)

    thread = threading.Thread(target=make, name="tractor-zeroconf-start", daemon=True)
    thread.start()
    thread.join(START_TIMEOUT_S)
    if failed:
        raise failed[0]
    if not made:
        raise TimeoutError("zeroconf did not start")
    return made[0]


class Browser:
    """The tables announced on the local network, kept up to date.

    ``on_change(tables)`` is called with the whole new list (as ``tables()`` gives it) after
    every addition, change or removal, **on python-zeroconf's browser thread**, never on the
    caller's: a Qt dialog forwards it to its own thread (a queued signal). It must not block
    for long, and must not call ``close``. Nothing here raises for want of a network: if
    multicast cannot be used the reason is logged, ``working`` is False and the list stays empty.
    """

    def __init__(
        self,
        on_change: Callable[[list[LanTable]], None],
        *,
        interfaces: Interfaces = InterfaceChoice.All,
    ) -> None:
        self._on_change = on_change
        self._lock = threading.Lock()
        self._tables: dict[str, LanTable] = {}
        self._overflowed = False
        self._closed = False
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._networks = local_networks()
        try:
            self._zc = _new_zeroconf(interfaces)
            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])
        except Exception as error:
            log.warning(
                "LAN discovery: cannot look for tables (%s); type the server's address", error
            )
            self._shut()

    @property
    def working(self) -> bool:
        """Whether it is looking: zeroconf started and listens (which does not say that the
        network lets multicast through)."""
        return self._browser is not None and not self._closed

    def tables(self) -> list[LanTable]:
        """The tables seen, by room."""
        with self._lock:
            return sorted(self._tables.values(), key=lambda t: (t.room, t.name, t.url))

    def close(self) -> None:
        """Stop looking; ``on_change`` is not called any more once this returns."""
        with self._lock:
            self._closed = True
        self._shut()

    def _shut(self) -> None:
        browser, self._browser = self._browser, None
        zc, self._zc = self._zc, None
        if browser is not None:
            try:
                browser.cancel()
            except Exception as error:  # RuntimeError: closed from on_change, on its thread
                log.warning("LAN discovery: stopping the browser: %s", error)
        if zc is not None:
            try:
                zc.close()
            except Exception as error:
                log.warning("LAN discovery: closing zeroconf: %s", error)

    def _changed(
        self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        try:
            table: LanTable | None = None
            if state_change is not ServiceStateChange.Removed:
                info = zeroconf.get_service_info(service_type, name, RESOLVE_TIMEOUT_MS)
                if info is None:  # not resolved in time: what was known of it stays
                    return
                table = table_from_info(info, self._networks)
            tables = self._store(name.lower(), table)
            if tables is not None:
                self._on_change(tables)
        except Exception:
            log.exception("LAN discovery: handling %s", name)

    def _store(self, key: str, table: LanTable | None) -> list[LanTable] | None:
        """Keep (or drop, for None) one service's table; the new list if anything changed."""
        with self._lock:
            if self._closed:
                return None
            old = self._tables.get(key)
            if table is None:
                if old is None:
                    return None
                del self._tables[key]
            elif old == table:
                return None
            elif old is None and len(self._tables) >= MAX_TABLES:
                if not self._overflowed:
                    log.warning("LAN discovery: over %d tables seen; more ignored", MAX_TABLES)
                    self._overflowed = True
                return None
            else:
                self._tables[key] = table
        return self.tables()
