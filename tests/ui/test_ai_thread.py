"""Computer players think in their own thread: the window never waits, stale answers are
dropped, and closing the window joins the thread."""

from __future__ import annotations

import time

from PySide6.QtCore import QThread

from tractor_desktop.app.controller import GameController
from tractor_desktop.engine.actions import Draw
from tractor_desktop.engine.game import Game
from tractor_desktop.ui.main_window import MainWindow


def test_closing_the_window_while_a_computer_thinks_joins_the_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController(ai_levels=["hard"] * 4, autopilot=True)
    win = MainWindow(controller)
    win.set_speed(0.0, win.speed_actions[3])
    qtbot.addWidget(win)
    win.show()
    game = Game(seed=3, humans=(), levels=(2, 2), starter=1)
    controller.start(game)
    qtbot.waitUntil(lambda: controller.game.round.phase == "play", timeout=30_000)
    qtbot.waitUntil(lambda: controller.waiting_for_computer, timeout=10_000)
    thread: QThread = controller.ai._thread
    started = time.perf_counter()
    win.close()
    assert (time.perf_counter() - started) < 2.0
    assert not thread.isRunning()
    assert not controller.ai.running


def test_a_stale_answer_after_new_game_is_ignored(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController(ai_levels=["normal"] * 4, autopilot=True, wait_for_ui=False)
    controller.start(Game(seed=8, humans=(), levels=(2, 2), starter=0))
    qtbot.waitUntil(lambda: controller.waiting_for_computer, timeout=10_000)
    stale = controller._waiting_for
    assert stale is not None
    controller.start(Game(seed=9, humans=()))
    actions_before = list(controller.game.actions)
    controller._on_decided(stale, Draw())
    assert controller.game.actions == actions_before
    assert controller.game.seed == 9
    controller.shutdown()


def test_computer_players_finish_a_round_without_illegal_actions(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController(ai_levels=["normal"] * 4, autopilot=True, wait_for_ui=False)
    scored = []
    controller.roundScored.connect(scored.append)
    controller.start(Game(seed=21, humans=()))
    qtbot.waitUntil(lambda: bool(scored), timeout=60_000)
    assert controller.illegal_ai_actions == 0
    assert controller.ai_failures == 0
    controller.shutdown()
