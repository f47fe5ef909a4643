"""No illegal action from any computer player under random rule options (issue 29).

    .venv/bin/python tools/legality_check.py [--decisions 20000] [--seed 1] [--players hard,easy]
                                             [--budget-ms MS]

Each player sits at all four seats of rounds dealt with random rule options (every option drawn
per round, ``simulate.random_options``) until it has answered ``--decisions`` turns: offers to
declare, last chances, buries and card plays. Prints, per player, the turns answered, the actions
the game refused (the driver then stands in a legal one), the rounds played and the card-play
latency. ``--budget-ms`` caps the searching players' decisions (Hard, Expert, Monte Carlo) so a
shared machine can afford many; their candidates, and so the legality of what they choose, do
not depend on how long they search. Exits 1 if any action was refused.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tractor_desktop.ai.arena import SIDES, percentile, play_round, seat_player  # noqa: E402
from tractor_desktop.engine.options import RuleOptions  # noqa: E402
from tractor_desktop.engine.simulate import random_options  # noqa: E402


def check(name: str, decisions: int, seed: int, budget_seconds: float | None) -> int:
    """Rounds of ``name`` at every seat until it has made ``decisions``; returns refusals."""
    rng = random.Random(f"legality/{seed}/{name}")
    player = seat_player(name)
    made = refused = rounds = 0
    latencies: list[float] = []
    while made < decisions:
        options = RuleOptions.from_dict(random_options(rng))
        outcome = play_round(
            options,
            rng.randrange(2**31),
            rng.randrange(2, 15),
            rng.randrange(4),
            [player] * 4,
            budget_seconds,
        )
        rounds += 1
        made += sum(n for kind, n in outcome.decisions.items() if " " not in kind)
        refused += outcome.illegal
        latencies.extend(outcome.latencies.get(player.level, []))
    p50, p95, top = (percentile(latencies, q) for q in (0.5, 0.95, 1.0))
    print(
        f"{name:10s} {made:6d} decisions in {rounds:4d} rounds, {refused} refused;"
        f" bury and play p50 {p50:.1f} / p95 {p95:.1f} / max {top:.1f} ms",
        flush=True,
    )
    return refused


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decisions", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default=",".join(SIDES))
    parser.add_argument("--budget-ms", type=float, default=None)
    args = parser.parse_args()
    names = args.players.split(",")
    unknown = [n for n in names if n not in SIDES]
    if unknown or args.decisions < 1:
        parser.error(f"players are among {', '.join(SIDES)}; --decisions is at least 1")
    budget = None if args.budget_ms is None else args.budget_ms / 1000
    refused = sum(check(name, args.decisions, args.seed, budget) for name in names)
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main())
