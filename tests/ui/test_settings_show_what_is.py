"""The settings and the View menu show what is: the preset the rules match (or "Custom"), the
card back by its swatch and name, one animation speed chosen, and the sound's state said."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QAbstractButton, QComboBox

from tractor_desktop.app.settings import Preferences
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.ui.settings_dialog import CUSTOM, PRESETS, SettingsDialog

STANDARD, MODERN = list(PRESETS)


def a_dialog(qtbot, prefs: Preferences | None = None) -> SettingsDialog:  # type: ignore[no-untyped-def]
    prefs = prefs or Preferences()
    dialog = SettingsDialog(prefs, prefs.rules)
    qtbot.addWidget(dialog)
    return dialog


# ----- the rule presets --------------------------------------------------------------------------


def test_after_a_rule_change_the_preset_box_says_custom(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = a_dialog(qtbot)
    assert dialog.preset.currentData() == STANDARD
    assert dialog.preset.findData(CUSTOM) < 0  # no "Custom" while a preset matches
    dialog.rule_widgets["must_win_at_ace"].setChecked(True)  # type: ignore[attr-defined]
    assert dialog.preset.currentData() == CUSTOM
    assert dialog.preset.currentText() == "Custom"
    dialog.rule_widgets["must_win_at_ace"].setChecked(False)  # type: ignore[attr-defined]
    assert dialog.preset.currentData() == STANDARD
    assert dialog.preset.findData(CUSTOM) < 0


def test_rules_set_by_hand_to_a_preset_are_named_by_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = a_dialog(qtbot)
    modern = PRESETS[MODERN]
    for name, value in dataclasses.asdict(modern).items():
        widget = dialog.rule_widgets[name]
        if isinstance(widget, QComboBox):
            widget.setCurrentIndex(widget.findData(value))
        elif isinstance(widget, QAbstractButton):
            widget.setChecked(bool(value))
    assert dialog.rules() == modern
    assert dialog.preset.currentData() == MODERN


def test_choosing_a_preset_sets_its_rules_and_a_dialog_opens_on_the_rules_preset(qtbot) -> None:  # type: ignore[no-untyped-def]
    prefs = Preferences()
    prefs.rules = RuleOptions(must_win_at_ace=True)
    dialog = a_dialog(qtbot, prefs)
    assert dialog.preset.currentData() == CUSTOM
    dialog.preset.activated.emit(dialog.preset.findData(MODERN))
    assert dialog.rules() == PRESETS[MODERN]
    assert dialog.preset.currentData() == MODERN and dialog.preset.findData(CUSTOM) < 0
    custom = a_dialog(qtbot, prefs)
    custom.preset.activated.emit(custom.preset.findData(CUSTOM))  # "Custom" changes nothing
    assert custom.rules() == prefs.rules
