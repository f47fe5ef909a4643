"""Honest statistics through the window: only what the player played counts, a game given up
counts as lost, and the window asks before anything is lost, only then, and the same way."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QInputDialog, QMessageBox

from tests.ui.conftest import start
from tests.ui.test_going_back import bury_first_eight, to_the_bury
from tractor_desktop.app import paths, storage
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.replay import frames
from tractor_desktop.app.statistics import Statistics, Tally, load_statistics
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.simulate import play_round
from tractor_desktop.ui.main_window import MainWindow

TIMEOUT = 30_000
SEATS = (
    storage.Seat("A", "human"),
    storage.Seat("B", "easy"),
    storage.Seat("C", "easy"),
    storage.Seat("D", "easy"),
)


def answer(monkeypatch: pytest.MonkeyPatch, button: QMessageBox.StandardButton) -> list[tuple]:  # type: ignore[type-arg]
    """Every question is answered ``button``; the list receives each question's arguments."""
    asked: list[tuple] = []  # type: ignore[type-arg]

    def question(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(args)
        return button

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def a_finished_game(seed: int) -> Game:
    """A game of one round (both teams at Ace), played to its end by random players."""
    game = Game(seed=seed, humans=(0,), levels=(14, 14), starter=0)
    play_round(game, random.Random(seed))
    assert game.over
    return game


def before_the_last_trick(game: Game) -> int:
    """How many actions lead to the step before the game's last trick, in its review."""
    steps = frames(game)
    return steps[-3].actions


# ----- only what the player played counts ------------------------------------------------------


def test_a_game_and_a_round_the_player_made_no_move_in_are_not_counted(
    qtbot, home: Path, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    win = window
    # The team wins this game in its last trick, where the player's one card is forced: the
    # table plays it by itself.
    game = a_finished_game(13)
    assert game.winner == 0
    before = copy.deepcopy(win.session.statistics)
    win.session.play_from(game.to_dict(), before_the_last_trick(game))
    qtbot.waitUntil(lambda: getattr(win, "summary_dialog", None) is not None, timeout=TIMEOUT)
    assert win.controller.game.round.hands[0] == []  # the forced card was played
    with qtbot.waitSignal(win.controller.gameOver, timeout=TIMEOUT):
        win.summary_dialog.continue_button.click()
    assert win.controller.game.over and win.controller.game.winner == 0
    assert win.session.statistics == before


def test_playing_on_is_not_offered_where_nothing_is_left_to_decide(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    game = a_finished_game(13)
    window.documents.review(game.to_dict())
    review = window.documents.replay_window
    qtbot.addWidget(review)
    review.slider.setValue(len(review.frames) - 3)  # one card in every hand
    assert not review.frames[review.position].over
    assert not review.play_button.isEnabled()
    assert "Nothing is left to play" in review.play_button.toolTip()
    before = window.controller.game.to_dict()
    review._play_from_here()
    assert window.controller.game.to_dict() == before
    review.slider.setValue(len(review.frames) // 2)
    assert review.play_button.isEnabled()


# ----- a game given up counts as lost ------------------------------------------------------------


def other_save(home: Path) -> Path:
    path = home / "other.tractor"
    storage.write_save(path, storage.SavedGame(Game(seed=31), SEATS, storage.now()))
    return path


def give_up_by_new_game(win: MainWindow, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    win.new_action.trigger()


def give_up_by_numbered_deal(win: MainWindow, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (77, True))
    win.numbered_deal_action.trigger()


def give_up_by_opening(win: MainWindow, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    win.open_path(str(other_save(home)))


def give_up_by_resuming_another(
    win: MainWindow, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Another game in the autosave (another window wrote it, or this game's autosave failed).
    storage.write_save(
        paths.autosave_path(), storage.SavedGame(Game(seed=31), SEATS, storage.now())
    )
    win.resume_action.trigger()


def give_up_by_playing_from_a_review(
    win: MainWindow, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = a_finished_game(13).to_dict()
    win.documents.review(record)
    win.documents.play_from(record, 40)


GIVING_UP: dict[str, Callable[[MainWindow, Path, pytest.MonkeyPatch], None]] = {
    "new game": give_up_by_new_game,
    "numbered deal": give_up_by_numbered_deal,
    "open": give_up_by_opening,
    "resume": give_up_by_resuming_another,
    "play from here": give_up_by_playing_from_a_review,
}


@pytest.mark.parametrize("way", list(GIVING_UP))
def test_a_game_given_up_by_starting_another_counts_as_a_loss(
    qtbot, home: Path, window: MainWindow, monkeypatch: pytest.MonkeyPatch, way: str
) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_bury(qtbot, win)  # the player passed at its last chance: a move
    before = copy.deepcopy(win.session.statistics)
    given_up = win.controller.game
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    GIVING_UP[way](win, home, monkeypatch)
    assert len(asked) == 1 and asked[0][1] == "Give up this game?"
    assert win.controller.game is not given_up
    stats = win.session.statistics
    assert stats.games_played == before.games_played + 1
    assert stats.games_won == before.games_won
    assert stats.games_given_up == before.games_given_up + 1
    assert stats.current_streak == 0
    assert stats.rounds_played == before.rounds_played  # the round in progress is not counted
    assert load_statistics() == stats


def test_a_game_given_up_by_new_game_counts_as_a_loss(
    qtbot, home: Path, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    win = window
    win.session.statistics = Statistics(games_played=3, games_won=3, current_streak=3)
    to_the_bury(qtbot, win)
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    win.new_action.trigger()
    stats = win.session.statistics
    assert (stats.games_played, stats.games_won, stats.games_given_up) == (4, 3, 1)
    assert stats.games_by_level["normal"] == Tally(played=1, won=0)  # the seats' level
    assert (stats.current_streak, stats.longest_streak) == (0, 0)


@pytest.mark.parametrize("way", list(GIVING_UP))
def test_refusing_to_give_up_changes_neither_the_game_nor_the_record(
    qtbot, home: Path, window: MainWindow, monkeypatch: pytest.MonkeyPatch, way: str
) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_bury(qtbot, win)
    before = copy.deepcopy(win.session.statistics)
    game = win.controller.game.to_dict()
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    GIVING_UP[way](win, home, monkeypatch)
    assert len(asked) == 1
    assert asked[0][-1] == QMessageBox.StandardButton.No  # Enter alone gives up nothing
    assert win.controller.game.to_dict() == game
    assert win.session.statistics == before


def test_a_game_given_up_before_the_players_first_move_is_not_counted(
    qtbot, home: Path, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    win = window
    start(win, seed=5, starter=1)
    qtbot.waitUntil(lambda: win.controller.game.round.drawn > 8, timeout=TIMEOUT)
    before = copy.deepcopy(win.session.statistics)
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    win.new_action.trigger()
    assert len(asked) == 1  # the deal is lost all the same: the player is asked
    assert win.session.statistics == before


def test_resuming_the_autosave_of_the_same_game_gives_nothing_up(
    qtbot, home: Path, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_bury(qtbot, win)
    win.session.autosave()
    before = copy.deepcopy(win.session.statistics)
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    win.resume_action.trigger()
    assert asked == []
    assert win.session.statistics == before


# ----- asked only when something would be lost -----------------------------------------------


def test_no_question_after_a_save_when_nothing_would_be_lost(
    qtbot, home: Path, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_bury(qtbot, win)
    win.documents._save_to(str(home / "kept"))
    before = copy.deepcopy(win.session.statistics)
    saved = win.controller.game
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    win.new_action.trigger()
    assert asked == []
    assert win.controller.game is not saved
    # The file holds the game: it is put aside, not lost, and not counted.
    assert win.session.statistics == before
    assert storage.read_save(home / "kept.tractor").game.to_dict() == saved.to_dict()


def test_a_game_changed_since_its_save_is_asked_about_again(
    qtbot, home: Path, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_bury(qtbot, win)
    win.documents._save_to(str(home / "kept"))
    bury_first_eight(qtbot, win)
    game = win.controller.game.to_dict()
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    win.new_action.trigger()
    assert len(asked) == 1
    assert win.controller.game.to_dict() == game


def test_a_game_opened_and_not_changed_is_left_without_a_question(
    qtbot, home: Path, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_bury(qtbot, win)
    path = win.session.save(home / "mine.tractor")
    other = MainWindow(prefs=win.prefs)
    qtbot.addWidget(other)
    other.set_speed(0.0, other.speed_actions[3])
    assert other.open_path(str(path))
    qtbot.waitUntil(lambda: other.controls.turn == "bury", timeout=TIMEOUT)
    opened = other.controller.game
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    other.new_action.trigger()
    assert asked == []
    assert other.controller.game is not opened and other.session.path is None
    other.close()


# ----- replaying the deal asks first -----------------------------------------------------------


def test_replaying_the_deal_asks_first_and_no_keeps_the_round(
    qtbot, home: Path, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_bury(qtbot, win)
    bury_first_eight(qtbot, win)
    game = win.controller.game.to_dict()
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    win.replay_deal_action.trigger()
    assert len(asked) == 1
    title, text = asked[0][1], asked[0][2]
    assert title == "Replay this deal?" and "round in progress will be lost" in str(text)
    assert asked[0][-1] == QMessageBox.StandardButton.No
    assert win.controller.game.to_dict() == game
    assert win.session.take_backs == 0
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    win.replay_deal_action.trigger()
    assert len(asked) == 1
    assert win.controller.game.actions == [] and win.session.take_backs == 1


def test_declining_to_resume_at_start_gives_the_autosaved_game_up(
    qtbot, home: Path, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    to_the_bury(qtbot, window)  # the player passed at its last chance: a move
    window.session.autosave()
    window.controller.shutdown()
    later = MainWindow(GameController(ai_levels=["random"] * 4))
    qtbot.addWidget(later)
    later.prefs.welcomed = True
    answer(monkeypatch, QMessageBox.StandardButton.No)
    later.start()
    assert later.session.statistics.games_given_up == 1
    assert load_statistics().games_given_up == 1
    later.controller.shutdown()


def test_resume_during_the_autosaved_game_takes_nothing_back(
    qtbot, home: Path, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    to_the_bury(qtbot, window)
    window.session.autosave()
    bury_first_eight(qtbot, window)  # a move after the autosave
    actions = list(window.controller.game.actions)
    window.resume_action.trigger()
    assert window.controller.game.actions == actions
    assert "goes on" in window.controls.message_label.whole_text()


def test_after_opening_a_file_the_autosave_holds_the_opened_game(
    qtbot, home: Path, window: MainWindow, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "other.tractor"
    storage.write_save(path, window.session.document())
    to_the_bury(qtbot, window)
    window.session.autosave()
    assert window.session.open(path)
    assert (
        storage.read_save(paths.autosave_path()).game.to_dict()
        == storage.read_save(path).game.to_dict()
    )
