"""Hard's and Expert's declaring: Normal's decision stands unless another proves better.

When the seat could show a declaration now, the candidates are Normal's decision
(``declare.decide_declaration``), each legal show, and showing nothing now (``None`` while the
table draws: Normal may still declare on a later card; ``Pass`` at the last chance). Each is
tried on the same sampled deals (``DrawTrials``): the other hands and the undrawn cards dealt at
random, consistent with what the seat has seen (its own cards, the shown declarations in their
owners' hands, the hand sizes), then the rest of the draw with every seat declaring as Normal
(this one too, after this decision), the starter's bury as Normal's, and the tricks played out
with every seat choosing as Normal from its own view (``rollout.NormalPlayout``), the
opponents with the deal's varied habits (``Plan.spread``). The outcome is
``outcome.team_value`` for the seat's team, so declaring in a first round (which makes one's team
the declarers) is weighed against the trump suit it names. The comparison is ``search.Search``'s
paired nominate-then-confirm, with Normal's decision as incumbent: it is replaced only when the
one-sided lower bound of the challenger's paired gain on fresh deals is above zero.

The view does not tell whether the round is a game's first one (declaring decides who starts)
nor, once every hand is equal, who drew first. Both are read from what it does show
(``DrawSetting``): a later round's first drawer is its starter, and a first round's starter is
whoever's declaration stands. When a declaration stands by the seat that also drew first, either
may be true, and the round is taken for a later one (see ``is_first_round``).
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Final

from ..engine.actions import Bury, Declare, Draw, Pass
from ..engine.cards import DRAWN, FACES, HAND_SIZE, Card
from ..engine.declaring import Declaration, declaration_kind
from ..engine.game import observe
from ..engine.observation import Observation
from ..engine.round import Round, team
from ..engine.view_rules import declarations_in_view, standing_declaration
from .budget import Budget
from .burying import choose_bury
from .declare import Decision, decide_declaration, suit_strength
from .heuristic import NORMAL, Style
from .knowledge import Knowledge
from .outcome import team_value
from .rollout import NormalPlayout, opponent_styles
from .sampling import World
from .search import EXPERT, HARD, Plan, Search, run

PLAYOUT_COST: Final = HAND_SIZE
"""The work of one play-out in cards, as ``search.Plan.work`` counts it: the whole round's
tricks, the same as one of the bury's play-outs (``bury_search``)."""
HARD_DECLARE: Final = dataclasses.replace(HARD, candidates=4, work=1500)
"""Sixty play-outs at most: five deals nominate among at most four candidates (most offers
have two: Normal's decision and one show, or waiting), the rest confirm; most offers end at the
nomination (p50 10 play-outs). Measured on the offers with something to show of Normal rounds
(``tools/declare_search_bench.py``, 40 rounds a seed, half of them first rounds, the machine's
load average 5-6 on its 2 cores): p50 121-140 / p95 642-732 / max 739-1,051 ms (seeds 1-4);
it departed from Normal on 80 of 2,166 offers (3.7 %), nearly always declaring where Normal
waited, and judged on the true deal those departures gained +0.22 [+0.00, +0.45] levels each
(seed by seed +0.45, -0.18, -0.01, +0.39). 1,000 cards: p95 423 ms, 4.0 %, +0.42 (seed 1);
eight nominating deals instead of five changed little (4.6 % and 2.9 % on seeds 1-2). Those
figures are of play-outs by four Normals; the tricks are now played with the opponents'
habits varied (``Plan.spread``, as in the card play's and the bury's searches)."""
EXPERT_DECLARE: Final = dataclasses.replace(EXPERT, candidates=5, work=2000)
"""Eighty play-outs at most: p50 555 / p95 664 / max 973 ms (20 rounds, seed 1, the same load),
12.1 % departures, +0.60 [+0.45, +0.75] levels each on the true deal. 3,000 cards took p95
1,581 / max 2,077 ms, too near Expert's 2.1 s cap, for about the same (12.7 %, +0.49)."""
REDEAL_VALUE: Final = 0.0
"""A first round that nobody declares in is dealt again: neither team is ahead then."""


def decision_key(decision: Decision) -> tuple[str, tuple[Card, ...]]:
    """What a decision shows (for telling candidates apart): nothing, or its cards."""
    if isinstance(decision, Declare):
        return "declare", decision.cards
    return "nothing", ()


