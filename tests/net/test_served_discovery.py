"""A server that announces: a table people may join is on the local network's list with its
free seats, and leaves it when it starts."""

from __future__ import annotations

import asyncio

import pytest
from net_helpers import eventually, running
from test_discovery import LOOPBACK, Seen, closing_all, loopback_multicast_works

from tractor_desktop.net.client import TableClient
from tractor_desktop.net.discovery import Announcer, Browser


@pytest.mark.slow  # the LAN's announcements of a served table (the announcer alone: fast)
def test_an_open_table_is_announced_with_its_free_seats_until_it_starts() -> None:
    reason = loopback_multicast_works()
    if reason is not None:
        pytest.skip(reason)
    seen = Seen()

    async def main() -> None:
        async with running() as (server, url):
            announcer = Announcer(server.port, interfaces=LOOPBACK)
            browser = Browser(seen, interfaces=LOOPBACK)
            server.announcer = announcer
            with closing_all(browser, announcer):
                host = await TableClient.connect(url)
                await host.create("Ann", "random")
                room = host.room
                assert room is not None
                await eventually(lambda: (t := seen.room(room)) is not None and t.free_seats == 3)
                table = seen.room(room)
                assert table is not None and table.host_name == "Ann"
                assert table.port == server.port
                guest = await TableClient.connect(table.url)
                await guest.join(table.room, "Ben")
                await eventually(lambda: (t := seen.room(room)) is not None and t.free_seats == 2)
                await host.start()
                await eventually(lambda: seen.room(room) is None)
                await host.close()
                await guest.close()

    asyncio.run(main())
