"""The table server spread over several processes, as ``python -m tractor_desktop.net.deploy``
starts it: real Redis, real HAProxy on 127.0.0.1 and real server processes. A game moves to
another process when its owner is killed (and back when it returns), two owners never fork a
game, and a link through the proxy takes its seat back with its token. Skipped, saying what is
missing, where redis-server, haproxy or the redis package is not installed."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any

import pytest
from redis_helpers import need

from tractor_desktop.net.botclient import Bot, seat_taker
from tractor_desktop.net.client import TableClient
from tractor_desktop.net.deploy import Deployment, free_port
from tractor_desktop.net.shards import shard_of
from tractor_desktop.net.table import Table

pytestmark = pytest.mark.slow


@pytest.fixture
def deployment(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Deployment]:
    need("redis-server", "haproxy")
    processes = getattr(request, "param", 3)
    deployed = Deployment(processes, free_port(), folder=tmp_path / "deploy")
    deployed.start()
    try:
        yield deployed
    finally:
        deployed.stop()


def logs(deployment: Deployment) -> str:
    return "\n".join(
        f"== {p.name}\n{p.read_text(errors='replace')[-3000:]}"
        for p in sorted(deployment.folder.glob("*.log"))
    )


def run_showing_logs(deployment: Deployment, main: Callable[[], Coroutine[Any, Any, None]]) -> None:
    """Run the test's body; a failure shows every process's log (what the servers said)."""
    try:
        asyncio.run(main())
    except BaseException:
        print(logs(deployment))
        raise


class Shared:
    """What Redis holds of one room."""

    def __init__(self, deployment: Deployment, room: str) -> None:
        import redis

        assert deployment.redis_url is not None
        self.redis = redis.Redis.from_url(deployment.redis_url, decode_responses=True)
        self.room = room

    def moves(self) -> list[str]:
        return list(self.redis.lrange(f"tractor:room:{self.room}:log", 0, -1))

    def owner(self) -> str:
        return str(self.redis.get(f"tractor:room:{self.room}:owner"))

    def replayed(self) -> Table:
        """The room's table as a process taking it over rebuilds it (every move checked)."""
        import json

        data = json.loads(str(self.redis.get(f"tractor:room:{self.room}:head")))
        data["game"]["actions"] = [json.loads(line) for line in self.moves()]
        return Table.from_log(data)


async def until(condition: Callable[[], object], what: str, tries: int = 1500) -> None:
    for _ in range(tries):
        if condition():
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"never: {what}")


async def a_playing_bot(deployment: Deployment) -> tuple[Bot, asyncio.Task[dict], Shared]:
    """A bot that opened a room through the proxy, started it and plays (computer players
    `random` at the other seats), and takes its seat back through the proxy when its link drops."""
    client = await TableClient.connect(deployment.url)
    await client.create("Ann", "random")
    await client.start()
    assert client.room is not None and client.token is not None
    bot = Bot(client, "random", 1, reconnect=seat_taker(deployment.url, client.room, client.token))
    return bot, asyncio.create_task(bot.play(300)), Shared(deployment, client.room)


def test_a_game_moves_to_another_process_when_its_owner_is_killed_and_back(
    deployment: Deployment,
) -> None:
    async def main() -> None:
        bot, playing, shared = await a_playing_bot(deployment)
        owner = shard_of(shared.room, deployment.count)
        await until(lambda: len(shared.moves()) >= 40, "40 moves saved")
        assert shared.owner().startswith(f"p{owner}-")
        deployment.kill(owner)
        before = shared.moves()
        # The proxy sends the room's links to the next process, which replays the log.
        backup = (owner + 1) % deployment.count
        await until(lambda: shared.owner().startswith(f"p{backup}-"), "taken over by the backup")
        await until(lambda: len(shared.moves()) >= len(before) + 40, "40 more moves")
        assert shared.moves()[: len(before)] == before  # nothing written before the kill lost
        assert bot.rejoins >= 1
        # The owner comes back: the next link for the room goes to it, the backup lets the room
        # go (its links closed: they open again through the proxy) and the owner plays it on.
        deployment.restart(owner)
        # A spectator comes, as a person would, until the proxy has seen the owner up again.
        for _ in range(100):
            watcher = await TableClient.connect(deployment.url, shared.room)
            await watcher.send({"type": "watch", "room": shared.room})
            await watcher.until_type("watching")
            await watcher.close()
            if shared.owner().startswith(f"p{owner}-"):
                break
            await asyncio.sleep(0.1)
        assert shared.owner().startswith(f"p{owner}-"), "never handed back"
        moved_at = len(shared.moves())
        await until(lambda: len(shared.moves()) >= moved_at + 40, "40 moves after the hand-back")
        assert bot.rejoins >= 2
        playing.cancel()
        assert not playing.done() or playing.cancelled()
        assert bot.refused == 0
        shared.replayed()  # the whole log is one game, every move legal

    run_showing_logs(deployment, main)


