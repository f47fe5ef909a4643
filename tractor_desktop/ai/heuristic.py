"""Normal's card play: a card-counting heuristic that scores each sensible play.

A play's score is the expected swing of the trick's points for the seat's team (win chance from
``Knowledge``), less what the cards spent are worth, plus a few well-known habits (cash winners,
throw proven-safe top cards, keep trumps unless strong in them, void short suits, guard the talon).

Every weight and threshold is a field of ``Style``; ``NORMAL`` (the default) is Normal's. Other
styles (``sparring``) play the same heuristic with other habits, to measure the searching levels
against players they were not tuned on.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence

from ..engine.candidates import follow_candidates, lead_candidates
from ..engine.cards import Card, points
from ..engine.combos import Combo, Unit, classify, runs
from ..engine.scoring import talon_multiplier
from ..engine.tricks import trick_winner
from ..engine.trump import TRUMP
from .knowledge import SUITS, Knowledge, partner, same_team

Play = tuple[Card, ...]
Ranked = list[tuple[float, Play]]

FEED_PER_PLAYER = 3.0
"""Points a player still to play is expected to add to a trick."""


@dataclasses.dataclass(frozen=True, slots=True)
class Style:
    """The heuristic's weights and thresholds. The defaults are Normal's; a sparring partner is
    another set of values, never another code path."""

    feed_per_player: float = FEED_PER_PLAYER
    point_weight: float = 1.0
    """How much a point in a trick counts against the cards spent for it."""
    # What keeping a card is worth (``card_cost``).
    trump_cost: float = 6.0
    trump_rank_cost: float = 8.0
    """Added for the trump's rank, in full for the highest trump."""
    plain_cost: float = 0.5
    plain_rank_cost: float = 4.5
    """Added for a plain card's rank, squared, in full for an ace."""
    master_cost: float = 2.5
    break_pair_cost: float = 3.0
    pair_cost: float = 2.0
    # Following.
    cash_master_share: float = 0.8
    """The share of a winning master's cost not counted as lost when it takes the trick."""
    follow_win_bonus: float = 2.0
    # Leading.
    lead_stake_per_card: float = 3.5
    lead_win_per_card: float = 0.5
    lead_kept_cost_share: float = 0.3
    """The share of a winning lead's cost still counted as spent."""
    hold_chance: float = 0.8
    """Chance the opponents cannot beat a multi-card lead above which it earns ``unit_bonus``."""
    unit_bonus: float = 2.5
    """For each card of such a lead past the first."""
    strong_trumps: int = 3
    strong_trumps_share: float = 0.6
    """Strong in trumps: at least ``strong_trumps`` and this share of the unseen trumps."""
    trump_lead_strong: float = 1.5
    """A card of a trump lead, strong in trumps and declaring."""
    trump_lead_weak: float = -2.0
    """A card of a trump lead otherwise."""
    void_bonus: float = 2.0
    """A lead that leaves the hand void in a plain suit while it holds trumps."""
    throw_risk: float = 0.0
    """Top-cards leads: a unit is thrown when the chance that another hand beats it is at most
    this (0: only units no hand can beat)."""


NORMAL = Style()


# ----- what cards are worth ----------------------------------------------------------------------


def card_cost(k: Knowledge, c: Card, style: Style = NORMAL) -> float:
    """What keeping this card is worth, in trick points (higher for trumps and masters)."""
    ctx = k.ctx
    key = ctx.key_of[c.index]
    if ctx.suit_of[c.index] == TRUMP:
        return style.trump_cost + style.trump_rank_cost * key / max(1, k.top_trump_key)
    x = key / max(1, k.top_plain_key)
    base = style.plain_cost + style.plain_rank_cost * x * x
    if not k.unseen_higher(ctx.suit_of[c.index], key):
        base += style.master_cost
    return base


def cashed_masters(k: Knowledge, play: Sequence[Card], style: Style = NORMAL) -> float:
    """Worth of the plain-suit masters in a play: a master that wins its trick is not lost but
    used as it should be (and before a void lets it be ruffed)."""
    ctx = k.ctx
    total = 0.0
    for c in play:
        suit = ctx.suit_of[c.index]
        if suit != TRUMP and not k.unseen_higher(suit, ctx.key_of[c.index]):
            total += card_cost(k, c, style)
    return total


