"""Every language fits the window's 1024×700 minimum as English does: nothing in the info bar,
the table's buttons or the history's tabs is cut, and the window can be made that small."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTabBar

from tractor_desktop.app import translations
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.translations import LANGUAGES
from tractor_desktop.ui.main_window import MainWindow

SMALLEST = (1024, 700)


def widest_info(window: MainWindow, declarers: int, ours: bool | None) -> None:
    """The longest texts the info bar shows: no trump at Ace, the declarers' star, the
    points named from a side."""
    info = window.info
    info.set_trump(14, None, settled=True)
    info.set_levels((14, 13), declarers)
    info.set_points(155, ours)


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_the_smallest_window_shows_every_word_whole(qapp: QApplication, code: str) -> None:  # type: ignore[no-untyped-def]
    translations.install(qapp, code)
    window = MainWindow(GameController(ai_levels=["random"] * 4))
    try:
        window.show_history(True)
        window.show()
        assert window.minimumSizeHint().width() <= SMALLEST[0]
        window.resize(*SMALLEST)
        cut: list[str] = []
        for declarers in (0, 1):
            for ours in (None, True, False):
                widest_info(window, declarers, ours)
                for _ in range(3):
                    qapp.processEvents()
                labels = window.info.findChildren(QLabel)
                cut += [
                    f"{lab.text()} ({lab.width()} < {lab.sizeHint().width()})"
                    for lab in labels
                    if lab.width() < lab.sizeHint().width()
                ]
        buttons = [b for b in window.controls.findChildren(QAbstractButton) if b.isVisible()]
        cut += [b.text() for b in buttons if b.width() < b.sizeHint().width()]
        for bar in window.side.findChildren(QTabBar):
            needed = sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
            if needed > bar.width():
                cut.append(f"history tabs need {needed} px, have {bar.width()}")
        width = window.width()
    finally:
        window.close()
        translations.install(qapp, "en")
    assert width == SMALLEST[0]
    assert cut == []
