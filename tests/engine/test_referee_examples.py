"""The referee answers every rule question as RULES.md requires (sample and rule-by-rule cases)."""

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tractor_desktop.engine.referee import answer_line

HERE = Path(__file__).parent / "referee"
ROOT = Path(__file__).resolve().parents[2]
FILE_PAIRS = [
    ("examples.jsonl", "expected.jsonl"),
    ("rules_queries.jsonl", "rules_expected.jsonl"),
]


def _lines(name):
    return [ln.rstrip("\n") for ln in (HERE / name).read_text("utf-8").splitlines() if ln.strip()]


def _cases():
    for queries, expected in FILE_PAIRS:
        qs, es = _lines(queries), [json.loads(e) for e in _lines(expected)]
        assert len(qs) == len(es), f"{queries} and {expected} differ in length"
        for n, (q, e) in enumerate(zip(qs, es, strict=True), 1):
            yield pytest.param(q, e, id=str(e.get("id", f"{queries}:{n}")))


def _same(a, b):
    """Strict JSON equality: true is not 1, list order matters."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(map(_same, a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


def _multiset(cards):
    ok = isinstance(cards, list) and all(isinstance(c, str) for c in cards)
    return Counter(cards) if ok else None


def _units(units):
    try:
        return Counter((u.get("type"), tuple(sorted(u["cards"]))) for u in units)
    except (AttributeError, KeyError, TypeError):
        return None


def _nonempty(text):
    return isinstance(text, str) and bool(text.strip())


def problems(expected, got):
    """What differs between an expected answer and the referee's (same rules as check_referee)."""
    if not isinstance(got, dict):
        return [f"answer is not an object: {got!r}"]
    exp = {k: v for k, v in expected.items() if k != "why"}
    found = []
    if "id" in exp and not _same(exp["id"], got.get("id")):
        found.append(f"id: expected {exp['id']!r}, got {got.get('id')!r}")
    if "error" in exp:
        return found + ([] if "error" in got else ["expected an error answer"])
    if "error" in got:
        found.append(f"unexpected error: {got['error']!r}")
    for key, want in exp.items():
        if key == "id":
            continue
        if key not in got:
            found.append(f"{key}: missing (expected {want!r})")
            continue
        have = got[key]
        if key == "reason":
            same = _nonempty(have)
        elif key == "units":
            same = _units(have) is not None and _units(have) == _units(want)
        elif key in ("led", "returned"):
            same = _multiset(have) is not None and _multiset(have) == _multiset(want)
        else:
            same = _same(want, have)
        if not same:
            found.append(f"{key}: expected {want!r}, got {have!r}")
    if exp.get("legal") is False and not _nonempty(got.get("reason")):
        found.append(f"reason: a non-empty reason must come with legal false, got {got!r}")
    return found


@pytest.mark.parametrize(("query", "expected"), list(_cases()))
def test_referee_answers_as_the_rules_require(query, expected):
    got = answer_line(query)
    assert not problems(expected, got), (query, got, problems(expected, got))


def test_referee_command_answers_every_line_of_the_sample():
    queries = _lines("examples.jsonl")
    proc = subprocess.run(
        [sys.executable, "-m", "tractor_desktop.engine.referee"],
        input="".join(q + "\n" for q in queries),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    answers = [json.loads(ln) for ln in proc.stdout.splitlines() if ln.strip()]
    assert len(answers) == len(queries)
    expected = [json.loads(e) for e in _lines("expected.jsonl")]
    assert all(not problems(e, a) for e, a in zip(expected, answers, strict=True))
