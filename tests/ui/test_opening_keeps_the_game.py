"""A good file opened at start-up (the command line, a double-click) or handed over by macOS
never replaces the unfinished game unasked: the window asks as its own Open does, "No" keeps the
game on the table and its autosave byte for byte. A large file is read while the window's event
loop keeps turning, and Cancel keeps the game on the table."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog, QPushButton

from tests.app.hostile_files import SEATS
from tests.ui.conftest import settle
from tests.ui.test_refused_files import plant_autosave, waiting_for_the_human
from tractor_desktop.app import paths, storage
from tractor_desktop.engine.actions import Draw, Pass
from tractor_desktop.engine.game import Game
from tractor_desktop.ui import file_reading
from tractor_desktop.ui.application import FileOpenFilter
from tractor_desktop.ui.main_window import MainWindow

GIVE_UP = "Give up this game?"
RESUME = "Resume?"


class Questions:
    """QMessageBox.question answered from a list; every title asked is noted."""

    def __init__(self, *answers: bool, then: object = None) -> None:
        self.answers = list(answers)
        self.asked: list[str] = []
        self.then = then

    def __call__(self, *args: object, **kwargs: object) -> QMessageBox.StandardButton:
        self.asked.append(str(args[1]))
        if callable(self.then):
            self.then()
            self.then = None
        yes = self.answers.pop(0)
        return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No


def a_file(home: Path, seed: int = 77) -> Path:
    path = home / f"friend-{seed}.tractor"
    storage.write_save(path, storage.SavedGame(Game(seed=seed), SEATS, storage.now()))
    return path


@pytest.fixture
def unfinished(home: Path) -> tuple[Game, bytes]:
    """The autosave holds a game waiting for the player (nothing moves on its own)."""
    game = waiting_for_the_human()
    return game, plant_autosave(game)


def test_a_good_file_at_start_asks_and_no_keeps_the_unfinished_game(
    home: Path, qtbot, window: MainWindow, unfinished: tuple[Game, bytes], monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    game, autosaved = unfinished
    questions = Questions(False)
    monkeypatch.setattr(QMessageBox, "question", questions)
    window.start(str(a_file(home)))
    settle(20)
    assert questions.asked == [GIVE_UP]
    assert window.controller.game.to_dict() == game.to_dict()
    assert window.session.path is None
    assert paths.autosave_path().read_bytes() == autosaved


def test_a_good_file_at_start_replaces_the_unfinished_game_as_the_windows_open_does(
    home: Path, qtbot, window: MainWindow, unfinished: tuple[Game, bytes], monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    game, _ = unfinished
    questions = Questions(True)
    monkeypatch.setattr(QMessageBox, "question", questions)
    path = a_file(home)
    window.start(str(path))
    assert questions.asked == [GIVE_UP]
    assert window.controller.game.seed == 77
    assert window.session.path == path
    # As after the window's Open: the autosave holds the opened game, the other is given up.
    assert storage.read_save(paths.autosave_path()).game.seed == 77
    assert window.session.statistics.games_given_up == 1


def test_a_good_file_at_start_without_an_unfinished_game_opens_unasked(
    home: Path, qtbot, window: MainWindow, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    questions = Questions()
    monkeypatch.setattr(QMessageBox, "question", questions)
    window.start(str(a_file(home)))
    assert questions.asked == []
    assert window.controller.game.seed == 77
    # No progress window is left to pop up later over the table (a window-modal one).
    for dialog in window.findChildren(QProgressDialog):
        assert not dialog.isVisible()
        assert not any(timer.isActive() for timer in dialog.findChildren(QTimer))


def test_a_good_file_at_start_does_not_write_over_an_unreadable_autosave(
    home: Path, qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    paths.autosave_path().write_text('{"format": "tractor-desktop-save", "version": 99}')
    original = paths.autosave_path().read_bytes()
    window.start(str(a_file(home)))
    assert window.controller.game.seed == 77
    kept = [p for p in home.iterdir() if p.name.startswith("autosave-unreadable-")]
    assert len(kept) == 1 and kept[0].read_bytes() == original


def test_a_file_macos_hands_over_during_the_start_waits_and_then_asks(
    home: Path, qtbot, window: MainWindow, unfinished: tuple[Game, bytes], monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """macOS delivers a double-clicked file as an event, from the first event loop: that may be
    the "Resume?" question's. The file waits for the answer, then is opened as the window's
    Open opens it."""
    game, autosaved = unfinished
    opener = FileOpenFilter(window.documents.hand_over)
    path = a_file(home)

    def handed_over() -> None:
        assert opener.eventFilter(QApplication.instance(), QFileOpenEvent(str(path)))

    questions = Questions(True, False, then=handed_over)
    monkeypatch.setattr(QMessageBox, "question", questions)
    window.start()
    settle(20)
    assert questions.asked == [RESUME, GIVE_UP]
    assert window.controller.game.to_dict() == game.to_dict()
    assert paths.autosave_path().read_bytes() == autosaved


def test_a_file_macos_hands_over_during_a_game_asks_first(
    home: Path, qtbot, window: MainWindow, unfinished: tuple[Game, bytes], monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    game, autosaved = unfinished
    monkeypatch.setattr(QMessageBox, "question", Questions(True))
    window.start()
    assert window.controller.game.to_dict() == game.to_dict()
    questions = Questions(False, True)
    monkeypatch.setattr(QMessageBox, "question", questions)
    opener = FileOpenFilter(window.documents.hand_over)
    path = a_file(home)
    assert opener.eventFilter(window, QFileOpenEvent(str(path)))
    assert questions.asked == [GIVE_UP]
    assert window.controller.game.to_dict() == game.to_dict()
    assert paths.autosave_path().read_bytes() == autosaved
    assert opener.eventFilter(window, QFileOpenEvent(str(path)))
    assert window.controller.game.seed == 77


def test_the_window_keeps_turning_while_a_file_is_read(
    home: Path, qtbot, window: MainWindow, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """The reading waits for the window's heartbeat to beat five times: read on the window's
    own thread, it would never see one."""
    beats: list[int] = []
    heart = QTimer()
    heart.setInterval(1)
    heart.timeout.connect(lambda: beats.append(1))
    heart.start()
    seen: list[int] = []
    real_read = file_reading.read_save

    def slow_read(path: str | Path) -> storage.SavedGame:
        for _ in range(20_000):  # a generous deadline, counted in small waits
            if len(beats) >= 5:
                break
            threading.Event().wait(0.001)
        seen.append(len(beats))
        return real_read(path)

    monkeypatch.setattr(file_reading, "read_save", slow_read)
    assert window.open_path(str(a_file(home)))
    heart.stop()
    assert seen and seen[0] >= 5
    assert window.controller.game.seed == 77


def test_cancel_while_a_file_is_read_keeps_the_game_on_the_table(
    home: Path, qtbot, window: MainWindow, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    window.session.new_game(seed=3)
    before = window.controller.game.to_dict()
    released = threading.Event()
    real_read = file_reading.read_save

    def stuck_read(path: str | Path) -> storage.SavedGame:
        released.wait(20)
        return real_read(path)

    def cancel() -> None:
        dialogs = [d for d in window.findChildren(QProgressDialog) if not d.wasCanceled()]
        if dialogs:
            dialogs[0].findChild(QPushButton).click()  # as the player does
        else:
            QTimer.singleShot(5, cancel)

    monkeypatch.setattr(file_reading, "read_save", stuck_read)
    QTimer.singleShot(0, cancel)
    try:
        assert not window.open_path(str(a_file(home)))
    finally:
        released.set()
    assert window.controller.game.to_dict() == before
    assert window.session.path is None


def test_a_save_of_many_redeals_opens_in_the_window(home: Path, qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A sample of the 200,000-action saves (``tools/timings_bench.py`` times the whole)."""
    game = Game(seed=8, humans=(0,))
    while len(game.actions) < 5_000:
        current = game.round
        game.apply(Draw() if current.phase == "draw" else Pass(current.to_act or 0))
    path = home / "redeals.tractor"
    storage.write_save(path, storage.SavedGame(game, SEATS, storage.now()))
    assert window.open_path(str(path))
    assert window.controller.game.to_dict() == game.to_dict()


