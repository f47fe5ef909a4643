"""Computer players off the GUI thread: one long-lived worker object living in a QThread.

Each request carries an id, an immutable observation and a time budget. Cancelling marks every
request up to an id as stale: the running search sees the flag and stops, and its late answer is
dropped by the controller, which only accepts the id it is waiting for.
"""

from __future__ import annotations

import dataclasses
import random
import time

from PySide6.QtCore import QObject, QThread, Signal, Slot

from tractor_desktop.ai.players import Budget, Player, make_player
from tractor_desktop.engine.observation import Observation


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

    def __init__(self) -> None:
        super().__init__()
        self._players: dict[str, Player] = {}
        # Written by the GUI thread, read by this one: a plain int is enough under the GIL.
        self.cancelled_through = 0

    @Slot(object)
    def decide(self, request: AiRequest) -> None:
        if request.id <= self.cancelled_through:
            return
        player = self._players.get(request.level)
        if player is None:
            player = self._players[request.level] = make_player(request.level)
        budget = Budget(
            deadline=time.monotonic() + request.budget_ms / 1000,
            cancelled=lambda: request.id <= self.cancelled_through,
        )
        try:
            action = player.decide(request.observation, random.Random(request.seed), budget)
        except Exception as error:  # a bug in a player must not take the game down
            self.failed.emit(request.id, f"{type(error).__name__}: {error}")
            return
        if request.id > self.cancelled_through:
            self.decided.emit(request.id, action)


class AiThread(QObject):
    """Owns the worker's thread: start once, send requests, cancel, and join on quit."""

    requested = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = AiWorker()
        self._thread = QThread()
        self._thread.setObjectName("tractor-ai")
        self.worker.moveToThread(self._thread)
        self.requested.connect(self.worker.decide)
        self._thread.start()

    def request(self, request: AiRequest) -> None:
        self.requested.emit(request)

    def cancel_through(self, request_id: int) -> None:
        self.worker.cancelled_through = max(self.worker.cancelled_through, request_id)

    def stop(self) -> None:
        """Cancel everything and join the thread (safe to call twice)."""
        self.cancel_through(1 << 62)
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()

    @property
    def running(self) -> bool:
        return self._thread.isRunning()
