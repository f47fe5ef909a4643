"""What a table tells the window, one signal per event, and the queue that releases the events
to it one at a time: what the solo ``GameController`` and the network ``RemoteController``
share (``TableController`` is the surface the UI sees). The window, the presenter and the
controls listen to these and read ``snapshot``; they never know which one drives them.

The questions the controls ask ("may I play these?", "what can I declare?") are answered here,
from the released snapshot by the engine's ``view_rules``, for both tables alike."""

from __future__ import annotations

import collections
import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal, SignalInstance

from tractor_desktop.app.snapshot import TableSnapshot
from tractor_desktop.app.table_controller import HUMAN
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Action, Bury, Play
from tractor_desktop.engine.cards import Card, card
from tractor_desktop.engine.observation import Observation
from tractor_desktop.engine.verdict import Verdict, refuse
from tractor_desktop.engine.view_rules import check_in_view, declarations_in_view


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
    """The human's possible actions may have changed: an event was released, the table caught
    up, or a move was sent (never when the live game moves on ahead of what is shown)."""
    hinted = Signal(object)
    """The cards (codes, a tuple) of the hint asked with ``request_hint``, if still current."""
    drawWaits = Signal(int)
    """The draw holds this many milliseconds: the human has just got a chance to declare."""

    snapshot: TableSnapshot

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.wait_for_ui = True
        """Hold each released event until the UI has shown it (False: release them all)."""
        self._queue: collections.deque[tuple[ev.Event, Observation, int]] = collections.deque()
        """The events not yet shown, each with the player's view and the game's position as of
        it (``TableSnapshot.position``)."""
        self._busy = False
        self._closed = False
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

    # ----- the release queue -------------------------------------------------------------------

    @property
    def idle(self) -> bool:
        """No event is waiting for the UI."""
        return not self._busy and not self._queue

    def event_handled(self) -> None:
        """The UI finished showing the last released event."""
        self._busy = False
        self._handled()

    def _handled(self) -> None:
        self._release_queued()

    def _release_queued(self) -> None:
        """Release the queued events while the UI keeps up (and ``_holds`` does not stop it)."""
        while self._queue and not self._busy and not self._closed:
            event, seen, position = self._queue.popleft()
            self._busy = self.wait_for_ui
            self.release(event, seen, position)
            if self._holds(event):
                break

    def _holds(self, event: ev.Event) -> bool:
        """Whether the queue stops after this event (the solo table's round summary)."""
        return False

    def _set_idle(self, idle: bool) -> None:
        """The table waits (or no longer waits) for a decision: the controls may change."""
        if self.snapshot.idle != idle:
            self.snapshot = dataclasses.replace(self.snapshot, idle=idle)
        self.stateChanged.emit()

    def release(self, event: ev.Event, seen: Observation, position: int = 0) -> None:
        """Publish the snapshot as of ``event`` (the score sheet is the view's own; the winner
        is the game-over event's), then send the event's own signal, ``released`` and
        ``stateChanged``."""
        winner = event.winner if isinstance(event, ev.GameOver) else self.snapshot.winner
        self.snapshot = TableSnapshot(seen, winner, idle=False, position=position)
        self._signals[type(event)].emit(event)
        self.released.emit(event)
        self.stateChanged.emit()

    # ----- the questions of the controls, from the released snapshot -------------------------

    def _may_act(self) -> bool:
        """Whether the player may act at this table now at all (a seat of its own, the game on,
        the link up, nothing sent and unanswered)."""
        raise NotImplementedError

    def declarations_available(self) -> list[tuple[str, ...]]:
        """Every declaration the player could make as the table shows it now."""
        obs = self.snapshot.observation
        # Asked at every change of the selection: outside the draw there is nothing to declare.
        if obs.phase != "draw" or not self._may_act():
            return []
        return [tuple(c.code for c in cards) for cards in declarations_in_view(obs)]

    def check_play(self, codes: Sequence[str]) -> Verdict:
        """Would the player's play of these cards be accepted now (a throw: as far as the
        player's own view can tell)?"""
        return self._check(Play(HUMAN, cards_of(codes)))

    def check_bury(self, codes: Sequence[str]) -> Verdict:
        return self._check(Bury(HUMAN, cards_of(codes)))

    def _check(self, action: Action) -> Verdict:
        if not self._may_act():
            return refuse("not_your_turn")
        return check_in_view(self.snapshot.observation, action)


def cards_of(codes: Sequence[str]) -> tuple[Card, ...]:
    """The cards of these codes (the UI names cards by their codes)."""
    return tuple(card(c) for c in codes)
