"""Hard's determinized Monte Carlo: the heuristic's candidates, tried on the same sampled deals.

Each step plays out one candidate on one sampled deal (a few milliseconds; the budget is checked
after every trick). Outcomes are scored in levels, from the seat's team's side. The heuristic's
choice stands unless another candidate beats it on the same deals by a clear, significant margin.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from ..engine.cards import Card
from ..engine.combos import classify
from ..engine.observation import Observation
from ..engine.scoring import level_change
from ..engine.trump import TRUMP
from .budget import Budget
from .heuristic import Ranked, rank_plays, safe_throws
from .knowledge import SUITS, Knowledge
from .playout import Aborted, Playout
from .sampling import World, sample_world

Play = tuple[Card, ...]

TAKEOVER = 0.5
"""What losing the declarership is worth, in levels (on top of the opponents' gain)."""
MAX_CANDIDATES = 8
MAX_LEAD_CANDIDATES = 10
MAX_WORLDS = 160
MIN_WORLDS = 10
MARGIN = 0.04
"""Levels per round a candidate must gain over the heuristic's choice to replace it."""


def team_value(opponent_total: int, i_declare: bool) -> float:
    """The round's result in levels for the seat's team (a little smoothed by the points)."""
    side, gain = level_change(opponent_total)
    value = float(gain) if side == "declarers" else -(gain + TAKEOVER)
    value -= opponent_total / 400.0
    return value if i_declare else -value


def near_safe_throws(k: Knowledge) -> list[Play]:
    """For each suit, the units that are probably not beaten by anyone, if they make a throw."""
    out: list[Play] = []
    tit = k.obs.options.allow_tractor_in_throw
    for suit in SUITS:
        held = k.held(suit)
        if len(held) < 3:
            continue
        units = classify(held, k.ctx, tit).units
        keep = []
        for unit in units:
            shape = 0 if unit.kind == "single" else unit.pairs
            p_ok = 1.0
            for s in k.others():
                p_ok *= 1.0 - k.p_shape_above(s, suit, shape, unit.top)
            if p_ok >= 0.75:
                keep.append(unit)
        chosen = [c for u in keep for c in u.cards]
        if len(keep) >= 2 and classify(chosen, k.ctx, tit).type == "throw":
            out.append(tuple(k.ctx.sorted(chosen)))
    return out


def select_candidates(k: Knowledge, ranked: Ranked) -> list[Play]:
    """The heuristic's choice first, then its next best, every multi-card lead, near-safe throws."""
    leading = k.obs.current is None or not k.obs.current.plays
    if not leading:
        return list(dict.fromkeys(p for _, p in ranked))[:MAX_CANDIDATES]
    out: list[Play] = [p for _, p in ranked[:3]]
    out.extend(safe_throws(k))
    out.extend(near_safe_throws(k))
    out.extend(p for _, p in ranked if len(p) > 1)
    # A low single of each plain suit: the usual way to give the lead away cheaply.
    for suit in SUITS:
        held = k.held(suit)
        if suit != TRUMP and held:
            out.append((min(held, key=lambda c: (c.points, k.ctx.key_of[c.index])),))
    return list(dict.fromkeys(out))[:MAX_LEAD_CANDIDATES]


class Search:
    """Anytime search state, in small steps (so a caller may slice it between other work):
    ``Search.start(obs, rng)``, then ``step`` until ``settled``; ``best`` at any moment."""

    def __init__(self, knowledge: Knowledge, candidates: list[Play], rng: random.Random):
        self.k = knowledge
        self.candidates = candidates
        self.rng = random.Random(rng.random())
        self.values: list[list[float]] = [[] for _ in candidates]
        self.alive = list(range(len(candidates)))
        self.world: World | None = None
        self.next_index = 0
        self.worlds = 0

    @classmethod
    def start(cls, obs: Observation, rng: random.Random) -> Search:
        """The search for the seat to act: the heuristic's choice is candidate 0."""
        k = Knowledge(obs)
        ranked = rank_plays(k)
        candidates = select_candidates(k, ranked) if len(ranked) > 1 else [ranked[0][1]]
        return cls(k, candidates, rng)

    def world_done(self) -> bool:
        """Every candidate still in the race has been tried on the current sampled deal."""
        return self.next_index >= len(self.alive)

    def step(self, stop: Callable[[], bool]) -> None:
        """Play out one candidate on the current sampled deal (starting a new deal if needed)."""
        k = self.k
        if self.world is None or self.world_done():
            self.world = sample_world(k, self.rng)
            self.next_index = 0
            self.worlds += 1
        index = self.alive[self.next_index]
        world = self.world
        obs = k.obs
        trick = obs.current
        playout = Playout(
            k.ctx,
            obs.options,
            [list(h) for h in world.hands],
            world.talon,
            k.declarers,
            trick.leader if trick is not None else k.seat,
            trick.plays if trick is not None else (),
            obs.opponent_points,
        )
        playout.apply(k.seat, self.candidates[index])
        total = playout.run(stop)
        self.values[index].append(team_value(total, k.i_declare))
        self.next_index += 1
        if self.next_index >= len(self.alive):
            self._prune()

    def _diffs(self, index: int) -> list[float]:
        base = self.values[0]
        mine = self.values[index]
        n = min(len(base), len(mine))
        return [mine[i] - base[i] for i in range(n)]

    @staticmethod
    def _stats(diffs: list[float]) -> tuple[float, float]:
        n = len(diffs)
        if n < 2:
            return 0.0, math.inf
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean, math.sqrt(var / n)

    def _prune(self) -> None:
        if self.worlds < MIN_WORLDS:
            return
        keep = [0]
        for index in self.alive[1:]:
            mean, se = self._stats(self._diffs(index))
            if mean + 2.5 * se >= MARGIN:
                keep.append(index)
        self.alive = keep

    def settled(self) -> bool:
        """Nothing left that could still replace the heuristic's choice."""
        return len(self.alive) == 1 or (self.worlds >= MAX_WORLDS and self.world_done())

    def best(self) -> Play:
        choice, best_mean = 0, 0.0
        for index in range(1, len(self.candidates)):
            diffs = self._diffs(index)
            if len(diffs) < MIN_WORLDS:
                continue
            mean, se = self._stats(diffs)
            if mean > MARGIN and mean - 1.96 * se > 0.0 and mean > best_mean:
                choice, best_mean = index, mean
        return self.candidates[choice]


def search_play(obs: Observation, rng: random.Random, budget: Budget) -> Play:
    """Hard's play for the seat to act: the heuristic's, unless search is confidently better."""
    search = Search.start(obs, rng)
    deadline = budget.deadline
    cancelled = budget.cancelled

    def stop() -> bool:
        return cancelled() or (deadline is not None and time.monotonic() >= deadline)

    while not search.settled() and not stop():
        enough = budget.iterations is not None and search.worlds >= budget.iterations
        if enough and search.world_done():
            break
        try:
            search.step(stop)
        except Aborted:
            break
    return search.best()
