"""What the table's UI may ask of a controller, and nothing else: the one surface of the solo
``GameController`` and the network ``RemoteController``.

The UI draws from ``snapshot`` (the player's view as of the last event it was given) and asks
its questions of it: every answer here is judged from that released view, never from a live
game running ahead of the animation. Only a throw is left to the engine (or the server), which
alone sees the other hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import SignalInstance

from tractor_desktop.app.snapshot import TableSnapshot
from tractor_desktop.engine.verdict import Verdict

HUMAN = 0
"""The player's seat at every table: a network table is turned so that the player sits at 0
(``net.viewpoint``), as at a solo table."""


class TableController(Protocol):
    """The signals, the snapshot, the questions and the moves of a table, as the UI uses them."""

    # ----- what happens (see TableSignals) -----------------------------------------------------

    @property
    def released(self) -> SignalInstance: ...
    @property
    def gameStarted(self) -> SignalInstance: ...
    @property
    def humanTurn(self) -> SignalInstance: ...
    @property
    def illegalAction(self) -> SignalInstance: ...
    @property
    def thinking(self) -> SignalInstance: ...
    @property
    def stateChanged(self) -> SignalInstance: ...
    @property
    def hinted(self) -> SignalInstance: ...
    @property
    def drawWaits(self) -> SignalInstance: ...
    @property
    def roundScored(self) -> SignalInstance: ...
    @property
    def gameOver(self) -> SignalInstance: ...

    # ----- what is shown ---------------------------------------------------------------------

    @property
    def snapshot(self) -> TableSnapshot: ...
    @property
    def idle(self) -> bool:
        """Every event given to the UI has been shown."""
        ...

    def event_handled(self) -> None:
        """The UI has shown the last event it was given: the next one may come."""

    # ----- questions, answered from the snapshot ---------------------------------------------

    def check_play(self, codes: Sequence[str]) -> Verdict: ...
    def check_bury(self, codes: Sequence[str]) -> Verdict: ...
    def declarations_available(self) -> list[tuple[str, ...]]: ...

    # ----- the player's moves ----------------------------------------------------------------

    def declare(self, codes: Sequence[str]) -> Verdict: ...
    def pass_declaration(self) -> Verdict: ...
    def bury(self, codes: Sequence[str]) -> Verdict: ...
    def play(self, codes: Sequence[str]) -> Verdict: ...
    def request_hint(self) -> None: ...
    def shutdown(self) -> None: ...
