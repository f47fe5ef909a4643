"""What the table shows, as of the last event the controller released to it: the one view of
the game the UI reads (the live game runs ahead of the animation and stays private)."""

from __future__ import annotations

import dataclasses

from tractor_desktop.engine import events as ev
from tractor_desktop.engine.observation import Observation


@dataclasses.dataclass(frozen=True)
class TableSnapshot:
    """What the table shows, as of the last event released to it."""

    observation: Observation
    """The human seat's view as of that event."""
    winner: int | None = None
    """The winning team, once the game-over event is shown."""
    idle: bool = False
    """Every event is shown: the table waits for a decision (the human's or a computer's)."""
    position: int = 0
    """How many actions the game had taken as of that event: a solo game's (a lesson's step
    follows it); 0 at a served table, whose actions this side does not keep."""

    @property
    def results(self) -> tuple[ev.RoundScored, ...]:
        """The rounds scored so far, as of that event (the score sheet): the view's own, so
        that a window that joins or rejoins mid-game shows the same sheet as one that was there
        from the start."""
        return self.observation.results

    @property
    def to_act(self) -> int | None:
        """The seat the game waits for, as of that event (None while the table draws)."""
        return self.observation.to_act
