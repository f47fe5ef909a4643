"""The arena: mirrored deals, levels and points per deal with their intervals."""

from __future__ import annotations

from tractor_desktop.ai.arena import report, run


def test_normal_wins_nearly_every_mirrored_deal_against_random_and_the_summary_says_so() -> None:
    summary = run("normal", "random", deals=20, seed=3)
    assert summary["deals"] == 20 and summary["illegal_actions"] == 0
    assert summary["deal_win_rate"] >= 0.95  # the arena is seeded: the same deals every run
    lo, hi = summary["ci95"]
    assert lo <= summary["levels_per_deal"] <= hi and lo > 0
    edge_lo, edge_hi = summary["points_edge_ci95"]
    assert edge_lo <= summary["points_edge"] <= edge_hi and edge_lo > 0
    assert summary["overrides"] == {}  # neither level searches
    text = report(summary)
    assert "levels per deal" in text and "points A took attacking" in text
