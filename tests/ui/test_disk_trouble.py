"""A full or failing disk: the game goes on, the failure is told once with the system's reason,
"not saved" shows until a save succeeds, and nothing already saved is lost."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from tests.disks import tiny_disk
from tractor_desktop.app import paths, storage
from tractor_desktop.ui.main_window import MainWindow


def fill(folder: Path) -> Path:
    """Take every free byte of the disk."""
    filler = folder / "filler"
    with contextlib.suppress(OSError), filler.open("wb", buffering=0) as file:
        while True:
            file.write(b"\0" * 512)
    return filler


def autosave_notices(win: MainWindow) -> list[str]:
    return [t for t in win.notices.texts() if "autosaved" in t]


def test_a_full_disk_is_told_once_with_its_reason_and_loses_nothing(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    with tiny_disk(tmp_path / "disk") as disk:
        monkeypatch.setenv("TRACTOR_DESKTOP_HOME", str(disk))
        win = window
        win.session.new_game(seed=4)
        saved = paths.autosave_path().read_bytes()
        filler = fill(disk)
        qtbot.waitUntil(lambda: win.controller.game.round.drawn > 40, timeout=30_000)
        for _ in range(20):  # as after twenty tricks
            win.session.autosave()
            win.session.save_statistics()
        (notice,) = autosave_notices(win)
        assert "No space left on device" in notice
        assert "canceled" not in notice.lower()
        statistics = [t for t in win.notices.texts() if "statistics" in t]
        assert len(statistics) == 1 and "No space left on device" in statistics[0]
        assert win.controls.unsaved_label.isVisibleTo(win)
        assert paths.autosave_path().read_bytes() == saved
        assert storage.read_save(paths.autosave_path()).game.seed == 4
        filler.unlink()
        win.session.autosave()
        assert autosave_notices(win) == []
        assert not win.controls.unsaved_label.isVisibleTo(win)
        assert storage.read_save(paths.autosave_path()).game.to_dict() == (
            win.controller.game.to_dict()
        )
        win.controller.shutdown()


def test_a_failing_write_during_play_is_told_once(
    qtbot, window: MainWindow, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """The same with the failure injected, through the game's own autosaves at every trick."""
    win = window
    win.session.new_game(seed=12)
    saved = paths.autosave_path().read_bytes()

    def refuse(path: Path, data: bytes) -> None:
        raise storage.SaveError(f"cannot write {path}: Read-only file system")

    monkeypatch.setattr(storage, "write_atomically", refuse)
    win.controller.autopilot = True
    win.controller.auto_continue = True
    win.controller.new_game(seed=12)
    qtbot.waitUntil(lambda: len(win.controller.game.round.tricks) >= 4, timeout=60_000)
    win.controller.shutdown()
    (notice,) = autosave_notices(win)
    assert "Read-only file system" in notice
    assert paths.autosave_path().read_bytes() == saved
