"""Bounded, canonical sets of sensible legal plays for computer players (never the power set).

Pure functions of a hand and the lead, so a player can call them from its own observation.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Sequence

from .cards import Card
from .combos import Combo, pairs_by_key, runs
from .following import required_pairs
from .trump import TRUMP, TrumpContext

MAX_PAIR_CHOICES = 12


def _tractors(
    held: Sequence[Card], ctx: TrumpContext, length: int | None = None
) -> list[list[Card]]:
    """Tractors among ``held`` (all sub-runs, or only those of ``length`` pairs), as pair faces."""
    by_key = pairs_by_key(held, ctx)
    found: list[list[Card]] = []
    for lo, hi in runs(by_key):
        sizes = [length] if length else range(2, hi - lo + 2)
        for size in sizes:
            for start in range(lo, hi - size + 2):
                span = range(start + size - 1, start - 1, -1)
                for faces in itertools.islice(itertools.product(*(by_key[k] for k in span)), 4):
                    found.append(list(faces))
    return found


def lead_candidates(hand: Sequence[Card], ctx: TrumpContext) -> list[tuple[Card, ...]]:
    """Every distinct single, pair and tractor in the hand (top-cards leads are left to players)."""
    faces = ctx.sorted(dict.fromkeys(hand))
    out: list[tuple[Card, ...]] = [(c,) for c in faces]
    pairs = [c for c, n in Counter(hand).items() if n >= 2]
    out.extend((c, c) for c in ctx.sorted(pairs))
    for suit in dict.fromkeys(ctx.suit_of[c.index] for c in pairs):
        held = [c for c in hand if ctx.suit_of[c.index] == suit]
        out.extend(tuple(f for f in t for _ in range(2)) for t in _tractors(held, ctx))
    return out


def _fills(pool: Sequence[Card], k: int, ctx: TrumpContext) -> list[list[Card]]:
    """A few ways to take ``k`` cards from ``pool``: lowest, highest, and points first."""
    if k <= 0:
        return [[]]
    if len(pool) <= k:
        return [list(pool)]
    low = sorted(pool, key=lambda c: (ctx.suit_of[c.index] == TRUMP, ctx.key_of[c.index]))
    by_points = sorted(low, key=lambda c: -c.points)
    return [low[:k], low[-k:], by_points[:k]]


def _without(pool: Iterable[Card], taken: Iterable[Card]) -> list[Card]:
    rest = list(pool)
    for c in taken:
        rest.remove(c)
    return rest


def follow_candidates(
    lead: Combo, hand: Sequence[Card], ctx: TrumpContext, tractor_with_tractor: bool = False
) -> list[tuple[Card, ...]]:
    """Legal follows: the required pairs and suit cards, completed a few sensible ways, plus
    ruffs in trumps when void. Deduplicated; every one passes ``check_follow``."""
    n = len(lead.cards)
    suit_of = ctx.suit_of
    held = [c for c in hand if suit_of[c.index] == lead.suit]
    if n == 1:
        # Every legal single: any card of the suit led, or any card at all when void.
        return [(c,) for c in ctx.sorted(dict.fromkeys(held or hand))]
    others = [c for c in hand if suit_of[c.index] != lead.suit]
    options: list[list[Card]] = []
    if len(held) >= n:
        r = required_pairs(lead, held)
        pair_sets: list[list[Card]]
        if r and tractor_with_tractor and lead.type == "tractor":
            pair_sets = _tractors(held, ctx, r)
        else:
            pair_sets = []
        if not pair_sets:
            faces = ctx.sorted(c for c, m in Counter(held).items() if m >= 2)
            pair_sets = [list(p) for p in itertools.islice(itertools.combinations(faces, r), 64)]
            if len(pair_sets) > MAX_PAIR_CHOICES:
                step = len(pair_sets) / MAX_PAIR_CHOICES
                pair_sets = [pair_sets[int(i * step)] for i in range(MAX_PAIR_CHOICES)]
                pair_sets.append(list(faces[-r:]))
            if lead.type == "tractor" and r:
                pair_sets.extend(_tractors(held, ctx, r))
        for faces_chosen in pair_sets:
            chosen = [c for c in faces_chosen for _ in range(2)]
            rest = _without(held, chosen)
            for fill in _fills(rest, n - len(chosen), ctx):
                options.append(chosen + fill)
    elif held:
        for fill in _fills(others, n - len(held), ctx):
            options.append(held + fill)
    else:
        options.extend(_fills(hand, n, ctx))
        trumps = [c for c in hand if suit_of[c.index] == TRUMP]
        if trumps and lead.suit != TRUMP:
            if lead.type == "pair":
                options.extend([c, c] for c, m in Counter(trumps).items() if m >= 2)
            elif lead.type == "tractor":
                options.extend(
                    [f for f in t for _ in range(2)] for t in _tractors(trumps, ctx, n // 2)
                )
            else:
                options.extend(_fills(trumps, n, ctx))
    seen: set[tuple[Card, ...]] = set()
    out: list[tuple[Card, ...]] = []
    for option in options:
        play = tuple(ctx.sorted(option))
        if len(play) == n and play not in seen:
            seen.add(play)
            out.append(play)
    return out
