"""Arena: two players play mirrored deals; levels gained, points, latency, illegal actions.

    python -m tractor_desktop.ai.arena --a hard --b normal --deals 200 --seed 1 [--jobs 2] [--json]
    python -m tractor_desktop.ai.arena --pool --a hard --deals 200 --seed 1 [--partners easy,...]

Each deal (a seed, a trump rank, a starter) is played twice with the teams' seats swapped, so
both sides hold the same cards in turn. The game is driven by ``engine.drive``: only the actions
the players return are applied; an illegal one is counted and replaced by the turn's fallback.
A side is a level (``players.LEVELS``) or a sparring partner (``sparring.PARTNERS``). ``--pool``
plays the level against each partner in turn on the same deals (paired: the rows can be
compared deal by deal), one row each, with the machine's load average as the row began and
ended (a searching level's work is fixed, so a busy machine should slow it, not weaken it):
``arena_pool``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from ..engine.actions import Action, Bury, Pass, Play
from ..engine.cards import Card
from ..engine.drive import Turn, drive
from ..engine.game import Game
from ..engine.observation import Observation
from ..engine.options import RuleOptions
from ..engine.round import team
from ..engine.simulate import random_options
from .budget import Budget
from .burying import choose_bury
from .heuristic import rank_plays
from .knowledge import Knowledge
from .players import LEVELS, HardPlayer, Player, make_player
from .sparring import PARTNERS, make_partner

KINDS = ("declare", "last_chance", "bury", "play")
SEARCHING = ("hard", "expert")
"""The levels whose plays are compared with Normal's choice (how often the search overrides)."""
SIDES: tuple[str, ...] = tuple(dict.fromkeys(LEVELS + PARTNERS))
"""Who may take a side: the levels, then the sparring partners."""


def seat_player(name: str) -> Player:
    """A level's player, or a sparring partner's."""
    return make_player(name) if name in LEVELS else make_partner(name)


@dataclasses.dataclass
class RoundOutcome:
    """One round from team 0's point of view."""

    team0_gain: int
    team1_gain: int
    winner_team: int
    opponent_points: int
    declarers_team: int
    illegal: int
    latencies: dict[str, list[float]]
    decisions: dict[str, int]


@dataclasses.dataclass
class DealOutcome:
    index: int
    a_minus_b: int
    a_rounds_won: int
    opponent_points: list[int]
    a_points_edge: int
    """Points A took as the attacking team minus what B took (a finer measure than levels)."""
    illegal: int
    latencies: dict[str, list[float]]
    decisions: dict[str, int]


def count(tally: dict[str, int], key: str, amount: int = 1) -> None:
    tally[key] = tally.get(key, 0) + amount


def normal_choice(obs: Observation, kind: str) -> tuple[Card, ...]:
    """What Normal would play or bury here (to see how often a searching level differs)."""
    return rank_plays(Knowledge(obs))[0][1] if kind == "play" else choose_bury(obs)


