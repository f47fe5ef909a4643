"""What durability costs the table server's store (prints figures; not a test).

    .venv/bin/python tools/store_bench.py [--seconds 2] [--tables 1,200] [--disk DIR] [--rate 400]

For each folder (a temporary one on the disk, under ``--disk`` or the system's temporary folder,
and one on a tmpfs, /dev/shm, where there is one), each way of committing and each number of
tables, it plays the tables one move at a time, round robin, and saves each after its move, as
the server does (``TableStore.save``). Only the saves are timed: the figures are the cost to the
server's loop, not to the game engine.

Ways of committing:
  none      no fsync at all (the store before issue 28)
  each      an fsync on the loop after every append (the simple way)
  group/W   the store as built: appends fsynced in rounds off the loop, a round starting W ms
            after the first append it takes

Columns: appends a second the loop could make doing nothing else (1 / mean save time), the
slowest save (p99, max), fsyncs made per append, the process's CPU time per append (the
moves' engine work included: compare the ways with each other), and for group commit the delay
between a save returning and its move being on the disk (p50, p95, max). With ``--rate``, each
group case is also run paced, the appends offered at that rate (200 busy tables make about 400
a second).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tractor_desktop.net.table import Table  # noqa: E402
from tractor_desktop.net.table_store import GroupCommit, TableStore, sync_path  # noqa: E402


class NoSync(GroupCommit):
    """Nothing is fsynced after it is written."""

    def mark(self, file: Path | None = None, folder: Path | None = None) -> None:
        pass


class EachSync(GroupCommit):
    """fsynced on the spot, by the thread that saves."""

    def mark(self, file: Path | None = None, folder: Path | None = None) -> None:
        if file is not None:
            sync_path(file)
        if folder is not None:
            sync_path(folder, folder=True)


class FsyncCounter:
    """Counts os.fsync calls, from every thread."""

    def __init__(self) -> None:
        self.count = 0
        self._real = os.fsync
        self._lock = threading.Lock()

    def __enter__(self) -> FsyncCounter:
        def counting(fd: Any) -> None:
            with self._lock:
                self.count += 1
            self._real(fd)

        os.fsync = counting
        return self

    def __exit__(self, *_: object) -> None:
        os.fsync = self._real


def move(table: Table) -> None:
    """Until one more action is in the game (a turn may add none)."""
    assert table.game is not None and table.driver is not None
    before = len(table.game.actions)
    while len(table.game.actions) == before:
        turn = table.driver.next_turn()
        assert turn is not None
        table.driver.apply(turn, table.driver.fallback(turn))


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def run(
    folder: Path, commit: GroupCommit, tables: int, seconds: float, rate: float | None
) -> dict[str, float]:
    store = TableStore(folder, commit)
    playing = []
    for number in range(tables):
        table = Table(f"B{number:05d}", level="random", budget_ms=1)
        table.join("Ann")
        table.start(0, seed=number)
        store.save(table)  # the start's whole writes: not what is measured
        playing.append(table)
    commit.flush()
    commit.history = []
    saves: list[float] = []
    marks: list[tuple[int, float]] = []  # (marks made so far, when the save returned)
    with FsyncCounter() as fsyncs:
        cpu = time.process_time()
        began = time.perf_counter()
        deadline = began + seconds
        turn = 0
        while time.perf_counter() < deadline:
            if rate is not None:  # offered load: the next append is due at turn / rate
                due = began + turn / rate
                pause = due - time.perf_counter()
                if pause > 0:
                    time.sleep(pause)
            table = playing[turn % tables]
            move(table)
            start = time.perf_counter()
            store.save(table)
            end = time.perf_counter()
            saves.append(end - start)
            marks.append((commit.marked, end))
            turn += 1
        flush_began = time.perf_counter()
        commit.flush()
        drained = time.perf_counter() - flush_began
        synced = fsyncs.count
        cpu = time.process_time() - cpu
    lags = []
    rounds = commit.history or []
    index = 0
    for marked, returned in marks:  # the first round that covered this mark
        while index < len(rounds) and rounds[index][0] < marked:
            index += 1
        if index < len(rounds):
            lags.append(rounds[index][1] - returned)
    return {
        "appends": len(saves),
        "per_s": len(saves) / sum(saves),
        "p99_ms": percentile(saves, 0.99) * 1e3,
        "max_ms": max(saves) * 1e3,
        "fsyncs": synced / len(saves),
        "cpu_us": cpu / len(saves) * 1e6,
        "lag50": percentile(lags, 0.5) * 1e3,
        "lag95": percentile(lags, 0.95) * 1e3,
        "lagmax": max(lags) * 1e3 if lags else float("nan"),
        "drain_ms": drained * 1e3,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--tables", default="1,200")
    parser.add_argument("--disk", type=Path, default=None, help="a folder on the disk to test")
    parser.add_argument("--rate", type=float, default=400.0, help="offered appends/s, paced runs")
    parser.add_argument("--windows", default="0,5,20", help="group commit windows, in ms")
    args = parser.parse_args()
    places = [("disk", args.disk)]
    if Path("/dev/shm").is_dir():
        places.append(("tmpfs", Path("/dev/shm")))
    ways: list[tuple[str, Callable[[], GroupCommit]]] = [
        ("none", NoSync),
        ("each", EachSync),
        *(
            (f"group/{w}", lambda w=w: GroupCommit(window_s=int(w) / 1000))
            for w in args.windows.split(",")
        ),
    ]
    print(
        f"{'folder':6} {'commit':9} {'tables':>6} {'pace':>6} {'appends/s':>10} {'p99 ms':>7}"
        f" {'max ms':>7} {'fsync/app':>9} {'cpu µs/app':>10} {'lag p50':>8} {'lag p95':>8}"
        f" {'lag max':>8}"
    )
    for place, where in places:
        for tables in (int(n) for n in args.tables.split(",")):
            for name, make in ways:
                paces: list[float | None] = [None]
                if name.startswith("group") and args.rate:
                    paces.append(args.rate)
                for pace in paces:
                    with tempfile.TemporaryDirectory(dir=where, prefix="store-bench-") as folder:
                        got = run(Path(folder), make(), tables, args.seconds, pace)
                    print(
                        f"{place:6} {name:9} {tables:6d} {pace or 'max'!s:>6}"
                        f" {got['per_s']:10.0f} {got['p99_ms']:7.2f} {got['max_ms']:7.2f}"
                        f" {got['fsyncs']:9.3f} {got['cpu_us']:10.0f} {got['lag50']:8.1f}"
                        f" {got['lag95']:8.1f} {got['lagmax']:8.1f}",
                        flush=True,
                    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
