"""How long a computer player may think: shared by the players and Hard's search."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable


def _never() -> bool:
    return False


@dataclasses.dataclass(frozen=True)
class Budget:
    """How long a player may think: a clock deadline, a fixed amount of work, a cancel flag."""

    deadline: float | None = None
    """A ``time.monotonic()`` value; None means no clock limit."""
    iterations: int | None = None
    """A deterministic limit for tests: sampled deals searched."""
    cancelled: Callable[[], bool] = _never