def play_round(
    options: RuleOptions,
    seed: int,
    level: int,
    starter: int,
    seats: Sequence[Player],
    budget_seconds: float | None,
    iterations: int | None = None,
) -> RoundOutcome:
    """Play one round with the given players by seat; team results from team 0's side."""
    game = Game(options, seed, humans=(), levels=(level, level), starter=starter)
    rngs = [random.Random(f"arena/{seed}/{seat}/{seats[seat].level}") for seat in range(4)]
    latencies: dict[str, list[float]] = {}
    decisions: dict[str, int] = {}

    def decide(played: Game, turn: Turn) -> Action | None:
        player = seats[turn.seat]
        obs = played.observation(turn.seat)
        deadline = None if budget_seconds is None else time.monotonic() + budget_seconds
        budget = Budget(deadline=deadline, iterations=iterations)
        searcher = player if isinstance(player, HardPlayer) else None
        if searcher is not None:
            searcher.spent = None
        start = time.perf_counter()
        action: Action | None
        try:
            action = player.decide(obs, rngs[turn.seat], budget)
        except Exception as e:  # a crash is a bug like an illegal action: count it, go on
            print(f"arena: {player.level} raised {e!r}", file=sys.stderr)
            action = Pass(-1)  # no turn accepts it
        elapsed = (time.perf_counter() - start) * 1000
        decisions[turn.kind] = decisions.get(turn.kind, 0) + 1
        if turn.kind in ("bury", "play"):
            latencies.setdefault(player.level, []).append(elapsed)
        if searcher is not None and searcher.spent is not None:
            count(decisions, f"{player.level} searched")
            count(decisions, f"{player.level} playouts", searcher.spent.playouts)
            count(decisions, f"{player.level} capped", int(searcher.spent.capped))
        if player.level in SEARCHING and isinstance(action, (Play, Bury)):
            kind = "play" if isinstance(action, Play) else "bury"
            key = f"{player.level} {kind}"
            decisions[key] = decisions.get(key, 0) + 1
            if sorted(normal_choice(obs, kind)) != sorted(action.cards):
                decisions[f"{key} overridden"] = decisions.get(f"{key} overridden", 0) + 1
        return action

    illegal = drive(game, decide, until=lambda g: bool(g.results))
    scored = game.results[0]
    result = scored.result
    declarers = scored.declarers
    gains = [0, 0]
    gains[declarers] = result.declarers_gain
    gains[1 - declarers] = result.opponents_gain
    winner_team = declarers if result.winner == "declarers" else 1 - declarers
    return RoundOutcome(
        gains[0],
        gains[1],
        winner_team,
        result.opponent_total,
        declarers,
        illegal,
        latencies,
        decisions,
    )


@dataclasses.dataclass(frozen=True)
class DealSpec:
    index: int
    seed: int
    level: int
    starter: int
    options: dict[str, Any]


@dataclasses.dataclass(frozen=True)
class Match:
    """What a run of the arena plays: which deals of which seed, and how each decision is
    budgeted and how many processes play them."""

    deals: int
    seed: int = 1
    first: int = 0
    """The seed's deals before this one are skipped (a long run can be played in pieces)."""
    random_rules: bool = False
    jobs: int = 1
    budget_seconds: float | None = None
    """A deadline per decision; None: the level's own cap."""
    iterations: int | None = None
    """At most this many sampled deals a searched decision, and no clock."""

    def specs(self) -> list[DealSpec]:
        """The seed's deals ``first`` to ``first + deals - 1``: a deal is the same whatever
        range it is played in, so that runs of one seed can be split and their results
        joined."""
        rng = random.Random(f"arena/{self.seed}")
        out = []
        for i in range(self.first + self.deals):
            options = random_options(rng) if self.random_rules else {}
            out.append(
                DealSpec(i, rng.randrange(2**31), rng.randrange(2, 15), rng.randrange(4), options)
            )
        return out[self.first :]


def play_deal(
    spec: DealSpec, a: str, b: str, budget_seconds: float | None, iterations: int | None
) -> DealOutcome:
    """The deal twice: A at seats 0 and 2, then A at seats 1 and 3."""
    options = RuleOptions.from_dict(spec.options)
    net = 0
    rounds_won = 0
    points: list[int] = []
    edge = 0
    illegal = 0
    decisions: dict[str, int] = {}
    latencies: dict[str, list[float]] = {}
    for a_team in (0, 1):
        seats = [seat_player(a if team(s) == a_team else b) for s in range(4)]
        outcome = play_round(
            options, spec.seed, spec.level, spec.starter, seats, budget_seconds, iterations
        )
        gains = (outcome.team0_gain, outcome.team1_gain)
        net += gains[a_team] - gains[1 - a_team]
        rounds_won += outcome.winner_team == a_team
        points.append(outcome.opponent_points)
        a_attacks = outcome.declarers_team != a_team
        edge += outcome.opponent_points if a_attacks else -outcome.opponent_points
        illegal += outcome.illegal
        for kind, count in outcome.decisions.items():
            decisions[kind] = decisions.get(kind, 0) + count
        for level, values in outcome.latencies.items():
            latencies.setdefault(level, []).extend(values)
    return DealOutcome(spec.index, net, rounds_won, points, edge, illegal, latencies, decisions)


