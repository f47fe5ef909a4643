"""tools/pool_join.py: pieces of one long pool measurement join into the table the whole run
would print, deal by deal, and pieces that cannot be joined are refused with a message."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tractor_desktop.ai.arena import Match
from tractor_desktop.ai.arena_pool import run_pool

TOOL = Path(__file__).resolve().parents[2] / "tools" / "pool_join.py"


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("pool_join", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


pool_join = load_tool()


def piece(tmp_path: Path, name: str, match: Match, level: str = "normal") -> Path:
    rows = run_pool(level, ["easy", "random"], match)
    path = tmp_path / name
    header = {"a": level, "deals": match.deals, "seed": match.seed, "first": match.first}
    path.write_text(json.dumps(header | {"rows": rows}), encoding="utf-8")
    return path


def cells(text: str, partner: str) -> list[str]:
    line = next(line for line in text.splitlines() if line.startswith(f"| {partner} |"))
    return [cell.strip() for cell in line.strip("|").split("|")]


def test_two_pieces_of_a_seed_give_the_whole_runs_levels_and_interval(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    whole = piece(tmp_path, "whole.json", Match(deals=5, seed=3, random_rules=True))
    first = piece(tmp_path, "a.json", Match(deals=2, seed=3, random_rules=True))
    rest = piece(tmp_path, "b.json", Match(deals=3, seed=3, random_rules=True, first=2))
    assert pool_join.main([str(rest), str(first), "--markdown"]) == 0
    joined = capsys.readouterr().out
    assert pool_join.main([str(whole), "--markdown"]) == 0
    alone = capsys.readouterr().out
    for partner in ("easy", "random", "pool mean"):
        # partner, seed, deals, levels [CI]: the same from the pieces as from the whole run
        assert cells(joined, partner)[:4] == cells(alone, partner)[:4]
    assert cells(joined, "easy")[2] == "5"


def rewritten(path: Path, **changes: Any) -> Path:
    data = json.loads(path.read_text(encoding="utf-8")) | changes
    out = path.with_name("changed-" + path.name)
    out.write_text(json.dumps(data), encoding="utf-8")
    return out


def test_overlapping_pieces_other_seeds_and_other_files_are_refused_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = piece(tmp_path, "a.json", Match(deals=2, seed=3))
    overlap = piece(tmp_path, "b.json", Match(deals=2, seed=3, first=1))
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    cases = {
        "are in two pieces": [first, overlap],
        "one seed only": [first, rewritten(overlap, seed=4, first=2)],
        "not a pool --json output": [first, broken],
    }
    for message, paths in cases.items():
        assert pool_join.main([str(p) for p in paths]) == 2
        captured = capsys.readouterr()
        assert message in captured.err and "Traceback" not in captured.err


def test_two_measurements_of_a_seed_pair_deal_by_deal_on_the_deals_both_have(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    normal = piece(tmp_path, "normal.json", Match(deals=4, seed=3))
    easy = piece(tmp_path, "easy.json", Match(deals=3, seed=3, first=1), level="easy")
    assert pool_join.main([str(normal), "--against", str(easy), "--markdown"]) == 0
    paired = capsys.readouterr().out
    mine = json.loads(normal.read_text(encoding="utf-8"))["rows"]
    theirs = json.loads(easy.read_text(encoding="utf-8"))["rows"]
    for row, base in zip(mine, theirs, strict=True):
        shared = row["per_deal"][1:]  # deals 1-3: the ones the easy measurement has
        diffs = [a - b for a, b in zip(shared, base["per_deal"], strict=True)]
        mean, lo, hi = pool_join.mean_ci(diffs)
        line = cells(paired, row["b"])
        assert line[2] == "3"
        assert line[3:5] == [
            pool_join.signed(sum(shared) / 3),
            pool_join.signed(base["levels_per_deal"]),
        ]
        assert line[5] == f"{mean:+.3f} [{lo:+.3f}, {hi:+.3f}]"
    assert pool_join.main([str(normal), "--against", str(normal)]) == 0
    assert "+0.000 [+0.000, +0.000]" in capsys.readouterr().out


def test_measurements_of_other_seeds_are_not_paired(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    three = piece(tmp_path, "a.json", Match(deals=2, seed=3))
    four = piece(tmp_path, "b.json", Match(deals=2, seed=4))
    assert pool_join.main([str(three), "--against", str(four)]) == 2
    captured = capsys.readouterr()
    assert "one seed" in captured.err and "Traceback" not in captured.err
