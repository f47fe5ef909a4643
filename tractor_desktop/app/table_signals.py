"""What a table tells the window, one signal per event: the surface both controllers share,
the solo ``GameController`` and the network ``RemoteController``. The window, the presenter and
the controls listen to these and read ``snapshot``; they never know which one drives them."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, SignalInstance

from tractor_desktop.app.snapshot import TableSnapshot
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.observation import Observation


class TableSignals(QObject):
    """The signals of a table; ``release`` sends one event out with its snapshot."""

    # One signal per engine event (the payload is the engine's event value).
    roundStarted = Signal(object)
    cardDrawn = Signal(object)
    declared = Signal(object)
    lastChances = Signal(object)
    passed = Signal(object)
    redealt = Signal(object)
    talonRevealed = Signal(object)
    trumpSettled = Signal(object)
    talonPickedUp = Signal(object)
    talonBuried = Signal(object)
    throwFailed = Signal(object)
    cardsPlayed = Signal(object)
    trickWon = Signal(object)
    roundScored = Signal(object)
    gameOver = Signal(object)
    released = Signal(object)
    """Every event, after its own signal: the table shows it (``snapshot`` is as of it)."""

    gameStarted = Signal()
    """A new or loaded game replaces the old one: views reset from ``snapshot``."""
    humanTurn = Signal(str)
    """What the human may do now: "declare" (during the draw), "last_chance", "bury", "play",
    "continue" (after the round summary)."""
    illegalAction = Signal(str)
    """A human action was refused: the reason code."""
    thinking = Signal(int, bool)
    """A computer seat started (True) or finished (False) deciding."""
    computerStandIn = Signal(int)
    """A legal move was made for this computer seat: its player failed (its process stuck,
    ended or raised). Emitted just before the move is applied."""
    stateChanged = Signal()
    """The human's possible actions changed (after every applied action)."""
    hinted = Signal(object)
    """The cards (codes, a tuple) of the hint asked with ``request_hint``, if still current."""
    drawWaits = Signal(int)
    """The draw holds this many milliseconds: the human has just got a chance to declare."""

    snapshot: TableSnapshot

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._signals: dict[type, SignalInstance] = {
            ev.RoundStarted: self.roundStarted,
            ev.CardDrawn: self.cardDrawn,
            ev.Declared: self.declared,
            ev.LastChances: self.lastChances,
            ev.Passed: self.passed,
            ev.Redealt: self.redealt,
            ev.TalonRevealed: self.talonRevealed,
            ev.TrumpSettled: self.trumpSettled,
            ev.TalonPickedUp: self.talonPickedUp,
            ev.TalonBuried: self.talonBuried,
            ev.ThrowFailed: self.throwFailed,
            ev.CardsPlayed: self.cardsPlayed,
            ev.TrickWon: self.trickWon,
            ev.RoundScored: self.roundScored,
            ev.GameOver: self.gameOver,
        }

    def release(self, event: ev.Event, seen: Observation) -> None:
        """Publish the snapshot as of ``event`` (the score sheet and the winner follow it), then
        send the event's own signal and ``released``."""
        results = self.snapshot.results
        if isinstance(event, ev.RoundStarted) and event.number == 0:
            results = ()
        if isinstance(event, ev.RoundScored):
            results = (*results, event)
        winner = event.winner if isinstance(event, ev.GameOver) else self.snapshot.winner
        self.snapshot = TableSnapshot(seen, results, winner, idle=False)
        self._signals[type(event)].emit(event)
        self.released.emit(event)
