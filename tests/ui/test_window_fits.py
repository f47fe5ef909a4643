"""The window fits its screen: at 200 % on a 1600 × 1000 screen (800 × 500 to lay out) the
whole table and the Play button are on it; the window comes back where it was left, not a
title bar lower each time; and long declare buttons shrink themselves, not the table."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from tests.tiers import slow
from tests.ui.conftest import run_on_screen
from tractor_desktop.app import translations
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.settings import SettingsStore
from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.window_layout import restore_layout

SCREEN = (1600, 1000)


def fits_problems(app: QApplication) -> list[str]:
    """What of the window is off its screen (run in a process of its own: the screen's size
    and scale are fixed when Qt starts)."""
    window = MainWindow(GameController(ai_levels=["random"] * 4))
    window.show()
    for _ in range(10):  # the fit once shown runs from the event loop
        app.processEvents()
    screen = window.screen().availableGeometry()
    problems = []
    if not screen.contains(window.frameGeometry()):
        problems.append(f"window {window.frameGeometry().getRect()} on {screen.getRect()}")
    for name, widget in (
        ("table", window.view),
        ("play", window.controls.play_button),
        ("message", window.controls.message_label),
    ):
        rect = QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())
        if not screen.contains(rect) or not widget.isVisible():
            problems.append(f"{name} {rect.getRect()} on {screen.getRect()}")
    window.controller.shutdown()
    return problems


@pytest.mark.parametrize("scale", [pytest.param("1", marks=slow), "2"])
def test_the_window_and_its_play_button_fit_a_1600_by_1000_screen(
    scale: str, tmp_path: Path
) -> None:
    run = run_on_screen(__file__, tmp_path, SCREEN, scale)
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_window_comes_back_where_it_was_left(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """As under a window manager: the frame is 22 pixels above the client area once shown."""
    store = SettingsStore(tmp_path / "settings.ini")
    prefs, _ = store.load()
    first = MainWindow(GameController(ai_levels=["random"] * 4), prefs=prefs, store=store)
    qtbot.addWidget(first)
    first.move(100, 122)
    first.close()
    for _ in range(3):  # three restarts
        prefs, _ = store.load()
        again = MainWindow(GameController(ai_levels=["random"] * 4), prefs=prefs, store=store)
        qtbot.addWidget(again)
        monkeypatch.setattr(
            again, "frameGeometry", lambda w=again: w.geometry().adjusted(0, -22, 0, 0)
        )
        restore_layout(again, prefs)
        assert again.pos().toTuple() == (100, 122)
        again.close()


@pytest.mark.parametrize("code", ["en", "hy"])
def test_long_declare_buttons_shrink_themselves_not_the_table(qtbot, qapp, code: str) -> None:  # type: ignore[no-untyped-def]
    translations.install(qapp, code)
    win = MainWindow(GameController(ai_levels=["random"] * 4))
    qtbot.addWidget(win)
    win.resize(1100, 700)
    win.show()
    qtbot.waitExposed(win)
    controls = win.controls
    controls.show_message("You can override East's declaration with 2♥ 2♥ (press D).")
    for _ in range(3):
        qapp.processEvents()
    before = (win.view.size(), controls.message_label.height(), win.width())
    offered = [("2H",), ("2H", "2H"), ("RJ", "RJ")]
    win.controller.declarations_available = lambda: offered  # type: ignore[method-assign]
    controls.update_controls()
    for _ in range(3):
        qapp.processEvents()
    try:
        assert len(controls.declare_buttons) == 3
        assert (win.view.size(), controls.message_label.height(), win.width()) == before
        assert controls.message_label.width() >= 200
        assert all(b.isVisible() and b.width() >= 80 for b in controls.declare_buttons)
        assert controls.minimumSizeHint().width() <= 800  # it fits the narrowest window
    finally:
        win.controller.shutdown()
        translations.install(qapp, "en")


if __name__ == "__main__":
    application = QApplication([])
    found = fits_problems(application)
    print("\n".join(found))
    sys.exit(1 if found else 0)
