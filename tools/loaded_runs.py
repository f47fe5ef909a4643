"""Run the test tiers again and again on a loaded machine, and report failures and times.

A suite that passes on an idle machine can still fail on a player's busy laptop or a shared CI
runner. This keeps every core busy with a CPU burner (`stress-ng` when it is installed, Python
loops otherwise), runs the fast tier 20 times and the slow tier 5 times, and prints one line per
run and a summary. It exits 1 if any run failed.

    .venv/bin/python tools/loaded_runs.py                   # 20 fast + 5 slow, loaded
    .venv/bin/python tools/loaded_runs.py --fast 3 --slow 0 --idle
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUMMARY = re.compile(r"^=*\s*(?P<text>(\d+ \w+(, )?)+) in [\d.]+s")
DURATION = re.compile(r"^\s*(?P<seconds>[\d.]+)s (?P<when>call|setup|teardown)\s+(?P<test>\S+)")


@dataclass
class Run:
    tier: str
    number: int
    seconds: float
    returncode: int
    summary: str
    slowest: list[str]

    @property
    def failed(self) -> bool:
        return self.returncode != 0


def _burn() -> None:
    while True:
        pass


class Burner:
    """Keeps every core busy until stopped."""

    def __init__(self, cores: int) -> None:
        self.cores = cores
        self._stress: subprocess.Popen[bytes] | None = None
        self._loops: list[multiprocessing.Process] = []

    def __enter__(self) -> Burner:
        stress_ng = shutil.which("stress-ng")
        if stress_ng:
            self._stress = subprocess.Popen(
                [stress_ng, "--cpu", str(self.cores), "--cpu-method", "matrixprod", "--quiet"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
        else:
            for _ in range(self.cores):
                loop = multiprocessing.Process(target=_burn, daemon=True)
                loop.start()
                self._loops.append(loop)
        return self

    @property
    def name(self) -> str:
        how = "stress-ng --cpu" if self._stress else "Python loops on"
        return f"{how} {self.cores} cores"

    def __exit__(self, *_: object) -> None:
        if self._stress is not None:
            os.killpg(self._stress.pid, signal.SIGTERM)
            self._stress.wait()
        for loop in self._loops:
            loop.terminate()
            loop.join()


def run_tier(tier: str, number: int, slowest: int) -> Run:
    marker = "slow" if tier == "slow" else "not slow"
    command = [sys.executable, "-m", "pytest", "-m", marker, f"--durations={slowest}"]
    started = time.monotonic()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    seconds = time.monotonic() - started
    lines = done.stdout.splitlines()
    summary = next(
        (m["text"] for line in reversed(lines) if (m := SUMMARY.match(line))),
        f"no summary (exit {done.returncode})",
    )
    durations = [
        f"{m['seconds']:>7}s {m['when']:<8} {m['test']}"
        for line in lines
        if (m := DURATION.match(line))
    ]
    if done.returncode != 0:
        log = ROOT / f"loaded-run-{tier}-{number}.log"
        log.write_text(done.stdout + done.stderr, encoding="utf-8")
        summary += f" (output in {log.name})"
    return Run(tier, number, seconds, done.returncode, summary, durations)


def report(runs: list[Run], tier: str) -> None:
    mine = [run for run in runs if run.tier == tier]
    if not mine:
        return
    times = [run.seconds for run in mine]
    failures = sum(run.failed for run in mine)
    print(
        f"{tier}: {len(mine)} runs, {failures} failed; "
        f"min {min(times):.1f} s, median {statistics.median(times):.1f} s, max {max(times):.1f} s"
    )
    print(f"  slowest tests of the first {tier} run:")
    for line in mine[0].slowest:
        print(f"  {line}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fast", type=int, default=20, help="fast-tier runs (default 20)")
    parser.add_argument("--slow", type=int, default=5, help="slow-tier runs (default 5)")
    parser.add_argument("--idle", action="store_true", help="do not load the machine")
    parser.add_argument(
        "--cores", type=int, default=os.cpu_count() or 1, help="cores to load (default: all)"
    )
    parser.add_argument("--slowest", type=int, default=10, help="slowest tests listed per tier")
    args = parser.parse_args(argv)
    if args.fast < 0 or args.slow < 0 or args.cores < 1:
        parser.error("the run counts must be 0 or more and --cores 1 or more")

    plan = ["fast"] * args.fast + ["slow"] * args.slow
    runs: list[Run] = []
    load = None if args.idle else Burner(args.cores)
    if load is not None:
        load.__enter__()
    try:
        print(f"load: {load.name if load else 'none (idle)'}", flush=True)
        for number, tier in enumerate(plan, start=1):
            run = run_tier(tier, number, args.slowest)
            runs.append(run)
            print(f"{number:>3} {tier:<4} {run.seconds:7.1f} s  {run.summary}", flush=True)
    finally:
        if load is not None:
            load.__exit__()
    print()
    report(runs, "fast")
    report(runs, "slow")
    return 1 if any(run.failed for run in runs) else 0


if __name__ == "__main__":
    sys.exit(main())
