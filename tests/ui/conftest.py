"""Shared set-up for the table's tests: a window on a controller, animations off."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest

from tractor_desktop.app.controller import GameController
from tractor_desktop.engine.game import Game
from tractor_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    controller = GameController(ai_levels=["random"] * 4)
    win = MainWindow(controller)
    win.set_speed(0.0, win.speed_actions[3])
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The game's files go to this test's own folder."""
    monkeypatch.setenv("TRACTOR_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def start(win: MainWindow, seed: int = 5, starter: int | None = 0) -> None:
    """A game in which the human (seat 0) starts, unless ``starter`` says otherwise."""
    if starter is None:
        win.controller.start(Game(seed=seed, humans=(0,)))
    else:
        win.controller.start(Game(seed=seed, humans=(0,), levels=(2, 2), starter=starter))


def card_point(win: MainWindow, row: int) -> QPoint:
    """A point on the visible strip of the hand card at ``row``, in viewport coordinates."""
    item = win.scene.hand_items[row]
    rect = item.sceneBoundingRect()
    return win.view.mapFromScene(QPointF(rect.left() + 12, rect.top() + 60))


def click_card(win: MainWindow, row: int) -> None:
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(win, row))


def drag_rows_to_table(win: MainWindow, row: int) -> None:
    """Press on a hand card, move in steps onto the middle of the table, release."""
    viewport = win.view.viewport()
    start_at = card_point(win, row)
    end_at = win.view.mapFromScene(win.scene.drop_rect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start_at)
    for i in range(1, 9):
        step = start_at + (end_at - start_at) * (i / 8)
        QTest.mouseMove(viewport, step)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end_at)


def drop_file(win: MainWindow, path: Path) -> QDropEvent:
    """Drop a file on the window; Qt delivers drop events only inside a real drag, so the
    handler is called as Qt would call it."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(
        QPointF(20, 20),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    win.dropEvent(event)
    return event
