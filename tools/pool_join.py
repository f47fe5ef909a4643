"""Join pieces of one long pool measurement (``python -m tractor_desktop.ai.arena --pool --json``
runs of one level and seed, each from its own ``--first`` deal) into one table, for docs/AI.md.

    .venv/bin/python tools/pool_join.py PIECE.json [PIECE.json ...] [--markdown]
    .venv/bin/python tools/pool_join.py PIECE.json ... --against BASE.json ... [--markdown]

A measurement of 200 deals a partner takes hours on a 2-core machine; played in pieces, a kill
or a full session loses one piece, not the whole. A deal is the same in whatever piece it is
played (``arena.Match.specs``), so the pieces of a partner join deal by deal:

- levels a deal and its 95 % interval, exactly, from every deal's result;
- the pool mean over the deals every partner has, each deal averaged over the partners;
- points edge, overrides (play / bury) and share cut by the clock: the pieces' figures weighted
  by their deals (each piece keeps only its mean);
- latency: the highest p50 and p95 of any piece and the highest max (a piece keeps only its
  percentiles), with the lowest and highest load average the pieces saw.

With ``--against``, the pieces are compared with another measurement of the same seed (another
level, or the same level's code before a change), **paired deal by deal**: for each partner, over
the deals both have, each side's levels a deal and the difference's mean and 95 % interval. A
deal's luck is the same on both sides, so the paired interval is far narrower than the two
intervals apart.

Pieces that overlap, or come from another level or seed, are refused with a message.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tractor_desktop.ai.arena import mean_ci  # noqa: E402
from tractor_desktop.ai.sparring import PARTNERS  # noqa: E402

Row = dict[str, Any]


class Refused(Exception):
    """The pieces cannot be joined (the message says why)."""


def read_pieces(paths: Sequence[Path]) -> list[dict[str, Any]]:
    pieces = []
    for path in paths:
        try:
            piece = json.loads(path.read_text(encoding="utf-8"))
            piece["rows"]
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise Refused(f"{path}: not a pool --json output ({error})") from None
        pieces.append(piece)
    return pieces


def join_rows(pieces: Sequence[dict[str, Any]]) -> tuple[str, int, dict[str, list[Row]]]:
    """Each partner's rows, in deal order, checked for one level and seed and no overlap."""
    levels = {piece["a"] for piece in pieces}
    seeds = {piece["seed"] for piece in pieces}
    if len(levels) != 1 or len(seeds) != 1:
        raise Refused(f"pieces of one level and one seed only (levels {levels}, seeds {seeds})")
    by_partner: dict[str, list[Row]] = {}
    for piece in pieces:
        for row in piece["rows"]:
            by_partner.setdefault(row["b"], []).append(row | {"first": piece.get("first", 0)})
    for partner, rows in by_partner.items():
        rows.sort(key=lambda row: row["first"])
        for before, after in zip(rows, rows[1:], strict=False):
            if before["first"] + len(before["per_deal"]) > after["first"]:
                raise Refused(f"{partner}: deals from {after['first']} are in two pieces")
    order = {name: i for i, name in enumerate(PARTNERS)}  # the arena's order, then the rest
    ranked = sorted(by_partner, key=lambda name: (order.get(name, len(order)), name))
    return levels.pop(), seeds.pop(), {name: by_partner[name] for name in ranked}


def deals_of(rows: Sequence[Row]) -> dict[int, int]:
    """Each deal's index and its levels (the level minus the partner)."""
    return {row["first"] + i: value for row in rows for i, value in enumerate(row["per_deal"])}


def weighted(rows: Sequence[Row], figure: Callable[[Row], float]) -> float:
    """A figure each piece keeps only as its mean, averaged over the pieces by their deals."""
    total = sum(len(row["per_deal"]) for row in rows)
    return float(sum(figure(row) * len(row["per_deal"]) for row in rows)) / total


def summary(level: str, rows: Sequence[Row]) -> Row:
    levels = list(deals_of(rows).values())
    mean, lo, hi = mean_ci(levels)
    latencies = [row["latency_ms"].get(level, {}) for row in rows]
    loads = [row[key] for row in rows for key in ("load_start", "load_end")]
    return {
        "deals": len(levels),
        "levels": (mean, lo, hi),
        "points_edge": weighted(rows, lambda row: row["points_edge"]),
        "overrides": (
            weighted(rows, lambda row: row["overrides"].get(level, 0.0)),
            weighted(rows, lambda row: row["bury_overrides"].get(level, 0.0)),
        ),
        "capped": weighted(
            rows, lambda row: row["search_work"].get(level, {}).get("capped_rate", 0.0)
        ),
        "latency": tuple(max(lat.get(q, 0.0) for lat in latencies) for q in ("p50", "p95", "max")),
        "illegal": sum(row["illegal_actions"] for row in rows),
        "load": (min(loads), max(loads)),
    }


