"""Turns the controller's events into what the table shows, one event at a time.

Each handler shows its event (usually an animation) and then tells the controller it is done,
which releases the next event. Nothing here changes the game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from tractor_desktop.app.controller import HUMAN, GameController
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.cards import Card, Suit
from tractor_desktop.engine.observation import TrickView
from tractor_desktop.engine.round import TALON_SIZE
from tractor_desktop.engine.trump import Trump, TrumpContext, trump_context
from tractor_desktop.ui.info_bar import InfoBar
from tractor_desktop.ui.models import HandModel, ScoreModel, TrickHistoryModel
from tractor_desktop.ui.names import (
    describe_cards,
    level_name,
    seat_name,
    suit_name,
    trump_text,
)
from tractor_desktop.ui.table_scene import TableScene

DRAW_MS = 60
SHOW_MS = 700
TRICK_PAUSE_MS = 750


def codes(cards: tuple[Card, ...]) -> list[str]:
    return [c.code for c in cards]


class Presenter(QObject):
    message = Signal(str)
    """A line for the message bar."""
    roundOver = Signal(object)
    gameOver = Signal(object)

    def __init__(
        self,
        controller: GameController,
        scene: TableScene,
        hand: HandModel,
        scores: ScoreModel,
        tricks: TrickHistoryModel,
        info: InfoBar,
    ) -> None:
        super().__init__(controller)
        self.controller = controller
        self.scene = scene
        self.hand = hand
        self.scores = scores
        self.tricks = tricks
        self.info = info
        self.level = 2
        self.levels = (2, 2)
        self.starter: int | None = None
        self.ctx: TrumpContext | None = None
        self.history: list[TrickView] = []
        self.current_plays: list[tuple[int, tuple[Card, ...]]] = []
        self.failed_attempt: tuple[tuple[Card, ...], int] | None = None
        c = controller
        c.gameStarted.connect(self.resync)
        handlers: list[tuple[object, Callable[..., None]]] = [
            (c.roundStarted, self.on_round_started),
            (c.cardDrawn, self.on_card_drawn),
            (c.declared, self.on_declared),
            (c.lastChances, self.on_last_chances),
            (c.passed, lambda e: self.done()),
            (c.redealt, self.on_redealt),
            (c.talonRevealed, self.on_talon_revealed),
            (c.trumpSettled, self.on_trump_settled),
            (c.talonPickedUp, self.on_talon_picked_up),
            (c.talonBuried, self.on_talon_buried),
            (c.throwFailed, self.on_throw_failed),
            (c.cardsPlayed, self.on_cards_played),
            (c.trickWon, self.on_trick_won),
            (c.roundScored, self.on_round_scored),
            (c.gameOver, self.on_game_over),
        ]
        for signal, handler in handlers:
            signal.connect(handler)  # type: ignore[attr-defined]
        c.thinking.connect(self.on_thinking)

    def done(self) -> None:
        self.controller.event_handled()

    def later(self, ms: int) -> None:
        self.scene.after(ms, self.done)

    # ----- full resynchronisation (new game, loaded game) -------------------------------------

    def resync(self) -> None:
        """Rebuild the whole table from the human's observation."""
        obs = self.controller.observation(HUMAN)
        self.scene.clear_table()
        self.level, self.levels, self.starter = obs.level, obs.levels, obs.starter
        self.ctx = obs.context() or self._provisional(
            obs.trump.suit.value if obs.trump and obs.trump.suit else None
        )
        self.hand.reset([c.code for c in obs.hand], self.ctx)
        for seat in (1, 2, 3):
            self.scene.give_back(seat, obs.hand_sizes[seat], self.scene.seat_anchor(seat))
        if obs.phase == "draw":
            self.scene.build_pile((obs.draw_remaining or 0) + 8)
            for shown in obs.declarations[-1:]:
                self.scene.show_declaration(shown.seat, [c.code for c in shown.cards])
        if obs.current is not None:
            for i, play in enumerate(obs.current.plays):
                seat = (obs.current.leader + i) % 4
                if seat == HUMAN:
                    items = [self.scene.new_item(code) for code in codes(play)]
                else:
                    items = self.scene.take_backs(seat, codes(play))
                self.scene.play_to_trick(seat, items, lambda: None)
        if obs.phase == "play" and obs.starter is not None:
            buried = [self.scene.new_item(None) for _ in range(TALON_SIZE)]
            self.scene.bury_talon(obs.starter, buried, lambda: None)
        self.current_plays = (
            [((obs.current.leader + i) % 4, p) for i, p in enumerate(obs.current.plays)]
            if obs.current
            else []
        )
        self.history = list(obs.tricks)
        self.tricks.set_tricks(self.history)
        self.scores.clear()
        for scored in self.controller.game.results:
            self.scores.add_round(scored)
        self._update_info(obs.trump is not None and obs.phase != "draw")
        self.info.set_points(obs.opponent_points)
        self.scene.set_points(obs.opponent_points, True)
        self.scene.layout_all(animated=False)

    def _provisional(self, suit: str | None) -> TrumpContext:
        """Sorting during the draw: jokers and trump-rank cards already grouped as trumps."""
        return trump_context(Trump(self.level, Suit(suit) if suit else None), True)

    def _update_info(self, settled: bool) -> None:
        obs = self.controller.observation(HUMAN)
        trump = obs.trump
        self.info.set_trump(
            obs.level,
            trump.suit.value if trump and trump.suit else None,
            settled=settled,
            declared=trump is not None,
        )
        self._show_standing(obs.levels, obs.declarers, obs.starter)

    def _show_standing(
        self, levels: tuple[int, int], declarers: int | None, starter: int | None
    ) -> None:
        """Both levels, the declaring team and the starter, in the info bar and on the seats."""
        self.info.set_levels(levels, declarers)
        for seat, badge in enumerate(self.scene.badges):
            team = seat % 2
            badge.set_state(
                detail=self.tr("level %1").replace("%1", level_name(levels[team])),
                declarer=declarers == team,
                starter=starter == seat,
            )

    # ----- the draw -----------------------------------------------------------------------------

    def on_round_started(self, e: ev.RoundStarted) -> None:
        self.scene.clear_table()
        self.level, self.levels, self.starter = e.level, e.levels, e.starter
        self.ctx = self._provisional(None)
        self.hand.reset([], self.ctx)
        self.history, self.current_plays = [], []
        self.tricks.set_tricks([])
        self.scene.build_pile(108)
        self.info.set_trump(e.level, None, settled=False, declared=False)
        self._show_standing(e.levels, None if e.starter is None else e.starter % 2, e.starter)
        self.info.set_points(0)
        self.scene.set_points(0, True)
        for badge in self.scene.badges:
            badge.set_state(turn=False)
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
                .replace("%3", seat_name(e.starter or 0))
            )
        self.done()

    def on_card_drawn(self, e: ev.CardDrawn) -> None:
        if e.remaining < len(self.scene.pile) - 1 and len(self.scene.pile) > 1:
            self.scene.drop_items([self.scene.pile.pop()])
        if e.seat == HUMAN:
            self.hand.add([e.card.code])
        else:
            self.scene.give_back(e.seat)
        self.later(DRAW_MS)

    def on_declared(self, e: ev.Declared) -> None:
        d = e.declaration
        self.scene.show_declaration(d.seat, [c.code for c in d.cards])
        suit = d.suit.value if d.suit else None
        self.ctx = self._provisional(suit)
        self.hand.resort(self.ctx)
        what = self.tr("no trump (a pair of jokers)") if d.kind == "jokers" else suit_name(suit)
        self.message.emit(
            self.tr("%1 declares %2 with %3.")
            .replace("%1", seat_name(d.seat))
            .replace("%2", what)
            .replace("%3", describe_cards([c.code for c in d.cards]))
        )
        self._update_info(False)
        self.later(SHOW_MS)

    def on_last_chances(self, e: ev.LastChances) -> None:
        self.message.emit(self.tr("All cards are drawn: a last chance to declare, in turn."))
        self.done()

    def on_redealt(self, e: ev.Redealt) -> None:
        self.message.emit(self.tr("Nobody declared: the cards are shuffled and drawn again."))
        self.scene.set_banner(self.tr("Redeal"))
        self.later(SHOW_MS * 2)

    def on_talon_revealed(self, e: ev.TalonRevealed) -> None:
        self.scene.show_overlay([(2, [c.code for c in e.cards])])
        self.message.emit(
            self.tr("Nobody declared: the talon is turned up until it names the trump suit.")
        )

        def finish() -> None:
            self.scene.hide_overlay()
            self.done()

        self.scene.after(SHOW_MS * 3, finish)

    def on_trump_settled(self, e: ev.TrumpSettled) -> None:
        self.starter = e.starter
        self.ctx = trump_context(
            e.trump, self.controller.game.options.no_trump_rank_cards_are_trumps
        )
        self.hand.resort(self.ctx)
        self.scene.set_banner("")
        self._update_info(True)
        suit = e.trump.suit.value if e.trump.suit else None
        self.message.emit(
            self.tr("Trump: %1. %2 starts.")
            .replace("%1", trump_text(e.trump.rank, suit))
            .replace("%2", seat_name(e.starter))
        )
        self.done()

    def on_talon_picked_up(self, e: ev.TalonPickedUp) -> None:
        origin = self.scene.pile[-1].pos() if self.scene.pile else self.scene.centre
        self.scene.drop_items(self.scene.pile)
        self.scene.pile.clear()
        self.scene.clear_declarations()
        if e.seat == HUMAN:
            self.hand.add([c.code for c in e.cards], mark_new=True)
            self.message.emit(self.tr("You pick up the talon: choose 8 cards to bury."))
        else:
            self.scene.give_back(e.seat, len(e.cards), origin)
            self.message.emit(
                self.tr("%1 picks up the talon and buries 8 cards.").replace(
                    "%1", seat_name(e.seat)
                )
            )
        self.later(400)

    def on_talon_buried(self, e: ev.TalonBuried) -> None:
        if e.seat == HUMAN:
            self.hand.remove([c.code for c in e.cards])
            items = self.scene.take_leaving([c.code for c in e.cards])
            self.hand.clear_new()
        else:
            items = self.scene.take_backs(e.seat, [None] * len(e.cards))  # type: ignore[list-item]
        self.scene.bury_talon(e.seat, items, self.done)

    # ----- tricks -------------------------------------------------------------------------------

    def on_throw_failed(self, e: ev.ThrowFailed) -> None:
        block = e.blocks[0]
        self.failed_attempt = (e.attempted, e.penalty)
        self.message.emit(
            self.tr("%1 tried %2, but %3 can beat %4 with %5: only %6 is led. Penalty: %7 points.")
            .replace("%1", seat_name(e.seat))
            .replace("%2", describe_cards(codes(e.attempted)))
            .replace("%3", seat_name(block.seat))
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
            self.done()

        self.scene.after(SHOW_MS * 2, finish)

    def on_cards_played(self, e: ev.CardsPlayed) -> None:
        if e.leads:
            self.current_plays = []
        self.current_plays.append((e.seat, e.cards))
        played = codes(e.cards)
        if e.seat == HUMAN:
            self.hand.remove(played)
            items = self.scene.take_leaving(played)
        else:
            items = self.scene.take_backs(e.seat, played)
        for _seat, badge in enumerate(self.scene.badges):
            badge.set_state(turn=False)
        self.scene.play_to_trick(e.seat, items, self.done)

    def on_trick_won(self, e: ev.TrickWon) -> None:
        leader = self.current_plays[0][0] if self.current_plays else e.winner
        failed = self.failed_attempt
        self.history.append(
            TrickView(
                leader=leader,
                plays=tuple(p for _, p in self.current_plays),
                winner=e.winner,
                points=e.points,
                failed_attempt=failed[0] if failed else None,
                failed_penalty=failed[1] if failed else 0,
            )
        )
        self.failed_attempt = None
        self.tricks.set_tricks(self.history)
        self.info.set_points(e.opponent_points)
        if e.opponents_score and e.points:
            self.message.emit(
                self.tr("%1 wins the trick: +%2 for the opponents.")
                .replace("%1", seat_name(e.winner))
                .replace("%2", str(e.points))
            )
        else:
            self.message.emit(self.tr("%1 wins the trick.").replace("%1", seat_name(e.winner)))

        def gather() -> None:
            to_points = e.opponents_score and e.points > 0
            if to_points:
                self.scene.flash_points(e.points)
            self.scene.gather_trick(e.winner, to_points, finish)

        def finish() -> None:
            self.scene.set_points(e.opponent_points, True)
            self.done()

        self.scene.after(TRICK_PAUSE_MS, gather)

    def on_round_scored(self, e: ev.RoundScored) -> None:
        self.scene.reveal_talon([c.code for c in e.talon])
        self.scores.add_round(e)
        self.info.set_points(e.result.opponent_total)
        self.roundOver.emit(e)
        self.done()

    def on_game_over(self, e: ev.GameOver) -> None:
        self.gameOver.emit(e)
        self.done()

    def on_thinking(self, seat: int, on: bool) -> None:
        badge = self.scene.badges[seat]
        if not on:
            badge.set_state(thinking=False)
            return
        badge.set_state(turn=self.controller.game.round.phase in ("play", "bury"))
        # Show the indicator only when a decision takes a while.
        QTimer.singleShot(
            300, lambda: badge.set_state(thinking=self.controller.waiting_for_computer)
        )
