"""Card memory: the cards played per suit group (trumps together, in trump order), the point
cards still out, the voids and missing pairs others have shown — from public information only."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.ai.ai_helpers import build_observation
from tests.engine.stepping import advance_to
from tractor_desktop.app.card_memory import card_memory
from tractor_desktop.engine.cards import FACES, Card, cards
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import TrickView
from tractor_desktop.engine.simulate import random_action
from tractor_desktop.engine.trump import TRUMP, Trump


def trick(leader: int, *plays: str, winner: int | None = None) -> TrickView:
    return TrickView(leader, tuple(tuple(cards(p)) for p in plays), winner=winner)


def test_played_cards_are_grouped_with_trumps_together_in_trump_order() -> None:
    # Rank 2, hearts trumps: RJ > BJ > 2H > 2S = 2C > AH > … > 3H.
    done = trick(1, "3H", "2C", "RJ", "2S", winner=3)
    obs = build_observation("4S 6D", tricks=(done,), leader=3, plays=("KS", "2H", "BJ", "5S"))
    memory = card_memory(obs)
    assert [g.suit for g in memory.groups] == [TRUMP, "S", "D", "C"]
    assert memory.group(TRUMP).played == tuple(cards("RJ BJ 2H 2S 2C 3H"))
    assert memory.group("S").played == tuple(cards("KS 5S"))
    assert memory.group("D").played == ()
    assert memory.played_count == 8


def test_a_no_trump_round_has_the_jokers_alone_and_all_four_plain_suits() -> None:
    obs = build_observation("4S", trump=Trump(2, None), tricks=(trick(0, "2S", "AS", "RJ", "3S"),))
    memory = card_memory(obs)
    assert [g.suit for g in memory.groups] == [TRUMP, "S", "H", "D", "C"]
    assert memory.group(TRUMP).played == tuple(cards("RJ"))
    assert memory.group("S").played == tuple(cards("AS 3S 2S"))
    assert memory.group(TRUMP).size == 4


def test_point_cards_still_out_are_neither_played_nor_in_the_own_hand() -> None:
    obs = build_observation("KS 10D 10D 5C", tricks=(trick(0, "KS", "5S", "3S", "4S"),))
    memory = card_memory(obs)
    assert memory.group("S").points_out == tuple(cards("10S 10S 5S"))
    assert memory.group("D").points_out == tuple(cards("KD KD 5D 5D"))
    assert memory.group("C").points_out == tuple(cards("KC KC 10C 10C 5C"))
    # Hearts are trumps: their point cards are in the trump group, in trump order.
    assert memory.group(TRUMP).points_out == tuple(cards("KH KH 10H 10H 5H 5H"))
    assert memory.points_out_total == 200 - 15 - 35


def test_the_starter_counts_the_talon_it_buried_as_seen() -> None:
    buried = build_observation("3S", seat=1, starter=1, talon="KC KC 10C 5C 3D 4D 6D 7D")
    not_buried = build_observation("3S", seat=0, starter=1)
    assert card_memory(buried).group("C").points_out == tuple(cards("10C 5C"))
    assert card_memory(not_buried).points_out_total == 200


def test_a_seat_that_discards_off_suit_on_a_lead_is_shown_void() -> None:
    obs = build_observation("4S", tricks=(trick(0, "AS", "3D", "4S", "2H", winner=3),))
    east, north, west = card_memory(obs).others
    assert (east.seat, east.void, east.out_of_pairs) == (1, ("S",), ())
    assert (north.seat, north.void) == (2, ())
    # Trumping is not following either: West is void in spades too.
    assert west.void == ("S",)
    assert not north.shown_anything


def test_a_seat_that_follows_a_pair_lead_with_two_singles_is_out_of_pairs() -> None:
    led = trick(0, "QS QS", "3S 4S", "6S 3D", "7S 7S")
    east, north, west = card_memory(build_observation("4S", tricks=(led,))).others
    assert (east.void, east.out_of_pairs) == ((), ("S",))
    # One spade and another card: void, which says more than "no pairs".
    assert (north.void, north.out_of_pairs) == (("S",), ())
    assert (west.void, west.out_of_pairs) == ((), ())


def test_cards_taken_back_from_a_failed_throw_are_remembered_until_played() -> None:
    failed = TrickView(
        2,
        (tuple(cards("3C")), tuple(cards("KC")), tuple(cards("4C")), tuple(cards("5C"))),
        winner=3,
        failed_attempt=tuple(cards("AC AC 3C")),
    )
    memory = card_memory(build_observation("4S", tricks=(failed,)))
    assert memory.others[1].seat == 2
    assert memory.others[1].shown_in_hand == tuple(cards("AC AC"))
    # The cards played to the trick are what was led instead, not the attempt.
    assert memory.group("C").played == tuple(cards("KC 5C 4C 3C"))
    later = trick(2, "AC", "6C", "7C", "8C")
    memory = card_memory(build_observation("4S", tricks=(failed, later)))
    assert memory.others[1].shown_in_hand == tuple(cards("AC"))


def test_nothing_is_remembered_before_the_trump_is_known() -> None:
    game = Game(seed=2, humans=(0,))
    memory = card_memory(game.observation(0))
    assert memory.groups == () and memory.points_out == ()
    assert [f.seat for f in memory.others] == [1, 2, 3]


# ----- public information only ------------------------------------------------------------------


def mid_round(seed: int, extra: int) -> Game:
    """A game ``extra`` random actions into the play phase of its first round."""
    game = advance_to(Game(seed=seed, humans=(0,)), "play", seed=seed)
    rng = random.Random(seed)
    for _ in range(extra):
        if game.round.phase != "play":
            break
        game.apply(random_action(game, rng))
    return game


def shuffle_hidden_cards(game: Game, seat: int, rng: random.Random) -> None:
    """Deal the cards ``seat`` cannot see (the other hands, and the talon unless it buried
    it) anew among their places, each place keeping its size."""
    rnd = game.round
    places: list[list[Card]] = [rnd.hands[s] for s in range(4) if s != seat]
    if rnd.starter != seat:
        places.append(rnd.talon)
    pool = [c for place in places for c in place]
    rng.shuffle(pool)
    for place in places:
        size = len(place)
        place[:] = pool[:size]
        del pool[:size]


@pytest.mark.parametrize(("seed", "extra"), [(1, 9), (4, 30), (7, 55), (11, 80)])
def test_the_memory_does_not_change_when_the_hidden_cards_do(seed: int, extra: int) -> None:
    game = mid_round(seed, extra)
    before = card_memory(game.observation(0))
    rest_before = [Counter(game.round.hands[s]) for s in (1, 2, 3)]
    shuffle_hidden_cards(game, 0, random.Random(seed))
    assert [Counter(game.round.hands[s]) for s in (1, 2, 3)] != rest_before
    assert card_memory(game.observation(0)) == before


@pytest.mark.parametrize("seed", [2, 3, 5, 8, 13])
def test_the_memory_agrees_with_the_hidden_truth(seed: int) -> None:
    """What is remembered is true of the real hands, and shows no card not yet played."""
    game = mid_round(seed, 40 + seed)
    rnd = game.round
    memory = card_memory(game.observation(0))
    on_table = Counter(c for t in [*rnd.tricks, rnd.current] if t for p in t.plays for c in p)
    shown = Counter(c for g in memory.groups for c in g.played)
    assert shown == on_table
    hidden = Counter(c for s in (1, 2, 3) for c in rnd.hands[s])
    if rnd.starter != 0:
        hidden.update(rnd.talon)
    assert Counter(memory.points_out) == Counter({c: n for c, n in hidden.items() if c.points})
    assert rnd.ctx is not None
    for facts in memory.others:
        held = list(rnd.hands[facts.seat])
        for suit in facts.void:
            assert all(rnd.ctx.suit(c) != suit for c in held)
        for suit in (*facts.void, *facts.out_of_pairs):
            in_suit = Counter(c for c in held if rnd.ctx.suit(c) == suit)
            assert all(n < 2 for n in in_suit.values())
        assert not Counter(facts.shown_in_hand) - Counter(held)


def test_a_card_only_in_another_hand_is_never_shown_as_played() -> None:
    game = mid_round(6, 20)
    memory = card_memory(game.observation(0))
    played = {c for g in memory.groups for c in g.played}
    on_table = {c for t in game.round.tricks for p in t.plays for c in p}
    if game.round.current is not None:
        on_table.update(c for p in game.round.current.plays for c in p)
    unplayed = [f for f in FACES if f not in on_table and any(f in h for h in game.round.hands)]
    assert unplayed
    assert not played.intersection(unplayed)
