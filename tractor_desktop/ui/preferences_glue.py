"""Puts the player's preferences into effect: the settings dialog, the animation speed menu, the
table's look, and saving them."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QDialog, QMenu, QWidget

from tractor_desktop.app.controller import GameController
from tractor_desktop.app.settings import SPEEDS, Preferences, SettingsStore
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.notices import NoticeBoard
from tractor_desktop.ui.settings_dialog import SettingsDialog
from tractor_desktop.ui.table_controls import TableControls
from tractor_desktop.ui.table_scene import TableScene
from tractor_desktop.ui.table_view import TableView

DECLARE_PAUSE_MS = 3000
"""How long the draw holds for a first chance to declare, at normal speed."""

# The texts are translated in the "MainWindow" context, where they were first written, so that
# the translations already in the .ts files keep applying.


def save_preferences(store: SettingsStore | None, prefs: Preferences, notices: NoticeBoard) -> None:
    """Write the preferences, if there is a store; a failure is a notice, never an error."""
    if store is None:
        return
    problem = store.save(prefs)
    if problem:
        notices.post(problem, key="settings-not-saved")


class PreferencesGlue(QObject):
    """Owns the speed actions and applies the preferences to the table, the art and the AI."""

    applied = Signal()
    """The preferences were put into effect (at the start, and after the settings dialog)."""

    def __init__(
        self,
        window: QWidget,
        *,
        controller: GameController,
        prefs: Preferences,
        store: SettingsStore | None,
        notices: NoticeBoard,
        art: CardArt,
        scene: TableScene,
        view: TableView,
        controls: TableControls,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.prefs = prefs
        self.store = store
        self.notices = notices
        self.art = art
        self.scene = scene
        self.view = view
        self.controls = controls
        self.speed_actions: list[QAction] = []
        # One exclusive group: the menu shows the speeds as radio items, one of them chosen.
        self.speed_group = QActionGroup(self)
        self.speed_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.Exclusive)
        labels = {
            "slow": QCoreApplication.translate("MainWindow", "Slow"),
            "normal": QCoreApplication.translate("MainWindow", "Normal"),
            "fast": QCoreApplication.translate("MainWindow", "Fast"),
            "off": QCoreApplication.translate("MainWindow", "Off"),
        }
        for key in SPEEDS:
            action = QAction(labels[key], self.window)
            action.setData(key)
            action.setCheckable(True)
            action.setChecked(key == "normal")
            self.speed_group.addAction(action)
            action.triggered.connect(lambda _=False, a=action: self.choose_speed(a))
            self.speed_actions.append(action)

    def add_speed_menu(self, menu: QMenu) -> None:
        speed = menu.addMenu(QCoreApplication.translate("MainWindow", "Animation &speed"))
        speed.addActions(self.speed_actions)

    def choose_speed(self, chosen: QAction) -> None:
        """The player's choice in the menu: put into effect and kept for the next start."""
        self.prefs.speed = str(chosen.data())
        self.set_speed(SPEEDS.get(self.prefs.speed, 1.0), chosen)
        save_preferences(self.store, self.prefs, self.notices)

    def set_speed(self, factor: float, chosen: QAction) -> None:
        self.scene.speed = factor
        for action in self.speed_actions:
            action.setChecked(action is chosen)
        self.controller.ai_pause_ms = int(450 * factor)
        self.controller.draw_pause_ms = int(25 * factor)
        self.controller.declare_pause_ms = (
            int(DECLARE_PAUSE_MS * factor) if self.prefs.pause_to_declare else 0
        )

    def edit_settings(self) -> None:
        dialog = SettingsDialog(
            self.prefs, self.controller.snapshot.observation.options, self.window
        )
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        if accepted:
            chosen = dialog.result_preferences()
            for field in dataclasses.fields(Preferences):
                setattr(self.prefs, field.name, getattr(chosen, field.name))
        self.prefs.settings_tab = dialog.tabs.currentIndex()  # it opens there next time
        save_preferences(self.store, self.prefs, self.notices)
        if not accepted:
            return
        self.apply_table_preferences()
        self.controls.show_message(
            QCoreApplication.translate(
                "MainWindow", "Settings saved. New rules and players apply to the next game."
            )
        )

    def apply_table_preferences(self) -> None:
        prefs = self.prefs
        factor = SPEEDS.get(prefs.speed, 1.0)
        chosen = next(
            (a for a in self.speed_actions if a.data() == prefs.speed), self.speed_actions[1]
        )
        self.set_speed(factor, chosen)
        self.art.set_four_colour(prefs.four_colour)
        self.art.set_back_colour(prefs.back_colour)
        self.scene.set_card_size(prefs.card_size)
        self.view.refit()
        self.controls.show_buttons()
        self.scene.update()
        self.applied.emit()
