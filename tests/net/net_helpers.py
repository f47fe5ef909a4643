"""Shared by the network tests: a table server on a free loopback port, in this event loop."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from typing import Any, TypeVar

from tractor_desktop.net.client import TableClient
from tractor_desktop.net.server import TableServer


@contextlib.asynccontextmanager
async def running(**options: Any) -> AsyncIterator[tuple[TableServer, str]]:
    options.setdefault("budget_ms", 5)
    options.setdefault("draw_pause_s", 0.0)
    server = TableServer(**options)
    await server.start("127.0.0.1", 0)
    try:
        yield server, f"ws://127.0.0.1:{server.port}"
    finally:
        await server.stop()


Client = TypeVar("Client", bound=TableClient)


async def seated(
    url: str,
    count: int,
    level: str = "random",
    kind: type[Client] = TableClient,  # type: ignore[assignment]
) -> list[Client]:
    """``count`` clients (of ``kind``) at one new room, the first its host, connected one after
    the other (so that a proxy's ``links[i]`` is ``clients[i]``'s); guest ``n`` asks for seat
    ``n``, so that ``clients[i]`` sits at seat ``i`` (a guest who names no seat is put at the
    host's partner's)."""
    host = await kind.connect(url)
    assert isinstance(host, kind)
    await host.create("Host", level)
    clients = [host]
    for n in range(1, count):
        guest = await kind.connect(url)
        assert isinstance(guest, kind) and host.room is not None
        joined = await guest.join(host.room, f"Guest {n}", seat=n)
        assert joined.get("type") == "joined", joined
        clients.append(guest)
    return clients


async def eventually(condition: Callable[[], object], timeout: float = 10.0) -> None:
    """Wait, in this event loop, until ``condition`` holds; TimeoutError after ``timeout``
    seconds (a deadline for a hang, not a measure: nothing compares the time taken)."""

    async def holds() -> None:
        while not condition():
            await asyncio.sleep(0.01)

    await asyncio.wait_for(holds(), timeout)
