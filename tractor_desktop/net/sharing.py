"""One server process among several (a deployment, ``net/deploy.py``): its rooms taken over from
the shared store when a link asks for one it does not hold (its owner died, or the proxy sends
the room's links here now), given up when another process holds the lease, and let go when
another process asks for them. A link's room comes from its path (``shards.room_of_path``): the
proxy routes by the same path.

What a player sees on a move between processes is a dropped link: their client opens it again,
the proxy sends it to the room's new process, which has replayed the log, and the rejoin with
their token gives them their seat and the whole view, as after a server restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from websockets.exceptions import ConnectionClosed

from .connection import Client
from .rooms import Room, Rooms
from .shared_store import CLAIM_WAIT_S, RoomBusy, SharedStore
from .table import Table

log = logging.getLogger(__name__)

MOVED = 1012
"""The close code a room's links get when the room moves to another process ("service
restart"): the client opens its link again, through the proxy, and rejoins."""


class Sharing:
    """The rooms of this process, kept in step with the shared store's leases."""

    def __init__(self, store: SharedStore, rooms: Rooms) -> None:
        self.store = store
        self.rooms = rooms
        store.lost = self._lost
        store.release = self._release

    async def start(self) -> None:
        await self.store.start()

    async def stop(self) -> None:
        await self.store.stop()

    async def take(self, code: str, wait_s: float = CLAIM_WAIT_S) -> bool:
        """Hold room ``code`` here if the shared store has it: False when another process did
        not let it go in time (the link is told to try again)."""
        if code in self.rooms:
            return True
        try:
            data = await self.store.claim(code, wait_s)
        except RoomBusy:
            return False
        except ValueError as bad:
            log.error("table %s: its shared log cannot be read (%s)", code, str(bad)[:200])
            return True  # the link's join finds no such room
        if data is None or code in self.rooms:
            return True
        try:
            table = Table.from_log(data, pace_draws=self.rooms.draw_pause_s > 0)
        except ValueError as bad:
            log.error("table %s: its shared log cannot be replayed (%s)", code, str(bad)[:200])
            await self.store.give_up(code)
            return True
        log.info("table %s: taken over (%d moves replayed)", code, table.moves)
        self.rooms.restore(table)
        return True

    def _lost(self, code: str) -> None:
        room = self.rooms.get(code)
        if room is not None:
            self._close(room)

    async def _release(self, code: str) -> None:
        room = self.rooms.get(code)
        if room is not None:
            self._close(room)
        await self.store.give_up(code)

    def _close(self, room: Room) -> None:
        """Stop the table here (its log stays for the process that plays it now) and close its
        links, so that they open again through the proxy."""
        self.rooms.forget(room, saved_too=False)
        for client in [*room.clients.values(), *room.watchers]:
            self._moved(client)
        room.clients.clear()
        room.watchers.clear()

    @staticmethod
    def _moved(client: Client) -> None:
        client.room = client.seat = client.watching = None
        client.forget_outbox()

        async def close() -> None:
            with contextlib.suppress(ConnectionClosed, OSError):
                await client.ws.close(MOVED, "table moved")

        asyncio.ensure_future(close())
