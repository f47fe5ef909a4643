"""Play-outs in which every seat plays by Normal's heuristic from its own view of a sampled deal.

The fast policy of ``playout`` sees every sampled hand and plays far worse than Normal; scoring a
candidate by how the round ends when all four seats go on by Normal's heuristic (each reading
only its own hand and the table) measures what the candidate is worth against the players Hard
meets. Each seat may have its own habits (a ``heuristic.Style``): the search gives its opponents
varied ones (``varied_style``), so that it does not count on them playing exactly as Normal.
Each seat's ``Knowledge`` is read once per sampled deal and then kept up to date play by play
(``Knowledge.see``), not read again."""

from __future__ import annotations

import copy
import dataclasses
import math
import random
from collections.abc import Sequence
from typing import Any

from ..engine.cards import Card
from ..engine.observation import TrickView
from .heuristic import NORMAL, Style, rank_plays
from .knowledge import Knowledge, lead_combo
from .playout import Playout
from .sampling import World

Play = tuple[Card, ...]


def seat_views(k: Knowledge, world: World) -> list[Knowledge]:
    """What each seat would know at this point if the sampled deal were the real one."""
    obs = k.obs
    out: list[Knowledge] = []
    for seat in range(4):
        if seat == k.seat:
            out.append(k)
            continue
        view = dataclasses.replace(
            obs,
            seat=seat,
            hand=tuple(sorted(world.hands[seat], key=lambda c: c.index)),
            talon=tuple(world.talon) if seat == obs.starter else None,
        )
        out.append(Knowledge(view))
    return out


def fork(knowledge: Knowledge) -> Knowledge:
    """A copy whose updates leave the original alone (cheaper than reading the view again)."""
    twin = copy.copy(knowledge)
    twin.hand = list(knowledge.hand)
    twin.hand_counts = knowledge.hand_counts.copy()
    twin.void = [set(v) for v in knowledge.void]
    twin.no_pairs = [set(v) for v in knowledge.no_pairs]
    twin.played_by = [c.copy() for c in knowledge.played_by]
    twin.known = [c.copy() for c in knowledge.known]
    twin.known_after_bury = [c.copy() for c in knowledge.known_after_bury]
    twin.unseen = knowledge.unseen.copy()
    twin.unseen_by_suit = {s: list(v) for s, v in knowledge.unseen_by_suit.items()}
    twin.sizes = list(knowledge.sizes)
    twin._capacity = dict(knowledge._capacity)
    twin._higher = {}
    twin._pair_keys = {}
    return twin


SHARES = frozenset(
    {"cash_master_share", "lead_kept_cost_share", "hold_chance", "strong_trumps_share"}
)
"""The style's fields that are shares or chances: kept within [0, 1] when varied."""


def varied_style(rng: random.Random, spread: float, base: Style = NORMAL) -> Style:
    """Another player's habits: each of ``base``'s weights scaled by e^N(0, spread) (shares and
    chances kept within [0, 1]), and a readiness to throw top cards another hand may beat
    (|N(0, spread / 2)|, Normal's 0 throws only proven-safe ones). A play-out whose opponents
    play such styles does not count on them playing exactly as Normal; the sparring pool's
    styles are fixed sets of values, not these draws, so the pool stays a yardstick apart."""
    changes: dict[str, Any] = {}
    for field in dataclasses.fields(base):
        value = getattr(base, field.name)
        if not isinstance(value, float):
            continue
        if field.name == "throw_risk":
            changes[field.name] = value + abs(rng.gauss(0.0, spread / 2))
            continue
        scaled = value * math.exp(rng.gauss(0.0, spread))
        changes[field.name] = min(1.0, scaled) if field.name in SHARES else scaled
    return dataclasses.replace(base, **changes)


def opponent_styles(seat: int, rng: random.Random, spread: float) -> list[Style]:
    """A style for each seat of one sampled deal: Normal's for ``seat``'s side, a varied one
    for each opponent (Normal's for all when ``spread`` is 0, drawing nothing from ``rng``)."""
    if not spread:
        return [NORMAL] * 4
    return [NORMAL if (s - seat) % 2 == 0 else varied_style(rng, spread) for s in range(4)]


class NormalPlayout(Playout):
    """One sampled deal played to the end with every seat choosing by Normal's heuristic, each
    with its own habits (``styles``, a ``Style`` a seat; Normal's for all by default)."""

    def __init__(
        self,
        k: Knowledge,
        views: Sequence[Knowledge],
        world: World,
        styles: Sequence[Style] | None = None,
    ) -> None:
        """``k``: the searching seat's knowledge; ``views``: ``seat_views(k, world)`` (each
        play-out works on copies of them)."""
        super().__init__(k, world)
        self.views = [fork(v) for v in views]
        self.styles = list(styles) if styles is not None else [NORMAL] * 4

    def choose_lead(self, seat: int) -> Play:
        return rank_plays(self.views[seat], self.styles[seat])[0][1]

    choose_follow = choose_lead  # Normal's ranking knows whether it leads or follows

    def played(self) -> None:
        current = TrickView(self.leader, tuple(self.plays), failed_attempt=self.failed_attempt)
        lead = lead_combo(current, self.views[0].obs, self.ctx) if len(self.plays) == 1 else None
        for view in self.views:
            view.see(current, lead)

    def trick_over(self, winner: int) -> None:
        for view in self.views:
            view.trick_over(winner)
