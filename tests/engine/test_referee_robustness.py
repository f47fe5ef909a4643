"""The referee answers every line with one ASCII JSON object, whatever the input's bytes and
whatever encoding the locale gives standard input and output (REFEREE.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tractor_desktop.engine.referee import answer_line

ROOT = Path(__file__).resolve().parents[2]
TRUMP = '"trump": {"rank": "2", "suit": "H"}'
SUIT = '"kind": "suit", ' + TRUMP + ', "cards": ["AS"]'

# (input line, the id the answer must echo or None for none, whether it must be an error)
LINES: list[tuple[bytes, object, bool]] = [
    (('{"id": "拖拉机", ' + SUIT + "}").encode(), "拖拉机", False),
    (b'{"id": "\\udc80", ' + SUIT.encode() + b"}", "\udc80", False),
    (b'{"id": "\\ud83c\\udccf", ' + SUIT.encode() + b"}", "\U0001f0cf", False),
    (('{"id": "card", "kind": "suit", ' + TRUMP + ', "cards": ["拖"]}').encode(), "card", True),
    (b'{"id": "\xff\xfe", ' + SUIT.encode() + b"}", None, True),
    (b'{"id": "cut \xe6\x8b", ' + SUIT.encode() + b"}", None, True),
    (b"\xc0\xaf\n", None, True),
    (b'{"id": NaN, ' + SUIT.encode() + b"}", None, True),
    (b'{"id": Infinity, ' + SUIT.encode() + b"}", None, True),
    (b'{"id": -Infinity, ' + SUIT.encode() + b"}", None, True),
    (b'{"id": 1e400, ' + SUIT.encode() + b"}", None, True),
    (b'{"id": "nan-option", ' + SUIT.encode() + b', "options": {"throw_penalty_per_card": NaN}}',
     None, True),
    (b'{"id": "last", ' + SUIT.encode() + b"}", "last", False),
]  # fmt: skip

ENVIRONMENTS = {
    "cp1252": {"PYTHONIOENCODING": "cp1252"},
    "utf-8 strict": {"PYTHONUTF8": "1", "PYTHONIOENCODING": "utf-8:strict"},
    "ascii": {"PYTHONIOENCODING": "ascii:strict", "LC_ALL": "C"},
}


def _strict_json(text: str) -> Any:
    def refuse(name: str) -> Any:
        raise AssertionError(f"{name} in an answer is not JSON")

    return json.loads(text, parse_constant=refuse)


@pytest.mark.parametrize("name", list(ENVIRONMENTS))
def test_every_line_gets_one_ascii_json_answer_whatever_the_encoding(name: str) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONIOENCODING", "PYTHONUTF8")}
    env.update(ENVIRONMENTS[name])
    proc = subprocess.run(
        [sys.executable, "-m", "tractor_desktop.engine.referee"],
        input=b"".join(line.rstrip(b"\n") + b"\n" for line, _, _ in LINES),
        capture_output=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr.decode("utf-8", "replace")
    assert proc.stderr == b""
    out = proc.stdout.splitlines()
    assert len(out) == len(LINES), out
    for raw, (line, want_id, want_error) in zip(out, LINES, strict=True):
        assert raw.isascii(), raw
        got = _strict_json(raw.decode("ascii"))
        assert isinstance(got, dict), raw
        assert got.get("id") == want_id, (line, got)
        assert ("error" in got) == want_error, (line, got)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity", "1e400"])
def test_numbers_json_does_not_have_are_refused(constant: str) -> None:
    answer = answer_line(f'{{"id": {constant}, {SUIT}}}')
    assert "id" not in answer and "error" in answer


@pytest.mark.parametrize("count", [0, 1, 2, 3, 5])
def test_a_trick_needs_exactly_four_plays(count: int) -> None:
    plays = json.dumps([["AS"], ["3S"], ["2H"], ["KS"], ["4S"]][:count])
    answer = answer_line(f'{{"id": 7, "kind": "trick", {TRUMP}, "plays": {plays}}}')
    assert answer["id"] == 7
    assert "four" in answer["error"]


def test_a_finished_trick_is_still_answered() -> None:
    plays = '[["AS"], ["3S"], ["2H"], ["KS"]]'
    answer = answer_line(f'{{"kind": "trick", {TRUMP}, "plays": {plays}}}')
    assert answer == {"winner": 2, "points": 10}


def test_a_line_of_bytes_that_is_not_utf8_gets_an_error() -> None:
    assert "UTF-8" in answer_line(b'{"kind": "suit", "id": "\xff"}')["error"]
