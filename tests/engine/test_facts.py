"""Facts written once in the engine, and the shortcuts the engine takes to them."""

from __future__ import annotations

import random

import pytest

from tractor_desktop.engine.cards import FACES, Suit
from tractor_desktop.engine.combos import Combo, classify, decompose
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.round import team
from tractor_desktop.engine.scoring import throw_penalty
from tractor_desktop.engine.simulate import play_round
from tractor_desktop.engine.trump import Trump, trump_context


@pytest.mark.parametrize("trump", [Trump(2, Suit.HEARTS), Trump(7, None), Trump(14, Suit.CLUBS)])
def test_a_single_or_a_pair_is_classified_as_decompose_splits_it(trump: Trump) -> None:
    ctx = trump_context(trump)
    for face in FACES:
        for items in ((face,), (face, face)):
            units = decompose(items, ctx)
            kind = units[0].kind
            expected = Combo(kind, ctx.suit(face), units[0].cards, tuple(units))
            assert classify(items, ctx) == expected


@pytest.mark.parametrize(
    ("per_card", "returned", "declares", "points"),
    [(10, 3, True, 30), (10, 3, False, -30), (5, 1, False, -5), (0, 4, True, 0)],
)
def test_a_failed_throw_moves_the_opponents_points_by_the_cards_taken_back(
    per_card: int, returned: int, declares: bool, points: int
) -> None:
    options = RuleOptions(throw_penalty_per_card=per_card)
    assert throw_penalty(options, returned, leader_declares=declares) == points


def test_the_levels_after_a_round_are_listed_by_team() -> None:
    rng = random.Random(3)
    for starter in range(4):
        game = Game(seed=starter, humans=(), levels=(4, 9), starter=starter)
        play_round(game, rng)
        (scored,) = game.results
        assert scored.declarers == team(starter)
        assert scored.levels == game.levels
        result = scored.result
        assert scored.levels[scored.declarers] == result.declarers_level
        assert scored.levels[1 - scored.declarers] == result.opponents_level
