"""Combinations (RULES.md §4.1): singles, pairs, tractors, and top-cards leads split into units.

All functions take cards of one effective suit unless they say otherwise; "key" is the order key
of ``TrumpContext`` (adjacent keys are adjacent in the round's ranking).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Literal

from .cards import Card
from .trump import TrumpContext

ComboType = Literal["single", "pair", "tractor", "throw", "invalid"]


@dataclasses.dataclass(frozen=True, slots=True)
class Unit:
    """One unit of a lead: a single, a pair, or a tractor of ``len(cards) // 2`` pairs."""

    cards: tuple[Card, ...]
    """Strongest first."""
    top: int
    """Order key of the strongest card."""

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def kind(self) -> Literal["single", "pair", "tractor"]:
        n = len(self.cards)
        return "single" if n == 1 else "pair" if n == 2 else "tractor"

    @property
    def pairs(self) -> int:
        return len(self.cards) // 2


@dataclasses.dataclass(frozen=True, slots=True)
class Combo:
    """What a set of cards is as a lead: its type, its effective suit and its units."""

    type: ComboType
    suit: str | None
    cards: tuple[Card, ...]
    units: tuple[Unit, ...]
    """Strongest shape first (longest tractor … singles), higher before lower."""

    @property
    def pair_count(self) -> int:
        """Pairs in the layout, tractor pairs included."""
        return sum(u.pairs for u in self.units)


INVALID = Combo("invalid", None, (), ())


def pair_faces(items: Iterable[Card]) -> list[Card]:
    """Faces held twice."""
    return [c for c, n in Counter(items).items() if n >= 2]


def pairs_by_key(items: Iterable[Card], ctx: TrumpContext) -> dict[int, list[Card]]:
    """Faces held twice, grouped by order key (equal off-suit trump-rank pairs share a key)."""
    by_key: dict[int, list[Card]] = {}
    key_of = ctx.key_of
    for face in pair_faces(items):
        by_key.setdefault(key_of[face.index], []).append(face)
    return by_key


def runs(keys: Iterable[int]) -> list[tuple[int, int]]:
    """Maximal runs of consecutive keys as (lowest, highest), highest runs first."""
    found: list[tuple[int, int]] = []
    for k in sorted(set(keys), reverse=True):
        if found and found[-1][0] == k + 1:
            found[-1] = (k, found[-1][1])
        else:
            found.append((k, k))
    return found


def longest_tractor(items: Iterable[Card], ctx: TrumpContext) -> int:
    """Pairs in the longest run of consecutive pairs (1 means pairs but no tractor, 0 no pair)."""
    return max((hi - lo + 1 for lo, hi in runs(pairs_by_key(items, ctx))), default=0)


def best_tractor_top(items: Iterable[Card], ctx: TrumpContext, length: int) -> int | None:
    """The top key of the highest tractor of ``length`` pairs among these cards, if any."""
    best: int | None = None
    for lo, hi in runs(pairs_by_key(items, ctx)):
        if hi - lo + 1 >= length and (best is None or hi > best):
            best = hi
    return best


def is_tractor(items: Sequence[Card], ctx: TrumpContext) -> bool:
    """Two or more pairs of one suit, consecutive in the round's ranking."""
    n = len(items)
    if n < 4 or n % 2 or ctx.single_suit(items) is None:
        return False
    counts = Counter(items)
    if any(v != 2 for v in counts.values()):
        return False
    keys = sorted(ctx.key_of[c.index] for c in counts)
    return all(b == a + 1 for a, b in zip(keys, keys[1:], strict=False))


def is_pair(items: Sequence[Card]) -> bool:
    return len(items) == 2 and items[0] is items[1]


def _unit(faces: Iterable[Card], copies: int, ctx: TrumpContext) -> Unit:
    key_of = ctx.key_of
    ordered = sorted(faces, key=lambda c: key_of[c.index], reverse=True)
    unit_cards = tuple(c for c in ordered for _ in range(copies))
    return Unit(unit_cards, ctx.key_of[ordered[0].index])


