"""The hint: Hard's search, answered without holding up the window, dropped once it is stale."""

from __future__ import annotations

import time

from PySide6.QtCore import QElapsedTimer, Qt, QTimer

from tests.ui.conftest import start
from tests.ui.test_table_play import wait_for_turn
from tractor_desktop.app.hints import HINT_MS
from tractor_desktop.engine.actions import Play
from tractor_desktop.engine.cards import card
from tractor_desktop.ui.main_window import MainWindow


def to_the_first_lead(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win.prefs.autoplay_forced = False
    start(win, seed=5, starter=1)
    wait_for_turn(qtbot, win, "last_chance")
    win.controls.pass_button.click()
    wait_for_turn(qtbot, win, "play")


def test_the_hint_button_selects_a_legal_play_within_half_a_second_and_the_window_keeps_ticking(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_first_lead(qtbot, win)
    gaps: list[int] = []
    clock = QElapsedTimer()
    clock.start()
    ticker = QTimer()
    ticker.setInterval(10)

    def tick() -> None:
        gaps.append(clock.restart())

    ticker.timeout.connect(tick)
    ticker.start()
    started = time.monotonic()
    with qtbot.waitSignal(win.controller.hinted, timeout=5000) as hinted:
        qtbot.mouseClick(win.controls.hint_button, Qt.MouseButton.LeftButton)
    waited = time.monotonic() - started
    ticker.stop()
    codes = hinted.args[0]
    assert codes and sorted(win.hand.selected_codes()) == sorted(codes)
    assert win.controller.game.is_legal(Play(0, tuple(card(c) for c in codes)))
    # The search runs in the players' process: the window's own loop is never held for long.
    assert max(gaps) < 150, gaps
    assert waited < HINT_MS / 1000 + 1.0  # the search's time, and slack for a loaded machine


def test_a_hint_that_comes_after_the_player_has_moved_is_dropped(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_first_lead(qtbot, win)
    told: list[object] = []
    win.controller.hinted.connect(told.append)
    win.controller.request_hint()
    win.controller.play(list(win.controller.hint()))
    qtbot.wait(int(HINT_MS * 2))
    assert told == []
