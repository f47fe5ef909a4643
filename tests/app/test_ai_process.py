"""The computer players' process: started isolated from the working folder, every wait on it has
a deadline, a stuck process is replaced, and when it keeps failing the controller moves for it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.engine.stepping import advance_to
from tractor_desktop import __main__ as entry
from tractor_desktop.ai import child
from tractor_desktop.app import ai_process
from tractor_desktop.app.ai_process import KILL_WAIT_S, AiProcess
from tractor_desktop.app.controller import GameController
from tractor_desktop.engine.actions import Action, Play
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation

needs_sigstop = pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="no SIGSTOP here")
GRACE_S = 0.3
"""The time a request's answer is waited for after its budget (5 s in the game)."""


def game_in_play(seed: int) -> Game:
    """A game of four computer seats whose first trick is about to be led."""
    return advance_to(Game(seed=seed, humans=()), "play", seed=seed)


def leader_view(game: Game) -> Observation:
    assert game.round.to_act is not None
    return game.observation(game.round.to_act)


def decide_within(
    seconds: float, process: AiProcess, request_id: int, obs: Observation
) -> tuple[Action | None, str] | None:
    """The answer, or None if none came in time (a hang fails the test, not the whole run)."""
    answers: list[tuple[Action | None, str]] = []
    thread = threading.Thread(
        target=lambda: answers.append(process.decide(request_id, "random", obs, 50, 1)),
        daemon=True,
    )
    thread.start()
    thread.join(seconds)
    return answers[0] if answers else None


@pytest.fixture
def process() -> Iterator[AiProcess]:
    ai = AiProcess()
    ai.answer_grace_s = GRACE_S
    yield ai
    ai.stop()


@pytest.fixture
def outcomes(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """What each wait for the process's answer came to (an answer, "timed out", "ended"…),
    and, while one is under way, a None at the end."""
    seen: list[object] = []
    answer = ai_process._Child.answer

    def recorded(child: ai_process._Child, *args: object) -> object:
        seen.append(None)
        outcome = answer(child, *args)  # type: ignore[arg-type]
        seen[seen.index(None)] = outcome
        return outcome

    monkeypatch.setattr(ai_process._Child, "answer", recorded)
    return seen


@needs_sigstop
def test_a_stopped_process_is_replaced_and_the_request_answered(
    process: AiProcess, outcomes: list[object]
) -> None:
    game = game_in_play(seed=4)
    assert decide_within(30, process, 1, leader_view(game)) is not None
    stuck = process.pid
    assert stuck is not None
    os.kill(stuck, signal.SIGSTOP)
    answer = decide_within(GRACE_S + process.start_grace_s + 20, process, 2, leader_view(game))
    assert answer is not None, "no answer: the wait has no deadline"
    action, error = answer
    assert error == ""
    assert isinstance(action, Play) and game.is_legal(action)
    assert process.pid not in (None, stuck)
    # The stopped process was given its time first: its wait ran to its deadline.
    assert outcomes[1] == "timed out" and isinstance(outcomes[2], dict)


@needs_sigstop
def test_stop_returns_at_once_with_a_stopped_process(
    process: AiProcess, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Counted, not timed: every wait of stopping has a deadline, KILL_WAIT_S each, two at most
    (terminate, then kill)."""
    assert decide_within(30, process, 1, leader_view(game_in_play(seed=4))) is not None
    assert process.pid is not None
    os.kill(process.pid, signal.SIGSTOP)
    deadlines: list[float | None] = []
    wait = subprocess.Popen.wait

    def bounded(child: subprocess.Popen[bytes], timeout: float | None = None) -> int:
        deadlines.append(timeout)
        return wait(child, timeout)

    monkeypatch.setattr(subprocess.Popen, "wait", bounded)
    process.stop()
    assert deadlines and len(deadlines) <= 2 and all(d == KILL_WAIT_S for d in deadlines)
    assert process.pid is None


def test_a_cancelled_request_stops_the_wait_and_the_process_serves_on(
    process: AiProcess, outcomes: list[object]
) -> None:
    process.answer_grace_s = 60.0  # a replacement process would come far too late to pass
    obs = leader_view(game_in_play(seed=4))
    assert decide_within(30, process, 1, obs) is not None
    pid = process.pid
    cancelled = threading.Event()
    searching = threading.Thread(
        target=process.decide,
        args=(2, "hard", obs, 120_000, 1),
        kwargs={"cancelled": cancelled.is_set},
        daemon=True,
    )
    searching.start()
    deadline = time.monotonic() + 30
    while process.pid is None or not outcomes or outcomes[-1] is not None:  # not yet waiting
        assert time.monotonic() < deadline, "the request was never sent"
        time.sleep(0.01)
    cancelled.set()
    process.cancel()
    searching.join(5)
    assert not searching.is_alive(), "a wait for a cancelled request goes on"
    answer = decide_within(10, process, 3, obs)
    assert answer is not None and answer[1] == ""
    assert process.pid == pid


HOSTILE = """
from pathlib import Path
Path(__file__).with_name("imported-" + __name__).write_text("the game ran this file")
raise SystemExit("a module from the working folder ran inside the game")
"""


def test_modules_in_the_working_folder_are_never_imported(
    process: AiProcess, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("json", "multiprocessing", "random", "queue", "threading"):
        (tmp_path / f"{name}.py").write_text(HOSTILE, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    game = game_in_play(seed=5)
    answer = decide_within(30, process, 1, leader_view(game))
    assert list(tmp_path.glob("imported-*")) == []
    assert answer is not None
    action, error = answer
    assert error == ""
    assert isinstance(action, Play) and game.is_legal(action)


def test_a_frozen_build_serves_the_players_when_started_as_the_child(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    command = ai_process.child_command()
    assert command[0] == sys.executable
    monkeypatch.setattr(sys, "argv", ["tractor-desktop", *command[1:]])
    monkeypatch.setattr(child, "main", lambda: 7)
    assert entry.main() == 7


def test_a_computer_player_whose_process_keeps_failing_is_stood_in_for(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every process started from now on reads its requests and never answers.
    monkeypatch.setattr(
        ai_process,
        "child_command",
        lambda: [sys.executable, "-I", "-c", "import sys; sys.stdin.buffer.read()"],
    )
    controller = GameController(ai_levels=["random"] * 4, autopilot=True, wait_for_ui=False)
    process = controller.ai.worker.process
    assert process is not None
    process.answer_grace_s = 0.2
    process.start_grace_s = 0.2
    stood_in: list[int] = []
    controller.computerStandIn.connect(stood_in.append)
    game = game_in_play(seed=6)
    first = game.round.to_act
    actions_before = len(game.actions)
    controller.start(game)
    qtbot.waitUntil(lambda: len(stood_in) >= 2, timeout=30_000)
    controller.shutdown()
    assert stood_in[:2] == [first, (first + 1) % 4]  # type: ignore[operator]
    assert len(controller.game.actions) >= actions_before + 2
    assert controller.ai_failures >= 2
