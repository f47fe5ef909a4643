"""Qt's own words the game translates: each is a string Qt really uses, and each is shown in the
player's language."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QObject, QTimer, QTranslator
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu, QScrollBar

from tractor_desktop.app import qt_strings, translations
from tractor_desktop.app.qt_strings import QT_STRINGS

# The languages PySide6 ships no Qt translation for: only the game's translator speaks them.
ONLY_OURS = ("el", "bs", "hy", "mr")


def qt_dutch() -> QTranslator:
    translator = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    assert translator.load("qtbase_nl", folder), "PySide6 ships Qt's Dutch translation"
    return translator


def test_every_string_is_one_qt_itself_translates() -> None:
    """A misspelt source (or a wrong context) would never be looked up by Qt: Qt's own Dutch
    translation has every one of them, under the same context."""
    dutch = qt_dutch()
    unknown = [
        (context, source) for context, source in QT_STRINGS if not dutch.translate(context, source)
    ]
    assert unknown == []
    assert len(set(QT_STRINGS)) == len(QT_STRINGS)


def test_each_entry_names_the_context_lupdate_reads() -> None:
    """lupdate reads the QT_TRANSLATE_NOOP calls, the tests read the tuples: they must agree."""
    tree = ast.parse(Path(qt_strings.__file__).read_text(encoding="utf-8"))
    marked = [
        (node.args[0].value, node.args[1].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "QT_TRANSLATE_NOOP"
        and all(isinstance(a, ast.Constant) for a in node.args)
    ]
    assert sorted(marked) == sorted(QT_STRINGS)  # type: ignore[type-var]


class MenuReader(QObject):
    """Reads the texts of each menu as it is shown, and closes it (exec() then returns)."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QMenu) and event.type() == QEvent.Type.Show:
            self.texts.extend(a.text() for a in watched.actions() if not a.isSeparator())
            QTimer.singleShot(0, watched, watched.close)  # unless exec() has ended already
        return False


def scroll_bar_menu(qapp: QApplication) -> list[str]:
    """The texts of the menu a right click on a scroll bar opens (Qt builds it itself)."""
    reader = MenuReader()
    bar = QScrollBar()
    bar.show()
    qapp.installEventFilter(reader)
    try:
        middle = bar.rect().center()
        QApplication.sendEvent(
            bar,
            QContextMenuEvent(QContextMenuEvent.Reason.Mouse, middle, bar.mapToGlobal(middle)),
        )
    finally:
        qapp.removeEventFilter(reader)
        bar.close()
    return reader.texts


@pytest.mark.parametrize("code", sorted(set(translations.LANGUAGES) - {"en"}))
def test_a_scroll_bars_menu_speaks_the_language(qapp: QApplication, code: str) -> None:  # type: ignore[no-untyped-def]
    english = {source for context, source in QT_STRINGS if context == "QScrollBar"}
    try:
        translations.install(qapp, code)
        vertical = scroll_bar_menu(qapp)
        translated = {
            source: QCoreApplication.translate("QScrollBar", source) for source in english
        }
    finally:
        translations.install(qapp, "en")
    assert len(vertical) >= 6  # Scroll here, Top, Bottom, Page up/down, Scroll up/down
    assert not set(vertical) & english, vertical
    assert all(text != source for source, text in translated.items()), translated
    assert "Scroll here" in scroll_bar_menu(qapp)  # and back in English


@pytest.mark.parametrize("code", ONLY_OURS)
def test_the_macos_application_menu_speaks_the_language(qapp: QApplication, code: str) -> None:  # type: ignore[no-untyped-def]
    """Qt builds macOS's application menu itself (Hide, Quit, Services…); the words come from
    the game's translation where Qt has none."""
    sources = [source for context, source in QT_STRINGS if context == "MAC_APPLICATION_MENU"]
    assert {"Services", "Hide %1", "Quit %1"} <= set(sources)
    try:
        translations.install(qapp, code)
        shown = {s: QCoreApplication.translate("MAC_APPLICATION_MENU", s) for s in sources}
    finally:
        translations.install(qapp, "en")
    assert all(text != source and text.strip() for source, text in shown.items()), shown
    assert all("%1" in shown[s] for s in sources if "%1" in s), shown
