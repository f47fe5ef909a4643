"""Typed addresses: where multicast is blocked (guest Wi-Fi, VPNs, containers, firewalls) and no
table is listed, the person joins by typing the table server's address, which this reads.

    parse_address("192.168.1.20:8765")  # ("192.168.1.20", 8765)
    ws_url("::1", 9000)  # "ws://[::1]:9000"
"""

from __future__ import annotations

import ipaddress
import re
from typing import Final

DEFAULT_PORT: Final = 8765
"""The server's default port (serving.DEFAULT_PORT; not imported, so that discovery stays light)."""

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
