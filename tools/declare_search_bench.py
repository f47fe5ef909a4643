"""How Hard's searched declaration (``ai/declare_search.py``) departs from Normal's, and how long
it takes, on the offers to declare of real rounds.

    .venv/bin/python tools/declare_search_bench.py --rounds 40 --seed 1 [--level expert] [--work N]

Rounds are played by Normal (half of them a game's first round, where the declaration decides
who starts; half later rounds with a starter). At every offer to declare where the seat has
something to show, the search decides too, without a clock (its fixed work only), and is timed.
Each departure from Normal is then judged on the true deal: both decisions played from the real
round on to its end with every seat as Normal (one deterministic paired gain per departure).
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import random
import statistics
import time

from tractor_desktop.ai.arena import percentile
from tractor_desktop.ai.budget import Budget
from tractor_desktop.ai.declare import Decision, decide_declaration
from tractor_desktop.ai.declare_search import (
    EXPERT_DECLARE,
    HARD_DECLARE,
    PLAYOUT_COST,
    REDEAL_VALUE,
    decision_key,
    declare_search,
    finish_draw,
    has_show,
    play_out,
)
from tractor_desktop.ai.players import make_player
from tractor_desktop.ai.search import Plan, run
from tractor_desktop.engine.actions import Action, Declare
from tractor_desktop.engine.drive import Turn, drive
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.round import Round


def true_value(current: Round, seat: int, decision: Decision) -> float:
    """``decision`` made in the real round, which is then played out as Normal would."""
    played = copy.deepcopy(current)
    if decision is not None:
        played.apply(decision)
    if not finish_draw(played):
        return REDEAL_VALUE
    return play_out(played, seat, lambda: False)


class Tally:
    """What the searched decisions came to."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.latencies: list[float] = []
        self.playouts: list[int] = []
        self.gains: list[float] = []
        """Each departure's gain over Normal's decision on the true deal, in levels."""
        self.departures: dict[str, int] = {}
        self.searched = {"first": 0, "later": 0}
        self.rounds = {"first": 0, "later": 0}

    def play(self, game: Game, kind: str, seed: int) -> None:
        """The round's draw with Normal's decisions; the search weighs each offer beside."""
        self.rounds[kind] += 1
        normal = make_player("normal")
        rng = random.Random(seed)
        search_rng = random.Random(seed + 1)

        def decide(played: Game, turn: Turn) -> Action | None:
            obs = played.observation(turn.seat)
            if obs.phase == "draw" and has_show(obs):
                self.weigh(played, obs, kind, search_rng)
            return normal.decide(obs, rng, Budget())

        drive(game, decide, until=lambda g: g.round.phase in ("bury", "play", "scored"))

    def weigh(self, played: Game, obs: Observation, kind: str, rng: random.Random) -> None:
        start = time.perf_counter()
        search = declare_search(obs, rng, self.plan)
        spent = run(search, Budget())
        chosen = search.best()
        self.latencies.append((time.perf_counter() - start) * 1000)
        self.playouts.append(spent.playouts)
        self.searched[kind] += 1
        base = decide_declaration(obs)
        if decision_key(chosen) == decision_key(base):
            return
        what = "declare" if isinstance(chosen, Declare) else "wait"
        instead = "declaring" if isinstance(base, Declare) else "waiting"
        label = f"{kind}: {what} instead of {instead}"
        self.departures[label] = self.departures.get(label, 0) + 1
        gain = true_value(played.round, obs.seat, chosen)
        self.gains.append(gain - true_value(played.round, obs.seat, base))

    def report(self) -> None:
        for kind in ("first", "later"):
            n = self.searched[kind]
            per = n / max(1, self.rounds[kind])
            print(f"  {kind} rounds: {self.rounds[kind]}, searched decisions {n} ({per:.1f} each)")
        total = len(self.latencies)
        moved = sum(self.departures.values())
        print(f"departures from Normal: {moved} of {total} ({100 * moved / max(1, total):.1f} %)")
        for label, n in sorted(self.departures.items()):
            print(f"  {label}: {n}")
        gains = self.gains
        if gains:
            mean = statistics.fmean(gains)
            half = 1.96 * statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else 0.0
            low, high = mean - half, mean + half
            print(f"  judged on the true deal: {mean:+.3f} [{low:+.3f}, {high:+.3f}] levels each")
        if total:
            p50, p95 = percentile(self.latencies, 0.5), percentile(self.latencies, 0.95)
            top, mean = max(self.latencies), statistics.fmean(self.latencies)
            print(f"latency ms: p50 {p50:.0f} p95 {p95:.0f} max {top:.0f} mean {mean:.0f}")
            counts = [float(n) for n in self.playouts]
            print(f"play-outs: p50 {percentile(counts, 0.5):.0f} max {max(counts):.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", choices=("hard", "expert"), default="hard")
    parser.add_argument("--work", type=int, help="cards of play-outs (default: the level's)")
    parser.add_argument("--nominate", type=int, help="deals to nominate on (default: the level's)")
    args = parser.parse_args()
    plan = HARD_DECLARE if args.level == "hard" else EXPERT_DECLARE
    work = plan.work if args.work is None else args.work
    nominate = plan.nominate if args.nominate is None else args.nominate
    tally = Tally(dataclasses.replace(plan, work=work, nominate=nominate))
    master = random.Random(f"declare-bench/{args.seed}")
    for index in range(args.rounds):
        seed = master.randrange(2**31)
        if index % 2 == 0:
            tally.play(Game(RuleOptions(), seed, humans=()), "first", seed)
        else:
            level = master.randrange(2, 15)
            game = Game(RuleOptions(), seed, humans=(), levels=(level, level), starter=index % 4)
            tally.play(game, "later", seed)
    most = work // PLAYOUT_COST
    print(f"{args.level}: work {work} cards ({most} play-outs at most), nominate {nominate}")
    tally.report()


if __name__ == "__main__":
    main()
