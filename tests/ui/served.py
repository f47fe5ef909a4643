"""A table server for the window tests, in a thread with its own event loop (the test's thread
runs Qt's), and botclient processes that take seats over the wire."""

from __future__ import annotations

import asyncio
import contextlib
import subprocess
import sys
import threading
from collections.abc import Iterator
from typing import Any

from tractor_desktop.net.server import TableServer


class ServedTables:
    def __init__(self, **options: Any) -> None:
        options.setdefault("budget_ms", 1)
        options.setdefault("draw_pause_s", 0.0)
        self.server = TableServer(**options)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.call(self.server.start("127.0.0.1", 0))
        self.url = f"ws://127.0.0.1:{self.server.port}"
        self.processes: list[subprocess.Popen[str]] = []

    def call(self, work: Any, timeout: float = 10.0) -> Any:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(timeout)

    def bot_process(self, room: str, name: str) -> subprocess.Popen[str]:
        """``python -m tractor_desktop.net.botclient`` joins ``room`` from a process of its own
        and plays to the end of the game (it prints the winner and its seat)."""
        command = [
            sys.executable,
            "-m",
            "tractor_desktop.net.botclient",
            "--url",
            self.url,
            "--room",
            room,
            "--name",
            name,
            "--level",
            "random",
            "--budget-ms",
            "1",
        ]
        process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        self.processes.append(process)
        return process

    def stop(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                process.kill()
            process.wait(5)
        with contextlib.suppress(Exception):
            self.call(self.server.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


@contextlib.contextmanager
def served(**options: Any) -> Iterator[ServedTables]:
    tables = ServedTables(**options)
    try:
        yield tables
    finally:
        tables.stop()


def open_table(qtbot: Any, url: str, first: dict[str, Any]) -> Any:
    """A network table's window, its link opened with ``first`` (create, join or watch)."""
    from PySide6.QtCore import Qt

    from tractor_desktop.app.remote import RemoteController
    from tractor_desktop.app.settings import Preferences
    from tractor_desktop.ui.network_window import NetworkWindow

    prefs = Preferences()
    prefs.speed = "off"
    controller = RemoteController(url, first)
    window = NetworkWindow(controller, prefs)
    window.confirm_leaving = lambda text: True
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # qtbot closes it too
    qtbot.addWidget(window)
    window.show()
    controller.connect_now()
    return window
