"""Following a lead (RULES.md §4.2): the ladders of what a follower must play."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card
from .combos import Combo, longest_tractor
from .trump import TrumpContext
from .verdict import ALLOWED, Verdict, holds, refuse


def pair_count(items: Sequence[Card]) -> int:
    """How many pairs (two identical cards) are among these cards."""
    # A face is held at most twice, so each repeated face is one pair.
    return len(items) - len(set(items))


def required_pairs(lead: Combo, suit_cards: Sequence[Card]) -> int:
    """Pairs of the suit a follower holding ``suit_cards`` must play to ``lead``."""
    if lead.type == "single":
        return 0
    return min(lead.pair_count, pair_count(suit_cards))


def check_follow(
    lead: Combo,
    hand: Sequence[Card],
    play: Sequence[Card],
    ctx: TrumpContext,
    *,
    tractor_with_tractor: bool = False,
) -> Verdict:
    """May a follower holding ``hand`` (which includes ``play``) play ``play`` to ``lead``?"""
    n = len(lead.cards)
    if len(play) != n:
        return refuse("wrong_number_of_cards")
    if not holds(hand, play):
        return refuse("cards_not_in_hand")
    suit, suit_of = lead.suit, ctx.suit_of
    held = [c for c in hand if suit_of[c.index] == suit]
    if not held:
        return ALLOWED
    played = [c for c in play if suit_of[c.index] == suit]
    if len(played) < min(len(held), n):
        return refuse("must_follow_suit")
    if pair_count(played) < required_pairs(lead, held):
        return refuse("must_play_pair" if lead.type == "pair" else "must_play_pairs")
    if tractor_with_tractor and lead.type == "tractor":
        length = n // 2
        if longest_tractor(held, ctx) >= length and longest_tractor(played, ctx) < length:
            return refuse("must_play_tractor")
    return ALLOWED
