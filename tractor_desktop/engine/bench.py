"""Benchmark: random complete rounds per second and follow checks per second on one core.

    python -m tractor_desktop.engine.bench [--rounds N] [--seed S]

The last line reads ``rounds/s: <number>``.
"""

from __future__ import annotations

import argparse
import random
import time

from .cards import Card
from .combos import Combo
from .following import check_follow
from .game import Game
from .options import RuleOptions
from .simulate import play_round, random_action, random_options
from .trump import TrumpContext


def bench_rounds(count: int, seed: int) -> tuple[float, int]:
    """Rounds per second over ``count`` random rounds (deal to scoring), and actions applied."""
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for i in range(count):
        options = RuleOptions.from_dict(random_options(rng)) if i % 2 else RuleOptions()
        game = Game(options, seed=seed * 100_003 + i, humans=())
        actions += play_round(game, rng)
    return count / (time.perf_counter() - start), actions


def bench_follow_checks(count: int, seed: int) -> float:
    """Follow checks per second on positions taken from random rounds."""
    rng = random.Random(seed)
    positions: list[tuple[Combo, list[Card], tuple[Card, ...], TrumpContext]] = []
    while len(positions) < 500:
        game = Game(seed=rng.randrange(2**32), humans=())
        while game.round.phase != "play":
            game.apply(random_action(game, rng))
        current = game.round
        while current.phase == "play" and len(positions) < 500:
            trick = current.current
            assert trick is not None and current.ctx is not None
            if trick.plays:
                # A copy: the hand itself loses these cards as the round goes on.
                hand = list(current.hands[current.to_act or 0])
                for play in game.legal_plays():
                    positions.append((trick.lead, hand, play, current.ctx))
            game.apply(random_action(game, rng))
            if game.round is not current:
                break
    start = time.perf_counter()
    done = 0
    while done < count:
        for lead, hand, play, ctx in positions:
            check_follow(lead, hand, play, ctx)
        done += len(positions)
    return done / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tractor_desktop.engine.bench")
    parser.add_argument("--rounds", type=int, default=1000, help="random rounds to play")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    checks = bench_follow_checks(200_000, args.seed)
    print(f"follow checks/s: {checks:,.0f}")
    rate, actions = bench_rounds(args.rounds, args.seed)
    print(f"rounds: {args.rounds}, actions: {actions}, actions/round: {actions / args.rounds:.1f}")
    print(f"rounds/s: {rate:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
