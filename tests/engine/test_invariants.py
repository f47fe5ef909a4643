"""Invariants over thousands of random complete rounds under random rule options."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Play
from tractor_desktop.engine.cards import double_pack, points, rank_code
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.referee import answer
from tractor_desktop.engine.round import DRAWN, Round, team
from tractor_desktop.engine.simulate import random_action, random_options

PACK = Counter(double_pack())
ROUNDS_PER_CHUNK = 100
CHUNKS = 20

# The level table of RULES.md §5.3, written out independently of the engine: (lowest total,
# highest total, winner, levels gained).
LEVEL_TABLE = [
    (-10_000, 0, "declarers", 3),
    (5, 35, "declarers", 2),
    (40, 75, "declarers", 1),
    (80, 115, "opponents", 0),
    (120, 155, "opponents", 1),
    (160, 195, "opponents", 2),
    (200, 235, "opponents", 3),
    (240, 275, "opponents", 4),
    (280, 315, "opponents", 5),
    (320, 355, "opponents", 6),
    (360, 395, "opponents", 7),
    (400, 435, "opponents", 8),
]


def cards_in_play(game: Game) -> Counter:
    current = game.round
    held = Counter(c for hand in current.hands for c in hand)
    if current.phase in ("draw", "last_chance"):
        return held + Counter(current.pack[current.drawn :])
    played = Counter(c for trick in current.tricks for play in trick.plays for c in play)
    if current.current is not None:
        played += Counter(c for play in current.current.plays for c in play)
    return held + played + Counter(current.talon)


def expected_levels(total: int) -> tuple[str, int]:
    for low, high, winner, gained in LEVEL_TABLE:
        if low <= total <= high:
            return winner, gained
    raise AssertionError(f"total {total} outside the table")


def check_trick_against_referee(game: Game, current: Round, won: ev.TrickWon) -> None:
    trick = current.tricks[-1]
    assert trick.winner == won.winner
    ctx = current.ctx
    assert ctx is not None
    query = {
        "kind": "trick",
        "trump": ctx.trump.to_dict(),
        "options": game.options.to_dict(),
        "plays": [[c.code for c in p] for p in trick.plays],
    }
    reply = answer(query)
    assert (trick.leader + reply["winner"]) % 4 == won.winner, (query, reply)
    assert reply["points"] == won.points


def check_follow_against_referee(game: Game, action: Play) -> None:
    current = game.round
    trick, ctx = current.current, current.ctx
    assert trick is not None and ctx is not None
    reply = answer(
        {
            "kind": "follow",
            "trump": ctx.trump.to_dict(),
            "options": game.options.to_dict(),
            "lead": [c.code for c in trick.plays[0]],
            "hand": [c.code for c in current.hands[action.seat]],
            "cards": [c.code for c in action.cards],
        }
    )
    assert reply == {"legal": True}, reply


def play_checked_round(game: Game, rng: random.Random) -> None:
    number = game.round.number
    while not game.over and game.round.number == number:
        action = random_action(game, rng)
        current = game.round
        if isinstance(action, Play) and current.current and current.current.plays:
            check_follow_against_referee(game, action)
        levels_before = game.levels
        events = game.apply(action)
        for event in events:
            if isinstance(event, ev.TrickWon):
                check_trick_against_referee(game, current, event)
            elif isinstance(event, ev.RoundScored):
                check_round_score(game, event, levels_before)
        if game.round is current:
            assert cards_in_play(game) == PACK
        if current.phase == "scored":
            assert (
                sum(points(t for p in tr.plays for t in p) for tr in current.tricks)
                + points(current.talon)
                == 200
            )
            penalties = sum(t.failed_throw.penalty for t in current.tricks if t.failed_throw)
            taken = sum(
                t.points
                for t in current.tricks
                if team(t.winner or 0) != team(current.starter or 0)
            )
            assert current.opponent_points == taken + penalties


def check_round_score(game: Game, scored: ev.RoundScored, levels_before: tuple[int, int]) -> None:
    result = scored.result
    winner, gained = expected_levels(result.opponent_total)
    assert result.winner == winner
    declarers = scored.declarers
    before = (levels_before[declarers], levels_before[1 - declarers])
    if winner == "declarers":
        assert result.declarers_gain == gained and result.opponents_gain == 0
        assert result.next_starter == (scored.starter + 2) % 4
        assert result.declarers_level == min(before[0] + gained, 14)
    else:
        assert result.opponents_gain == gained and result.declarers_gain == 0
        assert result.next_starter == (scored.starter + 1) % 4
        assert result.opponents_level == min(before[1] + gained, 14)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_rounds_conserve_cards_points_and_follow_the_rules(chunk: int) -> None:
    rng = random.Random(chunk)
    for i in range(ROUNDS_PER_CHUNK):
        options = RuleOptions.from_dict(random_options(rng)) if i % 3 else RuleOptions()
        levels = (rng.randint(2, 14), rng.randint(2, 14))
        if i % 4 == 0:
            game = Game(options, seed=chunk * 1000 + i, humans=[0])
        else:
            game = Game(options, seed=chunk * 1000 + i, humans=[0], levels=levels, starter=i % 4)
        play_checked_round(game, rng)
        assert game.over or game.round.number == 1


def test_whole_games_end_with_one_team_past_ace() -> None:
    rng = random.Random(7)
    for seed in range(3):
        game = Game(seed=seed, humans=())
        for _ in range(200):
            if game.over:
                break
            play_checked_round(game, rng)
        assert game.over and game.winner in (0, 1)
        assert game.levels[game.winner] == 14
        assert game.results[-1].result.game_over


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), stop=st.integers(0, 260), option_seed=st.integers(0, 10**6))
def test_save_then_load_at_any_point_reproduces_the_state(
    seed: int, stop: int, option_seed: int
) -> None:
    rng = random.Random(option_seed)
    game = Game(RuleOptions.from_dict(random_options(rng)), seed=seed)
    for _ in range(stop):
        if game.over:
            break
        game.apply(random_action(game, rng))
    loaded = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    for seat in range(4):
        assert loaded.observation(seat) == game.observation(seat)
    assert loaded.round.hands == game.round.hands
    assert loaded.round.talon == game.round.talon
    assert loaded.round.pack == game.round.pack
    assert loaded.levels == game.levels
    assert loaded.to_dict() == game.to_dict()
    # the two go on identically
    for _ in range(30):
        if game.over:
            break
        action = random_action(game, rng)
        assert game.apply(action) == loaded.apply(action)


def test_level_codes_round_trip_through_the_level_table() -> None:
    assert [rank_code(n) for n in (2, 10, 11, 14)] == ["2", "10", "J", "A"]
    assert DRAWN == 100
