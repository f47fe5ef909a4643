"""A determinized Monte Carlo player, written apart from Hard's search: a sparring partner.

Hard plays its play-outs as Normal plays and is judged against Normal; this player shares
neither its deals nor its play-outs, so it tells whether Hard is strong against a player it was
not tuned on (issue 29). Only the engine's rules and Normal's declaring and bury are shared.

For a card play:

1. **Candidates**: the greedy rule's own choice (below) first, then the legal plays the engine
   offers with fewer singles (per suit the highest, the lowest, and the lowest and highest
   point cards), for a lead also each plain suit's cards that rank above every card the seat
   has not seen (a top-cards lead); at most ``MAX_CANDIDATES``.
2. **Worlds** (``deal_world``): the hidden cards dealt at random, consistent with what the seat
   has seen: hand sizes, suits a seat has shown it is out of, cards a seat has shown (declared,
   taken back from a failed top-cards lead, turned up from the talon before the starter took
   it) and not played since, in that hand unless it has shown it is out of their suit. A trump
   or a point card is a quarter as likely in the hidden talon as another card.
3. **Play-outs** (``Rollout``): each candidate on every world, then the round to its end by a
   greedy rule at every seat, which sees only its own hand and the cards played:
   - *lead*: all its cards of a plain suit that no unseen card outranks, if two or more; else
     a plain-suit pair no unseen pair outranks, else a plain single no unseen card outranks
     (the highest); else, with half its hand in trumps or nothing else, its highest trump
     pair, or its highest trump if no unseen trump beats it, or its lowest; else its highest
     plain pair; else the lowest card of its shortest plain suit (a point card last);
   - *follow*: with its side winning the trick, the most points when it plays last or when no
     unseen card outranks its partner's, else the cheapest legal play; with the opponents
     winning, the cheapest play that takes the trick, or the cheapest if none does. A card's
     cost is its rank, half its points, and 30 for a trump.
   Measured as a player by itself against Normal (200 mirrored deals, Normal's levels a deal
   over it): the rule began at +1.09; feeding a partner whose card holds, drawing trumps when
   long in them and leading plain pairs brought it to +0.62, leading all of a suit's
   unbeatable cards at once to +0.56. Dropped, each against the rule of its time: ruffing only
   tricks worth 5-15 points or more (+1.19 to +1.31 against +1.09), playing low second unless
   a winning card holds (+0.89 to +0.97 against +0.90), overtaking a partner whose card may be
   beaten (+0.60 against +0.62).
   The outcome is the round's result in levels for the seat's team, the declarers' gain less the
   opponents', plus half a level for each 40 points of the opponents' total below 80 (points
   break the level table's ties).
4. **Choice**: the candidate with the highest lower confidence bound, its mean over the worlds
   less ``LCB_Z`` standard errors (every candidate is played on the same worlds).

The work is fixed, not the time: ``WORK`` tricks of play-outs a decision (worlds = ``WORK`` /
(candidates x tricks left), within ``MIN_WORLDS`` and ``MAX_WORLDS``; a ``Budget``'s
``iterations`` sets the worlds instead), so a busy machine plays the same moves, only slower.
About 0.35-0.45 s for a decision early in a round on the 2-core machine (measured by
tools/sparring_check.py). The clock is only a cap: the budget's deadline, or ``MAX_SECONDS``
when it sets neither a deadline nor its iterations; a world cut short by it or by a cancel is
left out.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Sequence

from ..engine.actions import Action, Bury, Play
from ..engine.candidates import follow_candidates, lead_candidates
from ..engine.cards import FACES, TALON_SIZE, Card
from ..engine.combos import classify
from ..engine.observation import Observation
from ..engine.trump import TRUMP, TrumpContext
from .budget import Budget
from .burying import choose_bury
from .declare import decide_declaration
from .greedy_rollout import PLAIN, Rollout

Cards = tuple[Card, ...]

WORK = 12000
"""Tricks of play-outs a decision may spend (each candidate on each world, to the round's
end): the same work, so about the same time, early in a round and late."""
MIN_WORLDS = 12
MAX_WORLDS = 200
LCB_Z = 1.0
"""Standard errors taken off each candidate's mean value before the best is chosen."""
MAX_SECONDS = 2.0
"""The clock's cap when the budget sets no deadline."""
MAX_CANDIDATES = 14
TALON_UNLIKELY = 0.25
"""How much less likely a trump or a point card is in the hidden talon than another card."""
TALON = 4
"""The hidden talon's place among the places a hidden card may be."""


class MonteCarloPlayer:
    """Normal's declaring and bury; each card play chosen by greedy play-outs on sampled worlds."""

    level = "montecarlo"

    def decide(self, obs: Observation, rng: random.Random, budget: Budget) -> Action | None:
        if obs.phase == "draw":
            if obs.last_chance and obs.to_act != obs.seat:
                return None
            return decide_declaration(obs)
        if obs.to_act != obs.seat:
            return None
        if obs.phase == "bury":
            return Bury(obs.seat, choose_bury(obs))
        if obs.phase == "play":
            return Play(obs.seat, choose_play(obs, rng, budget))
        return None


