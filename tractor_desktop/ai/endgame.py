"""An exact endgame for Hard's and Expert's search: the rest of the round solved on a sampled deal.

When few cards are left, a candidate is valued not by one play-out with every seat playing as
Normal, but by the round's minimax result on the sampled deal: every seat sees every hand, the
searching seat's team plays for the best result and the other team for the worst. The round is
played and scored by ``Playout``'s own machinery (a failed top-cards lead settled and penalised,
the talon bonus of the last trick), and the legal plays are the engine's bounded sets
(``lead_candidates``, ``follow_candidates``).

The result is a level value (``outcome.team_value``), a strictly monotone function of the
opponents' total: both teams' preferences are the same on the total as on the value, so the
search works on the total in points (an integer, the same for either team's search) and turns it
into levels once, at the root.

Alpha-beta over the plays, most promising first, with a transposition table at the starts of
tricks: what is still to come from there depends only on the hands and the leader, the points
taken so far only add to it, so an entry keeps bounds on the points still to come (at first:
none, and every point still held with the talon's largest bonus). Single cards that nothing
still in play separates are tried once (``Endgame.distinct``).

Nodes a solve (each of Hard's candidates on one sampled deal, the deal's table shared; 1,492
positions of 60 Normal-vs-Normal rounds), p50 / p95 / max, by cards the searching seat holds:
1: 3 / 4 / 4; 2: 6 / 17 / 27; 3: 15 / 68 / 185; 4: 37 / 440 / 1,132; 5: 154 / 2,765 / 13,665;
6: 984 / 21,492 / 142,542; about 8 us a node. Each device measured: the bounds at the table's
new entries took p95 at 5 cards from 4,872 nodes to 2,765, the tried-once singles from 6,890 to
4,872, the shared table from 9,090 to 6,890 (51,224 without a table); remembering each
position's best lead for the next search of it saved nothing and was dropped.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from ..engine.candidates import follow_candidates, lead_candidates
from ..engine.cards import Card, points
from ..engine.scoring import talon_multiplier
from ..engine.tricks import trick_winner
from ..engine.trump import TRUMP
from .knowledge import Knowledge
from .outcome import team_value
from .playout import Aborted, Playout, strength
from .sampling import World, sample_world

Play = tuple[Card, ...]
Table = dict[tuple[object, ...], tuple[int, int]]
"""A transposition table: for a trick's start (its leader and the four hands), bounds (lowest,
highest) on the opponents' points still to come, the talon bonus included."""

NODES_PER_CARD = 30
"""Solver nodes that take as long as one card of a Normal play-out (``search.Plan.work``'s
unit): a card at the first lead against a node on Hard's candidates at 1 to 5 cards, CPU time,
the two measured in turn in one process: 0.231 ms / 7.6 us (30.3) and 0.265 ms / 9.3 us (28.5)
on a busier machine."""
ENDGAME_CARDS = 5
"""The most cards the searching seat may hold for the endgame to be solved. A whole Hard
decision on Hard's candidates (``Search``, ``HARD``), 168 positions of Normal-vs-Normal rounds
at 5 cards: p50 4.5k / p95 44k / max 53k nodes, 39 / 354 / 448 ms; its nomination and six
confirming deals alone, p95 42k, within ``HARD.work`` (1,500 cards, 45k nodes). At 6 cards that
part takes p95 101k and max 408k nodes (3.9 s): more than twice the work."""
INFINITE = 1 << 20
CHECK_EVERY = 256
"""Nodes between two calls of the caller's ``stop``."""


