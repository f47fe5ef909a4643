"""Play-outs of a sampled deal to the end of the round, over the engine's own rule functions.

``Playout`` is the loop (leads settled, failed top-cards leads penalised, tricks taken, the round
scored with the talon bonus: each by the function the engine's round uses) with a fast policy
that sees every sampled hand: it leads units nobody can beat, else a low card of a short suit;
it follows by winning cheaply when the trick is worth it, feeding points to a partner who is
sure to win, and ducking otherwise. That policy plays far worse than Normal; the search plays
out with ``rollout.NormalPlayout`` instead, and the fast one is kept as the yardstick
``evaluator_bench`` compares it with.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from ..engine.candidates import follow_candidates
from ..engine.cards import Card, points
from ..engine.combos import Combo, Unit, classify, pairs_by_key, runs
from ..engine.leading import beating_cards, settle_lead
from ..engine.scoring import RoundResult, score_played_round, throw_penalty
from ..engine.tricks import trick_taken, trick_winner
from ..engine.trump import TRUMP, TrumpContext
from .knowledge import Knowledge
from .sampling import World

Play = tuple[Card, ...]


class Aborted(Exception):
    """The budget ran out in the middle of a play-out."""


def strength(play: Sequence[Card], ctx: TrumpContext) -> int:
    """How much a play spends: trumps count far more than plain cards."""
    suit_of, key_of = ctx.suit_of, ctx.key_of
    return sum(
        (24 + key_of[c.index]) if suit_of[c.index] == TRUMP else key_of[c.index] for c in play
    )


def can_beat(hand: Sequence[Card], lead: Combo, best: Sequence[Card], ctx: TrumpContext) -> bool:
    """Whether ``hand`` could beat ``best`` on a single or pair lead (rougher for bigger leads)."""
    suit_of, key_of = ctx.suit_of, ctx.key_of
    suit = lead.suit
    best_trump = suit_of[best[0].index] == TRUMP and ctx.single_suit(best) == TRUMP
    best_key = max(key_of[c.index] for c in best)
    held = [c for c in hand if suit_of[c.index] == suit]
    n = len(lead.cards)
    if lead.type == "single":
        if held:
            if best_trump and suit != TRUMP:
                return False
            return any(key_of[c.index] > best_key for c in held)
        trumps = [c for c in hand if suit_of[c.index] == TRUMP]
        if not trumps:
            return False
        return not best_trump or any(key_of[c.index] > best_key for c in trumps)
    if lead.type == "pair":
        if len(held) >= 2 or (held and suit == TRUMP):
            if best_trump and suit != TRUMP:
                return False
            counts = Counter(held)
            return any(m >= 2 and key_of[c.index] > best_key for c, m in counts.items())
        if held:
            return False
        counts = Counter(c for c in hand if suit_of[c.index] == TRUMP)
        return any(
            m >= 2 and (not best_trump or key_of[c.index] > best_key) for c, m in counts.items()
        )
    if held:
        return False
    return suit != TRUMP and sum(1 for c in hand if suit_of[c.index] == TRUMP) >= n


def top_units(held: Sequence[Card], ctx: TrumpContext) -> list[Unit]:
    """The highest single, the highest pair and the highest longest tractor among cards of one
    suit: if a lower unit of a shape cannot be beaten, neither can the top one."""
    key_of = ctx.key_of
    top = max(held, key=lambda c: key_of[c.index])
    units = [Unit((top,), key_of[top.index])]
    by_key = pairs_by_key(held, ctx)
    if by_key:
        high = max(by_key)
        face = by_key[high][0]
        units.append(Unit((face, face), high))
        if len(by_key) > 1:
            lo, hi = max(runs(by_key), key=lambda r: (r[1] - r[0], r[1]))
            if hi > lo:
                cards = tuple(by_key[k][0] for k in range(hi, lo - 1, -1) for _ in range(2))
                units.append(Unit(cards, hi))
    return units


class Playout:
    """One sampled deal played from the current trick to the end of the round."""

    def __init__(self, k: Knowledge, world: World) -> None:
        """The round from ``k``'s seat's view, its hidden cards as in ``world``."""
        obs = k.obs
        trick = obs.current
        plays = trick.plays if trick is not None else ()
        self.ctx = ctx = k.ctx
        self.options = options = obs.options
        self.hands = [list(h) for h in world.hands]
        self.talon: Sequence[Card] = world.talon
        self.declarers = k.declarers
        assert obs.starter is not None
        self.starter = obs.starter
        self.levels = obs.levels
        self.leader = trick.leader if trick is not None else k.seat
        self.plays: list[Play] = list(plays)
        self.lead: Combo | None = (
            classify(plays[0], ctx, options.allow_tractor_in_throw) if plays else None
        )
        self.opponent_points = obs.opponent_points
        self.failed_attempt: Play | None = None
        """The cards of a top-cards lead this trick that failed (the lead is what was kept)."""
        self.result: RoundResult | None = None
        """The round's score, once the play-out has come to its end."""

    # ----- the policy ----------------------------------------------------------------------------

    def choose_lead(self, seat: int) -> Play:
        ctx = self.ctx
        suit_of = ctx.suit_of
        hand = self.hands[seat]
        by_suit: dict[str, list[Card]] = {}
        for c in hand:
            by_suit.setdefault(suit_of[c.index], []).append(c)
        opponents = [self.hands[(seat + 1) % 4], self.hands[(seat + 3) % 4]]
        best: tuple[tuple[int, int, int], Play] | None = None
        for suit, held in by_suit.items():
            holdings = [[c for c in other if suit_of[c.index] == suit] for other in opponents]
            if suit != TRUMP and any(
                not holding and any(suit_of[c.index] == TRUMP for c in other)
                for holding, other in zip(holdings, opponents, strict=True)
            ):
                continue  # an opponent would ruff
            for unit in top_units(held, ctx):
                rank = (unit.size, 0 if suit == TRUMP else 1, unit.top)
                if best is not None and rank <= best[0]:
                    continue
                if not any(holding and beating_cards(unit, holding, ctx) for holding in holdings):
                    best = (rank, unit.cards)
        if best is not None:
            return best[1]
        plain = [s for s in by_suit if s != TRUMP]
        if plain:
            suit = min(plain, key=lambda s: (len(by_suit[s]), s))
            held = by_suit[suit]
        else:
            held = by_suit[TRUMP]
        low = min(held, key=lambda c: (c.points, ctx.key_of[c.index]))
        return (low,)

    def choose_follow(self, seat: int) -> Play:
        ctx = self.ctx
        lead = self.lead
        assert lead is not None
        hand = self.hands[seat]
        cands = follow_candidates(lead, hand, ctx, self.options.follow_tractor_with_tractor)
        if len(cands) == 1:
            return cands[0]
        plays = self.plays
        pos = len(plays)
        w = trick_winner(lead, plays, ctx)
        winner = (self.leader + w) % 4
        best = plays[w]
        last = pos == 3
        nxt = self.hands[(seat + 1) % 4]
        if winner % 2 == seat % 2:
            if last or not can_beat(nxt, lead, best, ctx):
                return max(cands, key=lambda p: (points(p), -strength(p, ctx)))
            return min(cands, key=lambda p: (points(p), strength(p, ctx)))
        on_table = sum(points(p) for p in plays)
        winning: list[tuple[int, Play]] = []
        if lead.type == "single":
            suit_of, key_of = ctx.suit_of, ctx.key_of
            top = best[0]
            best_trump = suit_of[top.index] == TRUMP
            best_key = key_of[top.index]
            for cand in cands:
                c = cand[0]
                cs, ck = suit_of[c.index], key_of[c.index]
                if (cs == TRUMP and (not best_trump or ck > best_key)) or (
                    cs == lead.suit and not best_trump and ck > best_key
                ):
                    winning.append((strength(cand, ctx), cand))
        else:
            for cand in cands:
                if trick_winner(lead, [*plays, cand], ctx) == pos:
                    winning.append((strength(cand, ctx), cand))
        if winning:
            cost, cheapest = min(winning, key=lambda t: (t[0], -points(t[1])))
            secure = last or not can_beat(nxt, lead, cheapest, ctx)
            worth = on_table + points(cheapest) >= 10 or cost < 24 * len(cheapest)
            if secure and worth:
                return cheapest
        return min(cands, key=lambda p: (points(p), strength(p, ctx)))

    # ----- the play ------------------------------------------------------------------------------

    def apply(self, seat: int, play: Play) -> None:
        """Apply a play of ``seat`` (a lead is judged: a failed top-cards lead is penalised)."""
        hand = self.hands[seat]
        if not self.plays:
            # The policies play cards of the hand, of one suit: judge_lead's checks would pass,
            # and only a top-cards lead is settled otherwise than as led (a judgement of every
            # lead made the fast play-outs some 10 % slower).
            options = self.options
            led = classify(play, self.ctx, options.allow_tractor_in_throw)
            if led.type == "throw":
                judged = settle_lead(led, self.hands, seat, self.ctx)
                if judged.failed:
                    self.failed_attempt = play
                    self.opponent_points += throw_penalty(
                        options, len(judged.returned), seat % 2 == self.declarers
                    )
                led = judged.led
            self.lead = led
            play = led.cards
        for c in play:
            hand.remove(c)
        self.plays.append(play)
        self.played()

    def played(self) -> None:
        """Called after every play (a policy that reads the history keeps up with it here)."""

    def trick_over(self, winner: int) -> None:
        """Called when a trick is complete and not the last: ``winner`` leads the next."""

    def take_trick(self) -> int:
        """The complete trick is taken: the seat that takes it (its points go to the
        opponents' if it is one of theirs)."""
        lead = self.lead
        assert lead is not None
        winner, won = trick_taken(self.leader, lead, self.plays, self.ctx)
        if winner % 2 != self.declarers:
            self.opponent_points += won
        return winner

    def score(self, last_winner: int) -> RoundResult:
        """The round's score after its last trick, which ``last_winner`` took."""
        lead = self.lead
        assert lead is not None
        self.result = score_played_round(
            starter=self.starter,
            levels=self.levels,
            opponent_points=self.opponent_points,
            talon=self.talon,
            last_lead=lead,
            opponents_won_last_trick=last_winner % 2 != self.declarers,
            options=self.options,
        )
        return self.result

    def run(self, stop: Callable[[], bool]) -> int:
        """Play to the end; the opponents' final total (talon bonus included)."""
        while True:
            while len(self.plays) < 4:
                seat = (self.leader + len(self.plays)) % 4
                play = self.choose_follow(seat) if self.plays else self.choose_lead(seat)
                self.apply(seat, play)
            winner = self.take_trick()
            if not self.hands[winner]:
                return self.score(winner).opponent_total
            self.leader = winner
            self.plays = []
            self.lead = None
            self.failed_attempt = None
            self.trick_over(winner)
            if stop():
                raise Aborted
