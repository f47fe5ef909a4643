"""The whole game can be played without a mouse."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.tiers import slow
from tests.ui.conftest import start
from tractor_desktop.app.table_controller import HUMAN
from tractor_desktop.ui.main_window import MainWindow


def key(win: MainWindow, k: Qt.Key) -> None:
    QTest.keyClick(win.view, k)


@slow
def test_a_complete_round_is_played_with_the_keyboard_alone(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    start(win, seed=8, starter=0)
    qtbot.waitUntil(
        lambda: win.controls.turn == "last_chance" and win.controller.idle, timeout=20_000
    )
    key(win, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: win.controls.turn == "bury" and win.controller.idle, timeout=20_000)
    for i in range(8):
        key(win, Qt.Key.Key_Right) if i else key(win, Qt.Key.Key_Left)
        key(win, Qt.Key.Key_Space)
    assert len(win.hand.selected_codes()) == 8
    key(win, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.hand.rowCount() == 25, timeout=5000)
    played = 0
    while not win.controller.awaiting_continue:
        qtbot.waitUntil(
            lambda: (
                (win.controls.turn == "play" and win.controller.idle)
                or win.controller.awaiting_continue
            ),
            timeout=20_000,
        )
        if win.controller.awaiting_continue:
            break
        before = len(win.controller.game.actions)
        with qtbot.waitSignal(win.controller.hinted, timeout=5000):
            key(win, Qt.Key.Key_H)  # the hint searches for up to half a second
        key(win, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda b=before: len(win.controller.game.actions) > b, timeout=5000)
        played += 1
    assert played >= 10
    qtbot.waitUntil(
        lambda: QApplication.activeModalWidget() is not None or hasattr(win, "summary_dialog"),
        timeout=10_000,
    )
    dialog = win.summary_dialog
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: win.controller.game.round.number == 1 and win.controller.game.round.drawn > 0,
        timeout=10_000,
    )


def test_d_declares_with_the_strongest_cards_offered(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    start(win, seed=11, starter=None)
    qtbot.waitUntil(lambda: bool(win.controls.declare_buttons), timeout=20_000)
    offered = win.controls.declare_buttons[-1].property("cards")
    key(win, Qt.Key.Key_D)
    standing = win.controller.game.round.standing
    assert standing is not None and standing.seat == HUMAN
    assert [c.code for c in standing.cards] == offered


def test_the_focused_card_is_described_for_screen_readers(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    start(win, seed=8, starter=0)
    qtbot.waitUntil(lambda: win.controls.turn == "last_chance", timeout=20_000)
    key(win, Qt.Key.Key_Left)
    key(win, Qt.Key.Key_Space)
    description = win.view.accessibleDescription()
    assert "selected" in description
    assert " of " in description or "joker" in description
