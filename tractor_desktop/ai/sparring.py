"""Sparring partners: players that are not Normal, kept to measure the levels against.

A search whose play-outs play every seat as Normal learns Normal's habits; its gain over Normal
need not carry over to players who play otherwise (issue 29). These partners play otherwise:

- ``montecarlo``: a determinized Monte Carlo player of its own (``montecarlo``), its own deal
  sampler and its own greedy play-outs, choosing by a lower confidence bound;
- ``thrower``, ``hoarder``, ``trumper``: Normal's heuristic with other weights and thresholds
  (a ``heuristic.Style`` each), not other code;
- ``easy``: the Easy level.

They are not levels the app offers: only the arena's pool and the tests seat them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from ..engine.actions import Action, Bury, Play
from ..engine.observation import Observation
from .budget import Budget
from .burying import choose_bury
from .declare import decide_declaration
from .heuristic import Style, rank_plays
from .knowledge import Knowledge
from .montecarlo import MonteCarloPlayer
from .players import Player, make_player, my_turn

THROWER: Final = Style(throw_risk=0.35, unit_bonus=5.0, hold_chance=0.6)
"""Throws top cards another hand beats up to a third of the time, and likes multi-card leads."""
HOARDER: Final = Style(point_weight=2.0, trump_cost=3.0, trump_rank_cost=6.0)
"""Every point in a trick counts twice: it fights for point tricks, ruffing them readily, and
gives its point cards only to a trick its side takes."""
TRUMPER: Final = Style(
    strong_trumps=0, strong_trumps_share=0.0, trump_lead_strong=4.0, trump_lead_weak=2.0
)
"""Leads trumps early, to draw the opponents' trumps, whether it declares or not."""
STYLES: Final[dict[str, Style]] = {"thrower": THROWER, "hoarder": HOARDER, "trumper": TRUMPER}


class StyledPlayer:
    """Normal with another ``Style``: Normal's declaring and bury, the styled card play."""

    def __init__(self, name: str, style: Style) -> None:
        self.level = name
        self.style = style

    def decide(self, obs: Observation, rng: random.Random, budget: Budget) -> Action | None:
        if not my_turn(obs):
            return None
        if obs.phase == "draw":
            return decide_declaration(obs)
        if obs.phase == "bury":
            return Bury(obs.seat, choose_bury(obs))
        return Play(obs.seat, rank_plays(Knowledge(obs), self.style)[0][1])


def _styled(name: str) -> Callable[[], Player]:
    return lambda: StyledPlayer(name, STYLES[name])


_PARTNERS: dict[str, Callable[[], Player]] = {
    "montecarlo": MonteCarloPlayer,
    **{name: _styled(name) for name in STYLES},
    "easy": lambda: make_player("easy"),
}

PARTNERS: Final[tuple[str, ...]] = tuple(_PARTNERS)
"""The sparring partners' names, the arena's pool in this order."""


def make_partner(name: str) -> Player:
    """A sparring partner by its name (one of ``PARTNERS``); ValueError otherwise."""
    try:
        return _PARTNERS[name]()
    except KeyError:
        raise ValueError(f"unknown sparring partner {name!r}") from None
