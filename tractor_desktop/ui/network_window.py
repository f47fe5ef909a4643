"""A table played over the network: the same table as a solo game (scene, presenter, controls)
driven by a ``RemoteController``, with the table's people beside it: who sits where, who is a
computer player and who is connected, the room code, the host's Start, chat and quick messages,
a nudge and the turn timer.

Everything from the server is shown as plain text, cut short: names, chat lines, errors.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app import storage
from tractor_desktop.app.remote import RemoteController
from tractor_desktop.app.settings import SPEEDS, Preferences
from tractor_desktop.app.table_host import HostedServer
from tractor_desktop.engine import events as ev
from tractor_desktop.net.protocol import QUICK_MESSAGES
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.dialogs import game_over_title
from tractor_desktop.ui.history_panel import HistoryDock
from tractor_desktop.ui.info_bar import InfoBar
from tractor_desktop.ui.models import HandModel, ScoreModel, TrickHistoryModel
from tractor_desktop.ui.names import chair_name, seat_short
from tractor_desktop.ui.notices import NoticeBoard
from tractor_desktop.ui.plain import plain
from tractor_desktop.ui.presenter import Presenter
from tractor_desktop.ui.settings_dialog import choice_label
from tractor_desktop.ui.sounds import SoundBoard
from tractor_desktop.ui.table_controls import TableControls
from tractor_desktop.ui.table_scene import TableScene
from tractor_desktop.ui.table_view import TableView

CHAT_LINES = 200
"""The chat keeps this many lines."""


def quick_text(code: str) -> str:
    """A quick message in the reader's own language."""
    texts = {
        "hello": QCoreApplication.translate("NetworkWindow", "Hello!"),
        "good_luck": QCoreApplication.translate("NetworkWindow", "Good luck!"),
        "well_played": QCoreApplication.translate("NetworkWindow", "Well played!"),
        "thanks": QCoreApplication.translate("NetworkWindow", "Thanks!"),
        "sorry": QCoreApplication.translate("NetworkWindow", "Sorry!"),
        "oops": QCoreApplication.translate("NetworkWindow", "Oops!"),
        "hurry": QCoreApplication.translate("NetworkWindow", "Your turn, please."),
        "good_game": QCoreApplication.translate("NetworkWindow", "Good game!"),
    }
    return texts.get(code, "")


def problem_text(code: str) -> str:
    """What a refusal or a failure of the served table means, for the player."""
    texts = {
        "no_such_room": QCoreApplication.translate(
            "NetworkWindow", "There is no table with that code on this server."
        ),
        "room_full": QCoreApplication.translate("NetworkWindow", "That table is full."),
        "game_started": QCoreApplication.translate(
            "NetworkWindow", "That table's game has started: you can watch it instead."
        ),
        "bad_token": QCoreApplication.translate(
            "NetworkWindow", "This seat was taken back on another connection."
        ),
        "not_host": QCoreApplication.translate("NetworkWindow", "Only the host can start."),
        "other_protocol": QCoreApplication.translate(
            "NetworkWindow", "The server runs another version of the game; play may fail."
        ),
        "bad_server_message": QCoreApplication.translate(
            "NetworkWindow", "The server sent something this version cannot read."
        ),
    }
    return texts.get(
        code,
        QCoreApplication.translate("NetworkWindow", "The server refused: %1.").replace("%1", code),
    )


