"""Normal's card play: a card-counting heuristic that scores each sensible play.

A play's score is the expected swing of the trick's points for the seat's team (win chance from
``Knowledge``), less what the cards spent are worth, plus a few well-known habits (cash winners,
throw proven-safe top cards, keep trumps unless strong in them, void short suits, guard the talon).
"""

from __future__ import annotations

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


# ----- what cards are worth ----------------------------------------------------------------------


def card_cost(k: Knowledge, c: Card) -> float:
    """What keeping this card is worth, in trick points (higher for trumps and masters)."""
    ctx = k.ctx
    key = ctx.key_of[c.index]
    if ctx.suit_of[c.index] == TRUMP:
        return 6.0 + 8.0 * key / max(1, k.top_trump_key)
    x = key / max(1, k.top_plain_key)
    base = 0.5 + 4.5 * x * x
    if not k.unseen_higher(ctx.suit_of[c.index], key):
        base += 2.5
    return base


def cashed_masters(k: Knowledge, play: Sequence[Card]) -> float:
    """Worth of the plain-suit masters in a play: a master that wins its trick is not lost but
    used as it should be (and before a void lets it be ruffed)."""
    ctx = k.ctx
    total = 0.0
    for c in play:
        suit = ctx.suit_of[c.index]
        if suit != TRUMP and not k.unseen_higher(suit, ctx.key_of[c.index]):
            total += card_cost(k, c)
    return total


def play_cost(k: Knowledge, play: Sequence[Card]) -> float:
    cost = sum(card_cost(k, c) for c in play)
    if len(play) == 1:
        return cost + 3.0 if k.hand_counts[play[0]] >= 2 else cost
    for face, n in Counter(play).items():
        if n == 1 and k.hand_counts[face] >= 2:
            cost += 3.0  # breaking a pair
        elif n == 2:
            cost += 2.0
    return cost


# ----- proven-safe top cards ---------------------------------------------------------------------


def unit_is_safe(k: Knowledge, unit: Unit, suit: str) -> bool:
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


def safe_throws(k: Knowledge) -> list[Play]:
    """For each suit, the largest set of this hand's units that no other hand can beat."""
    out: list[Play] = []
    tit = k.obs.options.allow_tractor_in_throw
    for suit in SUITS:
        held = k.held(suit)
        if len(held) < 2:
            continue
        chosen = list(held)
        for _ in range(8):
            combo = classify(chosen, k.ctx, tit)
            keep = [u for u in combo.units if unit_is_safe(k, u, suit)]
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


def rank_follows(k: Knowledge) -> Ranked:
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
        stake = on_table + points(cand) + FEED_PER_PLAYER * len(remaining)
        cost = play_cost(k, cand)
        if winner == k.seat:
            cost -= 0.8 * p * cashed_masters(k, cand)
        value = _outcome_value(k, p, stake, last, lead) + 2.0 * p - cost
        ranked.append((value, cand))
    ranked.sort(key=lambda t: -t[0])
    return ranked


def rank_leads(k: Knowledge) -> Ranked:
    ctx = k.ctx
    tit = k.obs.options.allow_tractor_in_throw
    me = k.seat
    opponents = [(me + 1) % 4, (me + 3) % 4]
    mate = partner(me)
    my_trumps = len(k.held(TRUMP))
    unseen_trumps = len(k.unseen_by_suit[TRUMP])
    strong_in_trumps = my_trumps >= max(3, unseen_trumps * 0.6) or unseen_trumps == 0
    cands = lead_candidates(k.hand, ctx)
    cands.extend(safe_throws(k))
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
        pts = float(points(cand))
        cost = play_cost(k, cand)
        last = len(k.hand) == n
        value = _outcome_value(k, p, pts + 3.5 * n, last, lead=combo) + 0.5 * p * n
        value -= (1.0 - p) * cost + 0.3 * p * cost
        if p_hold > 0.8 and n > 1:
            value += 2.5 * (n - 1)
        if suit == TRUMP:
            value += 1.5 * n if strong_in_trumps and k.i_declare else -2.0 * n
        elif my_trumps and len(k.held(suit)) == n:
            value += 2.0  # leaves the hand void in this suit: later ruffs
        ranked.append((value, cand))
    ranked.sort(key=lambda t: -t[0])
    return ranked


def rank_plays(k: Knowledge) -> Ranked:
    """Every sensible play of the seat to act, best first, with its score."""
    trick = k.current
    if trick is None or not trick.plays:
        return rank_leads(k)
    return rank_follows(k)
