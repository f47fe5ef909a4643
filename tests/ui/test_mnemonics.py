"""Alt+letter reaches one thing: no two entries of one menu, and nothing on the window's top
level (the menu bar's titles and the table's buttons), share a mnemonic, in any language."""

from __future__ import annotations

import collections

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu

from tractor_desktop.app import translations
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.translations import LANGUAGES
from tractor_desktop.ui.main_window import MainWindow


def mnemonic(text: str) -> str | None:
    """The letter after a single "&" ("&&" is a literal ampersand)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].casefold()
            i += 1
        i += 1
    return None


def clashes(texts: list[str]) -> list[list[str]]:
    by_letter: dict[str, list[str]] = collections.defaultdict(list)
    for text in texts:
        letter = mnemonic(text)
        if letter is not None:
            by_letter[letter].append(text)
    return [same for same in by_letter.values() if len(same) > 1]


def levels(window: MainWindow) -> dict[str, list[str]]:
    """Each group of texts that one Alt+letter chooses among."""
    bar = window.menuBar()
    top = [a.text() for a in bar.actions()]
    top += [b.text() for b in window.findChildren(QAbstractButton) if b.window() is window]
    found = {"window": top}
    menus = [a.menu() for a in bar.actions() if isinstance(a.menu(), QMenu)]
    while menus:
        menu = menus.pop()
        assert isinstance(menu, QMenu)
        found[menu.title()] = [a.text() for a in menu.actions() if not a.isSeparator()]
        menus += [a.menu() for a in menu.actions() if isinstance(a.menu(), QMenu)]
    return found


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_no_two_entries_of_one_level_share_a_mnemonic(qapp: QApplication, code: str) -> None:  # type: ignore[no-untyped-def]
    try:
        translations.install(qapp, code)
        window = MainWindow(GameController(ai_levels=["random"] * 4))
        # Every button the table can show (the declare buttons come and go with the cards).
        window.controls.pass_button.setVisible(True)
        found = {name: clashes(texts) for name, texts in levels(window).items()}
        window.close()
    finally:
        translations.install(qapp, "en")
    assert {name: c for name, c in found.items() if c} == {}