def decompose(items: Sequence[Card], ctx: TrumpContext, tractors: bool = True) -> list[Unit]:
    """Split cards of one suit greedily: longest tractors first, then pairs, then singles."""
    counts = Counter(items)
    key_of = ctx.key_of
    by_key: dict[int, list[Card]] = {}
    for face, n in counts.items():
        if n >= 2:
            by_key.setdefault(key_of[face.index], []).append(face)
    units: list[Unit] = []
    while tractors:
        candidates = [r for r in runs(k for k, faces in by_key.items() if faces) if r[1] > r[0]]
        if not candidates:
            break
        lo, hi = max(candidates, key=lambda r: (r[1] - r[0], r[1]))
        chain = [by_key[k].pop() for k in range(lo, hi + 1)]
        for face in chain:
            counts[face] -= 2
        units.append(_unit(chain, 2, ctx))
    for faces in by_key.values():
        for face in faces:
            if counts[face] >= 2:
                counts[face] -= 2
                units.append(_unit([face], 2, ctx))
    for face, n in counts.items():
        units.extend(_unit([face], 1, ctx) for _ in range(n))
    units.sort(key=lambda u: (u.size, u.top), reverse=True)
    return units


def classify(items: Sequence[Card], ctx: TrumpContext, tractor_in_throw: bool = True) -> Combo:
    """What these cards are as a lead; ``invalid`` when empty or of mixed effective suits."""
    suit = ctx.single_suit(items)
    if suit is None:
        return INVALID
    # Most leads are a single card or one pair: what decompose would find, made directly.
    if len(items) == 1 or (len(items) == 2 and items[0] is items[1]):
        unit = Unit(tuple(items), ctx.key_of[items[0].index])
        return Combo("single" if len(items) == 1 else "pair", suit, unit.cards, (unit,))
    units = decompose(items, ctx)
    ordered = tuple(c for u in units for c in u.cards)
    if len(units) == 1:
        return Combo(units[0].kind, suit, ordered, tuple(units))
    if not tractor_in_throw and any(u.kind == "tractor" for u in units):
        units = decompose(items, ctx, tractors=False)
        ordered = tuple(c for u in units for c in u.cards)
    return Combo("throw", suit, ordered, tuple(units))


def layout_value(items: Sequence[Card], lead: Combo, ctx: TrumpContext) -> int | None:
    """Whether these cards can be split exactly into the lead's units (any split counts).

    Returns None if they cannot; otherwise the key of the highest component of the lead's most
    complex shape over all such splits (RULES.md §4.2.4: how rival trump plays are compared).
    """
    if len(items) != len(lead.cards):
        return None
    key_of = ctx.key_of
    available: Counter[int] = Counter()
    for face in pair_faces(items):
        available[key_of[face.index]] += 1
    tractor_lengths = [u.pairs for u in lead.units if u.kind == "tractor"]
    pairs_needed = sum(1 for u in lead.units if u.kind == "pair")

    def place(remaining: list[int]) -> int | None:
        """Top key of the first tractor in ``remaining`` in the best feasible placement."""
        if not remaining:
            return 0 if sum(available.values()) >= pairs_needed else None
        length = remaining[0]
        for top in sorted((k for k, n in available.items() if n), reverse=True):
            span = range(top - length + 1, top + 1)
            if all(available[k] > 0 for k in span):
                for k in span:
                    available[k] -= 1
                ok = place(remaining[1:]) is not None
                for k in span:
                    available[k] += 1
                if ok:
                    return top
        return None

    if tractor_lengths:
        return place(sorted(tractor_lengths, reverse=True))
    if pairs_needed:
        if sum(available.values()) < pairs_needed:
            return None
        return max(available)
    return max(key_of[c.index] for c in items)
