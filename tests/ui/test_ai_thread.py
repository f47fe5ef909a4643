"""Computer players think in their own thread: the window never waits, stale answers are
dropped, and closing the window ends the thread within a moment whatever the players' process
is doing."""

from __future__ import annotations

import contextlib
import gc
import os
import random
import signal
import subprocess
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QThread

from tests.engine.stepping import advance_to
from tractor_desktop.ai import pool
from tractor_desktop.ai.players import Budget
from tractor_desktop.app import ai_process
from tractor_desktop.app.ai_process import KILL_WAIT_S
from tractor_desktop.app.ai_worker import STOP_WAIT_MS, AiRequest, AiThread
from tractor_desktop.app.controller import GameController
from tractor_desktop.engine.actions import Action, Draw
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.ui.main_window import MainWindow

needs_sigstop = pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="no SIGSTOP here")
QUIT_S = 2 * KILL_WAIT_S + STOP_WAIT_MS / 1000
"""What quitting may block the window for at most: the deadlines of its waits (ending the
process, twice at worst, and joining the thread)."""
CLOSE_S = 1.0
"""What closing the window may block for at most: its computer players' quitting and the rest
of the window's (its sounds, the hints' process)."""


class Waits:
    """Every wait of the quit path, with its deadline in seconds (None: none). Counted, not
    timed: quitting is bounded when each of its waits is."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.deadlines: list[float | None] = []
        process_wait = subprocess.Popen.wait
        thread_wait = QThread.wait

        def on_process(process: subprocess.Popen[bytes], timeout: float | None = None) -> int:
            self.deadlines.append(timeout)
            return process_wait(process, timeout)

        def on_thread(thread: QThread, ms: int | None = None) -> bool:
            self.deadlines.append(None if ms is None else ms / 1000)
            return thread_wait(thread) if ms is None else thread_wait(thread, ms)

        monkeypatch.setattr(subprocess.Popen, "wait", on_process)
        monkeypatch.setattr(QThread, "wait", on_thread)

    def bounded(self, limit: float = 0.0) -> bool:
        """Quitting waited only with deadlines, and no longer than ``limit`` (QUIT_S) in all."""
        limit = limit or QUIT_S
        deadlines = self.deadlines
        seen = bool(deadlines)  # the waits were seen (or this proves nothing)
        return seen and None not in deadlines and sum(d for d in deadlines if d) <= limit + 1e-9


@pytest.fixture
def waits(monkeypatch: pytest.MonkeyPatch) -> Waits:
    return Waits(monkeypatch)


class Waiting:
    """How many waits for the players' process's answer are under way (the worker's)."""

    def __init__(self) -> None:
        self.inside = 0
        self.entered = threading.Event()


@pytest.fixture
def waiting_for_an_answer(monkeypatch: pytest.MonkeyPatch) -> Waiting:
    gauge = Waiting()
    answer = ai_process._Child.answer

    def waiting(child: ai_process._Child, *args: object) -> object:
        gauge.inside += 1
        gauge.entered.set()
        try:
            return answer(child, *args)  # type: ignore[arg-type]
        finally:
            gauge.inside -= 1

    monkeypatch.setattr(ai_process._Child, "answer", waiting)
    return gauge


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


def test_closing_the_window_while_a_computer_thinks_joins_the_thread(qtbot, waits: Waits) -> None:  # type: ignore[no-untyped-def]
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
    win.close()
    assert waits.bounded()
    qtbot.waitUntil(lambda: not thread.isRunning(), timeout=10_000)
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
def test_quitting_with_a_stopped_players_process_takes_a_moment(  # type: ignore[no-untyped-def]
    qtbot, ai: AiThread, waits: Waits, waiting_for_an_answer: Waiting
) -> None:
    assert ai.worker.process is not None and ai.worker.process.pid is not None
    with stopped(ai.worker.process.pid):
        ai.request(AiRequest(2, 0, "random", leader_view(seed=2), 50, 1))
        assert waiting_for_an_answer.entered.wait(10)
        ai.stop()
        assert waits.bounded()
    qtbot.waitUntil(lambda: not ai.running, timeout=5_000)


def test_quitting_while_the_players_think_hard_takes_a_moment(  # type: ignore[no-untyped-def]
    qtbot, ai: AiThread, waits: Waits, waiting_for_an_answer: Waiting
) -> None:
    ai.request(AiRequest(2, 0, "hard", leader_view(seed=2), 60_000, 1))
    assert waiting_for_an_answer.entered.wait(10)
    ai.stop()
    assert waits.bounded()
    qtbot.waitUntil(lambda: not ai.running, timeout=5_000)


class Stubborn:
    """Thinks until it is let go, whatever it is told."""

    level = "stubborn"

    def __init__(self) -> None:
        self.thinking = threading.Event()
        self.let_go = threading.Event()
        self.done = threading.Event()

    def decide(self, obs: Observation, rng: random.Random, budget: Budget) -> Action | None:
        self.thinking.set()
        self.let_go.wait(30)
        self.done.set()
        return None


def test_a_thread_still_thinking_after_quitting_finishes_on_its_own(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch: pytest.MonkeyPatch, waits: Waits
) -> None:
    player = Stubborn()
    monkeypatch.setattr(pool, "make_player", lambda level: player)
    ai = AiThread(in_process=False)
    ai.request(AiRequest(1, 0, "stubborn", leader_view(seed=2), 50, 1))
    assert player.thinking.wait(10)
    thread = ai._thread
    ended: list[bool] = []
    thread.finished.connect(lambda: ended.append(True))
    ai.stop()
    assert waits.bounded() and thread.isRunning()  # quitting did not wait for the search
    del ai
    gc.collect()  # a QThread destroyed while it runs would abort the whole test run here
    player.let_go.set()
    qtbot.waitUntil(player.done.is_set, timeout=10_000)
    qtbot.waitUntil(lambda: bool(ended), timeout=10_000)  # and the thread ended


@needs_sigstop
def test_closing_the_window_with_a_stopped_players_process_takes_a_moment(  # type: ignore[no-untyped-def]
    qtbot, waits: Waits, waiting_for_an_answer: Waiting
) -> None:
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
        # The worker waits for the stopped process's answer.
        qtbot.waitUntil(lambda: waiting_for_an_answer.inside > 0, timeout=10_000)
        win.close()
        assert waits.bounded(CLOSE_S), waits.deadlines
    qtbot.waitUntil(lambda: not controller.ai.running, timeout=5_000)
