"""Hosting a table from the app: the table server runs as a child process of its own (as the
computer players do), and the app joins it over loopback like any other player. A table shown to
the local network listens on every address and is announced; one not shown listens on the
loopback only, so that nobody but this computer can reach it. Closing the window ends the
child."""

from __future__ import annotations

import logging
import re

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from tractor_desktop.app.ai_process import game_command

log = logging.getLogger(__name__)

READY = re.compile(r"serving tables on ws://\S+:(\d+)")
START_TIMEOUT_MS = 15_000
DEFAULT_PORT = 8765


ALL_ADDRESSES = "0.0.0.0"
LOOPBACK = "127.0.0.1"

TIMED_OUT = "timed_out"
NOT_STARTED = "not_started"
STOPPED = "stopped"
"""Why a hosted table's server did not open, as codes: the window says them in the player's
language (ui.net_texts.host_failure_text); the app layer holds no sentences of its own."""


def server_command(port: int, announce: bool) -> list[str]:
    """The command line of a table server: on all of this machine's addresses, announced, when
    the table is shown to the local network; else on the loopback alone (a table the player did
    not choose to show must not be reachable from the network either)."""
    host = ALL_ADDRESSES if announce else LOOPBACK
    args = ["--serve", "--host", host, "--port", str(port)]
    if announce:
        args.append("--announce")
    return game_command(*args)


class HostedServer(QObject):
    ready = Signal(int)
    """The server listens on this port."""
    failed = Signal(str, str)
    """It could not start: why (``TIMED_OUT``, ``NOT_STARTED``, ``STOPPED``), and the server's
    own last line when it stopped (as it came: the window makes it plain and cuts it)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.process = QProcess(self)
        self.process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.finished.connect(self._finished)
        self.process.errorOccurred.connect(self._error)
        self.port: int | None = None
        self._output = ""
        self._timer = QTimer(self, singleShot=True, interval=START_TIMEOUT_MS)
        self._timer.timeout.connect(lambda: self._fail(TIMED_OUT))
        self._tries: list[int] = []
        self._announce = True
        self._given_up = False

    def start(self, port: int = DEFAULT_PORT, announce: bool = True) -> None:
        """Start listening on ``port``, or on any free port if that one is taken."""
        self._announce = announce
        self._given_up = False
        self._tries = [port, 0] if port else [0]
        self._launch()

    def _launch(self) -> None:
        port = self._tries.pop(0)
        self._output = ""
        command = server_command(port, self._announce)
        self.process.start(command[0], command[1:])
        self._timer.start()

    def _read(self) -> None:
        self._output += bytes(self.process.readAllStandardOutput().data()).decode(
            "utf-8", "replace"
        )
        self._output = self._output[-4000:]
        if self.port is None and (found := READY.search(self._output)):
            self.port = int(found.group(1))
            self._timer.stop()
            self.ready.emit(self.port)

    def _finished(self, *_: object) -> None:
        if self.port is not None or self._given_up:
            return
        self._timer.stop()
        if self._tries:  # the port was taken: any free one will do
            self._launch()
            return
        last = self._output.strip().splitlines()[-1] if self._output.strip() else ""
        self._fail(STOPPED, last)

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            # The system's words are for the log: the player is told the reason.
            log.warning("the table server could not be started: %s", self.process.errorString())
            self._fail(NOT_STARTED)

    def _fail(self, why: str, detail: str = "") -> None:
        if self._given_up:
            return
        # Said once: the process this stops ends with a "finished" of its own, not a second
        # reason.
        self._given_up = True
        self._tries = []
        self.stop()
        self.failed.emit(why, detail[:300])

    def stop(self) -> None:
        """End the server (its tables end with it)."""
        self._timer.stop()
        if self.process.state() != QProcess.ProcessState.NotRunning:
            self.process.terminate()
            if not self.process.waitForFinished(2000):
                self.process.kill()
                self.process.waitForFinished(1000)
