"""The arena's pool: a level against each sparring partner on the same mirrored deals."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tractor_desktop.ai import arena
from tractor_desktop.ai.arena import Match, main
from tractor_desktop.ai.arena_pool import run_pool


def test_the_pool_prints_one_row_a_partner_with_its_interval_latency_overrides_and_load(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--pool", "--a", "normal", "--partners", "easy,thrower", "--deals", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    header, columns, rows = lines[0], lines[1], lines[2:]
    assert "normal against the pool" in header and "2 mirrored deals (seed 1)" in header
    for title in ("seed", "levels a deal [95% CI]", "points edge [95% CI]", "latency p50/p95"):
        assert title in columns
    assert "overrides play/bury" in columns and "illegal" in columns and "load 1-min" in columns
    assert [row.split()[0] for row in rows] == ["easy", "thrower"]
    for row in rows:
        partner, seed, deals, levels, lo, hi = row.split()[:6]
        assert (seed, deals) == ("1", "2")
        assert lo.startswith("[") and hi.endswith("]")
        assert float(lo[1:-1]) <= float(levels) <= float(hi[:-1])
        assert row.split()[-2] == "0"  # no illegal action
        load_start, load_end = row.split()[-1].split("-")
        assert float(load_start) >= 0 and float(load_end) >= 0


def test_every_row_of_the_pool_is_played_on_the_same_deals(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Paired: a row's deal i is the same cards, rank, starter and rules as every other row's
    deal i, so two partners, or two runs of the pool, compare deal by deal."""
    dealt: dict[str, list[arena.DealSpec]] = {}
    real = arena.play_deal

    def spy(spec: arena.DealSpec, a: str, b: str, *rest: Any) -> arena.DealOutcome:
        dealt.setdefault(b, []).append(spec)
        return real(spec, a, b, *rest)

    monkeypatch.setattr(arena, "play_deal", spy)
    rows = run_pool("normal", ["easy", "normal"], Match(deals=2, seed=4, random_rules=True))
    assert [row["b"] for row in rows] == ["easy", "normal"]
    assert dealt["easy"] == dealt["normal"] and len(dealt["easy"]) == 2
    assert all(row["seed"] == 4 and len(row["per_deal"]) == 2 for row in rows)
    # Normal against itself on mirrored deals: both sides hold both hands in turn and play
    # them alike, so every deal is even.
    assert rows[1]["per_deal"] == [0, 0]
    assert run_pool("normal", ["easy"], Match(deals=2, seed=4, random_rules=True))[0] | {
        "load_start": 0,
        "load_end": 0,
        "latency_ms": {},
    } == rows[0] | {"load_start": 0, "load_end": 0, "latency_ms": {}}


def test_a_searching_level_in_the_pool_reports_its_overrides_and_its_searches_cut_by_the_clock(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--pool", "--a", "hard", "--partners", "easy", "--deals", "1", "--iterations", "2"]
    assert main([*argv, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["a"], out["deals"], out["seed"]) == ("hard", 1, 1)
    (row,) = out["rows"]
    assert row["b"] == "easy" and row["illegal_actions"] == 0
    assert set(row["latency_ms"]["hard"]) == {"p50", "p95", "max"}
    # Two sampled deals a decision prove nothing: Normal's choice every time.
    assert row["overrides"] == {"hard": 0.0} and row["bury_overrides"] == {"hard": 0.0}
    work = row["search_work"]["hard"]
    assert work["searched"] > 0 and work["capped_rate"] == 0.0  # the deal limit, not the clock
    assert "load_start" in row and "load_end" in row


def test_the_b_side_may_be_a_sparring_partner(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "normal", "--b", "hoarder", "--deals", "1"]) == 0
    assert "normal vs hoarder: 1 mirrored deals" in capsys.readouterr().out


def test_an_unknown_partner_is_refused_with_the_names_allowed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["--pool", "--partners", "easy,grandmaster", "--deals", "1"])
    assert "unknown partner 'grandmaster'" in capsys.readouterr().err


def test_a_seed_split_into_runs_plays_the_same_deals_with_the_same_results() -> None:
    """Deals 3 and 4 of a seed are the same whether a run starts at deal 0 or at deal 3, and
    are played alike, so that one seed's deals can be measured in pieces and joined."""
    whole = Match(deals=5, seed=7, random_rules=True)
    part = Match(deals=2, seed=7, random_rules=True, first=3)
    assert part.specs() == whole.specs()[3:]
    joined = run_pool("normal", ["easy"], whole)[0]
    part_row = run_pool("normal", ["easy"], part)[0]
    assert part_row["first"] == 3 and part_row["per_deal"] == joined["per_deal"][3:]


def test_the_pool_names_the_deals_of_a_run_that_starts_later(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--pool", "--a", "normal", "--partners", "easy", "--deals", "2", "--first", "5"]
    assert main(argv) == 0
    assert "(seed 1, its deals 5-6)" in capsys.readouterr().out.splitlines()[0]
    with pytest.raises(SystemExit):
        main(["--pool", "--first", "-1"])
