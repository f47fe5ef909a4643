"""The people at a network table, beside it: the room's code, each seat (a person, a computer
player, connected or away), a free seat to move to before the start, the host's Start, chat and
quick messages, the nudge and the turn timer's countdown. Names and chat lines from the server
are shown as plain text, cut short."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app.network_facts import QUICK_MESSAGES
from tractor_desktop.app.remote import RemoteController, SeatInfo
from tractor_desktop.ui.names import chair_name, seat_short
from tractor_desktop.ui.net_texts import problem_text
from tractor_desktop.ui.plain import plain
from tractor_desktop.ui.setting_texts import choice_label

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
        self.seat_list.currentRowChanged.connect(lambda _: self._update_sit_button())
        self.seat_list.itemDoubleClicked.connect(lambda _: self.sit_chosen())
        layout.addWidget(self.seat_list)
        self.sit_button = QPushButton(self.tr("Sit &here"))
        self.sit_button.setToolTip(self.tr("Move to the empty seat chosen above."))
        self.sit_button.clicked.connect(self.sit_chosen)
        layout.addWidget(self.sit_button)
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
        controller.linkChanged.connect(lambda *_: self.update_people())
        controller.joined.connect(lambda *_: self.update_people())
        controller.chatReceived.connect(self.add_line)
        controller.timerStarted.connect(self.start_countdown)
        controller.stateChanged.connect(self._stop_countdown_if_moved)
        self.update_people()

    def update_people(self) -> None:
        c = self.controller
        self.room_label.setText(plain(self._standing(), 400))
        chosen = self.seat_list.currentRow()
        self.seat_list.clear()
        for info in c.seats:
            item = QListWidgetItem(plain(self._seat_line(info), 120))
            item.setData(Qt.ItemDataRole.UserRole, info.seat)
            self.seat_list.addItem(item)
        if 0 <= chosen < self.seat_list.count():
            self.seat_list.setCurrentRow(chosen)
        self.start_button.setVisible(c.is_host and not c.started and c.live)
        waiting = [s for s in c.seats if s.kind is None]
        self.start_button.setText(
            self.tr("&Start the game") if not waiting else self.tr("&Start with computer players")
        )
        talk = c.live
        for widget in (self.chat_edit, self.send_button, self.quick_box, self.nudge_button):
            widget.setEnabled(talk)
        self._update_sit_button()

    def _standing(self) -> str:
        """The room's code and where the window stands: never "connecting" once it is not."""
        c = self.controller
        state = c.connection
        code = self.tr("Room code: %1").replace("%1", c.room) if c.room else ""
        if state == "connecting":
            text = self.tr("Connecting to the table…")
        elif state == "refused":
            text = self.tr("You are not at the table: %1").replace(
                "%1", problem_text(c.refused or "")
            )
        elif state == "lost":
            text = self.tr("The connection is lost: connecting again…")
        elif state in ("failed", "closed"):
            text = self.tr("Not connected to the table.")
        elif state == "watching":
            text = self.tr("You are watching: you see only the cards on the table.")
        elif not c.started and self._free_seats():
            text = self.tr("Before the start you may move to an empty seat.")
        else:
            text = ""
        return "\n".join(line for line in (code, text) if line)

    def _free_seats(self) -> list[int]:
        """The seats the player may move to now (the player's numbering)."""
        c = self.controller
        if not c.live or c.started:
            return []
        return [s.seat for s in c.seats if s.kind is None]

    def _chosen_seat(self) -> int | None:
        item = self.seat_list.currentItem()
        seat = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return seat if isinstance(seat, int) else None

    def _update_sit_button(self) -> None:
        free = self._free_seats()
        self.sit_button.setVisible(bool(free))
        self.sit_button.setEnabled(self._chosen_seat() in free)

    def sit_chosen(self) -> None:
        seat = self._chosen_seat()
        if seat is not None and seat in self._free_seats():
            self.controller.sit(seat)

    def _seat_line(self, info: SeatInfo) -> str:
        where = chair_name(info.seat) if self.controller.spectator else seat_short(info.seat)
        if info.kind is None:
            return self.tr("%1: empty").replace("%1", where)
        if info.kind == "computer":
            what = self.tr("computer player (%1)").replace("%1", choice_label(info.level or ""))
            if info.vacant:
                what += " · " + self.tr("left by a person: the next one who joins sits here")
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
