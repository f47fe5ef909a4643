"""A deployment's tables in a real Redis (``net/shared_store.py``): one owner per room, a game
that never forks, a room let go when another process asks, taken over once a dead owner's
lease runs out, and saves that say so while Redis does not answer. Skipped where redis-server
or the redis package is not installed."""

from __future__ import annotations

import asyncio
import functools
import json
import os
import signal
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from redis_helpers import redis_server

from tractor_desktop.engine.actions import action_to_dict
from tractor_desktop.net.table import Table
from tractor_desktop.net.turns import decide

ROOM = "K7M2QX"


def synchronously(test: Callable[..., Awaitable[None]]) -> Callable[..., None]:
    """An async test body run in an event loop of its own (pytest's fixtures still given)."""

    @functools.wraps(test)
    def run(*args: object, **kwargs: object) -> None:
        asyncio.run(test(*args, **kwargs))

    return run


LONG = 60_000
"""A lease that does not run out during a test (ms)."""


def computer_table(room: str = ROOM) -> Table:
    """A started table whose four seats computer players play (the person who opened it left)."""
    table = Table(room, level="random")
    table.join("Ann")
    table.start(0, seed=7)
    table.leave(0)
    return table


def step(table: Table) -> None:
    """One computer player's move (and the draws that follow it)."""
    if table.pending is None:
        table.advance()  # a table rebuilt from its log asks for its next move
    request = table.pending
    assert request is not None
    table.answer(request, decide(request))


def logged(table: Table) -> list[str]:
    assert table.game is not None
    return [json.dumps(action_to_dict(a), separators=(",", ":")) for a in table.game.actions]


async def eventually(condition: Callable[[], object], tries: int = 400) -> None:
    for _ in range(tries):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("never came true")


@asynccontextmanager
async def stores(folder: Path, *leases: int, renew_s: float = 100.0) -> AsyncIterator[list]:
    """A SharedStore per lease (ms), all on one Redis, named a, b, …"""
    from tractor_desktop.net.shared_store import SharedStore

    with redis_server(folder) as redis:
        made = [
            SharedStore(redis.url, process=name, lease_ms=lease, renew_s=renew_s, timeout_s=0.5)
            for name, lease in zip("abc", leases, strict=False)
        ]
        for store in made:
            await store.start()
        made[0].redis_process = redis  # type: ignore[attr-defined]
        try:
            yield made
        finally:
            for store in made:
                await store.stop()


async def saved(store: object, table: Table) -> None:
    store.save(table)  # type: ignore[attr-defined]
    await store.written()  # type: ignore[attr-defined]


@synchronously
async def test_two_owners_never_fork_a_game(tmp_path: Path) -> None:
    async with stores(tmp_path, 200, LONG) as (a, b):
        lost: list[str] = []
        a.lost = lost.append
        mine = computer_table()
        a.made(ROOM)
        for _ in range(5):
            step(mine)
            await saved(a, mine)
        # a is paused past its lease (it does not renew here): b takes the room over.
        data = await b.claim(ROOM, wait_s=5)
        theirs = Table.from_log(data)
        assert logged(theirs) == logged(mine)
        step(theirs)
        await saved(b, theirs)
        # a, unaware, makes a move of its own on its copy: refused, and given up.
        step(mine)
        await saved(a, mine)
        assert lost == [ROOM]
        assert await b.redis.lrange(f"tractor:room:{ROOM}:log", 0, -1) == logged(theirs)
        assert await b.owner(ROOM) == "b"


@synchronously
async def test_a_room_has_one_owner_until_its_lease_runs_out(tmp_path: Path) -> None:
    from tractor_desktop.net.shared_store import RoomBusy

    async with stores(tmp_path, LONG, LONG) as (a, b):
        table = computer_table()
        a.made(ROOM)
        await saved(a, table)
        # a does not answer requests to let go (a release handler that never comes).
        a.release = None
        with pytest.raises(RoomBusy):
            await b.claim(ROOM, wait_s=0.2)
        assert await b.owner(ROOM) == "a"


