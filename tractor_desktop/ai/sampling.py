"""Sampling hidden hands consistent with one seat's observation (for Hard's determinized search).

Hand sizes are kept; known cards (declared, or taken back from a failed top-cards lead) go to
their owner; shown voids and "no pairs left" are respected; the hidden talon gets eight cards.
Cards with the fewest possible places are dealt first, each to a place chosen in proportion to
its free room; a dead end retries, and the last tries relax the pair rule, then the voids, so a
sample always comes back.

The talon is not a random eight: the starter chose it, and players bury low plain cards and keep
trumps, points and masters. Its room is weighted down for those (``talon_weight``). Measured on
140 positions of Normal rounds (60 deals each): the points in the talon were guessed within 5.3
of the truth on average instead of 11.6, the trumps in each hidden place within 1.6 instead of
2.0, and the true place of a hidden card got probability e^-1.198 instead of e^-1.247.
"""

from __future__ import annotations

import dataclasses
import random

from ..engine.cards import FACES, TALON_SIZE, Card
from ..engine.trump import TRUMP
from .knowledge import TALON, Knowledge

ATTEMPTS = 24
TALON_TRUMP = 0.02
TALON_POINTS = 0.15
TALON_MASTER = 0.1
"""How much likelier a low plain card is in the talon than a trump, a point card or a card of
the plain suits' two top ranks (the factors multiply)."""


@dataclasses.dataclass
class World:
    """One guess at every hidden card: all four hands and the buried talon."""

    hands: list[list[Card]]
    talon: list[Card]


def talon_weight(k: Knowledge) -> dict[Card, float]:
    """For each unseen face, how likely the starter would have buried it (1: a low plain card)."""
    suit_of, key_of = k.ctx.suit_of, k.ctx.key_of
    out: dict[Card, float] = {}
    for face in k.unseen:
        weight = 1.0
        if suit_of[face.index] == TRUMP:
            weight *= TALON_TRUMP
        elif key_of[face.index] >= k.top_plain_key - 1:
            weight *= TALON_MASTER
        if face.points:
            weight *= TALON_POINTS
        out[face] = weight
    return out


def sample_world(k: Knowledge, rng: random.Random) -> World:
    obs = k.obs
    suit_of = k.ctx.suit_of
    buried = talon_weight(k) if k.talon_hidden else {}
    places = k.others() + ([TALON] if k.talon_hidden else [])
    sizes = {p: (TALON_SIZE if p == TALON else obs.hand_sizes[p]) for p in places}
    base_pool = [f for f in FACES for _ in range(k.unseen.get(f, 0))]
    for attempt in range(ATTEMPTS):
        keep_pairs_rule = attempt < ATTEMPTS - 6
        keep_voids = attempt < ATTEMPTS - 1
        held: dict[int, list[Card]] = {p: [] for p in places}
        room = dict(sizes)
        pool = list(base_pool)
        for p in places:
            if p == TALON:
                continue
            for face, n in k.known[p].items():
                for _ in range(n):
                    if face in pool and room[p] > 0:
                        pool.remove(face)
                        held[p].append(face)
                        room[p] -= 1
        rng.shuffle(pool)

        def spots(suit: str) -> int:
            return sum(1 for p in places if p == TALON or suit not in k.void[p])

        if keep_voids:
            pool.sort(key=lambda c: spots(suit_of[c.index]))
        ok = True
        for c in pool:
            suit = suit_of[c.index]
            total = 0.0
            options: list[tuple[int, float]] = []
            for p in places:
                if room[p] <= 0:
                    continue
                if p == TALON:
                    weight = room[p] * buried[c]
                else:
                    if keep_voids and suit in k.void[p]:
                        continue
                    if keep_pairs_rule and suit in k.no_pairs[p] and c in held[p]:
                        continue
                    weight = room[p]
                options.append((p, weight))
                total += weight
            if not options:
                ok = False
                break
            r = rng.random() * total
            chosen = options[-1][0]
            for p, weight in options:
                r -= weight
                if r < 0:
                    chosen = p
                    break
            held[chosen].append(c)
            room[chosen] -= 1
        if ok:
            hands: list[list[Card]] = [[], [], [], []]
            hands[k.seat] = list(k.hand)
            for p in places:
                if p != TALON:
                    hands[p] = held[p]
            talon = held[TALON] if k.talon_hidden else list(obs.talon or ())
            return World(hands, talon)
    raise AssertionError("a relaxed deal always succeeds")
