"""Game → Host a table / Join a table: what a network table needs to know before it opens.

The list of tables on the local network comes from zeroconf (``net.discovery``); a table on
another network, or where multicast is blocked, is joined by typing its address and code.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app.network_facts import (
    MAX_NAME,
    TURN_SECONDS,
    Browser,
    LanTable,
    normal_room_code,
    parse_address,
)
from tractor_desktop.app.settings import (
    DEFAULT_NAMES,
    LEVELS,
    MAX_NET_ADDRESS,
    Preferences,
    clean_name,
)
from tractor_desktop.ui.plain import plain
from tractor_desktop.ui.setting_texts import choice_label

DEFAULT_PORT = 8765
MAX_ADDRESS = MAX_NET_ADDRESS


def _name_field(prefs: Preferences) -> QLineEdit:
    """The name last typed for a network table, else the player's own name from the settings;
    empty while it is the default ("You" would name nobody at the others' tables: the server
    then calls the seat by its number)."""
    stored = prefs.names[0]
    edit = QLineEdit(prefs.net_name or ("" if stored == DEFAULT_NAMES[0] else stored))
    edit.setMaxLength(MAX_NAME)
    return edit


def _typed_name(edit: QLineEdit) -> str:
    # A pasted name may hold control characters: cleaned as every name the player gives is.
    return clean_name(edit.text(), MAX_NAME)


class HostDialog(QDialog):
    """A table of this machine's: the player's name, the computer players' level, a timer."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a table"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Friends on your network join with the table's code; computer players take "
                "the seats nobody takes."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.name_edit = _name_field(prefs)
        form.addRow(self.tr("Your &name:"), self.name_edit)
        self.level_box = QComboBox()
        for level in LEVELS:
            self.level_box.addItem(choice_label(level), level)
        self.level_box.setCurrentIndex(max(0, self.level_box.findData(prefs.levels[0])))
        form.addRow(self.tr("&Computer players:"), self.level_box)
        self.timer_box = QComboBox()
        for seconds in TURN_SECONDS:
            text = self.tr("No timer") if not seconds else self.tr("%1 s a move")
            self.timer_box.addItem(text.replace("%1", str(seconds)), seconds)
        self.timer_box.setToolTip(self.tr("A move not made in time is made by a computer player."))
        form.addRow(self.tr("&Turn timer:"), self.timer_box)
        self.port_box = QSpinBox()
        self.port_box.setRange(1024, 65535)
        self.port_box.setValue(DEFAULT_PORT)
        self.port_box.setToolTip(self.tr("Another free port is used if this one is taken."))
        form.addRow(self.tr("&Port:"), self.port_box)
        self.announce_box = QCheckBox(self.tr("&Show the table to the local network"))
        self.announce_box.setChecked(True)
        self.announce_box.setToolTip(
            self.tr(
                "Shown, the table can be reached from the network and is listed in Join. Not "
                "shown, only this computer can reach it."
            )
        )
        form.addRow(self.announce_box)
        layout.addLayout(form)
        # A table shown to the network listens on every address, and the system's firewall
        # (Windows Defender's always, macOS's when it is on) asks about it, with no word of ours
        # otherwise. A table not shown listens on the loopback alone: nothing to ask, no note.
        self.firewall_note = QLabel(
            self.tr(
                "Your system may ask whether to let this game accept connections from the "
                "network: allow it on private networks, so that friends on your network can "
                "join. Players on the internet also need the port above opened on your router."
            )
        )
        self.firewall_note.setWordWrap(True)
        self.firewall_note.setVisible(self.announce_box.isChecked())
        self.announce_box.toggled.connect(self.firewall_note.setVisible)
        layout.addWidget(self.firewall_note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Open the table"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def remember(self, prefs: Preferences) -> None:
        """The name typed, for the next table."""
        prefs.net_name = _typed_name(self.name_edit)

    def create_message(self) -> dict[str, Any]:
        return {
            "type": "create",
            "name": _typed_name(self.name_edit),
            "level": self.level_box.currentData(),
            "turn_seconds": self.timer_box.currentData(),
        }


class _Tables(QObject):
    """Carries the browser's news from zeroconf's thread to the Qt thread."""

    changed = Signal(object)


class JoinDialog(QDialog):
    """A table on the local network, from the list, or anywhere, by its address and code."""

    def __init__(
        self, prefs: Preferences, parent: QWidget | None = None, *, browse: bool = True
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self.watch = False
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Tables on your network:")))
        self.table_list = QListWidget()
        self.table_list.setObjectName("lan_tables")
        self.table_list.currentItemChanged.connect(self._picked)
        self.table_list.itemDoubleClicked.connect(lambda _: self._accept(False))
        layout.addWidget(self.table_list, 1)
        self.lan_note = QLabel()
        self.lan_note.setWordWrap(True)
        layout.addWidget(self.lan_note)
        form = QFormLayout()
        # The last table's address and code: one who left a table sits again without typing.
        self.address_edit = QLineEdit(prefs.net_address)
        self.address_edit.setMaxLength(MAX_ADDRESS)
        self.address_edit.setPlaceholderText(self.tr("host or host:port"))
        form.addRow(self.tr("&Address:"), self.address_edit)
        self.room_edit = QLineEdit(prefs.net_room)
        self.room_edit.setPlaceholderText("K7M2QX")
        self.room_edit.setMaxLength(18)
        form.addRow(self.tr("Table &code:"), self.room_edit)
        self.name_edit = _name_field(prefs)
        form.addRow(self.tr("Your &name:"), self.name_edit)
        layout.addLayout(form)
        self.error_label = QLabel()
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020;")
        layout.addWidget(self.error_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = QPushButton(self.tr("&Join"))
        self.join_button.setDefault(True)
        self.watch_button = QPushButton(self.tr("&Watch"))
        self.watch_button.setToolTip(self.tr("See the table's game without a seat: no hand"))
        buttons.addButton(self.join_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.join_button.clicked.connect(lambda: self._accept(False))
        self.watch_button.clicked.connect(lambda: self._accept(True))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(520, 480)
        self._news = _Tables(self)
        self._news.changed.connect(self.show_tables)
        self.browser: Browser | None = None
        if browse:
            self.browser = Browser(self._news.changed.emit)
        self.show_tables([])
        self.finished.connect(self._stop_browsing)

    def show_tables(self, tables: list[LanTable]) -> None:
        chosen = self.table_list.currentItem()
        keep = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        self.table_list.clear()
        for table in tables:
            text = self.tr("%1 — hosted by %2, %3 free — %4")
            text = (
                text.replace("%1", table.room)
                .replace("%2", plain(table.host_name, 24) or "?")
                .replace("%3", str(table.free_seats))
                .replace("%4", f"{table.host}:{table.port}")
            )
            item = QListWidgetItem(plain(text, 160))
            item.setData(Qt.ItemDataRole.UserRole, table)
            self.table_list.addItem(item)
            if keep is not None and keep == table:
                self.table_list.setCurrentItem(item)
        if self.browser is not None and not self.browser.working:
            self.lan_note.setText(
                self.tr("This computer cannot look for tables on the network: type an address.")
            )
        elif not tables:
            self.lan_note.setText(
                self.tr("No table found yet. A table elsewhere is joined by its address.")
            )
        else:
            self.lan_note.clear()

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        table = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(table, LanTable):
            host = f"[{table.host}]" if ":" in table.host else table.host
            self.address_edit.setText(f"{host}:{table.port}")
            self.room_edit.setText(table.room)

    def target(self) -> tuple[str, dict[str, Any]]:
        """The server's URL and the first message (join or watch); ValueError says what is
        wrong with what was typed."""
        try:
            host, port = parse_address(self.address_edit.text(), DEFAULT_PORT)
        except ValueError:
            raise ValueError(
                self.tr("Type the table's address: a host name or address, and a port after :")
            ) from None
        room = normal_room_code(self.room_edit.text())
        if room is None:
            raise ValueError(self.tr("A table code is 6 letters and digits, such as K7M2QX."))
        url = f"ws://[{host}]:{port}" if ":" in host else f"ws://{host}:{port}"
        if self.watch:
            return url, {"type": "watch", "room": room}
        return url, {"type": "join", "room": room, "name": _typed_name(self.name_edit)}

    def remember(self, prefs: Preferences) -> None:
        """The address, code and name typed, for the next time (a code that cannot be one is
        not kept)."""
        prefs.net_address = " ".join(self.address_edit.text().split())[:MAX_ADDRESS]
        prefs.net_room = normal_room_code(self.room_edit.text()) or ""
        prefs.net_name = _typed_name(self.name_edit)

    def _accept(self, watch: bool) -> None:
        self.watch = watch
        try:
            self.target()
        except ValueError as wrong:
            self.error_label.setText(plain(str(wrong), 200))
            return
        self.accept()

    def _stop_browsing(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None