# ----- what the seat has seen ---------------------------------------------------------------------


class Seen:
    """What ``obs.seat`` knows of the hidden cards: which are unseen, who is out of which suit,
    which cards a seat has shown and not played since."""

    def __init__(self, obs: Observation, ctx: TrumpContext) -> None:
        self.obs = obs
        self.ctx = ctx
        me = obs.seat
        self.void: list[set[str]] = [set(), set(), set(), set()]
        self.shown: list[Counter[Card]] = [Counter(), Counter(), Counter(), Counter()]
        for d in obs.declarations:
            if d.seat != me:
                for face, n in Counter(d.cards).items():
                    self.shown[d.seat][face] = max(self.shown[d.seat][face], n)
        unseen: Counter[Card] = Counter({face: 2 for face in FACES})
        unseen.subtract(obs.hand)
        unseen.subtract(obs.talon or ())
        tricks = list(obs.tricks)
        if obs.current is not None and obs.current.plays:
            tricks.append(obs.current)
        tit = obs.options.allow_tractor_in_throw
        for trick in tricks:
            lead = classify(trick.plays[0], ctx, tit)
            if trick.failed_attempt is not None:
                taken_back = Counter(trick.failed_attempt)
                taken_back.subtract(trick.plays[0])
                for face, n in taken_back.items():
                    shown = self.shown[trick.leader]
                    shown[face] = max(shown[face], n)
            for i, play in enumerate(trick.plays):
                seat = (trick.leader + i) % 4
                unseen.subtract(play)
                for c in play:
                    if self.shown[seat][c] > 0:
                        self.shown[seat][c] -= 1
                followed = sum(1 for c in play if ctx.suit_of[c.index] == lead.suit)
                if i > 0 and followed < len(lead.cards) and lead.suit is not None:
                    self.void[seat].add(lead.suit)
        self.unseen = Counter({face: n for face, n in unseen.items() if n > 0})
        self.talon_hidden = obs.talon is None
        if obs.revealed_talon and obs.starter is not None and obs.starter != me:
            shown = self.shown[obs.starter]
            for face, n in Counter(obs.revealed_talon).items():
                shown[face] = min(2, shown[face] + n)

    def places(self) -> list[int]:
        others = [(self.obs.seat + k) % 4 for k in (1, 2, 3)]
        return others + ([TALON] if self.talon_hidden else [])


