"""The window comes back as the player left it: size, place, the history dock, the settings tab,
and sanely when the screen is now smaller; a damaged saved layout is reset with a notice."""

from __future__ import annotations

from pathlib import Path

import pytest

from tractor_desktop.app.controller import GameController
from tractor_desktop.app.settings import SettingsStore
from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.settings_dialog import SettingsDialog


@pytest.fixture
def store(tmp_path: Path) -> SettingsStore:
    return SettingsStore(tmp_path / "settings.ini")


def open_window(qtbot, store: SettingsStore) -> MainWindow:  # type: ignore[no-untyped-def]
    prefs, _ = store.load()
    win = MainWindow(GameController(ai_levels=["random"] * 4), prefs=prefs, store=store)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_size_place_and_the_history_dock_are_restored(qtbot, store: SettingsStore) -> None:  # type: ignore[no-untyped-def]
    first = open_window(qtbot, store)
    first.resize(1100, 720)
    first.side.hide()
    first.close()
    again = open_window(qtbot, store)
    screen = again.screen().availableGeometry()
    # The offscreen test screen may be narrower than the window's minimum: then it is that.
    wanted_width = min(1100, max(screen.width(), again.minimumWidth()))
    assert (again.width(), again.height()) == (wanted_width, min(720, screen.height()))
    assert not again.side.isVisible()
    again.close()


def test_a_layout_saved_on_a_larger_screen_fits_this_one(qtbot, store: SettingsStore) -> None:  # type: ignore[no-untyped-def]
    first = open_window(qtbot, store)
    screen = first.screen().availableGeometry()
    first.resize(screen.width() + 900, screen.height() + 700)
    first.move(screen.right() + 500, screen.bottom() + 500)
    first.close()
    again = open_window(qtbot, store)
    assert again.width() <= max(screen.width(), again.minimumWidth())
    assert again.height() <= max(screen.height(), again.minimumHeight())
    assert screen.intersects(again.frameGeometry())
    again.close()


def test_the_settings_open_on_the_tab_last_used(qtbot, store: SettingsStore) -> None:  # type: ignore[no-untyped-def]
    prefs, _ = store.load()
    prefs.settings_tab = 2
    store.save(prefs)
    reread, notice = store.load()
    dialog = SettingsDialog(reread, reread.rules)
    qtbot.addWidget(dialog)
    assert dialog.tabs.currentIndex() == 2 and notice == ""


def test_a_damaged_saved_layout_is_reset_and_named(store: SettingsStore) -> None:
    store.path.write_text(
        "version=1\n[window]\ngeometry=not base64!\nstate=" + "A" * 10_000 + "\nsettings_tab=9\n",
        encoding="utf-8",
    )
    prefs, notice = store.load()
    assert prefs.window_geometry == prefs.window_state == "" and prefs.settings_tab == 0
    for key in ("window/geometry", "window/state", "window/settings_tab"):
        assert key in notice
