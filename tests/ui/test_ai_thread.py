"""Computer players think in their own thread: the window never waits, stale answers are
dropped, and closing the window ends the thread within a moment whatever the players' process
is doing."""

from __future__ import annotations

import contextlib
import gc
import os
import random
import signal
import threading
import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QThread

from tests.engine.stepping import advance_to
from tractor_desktop.ai import pool
from tractor_desktop.ai.players import Budget
from tractor_desktop.app.ai_worker import AiRequest, AiThread
from tractor_desktop.app.controller import GameController
from tractor_desktop.engine.actions import Action, Draw
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.ui.main_window import MainWindow

needs_sigstop = pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="no SIGSTOP here")
QUIT_S = 0.3
"""Quitting may block the window this long at most."""


def leader_view(seed: int) -> Observation:
    """The view of the seat about to lead the first trick."""
    game = advance_to(Game(seed=seed, humans=()), "play", seed=seed)
    assert game.round.to_act is not None
    return game.observation(game.round.to_act)


@contextlib.contextmanager
def stopped(pid: int) -> Iterator[None]:
    """The process stopped (SIGSTOP); killed after a while, so that a hang fails the test
    instead of stalling the run."""
    os.kill(pid, signal.SIGSTOP)
    watchdog = threading.Timer(15, lambda: _kill(pid))
    watchdog.start()
    try:
        yield
    finally:
        watchdog.cancel()
        _kill(pid)


def _kill(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)


@pytest.fixture
def ai(qtbot) -> Iterator[AiThread]:  # type: ignore[no-untyped-def]
    """A thread whose players' process has answered once."""
    thread = AiThread()
    with qtbot.waitSignal(thread.worker.decided, timeout=30_000):
        thread.request(AiRequest(1, 0, "random", leader_view(seed=2), 50, 1))
    yield thread
    thread.stop()


def stop_time(ai: AiThread) -> float:
    started = time.perf_counter()
    ai.stop()
    return time.perf_counter() - started


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
    assert controller._asked is not None
    stale = controller._asked[0]
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


@needs_sigstop
def test_quitting_with_a_stopped_players_process_takes_a_moment(qtbot, ai: AiThread) -> None:  # type: ignore[no-untyped-def]
    assert ai.worker.process is not None and ai.worker.process.pid is not None
    with stopped(ai.worker.process.pid):
        ai.request(AiRequest(2, 0, "random", leader_view(seed=2), 50, 1))
        qtbot.wait(300)  # the worker now waits for the stopped process's answer
        assert stop_time(ai) < QUIT_S
    qtbot.waitUntil(lambda: not ai.running, timeout=5_000)


def test_quitting_while_the_players_think_hard_takes_a_moment(qtbot, ai: AiThread) -> None:  # type: ignore[no-untyped-def]
    ai.request(AiRequest(2, 0, "hard", leader_view(seed=2), 60_000, 1))
    qtbot.wait(300)
    assert stop_time(ai) < QUIT_S
    qtbot.waitUntil(lambda: not ai.running, timeout=5_000)


class Stubborn:
    """Thinks for a second, whatever it is told."""

    level = "stubborn"

    def __init__(self) -> None:
        self.thinking = threading.Event()
        self.done = threading.Event()

    def decide(self, obs: Observation, rng: random.Random, budget: Budget) -> Action | None:
        self.thinking.set()
        time.sleep(1.0)
        self.done.set()
        return None


def test_a_thread_still_thinking_after_quitting_finishes_on_its_own(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    player = Stubborn()
    monkeypatch.setattr(pool, "make_player", lambda level: player)
    ai = AiThread(in_process=False)
    ai.request(AiRequest(1, 0, "stubborn", leader_view(seed=2), 50, 1))
    assert player.thinking.wait(10)
    assert stop_time(ai) < QUIT_S
    del ai
    gc.collect()  # a QThread destroyed while it runs would abort the whole test run here
    qtbot.waitUntil(player.done.is_set, timeout=10_000)
    qtbot.wait(100)


@needs_sigstop
def test_closing_the_window_with_a_stopped_players_process_takes_a_moment(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController(ai_levels=["random"] * 4, autopilot=True)
    win = MainWindow(controller)
    win.set_speed(0.0, win.speed_actions[3])
    qtbot.addWidget(win)
    win.show()
    controller.start(Game(seed=3, humans=(), levels=(2, 2), starter=1))
    qtbot.waitUntil(lambda: controller.game.round.phase == "play", timeout=60_000)
    process = controller.ai.worker.process
    assert process is not None and process.pid is not None
    with stopped(process.pid):
        qtbot.waitUntil(lambda: controller.waiting_for_computer, timeout=10_000)
        qtbot.wait(300)  # the worker now waits for the stopped process's answer
        started = time.perf_counter()
        win.close()
        assert time.perf_counter() - started < 1.0
    qtbot.waitUntil(lambda: not controller.ai.running, timeout=5_000)
