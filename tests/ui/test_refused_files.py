"""A file the game cannot open changes nothing: the game in progress and the unfinished autosave
stay exactly as they were, and the reason stays on screen until the player dismisses it. The
window and ``storage --check`` agree on every file."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox

from tests.app.hostile_files import HOSTILE, SEATS
from tests.engine.stepping import advance_to
from tests.tiers import slow
from tests.ui.conftest import drop_file, settle
from tractor_desktop.app import paths, storage
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.simulate import random_action
from tractor_desktop.ui.main_window import MainWindow


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("TRACTOR_DESKTOP_HOME", str(folder))
    return folder


def unfinished_game(seed: int = 21, actions: int = 150) -> Game:
    game = Game(seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        game.apply(random_action(game, rng))
    return game


def plant_autosave(game: Game) -> bytes:
    storage.write_save(paths.autosave_path(), storage.SavedGame(game, SEATS, storage.now()))
    return paths.autosave_path().read_bytes()


def check_reason(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """The reason the file is refused for, as ``python -m tractor_desktop.app.storage --check``
    says it first (the engine's own account of a game that cannot be replayed follows it there
    in brackets, for the log: the player reads the reason alone)."""
    with pytest.raises(storage.SaveError) as refused:
        storage.read_save(path)
    reason = str(refused.value)
    assert storage.main(["--check", str(path)]) == 1
    said = capsys.readouterr().out.strip()
    assert said == (f"{reason} ({refused.value.detail})" if refused.value.detail else reason)
    return reason


def waiting_for_the_human() -> Game:
    """A game at the human's talon exchange: nothing moves while the test looks."""
    game = Game(seed=5, humans=(0,), levels=(2, 2), starter=0)
    return advance_to(game, "bury", seed=5, declare_chance=0)


def open_from_command_line(win: MainWindow, path: Path) -> None:
    assert not win.open_path(str(path))