def declare_candidates(obs: Observation, count: int) -> list[Decision]:
    """Normal's decision first, then showing nothing now, then every other legal show, the
    stronger trump suit for this hand first (a pair before a single of the same suit)."""
    normal = decide_declaration(obs)
    at_last_chance = obs.last_chance and obs.to_act == obs.seat
    nothing: Decision = Pass(obs.seat) if at_last_chance else None
    hand = list(obs.hand)

    def strength(cards: tuple[Card, ...]) -> float:
        suit = cards[0].suit
        power = -1.0 if suit is None else suit_strength(hand, obs.level, suit)
        return power + len(cards) / 10

    shows = sorted(declarations_in_view(obs), key=lambda cards: -strength(cards))
    out: dict[tuple[str, tuple[Card, ...]], Decision] = {}
    for decision in [normal, nothing, *(Declare(obs.seat, cards) for cards in shows)]:
        out.setdefault(decision_key(decision), decision)
    return list(out.values())[:count]


@dataclasses.dataclass(frozen=True)
class DrawSetting:
    """What the rest of the draw depends on that the view shows only indirectly."""

    drawn: int
    first_drawers: tuple[int, ...]
    """The seats that may have drawn first, as far as the view tells (one is drawn per deal)."""
    first_round: bool


def possible_first_drawers(obs: Observation, drawn: int) -> list[int]:
    """The seats whose drawing first would have left the hand sizes the view shows."""
    out = []
    for first in range(4):
        sizes = [sum(1 for i in range(drawn) if (first + i) % 4 == s) for s in range(4)]
        if tuple(sizes) == obs.hand_sizes:
            out.append(first)
    return out or [0]


def is_first_round(obs: Observation, first_drawers: Sequence[int]) -> bool:
    """Whether this is a game's first round, in which the declaration decides who starts.

    Only a game's first deal can be one, with both teams at one level. Before any declaration
    the view shows no starter then. After one, its starter is the seat whose declaration stands,
    and in a later round the starter drew first: a standing declaration by someone else than the
    starter, or a first drawer who is not the starter, settles it. When the seat whose
    declaration stands also drew first (or may have), the view cannot tell: the round is taken
    for a later one, so that the search never counts on a declarership it might not win.
    """
    if obs.results or obs.levels[0] != obs.levels[1]:
        return False
    standing = standing_declaration(obs)
    if standing is None:
        return obs.starter is None
    if obs.starter != standing.seat:
        return False
    return all(first != obs.starter for first in first_drawers)


def draw_setting(obs: Observation) -> DrawSetting:
    """How many cards are drawn, who may have drawn first, and whether declaring decides who
    starts, as far as the seat's view tells."""
    drawn = DRAWN - (obs.draw_remaining or 0)
    firsts = possible_first_drawers(obs, drawn)
    # Offered a declaration while the table draws, the seat has just drawn (engine.drive).
    mine = (obs.seat - drawn + 1) % 4
    if not obs.last_chance and mine in firsts:
        firsts = [mine]
    first_round = is_first_round(obs, firsts)
    if not first_round and obs.starter is not None and obs.starter in firsts:
        firsts = [obs.starter]  # a later round's first drawer is its starter
    return DrawSetting(drawn, tuple(firsts), first_round)


def shown_cards(obs: Observation) -> list[Counter[Card]]:
    """The cards each seat has shown, which it still holds: per face the most it showed at once
    (a single and then the pair of the same card are two cards, not three)."""
    known: list[Counter[Card]] = [Counter(), Counter(), Counter(), Counter()]
    for shown in obs.declarations:
        if shown.seat == obs.seat:
            continue
        for face, n in Counter(shown.cards).items():
            known[shown.seat][face] = max(known[shown.seat][face], n)
    return known


