"""The main window's network tables: hosting one (its server a child process) and joining
one; each opens in a window of its own, and the solo game stays as it is."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QWidget

from tractor_desktop.app.settings import Preferences, SettingsStore
from tractor_desktop.ui.net_texts import host_failure_text
from tractor_desktop.ui.notices import NoticeBoard
from tractor_desktop.ui.preferences_glue import save_preferences

if TYPE_CHECKING:
    from tractor_desktop.app.remote import RemoteController
    from tractor_desktop.app.table_host import HostedServer
    from tractor_desktop.ui.network_window import NetworkWindow

# The network's modules (websockets, zeroconf) are loaded when a table is opened, not with the
# window: a solo game starts as fast as before.

OPENING = "opening-table"
"""The notice said while a hosted table's server starts: withdrawn once it opened or failed."""


class NetworkTables:
    def __init__(self, window: QWidget, prefs: Preferences, notices: NoticeBoard) -> None:
        self.window = window
        self.prefs = prefs
        self.notices = notices
        self.open: list[NetworkWindow] = []

    def host_table(self) -> None:
        from tractor_desktop.app.remote import RemoteController
        from tractor_desktop.app.table_host import HostedServer
        from tractor_desktop.ui.table_dialogs import HostDialog

        dialog = HostDialog(self.prefs, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        first = dialog.create_message()
        self._remember(dialog.remember)
        server = HostedServer()
        self.notices.post(
            QCoreApplication.translate("NetworkWindow", "Opening your table…"), key=OPENING
        )

        def ready(port: int) -> None:
            self.notices.withdraw(OPENING)  # the table's own window says the rest
            self.show(RemoteController(f"ws://127.0.0.1:{port}", first), server)

        def failed(why: str, detail: str) -> None:
            self.notices.withdraw(OPENING)
            self.notices.post(host_failure_text(why, detail))

        server.ready.connect(ready)
        server.failed.connect(failed)
        server.start(dialog.port_box.value(), dialog.announce_box.isChecked())

    def join_table(self) -> None:
        from tractor_desktop.app.remote import RemoteController
        from tractor_desktop.ui.table_dialogs import JoinDialog

        dialog = JoinDialog(self.prefs, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        url, first = dialog.target()
        self._remember(dialog.remember)
        self.show(RemoteController(url, first))

    def _remember(self, remember: Callable[[Preferences], None]) -> None:
        """What the player typed, kept in the preferences for the next table; written at once
        when the window has a settings store (a network game is where the app may be killed)."""
        remember(self.prefs)
        store = getattr(self.window, "store", None)
        if isinstance(store, SettingsStore):
            save_preferences(store, self.prefs, self.notices)

    def show(self, controller: RemoteController, server: HostedServer | None = None) -> None:
        from tractor_desktop.ui.network_window import NetworkWindow

        window = NetworkWindow(controller, self.prefs, server=server)
        self.open.append(window)
        window.destroyed.connect(lambda *_: self._forget(window))
        window.show()
        controller.connect_now()

    def _forget(self, window: NetworkWindow) -> None:
        if window in self.open:
            self.open.remove(window)
