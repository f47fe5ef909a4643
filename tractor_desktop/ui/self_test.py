"""Whole rounds through the real controller, window and animations, with two measurements:
the time to the first painted window and the longest stall of the GUI event loop.

Used by ``tractor-desktop --self-test`` (installer checks) and by the stall benchmark.
"""

from __future__ import annotations

import dataclasses
import os
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication

from tractor_desktop.app.controller import GameController
from tractor_desktop.app.hints import any_legal_play
from tractor_desktop.app.settings import Preferences
from tractor_desktop.engine.cards import TALON_SIZE, codes
from tractor_desktop.ui.main_window import MainWindow

if TYPE_CHECKING:
    from tractor_desktop.ui.network_window import NetworkWindow

HEARTBEAT_MS = 4


def process_age_ms() -> float | None:
    """Milliseconds since this process was created (Linux), else None."""
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        ticks = os.sysconf("SC_CLK_TCK")
        started = int(fields[19]) / ticks
        return (uptime - started) * 1000
    except (OSError, ValueError, IndexError):
        return None


class StallMeter(QObject):
    """A heartbeat timer: the longest gap between beats, less the beat, is the worst stall."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.max_stall_ms = 0.0
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(HEARTBEAT_MS)
        self._timer.timeout.connect(self._beat)

    def start(self) -> None:
        self._clock.start()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _beat(self) -> None:
        gap = self._clock.nsecsElapsed() / 1e6
        self._clock.restart()
        self.max_stall_ms = max(self.max_stall_ms, gap - HEARTBEAT_MS)


@dataclasses.dataclass
class RunReport:
    rounds: int = 0
    first_paint_ms: float = 0.0
    max_stall_ms: float = 0.0
    illegal_actions: int = 0
    ai_failures: int = 0
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error and self.illegal_actions == 0 and self.ai_failures == 0


def play_rounds(
    app: QApplication,
    *,
    rounds: int = 1,
    level: str = "easy",
    speed: float = 0.0,
    seed: int = 1,
    timeout_s: float = 240.0,
    launched_ms: float = 0.0,
) -> RunReport:
    """Show the window, let four computer players play ``rounds`` rounds, and measure."""
    report = RunReport()
    started = time.perf_counter()
    controller = GameController(ai_levels=[level] * 4, autopilot=True)
    window = MainWindow(controller)
    window.set_speed(speed, window.speed_actions[0])
    meter = StallMeter(window)

    def first_paint() -> None:
        if not report.first_paint_ms:
            report.first_paint_ms = launched_ms + (time.perf_counter() - started) * 1000
            meter.start()

    def scored(_event: object) -> None:
        report.rounds += 1
        if report.rounds >= rounds:
            finish()

    def finish() -> None:
        # Stop measuring first: quitting the event loop is not a stall during play.
        meter.stop()
        QTimer.singleShot(0, app.quit)

    def timed_out() -> None:
        report.error = f"no result after {timeout_s:.0f} s"
        finish()

    window.view.painted.connect(first_paint)
    controller.roundScored.connect(scored)
    controller.gameOver.connect(lambda _e: finish())
    watchdog = QTimer(window)
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(timed_out)
    watchdog.start(int(timeout_s * 1000))
    window.show()
    controller.new_game(seed=seed)
    app.exec()
    meter.stop()
    watchdog.stop()
    report.max_stall_ms = meter.max_stall_ms
    report.illegal_actions = controller.illegal_ai_actions
    report.ai_failures = controller.ai_failures
    if report.rounds < rounds and controller.snapshot.winner is None and not report.error:
        report.error = "the round did not finish"
    window.close()
    return report


class SeatPlayer(QObject):
    """Plays a network window's seat through its controls whenever the table waits for it:
    passes its last chance, buries its first eight cards, plays its first legal play."""

    def __init__(self, window: NetworkWindow) -> None:
        super().__init__(window)
        self.window = window
        self.moves = 0
        window.controller.humanTurn.connect(self.turn)

    def turn(self, kind: str) -> None:
        QTimer.singleShot(0, self, lambda: self.move(kind))

    def move(self, kind: str) -> None:
        c = self.window.controller
        obs = c.snapshot.observation
        if not c.idle or obs.to_act != 0:
            return
        if kind == "last_chance":
            self.moves += bool(c.pass_declaration())
        elif kind == "bury":
            self.moves += self.window.controls.submit(codes(obs.hand[:TALON_SIZE]))
        elif kind == "play":
            self.moves += self.window.controls.submit(list(any_legal_play(obs)))


def play_served_round(app: QApplication, timeout_s: float = 120.0) -> str:
    """Serve a table from a child process, join it in a network window, play one round with
    three computer players; "" when that went well, else what went wrong."""
    from tractor_desktop.app.remote import RemoteController
    from tractor_desktop.app.table_host import HostedServer
    from tractor_desktop.ui.network_window import NetworkWindow

    outcome: list[str] = []
    server = HostedServer()
    prefs = Preferences()
    prefs.speed = "off"
    windows: list[NetworkWindow] = []

    def ready(port: int) -> None:
        first = {"type": "create", "name": "Self-test", "level": "random"}
        window = NetworkWindow(RemoteController(f"ws://127.0.0.1:{port}", first), prefs)
        window.confirm_leaving = lambda text: True  # type: ignore[method-assign]
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        windows.append(window)
        SeatPlayer(window)
        c = window.controller
        c.joined.connect(lambda *_: c.start_game())
        c.roundScored.connect(lambda _e: finish(""))
        c.linkChanged.connect(
            lambda state, why: (
                finish(why or "the table could not be reached") if state == "failed" else None
            )
        )
        c.problem.connect(finish)
        window.show()
        c.connect_now()

    def finish(why: str) -> None:
        if not outcome:
            outcome.append(why)
            QTimer.singleShot(0, app.quit)

    server.ready.connect(ready)
    server.failed.connect(lambda why, detail: finish(f"the server did not start ({why}) {detail}"))
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(lambda: finish(f"no round after {timeout_s:.0f} s"))
    watchdog.start(int(timeout_s * 1000))
    server.start(0, announce=False)
    app.exec()
    watchdog.stop()
    server.stop()
    for window in windows:
        window.close()
        window.deleteLater()
    return outcome[0] if outcome else "stopped"
