"""Play signals in the sampled deals: the last hand to play to a single-card trick, seeing the
whole trick, gives its partner's winning trick points if it can and keeps them from the other
side's; a follow that does otherwise says what that hand does not hold, and the deals the search
samples hold such cards there less often. A later play that shows the signal wrong drops it."""

from __future__ import annotations

import random

import pytest
from ai_helpers import build_observation

from tractor_desktop.ai import sampling
from tractor_desktop.ai.knowledge import Knowledge
from tractor_desktop.engine.cards import cards
from tractor_desktop.engine.observation import TrickView

MY_HAND = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD"
"""Seat 0's 24 cards after the first trick: no spades, so every spade is hidden from it."""


def view(*tricks: tuple[int, str]) -> Knowledge:
    """Seat 0's view after the tricks given (leader, the four plays), hearts trumps."""
    done = tuple(
        TrickView(leader, tuple(tuple(cards(p)) for p in plays.split("|")))
        for leader, plays in tricks
    )
    last = done[-1].leader
    held = MY_HAND.split()[: 25 - len(done)]
    return Knowledge(build_observation(" ".join(held), tricks=done, leader=last))


# Seat 2 leads; seat 3 (seat 1's partner) plays the ace; seat 0; seat 1 last.
PARTNER_WINS_NO_POINTS = (2, "3S|AS|4S|6S")
OTHERS_WIN_POINTS_GIVEN = (2, "AS|4S|6S|KS")


def spade_points_in(k: Knowledge, seat: int, worlds: int = 300) -> float:
    rng = random.Random(5)
    total = 0
    for _ in range(worlds):
        hand = sampling.sample_world(k, rng).hands[seat]
        total += sum(1 for c in hand if c.suit is not None and c.suit.name == "SPADES" and c.points)
    return total / worlds


def test_a_follow_without_points_to_the_partners_trick_says_no_points_in_that_suit() -> None:
    k = view(PARTNER_WINS_NO_POINTS)
    assert sampling.signals(k)[1] == {"S": True}
    assert all(not said for seat, said in enumerate(sampling.signals(k)) if seat != 1)


def test_points_given_to_the_other_sides_trick_say_nothing_else_in_that_suit() -> None:
    k = view(OTHERS_WIN_POINTS_GIVEN)
    assert sampling.signals(k)[1] == {"S": False}


def test_a_point_card_of_that_suit_played_later_drops_the_signal() -> None:
    # Seat 3 leads; seat 1, third to play, follows with another card without points.
    k = view(PARTNER_WINS_NO_POINTS, (3, "7S|QD|8S|9S"))
    assert sampling.signals(k)[1] == {"S": True}
    # Seat 1 leads the ten of spades it was said not to hold.
    k = view(PARTNER_WINS_NO_POINTS, (1, "10S|7S|9S|QD"))
    assert sampling.signals(k)[1] == {}


def test_the_seats_own_plays_give_no_signal() -> None:
    k = view((1, "3S|AS|4S|6S"))  # seat 0 is last to play, its partner seat 2 winning
    assert sampling.signals(k)[0] == {}


def test_signalled_hands_get_fewer_of_the_cards_they_said_they_lack(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with_signal = spade_points_in(view(PARTNER_WINS_NO_POINTS), 1)
    monkeypatch.setattr(sampling, "SIGNAL", 1.0)
    without = spade_points_in(view(PARTNER_WINS_NO_POINTS), 1)
    assert with_signal < 0.6 * without


def test_signals_ignored_sample_the_very_deals_as_without_any(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sampling, "SIGNAL", 1.0)
    rng = random.Random(9)
    ignored = [sampling.sample_world(view(PARTNER_WINS_NO_POINTS), rng) for _ in range(20)]
    monkeypatch.setattr(sampling, "signals", lambda k: [{}, {}, {}, {}])
    rng = random.Random(9)
    none = [sampling.sample_world(view(PARTNER_WINS_NO_POINTS), rng) for _ in range(20)]
    assert ignored == none
