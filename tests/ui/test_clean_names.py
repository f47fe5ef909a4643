"""A name the player gives (typed or pasted in the settings, Host or Join) never keeps a
control character: the same cleaning as a name read from the settings file."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tractor_desktop.app.settings import Preferences
from tractor_desktop.ui.settings_dialog import SettingsDialog
from tractor_desktop.ui.table_dialogs import HostDialog, JoinDialog

PASTED = "\0A\u202enn\0\t Lee\x1b"


def test_the_settings_dialog_keeps_no_control_character_in_a_name(qapp: QApplication) -> None:
    prefs = Preferences()
    dialog = SettingsDialog(prefs, prefs.rules)
    try:
        dialog.name_edits[0].setText(PASTED)
        dialog.name_edits[2].setText("\0\0")
        names = dialog.result_preferences().names
        assert names[0] == "Ann Lee"
        assert names[2] == "North"  # nothing visible left: the default
    finally:
        dialog.close()


def test_host_and_join_send_and_keep_no_control_character_in_the_name(
    qapp: QApplication,
) -> None:
    prefs = Preferences()
    host = HostDialog(prefs)
    join = JoinDialog(prefs, browse=False)
    try:
        host.name_edit.setText(PASTED)
        assert host.create_message()["name"] == "Ann Lee"
        host.remember(prefs)
        assert prefs.net_name == "Ann Lee"
        join.name_edit.setText("Bo\0b\n")
        join.remember(prefs)
        assert prefs.net_name == "Bob"
    finally:
        host.close()
        join.close()
