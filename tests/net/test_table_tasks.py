"""A table is never silently stuck: a failure in its task is logged with its room and the table
plays on; a save that fails (no file descriptors, a full disk) keeps the table playing in
memory, is told once to its people, and is tried again until it works; and stopping the server
never blocks its event loop while a computer player thinks."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import os
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from net_helpers import eventually, seated
from websockets.asyncio.client import ClientConnection

from tractor_desktop.engine.actions import Action
from tractor_desktop.engine.game import Game
from tractor_desktop.net.botclient import Bot
from tractor_desktop.net.client import Message, TableClient
from tractor_desktop.net.rooms import Rooms
from tractor_desktop.net.server import TableServer
from tractor_desktop.net.table import Table
from tractor_desktop.net.table_store import TableStore
from tractor_desktop.net.turns import ComputerRequest
from tractor_desktop.net.turns import decide as real_decide


class NoticeClient(TableClient):
    """A table client that keeps the server's notices (news about the table) in order."""

    def __init__(self, ws: ClientConnection) -> None:
        super().__init__(ws)
        self.notices: list[str] = []

    def _note(self, message: Message) -> None:
        if message.get("type") == "notice":
            self.notices.append(message["code"])
        super()._note(message)


@contextlib.asynccontextmanager
async def served(rooms: dict[str, Any] | None = None, **options: Any) -> AsyncIterator[TableServer]:
    """A table server on a free loopback port, with its rooms' settings changed before it
    starts (a restored table's timers are armed at the start)."""
    options.setdefault("budget_ms", 1)
    options.setdefault("draw_pause_s", 0.0)
    server = TableServer(**options)
    for name, value in (rooms or {}).items():
        assert hasattr(server.rooms, name), name
        setattr(server.rooms, name, value)
    await server.start("127.0.0.1", 0)
    try:
        yield server
    finally:
        await server.stop()


def url_of(server: TableServer) -> str:
    return f"ws://127.0.0.1:{server.port}"


def test_a_table_whose_saves_fail_plays_on_tells_its_people_once_and_is_saved_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    failing = True
    tried = 0
    real_save = TableStore.save

    def save(self: TableStore, table: Table) -> None:
        nonlocal tried
        if failing:
            tried += 1
            raise OSError(errno.EMFILE, os.strerror(errno.EMFILE))  # file descriptors ran out
        real_save(self, table)

    monkeypatch.setattr(TableStore, "save", save)
    caplog.set_level(logging.INFO)

    async def main() -> None:
        nonlocal failing
        # Tried again after 10 ms, then twice as long each time up to 0.1 s (the server's are
        # 1 s and a minute).
        retry = {"save_retry_s": 0.01, "save_retry_max_s": 0.1}
        async with served(retry, state_dir=tmp_path) as server:
            (host,) = await seated(url_of(server), 1, kind=NoticeClient)
            await host.start()
            (room,) = server.rooms.values()
            table = room.table
            bot = asyncio.create_task(Bot(host, "random", budget_ms=1).play(timeout=600))
            # The table plays on in memory while every save fails, and the save is retried.
            await eventually(lambda: tried >= 4 and table.moves >= 150, 60)
            assert not bot.done()
            assert host.notices == ["not_saved"]  # told once, not at every retry
            said = [r.getMessage() for r in caplog.records if "not being saved" in r.getMessage()]
            assert len(said) == 1 and table.room in said[0]
            # The descriptors are back: the next retry saves the whole table.
            failing = False
            moves = table.moves

            def saved() -> bool:
                try:
                    kept = Game.from_dict(TableStore(tmp_path).read(table.room)["game"])  # type: ignore[arg-type]
                except (OSError, ValueError):
                    return False
                return len(kept.actions) >= moves

            await eventually(saved, 60)
            await eventually(lambda: "saved" in host.notices, 30)
            assert host.notices == ["not_saved", "saved"]
            assert not room.unsaved
            bot.cancel()
            await host.close()

    asyncio.run(main())


def test_a_failure_in_a_tables_task_is_logged_with_its_room_and_the_table_plays_on(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    answers = 0
    real_answer = Table.answer

    def answer(self: Table, request: ComputerRequest, action: Action | None) -> Any:
        nonlocal answers
        answers += 1
        if answers == 3:
            raise RuntimeError("a bug in the table")
        return real_answer(self, request, action)

    monkeypatch.setattr(Table, "answer", answer)

    async def main() -> None:
        # Computer players only, watched: the table plays without any person's move.
        async with served({"unattended_pace_s": 0.0}) as server:
            (host,) = await seated(url_of(server), 1)
            await host.start()
            await host.send({"type": "leave"})
            await host.until_type("left")
            assert host.room is not None
            await host.send({"type": "watch", "room": host.room})
            await host.until_type("watching")
            await eventually(lambda: answers >= 30, 60)
            failed = [r for r in caplog.records if "failed" in r.getMessage()]
            assert len(failed) == 1 and host.room in failed[0].getMessage()
            assert failed[0].exc_info is not None  # the traceback is in the log, once
            await host.close()

    asyncio.run(main())


def test_stopping_lets_the_event_loop_run_while_a_computer_player_thinks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    thinking = threading.Event()
    done_thinking = threading.Event()

    def slow_decide(self: Rooms, request: ComputerRequest) -> Action | None:
        thinking.set()
        done_thinking.wait(60)
        return real_decide(request)

    monkeypatch.setattr(Rooms, "_decide", slow_decide)

    async def main() -> None:
        async with served(workers=1) as server:
            (host,) = await seated(url_of(server), 1)
            await host.start()
            await eventually(thinking.is_set)
            ticks = 0

            async def tick() -> None:
                nonlocal ticks
                while True:
                    ticks += 1
                    await asyncio.sleep(0)

            ticker = asyncio.create_task(tick())
            # A stop that blocked the loop would hold this test too: the thought ends by
            # itself after a while then, and the test fails instead of hanging.
            safety = threading.Timer(20, done_thinking.set)
            safety.start()
            stopping = asyncio.create_task(server.rooms.stop())
            await asyncio.sleep(0)
            start = ticks
            await eventually(lambda: ticks - start >= 200 or stopping.done(), 30)
            blocked = stopping.done()
            ticked = ticks - start
            done_thinking.set()
            await asyncio.wait_for(stopping, 30)
            safety.cancel()
            ticker.cancel()
            assert not blocked, f"the loop ran {ticked} times while the server stopped"
            await host.close()

    asyncio.run(main())
