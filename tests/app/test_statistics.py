"""The player's record: what each round and game counts toward (only what the player played,
games given up as lost), and a file read defensively."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tractor_desktop.ai.players import LEVELS
from tractor_desktop.app.statistics import (
    LIMIT,
    MAX_BYTES,
    Statistics,
    Tally,
    load_statistics,
    opponents_level,
    player_moved,
    save_statistics,
)
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Play
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.scoring import score_round
from tractor_desktop.engine.simulate import play_round, random_action

WON, LOST = 0, 1
"""GameOver.winner for a game the human's team (team 0) won or lost."""


def a_round(*, we_declare: bool, opponent_points: int, ours: int = 2) -> ev.RoundScored:
    """A round scored by the engine's own table: the declarers keep the opponents below 80
    points to win it (3 levels at 0, 2 below 40, 1 below 80); from 80 the opponents win it."""
    starter = 0 if we_declare else 1
    declarers_level, opponents_level_ = (ours, 2) if we_declare else (2, ours)
    result = score_round(
        starter=starter,
        declarers_level=declarers_level,
        opponents_level=opponents_level_,
        opponent_points=opponent_points,
        talon=(),
        opponents_won_last_trick=False,
        cards_per_player=1,
        largest_unit=1,
        options=RuleOptions(),
    )
    return ev.RoundScored(result, starter, starter % 2, (), opponent_points, 1)


def game(stats: Statistics, winner: int, *levels: str, took_back: bool = False) -> None:
    stats.record_game(ev.GameOver(winner), levels=levels or ("normal",) * 3, took_back=took_back)


# ----- rounds ------------------------------------------------------------------------------------


def test_a_round_won_as_declarers_counts_as_won_as_declarers() -> None:
    stats = Statistics()
    stats.record_round(a_round(we_declare=True, opponent_points=30), took_back=False)
    assert stats.rounds_as_declarers == Tally(played=1, won=1)
    assert stats.rounds_as_opponents == Tally()
    assert (stats.rounds_played, stats.rounds_won) == (1, 1)


def test_a_round_lost_as_declarers_is_played_not_won() -> None:
    stats = Statistics()
    stats.record_round(a_round(we_declare=True, opponent_points=120), took_back=False)
    assert stats.rounds_as_declarers == Tally(played=1, won=0)
    assert (stats.rounds_played, stats.rounds_won) == (1, 0)


def test_a_round_won_as_opponents_counts_as_won_as_opponents() -> None:
    stats = Statistics()
    stats.record_round(a_round(we_declare=False, opponent_points=130), took_back=False)
    stats.record_round(a_round(we_declare=False, opponent_points=50), took_back=False)
    assert stats.rounds_as_opponents == Tally(played=2, won=1)
    assert stats.rounds_as_declarers == Tally()


def test_levels_gained_add_up_over_rounds_won_and_not_lost() -> None:
    stats = Statistics()
    stats.record_round(a_round(we_declare=True, opponent_points=0), took_back=False)  # +3
    stats.record_round(a_round(we_declare=True, opponent_points=60), took_back=False)  # +1
    stats.record_round(a_round(we_declare=False, opponent_points=170), took_back=False)  # +2
    stats.record_round(a_round(we_declare=True, opponent_points=200), took_back=False)  # lost
    stats.record_round(a_round(we_declare=False, opponent_points=40), took_back=False)  # lost
    assert stats.levels_gained == 3 + 1 + 2


def test_the_highest_level_is_the_teams_level_after_a_round() -> None:
    stats = Statistics()
    stats.record_round(a_round(we_declare=True, opponent_points=0, ours=9), took_back=False)
    assert stats.highest_level == 12
    stats.record_round(a_round(we_declare=True, opponent_points=200, ours=5), took_back=False)
    assert stats.highest_level == 12


def test_a_round_after_a_take_back_counts_apart_and_gains_no_levels() -> None:
    stats = Statistics()
    stats.record_round(a_round(we_declare=True, opponent_points=0), took_back=True)
    assert stats.rounds_with_take_backs == Tally(played=1, won=1)
    assert stats.rounds_as_declarers == Tally()
    assert stats.levels_gained == 0
    assert (stats.rounds_played, stats.rounds_won) == (1, 1)  # the totals hold every round


# ----- games -------------------------------------------------------------------------------------


