"""The benchmark runs and ends with its rounds/s line (its figure is reported, not asserted)."""

from __future__ import annotations

import re
import subprocess
import sys


def test_benchmark_prints_rounds_per_second_last() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tractor_desktop.engine.bench", "--rounds", "20"],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = done.stdout.strip().splitlines()
    assert re.fullmatch(r"rounds/s: \d+(\.\d+)?", lines[-1])
    assert any(line.startswith("follow checks/s: ") for line in lines)


def test_benchmark_refuses_a_bad_argument_without_a_traceback() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tractor_desktop.engine.bench", "--rounds", "zero"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2
    assert "usage" in done.stderr and "Traceback" not in done.stderr
