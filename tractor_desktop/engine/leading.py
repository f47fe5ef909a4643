"""Leading a trick (RULES.md §4.2–4.3): lead legality, top-cards leads checked against the hands."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from .cards import Card
from .combos import Combo, Unit, best_tractor_top, classify, pairs_by_key
from .trump import TrumpContext
from .verdict import ALLOWED, Verdict, holds, refuse


@dataclasses.dataclass(frozen=True, slots=True)
class Block:
    """A unit of a top-cards lead that ``seat`` can beat with ``cards``."""

    unit: Unit
    seat: int
    cards: tuple[Card, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class LeadJudgement:
    """The outcome of a lead: what was attempted, what is actually led, and the penalty cards."""

    verdict: Verdict
    attempted: Combo
    led: Combo
    returned: tuple[Card, ...] = ()
    blocks: tuple[Block, ...] = ()

    @property
    def failed(self) -> bool:
        return bool(self.returned)


def beating_cards(unit: Unit, holding: Sequence[Card], ctx: TrumpContext) -> tuple[Card, ...]:
    """Cards of ``holding`` (same effective suit as the unit) that beat it with a higher unit of
    the same shape; empty when none. Equal cards do not beat."""
    key_of = ctx.key_of
    if unit.kind == "single":
        higher = [c for c in holding if key_of[c.index] > unit.top]
        return (max(higher, key=lambda c: key_of[c.index]),) if higher else ()
    by_key = pairs_by_key(holding, ctx)
    if unit.kind == "pair":
        top = max((k for k in by_key if k > unit.top), default=None)
        return () if top is None else (by_key[top][0], by_key[top][0])
    top = best_tractor_top(holding, ctx, unit.pairs)
    if top is None or top <= unit.top:
        return ()
    return tuple(by_key[k][0] for k in range(top, top - unit.pairs, -1) for _ in range(2))


def judge_lead(
    hands: Sequence[Sequence[Card]],
    leader: int,
    items: Sequence[Card],
    ctx: TrumpContext,
    *,
    tractor_in_throw: bool = True,
    refuse_failed_throw: bool = False,
) -> LeadJudgement:
    """Judge a lead by ``leader``; a top-cards lead is checked against every other hand."""
    attempted = classify(items, ctx, tractor_in_throw)
    if not items:
        return LeadJudgement(refuse("no_cards"), attempted, attempted)
    if not holds(hands[leader], items):
        return LeadJudgement(refuse("cards_not_in_hand"), attempted, attempted)
    if attempted.type == "invalid":
        return LeadJudgement(refuse("mixed_suits"), attempted, attempted)
    return settle_lead(attempted, hands, leader, ctx, refuse_failed_throw=refuse_failed_throw)


def settle_lead(
    attempted: Combo,
    hands: Sequence[Sequence[Card]],
    leader: int,
    ctx: TrumpContext,
    *,
    refuse_failed_throw: bool = False,
) -> LeadJudgement:
    """What a lead of cards ``leader`` holds, all of one suit, comes to (``judge_lead`` once the
    cards are known to be such): a single, pair or tractor as it is; a top-cards lead checked
    against every other hand."""
    if attempted.type != "throw":
        return LeadJudgement(ALLOWED, attempted, attempted)
    suit_of, suit = ctx.suit_of, attempted.suit
    blocks: list[Block] = []
    for seat, hand in enumerate(hands):
        if seat == leader:
            continue
        holding = [c for c in hand if suit_of[c.index] == suit]
        if not holding:
            continue
        for unit in attempted.units:
            beaters = beating_cards(unit, holding, ctx)
            if beaters:
                blocks.append(Block(unit, seat, beaters))
    if not blocks:
        return LeadJudgement(ALLOWED, attempted, attempted)
    if refuse_failed_throw:
        return LeadJudgement(refuse("throw_failed"), attempted, attempted, (), tuple(blocks))
    forced = min((b.unit for b in blocks), key=lambda u: (u.size, u.top))
    led = classify(forced.cards, ctx)
    returned = list(attempted.cards)
    for c in forced.cards:
        returned.remove(c)
    return LeadJudgement(ALLOWED, attempted, led, tuple(returned), tuple(blocks))