class Endgame(Playout):
    """One sampled deal, solved with every seat seeing every hand. ``total(play)`` is the
    opponents' final total after the searching seat plays ``play``, both teams playing best."""

    def __init__(self, k: Knowledge, world: World, table: Table | None = None) -> None:
        super().__init__(k, world)
        self.searcher = k.seat
        self.table: Table = {} if table is None else table
        """Shared by the candidates of one deal (its entries hold for any of them)."""
        self.talon_points = points(self.talon)
        self.nodes = 0
        """Positions searched: one per play tried."""
        self.stop: Callable[[], bool] = lambda: False
        self.tractor_with_tractor = self.options.follow_tractor_with_tractor

    # ----- the search ----------------------------------------------------------------------------

    def total(self, play: Play, stop: Callable[[], bool] | None = None) -> int:
        """The opponents' final total after ``play`` by the searching seat (to act now)."""
        if stop is not None:
            self.stop = stop
        return self.after(self.searcher, play, -INFINITE, INFINITE)

    def moves(self, seat: int) -> list[Play]:
        """The plays ``seat`` may make now (the engine's bounded set), most promising first."""
        hand = self.hands[seat]
        ctx = self.ctx
        if not self.plays:
            leads = lead_candidates(hand, ctx)
            leads = self.distinct(seat, leads)
            # Big units and high cards first: they take tricks, and a won trick cuts the
            # other side's replies short.
            return sorted(leads, key=lambda p: -strength(p, ctx) * len(p))
        lead = self.lead
        assert lead is not None
        follows = follow_candidates(lead, hand, ctx, self.tractor_with_tractor)
        if lead.type == "single":
            follows = self.distinct(seat, follows)
        if len(follows) < 2:
            return follows
        plays = self.plays
        pos = len(plays)
        w = trick_winner(lead, plays, ctx)
        ours = (self.leader + w) % 2 == seat % 2
        if lead.type == "single":
            # The engine's rule for a single, inline: trick_winner per play would be most of
            # the search's time.
            suit_of, key_of = ctx.suit_of, ctx.key_of
            top = plays[w][0]
            top_trump = suit_of[top.index] == TRUMP
            top_key = key_of[top.index]

            def wins(p: Play) -> bool:
                i = p[0].index
                if suit_of[i] == TRUMP:
                    return not top_trump or key_of[i] > top_key
                return suit_of[i] == lead.suit and not top_trump and key_of[i] > top_key

        else:

            def wins(p: Play) -> bool:
                return trick_winner(lead, [*plays, p], ctx) == pos

        def order(p: Play) -> tuple[int, int]:
            if ours:
                return (1, -points(p))  # feed the partner's trick
            if wins(p):
                return (0, strength(p, ctx))  # take the trick, as cheaply as may be
            return (2, points(p) * 64 + strength(p, ctx))  # duck with the least

        return sorted(follows, key=order)

    def distinct(self, seat: int, plays: list[Play]) -> list[Play]:
        """``plays`` less the single cards that are as good as the one before them: of the
        same suit and points, held once, with no other card still in play ranked between them
        or equal (in a hand or on the table). Either may be played with the same outcome: every
        later comparison finds the one kept where it would have found the other, and a card
        held once can no longer make a pair. Single plays must come in ``ctx.sorted`` order."""
        suit_of, key_of = self.ctx.suit_of, self.ctx.key_of
        hand = self.hands[seat]
        out: list[Play] = []
        previous: Card | None = None
        """The last single seen, held once (kept, or as good as the one kept)."""
        live: dict[str, list[int]] = {}
        for play in plays:
            c = play[0]
            if len(play) > 1 or hand.count(c) > 1:
                out.append(play)
                previous = None
                continue
            suit = suit_of[c.index]
            if (
                previous is not None
                and previous.points == c.points
                and suit_of[previous.index] == suit
            ):
                keys = live.get(suit)
                if keys is None:
                    keys = live[suit] = self.live_keys(seat, suit)
                low, high = key_of[previous.index], key_of[c.index]
                if not any(low <= key <= high for key in keys):
                    previous = c
                    continue
            out.append(play)
            previous = c
        return out

    def live_keys(self, seat: int, suit: str) -> list[int]:
        """The keys of the cards of ``suit`` still in play other than ``seat``'s singles: in the
        other hands, on the table, and ``seat``'s own held twice."""
        suit_of, key_of = self.ctx.suit_of, self.ctx.key_of
        keys = [
            key_of[c.index]
            for i, h in enumerate(self.hands)
            for c in h
            if suit_of[c.index] == suit and (i != seat or h.count(c) > 1)
        ]
        keys.extend(key_of[c.index] for p in self.plays for c in p if suit_of[c.index] == suit)
        return keys

    def after(self, seat: int, play: Play, alpha: int, beta: int) -> int:
        """The total once ``seat`` has played ``play``, then both teams best (fail-soft)."""
        self.nodes += 1
        if self.nodes % CHECK_EVERY == 0 and self.stop():
            raise Aborted
        leader, plays, lead = self.leader, self.plays, self.lead
        taken, failed, hand = self.opponent_points, self.failed_attempt, self.hands[seat]
        self.plays = list(plays)
        self.hands[seat] = list(hand)
        self.apply(seat, play)
        if len(self.plays) < 4:
            value = self.best(alpha, beta)
        else:
            winner = self.take_trick()
            if not self.hands[winner]:
                value = self.score(winner).opponent_total
            else:
                self.leader = winner
                self.plays = []
                self.lead = None
                self.failed_attempt = None
                value = self.trick_start(alpha, beta)
        self.leader, self.plays, self.lead = leader, plays, lead
        self.opponent_points, self.failed_attempt, self.hands[seat] = taken, failed, hand
        return value

    def trick_start(self, alpha: int, beta: int) -> int:
        """``best`` at the start of a trick, through the transposition table."""
        key = (self.leader, *(tuple(sorted(c.index for c in h)) for h in self.hands))
        base = self.opponent_points
        bounds = self.table.get(key)
        if bounds is None:
            # No penalty can come (only the searching seat's play may be a top-cards lead), and
            # no more than every point still held and the talon's largest bonus.
            n = len(self.hands[self.leader])
            held = sum(c.points for h in self.hands for c in h)
            bounds = (0, held + self.talon_points * talon_multiplier(self.options, n, n))
        low, high = bounds
        if low == high:
            return base + low
        if base + low >= beta:
            return base + low
        if base + high <= alpha:
            return base + high
        a, b = max(alpha, base + low), min(beta, base + high)
        value = self.best(a, b)
        if value <= a:
            high = min(high, value - base)
        elif value >= b:
            low = max(low, value - base)
        else:
            low = high = value - base
        self.table[key] = (low, high)
        return value

    def best(self, alpha: int, beta: int) -> int:
        """The total with the seat to act playing best for its team: the opponents (of the
        declarers) raise it, the declarers lower it."""
        seat = (self.leader + len(self.plays)) % 4
        if seat % 2 != self.declarers:
            value = -INFINITE
            for play in self.moves(seat):
                value = max(value, self.after(seat, play, alpha, beta))
                if value >= beta:
                    return value
                alpha = max(alpha, value)
            return value
        value = INFINITE
        for play in self.moves(seat):
            value = min(value, self.after(seat, play, alpha, beta))
            if value <= alpha:
                return value
            beta = min(beta, value)
        return value


