"""The arena: mirrored deals, levels and points per deal with their intervals."""

from __future__ import annotations

from tractor_desktop.ai.arena import Match, report, run


def test_normal_wins_nearly_every_mirrored_deal_against_random_and_the_summary_says_so() -> None:
    summary = run("normal", "random", Match(deals=20, seed=3))
    assert summary["deals"] == 20 and summary["illegal_actions"] == 0
    assert summary["deal_win_rate"] >= 0.95  # the arena is seeded: the same deals every run
    lo, hi = summary["ci95"]
    assert lo <= summary["levels_per_deal"] <= hi and lo > 0
    edge_lo, edge_hi = summary["points_edge_ci95"]
    assert edge_lo <= summary["points_edge"] <= edge_hi and edge_lo > 0
    assert summary["overrides"] == summary["bury_overrides"] == {}  # neither level searches
    text = report(summary)
    assert "levels per deal" in text and "points A took attacking" in text


def test_a_searching_level_reports_how_often_its_plays_and_buries_differ_from_normal() -> None:
    summary = run("hard", "normal", Match(deals=1, seed=5, iterations=1))
    # One deal on a single sampled deal per decision: too few to prove a change, so none.
    assert summary["overrides"] == {"hard": 0.0} and summary["bury_overrides"] == {"hard": 0.0}
    text = report(summary)
    assert "hard plays other than Normal's choice: 0.0%" in text
    assert "hard buries other than Normal's: 0.0%" in text
