"""Where a served table's log is kept: each system's own place for a user's application state,
found without Qt (the headless server has none), and TRACTOR_DESKTOP_HOME above all."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tractor_desktop.app import APPLICATION_NAME, ORGANIZATION_NAME
from tractor_desktop.net import serving


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder of our own, and none of the variables that redirect the answer."""
    for name in ("TRACTOR_DESKTOP_HOME", "XDG_STATE_HOME", "LOCALAPPDATA"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path / "player"))
    return tmp_path / "player"


def test_linux_keeps_them_in_the_xdg_state_folder(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    expected = home / ".local" / "state" / "tractor-desktop" / "server-tables"
    assert serving.default_state_dir() == expected
    monkeypatch.setenv("XDG_STATE_HOME", "/srv/state")
    assert serving.default_state_dir() == Path("/srv/state/tractor-desktop/server-tables")
    # The XDG rules: a relative path in the variable is invalid and is ignored.
    monkeypatch.setenv("XDG_STATE_HOME", "relative/state")
    assert serving.default_state_dir() == expected


def test_windows_keeps_them_in_local_app_data(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("LOCALAPPDATA", "/c/Users/player/AppData/Local")
    folder = serving.default_state_dir()
    assert folder == Path(
        "/c/Users/player/AppData/Local/Tractor Desktop/tractor-desktop/server-tables"
    )
    assert ".local" not in folder.parts
    monkeypatch.delenv("LOCALAPPDATA")
    fallback = home / "AppData" / "Local" / "Tractor Desktop" / "tractor-desktop" / "server-tables"
    assert serving.default_state_dir() == fallback


def test_macos_keeps_them_in_application_support(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setenv("XDG_STATE_HOME", "/srv/state")  # a Linux convention: not used here
    support = home / "Library" / "Application Support"
    expected = support / "Tractor Desktop" / "tractor-desktop" / "server-tables"
    assert serving.default_state_dir() == expected


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_tractor_desktop_home_comes_first_on_every_system(
    platform: str, home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setenv("LOCALAPPDATA", "/c/Users/player/AppData/Local")
    monkeypatch.setenv("TRACTOR_DESKTOP_HOME", str(tmp_path / "portable"))
    assert serving.default_state_dir() == tmp_path / "portable" / "server-tables"


def test_folder_names_are_the_ones_the_app_gives_qt() -> None:
    """The game's own files are in Qt's <organization>/<application> folders: the server's
    tables go beside them, under the same names."""
    assert serving.ORGANIZATION_FOLDER == ORGANIZATION_NAME
    assert serving.APPLICATION_FOLDER == APPLICATION_NAME


def test_readme_says_where_each_system_keeps_them() -> None:
    """The README's table of what uninstalling leaves behind names these same folders."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text("utf-8")
    names = f"{serving.ORGANIZATION_FOLDER}\\{serving.APPLICATION_FOLDER}"
    (row,) = [line for line in readme.splitlines() if "(`server-tables/`)" in line]
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[1] == f"`${{XDG_STATE_HOME:-~/.local/state}}/{serving.APPLICATION_FOLDER}/`"
    assert cells[2] == f"`%LOCALAPPDATA%\\{names}\\`"
    assert cells[3] == f"`~/Library/Application Support/{names.replace(chr(92), '/')}/`"
