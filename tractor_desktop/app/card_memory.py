"""Card memory: what a careful player at the human seat keeps in their head during a round —
the cards played per suit, the point cards still out, and who has shown a void or no pairs left.

Built from one seat's ``Observation`` only, so it can never know more than that seat has seen.
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter

from ..ai.knowledge import Knowledge
from ..engine.cards import FACES, Card
from ..engine.observation import Observation, TrickView
from ..engine.trump import TRUMP, Trump, TrumpContext

PLAIN_SUITS = ("S", "H", "D", "C")


@dataclasses.dataclass(frozen=True, slots=True)
class SuitGroup:
    """One suit group as it is followed: all trumps together, or one plain suit."""

    suit: str
    """``"T"`` for the trumps, else the plain suit's code."""
    played: tuple[Card, ...]
    """The cards of the group played this round, strongest first (trumps in trump order)."""
    points_out: tuple[Card, ...]
    """The group's point cards neither played nor known to this seat, strongest first."""
    size: int
    """How many cards of the group the double pack holds."""


@dataclasses.dataclass(frozen=True, slots=True)
class SeatFacts:
    """What another seat has shown about its hand by the way it followed."""

    seat: int
    void: tuple[str, ...]
    """Suit groups it did not follow when they were led, in the memory's group order."""
    out_of_pairs: tuple[str, ...]
    """Suit groups it still followed but without the pairs a pair, tractor or top-cards lead
    asked for (a void is not repeated here)."""
    shown_in_hand: tuple[Card, ...]
    """Cards it took back after a failed top-cards lead and has not played since."""

    @property
    def shown_anything(self) -> bool:
        return bool(self.void or self.out_of_pairs or self.shown_in_hand)


@dataclasses.dataclass(frozen=True, slots=True)
class CardMemory:
    """What ``seat`` remembers of the round so far."""

    seat: int
    trump: Trump | None
    groups: tuple[SuitGroup, ...]
    """The trump group first, then the plain suits in S H D C order; empty until the trump is
    known."""
    others: tuple[SeatFacts, ...]
    """The three other seats in playing order after ``seat``."""

    @property
    def points_out(self) -> tuple[Card, ...]:
        return tuple(c for g in self.groups for c in g.points_out)

    @property
    def points_out_total(self) -> int:
        return sum(c.points for c in self.points_out)

    @property
    def played_count(self) -> int:
        return sum(len(g.played) for g in self.groups)

    def group(self, suit: str) -> SuitGroup:
        for g in self.groups:
            if g.suit == suit:
                return g
        raise KeyError(suit)


def card_memory(obs: Observation) -> CardMemory:
    """The card memory of ``obs.seat``, from what that seat has seen and nothing else."""
    ctx = obs.context()
    others = tuple((obs.seat + k) % 4 for k in (1, 2, 3))
    if ctx is None:
        return CardMemory(obs.seat, None, (), tuple(SeatFacts(s, (), (), ()) for s in others))
    order = group_order(ctx)
    # Copies per face index: played this round, and seen by this seat where it still lies.
    played = [0] * len(FACES)
    for trick in _tricks(obs):
        for play in trick.plays:
            for c in play:
                played[c.index] += 1
    seen = played.copy()
    for c in obs.hand:
        seen[c.index] += 1
    for c in obs.talon or ():
        seen[c.index] += 1
    by_group = _faces_by_group(ctx)
    groups = tuple(
        SuitGroup(
            suit,
            tuple(f for f in by_group[suit] for _ in range(played[f.index])),
            tuple(f for f in by_group[suit] if f.points for _ in range(2 - seen[f.index])),
            2 * len(by_group[suit]),
        )
        for suit in order
    )
    # The voids and missing pairs are the computer players' own inference from public play.
    knowledge = Knowledge(obs)
    shown = _taken_back(obs)
    facts = tuple(
        SeatFacts(
            seat,
            tuple(s for s in order if s in knowledge.void[seat]),
            tuple(
                s for s in order if s in knowledge.no_pairs[seat] and s not in knowledge.void[seat]
            ),
            tuple(sorted(shown[seat].elements(), key=lambda c: _strength(c, ctx))),
        )
        for seat in others
    )
    return CardMemory(obs.seat, obs.trump, groups, facts)


def group_order(ctx: TrumpContext) -> tuple[str, ...]:
    """The suit groups of a round: the trumps, then each plain suit that is not trumps."""
    plain = tuple(s for s in PLAIN_SUITS if any(ctx.suit_of[f.index] == s for f in FACES))
    return (TRUMP, *plain)


def _tricks(obs: Observation) -> list[TrickView]:
    """This round's tricks so far, the one in progress included."""
    found = list(obs.tricks)
    if obs.current is not None and obs.current.plays:
        found.append(obs.current)
    return found


def _strength(c: Card, ctx: TrumpContext) -> tuple[int, int]:
    # Equal cards (the off-suit trump-rank cards) keep the suits' own S H D C order.
    return (-ctx.key_of[c.index], c.index)


@functools.lru_cache(maxsize=64)
def _faces_by_group(ctx: TrumpContext) -> dict[str, tuple[Card, ...]]:
    """Each suit group's faces, strongest first; once per round's ranking tables."""
    return {
        suit: tuple(
            sorted(
                (f for f in FACES if ctx.suit_of[f.index] == suit),
                key=lambda c: _strength(c, ctx),
            )
        )
        for suit in (TRUMP, *PLAIN_SUITS)
    }


def _taken_back(obs: Observation) -> list[Counter[Card]]:
    """Per seat, the cards shown in a failed top-cards lead and not played since.

    Read in the order of play: a copy played before the failed lead is not the one shown.
    """
    tricks = _tricks(obs)
    if all(t.failed_attempt is None for t in tricks):
        return [Counter(), Counter(), Counter(), Counter()]
    held = [[0] * len(FACES) for _ in range(4)]
    for trick in tricks:
        for i, play in enumerate(trick.plays):
            seat_held = held[(trick.leader + i) % 4]
            for c in play:
                # A copy that was never shown takes nothing off what was.
                if seat_held[c.index]:
                    seat_held[c.index] -= 1
            if i == 0 and trick.failed_attempt is not None:
                for c in trick.failed_attempt:
                    seat_held[c.index] += 1
                for c in play:
                    seat_held[c.index] -= 1
    return [Counter({f: n for f in FACES if (n := h[f.index])}) for h in held]
