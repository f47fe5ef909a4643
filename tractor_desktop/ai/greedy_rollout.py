"""The Monte Carlo sparring partner's play-out (``montecarlo``): one sampled world played from
the trick under way to the round's end by a greedy rule at every seat, each seat seeing only its
own hand and the cards played. The rule itself, and what each of its parts was measured at, is in
``montecarlo``'s docstring; it shares nothing with Normal's judgement or Hard's play-outs.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Sequence

from ..engine.candidates import follow_candidates
from ..engine.cards import FACES, Card, points
from ..engine.combos import Combo, classify
from ..engine.leading import settle_lead
from ..engine.observation import Observation
from ..engine.scoring import BAND, THRESHOLD, score_played_round, throw_penalty
from ..engine.tricks import trick_taken, trick_winner
from ..engine.trump import TRUMP, TrumpContext

Cards = tuple[Card, ...]

PLAIN = ("S", "H", "D", "C")
TRUMP_COST = 30


@functools.cache
def suit_faces(ctx: TrumpContext) -> dict[str, list[Card]]:
    """Each effective suit's faces, highest first."""
    out: dict[str, list[Card]] = {suit: [] for suit in (*PLAIN, TRUMP)}
    for face in sorted(FACES, key=lambda f: -ctx.key_of[f.index]):
        out[ctx.suit_of[face.index]].append(face)
    return out