def play_cost(k: Knowledge, play: Sequence[Card], style: Style = NORMAL) -> float:
    cost = sum(card_cost(k, c, style) for c in play)
    if len(play) == 1:
        return cost + style.break_pair_cost if k.hand_counts[play[0]] >= 2 else cost
    for face, n in Counter(play).items():
        if n == 1 and k.hand_counts[face] >= 2:
            cost += style.break_pair_cost
        elif n == 2:
            cost += style.pair_cost
    return cost


# ----- proven-safe top cards ---------------------------------------------------------------------


def unit_is_safe(k: Knowledge, unit: Unit, suit: str, risk: float = 0.0) -> bool:
    """No other hand can possibly hold a higher unit of the same shape in ``suit`` (or, with a
    ``risk`` above 0, the chance that one does is at most that)."""
    if proven_safe(k, unit, suit):
        return True
    return risk > 0.0 and chance_beaten(k, unit, suit) <= risk


def chance_beaten(k: Knowledge, unit: Unit, suit: str) -> float:
    """The chance that some other hand holds a higher unit of the same shape in ``suit``."""
    shape = 0 if unit.kind == "single" else unit.pairs
    unbeaten = 1.0
    for s in k.others():
        unbeaten *= 1.0 - k.p_shape_above(s, suit, shape, unit.top)
    return 1.0 - unbeaten


def proven_safe(k: Knowledge, unit: Unit, suit: str) -> bool:
    """No other hand can possibly hold a higher unit of the same shape in ``suit``."""
    rivals = [s for s in k.others() if suit not in k.void[s]]
    if not rivals:
        return True
    if unit.kind == "single":
        return not k.unseen_higher(suit, unit.top)
    if not any(k.can_hold_pairs(s, suit) for s in rivals):
        return True
    keys = k.unseen_pair_keys_above(suit, -1)
    if unit.kind == "pair":
        return not any(key > unit.top for key in keys)
    length = unit.pairs
    return not any(hi - lo + 1 >= length and hi > unit.top for lo, hi in runs(keys))


def safe_throws(k: Knowledge, style: Style = NORMAL) -> list[Play]:
    """For each suit, the largest set of this hand's units that no other hand can beat (or
    beats only with a chance up to the style's ``throw_risk``)."""
    out: list[Play] = []
    tit = k.obs.options.allow_tractor_in_throw
    for suit in SUITS:
        held = k.held(suit)
        if len(held) < 2:
            continue
        chosen = list(held)
        for _ in range(8):
            combo = classify(chosen, k.ctx, tit)
            keep = [u for u in combo.units if unit_is_safe(k, u, suit, style.throw_risk)]
            if len(keep) == len(combo.units):
                break
            chosen = [c for u in keep for c in u.cards]
            if not chosen:
                break
        if chosen and classify(chosen, k.ctx, tit).type == "throw":
            out.append(tuple(k.ctx.sorted(chosen)))
    return out


# ----- the trick so far --------------------------------------------------------------------------


def team_win_chance(
    k: Knowledge, lead: Combo, best: Sequence[Card], winner: int, remaining: Sequence[int]
) -> float:
    """Chance that the seat's team takes the trick, ``winner`` leading it with ``best`` and the
    seats ``remaining`` still to play."""
    me = k.seat
    if same_team(winner, me):
        p = 1.0
        for s in remaining:
            if not same_team(s, me):
                p *= 1.0 - k.p_beats(s, lead, best)
        return p
    for i, s in enumerate(remaining):
        if s == partner(me):
            q = k.p_beats(s, lead, best)
            for o in remaining[i + 1 :]:
                q *= 1.0 - 0.5 * k.p_beats(o, lead, best)
            return q
    return 0.0


