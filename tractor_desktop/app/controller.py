"""The game controller: the only owner of the engine game. Human input comes in through slots,
everything that happens goes out as signals, one per engine event, released one at a time.

The UI handles an event (usually by animating it) and then calls ``event_handled``; only then is
the next event released. When the queue is empty the controller moves the game on: it deals the
next card, asks a computer player through the AI thread, or waits for the human.
"""

from __future__ import annotations

import collections
import logging
import os
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from tractor_desktop.ai.players import suggest
from tractor_desktop.app.ai_worker import AiRequest, AiThread
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Action, Bury, Declare, Draw, Pass, Play
from tractor_desktop.engine.cards import Card, card
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.round import TALON_SIZE
from tractor_desktop.engine.verdict import Verdict, refuse

log = logging.getLogger(__name__)

HUMAN = 0
BUDGET_MS = {"random": 50, "easy": 200, "normal": 300, "hard": 900}


class GameController(QObject):
    """Owns the game; drives computer seats; turns engine events into Qt signals."""

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

    gameStarted = Signal()
    """A new or loaded game replaces the old one: views reset from ``observation()``."""
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
    """The human's view changed (after every applied action)."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        ai_levels: Sequence[str] = ("normal", "normal", "normal", "normal"),
        autopilot: bool = False,
        wait_for_ui: bool = True,
    ) -> None:
        super().__init__(parent)
        self.ai_levels = list(ai_levels)
        self.autopilot = autopilot
        self.wait_for_ui = wait_for_ui
        self.auto_continue = autopilot
        self.ai_pause_ms = 0
        self.draw_pause_ms = 0
        self.illegal_ai_actions = 0
        self.ai_failures = 0
        self.game = Game(seed=0, humans=self._humans())
        self._queue: collections.deque[ev.Event] = collections.deque()
        self._busy = False
        self._awaiting_continue = False
        self._waiting_for: int | None = None
        self._asked_after_draw = -1
        self._request_id = 0
        self._request_started = 0.0
        self._step = QTimer(self)
        self._step.setSingleShot(True)
        self._step_action: Callable[[], None] | None = None
        self._step.timeout.connect(self._run_step)
        self.ai = AiThread(self)
        self.ai.worker.decided.connect(self._on_decided)
        self.ai.worker.failed.connect(self._on_failed)
        self._signals: dict[type, Signal] = {
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

    def _humans(self) -> tuple[int, ...]:
        return () if self.autopilot else (HUMAN,)

    # ----- views ------------------------------------------------------------------------------

    def observation(self, seat: int = HUMAN) -> Observation:
        return self.game.observation(seat)

    @property
    def waiting_for_computer(self) -> bool:
        """A computer player's decision is awaited."""
        return self._waiting_for is not None

    @property
    def awaiting_continue(self) -> bool:
        """The round summary is shown; the game goes on when the player continues."""
        return self._awaiting_continue

    @property
    def idle(self) -> bool:
        """No event is waiting for the UI."""
        return not self._busy and not self._queue

    def is_computer(self, seat: int) -> bool:
        return self.autopilot or seat != HUMAN

    def check_play(self, codes: Sequence[str]) -> Verdict:
        """Would the human's play of these cards be accepted now?"""
        return self._check_human(Play(HUMAN, self._cards(codes)), "play")

    def check_bury(self, codes: Sequence[str]) -> Verdict:
        return self._check_human(Bury(HUMAN, self._cards(codes)), "bury")

    def declarations_available(self) -> list[tuple[str, ...]]:
        """Every declaration the human could make right now (for the declare control)."""
        current = self.game.round
        if self.autopilot or self.game.over or current.phase not in ("draw", "last_chance"):
            return []
        if current.phase == "last_chance" and current.to_act != HUMAN:
            return []
        return [tuple(c.code for c in d.cards) for d in self.game.declarations(HUMAN)]

    def hint(self) -> tuple[str, ...]:
        """What a good player would do in the human's place now (cards to select)."""
        obs = self.observation(HUMAN)
        if obs.to_act != HUMAN or obs.phase not in ("bury", "play"):
            return ()
        action = suggest(obs)
        if isinstance(action, (Play, Bury)):
            return tuple(c.code for c in action.cards)
        return ()

    # ----- game lifecycle ---------------------------------------------------------------------

    @Slot()
    def new_game(self, options: RuleOptions | None = None, seed: int | None = None) -> None:
        if seed is None:
            seed = int.from_bytes(os.urandom(6), "big")
        self.start(Game(options or RuleOptions(), seed, humans=self._humans()))

    def start(self, game: Game) -> None:
        """Replace the current game (new or loaded) and set it going."""
        self._reset()
        self.game = game
        self.gameStarted.emit()
        self._queue.extend(game.opening_events() if not game.actions else [])
        self._pump()

    def _reset(self) -> None:
        self.ai.cancel_through(self._request_id)
        self._waiting_for = None
        self._step.stop()
        self._step_action = None
        self._queue.clear()
        self._busy = False
        self._awaiting_continue = False
        self._asked_after_draw = -1

    def shutdown(self) -> None:
        """Stop everything and join the AI thread (the window calls this when it closes)."""
        self._reset()
        self.ai.stop()

    # ----- the event queue --------------------------------------------------------------------

    @Slot()
    def event_handled(self) -> None:
        """The UI finished showing the last released event."""
        self._busy = False
        self._schedule(0, self._pump)

    def _pump(self) -> None:
        while self._queue and not self._busy and not self._awaiting_continue:
            event = self._queue.popleft()
            if isinstance(event, ev.RoundScored) and not self.auto_continue:
                self._awaiting_continue = True
            self._busy = self.wait_for_ui
            self._signals[type(event)].emit(event)
        if self.idle and not self._awaiting_continue:
            self._advance()
        elif self._awaiting_continue and self.idle:
            self.humanTurn.emit("continue")

    @Slot()
    def continue_round(self) -> None:
        """The human has read the round summary: on to the next round."""
        if not self._awaiting_continue:
            return
        self._awaiting_continue = False
        self._schedule(0, self._pump)

    def _apply(self, action: Action) -> None:
        self._queue.extend(self.game.apply(action))
        self.stateChanged.emit()
        self._pump()

    def _schedule(self, delay_ms: int, step: Callable[[], None]) -> None:
        self._step_action = step
        self._step.start(max(0, delay_ms))

    def _run_step(self) -> None:
        step, self._step_action = self._step_action, None
        if step is not None:
            step()

    # ----- moving the game on -----------------------------------------------------------------

    def _advance(self) -> None:
        game = self.game
        if game.over or self._waiting_for is not None or self._step.isActive():
            return
        current = game.round
        if current.phase == "draw":
            last_drawer = (current.next_drawer - 1) % 4
            if current.drawn and self._asked_after_draw != current.drawn:
                self._asked_after_draw = current.drawn
                if self.is_computer(last_drawer):
                    self._ask(last_drawer)
                    return
            if not self.autopilot:
                self.humanTurn.emit("declare")
            self._schedule(self.draw_pause_ms, lambda: self._apply(Draw()))
            return
        seat = current.to_act
        if seat is None:
            return
        if self.is_computer(seat):
            self._ask(seat)
        else:
            self.humanTurn.emit(current.phase)

    def _ask(self, seat: int) -> None:
        self._request_id += 1
        self._waiting_for = self._request_id
        self._request_started = time.monotonic()
        level = self.ai_levels[seat]
        self.thinking.emit(seat, True)
        self.ai.request(
            AiRequest(
                id=self._request_id,
                seat=seat,
                level=level,
                observation=self.game.observation(seat),
                budget_ms=BUDGET_MS.get(level, 300),
                seed=hash((self.game.seed, len(self.game.actions), seat)) & 0xFFFFFFFF,
            )
        )

    @Slot(int, object)
    def _on_decided(self, request_id: int, action: Action | None) -> None:
        if request_id != self._waiting_for:
            return  # stale: a new game, a load or a cancel came in between
        seat = self._seat_asked()
        self._waiting_for = None
        self.thinking.emit(seat, False)
        elapsed_ms = (time.monotonic() - self._request_started) * 1000
        pause = 0 if self.game.round.phase == "draw" else self.ai_pause_ms - elapsed_ms
        self._schedule(int(pause), lambda: self._apply_computer(seat, action))

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id != self._waiting_for:
            return
        log.error("computer player failed: %s", message)
        self.ai_failures += 1
        seat = self._seat_asked()
        self._waiting_for = None
        self.thinking.emit(seat, False)
        self._apply_computer(seat, None, failed=True)

    def _seat_asked(self) -> int:
        current = self.game.round
        if current.phase == "draw":
            return (current.next_drawer - 1) % 4
        return current.to_act if current.to_act is not None else 0

    def _apply_computer(self, seat: int, action: Action | None, failed: bool = False) -> None:
        current = self.game.round
        if current.phase == "draw" and action is None:
            self._advance()
            return
        if (
            action is None
            or not self.game.is_legal(action)
            or getattr(action, "seat", seat) != seat
        ):
            if not (current.phase == "last_chance" and action is None):
                self.illegal_ai_actions += 1
                log.error("computer seat %d chose an illegal action %r", seat, action)
            action = self._fallback(seat)
            if action is None:
                self._advance()
                return
            if failed:
                self.computerStandIn.emit(seat)
        self._apply(action)

    def _fallback(self, seat: int) -> Action | None:
        current = self.game.round
        if current.phase == "last_chance":
            return Pass(seat)
        if current.phase == "bury":
            assert current.ctx is not None
            return Bury(seat, tuple(current.ctx.sorted(current.hands[seat])[:TALON_SIZE]))
        if current.phase == "play":
            return Play(seat, self.game.legal_plays()[0])
        return None

    # ----- the human's actions ----------------------------------------------------------------

    @staticmethod
    def _cards(codes: Sequence[str]) -> tuple[Card, ...]:
        return tuple(card(c) for c in codes)

    def _check_human(self, action: Action, phase: str) -> Verdict:
        if self.autopilot:
            return refuse("not_your_turn")
        current = self.game.round
        if current.phase == "last_chance" and phase == "draw":
            phase = "last_chance"
        if current.phase != phase:
            return refuse("wrong_phase")
        return self.game.is_legal(action)

    def _human_action(self, action: Action, phase: str) -> Verdict:
        verdict = self._check_human(action, phase)
        if verdict and phase != "draw" and not self.idle:
            verdict = refuse("not_your_turn")
        if not verdict:
            self.illegalAction.emit(verdict.code)
            return verdict
        if isinstance(action, Declare) and self._waiting_for is not None:
            # The drawer being asked decided on a table without this declaration: ask again.
            self.ai.cancel_through(self._waiting_for)
            self.thinking.emit(self._seat_asked(), False)
            self._waiting_for = None
            self._asked_after_draw = -1
        self._apply(action)
        return verdict

    @Slot(list)
    def declare(self, codes: Sequence[str]) -> Verdict:
        return self._human_action(Declare(HUMAN, self._cards(codes)), "draw")

    @Slot()
    def pass_declaration(self) -> Verdict:
        return self._human_action(Pass(HUMAN), "last_chance")

    @Slot(list)
    def bury(self, codes: Sequence[str]) -> Verdict:
        return self._human_action(Bury(HUMAN, self._cards(codes)), "bury")

    @Slot(list)
    def play(self, codes: Sequence[str]) -> Verdict:
        return self._human_action(Play(HUMAN, self._cards(codes)), "play")
