"""The game as a document: the start-up choice, new, open, save, save as, resume, review, the
recent games, files dropped on the window, and the window's title."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMimeData, QObject, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
)

from tractor_desktop.app.paths import saves_folder
from tractor_desktop.app.replay import frames
from tractor_desktop.app.session import Session, file_stamp
from tractor_desktop.app.settings import Preferences, SettingsStore
from tractor_desktop.app.storage import EXTENSION, SavedGame, SaveError, read_save
from tractor_desktop.engine.deals import DEALS
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.file_reading import read_without_blocking
from tractor_desktop.ui.names import player_name
from tractor_desktop.ui.notices import NoticeBoard
from tractor_desktop.ui.plain import elide_middle, menu_text, plain, tooltip_text
from tractor_desktop.ui.preferences_glue import save_preferences
from tractor_desktop.ui.replay_window import ReplayWindow
from tractor_desktop.ui.table_scene import TableScene

WINDOW_TITLE = "Tractor Desktop"
log = logging.getLogger(__name__)


# The texts are translated in the "MainWindow" context, where they were first written, so that
# the translations already in the .ts files keep applying.


class Documents(QObject):
    """Opens and saves the session's game for the window; refusals become notices."""

    message = Signal(str)

    def __init__(
        self,
        window: QMainWindow,
        *,
        session: Session,
        prefs: Preferences,
        store: SettingsStore | None,
        notices: NoticeBoard,
        art: CardArt,
        scene: TableScene,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.prefs = prefs
        self.store = store
        self.notices = notices
        self.art = art
        self.scene = scene
        self.recent_menu = QMenu(QCoreApplication.translate("MainWindow", "&Recent games"), window)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        session.documentChanged.connect(self.update_title)
        self.starting = False
        """The first game is being chosen (``start``): a file the system hands over waits."""
        self.opening = False
        """A file is being read (``open_path``): another one handed over meanwhile waits."""
        self.waiting: list[str] = []
        """Files handed over by the system (macOS) while ``starting`` or ``opening``."""

    def start(
        self,
        path: str | None = None,
        deal: int | None = None,
        first: Callable[[], None] | None = None,
    ) -> None:
        """The first game: a file from the command line, a resumed autosave, or a new game
        (deal number ``deal`` if given); ``first`` instead of a new game when given and no deal
        is asked for (the welcome, on the first start).

        A file that cannot be opened changes nothing: the unfinished game is still offered,
        and the reason stays on screen until the player dismisses it. So does a deal: the
        unfinished game is offered before the deal would replace it. A good file does not
        replace the unfinished game unasked either: that game is put back on the table, and
        the file opened over it as the window's own Open does (asking "Give up this game?").
        Files the system hands over meanwhile (macOS) are opened after, the same way.
        """
        self.starting = True
        try:
            self._start(path, deal, first)
        finally:
            self.starting = False
        self._open_waiting()

    def hand_over(self, path: str) -> None:
        """A file the system asks the game to open (a double-click on macOS): opened as the
        window's Open opens it; while the first game is chosen or another file read, after."""
        if self.starting or self.opening:
            self.waiting.append(path)
            return
        self.open_path(path)

    def _open_waiting(self) -> None:
        while self.waiting and not (self.starting or self.opening):
            self.open_path(self.waiting.pop(0))

    def _start(self, path: str | None, deal: int | None, first: Callable[[], None] | None) -> None:
        if path is not None and self._open_at_start(path):
            return
        if self.session.unfinished_autosave():
            answer = QMessageBox.question(
                self.window,
                QCoreApplication.translate("MainWindow", "Resume?"),
                QCoreApplication.translate(
                    "MainWindow", "An unfinished game was saved when you last played. Resume it?"
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.Yes,
            )
            if answer == QMessageBox.StandardButton.Yes:
                self.resume_last()
                return
            self.session.give_up_autosave()
        self._keep_unreadable_autosave()
        if first is not None and deal is None:
            first()
            return
        self.session.new_game(deal)

    def _open_at_start(self, path: str) -> bool:
        """The command line's file, read first: a refused one changes nothing. The unfinished
        autosaved game, if any, goes back on the table before it, so that opening the file asks
        as it does in the window; "No" leaves that game on the table and its autosave as it was.
        """
        stamp = file_stamp(Path(path))
        try:
            saved = self._read(path)
        except SaveError as error:
            self._cannot_open(path, error)
            return False
        if saved is None:
            return False
        self._keep_unreadable_autosave()  # the file's autosave must not write over it
        if self.session.unfinished_autosave():
            try:
                self.session.resume_autosave()
            except SaveError as error:  # gone or damaged since it was looked at
                log.warning("the unfinished game could not be resumed: %s", error)
        if not self.session.open_saved(saved, path, replace=self.confirm_discard, stamp=stamp):
            return True  # the unfinished game stays on the table
        self._opened(path)
        return True

    def _keep_unreadable_autosave(self) -> None:
        kept = self.session.keep_unreadable_autosave()
        if kept:
            self.notices.post(
                QCoreApplication.translate(
                    "MainWindow",
                    "The last autosaved game could not be read by this version; it was kept as %1.",
                ).replace("%1", kept)
            )

    def new_game(self) -> None:
        """A new game, once the player agrees to give up the one in progress."""
        if self.session.something_to_lose() and not self.confirm_discard():
            return
        self.session.new_game()

    def confirm_discard(self) -> bool:
        """Asked only when something would be lost (``Session.something_to_lose``): a question
        after every save would teach the player to say yes without reading."""
        return self._confirm(
            QCoreApplication.translate("MainWindow", "Give up this game?"),
            QCoreApplication.translate(
                "MainWindow",
                "The game in progress will be lost (save it first to keep it). Go on?",
            ),
        )

    def _confirm(self, title: str, text: str) -> bool:
        """Yes to go on; No is the default, so that Enter alone loses nothing."""
        answer = QMessageBox.question(
            self.window,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def open_path(self, path: str) -> bool:
        """Open a save file; a refusal (or Cancel while it is read) leaves the current game
        exactly as it was."""
        opened = self._open_now(path)
        self._open_waiting()
        return opened

    def _open_now(self, path: str) -> bool:
        try:
            stamp = file_stamp(Path(path))
            saved = self._read(path)
            if saved is None or not self.session.open_saved(
                saved, path, replace=self.confirm_discard, stamp=stamp
            ):
                return False
        except SaveError as error:
            self._cannot_open(path, error)
            return False
        self._opened(path)
        return True

    def _read(self, path: str) -> SavedGame | None:
        """The file read off the window's thread (``read_without_blocking``); None if the
        player cancelled. Files handed over meanwhile wait until it is done."""
        self.opening = True
        try:
            return read_without_blocking(self.window, path)
        finally:
            self.opening = False

    def _opened(self, path: str) -> None:
        self._remember(path)
        self.message.emit(
            QCoreApplication.translate("MainWindow", "Opened %1.").replace(
                "%1", elide_middle(Path(path).name, 80)
            )
        )

    def choose_and_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            QCoreApplication.translate("MainWindow", "Open a game"),
            str(saves_folder()),
            self._file_filter(),
        )
        if path:
            self.open_path(path)

    def save_game(self) -> None:
        if self.session.path is None:
            self.save_game_as()
            return
        self._save_to(None)

    def save_game_as(self) -> None:
        suggested = str(
            saves_folder()
            / (self.session.title() or QCoreApplication.translate("MainWindow", "game"))
        )
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("MainWindow", "Save the game"),
            suggested,
            self._file_filter(),
        )
        if path:
            self._save_to(path)

    def _save_to(self, path: str | None) -> None:
        try:
            saved = self.session.save(path)
        except SaveError as error:
            self.notices.post(
                QCoreApplication.translate("MainWindow", "The game was not saved: %1").replace(
                    "%1", str(error)
                )
            )
            return
        self._remember(str(saved))
        self.message.emit(
            QCoreApplication.translate("MainWindow", "Saved to %1.").replace(
                "%1", elide_middle(str(saved), 120)
            )
        )

    def resume_last(self) -> None:
        """Resume the autosaved game; asks first if it is another than the unfinished one on
        the table. The game being played is left as it stands (resuming its autosave would
        undo the trick in progress, uncounted)."""
        if self.session.playing_the_autosave():
            self.message.emit(
                QCoreApplication.translate(
                    "MainWindow", "This is your last game: it goes on from where it stands."
                )
            )
            return
        try:
            self.session.resume_autosave(replace=self.confirm_discard)
        except SaveError as error:
            self.notices.post(
                QCoreApplication.translate("MainWindow", "No game to resume: %1").replace(
                    "%1", str(error)
                )
            )

    def choose_and_review(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            QCoreApplication.translate("MainWindow", "Review a game"),
            str(saves_folder()),
            self._file_filter(),
        )
        if not path:
            return
        try:
            saved = read_save(path)
        except SaveError as error:
            self._cannot_open(path, error)
            return
        self.review(saved.record())

    def review(self, record: dict[str, object]) -> None:
        """Step through a game (its plain data) in a window of its own."""
        window = ReplayWindow(frames(record), self.art, self.window)
        window.playFrom.connect(lambda count: self.play_from(record, count))
        window.show()
        self.replay_window = window

    def play_from(self, record: dict[str, object], count: int) -> None:
        """A game played on from a reviewed position, once the player agrees to give up the
        game in progress; the review closes then."""
        if self.session.something_to_lose() and not self.confirm_discard():
            return
        try:
            self.session.play_from(record, count)
        except SaveError as error:
            self.notices.post(str(error))
            return
        self.replay_window.close()
        self.message.emit(
            QCoreApplication.translate(
                "MainWindow", "The game goes on from the step you chose in the review."
            )
        )

    # ----- deals and going back ---------------------------------------------------------------

    def new_numbered_deal(self) -> None:
        """Ask for a deal number, then deal it (the same number deals the same cards)."""
        number, chosen = QInputDialog.getInt(
            self.window,
            QCoreApplication.translate("MainWindow", "New deal with number"),
            QCoreApplication.translate("MainWindow", "Deal number (1 to %1):").replace(
                "%1", str(DEALS)
            ),
            min(max(self.session.deal_number, 1), DEALS),
            1,
            DEALS,
        )
        if not chosen:
            return
        if self.session.something_to_lose() and not self.confirm_discard():
            return
        self.session.new_game(number)

    def take_back(self) -> None:
        if self.session.take_back():
            self.message.emit(
                QCoreApplication.translate(
                    "MainWindow",
                    "Your last move is taken back; this game is counted separately in the "
                    "statistics.",
                )
            )

    def replay_deal(self) -> None:
        """Deal the round again, once the player agrees to lose the round in progress."""
        if not self.session.can_replay_deal():
            return
        if self.session.something_to_lose() and not self._confirm(
            QCoreApplication.translate("MainWindow", "Replay this deal?"),
            QCoreApplication.translate(
                "MainWindow",
                "The round in progress will be lost (save the game first to keep it). Go on?",
            ),
        ):
            return
        if self.session.replay_deal():
            self.message.emit(
                QCoreApplication.translate(
                    "MainWindow",
                    "The same cards are dealt again from the start of this round.",
                )
            )

    def _cannot_open(self, path: str, error: SaveError) -> None:
        log.warning("cannot open %s: %s", plain(Path(path).name, 80), plain(str(error), 200))
        self.notices.post(
            QCoreApplication.translate("MainWindow", "Cannot open %1: %2")
            .replace("%1", elide_middle(Path(path).name, 80))
            .replace("%2", str(error))
        )

    def _file_filter(self) -> str:
        return QCoreApplication.translate("MainWindow", "Tractor games (*%1)").replace(
            "%1", EXTENSION
        )

    def _remember(self, path: str) -> None:
        self.prefs.remember(path)
        save_preferences(self.store, self.prefs, self.notices)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.prefs.recent:
            action = self.recent_menu.addAction(menu_text(Path(path).name))
            action.setToolTip(tooltip_text(elide_middle(path, 200)))
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not self.prefs.recent:
            none = self.recent_menu.addAction(
                QCoreApplication.translate("MainWindow", "(none yet)")
            )
            none.setEnabled(False)

    def update_title(self) -> None:
        for number, (badge, seat) in enumerate(
            zip(self.scene.badges, self.session.seats, strict=True)
        ):
            badge.name = plain(player_name(number, seat.name), 40)
            badge.update()
        title = plain(self.session.title(), 80).replace("[*]", "[ * ]")
        parts = [title] if title else []
        if self.session.controller.started:  # no deal number before a deal is on the table
            parts.append(
                QCoreApplication.translate("MainWindow", "Deal %1").replace(
                    "%1", str(self.session.deal_number)
                )
            )
        self.window.setWindowTitle(" — ".join([*parts, WINDOW_TITLE]))

    # ----- save files dropped on the window ---------------------------------------------------

    def drag_enter(self, event: QDragEnterEvent) -> None:
        if self._dropped_save(event.mimeData()) is not None:
            event.acceptProposedAction()

    def drop(self, event: QDropEvent) -> None:
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
