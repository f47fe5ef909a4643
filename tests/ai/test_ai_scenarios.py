"""Normal plays the well-known good moves in hand-built positions (hearts trumps, rank 2)."""

from __future__ import annotations

import random
from collections import Counter

from ai_helpers import build_observation

from tractor_desktop.ai.players import Budget, make_player
from tractor_desktop.engine.actions import Bury, Play
from tractor_desktop.engine.cards import cards, points
from tractor_desktop.engine.combos import classify
from tractor_desktop.engine.observation import Observation

OTHER_SUITS = "3D 4D 5D 6D 7D 8D 9D 3C 4C 6C 7C 8C 9C JC QC 3H 4H 6H 7H 8H 9H JH"


def normal_play(obs: Observation) -> tuple[str, ...]:
    action = make_player("normal").decide(obs, random.Random(0), Budget())
    assert isinstance(action, Play)
    return tuple(sorted(c.code for c in action.cards))


def test_normal_leads_a_top_cards_set_that_counting_proves_safe() -> None:
    # AS is the top spade; with one AS here nobody else can hold the pair AS AS that would top
    # KS KS. So AS + KS KS is a top-cards lead no other hand can beat.
    obs = build_observation("AS KS KS " + OTHER_SUITS)
    play = normal_play(obs)
    assert play == ("AS", "KS", "KS")
    ctx = obs.context()
    assert ctx is not None
    assert classify(cards(play), ctx).type == "throw"


def test_normal_feeds_points_to_a_partner_certain_to_win() -> None:
    # Partner (seat 2) led the red joker; nothing can beat it; seat 1 still to play.
    obs = build_observation(
        "3H 10H 5S 6S 7S 8S 3D 4D 5D 6D 7D 8D 3C 4C 6C 7C 8C 9C JC QC",
        leader=2,
        plays=("RJ", "6H"),
    )
    play = normal_play(obs)
    assert play == ("10H",)


def test_normal_feeds_points_when_last_to_play_behind_a_winning_partner() -> None:
    obs = build_observation(
        "KS 6S 3D 4D 5D 6D 7D 8D 3C 4C 6C 7C 8C 9C JC QC 3H 4H",
        leader=1,
        plays=("3S", "AS", "4S"),
    )
    assert normal_play(obs) == ("KS",)


def test_normal_does_not_waste_a_trump_pair_on_a_pointless_trick() -> None:
    # Seat 3 leads a low spade pair; seat 0 has no spades but a trump pair.
    obs = build_observation(
        "9H 9H 3D 4D 6D 7D 8D 9D 3C 4C 6C 7C 8C 9C JC QC",
        leader=3,
        plays=("3S 3S",),
    )
    play = normal_play(obs)
    assert play != ("9H", "9H")
    assert points(cards(play)) == 0


def test_normal_buries_to_void_a_short_suit() -> None:
    hand = (
        "3C 4C 6C "
        "AS KS QS JS 9S 9S 8S 7S 6S 5S "
        "AD QD JD JD 9D 8D 7D 6D 4D 3D "
        "2H 2S AH KH QH 9H 8H 7H 4H RJ"
    )
    assert len(hand.split()) == 33
    obs = build_observation(hand, seat=0, starter=0, phase="bury")
    action = make_player("normal").decide(obs, random.Random(0), Budget())
    assert isinstance(action, Bury)
    buried = Counter(c.code for c in action.cards)
    assert buried["3C"] == buried["4C"] == buried["6C"] == 1
    ctx = obs.context()
    assert ctx is not None
    assert not any(ctx.is_trump(c) for c in action.cards)
