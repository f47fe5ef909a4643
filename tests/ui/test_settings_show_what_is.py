"""The settings and the View menu show what is: the preset the rules match (or "Custom"), the
card back by its swatch and name, one animation speed chosen, and the sound's state said."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtGui import QAction, QActionGroup, QColor
from PySide6.QtWidgets import QAbstractButton, QColorDialog, QComboBox, QLabel, QWidget

from tractor_desktop.app.settings import Preferences
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.ui.main_window import MainWindow
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


# ----- the card back colour ----------------------------------------------------------------------


def texts(widget: QWidget) -> list[str]:
    shown = [w.text() for w in widget.findChildren(QLabel)]
    shown += [w.text() for w in widget.findChildren(QAbstractButton)]
    for box in widget.findChildren(QComboBox):
        shown += [box.itemText(i) for i in range(box.count())]
    return shown


def test_the_card_back_colour_shows_a_swatch_and_a_name_never_its_code(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = a_dialog(qtbot)
    box = dialog.back_colour
    assert box.currentText() == "Blue"
    assert not box.itemIcon(box.currentIndex()).isNull()
    assert not any("#" in text for text in texts(dialog))
    box.activated.emit(box.findData("#8b1f2e"))
    assert box.currentText() == "Red"
    assert dialog.result_preferences().back_colour == "#8b1f2e"


def test_a_colour_of_the_players_own_shows_as_its_swatch(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    prefs = Preferences()
    prefs.back_colour = "#123456"
    dialog = a_dialog(qtbot, prefs)
    box = dialog.back_colour
    assert box.currentText() == "Custom colour"
    assert box.itemIcon(box.currentIndex()).pixmap(8, 8).toImage().pixelColor(4, 4) == QColor(
        "#123456"
    )
    assert not any("#" in text for text in texts(dialog))
    other = box.count() - 1
    # A cancelled colour dialog keeps the colour, and the box shows it (not "Other colour…").
    monkeypatch.setattr(QColorDialog, "getColor", lambda *a, **k: QColor())
    box.activated.emit(other)
    assert box.currentText() == "Custom colour"
    assert dialog.result_preferences().back_colour == "#123456"
    monkeypatch.setattr(QColorDialog, "getColor", lambda *a, **k: QColor("#1f5f8b"))
    box.activated.emit(box.count() - 1)
    assert box.currentText() == "Blue"  # an offered colour is named, however it was chosen
    assert box.findText("Custom colour") < 0
    assert dialog.result_preferences().back_colour == "#1f5f8b"


# ----- the View menu ------------------------------------------------------------------------------


def test_the_animation_speeds_are_radio_items_of_one_exclusive_group(window: MainWindow) -> None:
    actions = window.speed_actions
    group = actions[0].actionGroup()
    assert isinstance(group, QActionGroup)
    assert group.exclusionPolicy() == QActionGroup.ExclusionPolicy.Exclusive
    assert all(a.actionGroup() is group for a in actions)
    assert set(group.actions()) == set(actions)
    actions[0].trigger()
    assert [a.isChecked() for a in actions] == [True, False, False, False]
    actions[0].trigger()  # choosing it again leaves it chosen: a radio item, not a check box
    assert actions[0].isChecked()
    window.set_speed(0.0, actions[3])
    assert [a.isChecked() for a in actions] == [False, False, False, True]


def test_toggling_the_sound_says_so_in_the_message_line(window: MainWindow) -> None:
    sound = window.findChild(QAction, "action_sound")
    assert isinstance(sound, QAction) and sound.shortcut().toString() == "Ctrl+M"
    if not sound.isChecked():
        sound.trigger()
    sound.trigger()
    assert not window.prefs.sound
    assert window.controls.message_label.text() == "Sound off"
    sound.trigger()
    assert window.controls.message_label.text() == "Sound on"
