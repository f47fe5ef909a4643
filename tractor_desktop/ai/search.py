"""Hard's and Expert's search: Normal's choice stands unless a challenger proves better.

Candidates are the heuristic's plays (``PlayTrials``; the bury's are in ``bury_search``). Each
is scored by playing the round out on sampled deals with every seat choosing by Normal's
heuristic from its own view, the opponents with varied habits (``rollout``); outcomes are in
levels, from the seat's team's side, smoothed over nearby point totals (``team_value``). The
search runs in two stages on paired deals (every candidate on the same deal, so the deal's luck
cancels out):

1. *nominate*: every candidate on a few deals; the one that gains most over Normal's choice is
   the challenger. None gains: Normal's choice is kept at once (a clear decision costs little).
2. *confirm*: the challenger and Normal's choice on fresh deals, up to the plan's cap.
   Re-scoring on deals the nomination did not see removes the flattery of picking the best of
   many noisy means. The challenger replaces Normal's choice only when the one-sided lower
   confidence bound of its paired gain is above zero.

Each step is one play-out. A level's work is fixed (``Plan``: deals to nominate on, a cap on
the confirmation's deals and on the decision's play-out work), so it decides the same on a busy
machine, only more slowly; the clock is only a cap for latency, checked after every trick.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Generic, Protocol, TypeVar

from ..engine.cards import Card
from ..engine.combos import classify
from ..engine.observation import Observation
from ..engine.trump import TRUMP
from .budget import Budget
from .endgame import EndgameTrials, endgame_ready
from .heuristic import NORMAL, Ranked, Style, rank_plays, safe_throws
from .knowledge import SUITS, Knowledge
from .outcome import team_value
from .playout import Aborted
from .rollout import NormalPlayout, opponent_styles, seat_views
from .sampling import World, sample_world

Play = tuple[Card, ...]

MAX_CANDIDATES = 8
MAX_LEAD_CANDIDATES = 10


@dataclasses.dataclass(frozen=True)
class Plan:
    """How hard a level searches."""

    candidates: int = 5
    """The heuristic's choice and this many minus one challengers, at most."""
    nominate: int = 5
    """Deals every candidate is played out on before a challenger is named. Five instead of
    three, once play-outs were 15-20 % cheaper: +0.365 [+0.273, +0.457] levels a deal, points
    edge +13.1, 7.0 % of plays overridden (200 deals, seed 1, on a faster machine than
    earlier runs: docs/AI.md)."""
    confirm_min: int = 6
    """Fresh deals before the challenger may win or be dropped."""
    confirm_max: int = 200
    """The most fresh deals a challenger is tried on."""
    work: int = 1500
    """The most play-out work one decision may take, nomination and confirmation together, in
    cards: a play-out costs the cards the searching seat has left to play (``Trials.cost``),
    about the tricks it runs, so a decision early in the round gets fewer play-outs than one
    near its end, in about the same time. With ``nominate`` and ``confirm_max``, the level's
    fixed amount of work: its decisions do not depend on how fast or busy the machine is, and
    the clock only caps them (``players.BUDGET_MS``). Hard's 1,500 (60 play-outs at the first
    lead, 25 of them nominating) take p50 55 / p95 410 / max 677 ms on this 2-core machine
    with a core to itself, so that at half the CPU its p95 still fits under its 0.9 s cap;
    1,300 took p95 349 ms but overrode Normal less (4.8 % of plays against 6.2 %, 10 deals)."""
    z: float = 1.645
    """One-sided 95 %: the paired gain's lower bound must be above zero to override. A looser
    half a standard error overrode 11 % of plays instead of 4 % and gained less in the arena
    (+0.135 against +0.18 levels a deal, 200 deals, seed 1), though judged offline by the true
    deal (``override_bench``) the overrides it added looked slightly good."""
    hopeless_z: float = 2.5
    """The challenger is dropped once its paired gain's upper bound at this z is below zero."""
    challengers: int = 1
    """How many nominees, best first, may be confirmed in turn (the next one once the last is
    dropped), while the clock allows. Every level confirms one: two were measured for Expert
    and dropped (``EXPERT``); the option stays for such measurements."""
    endgame: int = 0
    """When the searching seat holds at most this many cards, each candidate is valued by the
    exact result of the rest of the round on the sampled deal (``endgame``: every hand seen,
    each side playing its best) instead of a play-out (0: never). Measured against the
    sparring pool (docs/AI.md)."""
    spread: float = 0.0
    """How far the opponents' habits in a play-out stray from Normal's: each sampled deal
    gives each opponent a ``rollout.varied_style`` of this spread (0: they play as Normal), so
    that the search does not count on its opponents playing exactly as Normal. 0.3 against 0
    on the same 30 mirrored deals of the sparring pool (seed 2): +0.200 [+0.029, +0.371]
    levels a deal over the pool, ahead against every partner (docs/AI.md)."""