def test_a_game_against_hard_opponents_counts_under_hard() -> None:
    stats = Statistics()
    game(stats, WON, "hard", "normal", "hard")
    game(stats, LOST, "hard", "easy", "hard")
    assert stats.games_by_level["hard"] == Tally(played=2, won=1)
    assert sum(t.played for t in stats.games_by_level.values()) == 2


def test_a_game_counts_under_the_stronger_opponent_and_not_the_partner() -> None:
    assert opponents_level(("easy", "hard", "normal")) == "normal"
    assert opponents_level(("hard", "random", "random")) == "hard"
    assert opponents_level(("random", "hard", "easy")) == "easy"


def test_a_game_against_unknown_levels_counts_only_in_the_totals() -> None:
    stats = Statistics()
    game(stats, WON, "grandmaster", "normal", "human")
    assert (stats.games_played, stats.games_won) == (1, 1)
    assert all(t == Tally() for t in stats.games_by_level.values())
    assert set(stats.games_by_level) == set(LEVELS)


def test_a_win_with_take_backs_is_counted_apart_and_not_by_level() -> None:
    stats = Statistics()
    game(stats, WON, "hard", "hard", "hard", took_back=True)
    assert stats.games_with_take_backs == Tally(played=1, won=1)
    assert stats.games_without_take_backs == Tally()
    assert stats.games_by_level["hard"] == Tally()
    assert (stats.games_played, stats.games_won) == (1, 1)


def test_games_without_take_backs_are_the_rest() -> None:
    stats = Statistics()
    game(stats, WON)
    game(stats, LOST)
    game(stats, WON, took_back=True)
    game(stats, LOST, took_back=True)
    assert stats.games_without_take_backs == Tally(played=2, won=1)
    assert stats.games_with_take_backs == Tally(played=2, won=1)


# ----- streaks -----------------------------------------------------------------------------------


def test_games_won_in_a_row_make_a_streak() -> None:
    stats = Statistics()
    for _ in range(3):
        game(stats, WON)
    assert (stats.current_streak, stats.longest_streak) == (3, 3)


def test_the_longest_streak_survives_a_loss() -> None:
    stats = Statistics()
    for winner in (WON, WON, WON, LOST, WON):
        game(stats, winner)
    assert (stats.current_streak, stats.longest_streak) == (1, 3)


def test_a_win_with_take_backs_neither_extends_nor_ends_a_streak() -> None:
    stats = Statistics()
    game(stats, WON)
    game(stats, WON, took_back=True)
    assert (stats.current_streak, stats.longest_streak) == (1, 1)
    game(stats, WON)
    assert (stats.current_streak, stats.longest_streak) == (2, 2)


def test_a_loss_with_take_backs_still_ends_a_streak() -> None:
    stats = Statistics()
    game(stats, WON)
    game(stats, WON)
    game(stats, LOST, took_back=True)
    assert (stats.current_streak, stats.longest_streak) == (0, 2)


# ----- the file ----------------------------------------------------------------------------------


def a_full_record() -> Statistics:
    stats = Statistics()
    for points in (0, 30, 90, 130):
        stats.record_round(a_round(we_declare=True, opponent_points=points), took_back=False)
        stats.record_round(a_round(we_declare=False, opponent_points=points), took_back=False)
    stats.record_round(a_round(we_declare=False, opponent_points=200), took_back=True)
    for level in ("random", "easy", "normal", "hard"):
        game(stats, WON, level, "hard", "random")
    game(stats, LOST, "hard", "hard", "hard")
    game(stats, WON, took_back=True)
    return stats


def test_a_record_is_saved_and_loaded_as_it_was(tmp_path: Path) -> None:
    stats = a_full_record()
    save_statistics(stats, tmp_path / "s.json")
    assert load_statistics(tmp_path / "s.json") == stats


def test_the_file_stays_small_even_at_the_largest_counts(tmp_path: Path) -> None:
    stats = a_full_record()
    for name, value in vars(stats).items():
        if isinstance(value, int):
            setattr(stats, name, LIMIT - 1)
    save_statistics(stats, tmp_path / "s.json")
    assert (tmp_path / "s.json").stat().st_size < 2048 < MAX_BYTES


def test_a_count_at_the_limit_stays_there_and_loads(tmp_path: Path) -> None:
    stats = Statistics(games_played=LIMIT - 1, games_won=LIMIT - 1, current_streak=LIMIT - 1)
    game(stats, WON)
    assert stats.games_played == LIMIT - 1
    save_statistics(stats, tmp_path / "s.json")
    assert load_statistics(tmp_path / "s.json").games_played == LIMIT - 1