class PeopleDock(QDockWidget):
    """The room: its code, the seats, Start, the chat, quick messages and the nudge."""

    def __init__(self, controller: RemoteController, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Table"), parent)
        self.setObjectName("people")
        self.controller = controller
        body = QWidget()
        layout = QVBoxLayout(body)
        self.room_label = QLabel()
        self.room_label.setTextFormat(Qt.TextFormat.PlainText)
        self.room_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.room_label.setWordWrap(True)
        layout.addWidget(self.room_label)
        self.seat_list = QListWidget()
        self.seat_list.setObjectName("seats")
        self.seat_list.setMaximumHeight(120)
        layout.addWidget(self.seat_list)
        self.start_button = QPushButton(self.tr("&Start the game"))
        self.start_button.setToolTip(self.tr("Computer players take the empty seats."))
        self.start_button.clicked.connect(controller.start_game)
        layout.addWidget(self.start_button)
        self.timer_label = QLabel()
        self.timer_label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.timer_label)
        self.chat = QPlainTextEdit()
        self.chat.setObjectName("chat")
        self.chat.setReadOnly(True)
        self.chat.setMaximumBlockCount(CHAT_LINES)
        layout.addWidget(self.chat, 1)
        line = QHBoxLayout()
        self.chat_edit = QLineEdit()
        self.chat_edit.setMaxLength(500)
        self.chat_edit.setPlaceholderText(self.tr("Say something"))
        self.chat_edit.returnPressed.connect(self.send_line)
        line.addWidget(self.chat_edit, 1)
        self.send_button = QPushButton(self.tr("Se&nd"))
        self.send_button.clicked.connect(self.send_line)
        line.addWidget(self.send_button)
        layout.addLayout(line)
        row = QHBoxLayout()
        self.quick_box = QComboBox()
        self.quick_box.setObjectName("quick")
        self.quick_box.addItem(self.tr("Quick message…"), "")
        for code in QUICK_MESSAGES:
            self.quick_box.addItem(quick_text(code), code)
        self.quick_box.activated.connect(self.send_quick)
        row.addWidget(self.quick_box, 1)
        self.nudge_button = QPushButton(self.tr("N&udge"))
        self.nudge_button.setToolTip(self.tr("Remind the player the table waits for."))
        self.nudge_button.clicked.connect(controller.nudge)
        row.addWidget(self.nudge_button)
        layout.addLayout(row)
        self.setWidget(body)
        self._seconds = 0
        self._countdown = QTimer(self, interval=1000)
        self._countdown.timeout.connect(self._tick)
        self._timed_seat = 0
        controller.lobbyChanged.connect(self.update_people)
        controller.chatReceived.connect(self.add_line)
        controller.timerStarted.connect(self.start_countdown)
        controller.stateChanged.connect(self._stop_countdown_if_moved)
        self.update_people()

    def update_people(self) -> None:
        c = self.controller
        if c.room:
            text = self.tr("Room code: %1").replace("%1", c.room)
            if c.spectator:
                text += "\n" + self.tr("You are watching: you see only the cards on the table.")
            self.room_label.setText(text)
        else:
            self.room_label.setText(self.tr("Connecting to the table…"))
        self.seat_list.clear()
        for info in c.seats:
            self.seat_list.addItem(plain(self._seat_line(info), 120))
        self.start_button.setVisible(c.is_host and not c.started)
        waiting = [s for s in c.seats if s.kind is None]
        self.start_button.setText(
            self.tr("&Start the game") if not waiting else self.tr("&Start with computer players")
        )
        talk = not c.spectator and c.room is not None
        for widget in (self.chat_edit, self.send_button, self.quick_box, self.nudge_button):
            widget.setEnabled(talk)

    def _seat_line(self, info: object) -> str:
        from tractor_desktop.app.remote import SeatInfo

        assert isinstance(info, SeatInfo)
        where = chair_name(info.seat) if self.controller.spectator else seat_short(info.seat)
        if info.kind is None:
            return self.tr("%1: empty").replace("%1", where)
        if info.kind == "computer":
            what = self.tr("computer player (%1)").replace("%1", choice_label(info.level or ""))
            return f"{where} · {what}"
        name = info.name or where
        if info.covered:
            what = self.tr("away: a computer player plays for now")
        elif info.connected is False:
            what = self.tr("connection lost: waiting")
        else:
            what = self.tr("connected")
        host = " ★" if info.seat == self._host_seat() else ""
        return f"{where} · {name}{host} · {what}"

    def _host_seat(self) -> int | None:
        c = self.controller
        if c.host is None:
            return None
        return (c.host - c.me) % 4

    def add_line(self, seat: int, name: str, text: str, quick: str) -> None:
        said = quick_text(quick) if quick else text
        if not said:
            return
        who = plain(name, 24) or seat_short(seat)
        self.chat.appendPlainText(f"{who}: {plain(said, 500)}")

    def send_line(self) -> None:
        self.controller.say(self.chat_edit.text())
        self.chat_edit.clear()

    def send_quick(self, index: int) -> None:
        code = self.quick_box.itemData(index)
        if code:
            self.controller.say_quick(code)
        self.quick_box.setCurrentIndex(0)

    def start_countdown(self, seat: int, seconds: int) -> None:
        self._timed_seat = seat
        self._seconds = seconds
        self._show_time()
        self._countdown.start()

    def _tick(self) -> None:
        self._seconds = max(0, self._seconds - 1)
        self._show_time()
        if not self._seconds:
            self._countdown.stop()

    def _show_time(self) -> None:
        who = (chair_name if self.controller.spectator else seat_short)(self._timed_seat)
        self.timer_label.setText(
            self.tr("%1: %2 s left for this move")
            .replace("%1", who)
            .replace("%2", str(self._seconds))
        )

    def _stop_countdown_if_moved(self) -> None:
        obs = self.controller.snapshot.observation
        if self._countdown.isActive() and obs.to_act != self._timed_seat:
            self._countdown.stop()
            self.timer_label.clear()


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
        self.scene = TableScene(self.art, self.hand, [seat_short(s) for s in range(4)])
        self.scene.speed = SPEEDS.get(prefs.speed, 1.0)
        self.view = TableView(self.scene)
        self.info = InfoBar()
        self.presenter = Presenter(
            controller,  # type: ignore[arg-type]  # the same surface as GameController
            self.scene,
            self.hand,
            self.scores,
            self.tricks,
            self.info,
        )
        if controller.spectator:
            self.presenter.seat_name = chair_name
        self.controls = TableControls(
            controller,  # type: ignore[arg-type]
            prefs,
            self.hand,
            self.scene,
            self.view,
            self.presenter,
        )
        self.notices = NoticeBoard()
        self.sounds = SoundBoard(controller, prefs, self)  # type: ignore[arg-type]
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
            self.notices.post(
                self.tr("Could not reach the table: %1").replace("%1", plain(detail, 200))
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

    def _on_nudged(self, seat: int) -> None:
        self.controls.show_message(
            self.tr("%1 reminds you that the table waits for you.").replace("%1", seat_short(seat))
        )
        self.sounds.sound("your_turn")

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