HARD = Plan(spread=0.3)
EXPERT = Plan(candidates=6, nominate=8, confirm_min=8, confirm_max=400, work=3600, spread=0.3)
"""More work buys more nomination deals and longer confirmations: 3,000 took p95 802 / max 970
ms with a core to itself (4 deals), so 3,600 keeps p95 near 1 s, half its 2.1 s cap, and far
below the 2.5 s it may take. Dropped: eight candidates and
four nomination deals (-0.075 over 40 deals against the Hard of then); a second challenger
(-0.050 [-0.248, +0.148] against Hard with five nomination deals: two challengers give a play
that is no better two chances to pass the test, and Expert overrode 10.6 % of plays)."""


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
    leading = k.current is None or not k.current.plays
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


def mean_and_error(values: list[float]) -> tuple[float, float]:
    """The mean and its standard error (infinite below two values)."""
    n = len(values)
    if n < 2:
        return (values[0] if values else 0.0), math.inf
    mean = sum(values) / n
    var = sum((d - mean) ** 2 for d in values) / (n - 1)
    return mean, math.sqrt(var / n)


C = TypeVar("C")
C_co = TypeVar("C_co", covariant=True)


class Trials(Protocol[C_co]):
    """What the search compares: candidates, each valued on the same sampled deals."""

    @property
    def candidates(self) -> Sequence[C_co]: ...

    @property
    def cost(self) -> int:
        """The work of one play-out: the cards the searching seat has left to play."""
        ...

    def deal(self, rng: random.Random) -> None:
        """Sample a fresh deal of the hidden cards; the values that follow are on it."""

    def value(self, index: int, stop: Callable[[], bool]) -> float:
        """Candidate ``index`` played on the current deal, to the round's end, in levels."""
        ...


class PlayTrials:
    """Card plays: each is played, then the round out with every seat choosing by Normal's
    heuristic (the opponents with the deal's varied habits, ``Plan.spread``)."""

    def __init__(self, knowledge: Knowledge, candidates: list[Play], spread: float = 0.0) -> None:
        self.k = knowledge
        self.candidates = candidates
        self.spread = spread
        self.world: World | None = None
        self.views: list[Knowledge] = []
        self.styles: list[Style] = [NORMAL] * 4
        """The current deal's habits, seat by seat: the same for every candidate on it."""

    @property
    def cost(self) -> int:
        return len(self.k.hand)

    def deal(self, rng: random.Random) -> None:
        self.world = sample_world(self.k, rng)
        self.views = seat_views(self.k, self.world)
        self.styles = opponent_styles(self.k.seat, rng, self.spread)

    def value(self, index: int, stop: Callable[[], bool]) -> float:
        assert self.world is not None
        k = self.k
        playout = NormalPlayout(k, self.views, self.world, self.styles)
        playout.apply(k.seat, self.candidates[index])
        return team_value(playout.run(stop), k.i_declare)


