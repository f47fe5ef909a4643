"""LAN discovery of tables with multicast DNS (python-zeroconf), and typed addresses.

A table server announces each of its open rooms, so that the people nearby see every table with
a free seat in their Join dialog; where multicast is blocked (guest Wi-Fi, VPNs, some
containers and firewalls) the person types the server's address instead. Its modules:

- ``records``: what one room's announcement says (service name, TXT record) and how it is read;
- ``announcing``: the server's side, ``Announcer``;
- ``browsing``: the Join dialog's side, ``Browser``;
- ``interfaces``: this machine's interfaces, networks and addresses;
- ``addresses``: a typed address, ``parse_address``.

The names the app uses (``Announcer``, ``Browser``, ``LanTable``, ``parse_address``) are also
here::

    announcer = Announcer(server.port)
    announcer.announce("K7M2QX", free_seats=3, host_name="Ann")  # again on every change
    browser = Browser(on_change)  # on_change(tables) runs on zeroconf's thread
    parse_address("192.168.1.20:8765")  # ("192.168.1.20", 8765)

Neither class ever raises into its caller for want of a network: they log the reason and
``working`` says False.
"""

from .addresses import parse_address
from .announcing import Announcer
from .browsing import Browser
from .records import LanTable

__all__ = ["Announcer", "Browser", "LanTable", "parse_address"]
