"""What may cut a computer player's thinking short: shared by the players and Hard's search."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable


def _never() -> bool:
    return False


@dataclasses.dataclass(frozen=True)
class Budget:
    """What may stop a player before its own work is done: a clock deadline, a limit in sampled
    deals, a cancel flag. A searching level's work is fixed (``search.Plan``), so the deadline
    is only a cap for latency: on an idle machine the work ends first, and the level decides the
    same on any machine that finishes it in time."""

    deadline: float | None = None
    """A ``time.monotonic()`` value; None means the level's own cap (``players.BUDGET_MS``)."""
    iterations: int | None = None
    """A deterministic limit for tests: sampled deals searched (no clock then)."""
    cancelled: Callable[[], bool] = _never
