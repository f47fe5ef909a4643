"""The history panel shows all it holds at the window's small, default and large sizes, in
English and in Armenian (long words): titles fit or wrap, the score sheet's columns all fit,
a long throw wraps instead of being cut, and the panel keeps its width when the hand grows."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle, QTableView, QTabWidget

from tests.ui.conftest import settle, start
from tests.ui.test_table_play import wait_for_turn
from tractor_desktop.app import translations
from tractor_desktop.app.controller import GameController
from tractor_desktop.engine.cards import card
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import TrickView
from tractor_desktop.engine.simulate import play_round
from tractor_desktop.ui.main_window import MainWindow

# The smallest window allowed (its minimum is 1024 × 700), the default and a large one.
SIZES = [(1024, 700), (1280, 800), (1600, 1000)]
THROW = tuple(card(c) for c in ("AS", "AS", "KS", "KS", "QS", "QS", "JS", "JS", "10S", "10S"))


@pytest.fixture(params=["en", "hy"])
def panel(request, qtbot, qapp: QApplication) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """A window in the language, its history holding a 10-card throw and a few rounds."""
    translations.install(qapp, request.param)
    win = MainWindow(GameController(ai_levels=["random"] * 4))
    qtbot.addWidget(win)
    game = Game(seed=3, humans=())
    rng = random.Random(3)
    for _ in range(4):
        play_round(game, rng)
    for scored in game.results:
        win.scores.add_round(scored)
    win.tricks.set_tricks(
        [
            TrickView(leader=1, plays=((card("5H"),), (card("9H"),), (card("BJ"),), (card("KH"),))),
            TrickView(leader=3, plays=(THROW,) * 4, winner=3, points=40),
        ]
    )
    win.show_history(True)  # the panel is there when the player opens it
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    translations.install(qapp, "en")


def show_at(qtbot, win: MainWindow, size: tuple[int, int], view: QTableView) -> None:  # type: ignore[no-untyped-def]
    win.resize(*size)
    tabs = win.side.widget()
    assert isinstance(tabs, QTabWidget)
    tabs.setCurrentWidget(view)
    qtbot.waitUntil(lambda: win.width() == size[0] and view.isVisible(), timeout=2000)
    settle()  # the panel fits its columns once the header has done its own resizing


def title_margin(view: QTableView) -> int:
    return 2 * view.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)


def text_width(view: QTableView, column: int) -> int:
    """The width a cell's text is painted in: the column less the grid line and the margins."""
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
    return view.columnWidth(column) - 1 - 2 * margin


def wrapped_lines(metrics: QFontMetrics, text: str, width: int) -> int:
    """Lines ``text`` takes when wrapped between words into ``width``: no word may be wider."""
    lines, current = 0, ""
    for word in text.split():
        assert metrics.horizontalAdvance(word) <= width, word
        joined = f"{current} {word}" if current else word
        if current and metrics.horizontalAdvance(joined) > width:
            lines, current = lines + 1, word
        else:
            current = joined
    return lines + 1


def line_height(metrics: QFontMetrics, text: str) -> int:
    """One line of ``text``: as tall as the fonts its letters come from (Armenian's is not
    the Latin one)."""
    return metrics.boundingRect(text).height()


def check_titles(view: QTableView, may_elide: tuple[int, ...]) -> None:
    header = view.horizontalHeader()
    metrics = header.fontMetrics()
    wraps = bool(header.defaultAlignment() & Qt.TextFlag.TextWordWrap)
    for column in range(header.count()):
        text = view.model().headerData(column, Qt.Orientation.Horizontal)
        room = header.sectionSize(column) - title_margin(view)
        if metrics.horizontalAdvance(text) <= room:
            continue
        if column in may_elide:
            assert header.textElideMode() != Qt.TextElideMode.ElideNone
            tip = view.model().headerData(
                column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
            )
            assert tip == text
            continue
        assert wraps, text
        height = wrapped_lines(metrics, text, room) * line_height(metrics, text)
        assert height <= header.height() - title_margin(view), text
        shown = metrics.boundingRect(
            QRect(0, 0, room, 10_000),
            int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
            text,
        )
        assert shown.width() <= room, text


@pytest.mark.parametrize("size", SIZES)
def test_the_tricks_titles_fit_or_wrap_and_a_long_throw_wraps_uncut(  # type: ignore[no-untyped-def]
    qtbot, panel: MainWindow, size: tuple[int, int]
) -> None:
    view = panel.trick_view
    show_at(qtbot, panel, size, view)
    check_titles(view, may_elide=())
    assert view.wordWrap()
    metrics = view.fontMetrics()
    for row in range(view.model().rowCount()):
        text = view.model().data(view.model().index(row, 1))
        width = text_width(view, 1)
        height = sum(
            wrapped_lines(metrics, line, width) * line_height(metrics, line)
            for line in text.split("\n")
        )
        assert height <= view.rowHeight(row), (row, text)
        for column in (0, 2, 3):
            cell = view.model().data(view.model().index(row, column))
            assert metrics.horizontalAdvance(cell) <= text_width(view, column), cell
    # The throw's plays of 10 cards are wider than the column: they had to wrap to show whole.
    throw = view.model().data(view.model().index(1, 1)).split("\n")
    assert len(throw) == 4
    assert all(metrics.horizontalAdvance(line) > text_width(view, 1) for line in throw)
    assert view.horizontalScrollBar().maximum() == 0


@pytest.mark.parametrize("size", SIZES)
def test_every_column_of_the_score_sheet_is_in_sight(  # type: ignore[no-untyped-def]
    qtbot, panel: MainWindow, size: tuple[int, int]
) -> None:
    view = panel.score_view
    show_at(qtbot, panel, size, view)
    header = view.horizontalHeader()
    for column in range(header.count()):
        left = header.sectionViewportPosition(column)
        assert left >= 0 and left + header.sectionSize(column) <= view.viewport().width(), column
    assert view.horizontalScrollBar().maximum() == 0
    check_titles(view, may_elide=())  # titles whole: the panel widens for them
    metrics = view.fontMetrics()
    for row in range(view.model().rowCount()):
        for column in range(header.count()):
            text = view.model().data(view.model().index(row, column))
            lines = wrapped_lines(metrics, text, text_width(view, column))
            assert lines * line_height(metrics, text) <= view.rowHeight(row), (row, text)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_the_panel_keeps_its_width_when_the_talon_joins_the_hand(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, size: tuple[int, int]
) -> None:
    win = window
    win.show_history(True)
    win.resize(*size)
    qtbot.waitUntil(lambda: win.width() == size[0], timeout=2000)
    start(win)
    wait_for_turn(qtbot, win, "last_chance")
    settle()
    before = win.side.width()
    assert before >= 360
    qtbot.mouseClick(win.controls.pass_button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, win, "bury")
    assert win.hand.rowCount() == 33
    settle()
    assert win.side.width() == before
    win.hand.select_codes(win.hand.codes()[:8])
    qtbot.mouseClick(win.controls.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.hand.rowCount() == 25, timeout=5000)
    settle()
    assert win.side.width() == before
    assert win.width() == size[0]  # the window was not pushed wider either


def test_the_tricks_list_follows_the_newest_trick(qtbot, panel: MainWindow) -> None:  # type: ignore[no-untyped-def]
    view = panel.trick_view
    show_at(qtbot, panel, (1024, 700), view)
    lead = (card("5H"),), (card("9H"),), (card("BJ"),), (card("KH"),)
    panel.tricks.set_tricks([TrickView(leader=i % 4, plays=lead, winner=2) for i in range(20)])
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=5000)
