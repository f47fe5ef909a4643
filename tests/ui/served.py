"""A table server for the window tests, in a thread with its own event loop (the test's thread
runs Qt's), and computer players over the wire beside it."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Iterator
from typing import Any

from tractor_desktop.net.botclient import Bot
from tractor_desktop.net.client import TableClient
from tractor_desktop.net.server import TableServer


class ServedTables:
    def __init__(self, **options: Any) -> None:
        options.setdefault("budget_ms", 1)
        options.setdefault("draw_pause_s", 0.0)
        self.server = TableServer(**options)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.call(self.server.start("127.0.0.1", 0))
        self.url = f"ws://127.0.0.1:{self.server.port}"
        self.bots: list[Any] = []

    def call(self, work: Any, timeout: float = 10.0) -> Any:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(timeout)

    def seat_bot(self, room: str, name: str) -> None:
        """A computer player joins ``room`` over the wire, like a person, and plays to the end."""

        async def play() -> dict[str, Any]:
            client = await TableClient.connect(self.url)
            joined = await client.join(room, name)
            assert joined.get("type") == "joined", joined
            over = await Bot(client, "random", budget_ms=1).play(timeout=900)
            await client.close()
            return over

        self.bots.append(asyncio.run_coroutine_threadsafe(play(), self.loop))

    def stop(self) -> None:
        for bot in self.bots:
            bot.cancel()
        with contextlib.suppress(Exception):
            self.call(self.server.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


@contextlib.contextmanager
def served(**options: Any) -> Iterator[ServedTables]:
    tables = ServedTables(**options)
    try:
        yield tables
    finally:
        tables.stop()
