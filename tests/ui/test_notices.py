"""Notices queue in one place and stay until read; what they quote is plain text of sane length."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.notices import VISIBLE, NoticeBoard
from tractor_desktop.ui.plain import menu_text, plain


def test_a_settings_notice_outlives_the_new_game_messages(
    qtbot, window: MainWindow, home: Path
) -> None:  # type: ignore[no-untyped-def]
    window.notices.post("Some settings could not be read and were reset: language.")
    window.session.new_game(seed=2)
    qtbot.waitUntil(lambda: window.controller.game.round.drawn > 10, timeout=20_000)
    assert window.notices.texts() == ["Some settings could not be read and were reset: language."]
    assert window.notices.isVisibleTo(window)


def test_notices_wait_their_turn_and_the_same_one_is_counted(qtbot) -> None:  # type: ignore[no-untyped-def]
    board = NoticeBoard()
    qtbot.addWidget(board)
    for i in range(VISIBLE + 2):
        board.post(f"notice {i}")
    board.post("notice 0")
    assert len(board.visible_rows()) == VISIBLE
    assert board.more.isVisibleTo(board) and "2" in board.more.text()
    assert "×2" in board.visible_rows()[0].label.text()
    board.visible_rows()[0].close_button.click()
    assert [r.label.text() for r in board.visible_rows()] == ["notice 1", "notice 2"]
    board.post("saving failed: disk full", key="autosave")
    board.post("saving failed: read-only", key="autosave")
    assert board.texts().count("saving failed: read-only") == 1
    board.withdraw("autosave")
    assert not any("saving failed" in t for t in board.texts())


def test_a_huge_or_hostile_text_is_cut_and_stays_literal(qtbot) -> None:  # type: ignore[no-untyped-def]
    board = NoticeBoard()
    qtbot.addWidget(board)
    board.post("<img src=/dev/zero>" + "x" * 7_000_000 + "\x00\x1b[31m\udc80")
    (row,) = board.visible_rows()
    assert row.label.textFormat() == Qt.TextFormat.PlainText
    assert row.label.text().startswith("<img src=/dev/zero>")
    assert len(row.label.text()) <= 500
    assert plain("a\x00b\udc80") == "a\ufffdb\ufffd"
    assert menu_text("Tom & Jerry\n" + "y" * 100) == "Tom && Jerry " + "y" * 47 + "…"


def test_a_huge_recent_entry_keeps_the_menu_narrow(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.prefs.recent = ["/tmp/" + "<b>x</b>" * 1_250_000 + ".tractor"]
    window.documents.recent_menu.aboutToShow.emit()
    (entry,) = window.documents.recent_menu.actions()
    assert len(entry.text()) <= 60
    assert window.documents.recent_menu.sizeHint().width() < 1000
    assert len(entry.toolTip()) < 1000 and "&lt;b&gt;" in entry.toolTip()