def test_an_old_file_keeps_its_counts(tmp_path: Path) -> None:
    old = {"games_played": 7, "games_won": 4, "rounds_played": 60, "rounds_won": 33}
    (tmp_path / "old.json").write_text(json.dumps({**old, "highest_level": 11}))
    stats = load_statistics(tmp_path / "old.json")
    assert (stats.games_played, stats.games_won, stats.rounds_played, stats.rounds_won) == (
        7,
        4,
        60,
        33,
    )
    assert stats.highest_level == 11
    # Before take-backs existed, every game was played without them.
    assert stats.games_without_take_backs == Tally(played=7, won=4)
    assert stats.games_with_take_backs == Tally()


HOSTILE = {
    "games_played": 12,
    "games_won": 7,
    "rounds_played": -5,
    "rounds_won": True,
    "highest_level": 99,
    "rounds_as_declarers": {"played": [1, 2], "won": {"x": 1}},
    "rounds_as_opponents": "a lot",
    "rounds_with_take_backs": {"played": 3, "won": 900},
    "levels_gained": 10**12,
    "games_by_level": {
        "hard": {"played": 5, "won": 2, "extra": "junk"},
        "easy": [5, 2],
        "normal": {"played": 3.5, "won": "2"},
        "grandmaster": {"played": 1000, "won": 1000},
        "x" * 1000: {},
    },
    "games_with_take_backs": None,
    "current_streak": 50,
    "longest_streak": "long",
    "unknown": {"deep": [[[[]]]]},
}


def test_a_hostile_file_loads_as_sane_values(tmp_path: Path) -> None:
    (tmp_path / "s.json").write_text(json.dumps(HOSTILE))
    stats = load_statistics(tmp_path / "s.json")
    assert stats == Statistics(
        games_played=12,
        games_won=7,
        highest_level=14,  # brought within 2..Ace
        # wrong types, negative and huge numbers count as none; nothing more than the rounds
        # played (none believed) can have been played after a take-back
        games_by_level={level: Tally(5, 2) if level == "hard" else Tally() for level in LEVELS},
        current_streak=7,  # a streak longer than the games won cannot be true
        longest_streak=7,  # and the longest is never shorter than the current one
    )
    assert "grandmaster" not in stats.games_by_level


def test_a_file_with_a_won_count_above_the_played_count_is_brought_within_it(
    tmp_path: Path,
) -> None:
    document = {"games_played": 3, "games_won": 8, "current_streak": 2, "longest_streak": 1}
    (tmp_path / "s.json").write_text(json.dumps(document))
    stats = load_statistics(tmp_path / "s.json")
    assert (stats.games_played, stats.games_won) == (3, 3)
    assert (stats.current_streak, stats.longest_streak) == (2, 2)


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"[1, 2, 3]",
        b'"a string"',
        b"\xff\xfe garbage",
        b"[" * 100_000,
        b"{}",
    ],
    ids=["not-json", "a-list", "a-string", "not-utf8", "deep", "empty-object"],
)
def test_a_damaged_file_counts_as_a_fresh_start(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "s.json").write_bytes(content)
    assert load_statistics(tmp_path / "s.json") == Statistics()


def test_a_huge_file_or_a_folder_counts_as_a_fresh_start(tmp_path: Path) -> None:
    huge = tmp_path / "huge.json"
    huge.write_text(json.dumps({"games_played": 5, "pad": "x" * MAX_BYTES}))
    assert load_statistics(huge) == Statistics()
    (tmp_path / "folder.json").mkdir()
    assert load_statistics(tmp_path / "folder.json") == Statistics()


# ----- games given up and games without a move ---------------------------------------------------


def test_a_game_given_up_counts_as_a_game_lost_and_given_up() -> None:
    stats = Statistics()
    game(stats, WON, "hard", "normal", "hard")
    stats.record_given_up(levels=("hard", "normal", "hard"), took_back=False)
    assert (stats.games_played, stats.games_won, stats.games_given_up) == (2, 1, 1)
    assert stats.games_by_level["hard"] == Tally(played=2, won=1)
    assert (stats.current_streak, stats.longest_streak) == (0, 1)


def test_a_game_given_up_after_a_take_back_is_lost_apart_and_still_ends_a_streak() -> None:
    stats = Statistics()
    game(stats, WON)
    stats.record_given_up(levels=("normal",) * 3, took_back=True)
    assert stats.games_with_take_backs == Tally(played=1, won=0)
    assert stats.games_given_up == 1
    assert stats.current_streak == 0


