"""The talon exchange: bury eight cards to void short plain suits and keep what wins tricks.

Trumps, pairs and masters are kept; a point card is buried only when it voids a suit cheaply
(the talon's points come back multiplied if the opponents take the last trick).
"""

from __future__ import annotations

import itertools
from collections import Counter

from ..engine.cards import FACES, TALON_SIZE, Card
from ..engine.observation import Observation
from ..engine.trump import TRUMP, TrumpContext

VOID_BONUS = 14.0
POINT_WEIGHT = 1.5
PLAIN_SUITS = ("S", "H", "D", "C")


def bury_cost(
    c: Card,
    counts: Counter[Card],
    ctx: TrumpContext,
    top: dict[str, int],
    point_weight: float = POINT_WEIGHT,
) -> float:
    """How much the hand loses by burying this card."""
    suit = ctx.suit_of[c.index]
    key = ctx.key_of[c.index]
    if suit == TRUMP:
        return 100.0 + key
    cost = float(key) + point_weight * c.points
    if counts[c] >= 2:
        cost += 30.0
    if key == top.get(suit):
        cost += 15.0
    return cost


def bury_options(obs: Observation, point_weight: float = POINT_WEIGHT) -> list[tuple[Card, ...]]:
    """Buries worth weighing, the best first: for each set of plain suits to void, the cheapest
    cards to go with them (``point_weight``: how much a point in the talon costs)."""
    ctx = obs.context()
    assert ctx is not None
    hand = list(obs.hand)
    counts = Counter(hand)
    top: dict[str, int] = {}
    for c in hand:
        s = ctx.suit_of[c.index]
        top[s] = max(top.get(s, -1), ctx.key_of[c.index])
    # Only a card of the plain suits' highest rank is a master here (later aces are not known).
    plain_top = max(ctx.key_of[f.index] for f in FACES if ctx.suit_of[f.index] != TRUMP)
    top = {s: k for s, k in top.items() if k == plain_top}
    cost = {c: bury_cost(c, counts, ctx, top, point_weight) for c in dict.fromkeys(hand)}
    by_suit = {s: [c for c in hand if ctx.suit_of[c.index] == s] for s in PLAIN_SUITS}
    ordered = sorted(hand, key=lambda c: (cost[c], ctx.order[c]))
    scored: list[tuple[float, tuple[Card, ...]]] = []
    for r in range(0, 5):
        for group in itertools.combinations(PLAIN_SUITS, r):
            voided = [c for s in group for c in by_suit[s]]
            if len(voided) > TALON_SIZE or (group and any(not by_suit[s] for s in group)):
                continue
            chosen = list(voided)
            rest = list(ordered)
            for c in voided:
                rest.remove(c)
            chosen.extend(rest[: TALON_SIZE - len(chosen)])
            score = sum(cost[c] for c in chosen) - VOID_BONUS * len(group)
            scored.append((score, tuple(ctx.sorted(chosen))))
    scored.sort(key=lambda option: option[0])  # stable: fewer voids first among equals
    return list(dict.fromkeys(bury for _, bury in scored))


def choose_bury(obs: Observation) -> tuple[Card, ...]:
    """Normal's bury: the best of ``bury_options``."""
    return bury_options(obs)[0]
