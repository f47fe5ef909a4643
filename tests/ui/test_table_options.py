"""The card memory, sound and take-backs are the player's choices: a menu command each (with a
stable name), a setting in the settings dialog, kept in the settings file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction

from tractor_desktop.app.controller import GameController
from tractor_desktop.app.settings import Preferences, SettingsStore
from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.settings_dialog import SettingsDialog


def action(win: MainWindow, name: str) -> QAction:
    found = win.findChild(QAction, name)
    assert found is not None, name
    return found


def test_every_new_command_is_in_a_menu_with_a_stable_name(window: MainWindow) -> None:
    in_menus = {
        a.objectName()
        for menu in window.menuBar().actions()
        if menu.menu() is not None
        for a in menu.menu().actions()  # type: ignore[union-attr]
    }
    for name in (
        "action_take_back",
        "action_new_numbered_deal",
        "action_replay_deal",
        "action_card_memory",
        "action_sound",
        "action_tutorial",
    ):
        assert name in in_menus
    assert action(window, "action_take_back").shortcut().toString() == "Ctrl+Z"


def test_the_card_memory_is_off_by_default_and_its_command_shows_it(
    qtbot, window: MainWindow, home: Path
) -> None:  # type: ignore[no-untyped-def]
    window.store = SettingsStore(home / "settings.ini")
    assert not window.card_memory.isVisible()
    assert not action(window, "action_card_memory").isChecked()
    action(window, "action_card_memory").trigger()
    assert window.card_memory.isVisible() and window.prefs.card_memory
    assert SettingsStore(home / "settings.ini").load()[0].card_memory
    window.card_memory.close()
    assert not window.prefs.card_memory
    assert not action(window, "action_card_memory").isChecked()


def test_the_sound_command_turns_sound_off_and_on(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    sound = action(window, "action_sound")
    assert sound.isChecked() == window.prefs.sound
    heard: list[str] = []
    window.sounds.played.connect(heard.append)
    if sound.isChecked():
        sound.trigger()
    assert not window.prefs.sound
    window.sounds.set_volume(50)
    sound.trigger()
    assert window.prefs.sound


def test_the_settings_dialog_sets_take_backs_memory_sound_and_volume(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    prefs = Preferences()
    win = MainWindow(GameController(ai_levels=["random"] * 4), prefs=prefs)
    qtbot.addWidget(win)
    win.show()
    dialog = SettingsDialog(prefs, prefs.rules, win)
    qtbot.addWidget(dialog)
    dialog.take_backs.setChecked(False)
    dialog.card_memory.setChecked(True)
    dialog.sound.setChecked(False)
    assert not dialog.volume.isEnabled()
    dialog.volume.setValue(20)
    chosen = dialog.result_preferences()
    assert (chosen.take_backs, chosen.card_memory, chosen.sound, chosen.volume) == (
        False,
        True,
        False,
        20,
    )
    for field in ("take_backs", "card_memory", "sound", "volume"):
        setattr(prefs, field, getattr(chosen, field))
    win.preferences_glue.apply_table_preferences()
    assert win.card_memory.isVisible()
    assert not action(win, "action_sound").isChecked()
    assert not action(win, "action_take_back").isEnabled()
    win.close()


def test_the_draw_pause_for_a_chance_to_declare_follows_the_setting_and_the_speed(
    window: MainWindow,
) -> None:
    window.prefs.pause_to_declare = True
    window.set_speed(1.0, window.speed_actions[1])
    assert window.controller.declare_pause_ms == 3000
    window.set_speed(0.5, window.speed_actions[2])
    assert window.controller.declare_pause_ms == 1500
    window.prefs.pause_to_declare = False
    window.set_speed(1.0, window.speed_actions[1])
    assert window.controller.declare_pause_ms == 0


def test_a_speed_chosen_in_the_menu_is_kept_for_the_next_start(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    store = SettingsStore(tmp_path / "settings.ini")
    prefs, _ = store.load()
    win = MainWindow(GameController(ai_levels=["random"] * 4), prefs=prefs, store=store)
    qtbot.addWidget(win)
    fast = next(a for a in win.speed_actions if a.data() == "fast")
    fast.trigger()
    again, _ = store.load()
    assert again.speed == "fast" and win.scene.speed == 0.5
    win.controller.shutdown()


def test_the_pause_to_declare_is_a_setting_kept_with_the_others(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    store = SettingsStore(tmp_path / "settings.ini")
    prefs, _ = store.load()
    assert prefs.pause_to_declare  # on for a newcomer
    dialog = SettingsDialog(prefs, prefs.rules)
    qtbot.addWidget(dialog)
    dialog.pause_to_declare.setChecked(False)
    store.save(dialog.result_preferences())
    again, notice = store.load()
    assert not again.pause_to_declare and notice == ""
