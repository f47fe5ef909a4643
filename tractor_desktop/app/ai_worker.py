"""Computer players off the GUI thread: one long-lived worker object living in a QThread.

Each request carries an id, an immutable observation and a time budget. The worker hands it to
the computer players' process (``ai_process``) and waits there without the interpreter lock, so
the window stays smooth however hard the players think; a process that fails or misses its
deadline twice makes the request fail, and the controller moves for that player. Cancelling marks
every request up to an id as stale: the running search is told to stop, and its late answer is
dropped by the controller, which only accepts the id it is waiting for.
"""

from __future__ import annotations

import dataclasses
import time

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from tractor_desktop.ai.pool import PlayerPool
from tractor_desktop.app.ai_process import AiProcess
from tractor_desktop.engine.actions import Action
from tractor_desktop.engine.observation import Observation

STOP_WAIT_MS = 200
"""How long quitting waits for the thread; past it the thread finishes on its own."""


@dataclasses.dataclass(frozen=True)
class AiRequest:
    id: int
    seat: int
    level: str
    observation: Observation
    budget_ms: int
    seed: int


class AiWorker(QObject):
    """Decides for computer seats; lives in its own thread."""

    decided = Signal(int, object)
    """Request id and the action (None: no declaration now)."""
    failed = Signal(int, str)

    def __init__(self, in_process: bool = True) -> None:
        super().__init__()
        self._players = PlayerPool()
        self.process = AiProcess() if in_process else None
        # Written by the GUI thread, read by this one: a plain int is enough under the GIL.
        self.cancelled_through = 0

    def cancel_through(self, request_id: int) -> None:
        """Called from the GUI thread: requests up to this id are stale."""
        if request_id > self.cancelled_through:
            self.cancelled_through = request_id
            if self.process is not None:
                self.process.cancel()

    @Slot(object)
    def decide(self, request: AiRequest) -> None:
        if request.id <= self.cancelled_through:
            return
        action, error = self._think(request)
        if error:
            self.failed.emit(request.id, error)
        elif request.id > self.cancelled_through:
            self.decided.emit(request.id, action)

    def _think(self, request: AiRequest) -> tuple[Action | None, str]:
        """The player's action, or an error message (a player's bug must not end the game)."""
        if self.process is not None:
            try:
                return self.process.decide(
                    request.id,
                    request.level,
                    request.observation,
                    request.budget_ms,
                    request.seed,
                    cancelled=lambda: request.id <= self.cancelled_through,
                )
            except OSError:
                self.process = None  # no child processes here: think in this thread instead
        return self._players.decide(
            request.level,
            request.observation,
            request.budget_ms,
            request.seed,
            cancelled=lambda: request.id <= self.cancelled_through,
        )

    @Slot()
    def stop(self) -> None:
        if self.process is not None:
            self.process.stop()


class AiThread(QObject):
    """Owns the worker's thread: start once, send requests, cancel, and join on quit."""

    requested = Signal(object)

    def __init__(self, parent: QObject | None = None, in_process: bool = True) -> None:
        super().__init__(parent)
        self.worker = AiWorker(in_process)
        self._thread = QThread()
        self._thread.setObjectName("tractor-ai")
        self.worker.moveToThread(self._thread)
        self.requested.connect(self.worker.decide)
        self._thread.start()

    def request(self, request: AiRequest) -> None:
        self.requested.emit(request)

    def cancel_through(self, request_id: int) -> None:
        self.worker.cancel_through(request_id)

    def stop(self) -> None:
        """Cancel everything, end the players' process and the thread; returns within about
        STOP_WAIT_MS whatever the process is doing (safe to call twice)."""
        started = time.monotonic()
        self.cancel_through(1 << 62)  # the worker's wait for an answer returns now
        self._thread.quit()
        self.worker.stop()
        left_ms = STOP_WAIT_MS - int((time.monotonic() - started) * 1000)
        if not self._thread.wait(max(0, left_ms)):
            # A search in this thread notices the cancel only at its next check. Destroying a
            # running QThread aborts the program, and this object may go right after quitting:
            # the application keeps the thread until it has finished.
            self._thread.setParent(QCoreApplication.instance())
            self._thread.finished.connect(self._thread.deleteLater)

    @property
    def running(self) -> bool:
        return self._thread.isRunning()