def deal_world(seen: Seen, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """Every hidden card dealt to a place, consistent with ``seen``: the four hands and the
    talon. Shown cards go first, then the cards with the fewest places they may be; each to a
    place by its free room. A dead end deals again; the last tries ignore the voids."""
    obs, ctx = seen.obs, seen.ctx
    places = seen.places()
    sizes = {p: TALON_SIZE if p == TALON else obs.hand_sizes[p] for p in places}
    pool0 = [face for face, n in seen.unseen.items() for _ in range(n)]
    for attempt in range(20):
        keep_voids = attempt < 18
        room = dict(sizes)
        held: dict[int, list[Card]] = {p: [] for p in places}
        pool = list(pool0)
        for seat in places[:3]:
            for face, n in seen.shown[seat].items():
                if ctx.suit_of[face.index] in seen.void[seat]:
                    continue  # shown, then buried or played out of sight: dealt as any card
                for _ in range(n):
                    if face not in pool or room[seat] <= 0:
                        break
                    pool.remove(face)
                    held[seat].append(face)
                    room[seat] -= 1
        rng.shuffle(pool)

        def allowed(c: Card, check_voids: bool = keep_voids) -> list[int]:
            suit = ctx.suit_of[c.index]
            return [p for p in places if p == TALON or not check_voids or suit not in seen.void[p]]

        pool.sort(key=lambda c: len(allowed(c)))
        ok = True
        for c in pool:
            weights: list[tuple[int, float]] = []
            for p in allowed(c):
                if room[p] <= 0:
                    continue
                w = float(room[p])
                if p == TALON and (ctx.suit_of[c.index] == TRUMP or c.points):
                    w *= TALON_UNLIKELY
                weights.append((p, w))
            if not weights:
                ok = False
                break
            r = rng.random() * sum(w for _, w in weights)
            chosen = weights[-1][0]
            for p, w in weights:
                r -= w
                if r < 0:
                    chosen = p
                    break
            held[chosen].append(c)
            room[chosen] -= 1
        if ok:
            hands: list[list[Card]] = [list(obs.hand) if s == obs.seat else [] for s in range(4)]
            for p in places:
                if p != TALON:
                    hands[p] = held[p]
            talon = held[TALON] if seen.talon_hidden else list(obs.talon or ())
            return hands, talon
    raise AssertionError("a deal that ignores the voids always fits")


def candidates(obs: Observation, ctx: TrumpContext, seen: Seen, greedy: Cards) -> list[Cards]:
    """The plays worth a play-out, fewer singles than legal (module docstring), the greedy
    rule's own choice first."""
    hand = list(obs.hand)
    trick = obs.current
    tit = obs.options.allow_tractor_in_throw
    if trick is None or not trick.plays:
        legal = lead_candidates(hand, ctx)
        legal.extend(master_throws(hand, ctx, seen))
    else:
        lead = classify(trick.plays[0], ctx, tit)
        legal = follow_candidates(lead, hand, ctx, obs.options.follow_tractor_with_tractor)
    singles = [p for p in legal if len(p) == 1]
    longer = [p for p in legal if len(p) > 1]
    kept: list[Cards] = []
    by_suit: dict[str, list[Card]] = {}
    for (c,) in singles:
        by_suit.setdefault(ctx.suit_of[c.index], []).append(c)
    for held in by_suit.values():
        ranked = sorted(held, key=lambda c: ctx.key_of[c.index])
        counters = [c for c in ranked if c.points]
        picks = [ranked[-1], ranked[0], *counters[:1], *counters[-1:]]
        kept.extend((c,) for c in picks)
    out = list(dict.fromkeys([greedy, *longer[: MAX_CANDIDATES // 2], *kept, *longer]))
    return out[:MAX_CANDIDATES]


def master_throws(hand: Sequence[Card], ctx: TrumpContext, seen: Seen) -> list[Cards]:
    """For each plain suit, its cards that rank above every unseen card of the suit, when they
    make a top-cards lead."""
    out: list[Cards] = []
    for suit in PLAIN:
        keys = [ctx.key_of[f.index] for f in seen.unseen if ctx.suit_of[f.index] == suit]
        top_unseen = max(keys, default=-1)
        tops = [
            c for c in hand if ctx.suit_of[c.index] == suit and ctx.key_of[c.index] > top_unseen
        ]
        if len(tops) >= 2 and classify(tops, ctx, seen.obs.options.allow_tractor_in_throw).type == (
            "throw"
        ):
            out.append(tuple(ctx.sorted(tops)))
    return out


def lower_bound(values: Sequence[float]) -> float:
    """The mean less ``LCB_Z`` standard errors (the mean alone below two values)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean - LCB_Z * math.sqrt(var / n)


def worlds_for(obs: Observation, candidate_count: int, budget: Budget) -> int:
    """How many worlds: the budget's ``iterations``, else as many as ``WORK`` allows (every
    candidate on each, to the round's end), within ``MIN_WORLDS`` and ``MAX_WORLDS``."""
    if budget.iterations is not None:
        return max(1, budget.iterations)
    tricks_left = max(1, len(obs.hand) // max(1, lead_size(obs)))
    worlds = WORK // (candidate_count * tricks_left)
    return max(MIN_WORLDS, min(MAX_WORLDS, worlds))


def lead_size(obs: Observation) -> int:
    trick = obs.current
    return len(trick.plays[0]) if trick is not None and trick.plays else 1


def choose_play(obs: Observation, rng: random.Random, budget: Budget) -> Cards:
    ctx = obs.context()
    assert ctx is not None
    seen = Seen(obs, ctx)
    # The greedy rule reads only the seat's own hand and the cards played: any world gives the
    # same choice. It is the first candidate, and the answer if no world is played in time.
    hands, talon = deal_world(seen, rng)
    probe = Rollout(obs, ctx, hands, talon)
    greedy = probe.choose_follow(obs.seat) if probe.plays else probe.choose_lead(obs.seat)
    plays = candidates(obs, ctx, seen, greedy)
    if len(plays) == 1:
        return plays[0]
    deadline = budget.deadline
    if deadline is None and budget.iterations is None:
        deadline = time.monotonic() + MAX_SECONDS

    def stop() -> bool:
        return budget.cancelled() or (deadline is not None and time.monotonic() >= deadline)

    values: list[list[float]] = [[] for _ in plays]
    for _ in range(worlds_for(obs, len(plays), budget)):
        if stop():
            break
        hands, talon = deal_world(seen, rng)
        row: list[float] = []
        for play in plays:
            rollout = Rollout(obs, ctx, hands, talon)
            rollout.play(obs.seat, play)
            value = rollout.finish(stop)
            if value is None:
                break
            row.append(value)
        if len(row) < len(plays):
            break  # a world cut short is left out: every candidate has the same worlds
        for index, value in enumerate(row):
            values[index].append(value)
    if not values[0]:
        return greedy
    bounds = [lower_bound(v) for v in values]
    return plays[max(range(len(plays)), key=lambda i: (bounds[i], -i))]