def _play_deal_args(args: tuple[DealSpec, str, str, float | None, int | None]) -> DealOutcome:
    return play_deal(*args)


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[index]


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean and its normal 95 % interval."""
    n = len(values)
    mean = statistics.fmean(values) if values else 0.0
    half = 1.96 * statistics.stdev(values) / math.sqrt(n) if n > 1 else 0.0
    return mean, mean - half, mean + half


def override_rates(outcomes: Sequence[DealOutcome], kind: str) -> dict[str, float]:
    """For each searching level, how often its ``kind`` decision was not Normal's."""
    rates = {}
    for level in SEARCHING:
        made = sum(o.decisions.get(f"{level} {kind}", 0) for o in outcomes)
        if made:
            changed = sum(o.decisions.get(f"{level} {kind} overridden", 0) for o in outcomes)
            rates[level] = round(changed / made, 4)
    return rates


def search_work(outcomes: Sequence[DealOutcome]) -> dict[str, dict[str, float]]:
    """For each searching level: play-outs a searched decision, and how often the clock (or a
    cancel) stopped a search before its fixed work was done."""
    work = {}
    levels = {k.split(" ")[0] for o in outcomes for k in o.decisions if k.endswith(" searched")}
    for level in sorted(levels):
        searched = sum(o.decisions.get(f"{level} searched", 0) for o in outcomes)
        playouts = sum(o.decisions.get(f"{level} playouts", 0) for o in outcomes)
        capped = sum(o.decisions.get(f"{level} capped", 0) for o in outcomes)
        work[level] = {
            "searched": searched,
            "playouts_per_decision": round(playouts / searched, 1),
            "capped_rate": round(capped / searched, 4),
        }
    return work


def summarize(outcomes: Sequence[DealOutcome], a: str, b: str) -> dict[str, Any]:
    nets = [o.a_minus_b for o in outcomes]
    n = len(nets)
    mean, lo, hi = mean_ci(nets)
    edge, edge_lo, edge_hi = mean_ci([o.a_points_edge for o in outcomes])
    latencies: dict[str, list[float]] = {}
    for o in outcomes:
        for level, values in o.latencies.items():
            latencies.setdefault(level, []).extend(values)
    points = [p for o in outcomes for p in o.opponent_points]
    return {
        "a": a,
        "b": b,
        "deals": n,
        "levels_per_deal": round(mean, 4),
        "ci95": [round(lo, 4), round(hi, 4)],
        "points_edge": round(edge, 2),
        "points_edge_ci95": [round(edge_lo, 2), round(edge_hi, 2)],
        "deal_win_rate": round(sum(1 for v in nets if v > 0) / n, 4) if n else 0.0,
        "deal_loss_rate": round(sum(1 for v in nets if v < 0) / n, 4) if n else 0.0,
        "a_round_win_rate": round(sum(o.a_rounds_won for o in outcomes) / (2 * n), 4) if n else 0.0,
        "opponents_mean_points": round(statistics.fmean(points), 2) if points else 0.0,
        "illegal_actions": sum(o.illegal for o in outcomes),
        "decisions": sum(o.decisions.get(kind, 0) for o in outcomes for kind in KINDS),
        "decisions_by_kind": {
            kind: sum(o.decisions.get(kind, 0) for o in outcomes) for kind in KINDS
        },
        "overrides": override_rates(outcomes, "play"),
        "bury_overrides": override_rates(outcomes, "bury"),
        "search_work": search_work(outcomes),
        "latency_ms": {
            level: {
                "p50": round(percentile(values, 0.5), 2),
                "p95": round(percentile(values, 0.95), 2),
                "max": round(max(values), 2),
            }
            for level, values in sorted(latencies.items())
        },
    }


