"""Host a table: a table shown to the network makes the system's firewall ask (Windows always,
macOS when its firewall is on); the dialog says beforehand what to answer, and says nothing when
the table listens on this computer alone."""

from __future__ import annotations

from typing import Any

from tractor_desktop.app.settings import Preferences
from tractor_desktop.ui.table_dialogs import HostDialog


def test_host_dialog_says_what_to_answer_the_firewall_for_a_shown_table(qtbot: Any) -> None:
    dialog = HostDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.announce_box.isChecked(), "a table is shown to the network by default"
    note = dialog.firewall_note
    assert note.isVisible()
    text = note.text()
    assert "allow it on private networks" in text
    assert "port above" in text and "router" in text, "internet players need the port opened"
    assert note.wordWrap()


def test_host_dialog_hides_the_firewall_note_for_a_table_on_this_computer_alone(
    qtbot: Any,
) -> None:
    dialog = HostDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.announce_box.setChecked(False)  # the server then listens on the loopback only
    assert not dialog.firewall_note.isVisible()
    dialog.announce_box.setChecked(True)
    assert dialog.firewall_note.isVisible()