def a_game_in_progress_file(home: Path, name: str) -> tuple[Path, Game]:
    game = waiting_for_the_human()
    path = home / name
    storage.write_save(path, storage.SavedGame(game, SEATS, storage.now()))
    return path, game


def test_opening_another_file_does_not_replay_the_unchanged_file_of_the_game_on_the_table(
    home: Path, qtbot, window: MainWindow, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Whether the file still holds the game on the table is known without reading it back
    (a 200,000-action file takes a second to replay, on the window's thread)."""
    first, _ = a_game_in_progress_file(home, "mine.tractor")
    assert window.open_path(str(first))
    read_back: list[Path] = []
    real_read = storage.read_save

    def counted(path: str | Path) -> storage.SavedGame:
        read_back.append(Path(path))
        return real_read(path)

    monkeypatch.setattr(storage, "read_save", counted)
    questions = Questions()
    monkeypatch.setattr(QMessageBox, "question", questions)
    assert window.open_path(str(a_file(home)))
    assert questions.asked == []
    assert first not in read_back
    assert window.controller.game.seed == 77


def test_a_file_changed_since_it_was_opened_is_read_back_before_its_game_is_replaced(
    home: Path, qtbot, window: MainWindow, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    first, game = a_game_in_progress_file(home, "mine.tractor")
    assert window.open_path(str(first))
    # Another program writes another game into the file: the game on the table is in no file.
    storage.write_save(first, storage.SavedGame(Game(seed=12), SEATS, storage.now()))
    questions = Questions(False)
    monkeypatch.setattr(QMessageBox, "question", questions)
    assert not window.open_path(str(a_file(home)))
    assert questions.asked == [GIVE_UP]
    assert window.controller.game.to_dict() == game.to_dict()


def test_a_file_saved_to_is_known_to_hold_the_game_without_reading_it_back(
    home: Path, qtbot, window: MainWindow, unfinished: tuple[Game, bytes], monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", Questions(True))
    window.start()
    saved = window.session.save(home / "kept")
    read_back: list[Path] = []
    real_read = storage.read_save

    def counted(path: str | Path) -> storage.SavedGame:
        read_back.append(Path(path))
        return real_read(path)

    monkeypatch.setattr(storage, "read_save", counted)
    assert not window.session.something_to_lose()
    assert saved not in read_back