def _last_trick_bonus(k: Knowledge, lead: Combo) -> float:
    """Talon bonus the opponents win with the last trick (estimated by non-starters)."""
    mult = talon_multiplier(k.obs.options, len(lead.cards), lead.units[0].size)
    return k.expected_talon_points() * mult


def _outcome_value(k: Knowledge, p_team: float, stake: float, last: bool, lead: Combo) -> float:
    value = (2.0 * p_team - 1.0) * stake
    if last:
        bonus = _last_trick_bonus(k, lead)
        value += p_team * bonus if not k.i_declare else -(1.0 - p_team) * bonus
    return value


def rank_follows(k: Knowledge, style: Style = NORMAL) -> Ranked:
    obs, ctx = k.obs, k.ctx
    trick, lead = k.current, k.lead
    assert trick is not None and trick.plays and lead is not None
    plays = list(trick.plays)
    n = len(lead.cards)
    remaining = [(trick.leader + i) % 4 for i in range(len(plays) + 1, 4)]
    on_table = float(sum(points(p) for p in plays))
    last = len(k.hand) == n
    cands = follow_candidates(lead, k.hand, ctx, obs.options.follow_tractor_with_tractor)
    ranked: Ranked = []
    for cand in cands:
        allplays = [*plays, cand]
        w = trick_winner(lead, allplays, ctx)
        winner = (trick.leader + w) % 4
        p = team_win_chance(k, lead, allplays[w], winner, remaining)
        trick_points = on_table + points(cand)
        stake = style.point_weight * trick_points + style.feed_per_player * len(remaining)
        cost = play_cost(k, cand, style)
        if winner == k.seat:
            cost -= style.cash_master_share * p * cashed_masters(k, cand, style)
        value = _outcome_value(k, p, stake, last, lead) + style.follow_win_bonus * p - cost
        ranked.append((value, cand))
    ranked.sort(key=lambda t: -t[0])
    return ranked


def rank_leads(k: Knowledge, style: Style = NORMAL) -> Ranked:
    ctx = k.ctx
    tit = k.obs.options.allow_tractor_in_throw
    me = k.seat
    opponents = [(me + 1) % 4, (me + 3) % 4]
    mate = partner(me)
    my_trumps = len(k.held(TRUMP))
    unseen_trumps = len(k.unseen_by_suit[TRUMP])
    strong_in_trumps = (
        my_trumps >= max(style.strong_trumps, unseen_trumps * style.strong_trumps_share)
        or unseen_trumps == 0
    )
    cands = lead_candidates(k.hand, ctx)
    cands.extend(safe_throws(k, style))
    ranked: Ranked = []
    for cand in cands:
        combo = classify(cand, ctx, tit)
        suit = combo.suit
        assert suit is not None
        n = len(cand)
        p_hold = 1.0
        for o in opponents:
            p_hold *= 1.0 - k.p_beats(o, combo, cand)
        p = p_hold + (1.0 - p_hold) * 0.5 * k.p_beats(mate, combo, cand)
        pts = style.point_weight * float(points(cand))
        cost = play_cost(k, cand, style)
        last = len(k.hand) == n
        stake = pts + style.lead_stake_per_card * n
        value = _outcome_value(k, p, stake, last, lead=combo) + style.lead_win_per_card * p * n
        value -= (1.0 - p) * cost + style.lead_kept_cost_share * p * cost
        if p_hold > style.hold_chance and n > 1:
            value += style.unit_bonus * (n - 1)
        if suit == TRUMP:
            strong = strong_in_trumps and k.i_declare
            value += (style.trump_lead_strong if strong else style.trump_lead_weak) * n
        elif my_trumps and len(k.held(suit)) == n:
            value += style.void_bonus  # leaves the hand void in this suit: later ruffs
        ranked.append((value, cand))
    ranked.sort(key=lambda t: -t[0])
    return ranked


def rank_plays(k: Knowledge, style: Style = NORMAL) -> Ranked:
    """Every sensible play of the seat to act, best first, with its score (``style``: whose
    habits; Normal's by default)."""
    trick = k.current
    if trick is None or not trick.plays:
        return rank_leads(k, style)
    return rank_follows(k, style)
