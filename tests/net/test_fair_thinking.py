"""The computer players' thinking is shared fairly between tables, a table with a person at it
first; a table nobody is connected to stops after a few moves and is forgotten after a while,
a table rebuilt after a restart included. Counted in decisions, never in time."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any, cast

import pytest
from net_helpers import eventually
from test_table_tasks import served, url_of

from tractor_desktop.engine.actions import Action
from tractor_desktop.net.botclient import Bot
from tractor_desktop.net.client import TableClient
from tractor_desktop.net.limits import Limits
from tractor_desktop.net.rooms import Rooms
from tractor_desktop.net.table import Table
from tractor_desktop.net.table_store import TableStore
from tractor_desktop.net.thinking import Thinking
from tractor_desktop.net.turns import ComputerRequest

COMPUTER_TABLES = 6
STEPS = 60


async def computer_only_table(url: str) -> TableClient:
    """A table of four computer players (its creator started it and left its seat), watched by
    its creator: it plays on with nobody at a seat."""
    client = await TableClient.connect(url)
    await client.create("Flood", "random")
    await client.start()
    await client.send({"type": "leave"})
    await client.until_type("left")
    assert client.room is not None
    await client.send({"type": "watch", "room": client.room})
    await client.until_type("watching")
    return client


def test_a_table_with_a_person_at_it_waits_for_no_computer_only_tables_decisions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One thread, six computer-only tables always asking, and a table with a person: the
    decisions go into the pool one at a time (the test lets each one through once every table
    has asked), and the person's table's decision is the next one in every time."""
    gate = threading.Semaphore(0)
    served_in_order: list[ComputerRequest] = []
    real_decide = Rooms._decide

    def gated(self: Rooms, request: ComputerRequest) -> Action | None:
        served_in_order.append(request)
        gate.acquire(timeout=60)  # a deadline for a hang, not a measure
        return cast("Action | None", real_decide(self, request))

    room_of: dict[int, str] = {}
    real_answer = Table.answer

    def answer(self: Table, request: ComputerRequest, action: Action | None) -> Any:
        room_of[id(request)] = self.room
        return real_answer(self, request, action)

    monkeypatch.setattr(Rooms, "_decide", gated)
    monkeypatch.setattr(Table, "answer", answer)

    async def main() -> None:
        # The pace of tables nobody sits at is off: only the order of the queue is tested.
        # Seven rooms from one address: more than a stranger may open.
        limits = Limits(rooms_per_address=100)
        async with served({"unattended_pace_s": 0.0}, workers=1, limits=limits) as server:
            url = url_of(server)
            flood = [await computer_only_table(url) for _ in range(COMPUTER_TABLES)]
            person = await TableClient.connect(url)
            await person.create("Ann", "random")
            await person.start()
            bot = asyncio.create_task(Bot(person, "random", budget_ms=1).play(timeout=600))
            rooms = list(server.rooms.values())
            assert len(rooms) == COMPUTER_TABLES + 1
            await eventually(
                lambda: bool(served_in_order) and all(r.table.pending for r in rooms), 60
            )
            first = len(served_in_order)  # one is thinking: the next ones are counted
            for released in range(STEPS):
                # Every table has asked (the one thinking included) before one more goes in.
                await eventually(
                    lambda n=first + released: (
                        all(r.table.pending for r in rooms) and len(served_in_order) == n
                    ),
                    60,
                )
                for _ in range(5):
                    await asyncio.sleep(0)  # the tasks hand their requests in
                gate.release()
            await eventually(lambda: len(served_in_order) == first + STEPS, 60)
            picks = served_in_order[first : first + STEPS - 1]  # each answered, or about to be
            await eventually(lambda: all(id(r) in room_of for r in picks), 60)
            order = [room_of[id(r)] for r in picks]
            gate.release(1000)
            bot.cancel()
            for client in [*flood, person]:
                await client.close()
            mine = order.count(person.room)
            others_in_a_row = longest_run(order, lambda room: room != person.room)
            # The person's table waits only for the decision under way: every other pick is
            # its own (without the queue's order it got 1 in 7 and waited for all six).
            assert others_in_a_row <= 1, (others_in_a_row, mine, len(order))
            assert mine >= len(order) // 2 - 1, (mine, len(order))

    asyncio.run(main())


def longest_run(items: list[str], wanted: Any) -> int:
    longest = run = 0
    for item in items:
        run = run + 1 if wanted(item) else 0
        longest = max(longest, run)
    return longest


def counted_decisions(monkeypatch: pytest.MonkeyPatch) -> list[ComputerRequest]:
    decided: list[ComputerRequest] = []
    real_decide = Rooms._decide

    def counting(self: Rooms, request: ComputerRequest) -> Action | None:
        decided.append(request)
        return cast("Action | None", real_decide(self, request))

    monkeypatch.setattr(Rooms, "_decide", counting)
    return decided


