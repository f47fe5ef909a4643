"""Declaring trumps during the draw: on the cards held so far, like a careful person would.

A suit's strength is the trumps the hand would hold with it as trump suit (jokers, every
trump-rank card, the suit's own cards, pairs counting extra), measured against the third of the
hand that an average suit gives. Partners are never overridden; jokers are shown for no trump only
when the suit that stands is poor for this hand and its plain suits are strong.
"""

from __future__ import annotations

from collections import Counter

from ..engine.actions import Declare, Pass
from ..engine.cards import ACE, Card, Suit
from ..engine.declaring import judge_declaration
from ..engine.observation import Observation
from ..engine.view_rules import standing_declaration

Decision = Declare | Pass | None


def suit_strength(hand: list[Card], level: int, suit: Suit) -> float:
    """Trumps this hand would hold with ``suit`` as trumps, pairs and tops counting extra."""
    counts = Counter(hand)
    strength = 0.0
    for face, n in counts.items():
        if face.is_joker or face.rank == level:
            strength += n * (1.2 if face.is_joker or face.suit is suit else 1.0)
        elif face.suit is suit:
            strength += n + (0.5 if n == 2 else 0.0) + (0.3 if face.rank >= ACE - 1 else 0.0)
    return strength


def no_trump_strength(hand: list[Card], level: int) -> float:
    """Plain-suit power for a no-trump round: aces, pairs and long suits."""
    counts = Counter(hand)
    strength = 0.0
    for face, n in counts.items():
        if face.is_joker:
            strength += n
        elif face.rank == ACE:
            strength += 1.0 * n
        elif n == 2 and face.rank >= 10:
            strength += 1.0
    return strength


def decide_declaration(obs: Observation) -> Decision:
    """A ``Declare``, or at the seat's last chance ``Pass``, or None (nothing to show now)."""
    at_last_chance = obs.last_chance and obs.to_act == obs.seat
    nothing: Decision = Pass(obs.seat) if at_last_chance else None
    hand = list(obs.hand)
    level = obs.level
    standing = standing_declaration(obs)
    options = obs.options
    held = len(hand)
    average = held / 3.0
    shows: list[tuple[Card, ...]] = []
    for face, n in Counter(hand).items():
        if face.rank == level and not face.is_joker:
            shows.append((face,))
            if n == 2:
                shows.append((face, face))
        elif face.is_joker and n == 2:
            shows.append((face, face))
    legal = [
        cards
        for cards in shows
        if judge_declaration(
            standing, obs.seat, cards, level, allow_self_reinforce=options.allow_self_reinforce
        )[0]
    ]
    if not legal:
        return nothing
    if standing is not None and standing.seat == obs.seat:
        # Only a reinforcement can be legal here: it makes the declaration safe from singles.
        return Declare(obs.seat, legal[0])
    if standing is not None and standing.seat % 2 == obs.seat % 2:
        return nothing
    first_round = obs.starter is None
    best: tuple[float, tuple[Card, ...]] | None = None
    for cards in legal:
        if cards[0].is_joker:
            continue
        suit = cards[0].suit
        assert suit is not None
        score = suit_strength(hand, level, suit) + (0.7 if len(cards) == 2 else 0.0)
        if best is None or score > best[0]:
            best = (score, cards)
    threshold = average + (0.5 if at_last_chance else 1.5)
    if at_last_chance and first_round and standing is None:
        threshold = average - 0.5
    if best is not None and held >= 4 and best[0] >= max(2.0, threshold):
        return Declare(obs.seat, best[1])
    jokers = [cards for cards in legal if cards[0].is_joker]
    if jokers and held >= 15:
        against = (
            suit_strength(hand, level, standing.suit)
            if standing is not None and standing.suit is not None
            else average
        )
        if against < average - 1.5 and no_trump_strength(hand, level) >= held / 4.0:
            return Declare(obs.seat, jokers[0])
    return nothing
