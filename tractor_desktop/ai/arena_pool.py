"""The arena's pool mode (``python -m tractor_desktop.ai.arena --pool --a hard``): a level
against each sparring partner (``sparring.PARTNERS``) on the same mirrored deals, one row a
partner with its seed, its 95 % interval, the level's latency, overrides and searches cut by
the clock, and the load average as the row began and ended, so that a reader sees how busy the
machine was. ``--json`` adds each deal's result, for comparing rows or runs deal by deal.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from typing import Any

from .arena import Match, play_deals, summarize


def load_average() -> float:
    """The machine's 1-minute load average (how many processes wanted a core)."""
    return round(os.getloadavg()[0], 2)


def run_pool(
    a: str,
    partners: Sequence[str],
    match: Match,
    on_row: Callable[[dict[str, Any]], None] | None = None,
) -> list[dict[str, Any]]:
    """``a`` against each partner in turn on the same deals: one summary a partner, with the
    seed, the load average as the row began and ended, and each deal's levels (A minus B) in
    the deals' order, so that rows, or two runs of the pool, can be compared deal by deal."""
    rows = []
    for partner in partners:
        load_start = load_average()
        outcomes = play_deals(a, partner, match)
        row = summarize(outcomes, a, partner)
        row.update(
            seed=match.seed,
            first=match.first,
            load_start=load_start,
            load_end=load_average(),
            per_deal=[o.a_minus_b for o in outcomes],
        )
        rows.append(row)
        if on_row is not None:
            on_row(row)
    return rows


POOL_COLUMNS: tuple[tuple[str, int], ...] = (
    ("partner", -10),
    ("seed", 4),
    ("deals", 5),
    ("levels a deal [95% CI]", -24),
    ("points edge [95% CI]", -22),
    ("latency p50/p95/max ms", -22),
    ("overrides play/bury", -19),
    ("capped", 6),
    ("illegal", 7),
    ("load 1-min start-end", -20),
)
"""Each column's title and width (negative: aligned left)."""


def pool_line(cells: Sequence[str]) -> str:
    return "  ".join(
        cell.ljust(-width) if width < 0 else cell.rjust(width)
        for cell, (_, width) in zip(cells, POOL_COLUMNS, strict=True)
    ).rstrip()


def pool_header(a: str, match: Match) -> str:
    which = f"seed {match.seed}"
    if match.first:
        which += f", its deals {match.first}-{match.first + match.deals - 1}"
    return (
        f"{a} against the pool: each partner on the same {match.deals} mirrored deals ({which});"
        f" latency, overrides of Normal's choice and searches stopped by the clock are {a}'s\n"
        + pool_line([title for title, _ in POOL_COLUMNS])
    )


def milliseconds(value: float) -> str:
    return f"{value:.1f}" if value < 10 else f"{value:.0f}"


def pool_row(row: dict[str, Any]) -> str:
    """One partner's line of the pool table."""
    a = row["a"]
    lo, hi = row["ci95"]
    edge_lo, edge_hi = row["points_edge_ci95"]
    lat = row["latency_ms"].get(a)
    latency = "/".join(milliseconds(lat[q]) for q in ("p50", "p95", "max")) if lat else "-"
    overrides = "-"
    if a in row["overrides"] or a in row["bury_overrides"]:
        plays = row["overrides"].get(a, 0.0)
        buries = row["bury_overrides"].get(a, 0.0)
        overrides = f"{plays:.1%} / {buries:.1%}"
    work = row["search_work"].get(a)
    return pool_line(
        [
            row["b"],
            str(row["seed"]),
            str(row["deals"]),
            f"{row['levels_per_deal']:+.3f} [{lo:+.3f}, {hi:+.3f}]",
            f"{row['points_edge']:+.1f} [{edge_lo:+.1f}, {edge_hi:+.1f}]",
            latency,
            overrides,
            f"{work['capped_rate']:.1%}" if work else "-",
            str(row["illegal_actions"]),
            f"{row['load_start']:.2f}-{row['load_end']:.2f}",
        ]
    )


def main_pool(a: str, partners: Sequence[str], match: Match, as_json: bool) -> int:
    """The pool table, a row printed as each partner's deals end (or one JSON object)."""
    if not as_json:
        print(pool_header(a, match), flush=True)

    def printed(row: dict[str, Any]) -> None:
        if not as_json:
            print(pool_row(row), flush=True)

    rows = run_pool(a, partners, match, printed)
    if as_json:
        header = {"a": a, "deals": match.deals, "seed": match.seed, "first": match.first}
        print(json.dumps(header | {"rows": rows}))
    return 0