def solve(k: Knowledge, world: World, play: Play, table: Table | None = None) -> tuple[int, int]:
    """(the opponents' final total, the nodes searched) after ``k``'s seat plays ``play`` on
    ``world``, every seat seeing every hand and playing best for its team."""
    endgame = Endgame(k, world, table)
    return endgame.total(play), endgame.nodes


def best_play(k: Knowledge, world: World, candidates: list[Play]) -> Play:
    """The candidate of best value for ``k``'s team on ``world`` (the first of equals)."""
    table: Table = {}
    totals = [solve(k, world, play, table)[0] for play in candidates]
    values = [team_value(total, k.i_declare) for total in totals]
    return candidates[values.index(max(values))]


def endgame_ready(k: Knowledge, cards: int = ENDGAME_CARDS) -> bool:
    """Whether the rest of the round is small enough to solve: the searching seat holds at most
    ``cards`` cards (every hand holds about as many)."""
    return len(k.hand) <= cards


class EndgameTrials:
    """``search.Trials`` of card plays valued exactly: on each sampled deal, a candidate's value
    is the round's minimax result after it, in levels for the searching seat's team."""

    def __init__(self, k: Knowledge, candidates: list[Play]) -> None:
        self.k = k
        self.candidates = candidates
        self.world: World | None = None
        self.table: Table = {}
        self.nodes = 0
        self.solves = 0

    @property
    def cost(self) -> int:
        """The work of one solve in play-out cards: the mean of the solves so far, in nodes,
        over ``NODES_PER_CARD``. The search charges ``cost`` for every solve made, so what it
        has spent is the nodes searched so far; before the first, a play-out from here."""
        if not self.solves:
            return len(self.k.hand)
        return max(1, math.ceil(self.nodes / (self.solves * NODES_PER_CARD)))

    def deal(self, rng: random.Random) -> None:
        self.world = sample_world(self.k, rng)
        self.table = {}

    def value(self, index: int, stop: Callable[[], bool]) -> float:
        assert self.world is not None
        endgame = Endgame(self.k, self.world, self.table)
        total = endgame.total(self.candidates[index], stop)
        self.nodes += endgame.nodes
        self.solves += 1
        return team_value(total, self.k.i_declare)
