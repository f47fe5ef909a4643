"""Card counting from one seat's observation: unseen cards, voids, "no pairs left", known cards.

Everything here is derived from an ``Observation`` only. Probabilities are cheap estimates (each
unseen copy is placed independently, in proportion to the hidden hand sizes that may hold its suit).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..engine.cards import FACES, TALON_SIZE, Card, points
from ..engine.combos import Combo, classify
from ..engine.following import pair_count
from ..engine.observation import Observation, TrickView
from ..engine.trump import TRUMP, TrumpContext

SUITS = ("S", "H", "D", "C", TRUMP)
TALON = 4
"""Index of the hidden talon among the places an unseen card may be."""


def partner(seat: int) -> int:
    return (seat + 2) % 4


def same_team(a: int, b: int) -> bool:
    return a % 2 == b % 2


def lead_combo(trick: TrickView, obs: Observation, ctx: TrumpContext) -> Combo:
    """The combo actually led to a trick (a failed top-cards lead shows what was led instead)."""
    return classify(trick.plays[0], ctx, obs.options.allow_tractor_in_throw)


class Knowledge:
    """What ``obs.seat`` can infer about the other hands during the play (and the bury) phase."""

    def __init__(self, obs: Observation) -> None:
        ctx = obs.context()
        assert ctx is not None, "the trump must be known"
        self.obs = obs
        self.ctx = ctx
        self.seat = obs.seat
        self._others = tuple((self.seat + k) % 4 for k in (1, 2, 3))
        self.hand: list[Card] = list(obs.hand)
        self.hand_counts: Counter[Card] = Counter(obs.hand)
        self.void: list[set[str]] = [set(), set(), set(), set()]
        self.no_pairs: list[set[str]] = [set(), set(), set(), set()]
        self.played_by: list[Counter[Card]] = [Counter(), Counter(), Counter(), Counter()]
        self.known: list[Counter[Card]] = [Counter(), Counter(), Counter(), Counter()]
        """Cards each other seat is known to hold (for the starter: or to have buried)."""
        self.known_after_bury: list[Counter[Card]] = [Counter(), Counter(), Counter(), Counter()]
        """Cards shown after the talon exchange (a failed throw): certainly in that hand."""
        for d in obs.declarations:
            if d.seat == self.seat:
                continue
            for face, n in Counter(d.cards).items():
                self.known[d.seat][face] = max(self.known[d.seat][face], n)
        if obs.revealed_talon and obs.starter is not None and obs.starter != self.seat:
            for face, n in Counter(obs.revealed_talon).items():
                cur = self.known[obs.starter][face]
                self.known[obs.starter][face] = min(2, cur + n)
        self.current: TrickView | None = obs.current
        """The trick under way (None or no plays: the seat leads)."""
        self.lead: Combo | None = None
        """The combo led to the trick under way."""
        tricks = list(obs.tricks)
        if obs.current is not None and obs.current.plays:
            tricks.append(obs.current)
        for trick in tricks:
            self.lead = lead_combo(trick, obs, ctx)
            for i, play in enumerate(trick.plays):
                self._read_play(trick, i, play)
        if obs.current is None or not obs.current.plays:
            self.lead = None
        unseen: Counter[Card] = Counter({f: 2 for f in FACES})
        unseen.subtract(obs.hand)
        for s in range(4):
            unseen.subtract(self.played_by[s])
        self.talon_known = obs.talon is not None
        if obs.talon is not None:
            unseen.subtract(obs.talon)
        self.unseen: Counter[Card] = Counter({f: n for f, n in unseen.items() if n > 0})
        self.talon_hidden = obs.phase == "play" and not self.talon_known
        suit_of = ctx.suit_of
        self.unseen_by_suit: dict[str, list[Card]] = {s: [] for s in SUITS}
        for face in FACES:
            n = self.unseen.get(face, 0)
            for _ in range(n):
                self.unseen_by_suit[suit_of[face.index]].append(face)
        self.sizes = list(obs.hand_sizes)
        key_of = ctx.key_of
        self.top_trump_key = max(
            (key_of[f.index] for f in FACES if suit_of[f.index] == TRUMP), default=1
        )
        self.top_plain_key = max(
            (key_of[f.index] for f in FACES if suit_of[f.index] != TRUMP), default=1
        )
        self._capacity: dict[str, float] = {}
        self._count_capacity()
        # Answers that depend on the unseen cards only, kept until one of them is seen: the
        # heuristic asks the same few many times while it ranks a hand's plays.
        self._higher: dict[tuple[str, int], int] = {}
        self._pair_keys: dict[tuple[str, int], tuple[int, ...]] = {}

    # ----- reading the history -------------------------------------------------------------------

    def _read_play(self, trick: TrickView, i: int, play: tuple[Card, ...]) -> None:
        """What the ``i``-th play of a trick tells (``self.lead`` is the trick's lead)."""
        seat = (trick.leader + i) % 4
        played, known, certain = self.played_by[seat], self.known[seat], self.known_after_bury[seat]
        for c in play:  # get(), not [], for speed: a Counter's missing key is a Python call
            played[c] = played.get(c, 0) + 1
            if known.get(c):
                known[c] -= 1
            if certain.get(c):
                certain[c] -= 1
        lead = self.lead
        assert lead is not None
        if i == 0:
            if trick.failed_attempt is not None:
                # The cards taken back are in that hand now (a second failed throw may show them
                # again: at least as many as shown, not more).
                returned = Counter(trick.failed_attempt)
                returned.subtract(play)
                for face, n in returned.items():
                    if n > 0:
                        certain[face] = max(certain[face], n)
                        known[face] = max(known[face], n)
            return
        if lead.suit is None:
            return
        ctx = self.ctx
        n = len(lead.cards)
        in_suit = [c for c in play if ctx.suit_of[c.index] == lead.suit]
        if len(in_suit) < n:
            self.void[seat].add(lead.suit)
            self.no_pairs[seat].add(lead.suit)
        elif lead.type != "single" and pair_count(in_suit) < lead.pair_count:
            self.no_pairs[seat].add(lead.suit)

    def see(self, current: TrickView, lead: Combo | None = None) -> None:
        """The light update of a play-out: ``current`` is the trick as it stands after one more
        play (a new trick: its lead, which a caller updating several views may pass as ``lead``,
        classified once). Reading the whole history again costs far more."""
        i = len(current.plays) - 1
        play = current.plays[i]
        seat = (current.leader + i) % 4
        if i == 0:
            self.lead = lead if lead is not None else lead_combo(current, self.obs, self.ctx)
        voids = len(self.void[seat])
        self._read_play(current, i, play)
        self.current = current
        self.sizes[seat] -= len(play)
        if seat == self.seat:
            for c in play:
                self.hand.remove(c)
                self.hand_counts[c] -= 1
            return  # the suit capacity counts the other hands only
        suit_of = self.ctx.suit_of
        for c in play:
            left = self.unseen[c] - 1
            if left > 0:
                self.unseen[c] = left
            else:
                del self.unseen[c]
            self.unseen_by_suit[suit_of[c.index]].remove(c)
        self._higher.clear()
        self._pair_keys.clear()
        void, capacity = self.void[seat], self._capacity
        if len(void) != voids:
            self._count_capacity()
            return
        for suit in SUITS:
            if suit not in void:
                capacity[suit] -= len(play)

    def trick_over(self, leader: int) -> None:
        """The trick is complete and ``leader`` leads the next one."""
        self.current = TrickView(leader, ())
        self.lead = None

    def _count_capacity(self) -> None:
        # Cards a seat has shown a void in can only be elsewhere: capacity per suit.
        sizes, void = self.sizes, self.void
        base = TALON_SIZE if self.talon_hidden else 0
        for suit in SUITS:
            cap = base
            for p in self._others:
                if suit not in void[p]:
                    cap += sizes[p]
            self._capacity[suit] = float(cap)

    # ----- simple facts --------------------------------------------------------------------------

    def others(self) -> list[int]:
        return list(self._others)

    @property
    def declarers(self) -> int:
        d = self.obs.declarers
        return 0 if d is None else d

    @property
    def i_declare(self) -> bool:
        return self.seat % 2 == self.declarers

    def suit(self, c: Card) -> str:
        return self.ctx.suit_of[c.index]

    def held(self, suit: str) -> list[Card]:
        return [c for c in self.hand if self.ctx.suit_of[c.index] == suit]

    def unseen_higher(self, suit: str, key: int) -> int:
        """How many unseen cards of ``suit`` rank above ``key``."""
        count = self._higher.get((suit, key))
        if count is None:
            key_of = self.ctx.key_of
            count = sum(1 for c in self.unseen_by_suit[suit] if key_of[c.index] > key)
            self._higher[suit, key] = count
        return count

    def unseen_pair_keys_above(self, suit: str, key: int) -> tuple[int, ...]:
        """Keys above ``key`` of faces in ``suit`` whose two copies are both unseen."""
        keys = self._pair_keys.get((suit, key))
        if keys is None:
            key_of, unseen = self.ctx.key_of, self.unseen
            keys = tuple(
                sorted(
                    {
                        key_of[f.index]
                        for f in self.unseen_by_suit[suit]
                        if unseen[f] >= 2 and key_of[f.index] > key
                    }
                )
            )
            self._pair_keys[suit, key] = keys
        return keys

    def p_card(self, seat: int, suit: str) -> float:
        """Chance that one given unseen copy of ``suit`` lies in ``seat``'s hand."""
        if suit in self.void[seat]:
            return 0.0
        cap = self._capacity[suit]
        return 0.0 if cap <= 0 else min(1.0, self.sizes[seat] / cap)

    def p_void(self, seat: int, suit: str) -> float:
        if suit in self.void[seat]:
            return 1.0
        certain = self.known_after_bury[seat]
        if certain and any(self.suit(c) == suit for c, n in certain.items() if n > 0):
            return 0.0
        p = self.p_card(seat, suit)
        return (1.0 - p) ** len(self.unseen_by_suit[suit])

    def can_hold_pairs(self, seat: int, suit: str) -> bool:
        return suit not in self.void[seat] and suit not in self.no_pairs[seat]

    # ----- who can beat what ---------------------------------------------------------------------

    def p_shape_above(self, seat: int, suit: str, shape: int, key: int) -> float:
        """Chance that ``seat`` holds, in ``suit``, a unit of ``shape`` pairs (0: a single) whose
        top is above ``key`` (key -1: any)."""
        p = self.p_card(seat, suit)
        if p <= 0.0:
            return 0.0
        if shape == 0:
            return 1.0 - (1.0 - p) ** self.unseen_higher(suit, key)
        if not self.can_hold_pairs(seat, suit):
            return 0.0
        keys = self.unseen_pair_keys_above(suit, key - shape + 1 if shape > 1 else key)
        if shape == 1:
            return 1.0 - (1.0 - p * p) ** len(keys)
        present = set(keys)
        miss = 1.0
        for top in keys:
            if top <= key:
                continue
            if all(k in present for k in range(top - shape + 1, top + 1)):
                miss *= 1.0 - (p * p) ** shape
        return 1.0 - miss

    def p_beats(self, seat: int, lead: Combo, best: Sequence[Card]) -> float:
        """Chance that ``seat``, still to play, beats the best play so far (``best``)."""
        ctx = self.ctx
        suit = lead.suit
        assert suit is not None
        if lead.type == "throw":
            if suit == TRUMP:
                return 0.0
            if ctx.single_suit(best) == TRUMP:
                # Beating a ruffed throw needs a higher ruff of the same layout: call it even.
                return 0.5 * self.p_void(seat, suit)
            n = len(lead.cards)
            trumps = len(self.unseen_by_suit[TRUMP]) * self.p_card(seat, TRUMP)
            enough = 1.0 if trumps >= n else trumps / n
            if lead.pair_count:
                enough *= 0.5 if self.can_hold_pairs(seat, TRUMP) else 0.0
            return self.p_void(seat, suit) * enough
        shape = 0 if lead.type == "single" else len(lead.cards) // 2
        best_suit = ctx.single_suit(best)
        best_key = max(ctx.key_of[c.index] for c in best)
        if suit == TRUMP:
            return self.p_shape_above(seat, TRUMP, shape, best_key)
        if best_suit == TRUMP:
            return self.p_void(seat, suit) * self.p_shape_above(seat, TRUMP, shape, best_key)
        in_suit = self.p_shape_above(seat, suit, shape, best_key)
        ruff = self.p_void(seat, suit) * self.p_shape_above(seat, TRUMP, shape, -1)
        return min(1.0, in_suit + ruff)

    def expected_talon_points(self) -> float:
        """Points in the talon: known to the starter, estimated by everyone else."""
        if self.obs.talon is not None:
            return float(points(self.obs.talon))
        if not self.talon_hidden:
            return 0.0
        total = sum(self.unseen.values())
        if total == 0:
            return 0.0
        unseen_points = sum(f.points * n for f, n in self.unseen.items())
        return unseen_points * TALON_SIZE / total
