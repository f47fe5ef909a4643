"""How well the search's play-outs predict a round: the evaluator measured on its own.

    python -m tractor_desktop.ai.evaluator_bench [--rounds 12] [--worlds 16] [--seed 1]

Rounds are played by four Normal players. At a few points of each round, the seat to act
predicts the opponents' final points by playing the round out on sampled deals (the move it
makes, then to the end), once with the fast all-seeing policy of ``playout`` and once with
Normal's judgement for every seat (``rollout``). The prediction is compared with what the round
really gave: mean absolute error, mean signed error (a bias), and how often the predicted
result band (declarers up 3/2/1 or the opponents' gain, by ``level_change``) is the real one.
It also prints how long each kind of play-out takes. The numbers are for reading, not a test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from ..engine import actions
from ..engine.cards import Card
from ..engine.drive import Turn, drive
from ..engine.game import Game
from ..engine.observation import Observation
from ..engine.options import RuleOptions
from ..engine.scoring import level_change
from .knowledge import Knowledge
from .players import Budget, NormalPlayer
from .playout import Playout
from .rollout import NormalPlayout, seat_views
from .sampling import World, sample_world

Play = tuple[Card, ...]

STAGES = {"early": range(1, 6), "middle": range(6, 16), "late": range(16, 40)}
"""Tricks already played at the prediction."""
ASK_AT = (1, 4, 8, 12, 16, 20)


def fast_total(k: Knowledge, world: World, play: Play, stop: Callable[[], bool]) -> int:
    playout = Playout(k, world)
    playout.apply(k.seat, play)
    return playout.run(stop)


def normal_total(k: Knowledge, world: World, play: Play, stop: Callable[[], bool]) -> int:
    playout = NormalPlayout(k, seat_views(k, world), world)
    playout.apply(k.seat, play)
    return playout.run(stop)


EVALUATORS = {"fast": fast_total, "normal": normal_total}


def predictions(
    obs: Observation, play: Play, worlds: int, rng: random.Random, spent: dict[str, float]
) -> dict[str, float]:
    """The opponents' final points each evaluator predicts, averaged over the same deals."""
    k = Knowledge(obs)
    sampled = [sample_world(k, rng) for _ in range(worlds)]
    out: dict[str, float] = {}
    for name, total in EVALUATORS.items():
        start = time.perf_counter()
        out[name] = statistics.fmean(total(k, w, play, lambda: False) for w in sampled)
        spent[name] = spent.get(name, 0.0) + time.perf_counter() - start
    return out


def predicted_round(
    game: Game, rng: random.Random, worlds: int, spent: dict[str, float]
) -> list[tuple[int, dict[str, float], int]]:
    """Four Normal players play the round; (tricks played, predictions, real total) at the
    first lead after each of ``ASK_AT`` tricks."""
    normal = NormalPlayer()
    asked: dict[int, dict[str, float]] = {}

    def decide(played: Game, turn: Turn) -> actions.Action | None:
        obs = played.observation(turn.seat)
        action = normal.decide(obs, rng, Budget())
        tricks = len(obs.tricks)
        leading = obs.current is None or not obs.current.plays
        wanted = turn.kind == "play" and leading and tricks in ASK_AT and tricks not in asked
        if wanted and isinstance(action, actions.Play):
            asked[tricks] = predictions(obs, action.cards, worlds, rng, spent)
        return action

    drive(game, decide, until=lambda g: bool(g.results))
    real = game.results[0].result.opponent_total
    return [(tricks, guess, real) for tricks, guess in asked.items()]


def band(opponent_total: float) -> tuple[str, int]:
    return level_change(int(round(opponent_total / 5.0)) * 5)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tractor_desktop.ai.evaluator_bench")
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--worlds", type=int, default=16)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.worlds < 1:
        parser.error("--rounds and --worlds must be at least 1")
    rng = random.Random(f"evaluator/{args.seed}")
    rows: list[tuple[int, dict[str, float], int]] = []
    spent: dict[str, float] = {}
    for _ in range(args.rounds):
        game = Game(RuleOptions(), rng.randrange(2**31), humans=(), starter=rng.randrange(4))
        rows.extend(predicted_round(game, rng, args.worlds, spent))
    playouts = len(rows) * args.worlds
    print(f"{len(rows)} predictions from {args.rounds} rounds, {args.worlds} sampled deals each")
    for name in EVALUATORS:
        print(f"{name} play-outs: {spent[name] * 1000 / playouts:.1f} ms each")
        for stage, tricks in STAGES.items():
            chosen = [(g[name], real) for t, g, real in rows if t in tricks]
            if not chosen:
                continue
            errors = [guess - real for guess, real in chosen]
            mae = statistics.fmean(abs(e) for e in errors)
            bias = statistics.fmean(errors)
            right = sum(band(guess) == band(real) for guess, real in chosen) / len(chosen)
            print(
                f"  {stage:6} ({len(chosen):3} predictions): points off by {mae:5.1f} "
                f"(bias {bias:+5.1f}), result called right {right:.0%}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
