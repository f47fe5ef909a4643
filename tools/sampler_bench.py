"""How close the sampled deals come to the true one, with and without play signals (issue 29).

    .venv/bin/python tools/sampler_bench.py [--rounds 12] [--worlds 60] [--seed 1]
                                            [--seats montecarlo,hoarder,thrower,trumper]
                                            [--signal 0.25]

Rounds are played by the seats given (by default the independent Monte Carlo partner and three
styled partners, so the yardstick is not Normal's own play, which Hard's sampler could learn).
At every card play from the fifth trick on, the player to act's view is sampled ``--worlds``
times with ``sampling.SIGNAL`` on and off, and each hidden place's expected count of each unseen
face is compared with the true count. Prints the mean squared error over every (place, face),
and over the faces of the suits a signal names for that place (where signals act), with the
change, and the signals' own accuracy: how often a hand said to hold no point cards (or no
cards without points) of a suit truly held none.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tractor_desktop.ai import sampling  # noqa: E402
from tractor_desktop.ai.arena import seat_player  # noqa: E402
from tractor_desktop.ai.budget import Budget  # noqa: E402
from tractor_desktop.ai.knowledge import TALON, Knowledge  # noqa: E402
from tractor_desktop.engine.actions import Action  # noqa: E402
from tractor_desktop.engine.drive import Turn, drive  # noqa: E402
from tractor_desktop.engine.game import Game  # noqa: E402
from tractor_desktop.engine.options import RuleOptions  # noqa: E402


def errors(k: Knowledge, truth: dict[int, Counter], worlds: int, signal: float) -> dict:
    """Squared errors of the sampled expected counts, over all and over the signalled suits."""
    sampling.SIGNAL = signal
    rng = random.Random(1)
    sums: dict[int, Counter] = {p: Counter() for p in truth}
    for _ in range(worlds):
        world = sampling.sample_world(k, rng)
        for p in truth:
            sums[p].update(world.talon if p == TALON else world.hands[p])
    said = sampling.signals(k)
    every: list[float] = []
    signalled: list[float] = []
    for p in truth:
        for face in k.unseen:
            err = (sums[p][face] / worlds - truth[p][face]) ** 2
            every.append(err)
            if p != TALON and k.ctx.suit_of[face.index] in said[p]:
                signalled.append(err)
    return {"every": every, "signalled": signalled}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--worlds", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", default="montecarlo,hoarder,thrower,trumper")
    parser.add_argument("--signal", type=float, default=sampling.SIGNAL, help="the weight tried")
    args = parser.parse_args()
    sampling.SIGNAL = args.signal
    names = args.seats.split(",")
    rng = random.Random(f"sampler/{args.seed}")
    result = {1.0: {"every": [], "signalled": []}, sampling.SIGNAL: {"every": [], "signalled": []}}
    on = sampling.SIGNAL
    right = wrong = 0
    for r in range(args.rounds):
        seats = [seat_player(names[(s + r) % len(names)]) for s in range(4)]
        game = Game(RuleOptions(), rng.randrange(2**31), humans=(), levels=(5, 5), starter=r % 4)
        rngs = [random.Random(f"{r}/{s}") for s in range(4)]

        def decide(
            played: Game, turn: Turn, seats: list = seats, rngs: list = rngs
        ) -> Action | None:
            nonlocal right, wrong
            obs = played.observation(turn.seat)
            if turn.kind == "play" and len(obs.tricks) >= 4:
                k = Knowledge(obs)
                rnd = played.round
                truth = {p: Counter(rnd.hands[p]) for p in k.others()}
                if k.talon_hidden:
                    truth[TALON] = Counter(rnd.talon)
                for p, said in enumerate(sampling.signals(k)):
                    for suit, no_points in said.items():
                        held = [c for c in rnd.hands[p] if k.ctx.suit_of[c.index] == suit]
                        if any(bool(c.points) == no_points for c in held):
                            wrong += 1
                        else:
                            right += 1
                for signal in result:
                    for key, values in errors(k, truth, args.worlds, signal).items():
                        result[signal][key].extend(values)
                sampling.SIGNAL = on
            return seats[turn.seat].decide(obs, rngs[turn.seat], Budget())

        drive(game, decide, until=lambda g: bool(g.results))
    for key in ("every", "signalled"):
        off, with_ = result[1.0][key], result[on][key]
        print(
            f"{key:9s} (place, face) pairs {len(off):7d}: mean squared error"
            f" {statistics.fmean(off):.4f} without signals, {statistics.fmean(with_):.4f}"
            f" with them ({statistics.fmean(with_) / statistics.fmean(off) - 1:+.1%})"
        )
    print(f"signals checked against the true hands: {right} right, {wrong} wrong")


if __name__ == "__main__":
    main()
