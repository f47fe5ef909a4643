"""What a table's announcement on the local network says, and how it is read: the wire format of
discovery, shared by the server that announces its open rooms and the Join dialog that lists them.

One room is one ``_tractor._tcp`` service named ``Tractor <ROOM>``; its TXT record says the
room, its free seats, the protocol version and the hosting person's name. What comes from the
network is untrusted: a TXT record that is not UTF-8, lacks a key, carries no number where one
is due or an absurd one, is ignored; names are cut to 24 printable characters.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from zeroconf import IPVersion, ServiceInfo

from ..protocol import MAX_NAME, PROTOCOL_VERSION, normal_room_code
from .addresses import ws_url
from .interfaces import Network

SERVICE_TYPE: Final = "_tractor._tcp.local."
INSTANCE_PREFIX: Final = "Tractor "
SEATS: Final = 4
"""Seats at a table (seats.SEATS): no table has more free seats than this."""
MAX_PROTOCOL: Final = 9999
"""A protocol version above this is no real one: the entry is ignored."""
MAX_INSTANCE_NAME: Final = 63
"""A DNS label's length: the longest service instance name kept."""


def service_name(room: str) -> str:
    """The full name a room's service is first announced under: ``Tractor K7M2QX._tractor…``."""
    return f"{INSTANCE_PREFIX}{room}.{SERVICE_TYPE}"


def txt_record(room: str, free_seats: int, host_name: str) -> dict[bytes, bytes | None]:
    """The TXT record announcing ``room`` (a room code) with its free seats and host's name."""
    return {
        b"room": room.encode("ascii"),
        b"free": str(free_seats).encode("ascii"),
        b"proto": str(PROTOCOL_VERSION).encode("ascii"),
        b"host": host_name.encode("utf-8"),
    }


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
