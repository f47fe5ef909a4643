"""Turns the controller's events into what the table shows, one event at a time.

Every handler shows its event from the event itself and the snapshot the controller published
with it (the human seat's view as of that event); nothing here keeps a copy of the game. Each
handler runs inside the animator's ``showing()``: when everything it started has come to rest,
the animator goes idle and the controller is told, so no handler can forget to report.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from tractor_desktop.app.snapshot import TableSnapshot
from tractor_desktop.app.table_controller import HUMAN, TableController
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.cards import PACK_SIZE, TALON_SIZE, codes
from tractor_desktop.engine.observation import Observation
from tractor_desktop.engine.trump import Trump, TrumpContext, trump_context
from tractor_desktop.ui.hand_model import HandModel
from tractor_desktop.ui.history_models import ScoreModel, TrickHistoryModel
from tractor_desktop.ui.info_bar import InfoBar
from tractor_desktop.ui.names import (
    describe_cards,
    level_name,
    seat_name,
    suit_name,
    trump_text,
    we_collect,
)
from tractor_desktop.ui.table_scene import TableScene

DRAW_MS = 60
SHOW_MS = 700
TRICK_PAUSE_MS = 750
PICK_UP_MS = 400
THINKING_SHOWN_AFTER_MS = 300
"""A decision quicker than this shows no thinking marker (UX.md)."""


def sorting(obs: Observation) -> TrumpContext:
    """How the human's hand is sorted: by the round's trump once known; during the draw, by the
    suit declared so far, with jokers and trump-rank cards already grouped as trumps."""
    return obs.context() or trump_context(
        Trump(obs.level, obs.trump.suit if obs.trump else None), True
    )


class Presenter(QObject):
    message = Signal(str)
    """A line for the message bar."""
    roundOver = Signal(object)
    gameOver = Signal(object)

    def __init__(
        self,
        controller: TableController,
        scene: TableScene,
        hand: HandModel,
        scores: ScoreModel,
        tricks: TrickHistoryModel,
        info: InfoBar,
    ) -> None:
        super().__init__(scene)
        self.controller = controller
        self.scene = scene
        self.animator = scene.animator
        self.hand = hand
        self.scores = scores
        self.tricks = tricks
        self.info = info
        self.seat_name: Callable[[int], str] = seat_name
        """How the messages name a seat: "South (you)" at one's own table, the chair alone for a
        spectator (``names.chair_name``)."""
        self.trick_points: Callable[[bool | None], str] | None = None
        """For a spectator: "%1 wins the trick: +%2 for" a team by its chairs (from South's
        side ``ours``), not "for us"/"for them"; set by the network window, as ``seat_name``."""
        self._showing = False
        self._thinking: set[int] = set()
        """The computer seats deciding now."""
        self._handlers: dict[type, Callable[..., None]] = {
            ev.RoundStarted: self.on_round_started,
            ev.CardDrawn: self.on_card_drawn,
            ev.Declared: self.on_declared,
            ev.LastChances: self.on_last_chances,
            ev.Passed: lambda e: None,
            ev.Redealt: self.on_redealt,
            ev.TalonRevealed: self.on_talon_revealed,
            ev.TrumpSettled: self.on_trump_settled,
            ev.TalonPickedUp: self.on_talon_picked_up,
            ev.TalonBuried: self.on_talon_buried,
            ev.ThrowFailed: self.on_throw_failed,
            ev.CardsPlayed: self.on_cards_played,
            ev.TrickWon: self.on_trick_won,
            ev.RoundScored: self.on_round_scored,
            ev.GameOver: self.on_game_over,
        }
        controller.gameStarted.connect(self.resync)
        controller.released.connect(self.present)
        controller.thinking.connect(self.on_thinking)
        self.animator.idle.connect(self._shown)

    @property
    def snapshot(self) -> TableSnapshot:
        return self.controller.snapshot

    @property
    def obs(self) -> Observation:
        return self.controller.snapshot.observation

    def present(self, event: ev.Event) -> None:
        """Show one released event; the controller hears when it has come to rest."""
        self._showing = True
        with self.animator.showing():
            self._handlers[type(event)](event)
            self._show_turn()

    def _shown(self) -> None:
        if self._showing:
            self._showing = False
            self.controller.event_handled()

    def pause(self, ms: int) -> None:
        """The table holds still a moment, so that the event can be seen."""
        self.animator.after(ms, lambda: None)

    # ----- the whole table from the snapshot (new game, loaded game) --------------------------

    def resync(self) -> None:
        obs = self.obs
        scene = self.scene
        scene.clear_table()
        self.hand.reset(codes(obs.hand), sorting(obs))
        for seat in (1, 2, 3):
            scene.give_backs(seat, obs.hand_sizes[seat], scene.seat_anchor(seat))
        if obs.phase == "draw":
            scene.build_pack((obs.draw_remaining or 0) + TALON_SIZE)
            for shown in obs.declarations[-1:]:
                scene.show_declaration(shown.seat, codes(shown.cards))
        if obs.current is not None:
            for i, play in enumerate(obs.current.plays):
                seat = (obs.current.leader + i) % 4
                items = [scene.new_item(c, at=scene.seat_anchor(seat)) for c in codes(play)]
                scene.play_to_trick(seat, items)
        if obs.phase == "play" and obs.starter is not None:
            buried = [scene.new_item(None) for _ in range(TALON_SIZE)]
            scene.bury_talon(obs.starter, buried)
        self.tricks.set_tricks(obs.tricks)
        self.scores.show_rounds(self.snapshot.results)
        self._update_info()
        self._show_points(obs.opponent_points)
        scene.layout_all(animated=False)
        self._show_turn()

    def _update_info(self, settled: bool | None = None) -> None:
        """Trump, levels, declarers and starter; the trump is "so far" until it is settled."""
        obs = self.obs
        trump = obs.trump
        if settled is None:
            settled = trump is not None and obs.phase != "draw"
        self.info.set_trump(
            obs.level,
            trump.suit.value if trump and trump.suit else None,
            settled=settled,
            declared=trump is not None,
        )
        self.info.set_levels(obs.levels, obs.declarers)
        for seat, badge in enumerate(self.scene.badges):
            team = seat % 2
            badge.set_state(
                detail=self.tr("level %1").replace("%1", level_name(obs.levels[team])),
                declarer=obs.declarers == team,
                starter=obs.starter == seat,
            )
            marks = []
            if obs.declarers == team:
                marks.append(self.tr("★ declarers: this side's level is played and moves"))
            if obs.starter == seat:
                marks.append(self.tr("▶ starter: picks up the talon and leads the first trick"))
            badge.setToolTip("\n".join(marks))

    def _ours(self) -> bool | None:
        return we_collect(self.obs.declarers, HUMAN)

    def _show_points(self, points: int) -> None:
        ours = self._ours()
        self.info.set_points(points, ours)
        self.scene.set_points(points, ours, shown=self.obs.phase != "draw")

    def _show_turn(self) -> None:
        """The soft highlight on the seat the game waits for, as of the event shown."""
        obs = self.obs
        waiting = obs.to_act if obs.phase in ("bury", "play") or obs.last_chance else None
        for seat, badge in enumerate(self.scene.badges):
            badge.set_state(turn=seat == waiting)

    # ----- the draw -----------------------------------------------------------------------------

    def on_round_started(self, e: ev.RoundStarted) -> None:
        self.scene.clear_table()
        self.hand.reset([], sorting(self.obs))
        self.tricks.set_tricks([])
        self.scene.build_pack(PACK_SIZE)
        self._update_info()
        self._show_points(0)
        if e.number == 0:
            self.message.emit(
                self.tr("A new game: trumps are %1s. Declare while the cards are drawn.").replace(
                    "%1", level_name(e.level)
                )
            )
        else:
            self.message.emit(
                self.tr("Round %1: the trump rank is %2; %3 starts.")
                .replace("%1", str(e.number + 1))
                .replace("%2", level_name(e.level))
                .replace("%3", self.seat_name(e.starter or 0))
            )

    def on_card_drawn(self, e: ev.CardDrawn) -> None:
        self.scene.shrink_pack(e.remaining)
        if e.seat == HUMAN:
            # A spectator's chair sees no hand: seat 0's cards show as it plays them.
            if e.card is not None:
                self.hand.add([e.card.code])
        else:
            self.scene.give_backs(e.seat)
        self.pause(DRAW_MS)

    def on_declared(self, e: ev.Declared) -> None:
        d = e.declaration
        self.scene.show_declaration(d.seat, codes(d.cards))
        self.hand.resort(sorting(self.obs))
        suit = d.suit.value if d.suit else None
        what = self.tr("no trump (a pair of jokers)") if d.kind == "jokers" else suit_name(suit)
        self.message.emit(
            self.tr("%1 declares %2 with %3.")
            .replace("%1", self.seat_name(d.seat))
            .replace("%2", what)
            .replace("%3", describe_cards(codes(d.cards)))
        )
        self._update_info()
        self.pause(SHOW_MS)

    def on_last_chances(self, e: ev.LastChances) -> None:
        self.message.emit(self.tr("All cards are drawn: a last chance to declare, in turn."))

    def on_redealt(self, e: ev.Redealt) -> None:
        self.message.emit(self.tr("Nobody declared: the cards are shuffled and drawn again."))
        self.scene.set_banner(self.tr("Redeal"))
        self.pause(SHOW_MS * 2)

    def on_talon_revealed(self, e: ev.TalonRevealed) -> None:
        self.scene.show_overlay([(2, codes(e.cards))])
        self.message.emit(
            self.tr("Nobody declared: the talon is turned up until it names the trump suit.")
        )
        self.animator.after(SHOW_MS * 3, self.scene.hide_overlay)

    def on_trump_settled(self, e: ev.TrumpSettled) -> None:
        self.hand.resort(sorting(self.obs))
        self.scene.set_banner("")
        self._update_info(settled=True)
        suit = e.trump.suit.value if e.trump.suit else None
        self.message.emit(
            self.tr("Trump: %1. %2 starts.")
            .replace("%1", trump_text(e.trump.rank, suit))
            .replace("%2", self.seat_name(e.starter))
        )

    def on_talon_picked_up(self, e: ev.TalonPickedUp) -> None:
        origin = self.scene.pack_top()
        self.scene.take_pack()
        self.scene.clear_declarations()
        self._show_points(0)  # the points count from here on, where North's declaration lay
        if e.seat == HUMAN and e.cards:
            self.hand.add(codes(e.cards), mark_new=True)
            self.message.emit(self.tr("You pick up the talon: choose 8 cards to bury."))
        else:
            if e.seat != HUMAN:  # (seat 0 at a spectator's table has no hand to show them in)
                self.scene.give_backs(e.seat, TALON_SIZE, origin)
            self.message.emit(
                self.tr("%1 picks up the talon and buries 8 cards.").replace(
                    "%1", self.seat_name(e.seat)
                )
            )
        self.pause(PICK_UP_MS)

    def on_talon_buried(self, e: ev.TalonBuried) -> None:
        if e.seat == HUMAN and e.cards:
            self.hand.remove(codes(e.cards))
            items = self.scene.take_leaving(codes(e.cards))
            self.hand.clear_new()
        elif e.seat == HUMAN:  # a spectator's chair: the talon goes down unseen
            items = [self.scene.new_item(None) for _ in range(TALON_SIZE)]
        else:
            items = self.scene.take_backs(e.seat, [None] * TALON_SIZE)
        self.scene.bury_talon(e.seat, items)

    # ----- tricks -------------------------------------------------------------------------------

    def on_throw_failed(self, e: ev.ThrowFailed) -> None:
        block = e.blocks[0]
        self.message.emit(
            self.tr("%1 tried %2, but %3 can beat %4 with %5: only %6 is led. Penalty: %7 points.")
            .replace("%1", self.seat_name(e.seat))
            .replace("%2", describe_cards(codes(e.attempted)))
            .replace("%3", self.seat_name(block.seat))
            .replace("%4", describe_cards(codes(block.unit.cards)))
            .replace("%5", describe_cards(codes(block.cards)))
            .replace("%6", describe_cards(codes(e.led)))
            .replace("%7", str(abs(e.penalty)))
        )
        # As at a real table: the attempt is shown, and the cards that beat it.
        self.scene.show_overlay([(e.seat, codes(e.attempted)), (block.seat, codes(block.cards))])
        self.scene.set_banner(self.tr("Top cards beaten!"))

        def finish() -> None:
            self.scene.hide_overlay()
            self.scene.set_banner("")

        self.animator.after(SHOW_MS * 2, finish)

    def on_cards_played(self, e: ev.CardsPlayed) -> None:
        played = codes(e.cards)
        self._tell_play(e.seat, played)
        if e.seat == HUMAN:
            self.hand.remove(played)
            items = self.scene.take_leaving(played)
            # What stays of the selection is a failed throw's cards, back in the hand: they
            # are not chosen for the next trick.
            self.hand.clear_selection()
        else:
            items = self.scene.take_backs(e.seat, played)
        self.scene.play_to_trick(e.seat, items)

    def _tell_play(self, seat: int, played: list[str]) -> None:
        """What was just played, so that the line never says "Your lead." while North plays,
        nor "North wins the trick." into the next one. A failed throw's explanation stands
        while its forced lead is played."""
        trick = self.obs.current
        leads = trick is not None and len(trick.plays) == 1
        if leads and trick is not None and trick.failed_attempt is not None:
            return
        cards = describe_cards(played)
        if seat == HUMAN and self.seat_name is seat_name:  # one's own seat (not a spectator's)
            text = self.tr("You lead %1.") if leads else self.tr("You play %1.")
            self.message.emit(text.replace("%1", cards))
            return
        text = self.tr("%1 leads %2.") if leads else self.tr("%1 plays %2.")
        self.message.emit(text.replace("%1", self.seat_name(seat)).replace("%2", cards))

    def on_trick_won(self, e: ev.TrickWon) -> None:
        self.tricks.set_tricks(self.obs.tricks)
        ours = self._ours()
        self.info.set_points(e.opponent_points, ours)
        if e.opponents_score and e.points:
            text = (
                self.trick_points(ours)
                if self.trick_points is not None
                else self.tr("%1 wins the trick: +%2 for us.")
                if ours
                else self.tr("%1 wins the trick: +%2 for them.")
            )
            winner = self.seat_name(e.winner)
            self.message.emit(text.replace("%1", winner).replace("%2", str(e.points)))
        else:
            self.message.emit(self.tr("%1 wins the trick.").replace("%1", self.seat_name(e.winner)))
        to_points = e.opponents_score and e.points > 0

        def gather() -> None:
            if to_points:
                self.scene.flash_points(e.points)
            self.scene.gather_trick(
                e.winner, to_points, lambda: self.scene.set_points(e.opponent_points, ours)
            )

        self.animator.after(TRICK_PAUSE_MS, gather)

    def on_round_scored(self, e: ev.RoundScored) -> None:
        self.scene.reveal_talon(codes(e.talon))
        self.scores.show_rounds(self.snapshot.results)
        self.info.set_points(e.result.opponent_total, self._ours())
        self.roundOver.emit(e)

    def on_game_over(self, e: ev.GameOver) -> None:
        self.gameOver.emit(e)

    def on_thinking(self, seat: int, on: bool) -> None:
        badge = self.scene.badges[seat]
        (self._thinking.add if on else self._thinking.discard)(seat)
        if not on:
            badge.set_state(thinking=False)
            return
        # Shown only when the decision takes a while, and only if this seat is still the one
        # being asked by then.
        QTimer.singleShot(
            THINKING_SHOWN_AFTER_MS,
            self,
            lambda: badge.set_state(thinking=seat in self._thinking),
        )