def open_from_menu(win: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    win.open_action.trigger()


def open_from_recent(win: MainWindow, path: Path) -> None:
    win.prefs.recent = [str(path)]
    win.documents.recent_menu.aboutToShow.emit()
    (entry,) = win.documents.recent_menu.actions()
    entry.trigger()


def open_by_drop(win: MainWindow, path: Path) -> None:
    drop_file(win, path)


ROUTES = ["command line", "menu", "recent", "drop"]
CASES = [(name, "command line") for name in HOSTILE] + [
    (name, route) for name in ("not_json", "markup_level", "too_large") for route in ROUTES[1:]
]


@pytest.mark.parametrize(("name", "route"), CASES)
def test_a_refused_file_leaves_the_game_and_the_autosave_as_they_were(
    qtbot,
    window: MainWindow,
    home: Path,
    tmp_path: Path,
    name: str,
    route: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # type: ignore[no-untyped-def]
    win = window
    win.controller.start(waiting_for_the_human())
    win.session.autosave()
    autosaved = paths.autosave_path().read_bytes()
    before = win.controller.game.to_dict()
    hostile = HOSTILE[name](tmp_path)
    reason = check_reason(hostile, capsys)
    if route == "command line":
        open_from_command_line(win, hostile)
    elif route == "menu":
        open_from_menu(win, hostile, monkeypatch)
    elif route == "recent":
        open_from_recent(win, hostile)
    else:
        open_by_drop(win, hostile)
    assert win.controller.game.to_dict() == before
    assert paths.autosave_path().read_bytes() == autosaved
    (notice,) = win.notices.texts()
    assert reason in notice
    assert len(notice) <= 500
    settle()  # a new game dealt now would have replaced a notice's message by now
    assert win.notices.texts() == [notice]
    row = win.notices.visible_rows()[0]
    assert row.label.textFormat() == Qt.TextFormat.PlainText
    row.close_button.click()
    assert win.notices.texts() == []


def test_markup_in_a_file_is_shown_as_the_characters_it_is(
    qtbot, window: MainWindow, tmp_path: Path, home: Path
) -> None:  # type: ignore[no-untyped-def]
    for make in (HOSTILE["markup_level"], HOSTILE["markup_file_name"]):
        window.open_path(str(make(tmp_path)))
    assert any("<img src=/dev/zero>" in t for t in window.notices.texts())
    assert any("<b>bold<u>" in t for t in window.notices.texts())
    for label in window.findChildren(QLabel):
        if "<" in label.text():
            assert label.textFormat() == Qt.TextFormat.PlainText, label.text()


def test_a_refused_file_at_start_still_offers_the_unfinished_game(
    qtbot, window: MainWindow, home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    unfinished = unfinished_game()
    plant_autosave(unfinished)
    asked: list[str] = []

    def answer(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    window.start(str(HOSTILE["newer_version"](tmp_path)))
    assert len(asked) == 1
    resumed = window.controller.game.to_dict()["actions"]
    assert resumed[: len(unfinished.to_dict()["actions"])] == unfinished.to_dict()["actions"]
    assert any("newer version" in t for t in window.notices.texts())


def test_an_autosave_this_version_cannot_read_is_kept_before_a_new_game(
    qtbot, window: MainWindow, home: Path
) -> None:  # type: ignore[no-untyped-def]
    newer = storage.to_document(storage.SavedGame(unfinished_game(), SEATS, storage.now()))
    newer["version"] = storage.VERSION + 1
    paths.autosave_path().write_text(json.dumps(newer))
    original = paths.autosave_path().read_bytes()
    window.start()
    kept = [p for p in home.iterdir() if p.name.startswith("autosave-unreadable-")]
    assert len(kept) == 1 and kept[0].read_bytes() == original
    assert any(kept[0].name in t for t in window.notices.texts())


def test_a_long_created_date_is_not_carried_into_later_saves(home: Path, tmp_path: Path) -> None:
    document = storage.to_document(storage.SavedGame(Game(seed=3), SEATS, storage.now()))
    document["created"] = "2026-" + "1" * 7_000_000
    path = tmp_path / "long-date.tractor"
    path.write_text(json.dumps(document))
    saved = storage.read_save(path)
    assert saved.created == ""
    storage.write_save(tmp_path / "again.tractor", saved)
    assert (tmp_path / "again.tractor").stat().st_size < 10_000


@slow
def test_starting_the_game_with_a_refused_file_never_writes_over_the_autosave(
    home: Path, tmp_path: Path
) -> None:
    """The real program, as ``tractor-desktop broken.tractor`` starts it: once it has refused
    the file (it says so on its error output), the unfinished game is still the autosave."""
    plant_autosave(unfinished_game())
    autosaved = paths.autosave_path().read_bytes()
    broken = HOSTILE["illegal_action"](tmp_path)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRACTOR_DESKTOP_HOME": str(home)}
    process = subprocess.Popen(
        [sys.executable, "-m", "tractor_desktop", str(broken)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    watchdog = threading.Timer(60, process.kill)  # a program that never says fails the test
    watchdog.start()
    said: list[str] = []
    try:
        assert process.stderr is not None
        for line in process.stderr:
            said.append(line)
            if "cannot open" in line:
                break
        assert process.poll() is None, "".join(said)
        # The start-up has gone past the refusal: nothing has been written over the game.
        assert paths.autosave_path().read_bytes() == autosaved
    finally:
        watchdog.cancel()
        process.kill()
        _, errors = process.communicate()
    assert any("cannot open" in line for line in said)
    assert "Traceback" not in "".join(said) + errors


def test_a_save_named_in_capitals_opens_by_drop_and_is_remembered_by_its_full_path(
    qtbot, window: MainWindow, tmp_path: Path, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "GAME.TRACTOR"
    storage.write_save(path, storage.SavedGame(Game(seed=44), SEATS, storage.now()))
    monkeypatch.chdir(tmp_path)
    open_by_drop(window, Path("GAME.TRACTOR").absolute())
    assert window.controller.game.seed == 44
    assert window.prefs.recent == [str(path.resolve())]
    # The computer players may have drawn meanwhile (the file holds the deal as it was): the
    # window then asks before giving the game on the table up, and is told yes.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.documents.open_path("GAME.TRACTOR")
    assert window.prefs.recent == [str(path.resolve())]
