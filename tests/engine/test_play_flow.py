"""Tricks, throw penalties, scoring and the next round, driven through ``Game`` (RULES.md §4–5).

Two kinds of set-up: a designed deal (stacked into the pack, so the round is a real one from the
first draw) for exact trick positions, and whole rounds played by a seeded random player for the
rules that must hold in every round.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar

import pytest

from tests.engine.stepping import Chooser, random_play, step
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Action, Bury, Declare, Draw, Pass, Play
from tractor_desktop.engine.cards import ACE, Card, Suit, cards, double_pack, points
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.round import Round
from tractor_desktop.engine.trump import Trump

E = TypeVar("E")

# ----- a designed deal -------------------------------------------------------------------------
#
# Trump rank 2, hearts trumps (the talon is turned up and shows 2H first), seat 0 starts, so
# team 0 (seats 0 and 2) are the declarers. Every spade but the rank-2 ones is placed; the rest
# of the pack fills the hands in a fixed order.

TALON = "2H 3D 4D 6D 7D 8D 9D JD"
SPADES = {
    0: "AS AS QS JS 3S 3S",
    1: "KS 10S 8S 4S",
    2: "KS QS 10S 9S 6S 5S",
    3: "JS 9S 8S 7S 7S 6S 5S 4S",
}


def designed_hands() -> list[list[Card]]:
    hands = [cards(SPADES[seat]) for seat in range(4)]
    left = Counter(double_pack())
    left.subtract(c for h in hands for c in h)
    left.subtract(cards(TALON))
    assert min(left.values()) >= 0
    filler = sorted(left.elements(), key=lambda c: c.index)
    assert not [c for c in filler if c.suit is Suit.SPADES and c.rank != 2]
    seats = iter(s for _ in range(108) for s in range(4))
    for c in filler:
        seat = next(s for s in seats if len(hands[s]) < 25)
        hands[seat].append(c)
    assert [len(h) for h in hands] == [25] * 4
    return hands


def designed_game(humans: Sequence[int] = (0,), **options: Any) -> Game:
    """The designed deal, drawn, trump revealed, talon buried: seat 0 is to lead."""
    game = Game(RuleOptions(**options), 7, humans=humans, levels=(2, 2), starter=0)
    rnd = game.round
    hands = designed_hands()
    rnd.pack = [hands[(rnd.first_drawer + k) % 4][k // 4] for k in range(100)] + cards(TALON)
    assert Counter(rnd.pack) == Counter(double_pack())
    for _ in range(100):
        game.apply(Draw())
    for seat in range(4):
        game.apply(Pass(seat))
    assert rnd.trump == Trump(2, Suit.HEARTS) and rnd.starter == 0
    game.apply(Bury(0, tuple(cards(TALON))))
    assert [Counter(h) for h in rnd.hands] == [Counter(h) for h in hands]
    return game


def play(game: Game, seat: int, codes: str) -> list[ev.Event]:
    return game.apply(Play(seat, tuple(cards(codes))))


def trick(game: Game, leader: int, *plays: str) -> list[ev.Event]:
    out: list[ev.Event] = []
    for i, codes in enumerate(plays):
        out.extend(play(game, (leader + i) % 4, codes))
    return out


def of_type(events: Sequence[ev.Event], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


def snapshot(game: Game) -> object:
    rnd = game.round
    return (
        [game.observation(s) for s in range(4)],
        [list(h) for h in rnd.hands],
        rnd.opponent_points,
        len(rnd.tricks),
        len(game.actions),
    )


def refused(game: Game, action: Action) -> str:
    """The reason code of an illegal action; applying it raises and changes nothing."""
    verdict = game.is_legal(action)
    assert not verdict, f"{action} was allowed"
    before = snapshot(game)
    with pytest.raises(ValueError, match=verdict.code):
        game.apply(action)
    assert snapshot(game) == before
    return verdict.code


def spade_count(hand: Sequence[Card], face: str) -> int:
    return Counter(hand)[cards(face)[0]]


# ----- whole rounds with a seeded random player ------------------------------------------------


def pair_keeping_play(game: Game, rng: random.Random) -> tuple[Card, ...]:
    """Avoids breaking pairs; once a leader holds nothing but pairs it leads the longest combo."""
    rnd = game.round
    seat = rnd.to_act
    assert seat is not None and rnd.current is not None
    held = Counter(rnd.hands[seat])
    only_pairs = all(n == 2 for n in held.values())
    leading = not rnd.current.plays

    def cost(option: tuple[Card, ...]) -> tuple[int, int, float]:
        broken = sum(1 for c in set(option) if held[c] == 2 and option.count(c) == 1)
        size = -len(option) if leading and only_pairs else len(option)
        return (broken, size, rng.random())

    return min(game.legal_plays(), key=cost)


def finish_round(
    game: Game, rng: random.Random, choose: Chooser = random_play
) -> tuple[list[ev.Event], ev.RoundScored]:
    """Play the current round to its end; returns its events and its RoundScored."""
    out: list[ev.Event] = []
    while True:
        events = step(game, rng, choose)
        out.extend(events)
        scored = of_type(events, ev.RoundScored)
        if scored:
            return out, scored[0]


def random_rounds(
    seeds: Iterable[int],
    choose: Chooser = random_play,
    **game_args: Any,
) -> Iterator[tuple[Game, list[ev.Event], ev.RoundScored]]:
    """The first round of a game for each seed, played out (the game moves on to the next)."""
    options = game_args.pop("options", RuleOptions())
    for seed in seeds:
        game = Game(options, seed, humans=(), **game_args)
        rng = random.Random(seed)
        events, scored = finish_round(game, rng, choose)
        yield game, events, scored


def level_table(total: int) -> tuple[str, int]:
    """RULES.md §5.3, written out band by band."""
    if total <= 0:
        return "declarers", 3
    if 5 <= total <= 35:
        return "declarers", 2
    if 40 <= total <= 75:
        return "declarers", 1
    if 80 <= total <= 115:
        return "opponents", 0
    if 120 <= total <= 155:
        return "opponents", 1
    if 160 <= total <= 195:
        return "opponents", 2
    if 200 <= total <= 235:
        return "opponents", 3
    assert total >= 240
    return "opponents", 4 + (total - 240) // 40


# ----- who leads, who plays --------------------------------------------------------------------


def test_the_starter_leads_the_first_trick() -> None:
    game = designed_game()
    assert game.round.to_act == 0
    for seat in (1, 2, 3):
        assert refused(game, Play(seat, (game.round.hands[seat][0],))) == "not_your_turn"
    events = play(game, 0, "3S")
    assert events == [ev.CardsPlayed(0, tuple(cards("3S")), True)]


def test_the_winner_of_a_trick_leads_the_next() -> None:
    game = designed_game()
    events = trick(game, 0, "3S", "8S", "6S", "4S")
    assert of_type(events, ev.TrickWon) == [ev.TrickWon(1, 0, True, 0)]
    assert game.round.to_act == 1
    assert refused(game, Play(0, tuple(cards("AS")))) == "not_your_turn"
    events = play(game, 1, "4S")
    assert events == [ev.CardsPlayed(1, tuple(cards("4S")), True)]


def test_players_follow_in_playing_order_from_the_leader() -> None:
    game = designed_game()
    play(game, 0, "3S")
    assert refused(game, Play(2, tuple(cards("6S")))) == "not_your_turn"
    assert refused(game, Play(3, tuple(cards("4S")))) == "not_your_turn"
    play(game, 1, "8S")
    assert game.round.to_act == 2


@pytest.mark.parametrize("seed", range(4))
def test_in_whole_rounds_the_starter_leads_first_and_every_winner_leads_next(seed: int) -> None:
    game = Game(seed=seed, humans=())
    rng = random.Random(seed)
    while game.round.phase != "play":
        step(game, rng)
    rnd = game.round
    expected_leader = rnd.starter
    events, _ = finish_round(game, rng)
    plays = of_type(events, ev.CardsPlayed)
    assert len(rnd.tricks) >= 1
    for t in rnd.tricks:
        assert t.leader == expected_leader
        expected_leader = t.winner
    leads = [p for p in plays if p.leads]
    assert [p.seat for p in leads] == [t.leader for t in rnd.tricks]
    assert sum(len(p.cards) for p in plays) == 100


# ----- following ---------------------------------------------------------------------------


def test_a_follower_holding_the_suit_led_must_follow_it() -> None:
    game = designed_game()
    play(game, 0, "3S")
    off_suit = next(c for c in game.round.hands[1] if c.suit is not Suit.SPADES)
    assert refused(game, Play(1, (off_suit,))) == "must_follow_suit"
    play(game, 1, "KS")


def test_a_follower_holding_a_pair_of_the_suit_led_must_play_it() -> None:
    game = designed_game()
    play(game, 0, "AS AS")
    play(game, 1, "10S 4S")
    play(game, 2, "6S 5S")
    assert refused(game, Play(3, tuple(cards("8S 4S")))) == "must_play_pair"
    events = play(game, 3, "7S 7S")
    assert of_type(events, ev.TrickWon) == [ev.TrickWon(0, 15, False, 0)]


def test_a_follower_must_play_as_many_cards_as_the_leader() -> None:
    game = designed_game()
    play(game, 0, "AS AS")
    assert refused(game, Play(1, tuple(cards("KS")))) == "wrong_number_of_cards"
    assert refused(game, Play(1, tuple(cards("KS 10S 8S")))) == "wrong_number_of_cards"


def test_a_lead_of_mixed_suits_is_refused() -> None:
    game = designed_game()
    heart = next(c for c in game.round.hands[0] if c.suit is Suit.HEARTS)
    assert refused(game, Play(0, (*cards("AS"), heart))) == "mixed_suits"


def test_cards_not_in_hand_cannot_be_played() -> None:
    game = designed_game()
    assert refused(game, Play(0, tuple(cards("KS")))) == "cards_not_in_hand"
    play(game, 0, "3S")
    assert refused(game, Play(1, tuple(cards("AS")))) == "cards_not_in_hand"
    assert refused(game, Play(1, ())) == "no_cards"


# ----- failed top-cards leads (RULES.md §4.3) --------------------------------------------------


def test_a_failed_throw_by_a_declarer_gives_the_opponents_ten_points_per_card_taken_back() -> None:
    game = designed_game()
    events = play(game, 0, "AS AS QS")
    (failed,) = of_type(events, ev.ThrowFailed)
    assert failed.seat == 0
    assert Counter(failed.attempted) == Counter(cards("AS AS QS"))
    assert failed.led == tuple(cards("QS"))
    assert Counter(failed.returned) == Counter(cards("AS AS"))
    assert failed.penalty == 20
    assert {b.seat for b in failed.blocks} == {1, 2}
    assert of_type(events, ev.CardsPlayed) == [ev.CardsPlayed(0, tuple(cards("QS")), True)]
    assert events.index(failed) < events.index(of_type(events, ev.CardsPlayed)[0])
    rnd = game.round
    assert spade_count(rnd.hands[0], "AS") == 2 and spade_count(rnd.hands[0], "QS") == 0
    assert len(rnd.hands[0]) == 24
    assert rnd.opponent_points == 20
    assert game.observation(1).opponent_points == 20
    # the trick goes on as a single lead
    assert refused(game, Play(1, tuple(cards("KS 10S")))) == "wrong_number_of_cards"
    events = trick(game, 1, "KS", "9S", "4S")
    assert of_type(events, ev.TrickWon) == [ev.TrickWon(1, 10, True, 30)]


def test_a_failed_throw_by_an_opponent_costs_the_opponents_points() -> None:
    game = designed_game()
    trick(game, 0, "3S", "8S", "6S", "4S")
    events = play(game, 1, "KS 10S")
    (failed,) = of_type(events, ev.ThrowFailed)
    assert failed.led == tuple(cards("10S")) and failed.returned == tuple(cards("KS"))
    assert failed.penalty == -10
    assert spade_count(game.round.hands[1], "KS") == 1
    assert game.round.opponent_points == -10


def test_the_opponents_running_total_may_go_below_zero() -> None:
    game = designed_game()
    trick(game, 0, "3S", "8S", "6S", "4S")
    events = trick(game, 1, "KS 10S", "5S", "9S", "AS")
    assert game.round.opponent_points == -10
    assert of_type(events, ev.TrickWon) == [ev.TrickWon(0, 15, False, -10)]
    assert game.observation(0).to_json()["points"] == {"opponents": -10}


def test_a_failed_throw_leads_the_beatable_unit_with_the_fewest_cards_then_the_lowest() -> None:
    game = designed_game()
    # QS and JS (singles) and 3S 3S (a pair) can be beaten: the lower single, JS, is led.
    events = play(game, 0, "AS AS QS JS 3S 3S")
    (failed,) = of_type(events, ev.ThrowFailed)
    assert failed.led == tuple(cards("JS"))
    assert Counter(failed.returned) == Counter(cards("AS AS QS 3S 3S"))
    assert failed.penalty == 50
    assert game.round.opponent_points == 50
    assert len(game.round.hands[0]) == 24


def test_a_failed_throw_whose_only_beatable_unit_is_a_pair_leads_that_pair() -> None:
    game = designed_game()
    events = play(game, 0, "AS AS 3S 3S")
    (failed,) = of_type(events, ev.ThrowFailed)
    assert failed.led == tuple(cards("3S 3S"))
    assert Counter(failed.returned) == Counter(cards("AS AS"))
    assert [b.seat for b in failed.blocks] == [3]
    assert failed.penalty == 20
    # the trick goes on as a pair lead: seat 3 must play its pair
    trick(game, 1, "10S 4S", "6S 5S")
    assert refused(game, Play(3, tuple(cards("9S 8S")))) == "must_play_pair"
    events = play(game, 3, "7S 7S")
    assert of_type(events, ev.TrickWon) == [ev.TrickWon(3, 15, True, 35)]


@pytest.mark.parametrize(("per_card", "penalty"), [(0, 0), (10, 20), (25, 50)])
def test_the_throw_penalty_per_card_is_an_option(per_card: int, penalty: int) -> None:
    game = designed_game(throw_penalty_per_card=per_card)
    events = play(game, 0, "AS AS QS")
    (failed,) = of_type(events, ev.ThrowFailed)
    assert failed.penalty == penalty
    assert failed.led == tuple(cards("QS"))
    assert game.round.opponent_points == penalty


def test_refuse_invalid_throws_refuses_a_failed_throw_from_a_human() -> None:
    game = designed_game(humans=(0,), refuse_invalid_throws=True)
    assert refused(game, Play(0, tuple(cards("AS AS QS")))) == "throw_failed"
    assert game.round.opponent_points == 0
    play(game, 0, "AS AS")


def test_refuse_invalid_throws_still_judges_a_computer_leader_by_the_rule() -> None:
    game = designed_game(humans=(2,), refuse_invalid_throws=True)
    events = play(game, 0, "AS AS QS")
    assert of_type(events, ev.ThrowFailed)[0].penalty == 20
    game = designed_game(humans=(0,), refuse_invalid_throws=True)
    trick(game, 0, "3S", "8S", "6S", "4S")
    events = play(game, 1, "KS 10S")
    assert of_type(events, ev.ThrowFailed)[0].penalty == -10


def test_without_refuse_invalid_throws_a_human_failed_throw_is_penalised() -> None:
    game = designed_game(humans=(0,))
    events = play(game, 0, "AS AS QS")
    assert of_type(events, ev.ThrowFailed)[0].penalty == 20


# ----- points ----------------------------------------------------------------------------------


def test_points_go_to_the_opponents_only_when_an_opponent_wins_the_trick() -> None:
    game = designed_game()
    won = of_type(trick(game, 0, "AS", "KS", "10S", "5S"), ev.TrickWon)
    assert won == [ev.TrickWon(0, 25, False, 0)]
    won = of_type(trick(game, 0, "JS", "10S", "QS", "9S"), ev.TrickWon)
    assert won == [ev.TrickWon(2, 10, False, 0)]
    won = of_type(trick(game, 2, "5S", "JS", "3S", "4S"), ev.TrickWon)
    assert won == [ev.TrickWon(3, 5, True, 5)]
    won = of_type(trick(game, 3, "4S", "QS", "8S", "KS"), ev.TrickWon)
    assert won == [ev.TrickWon(2, 10, False, 5)]
    assert game.round.opponent_points == 5
    assert [(t.winner, t.points) for t in game.round.tricks] == [(0, 25), (2, 10), (3, 5), (2, 10)]


@pytest.mark.parametrize("seed", range(6))
def test_the_opponents_total_is_their_tricks_points_plus_or_minus_penalties(seed: int) -> None:
    ((game, events, scored),) = random_rounds([seed])
    declarers = scored.declarers
    total = 0
    for e in events:
        if isinstance(e, ev.TrickWon):
            assert e.opponents_score == (e.winner % 2 != declarers)
            total += e.points if e.opponents_score else 0
            assert e.opponent_points == total
        elif isinstance(e, ev.ThrowFailed):
            total += e.penalty
    assert scored.opponent_points == total
    assert scored.result.opponent_total == total + scored.result.talon_bonus


def test_the_whole_pack_is_worth_200_points_in_every_round() -> None:
    for _, events, scored in random_rounds(range(4)):
        trick_points = sum(e.points for e in of_type(events, ev.TrickWon))
        assert trick_points + points(scored.talon) == 200


def strength(c: Card, trump: Trump, rank_cards_trump: bool) -> tuple[int, int, int]:
    """RULES.md §3 written out: (is trump, tier, rank) for one card; suit is separate."""
    if c.is_joker:
        return (1, 9, c.rank)
    if c.rank == trump.rank and (trump.suit is not None or rank_cards_trump):
        return (1, 8 if c.suit is trump.suit else 7, 0)
    if trump.suit is not None and c.suit is trump.suit:
        return (1, 0, c.rank)
    return (0, 0, c.rank)


def expected_winner(
    plays: Sequence[Sequence[Card]], trump: Trump, rank_cards_trump: bool
) -> int | None:
    """Who wins a single or pair trick by RULES.md §4.2 (1, 2); None for other leads."""
    lead = plays[0]
    if len(lead) > 2 or (len(lead) == 2 and lead[0] is not lead[1]):
        return None

    def suit_of(c: Card) -> str:
        return "T" if strength(c, trump, rank_cards_trump)[0] else str(c.suit)

    led_suit = suit_of(lead[0])
    best, best_key = 0, strength(lead[0], trump, rank_cards_trump)
    for i, p in enumerate(plays[1:], start=1):
        if len(p) == 2 and p[0] is not p[1]:
            continue
        if suit_of(p[0]) not in (led_suit, "T"):
            continue
        key = strength(p[0], trump, rank_cards_trump)
        if key > best_key:
            best, best_key = i, key
    return best


@pytest.mark.parametrize(
    ("jokers", "rank_cards_trump"), [(False, False), (True, False), (True, True)]
)
def test_single_and_pair_tricks_go_to_the_highest_trump_else_the_highest_of_the_suit_led(
    jokers: bool, rank_cards_trump: bool
) -> None:
    checked = 0
    no_trump_rounds = 0
    for seed in range(8):
        game = Game(
            RuleOptions(no_trump_rank_cards_are_trumps=rank_cards_trump),
            seed,
            humans=(),
            levels=(7, 7),
            starter=seed % 4,
        )
        rnd = game.round
        rng = random.Random(seed)
        while rnd.phase == "draw":
            game.apply(Draw())
            if jokers and rnd.standing is None and rnd.phase == "draw":
                for seat, hand in enumerate(rnd.hands):
                    pair = next((c for c in hand if c.is_joker and hand.count(c) == 2), None)
                    if pair is not None:
                        game.apply(Declare(seat, (pair, pair)))
                        break
        finish_round(game, rng)
        assert rnd.trump is not None
        assert (rnd.trump.suit is None) == (jokers and rnd.declarations != [])
        no_trump_rounds += rnd.trump.suit is None
        for t in rnd.tricks:
            expected = expected_winner(t.plays, rnd.trump, rank_cards_trump)
            if expected is not None:
                assert t.winner == (t.leader + expected) % 4, (rnd.trump, t.plays)
                checked += 1
    assert checked > 100
    assert no_trump_rounds >= (3 if jokers else 0)


# ----- the talon bonus (RULES.md §5.2) ---------------------------------------------------------


def test_opponents_winning_the_last_trick_score_the_talon_times_twice_the_cards_played() -> None:
    found = 0
    for seed in range(60):
        game = Game(seed=seed, humans=(), levels=(2, 2), starter=seed % 4)
        rng = random.Random(seed)
        while game.round.phase != "play":
            step(game, rng)
        rnd = game.round
        _, scored = finish_round(game, rng)
        last = rnd.tricks[-1]
        assert last.winner is not None
        if last.winner % 2 == scored.declarers or points(rnd.talon) == 0:
            continue
        found += 1
        n = len(last.plays[0])
        assert scored.last_trick_cards == n
        assert scored.talon == tuple(rnd.talon)
        assert scored.result.talon_points == points(rnd.talon)
        assert scored.result.multiplier == 2 * n
        assert scored.result.talon_bonus == points(rnd.talon) * 2 * n
        assert scored.result.opponent_total == scored.opponent_points + scored.result.talon_bonus
    assert found >= 3


def test_declarers_winning_the_last_trick_leave_the_talon_unscored() -> None:
    found = 0
    for seed in range(60):
        game = Game(seed=seed, humans=(), levels=(2, 2), starter=seed % 4)
        rng = random.Random(seed)
        while game.round.phase != "play":
            step(game, rng)
        rnd = game.round
        _, scored = finish_round(game, rng)
        last = rnd.tricks[-1]
        assert last.winner is not None
        if last.winner % 2 != scored.declarers or points(rnd.talon) == 0:
            continue
        found += 1
        assert scored.result.talon_bonus == 0
        assert scored.result.opponent_total == scored.opponent_points
    assert found >= 3


def tractor_last_trick_won_by_opponents() -> tuple[int, Game, Round]:
    """A seed whose round (pair-keeping players, seat seed % 4 starting) ends with a two-pair
    tractor lead won by the opponents, with points in the talon."""
    for seed in range(300):
        game = Game(seed=seed, humans=(), levels=(2, 2), starter=seed % 4)
        rnd = game.round
        _, scored = finish_round(game, random.Random(seed), pair_keeping_play)
        last = rnd.tricks[-1]
        if last.lead.type == "tractor" and len(last.plays[0]) == 4 and scored.result.talon_bonus:
            return seed, game, rnd
    raise AssertionError("no seed ends with a tractor won by the opponents")


def replay(actions: Sequence[Action], seed: int, starter: int, **options: Any) -> Game:
    game = Game(RuleOptions(**options), seed, humans=(), levels=(2, 2), starter=starter)
    for action in actions:
        game.apply(action)
    return game


def test_the_talon_bonus_after_a_two_pair_tractor_is_times_8_or_times_16_with_power() -> None:
    seed, game, rnd = tractor_last_trick_won_by_opponents()
    (scored,) = game.results
    last = rnd.tricks[-1]
    assert last.winner is not None and last.winner % 2 != scored.declarers
    talon = points(scored.talon)
    assert scored.result.multiplier == 8
    assert scored.result.talon_bonus == 8 * talon
    power = replay(game.actions, seed, seed % 4, talon_multiplier="power")
    (scored_power,) = power.results
    assert scored_power.last_trick_cards == 4
    assert scored_power.result.multiplier == 16
    assert scored_power.result.talon_bonus == 16 * talon
    assert scored_power.result.opponent_total == scored_power.opponent_points + 16 * talon


# ----- the next round (RULES.md §5.3) ----------------------------------------------------------


def test_the_next_round_follows_the_level_table() -> None:
    outcomes: set[str] = set()
    for game, events, scored in random_rounds(range(12)):
        result = scored.result
        winner, gain = level_table(result.opponent_total)
        outcomes.add(winner)
        s = scored.starter
        declarers = scored.declarers
        assert result.winner == winner
        old = (2, 2)
        new = list(old)
        if winner == "declarers":
            new[declarers] += gain
            next_starter = (s + 2) % 4
        else:
            new[1 - declarers] += gain
            next_starter = (s + 1) % 4
        assert game.levels == tuple(new)
        assert result.next_starter == next_starter
        rnd = game.round
        assert rnd.number == 1 and rnd.phase == "draw" and rnd.drawn == 0
        assert rnd.starter == next_starter and rnd.first_drawer == next_starter
        assert rnd.level == new[next_starter % 2]
        assert rnd.levels == tuple(new)
        started = of_type(events, ev.RoundStarted)[-1]
        assert started == ev.RoundStarted(
            1, new[next_starter % 2], rnd.levels, next_starter, next_starter
        )
    assert outcomes == {"declarers", "opponents"}


def test_a_later_round_keeps_its_starter_and_its_declarers_level() -> None:
    for game, _, scored in random_rounds(range(6), levels=(5, 3), starter=1):
        assert scored.starter == 1 and scored.declarers == 1
        result = scored.result
        if result.winner == "declarers":
            assert game.levels == (5, 3 + result.declarers_gain)
            assert game.round.starter == 3 and game.round.level == 3 + result.declarers_gain
        else:
            assert game.levels == (5 + result.opponents_gain, 3)
            assert game.round.starter == 2 and game.round.level == 5 + result.opponents_gain


# ----- the end of the game (RULES.md §5.4) -----------------------------------------------------


def first_result(
    wanted: Callable[[int], bool], levels: tuple[int, int], **options: Any
) -> tuple[Game, ev.RoundScored]:
    """The first seed whose first round (seat 0 starting) ends with a total ``wanted`` accepts."""
    for game, _, scored in random_rounds(
        range(400), options=RuleOptions(**options), levels=levels, starter=0
    ):
        if wanted(scored.result.opponent_total):
            return game, scored
    raise AssertionError("no seed gives the wanted result")


def test_a_game_ends_when_a_team_goes_past_ace() -> None:
    game, scored = first_result(lambda p: p < 80, (ACE, ACE))
    assert scored.result.game_winner == "declarers"
    assert game.over and game.winner == 0
    assert game.levels[0] == ACE


def test_the_opponents_can_win_the_game_by_going_past_ace() -> None:
    game, scored = first_result(lambda p: p >= 120, (ACE, ACE))
    assert game.over and game.winner == 1


def test_the_game_over_event_ends_the_round_and_no_new_round_starts() -> None:
    for seed in range(400):
        game = Game(seed=seed, humans=(), levels=(ACE, ACE), starter=0)
        events, scored = finish_round(game, random.Random(seed))
        if scored.result.game_over:
            assert game.winner is not None
            assert of_type(events, ev.GameOver) == [ev.GameOver(game.winner)]
            assert isinstance(events[-1], ev.GameOver)
            assert not of_type(events[events.index(scored) :], ev.RoundStarted)
            assert game.round.number == 0 and game.round.phase == "scored"
            return
    raise AssertionError("no game ended")


def test_after_the_game_is_over_every_action_is_refused_with_game_over() -> None:
    game, _ = first_result(lambda p: p < 80, (ACE, ACE))
    assert game.over
    n = len(game.actions)
    for action in (Draw(), Pass(0), Play(0, tuple(cards("AS"))), Bury(0, ())):
        assert game.is_legal(action).code == "game_over"
        with pytest.raises(ValueError, match="game_over"):
            game.apply(action)
    assert game.legal_plays() == []
    assert len(game.actions) == n


def test_a_team_at_king_gaining_one_level_reaches_ace_and_play_goes_on() -> None:
    game, scored = first_result(lambda p: 120 <= p <= 155, (2, 13))
    assert scored.result.game_winner is None
    assert not game.over and game.winner is None
    assert game.levels == (2, ACE)
    assert game.round.number == 1 and game.round.level == ACE


def test_a_team_at_king_gaining_two_levels_wins_the_game() -> None:
    game, _ = first_result(lambda p: 160 <= p <= 195, (2, 13))
    assert game.over and game.winner == 1


def test_a_team_at_jack_gaining_three_levels_reaches_ace_and_play_goes_on() -> None:
    game, _ = first_result(lambda p: 200 <= p <= 235, (2, 11))
    assert not game.over
    assert game.levels == (2, ACE)


def test_taking_over_without_gaining_a_level_keeps_a_team_at_ace_in_the_game() -> None:
    game, _ = first_result(lambda p: 80 <= p <= 115, (ACE, ACE))
    assert not game.over
    assert game.levels == (ACE, ACE) and game.round.starter == 1


def test_must_win_at_ace_stops_every_promotion_at_ace() -> None:
    game, _ = first_result(lambda p: 160 <= p <= 195, (2, 13), must_win_at_ace=True)
    assert not game.over
    assert game.levels == (2, ACE)
    game, _ = first_result(lambda p: p < 80, (13, 2), must_win_at_ace=True)
    assert not game.over
    assert game.levels == (ACE, 2)


def test_must_win_at_ace_ends_the_game_when_declarers_at_ace_win_a_round() -> None:
    game, _ = first_result(lambda p: 40 <= p <= 75, (ACE, 2), must_win_at_ace=True)
    assert game.over and game.winner == 0
    game, _ = first_result(lambda p: p >= 120, (ACE, 2), must_win_at_ace=True)
    assert not game.over


@pytest.mark.slow
def test_whole_games_end_with_a_winner_past_ace() -> None:
    for seed in range(3):
        game = Game(seed=seed, humans=())
        rng = random.Random(seed)
        rounds = 0
        while not game.over:
            events = step(game, rng)
            rounds += len(of_type(events, ev.RoundScored))
            assert rounds < 200
        assert game.winner in (0, 1)
        last = game.results[-1]
        assert last.result.game_over
        winner_side = last.result.game_winner
        assert (winner_side == "declarers") == (game.winner == last.declarers)


@pytest.mark.parametrize(
    ("total", "band"),
    [
        (-30, (None, 0)),
        (0, (None, 0)),
        (5, (5, 35)),
        (35, (5, 35)),
        (40, (40, 75)),
        (80, (80, 115)),
        (115, (80, 115)),
        (120, (120, 155)),
        (240, (240, 275)),
        (281, (280, 315)),
    ],
)
def test_each_total_falls_on_one_line_of_the_level_table(total: int, band: tuple) -> None:  # type: ignore[type-arg]
    from tractor_desktop.engine.scoring import level_band

    assert level_band(total) == band
