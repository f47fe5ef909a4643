"""Announcing a table server's open rooms on the local network, so that the people nearby see
each table that still has a free seat in their Join dialog without typing an address:

    announcer = Announcer(server.port)
    announcer.announce("K7M2QX", free_seats=3, host_name="Ann")  # again on every change
    announcer.withdraw("K7M2QX")  # started, or closed
    announcer.close()

Multicast is often blocked: nothing here raises into the server for want of a network.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import re
import socket
import threading
from dataclasses import dataclass
from typing import Final

from zeroconf import InterfaceChoice, ServiceInfo, Zeroconf

from ..protocol import MAX_NAME, normal_room_code
from .interfaces import START_TIMEOUT_S, Interfaces, local_addresses
from .records import SEATS, SERVICE_TYPE, clean_text, service_name, txt_record

log = logging.getLogger(__name__)

TTL_S: Final = 120
"""Time to live of every record announced: a server gone without saying goodbye (a crash, a
pulled cable) drops out of the lists within two minutes, not python-zeroconf's 75 minutes."""
SEND_TIMEOUT_S: Final = 10.0
CLOSE_TIMEOUT_S: Final = 3.0


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
            info = self._info(service_name(room), room, wish)
            # Another server's table of the same code (one in 887 million): "Tractor K7M2QX (2)".
            await (await zc.async_register_service(info, allow_name_change=True))
            self._published[room] = info
        else:
            info = self._info(published.name, room, wish)
            if info.properties != published.properties:
                self._published[room] = info
                await (await zc.async_update_service(info))

    def _info(self, name: str, room: str, wish: _Wish) -> ServiceInfo:
        return ServiceInfo(
            SERVICE_TYPE,
            name,
            port=self.port,
            properties=txt_record(room, wish.free_seats, wish.host_name),
            server=self._server,
            host_ttl=TTL_S,
            other_ttl=TTL_S,
            parsed_addresses=self.addresses,
        )
