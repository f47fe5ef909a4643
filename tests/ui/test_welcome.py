"""The first start welcomes a newcomer (learn to play, play a game, host or join a table) with
nothing dealt behind it; a deal number or a file on the command line starts at once, and the
welcome is shown once only."""

from __future__ import annotations

from pathlib import Path

import pytest

from tractor_desktop.app import storage
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.settings import SettingsStore
from tractor_desktop.engine.game import Game
from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.tutorial import TutorialGuide
from tractor_desktop.ui.welcome import WelcomeDialog

SEATS = tuple(
    storage.Seat(n, lv)
    for n, lv in zip(("You", "E", "N", "W"), ("human",) + ("normal",) * 3, strict=True)
)


@pytest.fixture
def first_start(qtbot, home: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window as the program opens it on a machine it never ran on."""
    store = SettingsStore(home / "settings.ini")
    prefs, _ = store.load()
    prefs.levels = ["random"] * 3
    win = MainWindow(GameController(ai_levels=["random"] * 4), prefs=prefs, store=store)
    win.set_speed(0.0, win.speed_actions[3])
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def welcome_of(win: MainWindow) -> WelcomeDialog | None:
    return next((d for d in win.findChildren(WelcomeDialog) if d.isVisible()), None)


def test_the_first_start_welcomes_with_nothing_dealt_behind_it(first_start: MainWindow) -> None:
    win = first_start
    win.start()
    dialog = welcome_of(win)
    assert dialog is not None
    assert not win.controller.started and win.scene.hand_items == []
    dialog.play_button.click()
    assert win.controller.started and welcome_of(win) is None
    again, _ = SettingsStore(win.store.path).load()  # type: ignore[union-attr]
    assert again.welcomed


def test_the_welcome_is_shown_once(qtbot, first_start: MainWindow) -> None:  # type: ignore[no-untyped-def]
    first_start.start()
    dialog = welcome_of(first_start)
    assert dialog is not None
    dialog.reject()  # closing it deals a game, as "Play a game" does
    assert first_start.controller.started
    store = first_start.store
    assert store is not None
    prefs, _ = store.load()
    later = MainWindow(GameController(ai_levels=["random"] * 4), prefs=prefs, store=store)
    qtbot.addWidget(later)
    later.start()
    assert welcome_of(later) is None and later.controller.started
    later.controller.shutdown()


def test_learn_to_play_from_the_welcome_starts_the_lesson(first_start: MainWindow) -> None:
    first_start.start()
    dialog = welcome_of(first_start)
    assert dialog is not None
    dialog.learn_button.click()
    guide = next(g for g in first_start.findChildren(TutorialGuide) if not g.over)
    assert first_start.controller.script is guide.lesson


def test_a_deal_number_starts_at_once_with_no_welcome(first_start: MainWindow) -> None:
    first_start.start(deal=1234)
    assert welcome_of(first_start) is None
    assert first_start.controller.started and first_start.controller.game.seed == 1234


def test_a_file_opened_at_start_starts_at_once_with_no_welcome(
    first_start: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "given.tractor"
    storage.write_save(path, storage.SavedGame(Game(seed=77), SEATS, storage.now()))
    first_start.start(str(path))
    assert welcome_of(first_start) is None and first_start.controller.game.seed == 77


def test_a_player_of_an_earlier_version_is_not_welcomed(home: Path) -> None:
    """A settings file from before the welcome: its player has played already."""
    (home / "settings.ini").write_text("version=1\n[table]\nspeed=fast\n", encoding="utf-8")
    prefs, notice = SettingsStore(home / "settings.ini").load()
    assert prefs.welcomed and notice == ""
