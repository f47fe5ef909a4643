"""Hints asked of the computer players' process, so the window never waits for the search.

A hint is Hard's search within ``HINT_MS`` (``ai.players.suggest``), run where the computer
players think. Its answer is told only if it is still the question asked: a new hint, a move
or a new game in between makes it stale. A failed search falls back to Normal's instant choice.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

from tractor_desktop.ai.players import HINT, legal_plays, suggest
from tractor_desktop.app.ai_worker import AiRequest, AiThread
from tractor_desktop.engine.actions import Action, Bury, Play
from tractor_desktop.engine.observation import Observation

HINT_MS = 450
"""The search's time; with the trip to the players' process a hint comes within half a second."""


def hint_codes(action: Action | None) -> tuple[str, ...]:
    """The cards a hint selects (none for a turn with no cards to choose)."""
    if isinstance(action, Play | Bury):
        return tuple(c.code for c in action.cards)
    return ()


def hintable(obs: Observation | None) -> Observation | None:
    """The view, if its seat is the one to bury or play now (the only turns a hint is for)."""
    if obs is None or obs.to_act != obs.seat or obs.phase not in ("bury", "play"):
        return None
    return obs


class Hints(QObject):
    """Asks one hint at a time of an ``AiThread`` whose request ids come from ``allocate``."""

    ready = Signal(object)
    """The hint's card codes (a tuple)."""

    def __init__(
        self,
        ai: AiThread,
        allocate: Callable[[], int],
        parent: QObject | None = None,
        still: Callable[[Observation], bool] = lambda obs: True,
    ) -> None:
        """``still(obs)``: whether the question asked with ``obs`` is still the one to answer
        (for a table that moves on without telling, as a served one does)."""
        super().__init__(parent)
        self._ai = ai
        self._allocate = allocate
        self._still = still
        self._asked: tuple[int, Observation] | None = None
        ai.worker.decided.connect(self._decided)
        ai.worker.failed.connect(self._failed)

    @property
    def pending(self) -> bool:
        return self._asked is not None

    def ask(self, obs: Observation, seed: int) -> None:
        """Ask for a hint for ``obs.seat``; ``ready`` follows unless it is cancelled first."""
        self.cancel()
        request_id = self._allocate()
        self._asked = (request_id, obs)
        self._ai.request(
            AiRequest(
                id=request_id,
                seat=obs.seat,
                level=HINT,
                observation=obs,
                budget_ms=HINT_MS,
                seed=seed,
            )
        )

    def cancel(self) -> None:
        """The question has changed: the search stops and its answer is dropped."""
        if self._asked is not None:
            self._ai.cancel_through(self._asked[0])
            self._asked = None

    def _take(self, request_id: int) -> Observation | None:
        if self._asked is None or self._asked[0] != request_id:
            return None
        obs = self._asked[1]
        self._asked = None
        return obs

    @Slot(int, object)
    def _decided(self, request_id: int, action: Action | None) -> None:
        obs = self._take(request_id)
        if obs is not None and self._still(obs):
            self.ready.emit(hint_codes(action))

    @Slot(int, str)
    def _failed(self, request_id: int, message: str) -> None:
        obs = self._take(request_id)
        if obs is not None and self._still(obs):
            self.ready.emit(hint_codes(suggest(obs)))


def any_legal_play(obs: Observation) -> tuple[str, ...]:
    """The cards of one legal play of the seat's view (the self-test's player takes it)."""
    return tuple(c.code for c in legal_plays(obs)[0])