def test_a_given_up_count_in_the_file_is_never_more_than_the_games_lost(tmp_path: Path) -> None:
    document = {"games_played": 5, "games_won": 3, "games_given_up": 50}
    (tmp_path / "s.json").write_text(json.dumps(document))
    assert load_statistics(tmp_path / "s.json").games_given_up == 2
    for wrong in ("3", -1, True, [1], 10**12):
        (tmp_path / "s.json").write_text(json.dumps({**document, "games_given_up": wrong}))
        assert load_statistics(tmp_path / "s.json").games_given_up == 0
    stats = Statistics(games_played=4, games_won=1, games_given_up=2)
    save_statistics(stats, tmp_path / "kept.json")
    assert load_statistics(tmp_path / "kept.json") == stats


def a_finished_round(seed: int) -> Game:
    game = Game(seed=seed, humans=(0,), levels=(14, 14), starter=0)
    play_round(game, random.Random(seed))
    assert game.over
    return game


def test_the_cards_of_the_last_trick_that_leave_no_choice_are_no_move_of_the_player() -> None:
    game = a_finished_round(13)  # seat 3 leads the last trick with one card each
    plays = [i for i, a in enumerate(game.actions) if isinstance(a, Play)]
    last_trick = plays[-4:]
    assert game.actions[last_trick[0]].seat == 3  # type: ignore[attr-defined]
    assert player_moved(game)
    assert player_moved(game, last_round=True)
    # Played on from just before the last trick: the player's one card was forced.
    assert not player_moved(game, last_trick[0])
    assert not player_moved(game, last_trick[0], last_round=True)


def test_a_lead_of_several_cards_in_the_last_trick_is_a_move() -> None:
    game = a_finished_round(11)  # seat 0 leads the last trick, two cards each
    plays = [i for i, a in enumerate(game.actions) if isinstance(a, Play)]
    lead = game.actions[plays[-4]]
    assert isinstance(lead, Play) and lead.seat == 0 and len(lead.cards) == 2
    assert player_moved(game, plays[-4])
    assert not player_moved(game, plays[-4] + 1)


def test_in_an_unfinished_round_every_move_of_the_player_is_one() -> None:
    game = Game(seed=5, humans=(0,), levels=(2, 2), starter=0)
    rng = random.Random(5)
    while not game.actions or getattr(game.actions[-1], "seat", None) != 0:
        game.apply(random_action(game, rng))
    assert player_moved(game, len(game.actions) - 1)
    assert not player_moved(game, len(game.actions))


# ----- a damaged file is kept, and told once -----------------------------------------------------


@pytest.mark.parametrize(
    "content",
    [b"{not json", b"[1, 2, 3]", b"\xff\xfe garbage", b" " * (MAX_BYTES + 1)],
    ids=["not-json", "a-list", "not-utf8", "too-large"],
)
def test_a_damaged_file_is_kept_with_its_bytes_and_told_once(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(content)
    stats = load_statistics(path)
    assert stats == Statistics()
    (kept,) = [p for p in tmp_path.iterdir() if p.name.startswith("statistics-damaged-")]
    assert kept.read_bytes() == content
    notice = stats.damage_notice()
    assert str(kept) in notice and "damaged" in notice
    assert stats.damage_notice() == ""  # once, not at every round
    stats.record_round(a_round(we_declare=True, opponent_points=20), took_back=False)
    save_statistics(stats, path)
    save_statistics(stats, path)
    assert kept.read_bytes() == content
    assert json.loads(path.read_bytes())["rounds_played"] == 1
    assert "kept_damaged" not in json.loads(path.read_bytes())
    # The record saved over it loads without a word.
    again = load_statistics(path)
    assert again.rounds_played == 1 and again.damage_notice() == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["statistics.json", kept.name])


def test_two_damaged_files_in_one_second_are_both_kept(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    for content in (b"{one", b"{two"):
        path.write_bytes(content)
        load_statistics(path)
    kept = sorted(p.read_bytes() for p in tmp_path.iterdir())
    assert kept == [b"{one", b"{two"]


def test_a_missing_file_or_a_folder_is_not_kept_nor_told(tmp_path: Path) -> None:
    assert load_statistics(tmp_path / "missing.json").damage_notice() == ""
    (tmp_path / "folder.json").mkdir()
    assert load_statistics(tmp_path / "folder.json").damage_notice() == ""
    assert [p.name for p in tmp_path.iterdir()] == ["folder.json"]
