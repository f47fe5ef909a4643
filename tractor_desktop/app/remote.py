"""A table served over the network, as the window's controller: the same signals and the same
snapshot as ``GameController``, fed by the server's messages instead of an engine game.

The server is the only one who knows every hand; this side knows only the seat's observations
and the events as the seat may know them. Both are turned so that the player sits at seat 0
(``net.viewpoint``), as at a solo table, so the table, the presenter and the controls draw a
network game exactly as a solo one. The events are released to the UI one at a time, as the
solo controller does: the UI calls ``event_handled`` when it has shown one.
"""

from __future__ import annotations

import dataclasses
import itertools
import logging
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from tractor_desktop.app.ai_worker import AiThread
from tractor_desktop.app.hints import Hints, hintable
from tractor_desktop.app.net_link import NetLink
from tractor_desktop.app.snapshot import TableSnapshot
from tractor_desktop.app.table_controller import HUMAN
from tractor_desktop.app.table_signals import TableSignals, cards_of
from tractor_desktop.engine.actions import Action, Bury, Declare, Pass, Play
from tractor_desktop.engine.game import Game, GameFormatError
from tractor_desktop.engine.observation import Observation, empty_view
from tractor_desktop.engine.verdict import Verdict, refuse
from tractor_desktop.net.protocol import PROTOCOL_VERSION
from tractor_desktop.net.viewpoint import (
    seat_from_view,
    seat_to_view,
    turned_event,
    turned_observation,
)
from tractor_desktop.net.wire_events import WireEventError, event_from_json

log = logging.getLogger(__name__)

NOT_SEATED = frozenset(
    {"no_such_room", "room_full", "game_started", "seat_taken", "bad_token", "not_seated"}
)
"""Refusals that leave this window at no seat (a join, a watch or a rejoin refused)."""
FLOODED_RETRY_MS = 250
"""After a message the server dropped for its rate (``flooding``: 20 a second, 40 at once),
the wait before the player may send again: the server's bucket has room by then."""
_finishing: set[NetLink] = set()
"""Links closed whose thread has not ended yet."""


@dataclasses.dataclass(frozen=True)
class SeatInfo:
    """One seat as the lobby tells it, at the player's own numbering (0 is the player)."""

    seat: int
    name: str
    kind: str | None
    """"human", "computer", or None for an empty seat before the start."""
    level: str | None
    connected: bool | None
    covered: bool
    vacant: bool = False
    """A person left it after the start: the next one who joins takes it from the computer."""

    @property
    def played_by_computer(self) -> bool:
        return self.kind == "computer" or self.covered


