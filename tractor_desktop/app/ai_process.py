"""Computer players in a separate process (``ai.child``), so that their pure-Python search never
holds the GUI process's interpreter lock.

The process is started isolated: nothing is imported from the working folder, whose ``json.py``
or ``multiprocessing.py`` would otherwise run inside the game. Every wait on it has a deadline: a
process that does not answer in time is killed, and the request asked again of a new one.
"""

from __future__ import annotations

import contextlib
import json
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import tractor_desktop
from tractor_desktop.ai.child import CHILD_FLAG, encode
from tractor_desktop.engine.actions import Action, action_from_dict
from tractor_desktop.engine.observation import Observation

ANSWER_GRACE_S = 5.0
"""How long past the player's budget an answer may be late before its process counts as stuck."""
START_GRACE_S = 5.0
"""More time for a process just started (a slow disk, a busy machine) before it counts as stuck."""
KILL_WAIT_S = 0.1
"""How long a process told to terminate may take before it is killed (a stopped one never ends)."""

PACKAGE_ROOT = Path(tractor_desktop.__file__).resolve().parent.parent
"""The folder this process imported the package from; the child imports the very same code."""

# -I leaves the working folder, PYTHONPATH and the user's site-packages off the child's path, so
# the package's folder is put first explicitly (for a checkout run without installing).
_BOOTSTRAP = (
    "import sys; sys.path.insert(0, sys.argv[1]); "
    "from tractor_desktop.__main__ import main; raise SystemExit(main(sys.argv[2:]))"
)


def game_command(*args: str) -> list[str]:
    """The command line that runs this very game with ``args`` in a child process: the game
    binary itself when frozen, else this interpreter on the package it imported."""
    if getattr(sys, "frozen", False):
        return [sys.executable, *args]
    return [sys.executable, "-I", "-c", _BOOTSTRAP, str(PACKAGE_ROOT), *args]


def child_command() -> list[str]:
    """The command line that starts the computer players' process."""
    return game_command(CHILD_FLAG)  # the game's main() dispatches on the flag


class _Child:
    """One running process: its answers are read, and its requests written, by threads of their
    own, so that no caller ever blocks on its pipes beyond a deadline."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            child_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            # A windowed game has no stderr to hand down; an invalid handle would break the child.
            stderr=None if sys.stderr else subprocess.DEVNULL,
            cwd=PACKAGE_ROOT,
            creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),  # no console on Windows
        )
        self.started = time.monotonic()
        self.answered = False
        self.answers: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._outbox: queue.Queue[bytes | None] = queue.Queue()
        threading.Thread(target=self._read, name="tractor-ai-answers", daemon=True).start()
        threading.Thread(target=self._write, name="tractor-ai-requests", daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        try:
            with self.process.stdout as lines:
                for line in lines:
                    self.answers.put(json.loads(line))
        finally:
            self.answers.put(None)  # the process ended (or spoke garbage): no more answers

    def _write(self) -> None:
        stdin = self.process.stdin
        assert stdin is not None
        with contextlib.suppress(OSError, ValueError), stdin:  # closing it tells the child to end
            while (data := self._outbox.get()) is not None:
                stdin.write(data)
                stdin.flush()

    def send(self, message: dict[str, Any]) -> None:
        self._outbox.put(encode(message))

    def wake(self) -> None:
        """Make a wait for an answer look at its request's cancel flag now."""
        self.answers.put({})

    def answer(
        self, request_id: int, deadline: float, cancelled: Callable[[], bool]
    ) -> dict[str, Any] | str:
        """This request's answer, or why there is none: "cancelled", "ended" or "timed out"."""
        while True:
            try:
                answer = self.answers.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                return "timed out"
            if answer is None:
                return "ended"
            self.answered = self.answered or "id" in answer
            if answer.get("id") == request_id:
                return answer
            if cancelled():
                return "cancelled"

    def end(self) -> None:
        """End the process within about twice KILL_WAIT_S, whatever it is doing."""
        self._outbox.put(None)
        self.process.terminate()
        try:
            self.process.wait(KILL_WAIT_S)
        except subprocess.TimeoutExpired:
            self.process.kill()  # a stopped process leaves a terminate pending until continued
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(KILL_WAIT_S)


class AiProcess:
    """The parent's handle: start lazily, ask (with a deadline), cancel, stop. Thread-safe."""

    def __init__(self) -> None:
        self.answer_grace_s = ANSWER_GRACE_S
        self.start_grace_s = START_GRACE_S
        self._child: _Child | None = None
        self._stopped = False
        self._lock = threading.Lock()

    @property
    def pid(self) -> int | None:
        """The running process's id (None before the first request)."""
        child = self._child
        return child.process.pid if child is not None else None

    def _running(self) -> _Child | None:
        """The process to ask, started if need be (OSError when it cannot be); None once stopped."""
        with self._lock:
            if self._child is None and not self._stopped:
                self._child = _Child()
            return self._child

    def _replace(self, child: _Child) -> None:
        with self._lock:
            if self._child is child:
                self._child = None
        child.end()

    def decide(
        self,
        request_id: int,
        level: str,
        observation: Observation,
        budget_ms: int,
        seed: int,
        cancelled: Callable[[], bool] = lambda: False,
    ) -> tuple[Action | None, str]:
        """Ask and wait (without the interpreter lock) for this request's answer.

        Returns the action and an error message ("" when all went well, or when the request was
        cancelled meanwhile). A process that ends or misses the deadline is replaced and asked
        once more; answers to earlier, cancelled requests are skipped.
        """
        message = {
            "kind": "decide",
            "id": request_id,
            "level": level,
            "observation": observation.to_json(),
            "budget_ms": budget_ms,
            "seed": seed,
        }
        failure = ""
        for _attempt in range(2):
            if cancelled():
                return None, ""
            child = self._running()
            if child is None:
                return None, "the computer players' process was stopped"
            begin = time.monotonic()
            if not child.answered:  # its time to start counts from its start, not this request
                begin = max(begin, child.started + self.start_grace_s)
            child.send(message)
            answer = child.answer(
                request_id, begin + budget_ms / 1000 + self.answer_grace_s, cancelled
            )
            if answer == "cancelled":
                return None, ""
            if isinstance(answer, dict):
                if "error" in answer:
                    return None, str(answer["error"])
                raw = answer.get("action")
                return (action_from_dict(raw) if raw is not None else None), ""
            failure = f"the computer players' process {answer}"
            self._replace(child)
        return None, failure

    def cancel(self) -> None:
        """Stop the running search early, and let a wait for a cancelled request return now."""
        child = self._child
        if child is not None:
            child.send({"kind": "cancel"})
            child.wake()

    def stop(self) -> None:
        """End the process for good, within about 0.2 s whatever it is doing (a wait for its
        answer then sees it end)."""
        with self._lock:
            self._stopped = True
            child, self._child = self._child, None
        if child is not None:
            child.end()
