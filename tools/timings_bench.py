"""The times the tests no longer hold a clock to (they count work instead: looks at a cancel
flag, waits with deadlines, pings): measured here, printed, never failed on a busy machine.

    .venv/bin/python tools/timings_bench.py

- Hard's search: how long after the cancel flag goes up, and after its deadline, it stops;
- the computer players' thread: how long quitting blocks while Hard thinks in its process;
- the card memory: a redraw's time over a whole round's snapshots;
- the table server: how long until a peer that stopped answering is seen gone;
- the largest legal save (200,000 actions, nearly all redeals): how long it takes to read, and
  the longest the window's event loop stands still while the window opens it.
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import sys
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(REPO_ROOT / "tests" / "net"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered):.1f}, p95 {p95:.1f}, max {ordered[-1]:.1f}"


def hard_stops() -> None:
    from tests.engine.stepping import advance_to
    from tractor_desktop.ai.players import Budget, make_player
    from tractor_desktop.engine.game import Game

    late_flag, late_deadline = [], []
    for seed in range(8):
        game = advance_to(Game(seed=seed, humans=()), "play", seed=seed)
        obs = game.observation(game.round.to_act or 0)
        for delay in (0.0, 0.05, 0.12):
            flag_at = time.monotonic() + delay
            budget = Budget(
                deadline=time.monotonic() + 10,
                cancelled=lambda at=flag_at: time.monotonic() >= at,
            )
            make_player("hard").decide(obs, random.Random(1), budget)
            late_flag.append((time.monotonic() - flag_at) * 1000)
        start = time.monotonic()
        make_player("hard").decide(obs, random.Random(1), Budget(deadline=start + 0.2))
        late_deadline.append((time.monotonic() - start - 0.2) * 1000)
    print(f"hard: stopped after the cancel flag (ms): {percentiles(late_flag)}")
    print(f"hard: past its 200 ms deadline (ms): {percentiles(late_deadline)}")


def quitting() -> None:
    from PySide6.QtWidgets import QApplication

    from tests.engine.stepping import advance_to
    from tractor_desktop.app.ai_worker import AiRequest, AiThread
    from tractor_desktop.engine.game import Game

    app = QApplication.instance()
    assert app is not None
    game = advance_to(Game(seed=2, humans=()), "play", seed=2)
    obs = game.observation(game.round.to_act or 0)
    blocked = []
    for _ in range(5):
        ai = AiThread()
        ai.request(AiRequest(1, obs.seat, "random", obs, 50, 1))
        deadline = time.monotonic() + 30
        while ai.worker.process is None or ai.worker.process.pid is None:  # started
            app.processEvents()
            assert time.monotonic() < deadline
        ai.request(AiRequest(2, obs.seat, "hard", obs, 60_000, 1))
        time.sleep(0.3)  # Hard is thinking in the players' process
        start = time.perf_counter()
        ai.stop()
        blocked.append((time.perf_counter() - start) * 1000)
    print(f"quitting while Hard thinks blocks the window (ms): {percentiles(blocked)}")


def card_memory() -> None:
    from PySide6.QtWidgets import QApplication

    from tractor_desktop.app.ai_worker import AiThread
    from tractor_desktop.app.controller import GameController
    from tractor_desktop.app.snapshot import TableSnapshot
    from tractor_desktop.engine.game import Game
    from tractor_desktop.engine.simulate import random_action
    from tractor_desktop.ui.card_memory_view import CardMemoryDock

    app = QApplication.instance()
    assert app is not None
    controller = GameController(ai_levels=["random"] * 4, ai=AiThread(in_process=False))
    dock = CardMemoryDock(controller)
    dock.show()
    game = Game(seed=9, humans=())
    rng = random.Random(9)
    views = []
    while not game.results:
        game.apply(random_action(game, rng))
        if game.round.phase == "play":
            views.append(game.observation(0))
    times = []
    for obs in views:
        controller.snapshot = TableSnapshot(obs)
        start = time.perf_counter()
        dock.refresh()
        times.append((time.perf_counter() - start) * 1000)
        app.processEvents()
    controller.shutdown()
    print(f"card memory: a redraw over {len(times)} snapshots (ms): {percentiles(times)}")


def dead_peer() -> None:
    from net_helpers import running, seated

    async def once() -> float:
        async with running(grace_s=60) as (_server, url):
            watcher, silent = await seated(url, 2)
            await asyncio.sleep(0.2)
            silent.ws.transport.pause_reading()
            start = time.monotonic()
            await watcher.until(
                lambda m: m.get("type") == "lobby" and m["seats"][1]["connected"] is False, 10
            )
            noticed = time.monotonic() - start
            silent.ws.transport.abort()
            await watcher.close()
            return noticed * 1000

    noticed = [asyncio.run(once()) for _ in range(3)]
    print(f"server: a peer gone silent seen gone after (ms): {percentiles(noticed)}")


def large_save() -> None:
    import tempfile

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from tests.app.hostile_files import SEATS
    from tractor_desktop.app import storage
    from tractor_desktop.app.settings import Preferences
    from tractor_desktop.engine.actions import Draw, Pass
    from tractor_desktop.engine.game import MAX_ACTIONS, Game
    from tractor_desktop.ui.main_window import MainWindow

    app = QApplication.instance()
    assert app is not None
    folder = Path(tempfile.mkdtemp(prefix="tractor-bench-"))
    os.environ["TRACTOR_DESKTOP_HOME"] = str(folder)
    game = Game(seed=1, humans=(0,))
    while len(game.actions) < MAX_ACTIONS - 120:  # a whole redeal more would pass the limit
        current = game.round
        game.apply(Draw() if current.phase == "draw" else Pass(current.to_act or 0))
    path = folder / "redeals.tractor"
    storage.write_save(path, storage.SavedGame(game, SEATS, storage.now()))
    size = path.stat().st_size
    reads = []
    for _ in range(3):
        start = time.perf_counter()
        storage.read_save(path)
        reads.append((time.perf_counter() - start) * 1000)
    # "Give up this game?" is answered yes: the benchmark has no one to click.
    QMessageBox.question = lambda *a, **k: QMessageBox.StandardButton.Yes  # type: ignore[method-assign]
    window = MainWindow(prefs=Preferences())
    window.session.autosave_enabled = False
    window.show()
    last = [time.perf_counter()]
    gaps: list[float] = []

    def beat() -> None:
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000)
        last[0] = now

    heart = QTimer()
    heart.setInterval(5)
    heart.timeout.connect(beat)
    heart.start()
    opened, stood = [], []
    for _ in range(3):
        window.session.new_game(seed=2)  # a game that no file holds: nothing to read back
        gaps.clear()
        last[0] = time.perf_counter()
        start = time.perf_counter()
        window.open_path(str(path))
        opened.append((time.perf_counter() - start) * 1000)
        beat()
        stood.append(max(gaps))
    heart.stop()
    window.controller.shutdown()
    window.close()
    print(
        f"a save of {len(game.actions)} actions ({size // 1024} KB): read (ms): "
        f"{percentiles(reads)}; opened in the window (ms): {percentiles(opened)}; "
        f"the window's loop stood still at most (ms): {percentiles(stood)}"
    )


def main() -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])  # noqa: F841 - the card memory's widgets need it
    hard_stops()
    quitting()
    card_memory()
    dead_peer()
    large_save()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
