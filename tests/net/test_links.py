"""Dropped links: a computer player covers, the token gives the seat back with the whole view;
a dead peer is noticed within about 2 s; a restarted server rebuilds its tables from their logs."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from net_helpers import eventually, running, seated

from tractor_desktop.ai.botcli import action_json
from tractor_desktop.engine.game import Game
from tractor_desktop.net.client import TableClient
from tractor_desktop.net.server import PING_INTERVAL_S, PING_TIMEOUT_S
from tractor_desktop.net.table import Table
from tractor_desktop.net.table_store import TableStore
from tractor_desktop.net.turns import decide


def test_a_dropped_seat_is_covered_and_given_back_with_its_token() -> None:
    async def main() -> None:
        async with running(grace_s=0.3) as (server, url):
            (host,) = await seated(url, 1)
            await host.start()
            (room,) = server.rooms.values()
            table = room.table
            await eventually(lambda: table.game is not None and table.game.to_act() == 0)
            assert table.game is not None and host.room and host.token
            actions = len(table.game.actions)
            host.ws.transport.abort()  # the link is cut, no closing handshake
            await eventually(lambda: not table.seats[0].connected, 3)
            await eventually(lambda: table.seats[0].covered, 3)
            # A computer player plays the seat meanwhile: the game goes on without waiting.
            await eventually(lambda: table.game is not None and len(table.game.actions) > actions)
            back = await TableClient.connect(url)
            joined = await back.rejoin(host.room, host.token)
            assert joined == {**joined, "type": "joined", "seat": 0}
            view = await back.until_type("observation", 5)
            assert not table.seats[0].covered and table.seats[0].connected
            assert view["seq"] > host.seq
            # The whole view, and the seat is theirs to play again.
            await eventually(lambda: table.game is not None and table.game.to_act() == 0)
            while back.observation != table.game.observation(0):
                await back.receive(5)
            action = table.game.legal_actions(0)[-1]
            before = len(table.game.actions)
            await back.act(action_json(action, table.game.observation(0)))
            await eventually(lambda: table.game is not None and len(table.game.actions) > before)
            assert not back.errors
            await back.close()

    asyncio.run(main())


def test_a_wrong_token_gives_no_seat() -> None:
    async def main() -> None:
        async with running() as (server, url):
            (host,) = await seated(url, 1)
            other = await TableClient.connect(url)
            assert host.room
            answer = await other.rejoin(host.room, "not-the-token")
            assert answer == {"error": "bad_token"}
            assert (await other.rejoin("ZZZZZZ", "x")) == {"error": "no_such_room"}
            await other.close()
            await host.close()

    asyncio.run(main())


def test_a_dead_peer_is_noticed_by_the_keepalive_within_about_two_seconds() -> None:
    """Only the keepalive can notice (the connection stays open): a ping is sent every
    PING_INTERVAL_S and a peer that has not answered within PING_TIMEOUT_S is dead, so the
    notice comes within their sum. The figure itself is in tools/timings_bench.py."""
    assert PING_INTERVAL_S + PING_TIMEOUT_S <= 2.0

    async def main() -> None:
        # The keepalive at a tenth of its pace: the same pings and pongs, sooner.
        keepalive = {"ping_interval_s": PING_INTERVAL_S / 10, "ping_timeout_s": PING_TIMEOUT_S / 10}
        async with running(grace_s=60, **keepalive) as (server, url):
            watcher, silent = await seated(url, 2)
            (room,) = server.rooms.values()
            # The peer stops reading: its pongs stop, as if its machine had gone away.
            silent.ws.transport.pause_reading()
            await watcher.until(
                lambda m: m.get("type") == "lobby" and m["seats"][1]["connected"] is False, 30
            )
            assert not room.table.seats[1].connected
            silent.ws.transport.abort()
            await watcher.close()

    asyncio.run(main())


def played_table(actions: int) -> Table:
    table = Table("REPLAY", level="random", budget_ms=5)
    table.join("Ann")
    table.join("Bob", 1)  # seat 1 (by default a guest sits at the host's partner's seat)
    table.start(0)
    for seat in (0, 1):
        table.drop(seat)
        table.cover(seat)
    assert table.game is not None
    while len(table.game.actions) < actions and table.pending is not None:
        table.answer(table.pending, decide(table.pending))
    return table


def test_a_table_rebuilt_from_its_log_gives_the_same_observations() -> None:
    table = played_table(300)
    rebuilt = Table.from_log(json.loads(json.dumps(table.to_log())))
    assert table.game is not None and rebuilt.game is not None
    for seat in range(4):
        assert rebuilt.game.observation(seat) == table.game.observation(seat)
        assert rebuilt.seats[seat].token == table.seats[seat].token
    assert rebuilt.game.seed == table.game.seed and rebuilt.game.actions == table.game.actions


def test_a_restarted_server_gives_the_seat_back_as_it_was(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(state_dir=tmp_path) as (server, url):
            (host,) = await seated(url, 1)
            await host.start()
            (room,) = server.rooms.values()
            table = room.table
            await eventually(lambda: table.game is not None and table.game.to_act() == 0)
            store = TableStore(tmp_path)

            def saved_as_it_stands() -> bool:
                try:
                    held = Game.from_dict(store.read(table.room)["game"])
                except Exception:  # not written yet, or being written
                    return False
                return table.game is not None and held.actions == table.game.actions

            await eventually(saved_as_it_stands)
            assert table.game is not None
            before = table.game.observation(0)
            saved = store.read(table.room)
            assert Game.from_dict(saved["game"]).observation(0) == before
            for suffix in (".json", ".actions"):  # the tokens and the seed are secrets
                assert (tmp_path / f"{table.room}{suffix}").stat().st_mode & 0o077 == 0
            code, token = host.room, host.token
            host.ws.transport.abort()
        async with running(state_dir=tmp_path, grace_s=30) as (server, url):
            assert code in server.rooms
            back = await TableClient.connect(url)
            assert code and token
            joined = await back.rejoin(code, token)
            assert joined["type"] == "joined" and joined["seat"] == 0
            await back.until_type("observation", 5)
            assert back.observation == before
            await back.close()

    asyncio.run(main())


def test_a_move_cut_short_by_a_crash_is_left_out_and_the_table_plays_on(tmp_path: Path) -> None:
    table = Table("CRASH2", level="random", budget_ms=1)
    table.join("Ann")
    table.start(0, seed=11)
    store = TableStore(tmp_path)
    store.save(table)
    assert table.game is not None
    played = len(table.game.actions)
    with (tmp_path / "CRASH2.actions").open("a", encoding="utf-8") as file:
        file.write('{"type":"pla')  # the server died while writing this line
    (rebuilt,) = TableStore(tmp_path).load(pace_draws=False)
    assert rebuilt.game is not None and len(rebuilt.game.actions) == played
    assert rebuilt.game.observation(0) == table.game.observation(0)
    # The file was written again whole: the next moves follow clean lines.
    assert all(json.loads(line) for line in (tmp_path / "CRASH2.actions").read_text().split())


def test_a_long_game_appends_its_moves_instead_of_writing_the_log_again() -> None:
    """Saving after a move costs the same late in a game as early (it appends one line)."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        table = Table("LONG22", level="random", budget_ms=1)
        table.join("Ann")
        table.start(0, seed=12)
        store = TableStore(Path(folder))
        game = table.game
        assert game is not None and table.driver is not None
        sizes = []
        while len(game.actions) < 1500 and not game.over:
            turn = table.driver.next_turn()
            assert turn is not None
            table.driver.apply(turn, table.driver.fallback(turn))
            before = (Path(folder) / "LONG22.actions").stat().st_size if sizes else 0
            store.save(table)
            sizes.append((Path(folder) / "LONG22.actions").stat().st_size - before)
        assert max(sizes[1:]) < 400  # one action's line (a bury is the longest), never the log
