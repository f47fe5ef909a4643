"""The main window: lays out the info bar, the table, the notices, the controls and the history
dock, builds the menus, and shows the end-of-round and end-of-game dialogs."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QMainWindow,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app.controller import GameController
from tractor_desktop.app.session import Session
from tractor_desktop.app.settings import Preferences, SettingsStore
from tractor_desktop.engine import events as ev
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.dialogs import (
    AboutDialog,
    GameOverDialog,
    KeyboardDialog,
    RoundSummaryDialog,
    RulesDialog,
    game_over_title,
)
from tractor_desktop.ui.documents import WINDOW_TITLE, Documents
from tractor_desktop.ui.info_bar import InfoBar
from tractor_desktop.ui.models import HandModel, ScoreModel, TrickHistoryModel
from tractor_desktop.ui.names import seat_name, seat_short
from tractor_desktop.ui.notices import NoticeBoard
from tractor_desktop.ui.plain import tooltip_text
from tractor_desktop.ui.preferences_glue import PreferencesGlue
from tractor_desktop.ui.presenter import Presenter
from tractor_desktop.ui.statistics_dialog import StatisticsDialog
from tractor_desktop.ui.table_controls import TableControls
from tractor_desktop.ui.table_scene import TableScene
from tractor_desktop.ui.table_view import TableView

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
        self._build_side_panel()
        self._build_menus()
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
        self.view.setFocus()
        self.setAcceptDrops(True)
        self.preferences_glue.apply_table_preferences()
        self.documents.update_title()

    # ----- building ---------------------------------------------------------------------------

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
        docs = self.documents
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New game"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.open_action = QAction(self.tr("&Open…"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(docs.choose_and_open)
        self.save_action = QAction(self.tr("&Save"), self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(docs.save_game)
        self.save_as_action = QAction(self.tr("Save &as…"), self)
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(docs.save_game_as)
        self.resume_action = QAction(self.tr("&Resume last game"), self)
        self.resume_action.triggered.connect(docs.resume_last)
        self.review_action = QAction(self.tr("Re&view a saved game…"), self)
        self.review_action.triggered.connect(docs.choose_and_review)
        self.stats_action = QAction(self.tr("S&tatistics"), self)
        self.stats_action.triggered.connect(self.show_statistics)
        self.settings_action = QAction(self.tr("Se&ttings…"), self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.preferences_glue.edit_settings)
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        game.addAction(self.new_action)
        game.addAction(self.open_action)
        game.addAction(self.save_action)
        game.addAction(self.save_as_action)
        game.addMenu(docs.recent_menu)
        game.addAction(self.resume_action)
        game.addSeparator()
        game.addAction(self.review_action)
        game.addAction(self.stats_action)
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        view = self.menuBar().addMenu(self.tr("&View"))
        view.addAction(self.side.toggleViewAction())
        self.preferences_glue.add_speed_menu(view)
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
        self.new_action.triggered.connect(self.documents.new_game)
        self.session.problem.connect(self.notices.post)
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

    def show_statistics(self) -> None:
        StatisticsDialog(self.session, self).exec()

    # ----- what others ask of the window, and Qt's events ---------------------------------------

    def start(self, path: str | None = None) -> None:
        """The first game, with the command line's file if any (see ``Documents.start``)."""
        self.documents.start(path)

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

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.autosave()
        self.scene.animator.stop()
        self.controller.shutdown()
        super().closeEvent(event)