class Rollout:
    """One world played from the trick under way to the round's end by the greedy rule."""

    def __init__(
        self, obs: Observation, ctx: TrumpContext, hands: list[list[Card]], talon: list[Card]
    ) -> None:
        self.obs = obs
        self.ctx = ctx
        self.hands = [list(h) for h in hands]
        self.talon = talon
        self.tit = obs.options.allow_tractor_in_throw
        trick = obs.current
        self.leader = trick.leader if trick is not None else obs.seat
        self.plays: list[Cards] = list(trick.plays) if trick is not None else []
        self.lead: Combo | None = classify(self.plays[0], ctx, self.tit) if self.plays else None
        # Cards not yet played (hands and talon): a seat's greedy rule sees these less its own.
        self.left = [0] * len(FACES)
        for hand in (*self.hands, talon):
            for c in hand:
                self.left[c.index] += 1
        self.declarers = obs.declarers if obs.declarers is not None else 0
        self.opponent_points = obs.opponent_points

    # ----- the rule ------------------------------------------------------------------------------

    def cost(self, play: Sequence[Card]) -> float:
        """What a play spends: each card's rank, half its points, and more for a trump."""
        suit_of, key_of = self.ctx.suit_of, self.ctx.key_of
        return sum(
            key_of[c.index] + c.points / 2 + (TRUMP_COST if suit_of[c.index] == TRUMP else 0)
            for c in play
        )

    def outranked(self, counts: Counter[Card], suit: str, key: int, copies: int) -> bool:
        """Whether the cards a seat holding ``counts`` has not seen may hold ``copies`` of a face
        of ``suit`` above ``key`` (1: a higher single, 2: a higher pair)."""
        key_of, left = self.ctx.key_of, self.left
        for face in suit_faces(self.ctx)[suit]:
            if key_of[face.index] <= key:
                return False
            if left[face.index] - counts[face] >= copies:
                return True
        return False

    def holds(self, seat: int, play: Cards) -> bool:
        """Whether, as the seat sees it, no card outranks the top of ``play`` in its suit."""
        ctx = self.ctx
        top = max(play, key=lambda c: ctx.key_of[c.index])
        copies = 1 if len(play) == 1 else 2
        counts = Counter(self.hands[seat])
        return not self.outranked(counts, ctx.suit_of[top.index], ctx.key_of[top.index], copies)

    def choose_lead(self, seat: int) -> Cards:
        ctx = self.ctx
        key_of, suit_of = ctx.key_of, ctx.suit_of
        hand = self.hands[seat]
        counts = Counter(hand)
        by_suit: dict[str, list[Card]] = {}
        for c in ctx.sorted(counts):  # each suit's faces, lowest first
            by_suit.setdefault(suit_of[c.index], []).append(c)
        plain = [s for s in by_suit if s != TRUMP]
        trumps = by_suit.get(TRUMP, [])
        for suit in plain:  # the suit's cards nobody can beat, all at once
            tops: list[Card] = []
            for c in reversed(by_suit[suit]):
                if self.outranked(counts, suit, key_of[c.index], 1):
                    break
                tops.extend([c] * counts[c])
            if len(tops) >= 2:
                return tuple(ctx.sorted(tops))
        for suit in plain:  # a pair nobody can beat
            for c in reversed(by_suit[suit]):
                if counts[c] == 2 and not self.outranked(counts, suit, key_of[c.index], 2):
                    return (c, c)
        masters = [
            by_suit[s][-1]
            for s in plain
            if not self.outranked(counts, s, key_of[by_suit[s][-1].index], 1)
        ]
        if masters:
            return (max(masters, key=lambda c: (key_of[c.index], c.points)),)
        if trumps and (not plain or sum(counts[c] for c in trumps) * 2 >= len(hand)):
            # Long in trumps: draw the opponents'.
            pairs = [c for c in trumps if counts[c] == 2]
            if pairs:
                return (pairs[-1], pairs[-1])
            top = trumps[-1]
            return (
                (top,) if not self.outranked(counts, TRUMP, key_of[top.index], 1) else (trumps[0],)
            )
        pairs = [c for s in plain for c in by_suit[s] if counts[c] == 2]
        if pairs:
            top = max(pairs, key=lambda c: key_of[c.index])
            return (top, top)
        short = min(plain, key=lambda s: sum(counts[c] for c in by_suit[s]))
        return (min(by_suit[short], key=lambda c: (c.points > 0, key_of[c.index])),)

    def choose_follow(self, seat: int) -> Cards:
        lead = self.lead
        assert lead is not None
        ctx = self.ctx
        options = follow_candidates(
            lead, self.hands[seat], ctx, self.obs.options.follow_tractor_with_tractor
        )
        if len(options) == 1:
            return options[0]
        plays = self.plays
        pos = len(plays)
        best = trick_winner(lead, plays, ctx)
        if (self.leader + best) % 2 == seat % 2:
            if pos == 3 or (pos == 2 and self.holds(seat, plays[best])):
                return max(options, key=lambda p: (points(p), -self.cost(p)))  # feed the partner
            return min(options, key=self.cost)
        if lead.type == "single":
            # The engine's rule for singles, without a call per option (the play-outs' most
            # frequent question).
            suit_of, key_of = ctx.suit_of, ctx.key_of
            top = plays[best][0]
            top_trump = suit_of[top.index] == TRUMP
            top_key = key_of[top.index]
            winning = [
                p
                for p in options
                if (
                    suit_of[p[0].index] == TRUMP and (not top_trump or key_of[p[0].index] > top_key)
                )
                or (
                    suit_of[p[0].index] == lead.suit
                    and not top_trump
                    and key_of[p[0].index] > top_key
                )
            ]
        else:
            winning = [p for p in options if trick_winner(lead, [*plays, p], ctx) == pos]
        return min(winning or options, key=self.cost)

    # ----- the play ------------------------------------------------------------------------------

    def play(self, seat: int, cards: Cards) -> None:
        if not self.plays:
            attempt = classify(cards, self.ctx, self.tit)
            judged = settle_lead(attempt, self.hands, seat, self.ctx)
            if judged.failed:
                self.opponent_points += throw_penalty(
                    self.obs.options, len(judged.returned), seat % 2 == self.declarers
                )
            self.lead = judged.led
            cards = judged.led.cards
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
            self.left[c.index] -= 1
        self.plays.append(cards)

    def finish(self, stop: Callable[[], bool]) -> float | None:
        """Play to the round's end; the result for the seat's team (None: stopped)."""
        while True:
            while len(self.plays) < 4:
                seat = (self.leader + len(self.plays)) % 4
                move = self.choose_follow(seat) if self.plays else self.choose_lead(seat)
                self.play(seat, move)
            lead = self.lead
            assert lead is not None
            winner, won = trick_taken(self.leader, lead, self.plays, self.ctx)
            if winner % 2 != self.declarers:
                self.opponent_points += won
            if not self.hands[winner]:
                return self.value(lead, winner)
            if stop():
                return None
            self.leader, self.plays, self.lead = winner, [], None

    def value(self, last_lead: Combo, last_winner: int) -> float:
        obs = self.obs
        assert obs.starter is not None
        result = score_played_round(
            starter=obs.starter,
            levels=obs.levels,
            opponent_points=self.opponent_points,
            talon=self.talon,
            last_lead=last_lead,
            opponents_won_last_trick=last_winner % 2 != self.declarers,
            options=obs.options,
        )
        levels = result.declarers_gain - result.opponents_gain
        edge = (THRESHOLD - result.opponent_total) / BAND / 2
        declarers_value = levels + edge
        return declarers_value if obs.seat % 2 == self.declarers else -declarers_value


# ----- the choice ---------------------------------------------------------------------------------
