"""A damaged statistics file at the start: kept aside and told once in the window, never
written over by the next round's record."""

from __future__ import annotations

from pathlib import Path

from tractor_desktop.app import paths
from tractor_desktop.app.ai_worker import AiThread
from tractor_desktop.app.controller import GameController
from tractor_desktop.ui.main_window import MainWindow


def test_the_window_tells_once_that_a_damaged_statistics_file_was_kept(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    damaged = b'{"games_played": 3, "games_won'
    paths.statistics_path().parent.mkdir(parents=True, exist_ok=True)
    paths.statistics_path().write_bytes(damaged)
    win = MainWindow(GameController(ai_levels=["random"] * 4, ai=AiThread(in_process=False)))
    qtbot.addWidget(win)
    try:
        told = [t for t in win.notices.texts() if "statistics" in t]
        assert len(told) == 1
        (kept,) = paths.statistics_path().parent.glob("statistics-damaged-*.json")
        assert kept.name in told[0]
        assert kept.read_bytes() == damaged
        win.session.save_statistics()  # as at a round's end
        win.session.save_statistics()
        assert kept.read_bytes() == damaged
        assert [t for t in win.notices.texts() if "statistics" in t] == told
    finally:
        win.controller.shutdown()
