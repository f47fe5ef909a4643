"""The main window: lays out the info bar, the table, the notices, the controls and the history
dock, builds the menus, and shows the end-of-round and end-of-game dialogs."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QMainWindow,
    QStyle,
    QTableView,
    QTabWidget,
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
from tractor_desktop.ui.info_bar import InfoBar
from tractor_desktop.ui.models import HandModel, ScoreModel, TrickHistoryModel
from tractor_desktop.ui.names import seat_name, seat_short
from tractor_desktop.ui.notices import NoticeBoard
from tractor_desktop.ui.plain import tooltip_text
from tractor_desktop.ui.preferences_glue import PreferencesGlue, save_preferences
from tractor_desktop.ui.presenter import Presenter
from tractor_desktop.ui.sounds import SoundBoard
from tractor_desktop.ui.statistics_dialog import StatisticsDialog
from tractor_desktop.ui.table_controls import TableControls
from tractor_desktop.ui.table_scene import TableScene
from tractor_desktop.ui.table_view import TableView
from tractor_desktop.ui.window_layout import remember_layout, restore_layout

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
        self.sounds = SoundBoard(self.controller, self.prefs, self)
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
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, strip)
        self.resize(1280, 800)
        self.setMinimumSize(1024, 700)
        restore_layout(self, self.prefs)
        self._connect()
        self.apply_preferences()
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
        # Per view: its model, the column that takes the room left over, and the number
        # columns, whose titles are cut short (elided; the tooltip says them in full) when room
        # runs out. Without number columns the titles wrap instead.
        shapes: dict[QTableView, tuple[ScoreModel | TrickHistoryModel, int, tuple[int, ...]]] = {
            self.score_view: (self.scores, 3, (0, 2, 4)),
            self.trick_view: (self.tricks, 1, ()),
        }
        style = self.style()
        # What a cell or a title has beside its text: the margins both sides (and a cell, its
        # grid line). Sizing a column adds a pixel to spare.
        cell_margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) + 1
        title_margin = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
        wrapping = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        fitted: dict[QTableView, int] = {}
        pending: set[QTableView] = set()

        def title(view: QTableView, column: int) -> str:
            return str(view.model().headerData(column, Qt.Orientation.Horizontal))

        def fit_columns(view: QTableView) -> None:
            """Each column beside the stretching one from its title and the model's sample
            texts (measuring every row after each trick stalled the table): first what it
            cannot do without (its longest word; a number column, its number), then whatever
            room is left makes the number columns' titles whole, then the other texts whole."""
            model, stretch, numbers = shapes[view]
            header = view.horizontalHeader()
            titles, cells = header.fontMetrics(), view.fontMetrics()

            def room(metrics: QFontMetrics, texts: list[str], words: bool = False) -> int:
                if words:
                    texts = [w for t in texts for w in t.split()]
                pad = (title_margin if metrics is titles else cell_margin) + 1
                return max((metrics.horizontalAdvance(t) + pad for t in texts), default=pad)

            def least(column: int) -> int:
                if column in numbers:
                    return room(cells, model.sample_texts(column))
                heading = room(titles, [title(view, column)], words=not numbers)
                return max(room(cells, model.sample_texts(column), words=True), heading)

            def whole(column: int) -> int:
                heading = room(titles, [title(view, column)])
                return max(room(cells, model.sample_texts(column)), heading)

            others = [c for c in range(model.columnCount()) if c != stretch]
            widths = {c: least(c) for c in others}
            spare = view.viewport().width() - max(least(stretch), header.minimumSectionSize())
            spare -= sum(widths.values())
            for group in (numbers, [c for c in others if c not in numbers]):
                wanted = {c: max(0, whole(c) - widths[c]) for c in group}
                total = sum(wanted.values())
                share = min(1.0, max(0, spare) / total) if total else 0.0
                for c in group:
                    grow = int(wanted[c] * share)
                    widths[c] += grow
                    spare -= grow
            for c in others:
                header.resizeSection(c, widths[c])

        def fit_rows(view: QTableView, first: int, last: int) -> None:
            """Rows as tall as their wrapped text, measured with the font when added (and again
            when the columns change width). Not Qt's measuring of all rows after each trick:
            that stalled the table, and it measures a pixel wider than it paints."""
            model = view.model()
            header = view.horizontalHeader()
            metrics = view.fontMetrics()
            for row in range(first, last + 1):
                tallest = max(
                    metrics.boundingRect(
                        QRect(0, 0, max(1, header.sectionSize(c) - cell_margin), 100_000),
                        wrapping,
                        str(model.data(model.index(row, c)) or ""),
                    ).height()
                    for c in range(model.columnCount())
                )
                view.setRowHeight(row, tallest + cell_margin)

        def fit_header(view: QTableView) -> None:
            """As tall as the title that wraps to the most lines."""
            header = view.horizontalHeader()
            metrics = header.fontMetrics()
            tallest = max(
                metrics.boundingRect(
                    QRect(0, 0, max(1, header.sectionSize(c) - title_margin), 100_000),
                    wrapping,
                    title(view, c),
                ).height()
                for c in range(header.count())
            )
            header.setMinimumHeight(header.sizeHint().height() + tallest - metrics.height())

        def refit(view: QTableView) -> None:
            pending.discard(view)
            width = view.viewport().width()
            if fitted.get(view) != width:
                fitted[view] = width
                fit_columns(view)
            fit_rows(view, 0, view.model().rowCount() - 1)
            if not shapes[view][2]:
                fit_header(view)

        def refit_soon(view: QTableView) -> None:
            """After the header's own resizing, which undoes sizes set while it runs."""
            if view not in pending:
                pending.add(view)
                QTimer.singleShot(0, self, lambda: refit(view))

        def resized(view: QTableView, column: int) -> None:
            if column == shapes[view][1]:
                refit_soon(view)

        def shown(index: int) -> None:
            for view in shapes:
                if tabs.widget(index) is view:
                    refit_soon(view)

        for view, (model, stretch, numbers) in shapes.items():
            view.verticalHeader().setVisible(False)
            view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header = view.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
            header.setMinimumSectionSize(24)
            if numbers:
                header.setTextElideMode(Qt.TextElideMode.ElideRight)
            else:
                header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            view.setWordWrap(True)
            # Always there: a scroll bar coming and going would change the width the rows wrap
            # at, so their heights, so whether the scroll bar is needed.
            view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
            view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
            view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
            model.rowsInserted.connect(lambda _p, a, b, v=view: fit_rows(v, a, b))
            model.modelReset.connect(lambda v=view: fit_rows(v, 0, v.model().rowCount() - 1))
            header.sectionResized.connect(lambda c, _old, _new, v=view: resized(v, c))
        tabs.addTab(self.trick_view, self.tr("Tricks"))
        tabs.addTab(self.score_view, self.tr("Score sheet"))
        # A page resized while hidden is not stretched again when shown: fit it then.
        tabs.currentChanged.connect(shown)
        self.side = QDockWidget(self.tr("History"), self)
        self.side.setObjectName("history")
        self.side.setWidget(tabs)
        self.side.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        # The columns are fitted to this width. Without a minimum, QMainWindow takes the width
        # the central widget's minimum grows by (the info bar and the buttons grow with their
        # texts, as when the talon is picked up) from the dock, and never gives it back.
        self.side.setMinimumWidth(360)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.side)
        self.resizeDocks([self.side], [360], Qt.Orientation.Horizontal)

    def _build_card_memory(self) -> None:
        self.card_memory = CardMemoryDock(self.controller, self, four_colour=self.prefs.four_colour)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.card_memory)
        self.splitDockWidget(self.side, self.card_memory, Qt.Orientation.Vertical)
        # The dock's own close button is the player turning the memory off, as the menu is.
        self.card_memory.installEventFilter(self)
        self.card_memory_action = QAction(self.tr("Card &memory"), self)
        self.card_memory_action.setObjectName("action_card_memory")
        self.card_memory_action.setCheckable(True)
        self.card_memory_action.setToolTip(
            self.tr("What has been played, the points still out, and who has shown a void")
        )
        self.card_memory_action.triggered.connect(self.show_card_memory)

    def show_card_memory(self, on: bool) -> None:
        self.prefs.card_memory = on
        self.card_memory.setVisible(on)
        self.card_memory_action.setChecked(on)
        save_preferences(self.store, self.prefs, self.notices)

    def set_sound(self, on: bool) -> None:
        self.prefs.sound = on
        self.sounds.set_enabled(on)
        self.sound_action.setChecked(on)
        save_preferences(self.store, self.prefs, self.notices)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.card_memory and event.type() == QEvent.Type.Close:
            self.prefs.card_memory = False
            self.card_memory_action.setChecked(False)
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
        self.update_going_back()

    def _build_menus(self) -> None:
        docs = self.documents
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New game"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.numbered_deal_action = QAction(self.tr("New &deal with number…"), self)
        self.numbered_deal_action.setObjectName("action_new_numbered_deal")
        self.numbered_deal_action.triggered.connect(docs.new_numbered_deal)
        self.replay_deal_action = QAction(self.tr("&Replay this deal"), self)
        self.replay_deal_action.setObjectName("action_replay_deal")
        self.replay_deal_action.setToolTip(
            self.tr("Deal the same cards again from the start of this round")
        )
        self.replay_deal_action.triggered.connect(docs.replay_deal)
        self.take_back_action = QAction(self.tr("&Take back"), self)
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
        game.addAction(self.review_action)
        game.addAction(self.stats_action)
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        view = self.menuBar().addMenu(self.tr("&View"))
        view.addAction(self.side.toggleViewAction())
        view.addAction(self.card_memory_action)
        self.sound_action = QAction(self.tr("&Sound"), self)
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
        from tractor_desktop.ui.tutorial import start_tutorial

        start_tutorial(self)

    def show_statistics(self) -> None:
        StatisticsDialog(self.session, self).exec()

    # ----- what others ask of the window, and Qt's events ---------------------------------------

    def start(self, path: str | None = None, deal: int | None = None) -> None:
        """The first game: the command line's file or deal if any (see ``Documents.start``)."""
        self.documents.start(path, deal)

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
        remember_layout(self, self.prefs)
        save_preferences(self.store, self.prefs, self.notices)
        self.session.autosave()
        self.scene.animator.stop()
        self.sounds.close()
        self.controller.shutdown()
        super().closeEvent(event)
