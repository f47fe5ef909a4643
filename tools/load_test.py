"""Load benchmark of the table server (prints figures; not a test).

    .venv/bin/python tools/load_test.py [--tables 50] [--seconds 60] [--level random]

Starts a table server in a child process, opens ``--tables`` rooms on it, each with one bot
client at seat 0 (playing over the wire like a person, at the same level) and three of the
server's computer players; a room whose game ends is replaced by a new one. After ``--seconds``
it prints games and rounds per minute, the server's CPU seconds, and its peak memory (RSS).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tractor_desktop.net.botclient import Bot  # noqa: E402
from tractor_desktop.net.client import TableClient  # noqa: E402

SERVER = (
    "import asyncio, sys; from tractor_desktop.net.server import TableServer; "
    "from tractor_desktop.net.serving import serve_forever; "
    "asyncio.run(serve_forever('127.0.0.1', int(sys.argv[1]), "
    "TableServer(draw_pause_s=float(sys.argv[2]), rate=1000, burst=1000)))"
)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class CountingClient(TableClient):
    rounds = 0

    def _note(self, message: dict[str, Any]) -> None:
        super()._note(message)
        if message.get("type") == "round_over":
            CountingClient.rounds += 1


class Tally:
    def __init__(self) -> None:
        self.games = 0
        self.decisions = 0


async def table_loop(url: str, level: str, index: int, stop_at: float, tally: Tally) -> None:
    """One seat of one table after another until the time is up."""
    loop = asyncio.get_running_loop()
    while loop.time() < stop_at:
        client = await CountingClient.connect(url)
        await client.create(f"load {index}", level)
        await client.start()
        bot = Bot(client, level, seed=index)
        counting = asyncio.create_task(bot.play(timeout=max(0.1, stop_at - loop.time())))
        try:
            await counting
            tally.games += 1
        except TimeoutError:
            pass
        finally:
            tally.decisions += bot.decisions
            await client.close()


async def main_async(args: argparse.Namespace, url: str, pid: int) -> Tally:
    tally = Tally()
    loop = asyncio.get_running_loop()
    stop_at = loop.time() + args.seconds
    await asyncio.gather(
        *(table_loop(url, args.level, n, stop_at, tally) for n in range(args.tables))
    )
    return tally


def main() -> int:
    parser = argparse.ArgumentParser(prog="tools/load_test.py")
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--level", default="random")
    parser.add_argument("--draw-pause", type=float, default=0.0, help="the server's, in seconds")
    args = parser.parse_args()
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-c", SERVER, str(port), str(args.draw_pause)],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        server.stdout.readline()  # "serving tables on …": it listens
        cpu_before = cpu_seconds(server.pid)
        began = time.monotonic()
        tally = asyncio.run(main_async(args, f"ws://127.0.0.1:{port}", server.pid))
        elapsed = time.monotonic() - began
        cpu = cpu_seconds(server.pid) - cpu_before
        rss = peak_rss_mb(server.pid)
    finally:
        server.terminate()
        server.wait(10)
    minutes = elapsed / 60
    print(f"tables: {args.tables} at once, level {args.level}, draw pause {args.draw_pause} s")
    print(f"elapsed: {elapsed:.1f} s")
    print(f"games finished: {tally.games} ({tally.games / minutes:.1f} games/min)")
    rounds = CountingClient.rounds
    print(f"rounds finished: {rounds} ({rounds / minutes:.0f} rounds/min)")
    print(f"client decisions: {tally.decisions} ({tally.decisions / elapsed:.0f}/s)")
    print(f"server CPU: {cpu:.1f} s ({100 * cpu / elapsed:.0f}% of one core)")
    print(f"server peak RSS: {rss:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
