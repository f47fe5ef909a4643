"""The row under the table and the table's keys: what the human may do now (declare, pass, play,
bury, hint, last trick), the message line and the not-saved mark."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from tractor_desktop.app.settings import Preferences
from tractor_desktop.app.table_controller import HUMAN, TableController
from tractor_desktop.engine.cards import card
from tractor_desktop.engine.combos import classify
from tractor_desktop.engine.observation import Observation
from tractor_desktop.ui.eliding_button import ElidingButton
from tractor_desktop.ui.hand_model import HandModel, SelectedRole
from tractor_desktop.ui.message_line import MessageLine
from tractor_desktop.ui.names import declaration_text, describe_cards, seat_name
from tractor_desktop.ui.plurals import bury_label, play_label
from tractor_desktop.ui.presenter import Presenter
from tractor_desktop.ui.refusals import refusal_text
from tractor_desktop.ui.table_scene import TableScene
from tractor_desktop.ui.table_view import TableView

# The texts are translated in the "MainWindow" context, where they were first written, so that
# the translations already in the .ts files keep applying; the texts with a count are in
# ``plurals``.


class TableControls(QWidget):
    """The controls row; it also takes the table's keys and the drops and clicks on the hand."""

    def __init__(
        self,
        controller: TableController,
        prefs: Preferences,
        hand: HandModel,
        scene: TableScene,
        view: TableView,
        presenter: Presenter,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.prefs = prefs
        self.hand = hand
        self.scene = scene
        self.view = view
        self.presenter = presenter
        self.turn = ""
        self._build()
        self._connect()
        view.installEventFilter(self)
        self.update_controls()  # nothing to press before the table has a game

    def _build(self) -> None:
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        self.message_label = MessageLine()
        self.message_label.setAccessibleName(QCoreApplication.translate("MainWindow", "Messages"))
        row.addWidget(self.message_label, 1)
        self.declare_box = QHBoxLayout()
        row.addLayout(self.declare_box)
        self.pass_button = QPushButton(QCoreApplication.translate("MainWindow", "No declaration"))
        self.pass_button.setVisible(False)
        row.addWidget(self.pass_button)
        self.unsaved_label = QLabel("⚠ " + QCoreApplication.translate("MainWindow", "Not saved"))
        self.unsaved_label.setTextFormat(Qt.TextFormat.PlainText)
        self.unsaved_label.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.unsaved_label.setVisible(False)
        row.addWidget(self.unsaved_label)
        self.hint_button = QPushButton(QCoreApplication.translate("MainWindow", "H&int"))
        self.last_trick_button = QPushButton(
            QCoreApplication.translate("MainWindow", "&Last trick")
        )
        self.last_trick_button.setCheckable(True)
        self.play_button = QPushButton(QCoreApplication.translate("MainWindow", "Play"))
        self.play_button.setDefault(True)
        for button in (self.hint_button, self.last_trick_button, self.play_button):
            row.addWidget(button)
        self.declare_buttons: list[ElidingButton] = []
        self._fix_play_width()

    def _fix_play_width(self) -> None:
        """As wide as its longest label, once: a button that grew with "Play 12 cards" would
        take the width from the message line, and with it move the table's cards."""
        button = self.play_button
        labels = [
            QCoreApplication.translate("MainWindow", "Play"),
            QCoreApplication.translate("MainWindow", "Play %1").replace("%1", "10♥"),
            QCoreApplication.translate("MainWindow", "Play pair"),
            QCoreApplication.translate("MainWindow", "Play tractor"),
            play_label(25),
            bury_label(8),
        ]
        widths = []
        for label in labels:
            button.setText(label)
            widths.append(button.sizeHint().width())
        button.setText(labels[0])
        button.setFixedWidth(max(150, *widths))

    def _connect(self) -> None:
        c = self.controller
        c.humanTurn.connect(self.on_human_turn)
        c.illegalAction.connect(lambda code: self.show_message(refusal_text(code, self.obs)))
        c.stateChanged.connect(self.update_controls)
        c.hinted.connect(self.show_hint)
        c.drawWaits.connect(self.on_draw_waits)
        self.presenter.message.connect(self.show_message)
        self.hand.dataChanged.connect(lambda *_: self.update_controls())
        self.hand.dataChanged.connect(self._selection_changed)
        self.hand.rowsInserted.connect(lambda *_: self.update_controls())
        self.hand.rowsRemoved.connect(lambda *_: self.update_controls())
        self.scene.cardClicked.connect(self.hand.toggle)
        self.scene.cardDoubleClicked.connect(self.on_double_click)
        self.scene.cardsDropped.connect(self.on_drop)
        self.scene.handReordered.connect(
            lambda a, b: self.hand.moveRows(
                self.hand.index(-1).parent(), a, 1, self.hand.index(-1).parent(), b
            )
        )
        self.play_button.clicked.connect(self.play_selection)
        self.pass_button.clicked.connect(self.on_pass)
        self.hint_button.clicked.connect(self.on_hint)
        self.last_trick_button.toggled.connect(self.on_last_trick)

    # ----- what the human may do ----------------------------------------------------------------

    def show_message(self, text: str) -> None:
        """The message line; screen readers are told that it changed."""
        self.message_label.set_message(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(
                QAccessibleEvent(self.message_label, QAccessible.Event.NameChanged)
            )

    @property
    def obs(self) -> Observation:
        """The human's view as of the event the table shows now."""
        return self.controller.snapshot.observation

    def on_human_turn(self, turn: str) -> None:
        self.turn = turn
        obs = self.obs
        if turn == "play" and obs.current is not None and obs.current.plays:
            ctx = obs.context()
            if ctx is not None:
                self.hand.set_lead_suit(ctx.suit(obs.current.plays[0][0]))
        else:
            self.hand.set_lead_suit(None)
        self.scene.badges[HUMAN].set_state(turn=turn in ("play", "bury", "last_chance"))
        if turn == "last_chance":
            self.show_message(
                QCoreApplication.translate("MainWindow", "Your last chance to declare.")
            )
        elif turn == "play" and not (obs.current and obs.current.plays):
            self.show_message(QCoreApplication.translate("MainWindow", "Your lead."))
        elif turn == "play" and obs.current is not None:
            self.show_message(
                QCoreApplication.translate("MainWindow", "Your turn: follow %1's lead.").replace(
                    "%1", seat_name(obs.current.leader)
                )
            )
            if self.prefs.autoplay_forced:
                QTimer.singleShot(250, self, self._play_forced)
        self.update_controls()

    def _my_turn(self, phase: str) -> bool:
        """The table has shown everything and waits for the human to bury or play."""
        snapshot = self.controller.snapshot
        obs = snapshot.observation
        return snapshot.idle and obs.phase == phase and obs.to_act == HUMAN

    def update_controls(self) -> None:
        c = self.controller
        obs = self.obs
        self._update_declare_buttons()
        self.pass_button.setVisible(
            self.turn == "last_chance" and obs.last_chance and obs.to_act == HUMAN
        )
        selected = self.hand.selected_codes()
        if self._my_turn("bury"):
            verdict = c.check_bury(selected)
            self.play_button.setText(bury_label(len(selected)))
        elif self._my_turn("play"):
            verdict = c.check_play(selected)
            self.play_button.setText(self._play_label(selected))
        else:
            self.play_button.setText(QCoreApplication.translate("MainWindow", "Play"))
            self.play_button.setEnabled(False)
            self.play_button.setToolTip(
                QCoreApplication.translate("MainWindow", "Wait for your turn.")
            )
            self.hint_button.setEnabled(False)
            return
        # Enabled on the player's turn even when the selection may not be played: a click (or
        # Enter) then says why in the message line, as the tooltip does.
        self.play_button.setEnabled(c.idle)
        self.play_button.setToolTip("" if verdict.ok else refusal_text(verdict.code, obs))
        self.hint_button.setEnabled(True)

    def _play_label(self, selected: list[str]) -> str:
        ctx = self.obs.context()
        if not selected or ctx is None:
            return QCoreApplication.translate("MainWindow", "Play")
        kind = classify([card(c) for c in selected], ctx).type
        if kind == "single":
            return QCoreApplication.translate("MainWindow", "Play %1").replace(
                "%1", describe_cards(selected)
            )
        if kind == "pair":
            return QCoreApplication.translate("MainWindow", "Play pair")
        if kind == "tractor":
            return QCoreApplication.translate("MainWindow", "Play tractor")
        return play_label(len(selected))

    def _update_declare_buttons(self) -> None:
        options = self.controller.declarations_available()
        wanted = [declaration_text(list(o)) for o in options]
        self.hand.set_declarable({code for option in options for code in option})
        if [b.property("cards") for b in self.declare_buttons] == [list(o) for o in options]:
            return
        if options and not self.declare_buttons:
            self._tell_declaring(options)
        for button in self.declare_buttons:
            self.declare_box.removeWidget(button)
            button.deleteLater()
        self.declare_buttons = []
        for option, text in zip(options, wanted, strict=True):
            button = ElidingButton(text)
            button.setStyleSheet("QPushButton { font-weight: bold; }")
            button.setProperty("cards", list(option))
            button.clicked.connect(lambda _=False, o=option: self.on_declare(list(o)))
            self.declare_box.addWidget(button)
            self.declare_buttons.append(button)
        self.show_buttons()

    def show_buttons(self) -> None:
        """Hint and Last trick have nothing to do while cards are drawn: they give their room
        to the declare buttons (so the row fits a narrow window in a long language)."""
        drawing = bool(self.declare_buttons)
        self.hint_button.setVisible(self.prefs.show_hints and not drawing)
        self.last_trick_button.setVisible(not drawing)

    def _tell_declaring(self, options: list[tuple[str, ...]], waits: bool = False) -> None:
        """The chance to declare, said once as it opens: what may be shown, and whether it
        overrides someone else's declaration; ``waits``: the draw holds for the player."""
        standing = self.obs.declarations[-1] if self.obs.declarations else None
        best = describe_cards(list(options[-1]))
        if standing is not None and standing.seat != HUMAN:
            text = (
                QCoreApplication.translate(
                    "MainWindow", "You can override %1's declaration with %2 (press D)."
                )
                .replace("%1", seat_name(standing.seat))
                .replace("%2", best)
            )
        else:
            text = QCoreApplication.translate(
                "MainWindow", "You can declare with %1 now (press D, or wait for a better hand)."
            ).replace("%1", best)
        if waits:
            waiting = QCoreApplication.translate("MainWindow", "The draw waits a moment for you.")
            text += " " + waiting
        self.show_message(text)

    def on_draw_waits(self, _ms: int) -> None:
        options = [tuple(b.property("cards")) for b in self.declare_buttons]
        if options:
            self._tell_declaring(options, waits=True)

    def on_declare(self, codes: list[str]) -> None:
        self.controller.declare(codes)
        self.update_controls()

    def on_pass(self) -> None:
        self.controller.pass_declaration()
        self.turn = ""
        self.update_controls()

    def play_selection(self) -> None:
        self.submit(self.hand.selected_codes())

    def submit(self, codes: list[str]) -> bool:
        """Play (or bury) these cards; a refusal springs the cards back and says why."""
        c = self.controller
        verdict = c.bury(codes) if self.obs.phase == "bury" else c.play(codes)
        if not verdict:
            self.scene.spring_back()
            self.scene.show_refusal(refusal_text(verdict.code, self.obs), self._rows_of(codes))
            return False
        self.turn = ""
        self.scene.badges[HUMAN].set_state(turn=False)
        return True

    def _selection_changed(self, top: object, bottom: object, roles: list[int]) -> None:
        """A new choice of cards: the refusal of the last one has been read."""
        if SelectedRole in roles:
            self.scene.clear_refusal()

    def _rows_of(self, codes: list[str]) -> list[int]:
        """The hand rows of these cards: the selected copy of a card where there is one."""
        hand = self.hand.codes()
        selected = set(self.hand.selected_rows())
        rows: list[int] = []
        for code in codes:
            free = [r for r, c in enumerate(hand) if c == code and r not in rows]
            chosen = [r for r in free if r in selected] or free
            if chosen:
                rows.append(chosen[0])
        return rows

    def on_drop(self, codes: list[str]) -> None:
        if self.prefs.confirm_play:
            self._select_for_confirmation(codes)
            return
        self.submit(codes)

    def on_double_click(self, row: int) -> None:
        if self.obs.phase != "play":
            return
        code = self.hand.codes()[row]
        if self.prefs.confirm_play:
            self._select_for_confirmation([code])
            return
        self.submit([code])

    def _select_for_confirmation(self, codes: list[str]) -> None:
        self.hand.select_codes(codes)
        self.scene.spring_back()
        self.show_message(
            QCoreApplication.translate(
                "MainWindow", "Press Play (or Enter) to play the selected cards."
            )
        )

    def _play_forced(self) -> None:
        """With the setting on, the last cards are played for the player: there is no choice."""
        obs = self.obs
        trick = obs.current
        if not self._my_turn("play") or trick is None or not trick.plays:
            return
        hand = self.hand.codes()
        if len(hand) == len(trick.plays[0]):
            self.submit(hand)

    def on_hint(self) -> None:
        """Ask for a hint: Hard's search runs in the computer players' process, so the table
        stays live; ``show_hint`` selects its cards when it comes (within half a second)."""
        self.controller.request_hint()

    def show_hint(self, codes: tuple[str, ...]) -> None:
        if codes and self.turn in ("bury", "play"):
            self.hand.select_codes(list(codes))
            self.show_message(
                QCoreApplication.translate("MainWindow", "Hint: %1").replace(
                    "%1", describe_cards(list(codes))
                )
            )

    def on_last_trick(self, on: bool) -> None:
        if not on:
            self.scene.hide_overlay()
            return
        history = self.obs.tricks
        if not history:
            self.show_message(
                QCoreApplication.translate(
                    "MainWindow", "No trick has been played yet in this round."
                )
            )
            self.last_trick_button.setChecked(False)
            return
        last = history[-1]
        self.scene.show_overlay(
            [((last.leader + i) % 4, [c.code for c in play]) for i, play in enumerate(last.plays)]
        )
        QTimer.singleShot(3000, lambda: self.last_trick_button.setChecked(False))

    # ----- keyboard -----------------------------------------------------------------------------

    def _describe_focus(self) -> None:
        """The focused card, for screen readers: "Ace of spades, trump, selected"."""
        row = self.scene.focus_row
        if not 0 <= row < self.hand.rowCount():
            return
        text = self.hand.data(self.hand.index(row), Qt.ItemDataRole.AccessibleTextRole)
        self.view.setAccessibleDescription(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(
                QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged)
            )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            return self.handle_key(event)
        return super().eventFilter(watched, event)

    def handle_key(self, event: QKeyEvent) -> bool:
        """The table's keys: ←/→ move, Space selects, Enter plays, D, H, L."""
        key = event.key()
        rows = self.hand.rowCount()
        focus = self.scene.focus_row
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and rows:
            step = -1 if key == Qt.Key.Key_Left else 1
            target = 0 if focus < 0 else focus + step
            self.scene.set_focus_row(max(0, min(rows - 1, target)))
            self._describe_focus()
        elif key == Qt.Key.Key_Space and 0 <= focus < rows:
            self.hand.toggle(focus)
            self._describe_focus()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.play_button.isEnabled():
                self.play_selection()
        elif key == Qt.Key.Key_D and self.declare_buttons:
            self.declare_buttons[-1].click()
        elif key == Qt.Key.Key_H and self.prefs.show_hints:
            self.on_hint()
        elif key == Qt.Key.Key_L:
            self.last_trick_button.toggle()
        elif key == Qt.Key.Key_P and self.pass_button.isVisible():
            self.pass_button.click()
        elif key == Qt.Key.Key_Escape:
            self.hand.clear_selection()
        else:
            return False
        event.accept()
        return True
