"""What the search's overrides gain, judged by the true deal: how ``Plan.z`` was chosen.

    python -m tractor_desktop.ai.override_bench [--rounds 40] [--seed 2] [--seconds 0.8] [--jobs 2]

Four Normal players play the rounds. At every card play, Hard's search runs as in a game (without
its early stop, so every challenger is confirmed for the whole time), and each candidate is then
played on from the **true** deal by four Normal players: what the candidate really gave against
such players. Each override's gain over Normal's choice is told by the paired t of its
confirmation (gain / standard error), and for each threshold ``z`` the levels per round the
overrides it allows would have gained (every seat's decisions counted, so about one team's worth
of a mirrored deal). One true deal judges each decision: single gains are noisy, sums over many
decisions are not.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import random
import time
from typing import Any

from ..engine.drive import Turn, drive
from ..engine.game import Game
from ..engine.observation import Observation
from ..engine.options import RuleOptions
from . import search
from .knowledge import Knowledge
from .outcome import team_value
from .players import Budget, NormalPlayer
from .playout import Aborted
from .rollout import NormalPlayout, seat_views
from .sampling import World

T_BINS = (-math.inf, -1.0, -0.5, 0.0, 0.5, 1.0, 1.645, 2.5, math.inf)
THRESHOLDS = (2.5, 1.645, 1.0, 0.5, 0.0)
MIN_FRESH = search.HARD.confirm_min


def positions(rounds: int, seed: int) -> list[tuple[Observation, World]]:
    """Every card play of four Normal players, with the true deal at that moment."""
    rng = random.Random(f"overrides/{seed}")
    out: list[tuple[Observation, World]] = []
    normal = NormalPlayer()
    for _ in range(rounds):
        game = Game(RuleOptions(), rng.randrange(2**31), humans=(), starter=rng.randrange(4))

        def decide(played: Game, turn: Turn, into: list[tuple[Observation, World]] = out) -> Any:
            obs = played.observation(turn.seat)
            if turn.kind == "play":
                r = played.round
                into.append((obs, World([list(h) for h in r.hands], list(r.talon))))
            return normal.decide(obs, rng, Budget())

        drive(game, decide, until=lambda g: bool(g.results))
    return out


def true_value(k: Knowledge, deal: World, play: tuple[Any, ...]) -> float:
    playout = NormalPlayout(k, seat_views(k, deal), deal)
    playout.apply(k.seat, play)
    return team_value(playout.run(lambda: False), k.i_declare)


def study(args: tuple[int, Observation, World, float]) -> tuple[float, float] | None:
    """(paired t of the confirmation, the challenger's true gain), or None: no challenger."""
    index, obs, deal, seconds = args
    plan = dataclasses.replace(search.HARD, hopeless_z=math.inf)
    s = search.Search.start(obs, random.Random(index), plan)
    deadline = time.monotonic() + seconds

    def stop() -> bool:
        return time.monotonic() >= deadline

    while not s.settled() and not stop():
        try:
            s.step(stop)
        except Aborted:
            break
    if s.challenger is None or len(s.gains) < MIN_FRESH:
        return None
    mean, error = search.mean_and_error(s.gains)
    t = mean / error if error > 0 else math.copysign(math.inf, mean)
    k = Knowledge(obs)
    gain = true_value(k, deal, s.candidates[s.challenger]) - true_value(k, deal, s.candidates[0])
    return t, gain


def mean_ci(values: list[float]) -> tuple[float, float]:
    mean, error = search.mean_and_error(values)
    return mean, 1.96 * error


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tractor_desktop.ai.override_bench")
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=0.8)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.jobs < 1 or args.seconds <= 0:
        parser.error("--rounds and --jobs must be at least 1, --seconds above 0")
    work = [
        (i, obs, deal, args.seconds)
        for i, (obs, deal) in enumerate(positions(args.rounds, args.seed))
    ]
    if args.jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            found = pool.map(study, work, chunksize=4)
    else:
        found = [study(w) for w in work]
    judged = [f for f in found if f is not None]
    print(
        f"{len(work)} decisions of {args.rounds} rounds; {len(judged)} with a confirmed challenger"
    )
    print("paired t of the challenger   decisions   true gain per override (levels, 95 % CI)")
    for lo, hi in zip(T_BINS, T_BINS[1:], strict=False):
        gains = [g for t, g in judged if lo < t <= hi]
        if len(gains) > 1:
            mean, half = mean_ci(gains)
            print(
                f"  ({lo:6.3g}, {hi:6.3g}]          {len(gains):5}       {mean:+.3f} ± {half:.3f}"
            )
    print("override when t > z           overrides   true gain, levels per round")
    for z in THRESHOLDS:
        gains = [g for t, g in judged if t > z]
        print(f"  z = {z:5}                 {len(gains):5}       {sum(gains) / args.rounds:+.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