@synchronously
async def test_an_owner_asked_for_its_room_lets_it_go_after_writing_it(tmp_path: Path) -> None:
    async with stores(tmp_path, LONG, LONG) as (a, b):
        table = computer_table()
        a.made(ROOM)
        let_go: list[str] = []

        async def release(code: str) -> None:
            let_go.append(code)
            step(table)  # a last move, noted just before it lets go: written first
            a.save(table)
            await a.give_up(code)

        a.release = release
        await saved(a, table)
        data = await b.claim(ROOM, wait_s=5)
        assert let_go == [ROOM]
        assert await b.owner(ROOM) == "b"
        assert logged(Table.from_log(data)) == logged(table)


@synchronously
async def test_a_dead_owners_room_is_taken_over_with_every_move_it_wrote(tmp_path: Path) -> None:
    async with stores(tmp_path, 300, LONG) as (a, b):
        table = computer_table()
        a.made(ROOM)
        for _ in range(8):
            step(table)
            await saved(a, table)
        a.release = None  # dead: it answers nothing, renews nothing
        data = await b.claim(ROOM, wait_s=5)
        assert logged(Table.from_log(data)) == logged(table)


@synchronously
async def test_an_owner_whose_lease_is_taken_gives_the_room_up_at_its_next_renewal(
    tmp_path: Path,
) -> None:
    async with stores(tmp_path, LONG, renew_s=0.05) as (a,):
        lost: list[str] = []
        a.lost = lost.append
        table = computer_table()
        a.made(ROOM)
        await saved(a, table)
        await a.redis.set(f"tractor:room:{ROOM}:owner", "someone else")
        await eventually(lambda: lost == [ROOM])
        a.save(table)  # no longer noted: the room is not this process's
        await a.written()
        assert await a.owner(ROOM) == "someone else"


@synchronously
async def test_a_new_room_whose_code_is_taken_is_not_written_over(tmp_path: Path) -> None:
    async with stores(tmp_path, LONG, LONG) as (a, b):
        first = computer_table()
        a.made(ROOM)
        step(first)
        await saved(a, first)
        lost: list[str] = []
        b.lost = lost.append
        b.made(ROOM)  # the same code drawn by another process (a restarted one, say)
        await saved(b, computer_table())
        assert lost == [ROOM]
        assert await a.redis.lrange(f"tractor:room:{ROOM}:log", 0, -1) == logged(first)


@synchronously
async def test_saves_fail_while_redis_does_not_answer_and_go_on_once_it_does(
    tmp_path: Path,
) -> None:
    async with stores(tmp_path, LONG) as (a,):
        redis = a.redis_process.process
        table = computer_table()
        a.made(ROOM)
        await saved(a, table)
        os.kill(redis.pid, signal.SIGSTOP)
        try:
            step(table)
            a.save(table)
            await eventually(lambda: a.down, tries=1000)
            with pytest.raises(OSError, match="cannot be reached"):
                a.save(table)
        finally:
            os.kill(redis.pid, signal.SIGCONT)
        await eventually(lambda: not a.down, tries=3000)
        await a.written()
        assert await a.redis.lrange(f"tractor:room:{ROOM}:log", 0, -1) == logged(table)


@synchronously
async def test_a_forgotten_room_leaves_nothing_behind(tmp_path: Path) -> None:
    async with stores(tmp_path, LONG) as (a,):
        table = computer_table()
        a.made(ROOM)
        await saved(a, table)
        assert await a.rooms() == [ROOM]
        a.forget(ROOM)
        await a.written()
        assert await a.rooms() == []
        assert await a.redis.keys("tractor:room:*") == []


@synchronously
async def test_a_room_whose_log_expired_is_no_room_and_leaves_the_index(tmp_path: Path) -> None:
    async with stores(tmp_path, LONG) as (a,):
        await a.redis.sadd("tractor:rooms", ROOM)  # its log expired after a day of nothing
        assert await a.claim(ROOM, wait_s=1) is None
        assert await a.rooms() == []


@synchronously
async def test_stopping_ends_a_task_that_swallowed_its_first_cancellation() -> None:
    """Python 3.11's wait_for may swallow a cancellation; the store's stop must not hang on
    such a task (the listener would wait for a message for ever)."""
    from tractor_desktop.net.shared_store import cancel_all

    cancellations = 0

    async def stubborn() -> None:
        nonlocal cancellations
        while True:
            try:
                await asyncio.sleep(3600)
            except asyncio.CancelledError:
                cancellations += 1
                if cancellations >= 2:
                    raise

    task = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    await asyncio.wait_for(cancel_all([task]), timeout=10)
    assert task.cancelled() and cancellations == 2
