"""Browsing the local network for tables: the list a Join dialog shows, of the rooms nearby that
still have a free seat, kept up to date as they are announced, change and are withdrawn:

    browser = Browser(on_change)  # on_change(tables) runs on zeroconf's thread
    browser.tables()
    browser.close()

Multicast is often blocked: nothing here raises for want of a network, the list stays empty and
the person types the table's address instead (``addresses.parse_address``).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Final

from zeroconf import InterfaceChoice, ServiceBrowser, ServiceStateChange, Zeroconf

from .interfaces import START_TIMEOUT_S, Interfaces, local_networks
from .records import SERVICE_TYPE, LanTable, table_from_info

log = logging.getLogger(__name__)

MAX_TABLES: Final = 64
"""Tables a Browser keeps at most: a flood of fake services must not grow without bound."""
RESOLVE_TIMEOUT_MS: Final = 2000
"""How long a Browser waits for a service's records it has not got yet (they usually come with
the announcement, and are in the cache at once)."""


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
