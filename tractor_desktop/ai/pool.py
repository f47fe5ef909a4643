"""The computer players a process keeps, one per level, and one decision asked of them: within a
time budget, with a cancel check, a player's error caught and told rather than raised (a bug in
a player must not end the game). The players' process and the in-thread fallback both use it."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ..engine.actions import Action
from ..engine.observation import Observation
from .players import Budget, Player, make_player


class PlayerPool:
    def __init__(self) -> None:
        self._players: dict[str, Player] = {}

    def decide(
        self,
        level: str,
        observation: Observation,
        budget_ms: float,
        seed: int,
        cancelled: Callable[[], bool],
    ) -> tuple[Action | None, str]:
        """The action (None: nothing to show now) and "" — or None and what went wrong."""
        try:
            player = self._players.get(level) or self._players.setdefault(level, make_player(level))
            budget = Budget(deadline=time.monotonic() + budget_ms / 1000, cancelled=cancelled)
            return player.decide(observation, random.Random(seed), budget), ""
        except Exception as error:
            return None, f"{type(error).__name__}: {error}"
