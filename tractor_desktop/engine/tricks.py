"""Who wins a finished trick (RULES.md §4.2) and what it is worth."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, points
from .combos import Combo, is_pair, is_tractor, layout_value
from .trump import TRUMP, TrumpContext


def trick_points(plays: Sequence[Sequence[Card]]) -> int:
    return sum(points(p) for p in plays)


def _shape_strength(
    lead: Combo, play: Sequence[Card], ctx: TrumpContext
) -> tuple[bool, int] | None:
    """(is trump, top key) of a play that has the lead's shape in the suit led or in trumps."""
    suit = ctx.single_suit(play)
    if suit is None or (suit != lead.suit and suit != TRUMP):
        return None
    if lead.type == "pair" and not is_pair(play):
        return None
    if lead.type == "tractor" and not is_tractor(play, ctx):
        return None
    return (suit == TRUMP, max(ctx.key_of[c.index] for c in play))


def trick_winner(lead: Combo, plays: Sequence[Sequence[Card]], ctx: TrumpContext) -> int:
    """Index into ``plays`` (``plays[0]`` is the lead) of the winning play; ties go to the first."""
    if lead.type == "throw":
        if lead.suit == TRUMP:
            return 0
        best, best_value = 0, -1
        for i, play in enumerate(plays[1:], start=1):
            if ctx.single_suit(play) != TRUMP:
                continue
            value = layout_value(play, lead, ctx)
            if value is not None and value > best_value:
                best, best_value = i, value
        return best
    best = 0
    best_strength = _shape_strength(lead, plays[0], ctx)
    assert best_strength is not None, "the lead must have its own shape"
    for i, play in enumerate(plays[1:], start=1):
        strength = _shape_strength(lead, play, ctx)
        if strength is None:
            continue
        if strength[0] > best_strength[0] or (
            strength[0] == best_strength[0] and strength[1] > best_strength[1]
        ):
            best, best_strength = i, strength
    return best


def trick_taken(
    leader: int, lead: Combo, plays: Sequence[Sequence[Card]], ctx: TrumpContext
) -> tuple[int, int]:
    """The seat that takes a finished trick (``plays[0]`` is ``leader``'s) and its points."""
    return (leader + trick_winner(lead, plays, ctx)) % 4, trick_points(plays)
