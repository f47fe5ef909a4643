"""The hint: Hard's search, answered without holding up the window, dropped once it is stale."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.conftest import normal_hint, start
from tests.ui.test_table_play import wait_for_turn
from tractor_desktop.ai.search import Search
from tractor_desktop.engine.actions import Play
from tractor_desktop.engine.cards import card
from tractor_desktop.ui.main_window import MainWindow


def to_the_first_lead(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win.prefs.autoplay_forced = False
    start(win, seed=5, starter=1)
    wait_for_turn(qtbot, win, "last_chance")
    win.controls.pass_button.click()
    wait_for_turn(qtbot, win, "play")


def test_the_hint_button_selects_a_legal_play_searched_in_the_players_process(
    qtbot, process_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """Hard's search runs in the players' process, never in the window's: the window cannot
    be held up by it however long it thinks (counted: no search step in this process)."""
    win = process_window
    to_the_first_lead(qtbot, win)
    steps_here: list[object] = []
    step = Search.step
    monkeypatch.setattr(Search, "step", lambda self, stop: steps_here.append(1) or step(self, stop))
    with qtbot.waitSignal(win.controller.hinted, timeout=30_000) as hinted:
        qtbot.mouseClick(win.controls.hint_button, Qt.MouseButton.LeftButton)
    codes = hinted.args[0]
    assert codes and sorted(win.hand.selected_codes()) == sorted(codes)
    assert win.controller.game.is_legal(Play(0, tuple(card(c) for c in codes)))
    assert steps_here == []


def test_a_hint_that_comes_after_the_player_has_moved_is_dropped(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_first_lead(qtbot, win)
    told: list[object] = []
    answered: list[int] = []
    win.controller.hinted.connect(told.append)
    win.controller.ai.worker.decided.connect(lambda request, _action: answered.append(request))
    win.controller.request_hint()
    hint_request = win.controller._request_id
    win.controller.play(normal_hint(win.controller))
    # The worker answers in order: an answer to a later request means the hint's is behind.
    qtbot.waitUntil(lambda: any(r > hint_request for r in answered), timeout=30_000)
    assert told == []
