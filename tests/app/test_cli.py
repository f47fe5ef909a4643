"""The command line: clean usage errors and a version flag."""

import os
import subprocess
import sys
from pathlib import Path

from tests.tiers import slow
from tractor_desktop import __version__

REPO_ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "tractor_desktop", *args],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=60,
    )


def test_unknown_option_prints_usage_and_exits_2_without_traceback() -> None:
    result = run_cli("--bogus")
    assert result.returncode == 2
    assert "usage" in result.stderr
    assert "Traceback" not in result.stderr


def test_version_option_prints_the_version() -> None:
    result = run_cli("--version")
    assert result.returncode == 0
    assert __version__ in result.stdout


@slow
def test_self_test_plays_a_round_offscreen_and_reports_its_measurements() -> None:
    result = run_cli("--self-test")
    assert result.returncode == 0, result.stderr[-1000:]
    lines = result.stdout.strip().splitlines()
    assert lines[-2].startswith("first_paint_ms: ")
    assert lines[-1].startswith("max_stall_ms: ")
    assert float(lines[-2].split(": ")[1]) > 0
    assert "Traceback" not in result.stderr


def test_a_bad_level_is_refused_with_usage() -> None:
    result = run_cli("--self-test", "--level", "grandmaster")
    assert result.returncode == 2
    assert "invalid choice" in result.stderr and "Traceback" not in result.stderr


def test_a_deal_number_that_is_not_one_to_two_billion_is_refused_with_usage() -> None:
    for bad in ("0", "-3", "2147483648", "x", "²", "1e3", ""):
        result = run_cli("--deal", bad)
        assert result.returncode == 2, bad
        assert "a deal number is a whole number from 1 to 2147483647" in result.stderr
        assert "Traceback" not in result.stderr