class DrawTrials:
    """Decisions in the draw, each valued by the rest of the round on a sampled deal."""

    def __init__(self, obs: Observation, candidates: list[Decision], spread: float = 0.0) -> None:
        self.obs = obs
        self.candidates = candidates
        self.spread = spread
        self.styles: list[Style] = [NORMAL] * 4
        """How each seat plays the tricks of the current deal (``rollout.opponent_styles``)."""
        self.setting = draw_setting(obs)
        self.known = shown_cards(obs)
        self.declared = [
            Declaration(d.seat, d.cards, kind, None if kind == "jokers" else d.cards[0].suit)
            for d in obs.declarations
            if (kind := declaration_kind(d.cards, obs.level)) is not None
        ]
        self.hands: list[list[Card]] = [[], [], [], []]
        self.pack: list[Card] = []
        """The undrawn cards in the order they will be drawn, the talon's eight last."""
        self.first_drawer = self.setting.first_drawers[0]
        self.turn = 0
        """At the last chance: how many seats have had theirs."""

    @property
    def cost(self) -> int:
        return PLAYOUT_COST

    def deal(self, rng: random.Random) -> None:
        """The hidden cards: the other hands around what they showed, the undrawn pack."""
        obs = self.obs
        pool: Counter[Card] = Counter({face: 2 for face in FACES})
        pool.subtract(obs.hand)
        for known in self.known:
            pool.subtract(known)
        cards = [face for face in FACES for _ in range(max(0, pool[face]))]
        rng.shuffle(cards)
        hands: list[list[Card]] = [[], [], [], []]
        for seat in range(4):
            if seat == obs.seat:
                hands[seat] = list(obs.hand)
                continue
            hands[seat] = list(self.known[seat].elements())
            room = obs.hand_sizes[seat] - len(hands[seat])
            hands[seat] += cards[:room]
            del cards[:room]
        self.hands = hands
        self.pack = cards
        self.first_drawer = rng.choice(self.setting.first_drawers)
        self.styles = opponent_styles(obs.seat, rng, self.spread)
        if obs.last_chance and obs.to_act is not None:
            self.turn = (obs.to_act - self.first_drawer) % 4

    def round_now(self) -> Round:
        """The round as the sampled deal has it at the seat's decision."""
        obs, setting = self.obs, self.setting
        starter = None if setting.first_round else obs.starter
        if starter is None and not setting.first_round:
            starter = self.first_drawer  # a later round's view always shows its starter
        current = Round(obs.options, random.Random(0), number=0, levels=obs.levels, starter=starter)
        current.level = obs.level
        current.hands = [list(h) for h in self.hands]
        current.pack = [c for h in self.hands for c in h] + self.pack
        current.drawn = setting.drawn
        current.first_drawer = self.first_drawer
        current.declarations = list(self.declared)
        current.standing = self.declared[-1] if self.declared else None
        if obs.last_chance:
            current.phase = "last_chance"
            current.last_chance_turn = self.turn
        return current

    def value(self, index: int, stop: Callable[[], bool]) -> float:
        current = self.round_now()
        decision = self.candidates[index]
        if decision is not None:
            current.apply(decision)
        if not finish_draw(current):
            return REDEAL_VALUE
        return play_out(current, self.obs.seat, stop, self.styles)


def finish_draw(current: Round) -> bool:
    """The rest of the draw and the last chances with every seat declaring as Normal would,
    each drawer offered a declaration right after its card (as ``engine.drive`` does). False
    when a first round nobody declared in is dealt again."""
    while current.phase == "draw":
        current.apply(Draw())
        drawer = current.last_drawer
        if current.phase == "draw" and drawer is not None and current.declarable(drawer):
            decision = decide_declaration(observe(current, drawer))
            if decision is not None:
                current.apply(decision)
    while current.phase == "last_chance":
        seat = current.to_act
        assert seat is not None
        decision = decide_declaration(observe(current, seat))
        current.apply(decision if decision is not None else Pass(seat))
    return current.phase == "bury"


def play_out(
    current: Round, seat: int, stop: Callable[[], bool], styles: Sequence[Style] | None = None
) -> float:
    """Normal's bury and the tricks with every seat choosing as Normal (with ``styles``, a
    ``Style`` a seat), valued for ``seat``."""
    starter = current.starter
    assert starter is not None
    current.apply(Bury(starter, choose_bury(observe(current, starter))))
    views = [Knowledge(observe(current, s)) for s in range(4)]
    world = World([list(h) for h in current.hands], list(current.talon))
    total = NormalPlayout(views[seat], views, world, styles).run(stop)
    return team_value(total, team(starter) == team(seat))


def has_show(obs: Observation) -> bool:
    """Whether the seat could show a declaration now (only then is anything at stake)."""
    if obs.phase != "draw" or (obs.last_chance and obs.to_act != obs.seat):
        return False
    return bool(declarations_in_view(obs))


def declare_search(obs: Observation, rng: random.Random, plan: Plan) -> Search[Decision]:
    """The search for the seat's decision in the draw: Normal's is candidate 0 (the only one
    when the seat has nothing to show)."""
    if not has_show(obs):
        candidates = [decide_declaration(obs)]
    else:
        candidates = declare_candidates(obs, plan.candidates)
    return Search(DrawTrials(obs, candidates, plan.spread), rng, plan)


def search_declaration(
    obs: Observation,
    rng: random.Random,
    budget: Budget,
    work: int = HARD_DECLARE.work,
    plan: Plan = HARD_DECLARE,
) -> Decision:
    """The seat's declaration now (``Declare``), or none (None; ``Pass`` at its last chance):
    Normal's, unless the search proves another better within ``work`` cards of play-outs
    (``PLAYOUT_COST`` each) and the budget's cap."""
    search = declare_search(obs, rng, dataclasses.replace(plan, work=work))
    run(search, budget)
    return search.best()
