"""The players' default names are shown in the player's language; a name the player typed is
shown as typed, and the defaults stay defaults across a change of language."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tractor_desktop.app import translations
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.settings import DEFAULT_NAMES, Preferences
from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.names import seat_short
from tractor_desktop.ui.settings_dialog import SettingsDialog


def test_default_names_are_shown_translated_and_typed_names_as_typed(qapp: QApplication) -> None:  # type: ignore[no-untyped-def]
    try:
        assert translations.install(qapp, "el") == "el"
        prefs = Preferences()
        prefs.names[2] = "Μαρία"
        window = MainWindow(GameController(ai_levels=["random"] * 4), prefs=prefs)
        window.session.new_game(seed=3)
        badges = [b.name for b in window.scene.badges]
        assert badges[2] == "Μαρία"
        for seat in (0, 1, 3):
            assert badges[seat] == seat_short(seat) != DEFAULT_NAMES[seat]
        dialog = SettingsDialog(prefs, prefs.rules, window)
        assert dialog.name_edits[1].text() == seat_short(1)
        # Left as shown, the default stays the default (stored in English).
        assert dialog.result_preferences().names == ["You", "East", "Μαρία", "West"]
        dialog.name_edits[3].setText("  ")
        assert dialog.result_preferences().names[3] == "West"
        dialog.close()
        window.close()
    finally:
        translations.install(qapp, "en")