ALONE_MOVES = 5


def test_a_table_nobody_is_connected_to_stops_and_is_forgotten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    decided = counted_decisions(monkeypatch)

    async def main() -> None:
        settings = {"alone_moves": ALONE_MOVES, "unattended_pace_s": 0.0, "forget_after_s": 0.3}
        async with served(settings, state_dir=tmp_path) as server:
            host = await TableClient.connect(url_of(server))
            await host.create("Ann", "random")
            await host.start()
            await host.send({"type": "leave"})
            await host.until_type("left")
            before = len(decided)
            await host.close()
            code = host.room
            assert code in server.rooms
            # Nobody is left: a few more moves, then nothing; then the table is forgotten.
            await eventually(lambda: code not in server.rooms, 30)
            assert len(decided) - before <= ALONE_MOVES + 1  # the one under way as they left
            assert not list(tmp_path.glob(f"{code}.*"))  # its saved files are gone too

    asyncio.run(main())


def test_a_restored_table_of_computer_players_plays_a_little_and_is_forgotten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table saved with only computer players at it (its person left) is rebuilt after a
    restart with its timers: its computer players move on (it waited for ever before), it
    stops when nobody comes, and it is forgotten then."""
    table = Table("RESTOR", level="random", budget_ms=1)
    table.join("Ann")
    table.start(0, seed=7)
    table.leave(0)
    TableStore(tmp_path).save(table)
    assert table.game is not None
    moves = len(table.game.actions)
    decided = counted_decisions(monkeypatch)

    async def main() -> None:
        settings = {"alone_moves": ALONE_MOVES, "unattended_pace_s": 0.0, "forget_after_s": 0.5}
        async with served(settings, state_dir=tmp_path) as server:
            assert "RESTOR" in server.rooms
            restored = server.rooms["RESTOR"].table
            await eventually(lambda: len(decided) >= ALONE_MOVES, 30)
            assert restored.game is not None and len(restored.game.actions) > moves
            await eventually(lambda: "RESTOR" not in server.rooms, 30)
            assert len(decided) <= ALONE_MOVES + 1
            assert not list(tmp_path.glob("RESTOR.*"))

    asyncio.run(main())


def test_a_restored_persons_seat_is_covered_after_the_grace_period(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table("PEOPLE", level="random", budget_ms=1)
    table.join("Ann")
    table.start(0, seed=8)
    TableStore(tmp_path).save(table)
    counted_decisions(monkeypatch)

    async def main() -> None:
        async with served({"forget_after_s": 60.0}, state_dir=tmp_path, grace_s=0.05) as server:
            restored = server.rooms["PEOPLE"].table
            await eventually(lambda: restored.seats[0].covered, 30)

    asyncio.run(main())


class FakeRequest:
    """Stands in for a ComputerRequest: the thinking only hands it to the decide function."""

    def __init__(self, table: str) -> None:
        self.table = table


def test_the_pool_takes_a_persons_table_first_one_decision_per_table_and_keeps_a_thread_free() -> (
    None
):
    """Two threads: tables nobody sits at use one of them at most; a person's table's decision
    goes in before theirs, whenever it asked; a table never has two decisions in at once."""

    async def main() -> None:
        started: list[str] = []
        finish = {name: threading.Event() for name in ("A", "B", "C", "D")}

        def decide(request: ComputerRequest) -> Action | None:
            name = cast(FakeRequest, request).table
            started.append(name)
            finish[name].wait(30)
            finish[name].clear()
            return None

        thinking = Thinking(decide, workers=2)
        assert thinking.unattended_share == 1

        def ask(name: str, attended: bool) -> asyncio.Task[Action | None]:
            request = cast(ComputerRequest, FakeRequest(name))
            return asyncio.create_task(thinking.decide(name, request, lambda: attended))

        b, c = ask("B", False), ask("C", False)
        await asyncio.sleep(0)
        b_again = ask("B", False)  # a second decision of B (a task restarted): waits for B's
        a = ask("A", True)
        await eventually(lambda: len(started) == 2)
        assert started == ["B", "A"]  # C waits: one thread stays for people's tables
        finish["A"].set()
        await a
        assert started == ["B", "A"]  # still only one thread for the unattended tables
        finish["B"].set()
        await b
        await eventually(lambda: len(started) == 3)
        assert started == ["B", "A", "C"]  # round-robin: C before B's second one
        finish["C"].set()
        await c
        await eventually(lambda: len(started) == 4)
        finish["B"].set()
        await b_again
        assert started == ["B", "A", "C", "B"]
        assert thinking.served == {"A": 1, "B": 2, "C": 1}
        await thinking.stop(5)

    asyncio.run(main())