def play_deals(a: str, b: str, match: Match) -> list[DealOutcome]:
    """The match's deals, each played mirrored, in the deals' order."""
    work = [(spec, a, b, match.budget_seconds, match.iterations) for spec in match.specs()]
    if match.jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(match.jobs) as pool:
            return pool.map(_play_deal_args, work, chunksize=1)
    return [_play_deal_args(w) for w in work]


def run(a: str, b: str, match: Match) -> dict[str, Any]:
    return summarize(play_deals(a, b, match), a, b)


def report(summary: dict[str, Any]) -> str:
    lo, hi = summary["ci95"]
    lines = [
        f"{summary['a']} vs {summary['b']}: {summary['deals']} mirrored deals",
        f"levels per deal (A minus B): {summary['levels_per_deal']:+.3f}"
        f"  95% CI [{lo:+.3f}, {hi:+.3f}]",
        f"points A took attacking minus B's: {summary['points_edge']:+.1f}"
        f"  95% CI [{summary['points_edge_ci95'][0]:+.1f}, {summary['points_edge_ci95'][1]:+.1f}]",
        f"deals won by A: {summary['deal_win_rate']:.1%}  lost: {summary['deal_loss_rate']:.1%}",
        f"rounds won by A: {summary['a_round_win_rate']:.1%}",
        f"opponents' mean points: {summary['opponents_mean_points']:.1f}",
        f"illegal actions: {summary['illegal_actions']} in {summary['decisions']} decisions"
        f" {summary['decisions_by_kind']}",
    ]
    for level, rate in summary["overrides"].items():
        lines.append(f"{level} plays other than Normal's choice: {rate:.1%}")
    for level, rate in summary["bury_overrides"].items():
        lines.append(f"{level} buries other than Normal's: {rate:.1%}")
    for level, work in summary["search_work"].items():
        lines.append(
            f"{level} searched {work['searched']} decisions, {work['playouts_per_decision']:.1f}"
            f" play-outs each, {work['capped_rate']:.1%} stopped by the clock"
        )
    lines.append("latency of card decisions (bury and play):")
    for level, lat in summary["latency_ms"].items():
        lines.append(
            f"latency {level}: p50 {lat['p50']:.1f} ms  p95 {lat['p95']:.1f} ms"
            f"  max {lat['max']:.1f} ms"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tractor_desktop.ai.arena")
    parser.add_argument("--a", choices=SIDES, default="hard")
    parser.add_argument("--b", choices=SIDES, default="normal", help="a level or a partner")
    parser.add_argument(
        "--pool", action="store_true", help="--a against each sparring partner, one row each"
    )
    parser.add_argument(
        "--partners",
        type=lambda text: tuple(text.split(",")),
        default=PARTNERS,
        help=f"the pool, comma separated (default: {','.join(PARTNERS)})",
    )
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--first",
        type=int,
        default=0,
        help="skip the seed's deals before this one (runs of one seed can then be joined)",
    )
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--budget-ms",
        type=float,
        default=None,
        help="a deadline per decision (default: the level's cap, BUDGET_MS; Hard's and Expert's"
        " work is fixed, the deadline only cuts it short)",
    )
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="at most this many sampled deals a searched decision, and no clock",
    )
    parser.add_argument("--random-rules", action="store_true", help="random rule options per deal")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.jobs < 1:
        parser.error("--deals and --jobs must be at least 1")
    if args.first < 0:
        parser.error("--first must be 0 or more")
    unknown = [name for name in args.partners if name not in SIDES]
    if unknown:
        parser.error(f"unknown partner {unknown[0]!r} (choose from {', '.join(SIDES)})")
    match = Match(
        deals=args.deals,
        seed=args.seed,
        first=args.first,
        random_rules=args.random_rules,
        jobs=args.jobs,
        budget_seconds=None if args.budget_ms is None else args.budget_ms / 1000,
        iterations=args.iterations,
    )
    if args.pool:
        from .arena_pool import main_pool  # the pool's rows and table: a module of their own

        return main_pool(args.a, args.partners, match, args.json)
    summary = run(args.a, args.b, match)
    print(json.dumps(summary) if args.json else report(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