@pytest.mark.parametrize("deployment", [2], indirect=True)
def test_two_owners_never_fork_a_game(deployment: Deployment) -> None:
    """The owner is paused (SIGSTOP) past its lease: the other process takes the room over and
    plays on; when the paused one wakes, with its own next moves in memory, none of them is
    written: it finds its lease gone and gives the room up."""

    async def main() -> None:
        bot, playing, shared = await a_playing_bot(deployment)
        owner = shard_of(shared.room, deployment.count)
        await until(lambda: len(shared.moves()) >= 40, "40 moves saved")
        paused = deployment.servers[owner]
        os.kill(paused.pid, signal.SIGSTOP)
        try:
            before = shared.moves()
            # The bot notices the silent link (as a client's keepalive does) and opens a new one.
            bot.client.ws.transport.abort()
            other = (owner + 1) % deployment.count
            await until(lambda: shared.owner().startswith(f"p{other}-"), "taken over")
            await until(lambda: len(shared.moves()) >= len(before) + 20, "20 more moves")
        finally:
            os.kill(paused.pid, signal.SIGCONT)
        assert shared.moves()[: len(before)] == before
        # The woken process gives the room up; the game goes on where the other one plays it.
        log = deployment.folder / f"server-{owner}.log"
        await until(lambda: "given up here" in log.read_text(), "the woken owner gives up")
        after = len(shared.moves())
        await until(lambda: len(shared.moves()) >= after + 20, "20 moves after the wake-up")
        assert shared.owner().startswith(f"p{other}-")
        shared.replayed()  # one game, never two: every move follows the one before
        playing.cancel()

    run_showing_logs(deployment, main)


@pytest.mark.parametrize("deployment", [2], indirect=True)
def test_a_link_through_the_proxy_takes_its_seat_back_with_its_token(
    deployment: Deployment,
) -> None:
    async def main() -> None:
        ann = await TableClient.connect(deployment.url)
        await ann.create("Ann", "random")
        room, token = ann.room, ann.token
        assert room is not None and token is not None
        ben = await TableClient.connect(deployment.url, room)
        joined = await ben.join(room, "Ben")
        assert joined.get("seat") == 2
        await ann.start()
        await ann.close()
        again = await TableClient.connect(deployment.url, room)
        back = await again.rejoin(room, token)
        assert back == {"type": "joined", "room": room, "seat": 0, "token": token}
        view = await again.until_type("observation")
        assert view["observation"]["seat"] == 0
        wrong = await TableClient.connect(deployment.url, room)
        refused = await wrong.rejoin(room, "A" * 22)
        assert refused == {"error": "bad_token"}
        for client in (ben, again, wrong):
            await client.close()

    asyncio.run(main())


@pytest.mark.parametrize("deployment", [4], indirect=True)
def test_five_hundred_tables_spread_over_four_processes(deployment: Deployment) -> None:
    """500 busy tables (a person at a person's pace at each, computer players at the others)
    opened through the proxy: every process holds its share, every table plays without an error
    or a lost link, and the load benchmark reports an honest player's round trip."""
    import subprocess
    import sys

    import redis

    tool = Path(__file__).resolve().parents[2] / "tools" / "server_load.py"
    pids = ",".join(str(p.pid) for p in deployment.servers)
    run = subprocess.run(
        [
            sys.executable,
            str(tool),
            "--url",
            deployment.url,
            "--pids",
            pids,
            "--tables",
            "500",
            "--warmup",
            "15",
            "--until-every-table",
            "--seconds",
            "240",
            "--level",
            "random",
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    print(run.stdout, run.stderr)
    assert run.returncode == 0, logs(deployment)
    row = next(line for line in run.stdout.splitlines() if line.split()[:1] == ["500"])
    # tables, frames/s, RTT p50, p95, max, moves, moved, ... games, rounds, errors, lost, held
    values = row.split()
    assert values[-3:-1] == ["0", "0"], "errors received or links lost"
    # Every table plays: the window lasts until each has had a move timed (work counted, not
    # a clock's window, which a busy host would fill with fewer moves).
    assert int(values[6]) == 500
    assert deployment.redis_url is not None
    shared = redis.Redis.from_url(deployment.redis_url, decode_responses=True)
    rooms = list(shared.smembers("tractor:rooms"))
    by_process = [sum(shard_of(r, 4) == i for r in rooms) for i in range(4)]
    assert sum(by_process) >= 500 and min(by_process) >= 50, by_process
