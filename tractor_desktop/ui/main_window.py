"""The main window: info bar, the table, the controls, the score sheet and trick history."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFileDialog,
    QGraphicsView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app.controller import HUMAN, GameController
from tractor_desktop.app.paths import saves_folder
from tractor_desktop.app.session import Session
from tractor_desktop.app.settings import SPEEDS, Preferences, SettingsStore
from tractor_desktop.app.storage import EXTENSION, SaveError, read_save
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.cards import FACES, card
from tractor_desktop.engine.combos import classify
from tractor_desktop.engine.game import Game
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.card_item import CARD_W
from tractor_desktop.ui.dialogs import (
    AboutDialog,
    GameOverDialog,
    KeyboardDialog,
    RoundSummaryDialog,
    RulesDialog,
)
from tractor_desktop.ui.info_bar import InfoBar
from tractor_desktop.ui.models import HandModel, ScoreModel, TrickHistoryModel
from tractor_desktop.ui.names import describe_cards, reason_text, seat_name, seat_short
from tractor_desktop.ui.notices import NoticeBoard
from tractor_desktop.ui.plain import elide_middle, menu_text, plain, tooltip_text
from tractor_desktop.ui.presenter import Presenter
from tractor_desktop.ui.replay_window import ReplayWindow
from tractor_desktop.ui.settings_dialog import SettingsDialog
from tractor_desktop.ui.statistics_dialog import StatisticsDialog
from tractor_desktop.ui.table_scene import SIDE_SCALE, TableScene

WINDOW_TITLE = "Tractor Desktop"


class TableView(QGraphicsView):
    """Shows the whole table, scaled to the window (the scene widens to the window's aspect)."""

    painted = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt's gradient is costly to fill in software: render it once per size.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Card table"))
        self.viewport().installEventFilter(self)
        self._to_render: list[tuple[str | None, int]] = []
        self._warmer = QTimer(self)
        self._warmer.setInterval(15)
        self._warmer.timeout.connect(self._render_one)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def refit(self) -> None:
        size = self.viewport().size()
        if size.height() > 0:
            self.table.set_aspect(size.width() / size.height())
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._warm_cache()

    def _warm_cache(self) -> None:
        """Render every face at this zoom ahead of need, one per tick, so that no card shown
        for the first time in play costs a stall."""
        scale = self.transform().m11()
        widths = {max(8, round(CARD_W * scale * f)) for f in (1.0, SIDE_SCALE, 0.5)}
        codes: list[str | None] = [c.code for c in FACES]
        self._to_render = [(code, w) for w in sorted(widths, reverse=True) for code in codes]
        self._to_render += [(None, w) for w in widths]
        self._warmer.start()

    def _render_one(self) -> None:
        if not self._to_render:
            self._warmer.stop()
            return
        code, width = self._to_render.pop(0)
        dpr = self.devicePixelRatioF()
        art = self.table.art
        art.face(code, width, dpr) if code else art.back(width, dpr)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self.painted.emit)
        return super().eventFilter(watched, event)


