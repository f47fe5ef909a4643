"""legal_plays(): a bounded, canonical set of legal plays — never the power set."""

from __future__ import annotations

import random

from tractor_desktop.engine.actions import Play
from tractor_desktop.engine.candidates import follow_candidates, lead_candidates
from tractor_desktop.engine.cards import Suit, cards
from tractor_desktop.engine.combos import classify
from tractor_desktop.engine.following import check_follow
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.simulate import random_action, random_options
from tractor_desktop.engine.trump import Trump, trump_context

HEARTS_2 = trump_context(Trump(2, Suit.HEARTS))


def test_every_candidate_is_legal_and_the_set_is_bounded() -> None:
    rng = random.Random(3)
    checked = 0
    for seed in range(60):
        game = Game(RuleOptions.from_dict(random_options(rng)), seed=seed, humans=())
        number = game.round.number
        while not game.over and game.round.number == number:
            if game.round.phase == "play":
                plays = game.legal_plays()
                assert 0 < len(plays) <= 120
                assert len(set(plays)) == len(plays)
                seat = game.round.to_act
                assert seat is not None
                for play in plays:
                    assert game.is_legal(Play(seat, play)), play
                    checked += 1
            game.apply(random_action(game, rng))
    assert checked > 10_000


def test_lead_candidates_hold_every_single_pair_and_tractor() -> None:
    hand = cards("3S 4S 4S 5S 5S 6S 6S AH BJ")
    found = [sorted(map(str, p)) for p in lead_candidates(hand, HEARTS_2)]
    assert sorted(["4S", "4S", "5S", "5S", "6S", "6S"]) in found
    assert sum(1 for p in found if len(p) == 1) == 6  # distinct faces
    assert sum(1 for p in found if len(p) == 2) == 3  # 4S, 5S, 6S pairs
    assert sum(1 for p in found if len(p) == 4) == 2  # 4-5 and 5-6
    assert sum(1 for p in found if len(p) == 6) == 1


def test_a_void_follower_is_offered_ruffs_and_discards_not_every_combination() -> None:
    lead = classify(cards("9S 9S 10S 10S"), HEARTS_2)
    hand = cards("3H 3H 4H 4H 7D 8D 9D 10D JD QD KD AD 3C 4C 5C 6C")
    found = follow_candidates(lead, hand, HEARTS_2)
    assert all(check_follow(lead, hand, p, HEARTS_2) for p in found)
    assert sorted(map(str, cards("3H 3H 4H 4H"))) in [sorted(map(str, p)) for p in found]
    assert len(found) < 10


def test_a_follower_holding_pairs_is_offered_only_plays_with_enough_pairs() -> None:
    lead = classify(cards("9S 9S 10S 10S"), HEARTS_2)
    hand = cards("3S 3S 5S 7S 7S JS QS KS")
    found = follow_candidates(lead, hand, HEARTS_2)
    assert found
    for play in found:
        assert check_follow(lead, hand, play, HEARTS_2)
        assert len(play) - len(set(play)) == 2