class Search(Generic[C]):
    """Anytime search state, in small steps (so a caller may slice it between other work):
    ``Search.start(obs, rng)`` (or ``Search(trials, rng)``), then ``step`` until ``settled``;
    ``best_index`` (candidate 0 is Normal's choice) or ``best`` at any moment."""

    def __init__(self, trials: Trials[C], rng: random.Random, plan: Plan = HARD):
        self.trials = trials
        self.candidates = trials.candidates
        self.plan = plan
        self.rng = random.Random(rng.random())
        self.values: list[list[float]] = [[] for _ in self.candidates]
        """Nomination: each candidate's value on each deal."""
        self.challenger: int | None = None
        self.nominees: list[int] = []
        """Who may challenge after the current challenger, best first."""
        self.gains: list[float] = []
        """Confirmation: the challenger's value minus the incumbent's, deal by deal."""
        self.done = len(self.candidates) < 2
        self.queue: list[int] = []
        """Candidates still to be played out on the current deal."""
        self.row: list[float] = []
        self.worlds = 0
        self.playouts = 0

    @classmethod
    def start(cls, obs: Observation, rng: random.Random, plan: Plan = HARD) -> Search[Play]:
        """The search for the card play of the seat to act: the heuristic's choice is first."""
        k = Knowledge(obs)
        ranked = rank_plays(k)
        candidates = select_candidates(k, ranked) if len(ranked) > 1 else [ranked[0][1]]
        candidates = candidates[: plan.candidates]
        if plan.endgame and endgame_ready(k, plan.endgame):
            return Search(EndgameTrials(k, candidates), rng, plan)
        return Search(PlayTrials(k, candidates, plan.spread), rng, plan)

    def world_done(self) -> bool:
        """Every candidate due on the current sampled deal has been played out on it."""
        return not self.queue

    def step(self, stop: Callable[[], bool]) -> None:
        """Play out one candidate on the current sampled deal (starting a new deal if needed)."""
        if self.done:
            return
        if not self.queue:
            due = (
                list(range(len(self.candidates)))
                if self.challenger is None
                else [0, self.challenger]
            )
            if (self.playouts + len(due)) * self.trials.cost > self.plan.work:
                self.done = True  # the level's work is spent: a deal half played proves nothing
                return
            self.trials.deal(self.rng)
            self.worlds += 1
            self.queue = due
            self.row = []
        self.playouts += 1
        value = self.trials.value(self.queue[0], stop)
        self.queue.pop(0)
        self.row.append(value)
        if not self.queue:
            self._deal_done()

    def _deal_done(self) -> None:
        plan = self.plan
        if self.challenger is None:
            for index, value in enumerate(self.row):
                self.values[index].append(value)
            if self.worlds >= plan.nominate:
                base = self.values[0]
                gains = [sum(v) - sum(base) for v in self.values]
                ahead = sorted(range(1, len(self.candidates)), key=lambda i: -gains[i])
                self.nominees = [i for i in ahead if gains[i] > 0][: plan.challengers]
                self._next_challenger()  # none gained: Normal's choice, even on these deals
            return
        self.gains.append(self.row[1] - self.row[0])
        n = len(self.gains)
        if n >= plan.confirm_max:
            self.done = True
        elif n >= plan.confirm_min:
            mean, error = mean_and_error(self.gains)
            if mean + plan.hopeless_z * error < 0:
                self._next_challenger()

    def _next_challenger(self) -> None:
        """The next nominee challenges on fresh deals; none left: the search is over."""
        if not self.nominees:
            self.done = True
            return
        self.challenger = self.nominees.pop(0)
        self.gains = []

    def settled(self) -> bool:
        """Nothing left that could still replace the heuristic's choice."""
        return self.done

    def overrides(self) -> bool:
        """Whether the challenger has proved better than Normal's choice on fresh deals."""
        if self.challenger is None or len(self.gains) < self.plan.confirm_min:
            return False
        mean, error = mean_and_error(self.gains)
        return mean - self.plan.z * error > 0

    def best_index(self) -> int:
        if self.challenger is not None and self.overrides():
            return self.challenger
        return 0

    def best(self) -> C:
        return self.candidates[self.best_index()]


def search_play(obs: Observation, rng: random.Random, budget: Budget, plan: Plan = HARD) -> Play:
    """The play for the seat to act: Normal's, unless search proves another better."""
    search = Search.start(obs, rng, plan)
    run(search, budget)
    return search.best()


@dataclasses.dataclass(frozen=True)
class Spent:
    """The work one search did."""

    playouts: int
    worlds: int
    """Sampled deals, nomination and confirmation together."""
    capped: bool
    """The clock or a cancel stopped it before its plan's work was done (on a busy machine,
    the only way its decision may differ from an idle one's)."""


def run(search: Search[C], budget: Budget) -> Spent:
    """Step ``search`` until it settles (its plan's work done) or the budget stops it: the
    deadline, the cancel flag, or ``iterations`` sampled deals."""
    deadline = budget.deadline
    cancelled = budget.cancelled

    def stop() -> bool:
        return cancelled() or (deadline is not None and time.monotonic() >= deadline)

    capped = False
    while not search.settled():
        if stop():
            capped = True
            break
        enough = budget.iterations is not None and search.worlds >= budget.iterations
        if enough and search.world_done():
            break
        try:
            search.step(stop)
        except Aborted:
            capped = True
            break
    return Spent(search.playouts, search.worlds, capped)
