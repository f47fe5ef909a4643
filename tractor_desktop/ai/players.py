"""The computer players the app seats: Random, Easy, Normal, Hard, Expert, and the hint
``suggest``.

Each decides from an ``Observation`` and a ``random.Random`` it is given, within a ``Budget``,
and returns an engine action for ``obs.seat`` (None in the draw when it shows nothing now).
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable
from typing import Final, Protocol, TypeVar

from ..engine.actions import Action, Bury, Declare, Pass, Play
from ..engine.candidates import follow_candidates, lead_candidates
from ..engine.cards import TALON_SIZE, Card
from ..engine.combos import classify
from ..engine.declaring import judge_declaration
from ..engine.observation import Observation
from ..engine.view_rules import standing_declaration
from .budget import Budget as Budget  # the app imports the budget with the players
from .bury_search import EXPERT_BURY, HARD_BURY, bury_search
from .burying import choose_bury
from .declare import decide_declaration
from .declare_search import EXPERT_DECLARE, HARD_DECLARE, declare_search
from .heuristic import rank_plays, safe_throws
from .knowledge import Knowledge, lead_combo
from .search import EXPERT, HARD, Plan, Search, Spent, run

C = TypeVar("C")

LEVELS: Final = ("random", "easy", "normal", "hard", "expert")
"""The players' levels, weakest first: the one list the app's settings and menus offer."""
BUDGET_MS: Final[dict[str, int]] = {
    "random": 50,
    "easy": 200,
    "normal": 300,
    "hard": 900,
    "expert": 2100,
}
"""Thinking time per decision in a game, in milliseconds, by level: for Hard and Expert a cap
for latency only, since their work is fixed (``search.Plan``); they stop early at this only on
a machine too busy to finish it in time."""


class Player(Protocol):
    level: str

    def decide(self, obs: Observation, rng: random.Random, budget: Budget) -> Action | None: ...


def my_turn(obs: Observation) -> bool:
    """Whether the observation asks this seat for a decision at all."""
    if obs.phase == "draw":
        return not obs.last_chance or obs.to_act == obs.seat
    return obs.phase in ("bury", "play") and obs.to_act == obs.seat


class _Base:
    """Shared dispatch by phase; subclasses choose the card play."""

    level = "base"

    def decide(self, obs: Observation, rng: random.Random, budget: Budget) -> Action | None:
        if not my_turn(obs):
            return None
        if obs.phase == "draw":
            return self.declare(obs, rng, budget)
        if obs.phase == "bury":
            return Bury(obs.seat, self.bury(obs, rng, budget))
        return Play(obs.seat, self.play(obs, rng, budget))

    def declare(
        self, obs: Observation, rng: random.Random, budget: Budget
    ) -> Declare | Pass | None:
        return decide_declaration(obs)

    def bury(self, obs: Observation, rng: random.Random, budget: Budget) -> tuple[Card, ...]:
        return choose_bury(obs)

    def play(self, obs: Observation, rng: random.Random, budget: Budget) -> tuple[Card, ...]:
        return rank_plays(Knowledge(obs))[0][1]


class RandomPlayer(_Base):
    """Any legal action, chosen at random: the arena's floor."""

    level = "random"

    def declare(
        self, obs: Observation, rng: random.Random, budget: Budget
    ) -> Declare | Pass | None:
        nothing: Declare | Pass | None = Pass(obs.seat) if obs.last_chance else None
        if rng.random() > 0.2:
            return nothing
        standing = standing_declaration(obs)
        shows: list[tuple[Card, ...]] = [
            (c,) for c in obs.hand if c.rank == obs.level and not c.is_joker
        ]
        shows += [(c, c) for c in dict.fromkeys(obs.hand) if obs.hand.count(c) == 2]
        legal = [
            s
            for s in shows
            if judge_declaration(
                standing,
                obs.seat,
                s,
                obs.level,
                allow_self_reinforce=obs.options.allow_self_reinforce,
            )[0]
        ]
        return Declare(obs.seat, rng.choice(legal)) if legal else nothing

    def bury(self, obs: Observation, rng: random.Random, budget: Budget) -> tuple[Card, ...]:
        return tuple(rng.sample(list(obs.hand), TALON_SIZE))

    def play(self, obs: Observation, rng: random.Random, budget: Budget) -> tuple[Card, ...]:
        return rng.choice(legal_plays(obs))


def legal_plays(obs: Observation) -> list[tuple[Card, ...]]:
    """The engine's bounded set of legal plays for the seat to act."""
    ctx = obs.context()
    assert ctx is not None
    trick = obs.current
    if trick is None or not trick.plays:
        return lead_candidates(obs.hand, ctx)
    lead = lead_combo(trick, obs, ctx)
    return follow_candidates(lead, obs.hand, ctx, obs.options.follow_tractor_with_tractor)