class RemoteController(TableSignals):
    """One seat (or a spectator's chair) at a served table."""

    # What only a network table says.
    joined = Signal(str, int)
    """The room's code and the player's seat (at the server's numbering, for the record)."""
    lobbyChanged = Signal()
    chatReceived = Signal(int, str, str, str)
    """Seat (the player's numbering), name, text (plain), quick message code ("" for text)."""
    nudged = Signal(int)
    """Someone (a seat) asks the player to move."""
    timerStarted = Signal(int, int)
    """The seat whose turn is timed, and its seconds."""
    linkChanged = Signal(str, str)
    """The link's state (``NetLink.state``)."""
    problem = Signal(str)
    """The server refused something, in its code (an ``error`` message other than a play's)."""
    notice = Signal(str)
    """The server tells news about the table, in its code (``NOTICES``: the table is not being
    saved, or saved again); never a refusal: the window's seat and game stay as they are."""

    def __init__(
        self, url: str, first: dict[str, Any], parent: QObject | None = None, *, link: Any = None
    ) -> None:
        super().__init__(parent)
        self.url = url
        self.spectator = first.get("type") == "watch"
        self.room: str | None = None
        self.seat: int | None = None
        """The player's seat at the server's numbering (0 for a spectator's chair)."""
        self.token: str | None = None
        self.host: int | None = None
        self.started = False
        self.seats: list[SeatInfo] = []
        self.turn_seconds = 0
        self.log: dict[str, Any] | None = None
        """The game's ``{options, seed, actions}``, told by the server once it is over."""
        self.snapshot = TableSnapshot(empty_view())
        self.have_view = False
        self._settled = True
        self._sent = False
        self._seq = 0
        self._hints: Hints | None = None
        self._hint_ai: AiThread | None = None
        self.link_state = "connecting"
        """The link's last state (``NetLink.state``)."""
        self.refused: str | None = None
        """The code the server refused this window's seat with (a join, a watch, a rejoin):
        the window then sits nowhere until it is opened again."""
        self._here = False
        """The server has seated this window (``joined``, ``watching``) on the link now open:
        after a drop, nothing is the player's to do until the rejoin is answered."""
        self.link = link if link is not None else NetLink(url, first)
        if self.spectator:
            self.link.resume = first
        self.link.received.connect(self.receive)
        self.link.state.connect(self._link_state)

    def connect_now(self) -> None:
        self.link.start()

    @property
    def connection(self) -> str:
        """Where the window stands: "connecting", "seated", "watching", "refused" (see
        ``refused``), "lost" (connecting again), "failed" or "closed"."""
        if self.refused is not None:
            return "refused"
        if self.link_state in ("lost", "failed", "closed"):
            return self.link_state
        if self._here and self.link_state == "open":
            return "watching" if self.spectator else "seated"
        return "connecting"

    @property
    def live(self) -> bool:
        """The player sits at the table now, connected: only then may they act or ask a hint."""
        return self.connection == "seated"

    @Slot(str, str)
    def _link_state(self, state: str, detail: str) -> None:
        self.link_state = state
        if state != "open":
            self._here = False
        # What the player may do changes with the link: nothing while it is not open. The
        # controls are told first, so that whoever hears of the link sees them as they are.
        self._set_idle(self._ready())
        self.linkChanged.emit(state, detail)

    # ----- the table's surface (TableController) ----------------------------------------------

    @property
    def me(self) -> int:
        return self.seat or 0

    def finished_game(self) -> Game:
        """The finished game, every hand in it, from the server's record (told at the end);
        GameFormatError if there is none or it cannot be read."""
        if self.log is None:
            raise GameFormatError("the game is not over")
        return Game.from_dict(self.log)

    def _may_act(self) -> bool:
        """Seated, connected, and nothing sent that the server has not answered yet."""
        return self.live and not self._sent

    def _mine_now(self) -> Observation | None:
        """The view shown, if the player may act on it (everything shown, nothing sent)."""
        if not self._may_act() or not self._settled or not self.idle:
            return None
        return self.snapshot.observation

    def request_hint(self) -> None:
        """As the solo table's: Hard's hint, searched in a players' process of this window's."""
        obs = hintable(self._mine_now())
        if obs is None:
            return
        if self._hints is None:
            self._hint_ai = AiThread(self)
            ids = itertools.count(1)
            self._hints = Hints(
                self._hint_ai,
                lambda: next(ids),
                self,
                still=lambda asked: asked is self.snapshot.observation,
            )
            self._hints.ready.connect(self.hinted)
        self._hints.ask(obs, self._seq & 0xFFFFFFFF)

    @Slot(list)
    def declare(self, codes: Sequence[str]) -> Verdict:
        return self._act(Declare(HUMAN, cards_of(codes)), {"declare": list(codes)})

    @Slot()
    def pass_declaration(self) -> Verdict:
        return self._act(Pass(HUMAN), {"declare": None})

    @Slot(list)
    def bury(self, codes: Sequence[str]) -> Verdict:
        return self._act(Bury(HUMAN, cards_of(codes)), {"bury": list(codes)})

    @Slot(list)
    def play(self, codes: Sequence[str]) -> Verdict:
        return self._act(Play(HUMAN, cards_of(codes)), {"play": list(codes)})

    def _act(self, action: Action, message: dict[str, Any]) -> Verdict:
        drawing = isinstance(action, Declare)
        verdict = self._check(action)
        if verdict and not drawing and not self.idle:
            verdict = refuse("not_your_turn")
        if not verdict:
            self.illegalAction.emit(verdict.code)
            return verdict
        self._sent = True  # nothing more until the server answers
        # The view it answers: a repeat of the message (a resend after a drop) is refused.
        self.link.send({**message, "seq": self._seq})
        self.stateChanged.emit()
        return verdict

    def shutdown(self) -> None:
        if self._closed:
            return
        self._closed = True
        if self._hint_ai is not None:
            self._hint_ai.stop()
        self.link.close()
        if not self.link.wait(3000):
            # Still finishing (a close handshake): kept alive until it ends, never destroyed
            # while it runs.
            _finishing.add(self.link)
            self.link.finished.connect(lambda link=self.link: _finishing.discard(link))

    # ----- what only a network table does -----------------------------------------------------

    def start_game(self) -> None:
        self.link.send({"type": "start"})

    def say(self, text: str) -> None:
        text = " ".join(text.split())[:500]
        if text:
            self.link.send({"type": "chat", "text": text})

    def say_quick(self, code: str) -> None:
        self.link.send({"type": "chat", "quick": code})

    def nudge(self) -> None:
        self.link.send({"type": "nudge"})

    def leave(self) -> None:
        if not self.spectator:
            self.link.send({"type": "leave"})

    def sit(self, seat: int) -> None:
        """Move to the free seat ``seat`` (the player's numbering) before the start."""
        if self.live and not self.started:
            self.link.send({"type": "sit", "seat": seat_from_view(seat, self.me)})

    @property
    def is_host(self) -> bool:
        return self.seat is not None and self.seat == self.host and not self.spectator

    # ----- the server's messages --------------------------------------------------------------

    @Slot(object)
    def receive(self, message: dict[str, Any]) -> None:
        if self._closed:
            return
        try:
            self._receive(message)
        except (KeyError, TypeError, ValueError, WireEventError) as bad:
            # A server of another version, or a broken one: said once, the game kept as shown.
            log.warning("a message this version cannot read: %s", bad)
            self.problem.emit("bad_server_message")

    def _receive(self, message: dict[str, Any]) -> None:
        if "error" in message:
            self._refused(str(message["error"]), message.get("reason"))
            return
        kind = message.get("type")
        if kind == "welcome":
            if message.get("protocol") != PROTOCOL_VERSION:
                self.problem.emit("other_protocol")
        elif kind == "joined":
            self.room, self.seat, self.token = message["room"], message["seat"], message["token"]
            self.link.resume = {"type": "rejoin", "room": self.room, "token": self.token}
            self.refused, self._here = None, True
            self.joined.emit(str(self.room), int(message["seat"]))
            self.stateChanged.emit()
        elif kind == "watching":
            self.room, self.seat = str(message["room"]), 0
            self.refused, self._here = None, True
            self.joined.emit(self.room, 0)
            self.stateChanged.emit()
        elif kind == "left":
            self.seat, self._here = None, False
            self.stateChanged.emit()
        elif kind == "lobby":
            self._lobby(message)
        elif kind == "observation":
            self._observation(message)
        elif kind == "game_over":
            log_ = message.get("log")
            self.log = log_ if isinstance(log_, dict) else None
            self.stateChanged.emit()
        elif kind == "chat":
            seat = seat_to_view(int(message["seat"]), self.me)
            quick = message.get("quick")
            text = "" if quick is not None else str(message.get("text", ""))[:500]
            name = str(message.get("name", ""))[:24]
            self.chatReceived.emit(seat, name, text, str(quick or ""))
        elif kind == "nudge":
            self.nudged.emit(seat_to_view(int(message["seat"]), self.me))
        elif kind == "timer":
            seat = seat_to_view(int(message["seat"]), self.me)
            self.timerStarted.emit(seat, int(message["seconds"]))
        elif kind == "notice":
            code = message["code"]
            if not isinstance(code, str):
                raise TypeError("a notice's code is text")
            self.notice.emit(code[:40])
        # round_over, left and anything newer: the events say it all

    def _refused(self, code: str, reason: object) -> None:
        if code == "illegal_action" and isinstance(reason, str):
            self._sent = False
            self.illegalAction.emit(reason)
            self._turn_again()
        elif code in ("not_your_turn", "wrong_phase", "stale"):
            self._sent = False
            self.illegalAction.emit(code)
            self._turn_again()
        elif code == "flooding":
            # The server let a message go unread (faster than its rate): a move sent is not
            # made, so the player is offered the turn again once the server's bucket has
            # filled (waiting on an answer that never comes would stall the table for ever).
            if self._sent:
                QTimer.singleShot(FLOODED_RETRY_MS, self, self._offer_again)
            self.problem.emit(code)
        else:
            if (code in NOT_SEATED and not self._here) or code == "bad_token":
                # The window sits nowhere now; a seat taken back on another connection (an
                # old link replaced by a rejoin) is not fought for again from here.
                self.refused, self._here = code, False
                if code == "bad_token":
                    self.link.resume = None
                self.lobbyChanged.emit()
                self._set_idle(False)
            self.problem.emit(code)

    def _offer_again(self) -> None:
        if self._sent and not self._closed:
            self._sent = False
            self.stateChanged.emit()
            self._turn_again()

    def _lobby(self, message: dict[str, Any]) -> None:
        me = self.me
        seats: list[SeatInfo | None] = [None] * 4
        for raw in message["seats"]:
            seat = seat_to_view(int(raw["seat"]), me)
            seats[seat] = SeatInfo(
                seat=seat,
                name=" ".join(str(raw.get("name") or "").split())[:24],
                kind=raw.get("kind") if raw.get("kind") in ("human", "computer") else None,
                level=str(raw["level"]) if raw.get("level") else None,
                connected=raw.get("connected") if isinstance(raw.get("connected"), bool) else None,
                covered=bool(raw.get("covered")),
                vacant=raw.get("vacant") is True,
            )
        if any(s is None for s in seats):
            raise ValueError("a lobby of four seats")
        self.seats = [s for s in seats if s is not None]
        host = message.get("host")
        self.host = int(host) if isinstance(host, int) else None
        self.started = bool(message.get("started"))
        self.turn_seconds = int(message.get("turn_seconds") or 0)
        self.lobbyChanged.emit()

    def _observation(self, message: dict[str, Any]) -> None:
        seq = int(message["seq"])
        if self._seq and seq != self._seq + 1:
            # A message was lost on the way: this one's view is whole, the table is drawn from
            # it at once (its event belongs to a table this side never saw).
            self.have_view = False
        self._seq = seq
        view = turned_observation(Observation.from_json(message["observation"]), self.me)
        self._settled = not message.get("more", False)
        self._sent = False
        raw_event = message.get("event")
        if raw_event is None or not self.have_view:
            # A whole view (the start, a rejoin, a sync): the table is drawn from it at once,
            # its score sheet too.
            self._queue.clear()
            self._busy = False
            self.snapshot = TableSnapshot(view, idle=self._ready())
            self.have_view = True
            self.gameStarted.emit()
            self._caught_up()
            return
        event = turned_event(event_from_json(raw_event), self.me)
        self._queue.append((event, view, 0))
        self._handled()

    def _handled(self) -> None:
        self._release_queued()
        if self.idle:
            self._caught_up()

    def _caught_up(self) -> None:
        """Everything received is shown: the player's turn, if the table waits for it."""
        self._set_idle(self._ready())
        self._turn_again()

    def _ready(self) -> bool:
        """The snapshot's ``idle``, which the controls read as "the table waits for you": every
        event is shown, and the player sits at the table (never a spectator, never while the
        link is down or the seat was refused)."""
        return self._settled and self.live

    def _turn_again(self) -> None:
        obs = self._mine_now()
        if obs is None:
            return
        if obs.phase == "draw" and obs.last_chance and obs.to_act == HUMAN:
            self.humanTurn.emit("last_chance")
        elif obs.phase in ("bury", "play") and obs.to_act == HUMAN:
            self.humanTurn.emit(obs.phase)
        elif obs.phase == "draw":
            self.humanTurn.emit("declare")
