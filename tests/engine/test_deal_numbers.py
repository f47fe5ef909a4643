"""A deal number deals the same cards on every machine and in every version of the save format:
the number is the game's seed, and the shuffle is Python's seeded Mersenne Twister (the same on
every platform). These hands are pinned; changing how a deal is shuffled breaks them."""

from __future__ import annotations

import hashlib
import random

import pytest

from tractor_desktop.engine.actions import Draw
from tractor_desktop.engine.cards import DRAWN
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.simulate import play_round


def dealt(number: int) -> tuple[list[str], str]:
    """Each seat's hand after the whole draw (nobody declaring) and the talon, in pack order."""
    game = Game(seed=number)
    for _ in range(DRAWN):
        game.apply(Draw())
    rnd = game.round
    hands = [" ".join(c.code for c in sorted(h, key=lambda c: c.index)) for h in rnd.hands]
    talon = " ".join(c.code for c in sorted(rnd.pack[DRAWN:], key=lambda c: c.index))
    return hands, talon


def test_deal_one_gives_these_hands_and_talon() -> None:
    hands, talon = dealt(1)
    assert hands == [
        "2S 4S 5S 7S 3H 3H 6H 8H 9H AH 2D 4D 7D 7D QD AD AD 2C 5C 5C 8C 9C 10C JC JC",
        "5S 6S 6S 9S 10S JS AS 4H 8H QH KH 3D 9D QD KD 2C 3C 4C 4C 8C QC KC KC BJ RJ",
        "2S 3S 7S 10S QS QS KS 2H 7H JH JH QH KH 6D 8D 8D 10D JD KD 6C 7C 10C AC BJ RJ",
        "3S 4S 8S 9S JS KS 2H 4H 5H 6H 7H 9H 10H 4D 5D 5D 6D 9D 10D 3C 6C 7C 9C QC AC",
    ]
    assert talon == "8S AS 5H 10H AH 2D 3D JD"


@pytest.mark.parametrize(
    ("number", "digest"),
    [
        (1, "c523258b8ab507e5"),
        (2, "7abbfd9e547dd979"),
        (1000, "4c79c83b7d0b4d27"),
        (2147483647, "820b7da38e90848a"),
    ],
)
def test_a_deal_number_always_deals_the_same_cards(number: int, digest: str) -> None:
    hands, talon = dealt(number)
    assert hashlib.sha256("|".join([*hands, talon]).encode()).hexdigest()[:16] == digest


def test_a_game_saved_and_loaded_keeps_its_deal() -> None:
    game = Game(seed=1000)
    for _ in range(30):
        game.apply(Draw())
    again = Game.from_dict(game.to_dict())
    assert again.seed == 1000
    assert again.round.hands == game.round.hands


def test_a_prefix_is_the_game_as_it_stood_then() -> None:
    game = Game(seed=2)
    for _ in range(40):
        game.apply(Draw())
    then = Game(seed=2)
    for _ in range(25):
        then.apply(Draw())
    assert game.prefix(25).to_dict() == then.to_dict()
    assert game.prefix(25).round.hands == then.round.hands
    with pytest.raises(ValueError, match="has no prefix of 41"):
        game.prefix(41)


def test_a_game_knows_where_each_round_was_dealt() -> None:
    game = Game(seed=7)
    play_round(game, random.Random(7))
    assert len(game.round_starts) == 2 and game.round_starts[0] == 0
    dealt_again = game.prefix(game.round_starts[1])
    assert dealt_again.round.number == 1 and dealt_again.round.drawn == 0
    assert dealt_again.round.pack == game.round.pack


def test_a_seats_last_move_is_found_in_the_round_in_progress_only() -> None:
    game = Game(seed=7)
    play_round(game, random.Random(7))
    dealt = game.round_starts[1]
    for seat in range(4):
        assert game.last_move_of(seat) is None  # the new round has only begun
    before_last = game.prefix(dealt - 1)
    second_last = game.actions[dealt - 2]
    assert before_last.last_move_of(second_last.seat) == dealt - 2  # type: ignore[union-attr]