class NormalPlayer(_Base):
    """The card-counting heuristic."""

    level = "normal"


class EasyPlayer(_Base):
    """Normal's judgement with human-like slips: sometimes a lesser play, never a blunder search."""

    level = "easy"
    slip = 0.3

    def play(self, obs: Observation, rng: random.Random, budget: Budget) -> tuple[Card, ...]:
        ranked = rank_plays(Knowledge(obs))
        if len(ranked) > 1 and rng.random() < self.slip:
            # A slip: one of the next few plays, the closer ones likelier.
            pool = ranked[1:4]
            return pool[min(len(pool) - 1, int(rng.random() ** 2 * len(pool)))][1]
        return ranked[0][1]


class HardPlayer(_Base):
    """Normal's choice of bury and of each play, replaced when search over sampled hidden hands
    proves another better. Its work is fixed (``plan``, ``bury_plan``); the clock only caps it."""

    level = "hard"
    plan = HARD
    bury_plan = HARD_BURY
    declare_plan: Plan | None = HARD_DECLARE
    """The declaration's search (``declare_search``), or None: Normal's declaring. Searched
    against Normal's, on the same 20 mirrored deals of the sparring pool (seed 2): +0.230
    [+0.017, +0.443] levels a deal (docs/AI.md)."""

    def __init__(self) -> None:
        self.spent: Spent | None = None
        """The work of the last declaration, bury or play searched (the arena reports it)."""

    def capped(self, budget: Budget) -> Budget:
        """The budget, with the level's cap (``BUDGET_MS``) when it sets no limit of its own."""
        if budget.deadline is None and budget.iterations is None:
            cap = BUDGET_MS[self.level] / 1000
            return dataclasses.replace(budget, deadline=time.monotonic() + cap)
        return budget

    def searched(self, search: Search[C], budget: Budget) -> C:
        """Run ``search`` within the level's cap, keep its work for the arena, and answer."""
        self.spent = run(search, self.capped(budget))
        return search.best()

    def declare(
        self, obs: Observation, rng: random.Random, budget: Budget
    ) -> Declare | Pass | None:
        if self.declare_plan is None:
            return decide_declaration(obs)
        return self.searched(declare_search(obs, rng, self.declare_plan), budget)

    def bury(self, obs: Observation, rng: random.Random, budget: Budget) -> tuple[Card, ...]:
        return self.searched(bury_search(obs, rng, self.bury_plan), budget)

    def play(self, obs: Observation, rng: random.Random, budget: Budget) -> tuple[Card, ...]:
        return self.searched(Search.start(obs, rng, self.plan), budget)


class ExpertPlayer(HardPlayer):
    """Hard with more candidates and more than twice its work: about a second a close decision."""

    level = "expert"
    plan = EXPERT
    bury_plan = EXPERT_BURY
    declare_plan = EXPERT_DECLARE


class HintPlayer(_Base):
    """The hint as a player, so the computer players' process can search it like a turn."""

    level = "hint"

    def decide(self, obs: Observation, rng: random.Random, budget: Budget) -> Action | None:
        return suggest(obs, rng, budget)


HINT: Final = HintPlayer.level
"""Not a level to seat: what the app asks the players' process for a hint."""

_PLAYERS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
    "expert": ExpertPlayer,
    HINT: HintPlayer,
}


def make_player(level: str) -> Player:
    """A player of one of the ``LEVELS`` (or the ``HINT``); ValueError otherwise."""
    try:
        return _PLAYERS[level]()
    except KeyError:
        raise ValueError(f"unknown player level {level!r}") from None


def suggest(
    obs: Observation, rng: random.Random | None = None, budget: Budget | None = None
) -> Action | None:
    """The hint for a human: what Normal would do, or Hard within the budget if one is given."""
    rng = rng or random.Random(0)
    normal = NormalPlayer().decide(obs, rng, Budget())
    if budget is None:
        return normal
    hard = HardPlayer().decide(obs, rng, budget)
    if isinstance(hard, Play) and obs.options.refuse_invalid_throws:
        # A person's top-cards lead may be refused: hint only the ones counting proves safe.
        ctx = obs.context()
        assert ctx is not None
        combo = classify(hard.cards, ctx, obs.options.allow_tractor_in_throw)
        leading = obs.current is None or not obs.current.plays
        if (
            leading
            and combo.type == "throw"
            and tuple(ctx.sorted(hard.cards)) not in safe_throws(Knowledge(obs))
        ):
            return normal
    return hard
