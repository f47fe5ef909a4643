"""A table played over the network: the same table as a solo game (scene, presenter, controls)
driven by a ``RemoteController``, with the table's people beside it: who sits where, who is a
computer player and who is connected, the room code, the host's Start, chat and quick messages,
a nudge and the turn timer.

Everything from the server is shown as plain text, cut short: names, chat lines, errors.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app import storage
from tractor_desktop.app.remote import RemoteController
from tractor_desktop.app.settings import SPEEDS, Preferences
from tractor_desktop.app.table_host import HostedServer
from tractor_desktop.engine import events as ev
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.dialogs import game_over_title
from tractor_desktop.ui.hand_model import HandModel
from tractor_desktop.ui.history_models import ScoreModel, TrickHistoryModel
from tractor_desktop.ui.history_panel import HistoryDock
from tractor_desktop.ui.info_bar import InfoBar
from tractor_desktop.ui.names import chair_name, seat_short
from tractor_desktop.ui.net_texts import notice_text, problem_text
from tractor_desktop.ui.notices import NoticeBoard
from tractor_desktop.ui.people_dock import PeopleDock
from tractor_desktop.ui.plain import plain
from tractor_desktop.ui.presenter import Presenter
from tractor_desktop.ui.sounds import SoundBoard
from tractor_desktop.ui.table_controls import TableControls
from tractor_desktop.ui.table_scene import TableScene
from tractor_desktop.ui.table_view import TableView
from tractor_desktop.ui.watching import WatchedInfoBar, WatchedScene, trick_points_text


class NetworkWindow(QMainWindow):
    """One served table in a window of its own (the solo game stays in the main window)."""

    def __init__(
        self,
        controller: RemoteController,
        prefs: Preferences,
        parent: QWidget | None = None,
        *,
        server: HostedServer | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.controller = controller
        self.prefs = prefs
        self.server = server
        if server is not None:
            server.setParent(self)
        self.art = CardArt(prefs.four_colour, prefs.back_colour)
        self.hand = HandModel(self)
        self.scores = ScoreModel(self)
        self.tricks = TrickHistoryModel(self)
        # A spectator sits at no seat: the points and the levels are named by the teams'
        # chairs, not as "ours" and "theirs" from South's side.
        watching = controller.spectator
        scene_kind = WatchedScene if watching else TableScene
        self.scene = scene_kind(self.art, self.hand, [seat_short(s) for s in range(4)])
        self.scene.speed = SPEEDS.get(prefs.speed, 1.0)
        self.view = TableView(self.scene)
        self.info = WatchedInfoBar() if watching else InfoBar()
        self.presenter = Presenter(
            controller,
            self.scene,
            self.hand,
            self.scores,
            self.tricks,
            self.info,
        )
        if watching:
            self.presenter.seat_name = chair_name
            self.presenter.trick_points = trick_points_text
        self.controls = TableControls(
            controller,
            prefs,
            self.hand,
            self.scene,
            self.view,
            self.presenter,
        )
        if watching:
            # A spectator has no hand: nothing to play, bury, declare or ask a hint for. (The
            # controls never show these again: the pass button only on the player's own last
            # chance, the declarations only from the player's own hand.)
            for button in (
                self.controls.hint_button,
                self.controls.play_button,
                self.controls.pass_button,
            ):
                button.setVisible(False)
        # Drawn from the controller at once: nothing is the player's to do before the table's
        # first view (the buttons are enabled as Qt makes them until the controls are updated).
        self.controls.update_controls()
        self.notices = NoticeBoard()
        self.sounds = SoundBoard(controller, prefs, self)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.info)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.notices)
        layout.addWidget(self.controls)
        self.setCentralWidget(central)
        self.people = PeopleDock(controller, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.people)
        self.side = HistoryDock(self.scores, self.tricks, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.side)
        self.tabifyDockWidget(self.people, self.side)
        self.people.raise_()
        self._build_menu()
        self._connect()
        self.resize(1280, 800)
        self.setMinimumSize(1024, 700)
        self._update_title()
        self.view.setFocus()

    def _build_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Table"))
        self.save_action = QAction(self.tr("&Save the finished game…"), self)
        self.save_action.setObjectName("action_save_network_game")
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.setEnabled(False)
        self.save_action.triggered.connect(self.save_game)
        menu.addAction(self.save_action)
        menu.addSeparator()
        self.leave_action = QAction(self.tr("&Leave the table"), self)
        self.leave_action.setObjectName("action_leave_table")
        self.leave_action.setShortcut(QKeySequence.StandardKey.Close)
        self.leave_action.triggered.connect(self.close)
        menu.addAction(self.leave_action)

    def _connect(self) -> None:
        c = self.controller
        c.lobbyChanged.connect(self._update_names)
        c.lobbyChanged.connect(self._update_title)
        c.joined.connect(lambda *_: self._update_title())
        c.linkChanged.connect(self._on_link)
        c.problem.connect(lambda code: self.notices.post(problem_text(code)))
        c.notice.connect(self._on_notice)
        c.nudged.connect(self._on_nudged)
        c.stateChanged.connect(self._update_actions)
        self.presenter.roundOver.connect(self._on_round_over)
        self.presenter.gameOver.connect(self._on_game_over)

    # ----- what the server says -----------------------------------------------------------------

    def _update_title(self) -> None:
        room = self.controller.room
        title = self.tr("Tractor: table %1").replace("%1", room) if room else self.tr("Tractor")
        self.setWindowTitle(plain(title, 80))

    def _update_names(self) -> None:
        for info in self.controller.seats:
            badge = self.scene.badges[info.seat]
            # A computer player goes by its chair's name, in the reader's language.
            name = info.name if info.kind == "human" and info.name else seat_short(info.seat)
            if info.seat == 0 and not self.controller.spectator:
                name = seat_short(0)
            if info.covered:
                name = self.tr("%1 (computer)").replace("%1", name)
            elif info.kind == "human" and info.connected is False:
                name = self.tr("%1 (away)").replace("%1", name)
            badge.name = plain(name, 40)
            badge.update()

    def _on_link(self, state: str, detail: str) -> None:
        if state == "failed":
            # The system's reason when it gave one (plain, cut); else our own words.
            self.notices.post(
                self.tr("Could not reach the table: %1").replace("%1", plain(detail, 200))
                if detail.strip()
                else self.tr("Could not reach the table.")
            )
        elif state == "lost":
            self.notices.post(
                self.tr(
                    "The connection is lost: connecting again… (a computer player keeps your seat)"
                ),
                key="link",  # one notice for the link: "connected again" takes its place
            )
        elif state == "open" and self.controller.have_view:
            self.notices.post(self.tr("Connected again."), key="link")

    def _on_notice(self, code: str) -> None:
        text = notice_text(code)
        if text is not None:
            # One notice for the table's saving: "saved again" takes the place of "not saved".
            self.notices.post(text, key="table_saving")

    def _on_nudged(self, seat: int) -> None:
        self.controls.show_message(
            self.tr("%1 reminds you that the table waits for you.").replace(
                "%1", self._person_name(seat)
            )
        )
        self.sounds.sound("your_turn")

    def _person_name(self, seat: int) -> str:
        """The person at ``seat`` by their name (plain, cut short), else the seat's name."""
        seats = self.controller.seats
        info = seats[seat] if 0 <= seat < len(seats) else None
        if info is not None and info.kind == "human" and info.name:
            return plain(info.name, 24)
        return seat_short(seat)

    def _on_round_over(self, scored: ev.RoundScored) -> None:
        self.notices.post(
            self.tr("Round over: the opponents took %1 points. The next round is dealt.").replace(
                "%1", str(scored.result.opponent_total)
            )
        )

    def _on_game_over(self, over: ev.GameOver) -> None:
        self.controls.show_message(game_over_title(over.winner))
        self._update_actions()

    def _update_actions(self) -> None:
        self.save_action.setEnabled(self.controller.log is not None)

    # ----- saving the finished game -------------------------------------------------------------

    def save_game(self) -> None:
        """The finished game, every hand revealed now that it is over, as a solo save file."""
        if self.controller.log is None:
            return
        try:
            game = self.controller.finished_game()
        except ValueError as bad:  # GameFormatError: a record this version cannot read
            self.notices.post(
                self.tr("The server's record of the game cannot be read: %1").replace(
                    "%1", plain(str(bad), 200)
                )
            )
            return
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the finished game"),
            str(Path.home() / f"table-{self.controller.room or 'game'}.tractor"),
            self.tr("Tractor games (*.tractor)"),
        )
        if not name:
            return
        try:
            storage.write_save(
                Path(name), storage.SavedGame(game, self._saved_seats(), storage.now())
            )
        except OSError as error:
            self.notices.post(
                self.tr("The game could not be saved: %1").replace("%1", plain(str(error), 200))
            )
            return
        self.notices.post(self.tr("Saved: %1").replace("%1", plain(name, 200)))

    def _saved_seats(self) -> tuple[storage.Seat, storage.Seat, storage.Seat, storage.Seat]:
        """The seats at the server's numbering: the record's seats are the server's."""
        me = self.controller.me
        seats = sorted(self.controller.seats, key=lambda s: (s.seat + me) % 4)
        a, b, c, d = (
            storage.Seat(
                s.name or seat_short(s.seat),
                "human" if s.kind == "human" else (s.level or "normal"),
            )
            for s in seats
        )
        return a, b, c, d

    # ----- closing ------------------------------------------------------------------------------

    def confirm_leaving(self, text: str) -> bool:
        answer = QMessageBox.question(self, self.tr("Leave the table"), text)
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: QCloseEvent) -> None:
        c = self.controller
        playing = c.started and c.log is None and not c.spectator
        if playing:
            text = (
                self.tr("Close your table? The game ends for everyone at it.")
                if self.server is not None
                else self.tr("Leave the table? A computer player takes your seat.")
            )
            if not self.confirm_leaving(text):
                event.ignore()
                return
        c.leave()
        c.shutdown()
        if self.server is not None:
            self.server.stop()
        event.accept()
