"""The main window: lays out the info bar, the table, the notices, the controls and the history
dock, builds the menus, and shows the end-of-round and end-of-game dialogs.

Longer than 450 lines on purpose: it is where every part of the solo window is made and wired
to the others (menus, docks, dialogs); what each part does lives in a module of its own."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeyEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QMainWindow,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app.controller import GameController
from tractor_desktop.app.session import Session
from tractor_desktop.app.settings import Preferences, SettingsStore
from tractor_desktop.engine import events as ev
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.card_memory_view import CardMemoryDock
from tractor_desktop.ui.dialogs import (
    AboutDialog,
    GameOverDialog,
    KeyboardDialog,
    RoundSummaryDialog,
    RulesDialog,
    game_over_title,
)
from tractor_desktop.ui.documents import WINDOW_TITLE, Documents
from tractor_desktop.ui.hand_model import HandModel
from tractor_desktop.ui.history_models import ScoreModel, TrickHistoryModel
from tractor_desktop.ui.history_panel import HistoryDock
from tractor_desktop.ui.icons import card_memory_icon, history_icon
from tractor_desktop.ui.info_bar import InfoBar
from tractor_desktop.ui.names import seat_name, seat_short
from tractor_desktop.ui.network_tables import NetworkTables
from tractor_desktop.ui.notices import NoticeBoard
from tractor_desktop.ui.plain import tooltip_text
from tractor_desktop.ui.preferences_glue import PreferencesGlue, save_preferences
from tractor_desktop.ui.presenter import Presenter
from tractor_desktop.ui.sounds import SoundBoard
from tractor_desktop.ui.statistics_dialog import StatisticsDialog
from tractor_desktop.ui.table_controls import TableControls
from tractor_desktop.ui.table_scene import TableScene
from tractor_desktop.ui.table_view import TableView
from tractor_desktop.ui.tutorial import start_tutorial
from tractor_desktop.ui.welcome import WelcomeDialog
from tractor_desktop.ui.window_layout import fit_to_screen, remember_layout, restore_layout

DEMO_RESULT_MS = 6000
"""How long the demo shows a game's result before it deals the next one."""


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
        self.controls = TableControls(
            self.controller, self.prefs, self.hand, self.scene, self.view, self.presenter
        )
        self.notices = NoticeBoard()
        self.preferences_glue = PreferencesGlue(
            self,
            controller=self.controller,
            prefs=self.prefs,
            store=self.store,
            notices=self.notices,
            art=self.art,
            scene=self.scene,
            view=self.view,
            controls=self.controls,
        )
        # Also here, with set_speed: the self-test and the tests turn animations off through these.
        self.speed_actions = self.preferences_glue.speed_actions
        self.documents = Documents(
            self,
            session=self.session,
            prefs=self.prefs,
            store=self.store,
            notices=self.notices,
            art=self.art,
            scene=self.scene,
        )
        self.sounds = SoundBoard(
            self.controller, self.prefs, self, quiet=lambda: self.controller.autopilot
        )
        self.network = NetworkTables(self, self.prefs, self.notices)
        self._build_side_panel()
        self._build_card_memory()
        self._build_menus()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.notices)
        layout.addWidget(self.controls)
        self.setCentralWidget(central)
        # The info bar spans the whole window, above the history panel too: on a narrow screen
        # the table keeps the panel's width without cutting off the trump, levels or points.
        strip = QToolBar(self.tr("Trump, levels and points"))
        strip.setObjectName("info")
        strip.setMovable(False)
        strip.setFloatable(False)
        strip.toggleViewAction().setVisible(False)
        strip.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        strip.addWidget(self.info)
        # Icons only, their names in the tooltips: the bar's words keep one row where they can.
        strip.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self.history_action.setIcon(history_icon())
        self.card_memory_action.setIcon(card_memory_icon())
        strip.addAction(self.history_action)
        strip.addAction(self.card_memory_action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, strip)
        self.resize(1280, 800)
        self._fitted = False
        restore_layout(self, self.prefs)
        self._connect()
        self.apply_preferences()
        self.view.setFocus()
        self.setAcceptDrops(True)
        self.preferences_glue.apply_table_preferences()
        self.documents.update_title()

    # ----- building ---------------------------------------------------------------------------

    def _build_side_panel(self) -> None:
        """The history and the card memory: beside the table when the player wants them (a key,
        a button over the table, the View menu), not a fixed third of the screen."""
        self.side = HistoryDock(self.scores, self.tricks, self)
        self.score_view = self.side.score_view
        self.trick_view = self.side.trick_view
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.side)
        self.resizeDocks([self.side], [360], Qt.Orientation.Horizontal)
        self.side.installEventFilter(self)
        self.history_action = QAction(self.tr("&History"), self)
        self.history_action.setObjectName("action_history")
        self.history_action.setCheckable(True)
        self.history_action.setShortcut(QKeySequence(Qt.Key.Key_F7))
        self.history_action.setToolTip(self.tr("The round's tricks and the score sheet (F7)"))
        self.history_action.triggered.connect(self.show_history)

    def _build_card_memory(self) -> None:
        self.card_memory = CardMemoryDock(self.controller, self, four_colour=self.prefs.four_colour)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.card_memory)
        self.splitDockWidget(self.side, self.card_memory, Qt.Orientation.Vertical)
        # The dock's own close button is the player turning the memory off, as the menu is.
        self.card_memory.installEventFilter(self)
        self.card_memory_action = QAction(self.tr("Card &memory"), self)
        self.card_memory_action.setObjectName("action_card_memory")
        self.card_memory_action.setCheckable(True)
        self.card_memory_action.setShortcut(QKeySequence(Qt.Key.Key_F8))
        self.card_memory_action.setToolTip(
            self.tr("What has been played, the points still out, and who has shown a void (F8)")
        )
        self.card_memory_action.triggered.connect(self.show_card_memory)

    def show_card_memory(self, on: bool) -> None:
        self.prefs.card_memory = on
        self.card_memory.setVisible(on)
        self.card_memory_action.setChecked(on)
        save_preferences(self.store, self.prefs, self.notices)

    def show_history(self, on: bool) -> None:
        self.prefs.history = on
        self.side.setVisible(on)
        self.history_action.setChecked(on)
        save_preferences(self.store, self.prefs, self.notices)

    def set_sound(self, on: bool) -> None:
        self.prefs.sound = on
        self.sounds.set_enabled(on)
        self.sound_action.setChecked(on)
        # Ctrl+M changes nothing on screen by itself: the message line says what it did.
        self.controls.show_message(self.tr("Sound on") if on else self.tr("Sound off"))
        save_preferences(self.store, self.prefs, self.notices)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A panel's own close button is the player turning it off, as the menu is.
        if event.type() == QEvent.Type.Close and watched is self.card_memory:
            self.prefs.card_memory = False
            self.card_memory_action.setChecked(False)
            save_preferences(self.store, self.prefs, self.notices)
        elif event.type() == QEvent.Type.Close and watched is self.side:
            self.prefs.history = False
            self.history_action.setChecked(False)
            save_preferences(self.store, self.prefs, self.notices)
        return super().eventFilter(watched, event)

    def apply_preferences(self) -> None:
        """What the preferences decide beyond the table's look: sound, the card memory and
        whether moves can be taken back."""
        prefs = self.prefs
        self.sounds.set_enabled(prefs.sound)
        self.sounds.set_volume(prefs.volume)
        self.sound_action.setChecked(prefs.sound)
        self.card_memory.set_four_colour(prefs.four_colour)
        self.card_memory.setVisible(prefs.card_memory)
        self.card_memory_action.setChecked(prefs.card_memory)
        self.side.setVisible(prefs.history)
        self.history_action.setChecked(prefs.history)
        self.update_going_back()

    def _build_menus(self) -> None:
        docs = self.documents
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New game"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.numbered_deal_action = QAction(self.tr("New &deal with number…"), self)
        self.numbered_deal_action.setObjectName("action_new_numbered_deal")
        self.numbered_deal_action.triggered.connect(docs.new_numbered_deal)
        self.replay_deal_action = QAction(self.tr("Re&play this deal"), self)
        self.replay_deal_action.setObjectName("action_replay_deal")
        self.replay_deal_action.setToolTip(
            self.tr("Deal the same cards again from the start of this round")
        )
        self.replay_deal_action.triggered.connect(docs.replay_deal)
        self.take_back_action = QAction(self.tr("Take &back"), self)
        self.take_back_action.setObjectName("action_take_back")
        self.take_back_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.take_back_action.setToolTip(
            self.tr("Undo your last move and the computer players' moves after it")
        )
        self.take_back_action.triggered.connect(docs.take_back)
        self.open_action = QAction(self.tr("&Open…"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(docs.choose_and_open)
        self.save_action = QAction(self.tr("&Save"), self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(docs.save_game)
        self.save_as_action = QAction(self.tr("Save &as…"), self)
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(docs.save_game_as)
        self.resume_action = QAction(self.tr("Res&ume last game"), self)
        self.resume_action.triggered.connect(docs.resume_last)
        self.review_action = QAction(self.tr("Re&view a saved game…"), self)
        self.review_action.triggered.connect(docs.choose_and_review)
        self.stats_action = QAction(self.tr("Stat&istics"), self)
        self.stats_action.triggered.connect(self.show_statistics)
        self.settings_action = QAction(self.tr("Se&ttings…"), self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.preferences_glue.edit_settings)
        self.host_table_action = QAction(self.tr("&Host a table…"), self)
        self.host_table_action.setObjectName("action_host_table")
        self.host_table_action.setToolTip(
            self.tr("Play with friends on your network; computer players fill the empty seats")
        )
        self.host_table_action.triggered.connect(self.network.host_table)
        self.join_table_action = QAction(self.tr("&Join a table…"), self)
        self.join_table_action.setObjectName("action_join_table")
        self.join_table_action.triggered.connect(self.network.join_table)
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        game.addAction(self.new_action)
        game.addAction(self.numbered_deal_action)
        game.addAction(self.replay_deal_action)
        game.addAction(self.take_back_action)
        game.addSeparator()
        game.addAction(self.open_action)
        game.addAction(self.save_action)
        game.addAction(self.save_as_action)
        game.addMenu(docs.recent_menu)
        game.addAction(self.resume_action)
        game.addSeparator()
        game.addAction(self.host_table_action)
        game.addAction(self.join_table_action)
        game.addSeparator()
        game.addAction(self.review_action)
        game.addAction(self.stats_action)
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        view = self.menuBar().addMenu(self.tr("&View"))
        view.addAction(self.history_action)
        view.addAction(self.card_memory_action)
        self.sound_action = QAction(self.tr("S&ound"), self)
        self.sound_action.setObjectName("action_sound")
        self.sound_action.setCheckable(True)
        self.sound_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_M))
        self.sound_action.triggered.connect(self.set_sound)
        view.addAction(self.sound_action)
        self.preferences_glue.add_speed_menu(view)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.tutorial_action = QAction(self.tr("&Learn to play"), self)
        self.tutorial_action.setObjectName("action_tutorial")
        self.tutorial_action.setToolTip(self.tr("A guided first round: the game shows you how"))
        self.tutorial_action.triggered.connect(self.start_tutorial)
        help_menu.addAction(self.tutorial_action)
        help_menu.addSeparator()
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
        self.new_action.triggered.connect(self.documents.new_game)
        c = self.controller
        for changed in (c.stateChanged, c.gameStarted, self.session.documentChanged):
            changed.connect(self.update_going_back)
        c.humanTurn.connect(lambda _kind: self.update_going_back())
        self.preferences_glue.applied.connect(self.apply_preferences)
        self.session.problem.connect(self.notices.post)
        # A damaged statistics file was kept aside when the session read it: told once.
        if damaged := self.session.statistics.damage_notice():
            self.notices.post(damaged)
        self.session.autosaveFailed.connect(self.on_autosave_failed)
        self.session.autosaveRecovered.connect(self.on_autosave_recovered)
        self.quit_action.triggered.connect(self.close)
        self.controller.computerStandIn.connect(self.on_computer_stand_in)
        self.presenter.roundOver.connect(self.on_round_over)
        self.presenter.gameOver.connect(self.on_game_over)
        self.documents.message.connect(self.controls.show_message)

    # ----- what the window itself shows ---------------------------------------------------------

    def on_round_over(self, scored: ev.RoundScored) -> None:
        if self.controller.auto_continue:
            return
        dialog = RoundSummaryDialog(scored, self.art, self)
        dialog.finished.connect(lambda _: self.controller.continue_round())
        dialog.open()
        self.summary_dialog = dialog

    def on_game_over(self, over: ev.GameOver) -> None:
        # The result stays on the table until the next game, whatever the dialog does.
        self.scene.set_banner(game_over_title(over.winner))
        if self.controller.auto_continue:
            # The demo shows the result a moment, then deals a new game.
            QTimer.singleShot(DEMO_RESULT_MS, self, self.session.new_game)
            return
        levels = self.controller.snapshot.observation.levels
        dialog = GameOverDialog(over.winner, levels, self)
        dialog.new_game_button.clicked.connect(lambda: self.session.new_game())
        dialog.review_button.clicked.connect(
            lambda: self.documents.review(self.controller.record())
        )
        dialog.open()
        self.game_over_dialog = dialog

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
        self.controls.unsaved_label.setToolTip(tooltip_text(reason))
        self.controls.unsaved_label.setVisible(True)

    def on_autosave_recovered(self) -> None:
        self.notices.withdraw("autosave")
        self.controls.unsaved_label.setVisible(False)

    def update_going_back(self) -> None:
        """Take back and replay the deal only when there is something to go back to, and
        the player allows going back."""
        self.take_back_action.setEnabled(self.session.can_take_back())
        self.replay_deal_action.setEnabled(self.session.can_replay_deal())

    def start_tutorial(self) -> None:
        start_tutorial(self)

    def show_statistics(self) -> None:
        StatisticsDialog(self.session, self).exec()

    # ----- what others ask of the window, and Qt's events ---------------------------------------

    def start(self, path: str | None = None, deal: int | None = None) -> None:
        """The first game: the command line's file or deal if any (see ``Documents.start``);
        on the very first start, the welcome instead of a game dealt at once."""
        first = None if self.prefs.welcomed else self.welcome
        self.documents.start(path, deal, first)

    def welcome(self) -> None:
        """Three ways in for a newcomer; the table stays empty until one is chosen."""
        dialog = WelcomeDialog(self)
        dialog.chosen.connect(self._welcomed)
        dialog.open()
        self.welcome_dialog = dialog

    def _welcomed(self, choice: str) -> None:
        self.prefs.welcomed = True
        save_preferences(self.store, self.prefs, self.notices)
        if choice == "learn":
            self.start_tutorial()
        elif choice in ("host", "join"):
            self.controls.show_message(
                self.tr("Game → New game (Ctrl+N) starts a game against the computer players.")
            )
            (self.network.host_table if choice == "host" else self.network.join_table)()
        else:
            self.session.new_game()

    def open_path(self, path: str) -> bool:
        """Open a save file, also one the system hands over (see ``Documents.open_path``)."""
        return self.documents.open_path(path)

    def set_speed(self, factor: float, chosen: QAction) -> None:
        self.preferences_glue.set_speed(factor, chosen)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.controls.handle_key(event):
            super().keyPressEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self.documents.drag_enter(event)

    def dropEvent(self, event: QDropEvent) -> None:
        self.documents.drop(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            # After the window manager has framed it: its frame counts on the screen too.
            QTimer.singleShot(0, self, lambda: fit_to_screen(self))
            handle = self.windowHandle()
            if handle is not None:
                handle.screenChanged.connect(lambda _screen: fit_to_screen(self))

    def closeEvent(self, event: QCloseEvent) -> None:
        remember_layout(self, self.prefs)
        save_preferences(self.store, self.prefs, self.notices)
        self.session.autosave()
        self.scene.animator.stop()
        self.sounds.close()
        self.controller.shutdown()
        super().closeEvent(event)
