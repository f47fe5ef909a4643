"""The game controller: the only owner of the engine game. Human input comes in through slots,
everything that happens goes out as signals, one per engine event, released one at a time.

With every event it releases, the controller publishes a ``TableSnapshot``: the human seat's
view as of that event, whose turn it is then, and whether the table has caught up. The window
draws from that alone; the live game runs ahead of what is shown and stays private.

The UI shows an event and then calls ``event_handled``; only then is the next one released.
When the queue is empty the controller moves the game on through the engine's ``Driver``: it
deals the next card, asks a computer player through the AI thread, or waits for the human.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Slot

from tractor_desktop.ai.players import BUDGET_MS
from tractor_desktop.app.ai_worker import AiRequest, AiThread
from tractor_desktop.app.hints import Hints, hint_codes, hintable
from tractor_desktop.app.script import NOT_IN_SCRIPT, Script, same_move
from tractor_desktop.app.snapshot import TableSnapshot
from tractor_desktop.app.table_controller import HUMAN
from tractor_desktop.app.table_signals import TableSignals, cards_of
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Action, Bury, Declare, Draw, Pass, Play
from tractor_desktop.engine.deals import DEALS
from tractor_desktop.engine.drive import Driver, Turn
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.verdict import Verdict, refuse

log = logging.getLogger(__name__)


def new_deal_number() -> int:
    return 1 + int.from_bytes(os.urandom(4), "big") % DEALS


class GameController(TableSignals):
    """Owns the game; drives computer seats; turns engine events into Qt signals."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        ai_levels: Sequence[str] = ("normal", "normal", "normal", "normal"),
        autopilot: bool = False,
        wait_for_ui: bool = True,
        ai: AiThread | None = None,
    ) -> None:
        super().__init__(parent)
        self.ai_levels = list(ai_levels)
        self.autopilot = autopilot
        self.wait_for_ui = wait_for_ui
        self.auto_continue = autopilot
        self.ai_pause_ms = 0
        self.draw_pause_ms = 0
        self.declare_pause_ms = 0
        """How long the draw holds when the human gets a chance to declare (0: it never does):
        time to read the declare button and to choose, for a player who is new to it."""
        self._could_declare = False
        self.illegal_ai_actions = 0
        self.ai_failures = 0
        self.script: Script | None = None
        """Moves arranged in advance, consulted before the AI and the human's moves (a lesson)."""
        self._game = Game(seed=0, humans=self._humans())
        self.started = False
        """A game was put on the table (until then the game above is a placeholder)."""
        self._driver = Driver(self._game)
        self.snapshot = TableSnapshot(self._game.observation(HUMAN))
        self._awaiting_continue = False
        self._asked: tuple[int, Turn] | None = None
        """The request id and the turn a computer player is deciding."""
        self._request_id = 0
        self._request_started = 0.0
        self._step = QTimer(self)
        self._step.setSingleShot(True)
        self._step_action: Callable[[], None] | None = None
        self._step.timeout.connect(self._run_step)
        self.ai = ai or AiThread(self)
        self.ai.worker.decided.connect(self._on_decided)
        self.ai.worker.failed.connect(self._on_failed)
        self.hints = Hints(self.ai, self._next_request_id, self)
        self.hints.ready.connect(self.hinted)

    def _next_request_id(self) -> int:
        self._request_id += 1
        return self._request_id

    def _humans(self) -> tuple[int, ...]:
        return () if self.autopilot else (HUMAN,)

    # ----- views ------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The live game, for the app layer (saving, statistics); the UI draws from
        ``snapshot`` instead, which is what it has shown so far."""
        return self._game

    def record(self) -> dict[str, object]:
        """The whole game so far as plain data (``{options, seed, actions}``): for a review."""
        return self._game.to_dict()

    @property
    def asked_seat(self) -> int | None:
        """The computer seat deciding now."""
        return None if self._asked is None else self._asked[1].seat

    @property
    def waiting_for_computer(self) -> bool:
        """A computer player's decision is awaited."""
        return self._asked is not None

    @property
    def awaiting_continue(self) -> bool:
        """The round summary is shown; the game goes on when the player continues."""
        return self._awaiting_continue

    def is_computer(self, seat: int) -> bool:
        return self.autopilot or seat != HUMAN

    def _may_act(self) -> bool:
        return self.started and not self.autopilot and self.snapshot.winner is None

    def _check(self, action: Action) -> Verdict:
        """The rules, from the snapshot; then the lesson's script, which asks for one move."""
        verdict = super()._check(action)
        scripted = self._scripted()
        if verdict and scripted is not None and not same_move(scripted, action):
            return Verdict(False, NOT_IN_SCRIPT)
        return verdict

    def scripted_by(self, script: Script) -> bool:
        """Whether ``script`` arranges the game on the table now: a lesson not yet replaced by
        another game (every other start puts the table's game in no script)."""
        return self.script is script

    def end_script(self, script: Script) -> None:
        """The lesson is left: the game on the table (if still its own) goes on unscripted."""
        if self.script is script:
            self.script = None

    def request_hint(self) -> None:
        """Ask for what Hard would do in the human's place: ``hinted`` within about half a
        second (at once in a lesson), unless the table moves on first."""
        obs = hintable(self.snapshot.observation if self.idle else None)
        if obs is None:
            return
        scripted = self._scripted()
        if scripted is not None:
            self.hinted.emit(hint_codes(scripted))
            return
        self.hints.ask(obs, hash((self._game.seed, len(self._game.actions))) & 0xFFFFFFFF)

    # ----- game lifecycle ---------------------------------------------------------------------

    @Slot()
    def new_game(self, options: RuleOptions | None = None, seed: int | None = None) -> None:
        if seed is None:
            seed = new_deal_number()
        self.start(Game(options or RuleOptions(), seed, humans=self._humans()))

    # ----- going back -------------------------------------------------------------------------

    def take_back_point(self) -> int | None:
        """How many actions the game keeps if the human takes back its last move now (a play,
        declaration, pass or bury, and every computer move after it); None when there is none
        to take back. Only the round in progress: a scored round stands (it is counted)."""
        if self.autopilot or self._game.over:
            return None
        return self._game.last_move_of(HUMAN)

    def replay_point(self) -> int | None:
        """How many actions the game keeps to deal the round in progress again, the same
        cards from its start; None before it has begun or once the game is over."""
        game = self._game
        if self.autopilot or game.over or len(game.actions) == game.round_starts[-1]:
            return None
        return game.round_starts[-1]

    def rewind(self, count: int) -> None:
        """Go back to the game as it was after its first ``count`` actions; the table is
        drawn anew from that state."""
        self.start(self._game.prefix(count))

    def start(self, game: Game, script: Script | None = None) -> None:
        """Replace the current game (new or loaded) and set it going; ``script``: the moves
        arranged in advance for it (a lesson), or none."""
        self._reset()
        self._game = game
        self.script = script
        self.started = True
        self._driver = Driver(game)
        self.snapshot = TableSnapshot(
            game.observation(HUMAN), game.winner, idle=True, position=len(game.actions)
        )
        self.gameStarted.emit()
        if len(game.actions) == game.round_starts[-1] and not game.over:
            # At a deal (a new game, or a round dealt again): the table shows the deal.
            self._enqueue(game.opening_seen(HUMAN))
        self._pump()

    def _reset(self) -> None:
        self.hints.cancel()
        self.ai.cancel_through(self._request_id)
        self._asked = None
        self._step.stop()
        self._step_action = None
        self._queue.clear()
        self._busy = False
        self._awaiting_continue = False
        self._could_declare = False

    def shutdown(self) -> None:
        """Stop everything and end the AI thread (the window calls this when it closes)."""
        self._closed = True
        self._reset()
        self.ai.stop()

    # ----- the event queue --------------------------------------------------------------------

    def _enqueue(self, seen: list[tuple[ev.Event, Observation]]) -> None:
        """Queue the events just made, as the player may see them (each with the game's
        position after the action that made them)."""
        position = len(self._game.actions)
        self._queue.extend((ev.seen_by(event, HUMAN), view, position) for event, view in seen)

    def _handled(self) -> None:
        self._schedule(0, self._pump)

    def _holds(self, event: ev.Event) -> bool:
        if isinstance(event, ev.RoundScored) and not self.auto_continue:
            self._awaiting_continue = True
        return self._awaiting_continue

    def _pump(self) -> None:
        if self._closed or self._awaiting_continue:
            return
        self._release_queued()
        if not self.idle:
            return
        if self._awaiting_continue:
            self.humanTurn.emit("continue")
            return
        self._set_idle(True)
        self._advance()

    @Slot()
    def go_on(self) -> None:
        """The script no longer holds the game where it stands: move it on."""
        if self.idle and not self._awaiting_continue and not self._closed:
            self._advance()

    @Slot()
    def continue_round(self) -> None:
        """The human has read the round summary: on to the next round."""
        if not self._awaiting_continue:
            return
        self._awaiting_continue = False
        self._schedule(0, self._pump)

    def _apply(self, turn: Turn | None, action: Action | None) -> None:
        self.hints.cancel()
        if turn is None:
            assert action is not None
            self._enqueue(self._driver.interject(action, HUMAN))
        else:
            self._enqueue(self._driver.apply_seen(turn, action, HUMAN))
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
        if self._asked is not None or self._step.isActive():
            return
        turn = self._driver.next_turn()
        if turn is None:
            return
        if self.script is not None and self.script.hold(self._game, turn):
            return
        if turn.kind == "draw":
            if not self.autopilot:
                self.humanTurn.emit("declare")
            self._schedule(self._draw_pause(), lambda: self._apply(turn, Draw()))
            return
        seat = turn.seat
        if self.is_computer(seat):
            self._ask(turn)
        elif turn.kind == "declare":
            # The human declares with the controls whenever it likes; the draw goes on.
            self._driver.apply(turn, None)
            self._advance()
        else:
            self.humanTurn.emit(turn.kind)

    def _draw_pause(self) -> int:
        """The pause before the next card is drawn: longer once as a chance to declare opens
        (the table has shown every card drawn so far: what the human sees is what it holds)."""
        can_declare = bool(self.declarations_available())
        opened = can_declare and not self._could_declare
        self._could_declare = can_declare
        if opened and self.declare_pause_ms > 0 and self.script is None:
            self.drawWaits.emit(self.declare_pause_ms)
            return self.declare_pause_ms
        return self.draw_pause_ms

    def _scripted(self) -> Action | None:
        return None if self.script is None else self.script.scripted(self._game)

    def _ask(self, turn: Turn) -> None:
        scripted = self._scripted()
        if scripted is not None:
            # An offer to declare the script does not take up is let go by.
            if turn.kind == "declare" and not self._driver.accepts(turn, scripted):
                scripted = None
            pause = 0 if turn.kind == "declare" else self.ai_pause_ms
            self._schedule(pause, lambda: self._apply_computer(turn, scripted))
            return
        seat = turn.seat
        request_id = self._next_request_id()
        self._asked = (request_id, turn)
        self._request_started = time.monotonic()
        level = self.ai_levels[seat]
        self.thinking.emit(seat, True)
        self.ai.request(
            AiRequest(
                id=request_id,
                seat=seat,
                level=level,
                observation=self._game.observation(seat),
                budget_ms=BUDGET_MS.get(level, BUDGET_MS["normal"]),
                seed=hash((self._game.seed, len(self._game.actions), seat)) & 0xFFFFFFFF,
            )
        )

    def _answered(self, request_id: int) -> Turn | None:
        """The turn this answer is for, or None for a stale one (a new game, load or cancel
        came in between)."""
        if self._asked is None or self._asked[0] != request_id:
            return None
        turn = self._asked[1]
        self._asked = None
        self.thinking.emit(turn.seat, False)
        return turn

    @Slot(int, object)
    def _on_decided(self, request_id: int, action: Action | None) -> None:
        turn = self._answered(request_id)
        if turn is None:
            return
        elapsed_ms = (time.monotonic() - self._request_started) * 1000
        pause = 0 if turn.kind == "declare" else self.ai_pause_ms - elapsed_ms
        self._schedule(int(pause), lambda: self._apply_computer(turn, action))

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        turn = self._answered(request_id)
        if turn is None:
            return
        log.error("computer player failed: %s", message)
        self.ai_failures += 1
        self._apply_computer(turn, None, failed=True)

    def _apply_computer(self, turn: Turn, action: Action | None, failed: bool = False) -> None:
        seat = turn.seat
        if action is None and turn.kind == "last_chance":
            action = Pass(seat)  # a player with nothing to show at its last chance passes
        if not self._driver.accepts(turn, action):
            if not failed:
                self.illegal_ai_actions += 1
                log.error("computer seat %d chose an illegal action %r", seat, action)
            action = self._driver.fallback(turn)
            if failed and action is not None:
                self.computerStandIn.emit(seat)
        self._apply(turn, action)

    # ----- the human's actions ----------------------------------------------------------------

    def _human_turn(self) -> Turn | None:
        """The human's own turn now, once the table has caught up with the game."""
        turn = self._driver.next_turn()
        if turn is None or turn.actor != HUMAN or turn.kind in ("draw", "declare"):
            return None
        return turn

    def _human_action(self, action: Action) -> Verdict:
        """Judged as the table shows it, then by the engine against the live game (which alone
        judges a throw, and may have moved on in the draw)."""
        drawing = isinstance(action, Declare) and self.snapshot.observation.phase == "draw"
        verdict = self._check(action)
        if verdict and not drawing and not self.idle:
            verdict = refuse("not_your_turn")
        if verdict:
            verdict = self._game.is_legal(action)
        if not verdict:
            self.illegalAction.emit(verdict.code)
            return verdict
        if drawing and self._game.round.phase == "draw":
            if self._asked is not None:
                # The drawer being asked decided on a table without this declaration.
                request_id, asked = self._asked
                self.ai.cancel_through(request_id)
                self._asked = None
                self.thinking.emit(asked.seat, False)
            # The next card's draw was scheduled for a table without this declaration; after
            # it the last drawer may answer first, so the next turn is worked out anew.
            self._step.stop()
            self._step_action = None
            self._apply(None, action)
        else:
            self._apply(self._human_turn(), action)
        return verdict

    @Slot(list)
    def declare(self, codes: Sequence[str]) -> Verdict:
        return self._human_action(Declare(HUMAN, cards_of(codes)))

    @Slot()
    def pass_declaration(self) -> Verdict:
        return self._human_action(Pass(HUMAN))

    @Slot(list)
    def bury(self, codes: Sequence[str]) -> Verdict:
        return self._human_action(Bury(HUMAN, cards_of(codes)))

    @Slot(list)
    def play(self, codes: Sequence[str]) -> Verdict:
        return self._human_action(Play(HUMAN, cards_of(codes)))