class MainWindow(QMainWindow):
    """Top-level window of the game."""

    def __init__(
        self,
        controller: GameController | None = None,
        parent: QWidget | None = None,
        *,
        prefs: Preferences | None = None,
        store: SettingsStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(WINDOW_TITLE)
        self.controller = controller or GameController(self)
        self.prefs = prefs or Preferences()
        self.store = store
        self.session = Session(self.controller, self.prefs)
        self.art = CardArt(self.prefs.four_colour, self.prefs.back_colour)
        self.hand = HandModel(self)
        self.scores = ScoreModel(self)
        self.tricks = TrickHistoryModel(self)
        names = [seat_short(s) for s in range(4)]
        self.scene = TableScene(self.art, self.hand, names)
        self.view = TableView(self.scene)
        self.info = InfoBar()
        self.presenter = Presenter(
            self.controller, self.scene, self.hand, self.scores, self.tricks, self.info
        )
        self.turn = ""
        self._build_controls()
        self._build_side_panel()
        self._build_menus()
        self.notices = NoticeBoard()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.info)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.notices)
        layout.addWidget(self.controls)
        self.setCentralWidget(central)
        self.resize(1280, 800)
        self.setMinimumSize(1024, 700)
        self._connect()
        self.view.installEventFilter(self)
        self.view.setFocus()
        self.setAcceptDrops(True)
        self.apply_table_preferences()
        self._update_title()

    # ----- building ---------------------------------------------------------------------------

    def _build_controls(self) -> None:
        self.controls = QWidget()
        row = QHBoxLayout(self.controls)
        row.setContentsMargins(10, 6, 10, 6)
        self.declare_box = QHBoxLayout()
        row.addLayout(self.declare_box)
        self.pass_button = QPushButton(self.tr("No declaration"))
        self.pass_button.setVisible(False)
        row.addWidget(self.pass_button)
        self.message_label = QLabel()
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setWordWrap(True)
        self.message_label.setAccessibleName(self.tr("Messages"))
        row.addWidget(self.message_label, 1)
        self.unsaved_label = QLabel("⚠ " + self.tr("Not saved"))
        self.unsaved_label.setTextFormat(Qt.TextFormat.PlainText)
        self.unsaved_label.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.unsaved_label.setVisible(False)
        row.addWidget(self.unsaved_label)
        self.hint_button = QPushButton(self.tr("&Hint"))
        self.last_trick_button = QPushButton(self.tr("&Last trick"))
        self.last_trick_button.setCheckable(True)
        self.play_button = QPushButton(self.tr("Play"))
        self.play_button.setDefault(True)
        self.play_button.setMinimumWidth(150)
        for button in (self.hint_button, self.last_trick_button, self.play_button):
            row.addWidget(button)
        self.declare_buttons: list[QPushButton] = []

    def _build_side_panel(self) -> None:
        tabs = QTabWidget()
        self.score_view = QTableView()
        self.score_view.setModel(self.scores)
        self.trick_view = QTableView()
        self.trick_view.setModel(self.tricks)
        line = self.fontMetrics().lineSpacing()
        # Fixed sizes: measuring every row's contents after each trick stalls the table.
        for view, stretch, lines in ((self.score_view, 3, 1), (self.trick_view, 1, 4)):
            view.verticalHeader().setVisible(False)
            view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            view.verticalHeader().setDefaultSectionSize(line * lines + 8)
            header = view.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
            header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
            header.setMinimumSectionSize(24)
            view.setWordWrap(False)
            view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
            view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.trick_view.setColumnWidth(0, 28)
        self.trick_view.setColumnWidth(2, 60)
        self.trick_view.setColumnWidth(3, 50)
        tabs.addTab(self.trick_view, self.tr("Tricks"))
        tabs.addTab(self.score_view, self.tr("Score sheet"))
        self.side = QDockWidget(self.tr("History"), self)
        self.side.setObjectName("history")
        self.side.setWidget(tabs)
        self.side.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.side)
        self.resizeDocks([self.side], [360], Qt.Orientation.Horizontal)

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New game"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.open_action = QAction(self.tr("&Open…"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.choose_and_open)
        self.save_action = QAction(self.tr("&Save"), self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save_game)
        self.save_as_action = QAction(self.tr("Save &as…"), self)
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(self.save_game_as)
        self.recent_menu = QMenu(self.tr("&Recent games"), self)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.resume_action = QAction(self.tr("&Resume last game"), self)
        self.resume_action.triggered.connect(self.resume_last)
        self.review_action = QAction(self.tr("Re&view a saved game…"), self)
        self.review_action.triggered.connect(self.choose_and_review)
        self.stats_action = QAction(self.tr("S&tatistics"), self)
        self.stats_action.triggered.connect(self.show_statistics)
        self.settings_action = QAction(self.tr("Se&ttings…"), self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.edit_settings)
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        game.addAction(self.new_action)
        game.addAction(self.open_action)
        game.addAction(self.save_action)
        game.addAction(self.save_as_action)
        game.addMenu(self.recent_menu)
        game.addAction(self.resume_action)
        game.addSeparator()
        game.addAction(self.review_action)
        game.addAction(self.stats_action)
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        view = self.menuBar().addMenu(self.tr("&View"))
        view.addAction(self.side.toggleViewAction())
        speed = view.addMenu(self.tr("Animation &speed"))
        for label, key, factor in (
            (self.tr("Slow"), "slow", 1.6),
            (self.tr("Normal"), "normal", 1.0),
            (self.tr("Fast"), "fast", 0.5),
            (self.tr("Off"), "off", 0.0),
        ):
            action = QAction(label, self)
            action.setData(key)
            action.setCheckable(True)
            action.setChecked(factor == 1.0)
            action.triggered.connect(lambda _=False, f=factor, a=action: self.set_speed(f, a))
            speed.addAction(action)
        self.speed_actions = speed.actions()
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        rules = QAction(self.tr("&Rules summary"), self)
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(lambda: RulesDialog(self).exec())
        about = QAction(self.tr("&About Tractor Desktop"), self)
        about.triggered.connect(lambda: AboutDialog(self).exec())
        keys = QAction(self.tr("&Keyboard"), self)
        keys.triggered.connect(lambda: KeyboardDialog(self).exec())
        help_menu.addAction(rules)
        help_menu.addAction(keys)
        help_menu.addAction(about)

    def _connect(self) -> None:
        c = self.controller
        self.new_action.triggered.connect(lambda: self.session.new_game())
        self.session.documentChanged.connect(self._update_title)
        self.session.problem.connect(self.notices.post)
        self.session.autosaveFailed.connect(self.on_autosave_failed)
        self.session.autosaveRecovered.connect(self.on_autosave_recovered)
        self.quit_action.triggered.connect(self.close)
        c.humanTurn.connect(self.on_human_turn)
        c.illegalAction.connect(lambda code: self.show_message(reason_text(code)))
        c.computerStandIn.connect(self.on_computer_stand_in)
        c.stateChanged.connect(self.update_controls)
        self.presenter.message.connect(self.show_message)
        self.presenter.roundOver.connect(self.on_round_over)
        self.presenter.gameOver.connect(self.on_game_over)
        self.hand.dataChanged.connect(lambda *_: self.update_controls())
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
        self.message_label.setText(plain(text))
        if QAccessible.isActive():
            QAccessible.updateAccessibility(
                QAccessibleEvent(self.message_label, QAccessible.Event.NameChanged)
            )

    def set_speed(self, factor: float, chosen: QAction) -> None:
        self.scene.speed = factor
        for action in self.speed_actions:
            action.setChecked(action is chosen)
        self.controller.ai_pause_ms = int(450 * factor)
        self.controller.draw_pause_ms = int(25 * factor)

    def on_human_turn(self, turn: str) -> None:
        self.turn = turn
        obs = self.controller.observation(HUMAN)
        if turn == "play" and obs.current is not None and obs.current.plays:
            ctx = obs.context()
            if ctx is not None:
                self.hand.set_lead_suit(ctx.suit(obs.current.plays[0][0]))
        else:
            self.hand.set_lead_suit(None)
        self.scene.badges[HUMAN].set_state(turn=turn in ("play", "bury", "last_chance"))
        if turn == "last_chance":
            self.show_message(self.tr("Your last chance to declare."))
        elif turn == "play" and not (obs.current and obs.current.plays):
            self.show_message(self.tr("Your lead."))
        elif turn == "play" and self.prefs.autoplay_forced:
            QTimer.singleShot(250, self, self._play_forced)
        self.update_controls()

    def update_controls(self) -> None:
        c = self.controller
        phase = c.game.round.phase
        self._update_declare_buttons()
        self.pass_button.setVisible(self.turn == "last_chance" and phase == "last_chance")
        selected = self.hand.selected_codes()
        if phase == "bury" and c.game.round.to_act == HUMAN:
            verdict = c.check_bury(selected)
            self.play_button.setText(self.tr("Bury %n card(s)", "", len(selected)))
        elif phase == "play" and c.game.round.to_act == HUMAN:
            verdict = c.check_play(selected)
            self.play_button.setText(self._play_label(selected))
        else:
            self.play_button.setText(self.tr("Play"))
            self.play_button.setEnabled(False)
            self.play_button.setToolTip(self.tr("Wait for your turn."))
            self.hint_button.setEnabled(False)
            return
        ready = verdict.ok and c.idle
        self.play_button.setEnabled(ready)
        self.play_button.setToolTip("" if verdict.ok else reason_text(verdict.code))
        self.hint_button.setEnabled(True)

    def _play_label(self, selected: list[str]) -> str:
        ctx = self.controller.observation(HUMAN).context()
        if not selected or ctx is None:
            return self.tr("Play")
        kind = classify([card(c) for c in selected], ctx).type
        if kind == "single":
            return self.tr("Play %1").replace("%1", describe_cards(selected))
        if kind == "pair":
            return self.tr("Play pair")
        if kind == "tractor":
            return self.tr("Play tractor")
        return self.tr("Play %n card(s)", "", len(selected))

    def _update_declare_buttons(self) -> None:
        options = self.controller.declarations_available()
        wanted = [describe_cards(list(o)) for o in options]
        if [b.property("cards") for b in self.declare_buttons] == [list(o) for o in options]:
            return
        for button in self.declare_buttons:
            self.declare_box.removeWidget(button)
            button.deleteLater()
        self.declare_buttons = []
        for option, text in zip(options, wanted, strict=True):
            button = QPushButton(self.tr("Declare %1").replace("%1", text))
            button.setProperty("cards", list(option))
            button.clicked.connect(lambda _=False, o=option: self.on_declare(list(o)))
            self.declare_box.addWidget(button)
            self.declare_buttons.append(button)

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
        verdict = c.bury(codes) if c.game.round.phase == "bury" else c.play(codes)
        if not verdict:
            self.scene.spring_back()
            return False
        self.turn = ""
        self.scene.badges[HUMAN].set_state(turn=False)
        return True

    def on_drop(self, codes: list[str]) -> None:
        if self.prefs.confirm_play:
            self._select_for_confirmation(codes)
            return
        self.submit(codes)

    def on_double_click(self, row: int) -> None:
        if self.controller.game.round.phase != "play":
            return
        code = self.hand.codes()[row]
        if self.prefs.confirm_play:
            self._select_for_confirmation([code])
            return
        self.submit([code])

    def _select_for_confirmation(self, codes: list[str]) -> None:
        self.hand.select_codes(codes)
        self.scene.spring_back()
        self.show_message(self.tr("Press Play (or Enter) to play the selected cards."))

    def _play_forced(self) -> None:
        """With the setting on, the last cards are played for the player: there is no choice."""
        current = self.controller.game.round
        trick = current.current
        if current.phase != "play" or current.to_act != HUMAN or trick is None or not trick.plays:
            return
        hand = self.hand.codes()
        if len(hand) == len(trick.plays[0]):
            self.submit(hand)

    def on_hint(self) -> None:
        codes = self.controller.hint()
        if codes:
            self.hand.select_codes(list(codes))
            self.show_message(self.tr("Hint: %1").replace("%1", describe_cards(list(codes))))

    def on_last_trick(self, on: bool) -> None:
        if not on:
            self.scene.hide_overlay()
            return
        history = self.presenter.history
        if not history:
            self.show_message(self.tr("No trick has been played yet in this round."))
            self.last_trick_button.setChecked(False)
            return
        last = history[-1]
        self.scene.show_overlay(
            [((last.leader + i) % 4, [c.code for c in play]) for i, play in enumerate(last.plays)]
        )
        QTimer.singleShot(3000, lambda: self.last_trick_button.setChecked(False))

    def on_round_over(self, scored: ev.RoundScored) -> None:
        if self.controller.auto_continue:
            return
        dialog = RoundSummaryDialog(scored, self.art, self)
        dialog.finished.connect(lambda _: self.controller.continue_round())
        dialog.open()
        self.summary_dialog = dialog

    def on_game_over(self, over: ev.GameOver) -> None:
        if self.controller.auto_continue:
            return
        dialog = GameOverDialog(over.winner, self.controller.game.levels, self)
        dialog.new_game_button.clicked.connect(lambda: self.session.new_game())
        dialog.review_button.clicked.connect(lambda: self.review(self.controller.game))
        dialog.open()
        self.game_over_dialog = dialog

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

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)

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

    # ----- documents: new, open, save, resume, review -----------------------------------------

    def on_computer_stand_in(self, seat: int) -> None:
        self.notices.post(
            self.tr(
                "The computer player of %1 did not answer, so a legal move was made for it. "
                "It is restarted and thinks again from its next turn."
            ).replace("%1", seat_name(seat)),
            key=f"stand-in-{seat}",
        )

    def on_autosave_failed(self, reason: str) -> None:
        self.notices.post(
            self.tr(
                "The game could not be autosaved: %1. Your earlier saves are untouched; "
                "the game goes on, and is saved again as soon as the disk allows."
            ).replace("%1", reason),
            key="autosave",
        )
        self.unsaved_label.setToolTip(tooltip_text(reason))
        self.unsaved_label.setVisible(True)

    def on_autosave_recovered(self) -> None:
        self.notices.withdraw("autosave")
        self.unsaved_label.setVisible(False)

    def start(self, path: str | None = None) -> None:
        """The first game: a file from the command line, a resumed autosave, or a new game.

        A file that cannot be opened changes nothing: the unfinished game is still offered,
        and the reason stays on screen until the player dismisses it.
        """
        if path is not None and self.open_path(path):
            return
        if self.session.unfinished_autosave():
            answer = QMessageBox.question(
                self,
                self.tr("Resume?"),
                self.tr("An unfinished game was saved when you last played. Resume it?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.Yes,
            )
            if answer == QMessageBox.StandardButton.Yes:
                self.resume_last()
                return
        kept = self.session.keep_unreadable_autosave()
        if kept:
            self.notices.post(
                self.tr(
                    "The last autosaved game could not be read by this version; it was kept as %1."
                ).replace("%1", kept)
            )
        self.session.new_game()

    def open_path(self, path: str) -> bool:
        """Open a save file; a refusal leaves the current game exactly as it was."""
        try:
            self.session.open(path)
        except SaveError as error:
            self.notices.post(
                self.tr("Cannot open %1: %2")
                .replace("%1", elide_middle(Path(path).name, 80))
                .replace("%2", str(error))
            )
            return False
        self._remember(path)
        self.show_message(self.tr("Opened %1.").replace("%1", elide_middle(Path(path).name, 80)))
        return True

    def choose_and_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a game"), str(saves_folder()), self._file_filter()
        )
        if path:
            self.open_path(path)

    def save_game(self) -> None:
        if self.session.path is None:
            self.save_game_as()
            return
        self._save_to(None)

    def save_game_as(self) -> None:
        suggested = str(saves_folder() / (self.session.title() or self.tr("game")))
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), suggested, self._file_filter()
        )
        if path:
            self._save_to(path)

    def _save_to(self, path: str | None) -> None:
        try:
            saved = self.session.save(path)
        except SaveError as error:
            self.notices.post(self.tr("The game was not saved: %1").replace("%1", str(error)))
            return
        self._remember(str(saved))
        self.show_message(self.tr("Saved to %1.").replace("%1", elide_middle(str(saved), 120)))

    def resume_last(self) -> None:
        try:
            self.session.resume_autosave()
        except SaveError as error:
            self.notices.post(self.tr("No game to resume: %1").replace("%1", str(error)))

    def choose_and_review(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Review a game"), str(saves_folder()), self._file_filter()
        )
        if not path:
            return
        try:
            saved = read_save(path)
        except SaveError as error:
            self.notices.post(
                self.tr("Cannot open %1: %2")
                .replace("%1", elide_middle(Path(path).name, 80))
                .replace("%2", str(error))
            )
            return
        self.review(saved.game)

    def review(self, game: Game) -> None:
        window = ReplayWindow(game, self.art, self)
        window.show()
        self.replay_window = window

    def _file_filter(self) -> str:
        return self.tr("Tractor games (*%1)").replace("%1", EXTENSION)

    def _remember(self, path: str) -> None:
        self.prefs.remember(path)
        self._save_preferences()

    def _save_preferences(self) -> None:
        if self.store is None:
            return
        problem = self.store.save(self.prefs)
        if problem:
            self.notices.post(problem, key="settings-not-saved")

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.prefs.recent:
            action = self.recent_menu.addAction(menu_text(Path(path).name))
            action.setToolTip(tooltip_text(elide_middle(path, 200)))
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not self.prefs.recent:
            none = self.recent_menu.addAction(self.tr("(none yet)"))
            none.setEnabled(False)

    def _update_title(self) -> None:
        for badge, seat in zip(self.scene.badges, self.session.seats, strict=True):
            badge.name = plain(seat.name, 40)
            badge.update()
        title = plain(self.session.title(), 80).replace("[*]", "[ * ]")
        self.setWindowTitle(f"{title} — {WINDOW_TITLE}" if title else WINDOW_TITLE)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._dropped_save(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        path = self._dropped_save(event.mimeData())
        if path is not None:
            event.acceptProposedAction()
            self.open_path(path)

    @staticmethod
    def _dropped_save(mime: QMimeData) -> str | None:
        for url in mime.urls():
            if url.isLocalFile() and url.toLocalFile().lower().endswith(EXTENSION):
                return url.toLocalFile()
        return None

    # ----- settings and statistics --------------------------------------------------------------

    def edit_settings(self) -> None:
        dialog = SettingsDialog(self.prefs, self.controller.game.options, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        chosen = dialog.result_preferences()
        for field in dataclasses.fields(Preferences):
            setattr(self.prefs, field.name, getattr(chosen, field.name))
        self._save_preferences()
        self.apply_table_preferences()
        self.show_message(self.tr("Settings saved. New rules and players apply to the next game."))

    def apply_table_preferences(self) -> None:
        prefs = self.prefs
        factor = SPEEDS.get(prefs.speed, 1.0)
        chosen = next(
            (a for a in self.speed_actions if a.data() == prefs.speed), self.speed_actions[1]
        )
        self.set_speed(factor, chosen)
        self.art.set_four_colour(prefs.four_colour)
        self.art.set_back_colour(prefs.back_colour)
        self.scene.set_card_size(prefs.card_size)
        self.view.refit()
        self.hint_button.setVisible(prefs.show_hints)
        self.scene.update()

    def show_statistics(self) -> None:
        StatisticsDialog(self.session, self).exec()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.autosave()
        self.scene.stop_animations()
        self.controller.shutdown()
        super().closeEvent(event)
