"""A quick look at the sparring partners (issue 29): Normal against each on a few mirrored deals,
and the Monte Carlo partner's thinking time. The arena's pool mode is the real measure; this is
the partners' own sanity check, small enough for a shared machine.

    .venv/bin/python tools/sparring_check.py [--deals 10] [--seed 1] [--partners montecarlo,easy]

Each deal is played twice, Normal at seats 0 and 2 and then at 1 and 3, on the same cards.
Prints, per partner: Normal's levels a deal over the partner with a 95 % interval, and the
partner's card-play latency (p50 / p95 / max, ms), with the machine's load.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tractor_desktop.ai.budget import Budget  # noqa: E402
from tractor_desktop.ai.players import Player, make_player  # noqa: E402
from tractor_desktop.ai.sparring import PARTNERS, make_partner  # noqa: E402
from tractor_desktop.engine.actions import Action  # noqa: E402
from tractor_desktop.engine.drive import Turn, drive  # noqa: E402
from tractor_desktop.engine.game import Game  # noqa: E402
from tractor_desktop.engine.options import RuleOptions  # noqa: E402


def play_round(
    seed: int, level: int, starter: int, seats: list[Player], latencies: list[float]
) -> int:
    """Levels gained by team 0 less team 1's; the partner's (seat 1's player) card-play times."""
    game = Game(RuleOptions(), seed, humans=(), levels=(level, level), starter=starter)
    rngs = [random.Random(f"{seed}/{seat}") for seat in range(4)]

    def decide(played: Game, turn: Turn) -> Action | None:
        start = time.perf_counter()
        action = seats[turn.seat].decide(played.observation(turn.seat), rngs[turn.seat], Budget())
        if turn.kind == "play" and seats[turn.seat] is seats[1]:
            latencies.append((time.perf_counter() - start) * 1000)
        return action

    illegal = drive(game, decide, until=lambda g: bool(g.results))
    assert illegal == 0, f"{illegal} illegal actions"
    scored = game.results[0]
    gain = scored.result.declarers_gain - scored.result.opponents_gain
    return gain if scored.declarers == 0 else -gain


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--partners", default=",".join(PARTNERS))
    args = parser.parse_args()
    print(f"load before: {os.getloadavg()[0]:.1f}")
    for name in args.partners.split(","):
        rng = random.Random(f"sparring/{args.seed}")
        normal, partner = make_player("normal"), make_partner(name)
        edges: list[int] = []
        latencies: list[float] = []
        for _ in range(args.deals):
            seed, level, starter = rng.randrange(2**31), rng.randrange(2, 15), rng.randrange(4)
            first = play_round(seed, level, starter, [normal, partner, normal, partner], latencies)
            second = play_round(seed, level, starter, [partner, normal, partner, normal], [])
            edges.append(first - second)
        mean = statistics.mean(edges)
        half = 1.96 * statistics.stdev(edges) / math.sqrt(len(edges)) if len(edges) > 1 else 0.0
        ordered = sorted(latencies)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        print(
            f"normal - {name:10s} {mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}] levels a "
            f"deal over {len(edges)} deals; {name} plays p50 {statistics.median(ordered):.0f} / "
            f"p95 {p95:.0f} / max {ordered[-1]:.0f} ms; load {os.getloadavg()[0]:.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
