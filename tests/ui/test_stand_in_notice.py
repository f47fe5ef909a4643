"""When a move had to be made for a computer player, the player is told once per seat."""

from __future__ import annotations

from tractor_desktop.ui.main_window import MainWindow


def test_a_move_made_for_a_computer_player_is_told_and_counted(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.controller.computerStandIn.emit(1)
    window.controller.computerStandIn.emit(1)
    (notice,) = window.notices.texts()
    assert "East" in notice
    assert "×2" in window.notices.visible_rows()[0].label.text()
