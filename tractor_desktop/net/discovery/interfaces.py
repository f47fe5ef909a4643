"""This machine's side of the local network: the interfaces zeroconf announces and listens on,
and the networks and addresses they have. A seat's person on another machine reaches the table
server at one of these addresses; which of a server's addresses a Join dialog picks depends on
the networks it shares with this one.
"""

from __future__ import annotations

import ipaddress
import logging
from collections.abc import Sequence
from typing import Final, TypeAlias

import ifaddr
from zeroconf import InterfaceChoice

log = logging.getLogger(__name__)

START_TIMEOUT_S: Final = 5.0
"""How long zeroconf may take to start on the interfaces before it is given up."""

Interfaces: TypeAlias = Sequence[str | int] | InterfaceChoice
"""zeroconf's ``interfaces``: ``InterfaceChoice.All`` (every interface, the default),
``InterfaceChoice.Default``, or a list of the interfaces' addresses, e.g. ``["127.0.0.1"]``."""
Network: TypeAlias = ipaddress.IPv4Network | ipaddress.IPv6Network


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