def pool_mean(by_partner: dict[str, list[Row]]) -> tuple[int, tuple[float, float, float]] | None:
    """Over the deals every partner has: each deal's levels averaged over the partners."""
    results = [deals_of(rows) for rows in by_partner.values()]
    common = sorted(set.intersection(*(set(r) for r in results)))
    if len(common) < 2:
        return None
    return len(common), mean_ci([statistics.fmean(r[d] for r in results) for d in common])


def signed(value: float) -> str:
    return f"{value:+.3f}"


def table(pieces: Sequence[dict[str, Any]], markdown: bool) -> str:
    level, seed, by_partner = join_rows(pieces)
    titles = [
        "partner",
        "seed",
        "deals",
        "levels a deal [95% CI]",
        "points edge",
        f"{level} p50 / p95 / max ms",
        "overrides play / bury",
        "capped",
        "illegal",
        "load",
    ]
    lines = []
    for partner, rows in by_partner.items():
        s = summary(level, rows)
        mean, lo, hi = s["levels"]
        cells = [
            partner,
            str(seed),
            str(s["deals"]),
            f"{signed(mean)} [{signed(lo)}, {signed(hi)}]",
            f"{s['points_edge']:+.1f}",
            " / ".join(f"{ms:.0f}" for ms in s["latency"]),
            f"{s['overrides'][0]:.1%} / {s['overrides'][1]:.1%}",
            f"{s['capped']:.1%}",
            str(s["illegal"]),
            f"{s['load'][0]:.1f}-{s['load'][1]:.1f}",
        ]
        lines.append(cells)
    joined = pool_mean(by_partner)
    if joined is not None:
        n, (mean, lo, hi) = joined
        lines.append(
            ["pool mean", str(seed), str(n), f"{signed(mean)} [{signed(lo)}, {signed(hi)}]"]
        )
        lines[-1] += [""] * (len(titles) - len(lines[-1]))
    return layout(titles, lines, markdown)


def paired_table(
    pieces: Sequence[dict[str, Any]], base: Sequence[dict[str, Any]], markdown: bool
) -> str:
    """Each partner's levels a deal on the deals both measurements have, and the difference."""
    level, seed, by_partner = join_rows(pieces)
    base_level, base_seed, base_by_partner = join_rows(base)
    if seed != base_seed:
        raise Refused(f"paired deals need one seed (seeds {seed} and {base_seed})")
    name, base_name = (level, base_level) if level != base_level else ("pieces", "against")
    titles = ["partner", "seed", "deals", name, base_name, "paired difference [95% CI]"]
    lines = []
    for partner, rows in by_partner.items():
        if partner not in base_by_partner:
            continue
        mine, theirs = deals_of(rows), deals_of(base_by_partner[partner])
        common = sorted(set(mine) & set(theirs))
        if len(common) < 2:
            continue
        mean, lo, hi = mean_ci([mine[d] - theirs[d] for d in common])
        lines.append(
            [
                partner,
                str(seed),
                str(len(common)),
                signed(statistics.fmean(mine[d] for d in common)),
                signed(statistics.fmean(theirs[d] for d in common)),
                f"{signed(mean)} [{signed(lo)}, {signed(hi)}]",
            ]
        )
    if not lines:
        raise Refused("the two measurements share no partner with two deals or more")
    return layout(titles, lines, markdown)


def layout(titles: list[str], lines: list[list[str]], markdown: bool) -> str:
    """A Markdown table, or columns padded for a terminal."""
    if markdown:
        out = ["| " + " | ".join(titles) + " |", "|" + "---|" * len(titles)]
        out += ["| " + " | ".join(cells) + " |" for cells in lines]
        return "\n".join(out)
    widths = [max(len(cells[i]) for cells in [titles, *lines]) for i in range(len(titles))]
    return "\n".join(
        "  ".join(cell.ljust(width) for cell, width in zip(cells, widths, strict=True)).rstrip()
        for cells in [titles, *lines]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="tools/pool_join.py", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("pieces", nargs="+", type=Path, help="arena --pool --json outputs")
    parser.add_argument("--markdown", action="store_true", help="a Markdown table")
    parser.add_argument(
        "--against",
        nargs="+",
        type=Path,
        metavar="BASE",
        help="another measurement's pieces (same seed): the two paired deal by deal",
    )
    args = parser.parse_args(argv)
    try:
        pieces = read_pieces(args.pieces)
        if args.against:
            print(paired_table(pieces, read_pieces(args.against), args.markdown))
        else:
            print(table(pieces, args.markdown))
    except Refused as refused:
        print(f"pool_join: {refused}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
