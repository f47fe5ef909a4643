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
