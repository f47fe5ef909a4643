"""Shared set-up for the table's tests: a window on a controller, animations off."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsView, QMessageBox

from tractor_desktop.ai.players import suggest
from tractor_desktop.app.ai_worker import AiThread
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.hints import hint_codes, hintable
from tractor_desktop.engine.game import Game
from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.table_view import TableView


@pytest.fixture(autouse=True)
def no_question_left_unanswered(monkeypatch: pytest.MonkeyPatch) -> None:
    """A question that no test answers would wait for a click for ever (a modal message box
    in a test process: the run hangs). It fails the test at once instead, naming it; a test
    that means the window to ask answers it (``monkeypatch.setattr(QMessageBox, "question",
    …)``)."""

    def unanswered(parent: object, title: str, text: str, *args: object, **kwargs: object) -> None:
        raise AssertionError(f"the window asked {title!r} ({text!r}) and this test answers nothing")

    monkeypatch.setattr(QMessageBox, "question", unanswered)


@pytest.fixture(autouse=True)
def unpainted_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """No test looks at the table's pixels (they are looked at in screenshots, and the
    self-test paints and times them): its views are not painted, which was half of what the
    tests of whole turns cost. Everything else (the scene, its items, their places) is real."""
    made = TableView.__init__

    def unpainted(view: TableView, *args: object, **kwargs: object) -> None:
        made(view, *args, **kwargs)  # type: ignore[arg-type]
        view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.NoViewportUpdate)

    monkeypatch.setattr(TableView, "__init__", unpainted)


def run_on_screen(
    script: str, tmp_path: Path, size: tuple[int, int], scale: str, *args: str
) -> subprocess.CompletedProcess[str]:
    """Runs a test file as a script in a Qt of its own, on one screen of `size` pixels at
    `scale`: a screen's size and scale are fixed when Qt starts."""
    width, height = size
    screen = {"screens": [{"name": "screen", "x": 0, "y": 0, "width": width, "height": height}]}
    config = tmp_path / "screen.json"
    config.write_text(json.dumps(screen))
    env = dict(os.environ)
    env.update(
        QT_SCALE_FACTOR=scale,
        QT_QPA_PLATFORM=f"offscreen:configfile={config}",
        TRACTOR_DESKTOP_HOME=str(tmp_path),
        PYTHONPATH=str(Path(__file__).resolve().parents[2]),  # the tests' own modules
    )
    return subprocess.run(
        [sys.executable, script, *args], env=env, capture_output=True, text=True, timeout=120
    )


def shown_window(qtbot, controller: GameController) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    win = MainWindow(controller)
    win.set_speed(0.0, win.speed_actions[3])
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """The window, its computer players thinking in the AI thread itself: a random player
    needs no process of its own, and starting one for every test costs more than the test
    (the players' process is tested on its own and by ``process_window``)."""
    yield from shown_window(
        qtbot, GameController(ai_levels=["random"] * 4, ai=AiThread(in_process=False))
    )


@pytest.fixture
def process_window(qtbot) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """The window as the game opens it: its computer players in a process of their own."""
    yield from shown_window(qtbot, GameController(ai_levels=["random"] * 4))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The game's files go to this test's own folder."""
    monkeypatch.setenv("TRACTOR_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def normal_hint(controller: GameController) -> list[str]:
    """What Normal would do in the player's place as the table shows it (in a lesson: the move
    the lesson asks for): the cards to play, at once."""
    script = controller.script
    scripted = None if script is None else script.scripted(controller.game)
    if scripted is not None:
        return list(hint_codes(scripted))
    obs = hintable(controller.snapshot.observation)
    return [] if obs is None else list(hint_codes(suggest(obs)))


def settle(turns: int = 5) -> None:
    """Let the event loop turn ``turns`` times: what was posted for "soon" (a refit after a
    resize, a relayout, a zero timer) has run. Counted turns, not a wait of some milliseconds."""
    for _ in range(turns):
        QApplication.processEvents()


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
