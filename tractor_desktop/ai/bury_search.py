"""Hard's and Expert's bury: Normal's stands unless another proves better over whole rounds.

The candidates are Normal's own options (which plain suits to void, how dear a point in the
talon is): each is tried on the same sampled deals of the other three hands, the round played
from the first lead to the end with every seat choosing as Normal would (the opponents with
the plan's varied habits, as in the card play's search), and judged by the
paired statistic of ``search.Search``. The bury is one decision a round and shapes all of it
(the voids to trump with, the points the last trick may multiply), so it is worth a search.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

from ..engine.cards import Card
from ..engine.observation import Observation, TrickView
from .burying import POINT_WEIGHT, bury_options
from .heuristic import NORMAL, Style
from .knowledge import Knowledge
from .outcome import team_value
from .rollout import NormalPlayout, opponent_styles, seat_views
from .sampling import World, sample_world
from .search import EXPERT, HARD, Plan, Search

Bury = tuple[Card, ...]

POINT_AVERSE = 5.0
"""A second view of the talon: a point buried costs this much (Normal's weighs it 1.5)."""

HARD_BURY = dataclasses.replace(HARD, work=1600)
"""A bury's play-outs run the whole round (25 cards each): 64 of them, 20 or more fresh deals
for the challenger once the (two to five) candidates are nominated, about half a second. The
opponents play them with varied habits (``Plan.spread`` 0.3, as in the card play's search):
with four Normals there, the bury and the declaration were judged by Normal's card play, and
against the Monte Carlo partner Hard took +0.225 levels a deal instead of +0.285, paired
+0.060 [-0.022, +0.142] on 200 deals (docs/AI.md)."""
EXPERT_BURY = dataclasses.replace(EXPERT, work=3000)
"""120 play-outs, about a second: the bury is one decision a round."""


def bury_candidates(obs: Observation, count: int) -> list[Bury]:
    """Normal's bury first, then the next best of its options and of a point-averse weighing."""
    normal = bury_options(obs, POINT_WEIGHT)
    averse = bury_options(obs, POINT_AVERSE)
    mixed: list[Bury] = [normal[0]]
    for a, b in zip(normal[1:], averse, strict=False):
        mixed.extend((b, a))
    return list(dict.fromkeys(mixed))[:count]


def after_bury(obs: Observation, bury: Bury) -> Observation:
    """The starter's view at the first lead, had it buried ``bury``."""
    hand = list(obs.hand)
    for c in bury:
        hand.remove(c)
    sizes = list(obs.hand_sizes)
    sizes[obs.seat] = len(hand)
    return dataclasses.replace(
        obs,
        phase="play",
        hand=tuple(hand),
        talon=tuple(bury),
        hand_sizes=(sizes[0], sizes[1], sizes[2], sizes[3]),
        current=TrickView(obs.seat, ()),
    )


class BuryTrials:
    """Buries, each valued by the round played out from the first lead on a sampled deal."""

    def __init__(self, obs: Observation, candidates: list[Bury], spread: float = 0.0) -> None:
        self.k = Knowledge(obs)
        self.candidates = candidates
        self.spread = spread
        self.after = [Knowledge(after_bury(obs, bury)) for bury in candidates]
        self.world: World | None = None
        self.views: list[Knowledge] = []
        self.styles: list[Style] = [NORMAL] * 4

    @property
    def cost(self) -> int:
        return len(self.after[0].hand)

    def deal(self, rng: random.Random) -> None:
        self.world = sample_world(self.k, rng)
        # The other seats' views do not depend on the bury (they cannot see the talon).
        self.views = seat_views(self.after[0], self._world(0))
        self.styles = opponent_styles(self.k.seat, rng, self.spread)

    def _world(self, index: int) -> World:
        assert self.world is not None
        hands = list(self.world.hands)
        hands[self.k.seat] = list(self.after[index].hand)
        return World(hands, list(self.candidates[index]))

    def value(self, index: int, stop: Callable[[], bool]) -> float:
        k = self.after[index]
        views = list(self.views)
        views[k.seat] = k
        playout = NormalPlayout(k, views, self._world(index), self.styles)
        return team_value(playout.run(stop), k.i_declare)


def bury_search(obs: Observation, rng: random.Random, plan: Plan) -> Search[Bury]:
    """The search for the starter's bury: Normal's choice is candidate 0."""
    candidates = bury_candidates(obs, plan.candidates)
    return Search(BuryTrials(obs, candidates, plan.spread), rng, plan)
