"""The settings dialog shows all of every text in every language, at scale 1 and 2.

Run as a script, this file makes its own QApplication and prints what is cut off: the scale factor
is read when the QApplication is created, so scale 2 is checked in a process of its own.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QLabel,
    QWidget,
)

from tests.tiers import slow
from tests.ui.conftest import run_on_screen
from tractor_desktop.app import translations
from tractor_desktop.app.settings import Preferences
from tractor_desktop.app.translations import LANGUAGES
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.ui.settings_dialog import SettingsDialog

# Every rule away from its default, so the footer names them all and is as long as it gets.
EVERY_RULE_CHANGED = RuleOptions(
    allow_self_reinforce=False,
    first_round_no_declaration="reveal_talon",
    no_trump_rank_cards_are_trumps=True,
    follow_tractor_with_tractor=True,
    allow_tractor_in_throw=False,
    throw_penalty_per_card=25,
    refuse_invalid_throws=True,
    talon_multiplier="power",
    must_win_at_ace=True,
)
SMALL_SCREEN = (1024, 700)


def settle(app: QCoreApplication) -> None:
    for _ in range(3):
        app.processEvents()


def outside(widget: QWidget, dialog: QWidget) -> str:
    """The first enclosing widget that does not show all of ``widget``, if any."""
    scrolled = False
    parent = widget.parentWidget()
    while parent is not None:
        seen = QRect(widget.mapTo(parent, QPoint(0, 0)), widget.size())
        inside = parent.rect()
        if seen.left() < inside.left() or seen.right() > inside.right():
            return f"wider than {type(parent).__name__}"
        # Inside a scroll area, what is below or above the viewport is a scroll away.
        scrolled = scrolled or isinstance(parent.parentWidget(), QAbstractScrollArea)
        if not scrolled and (seen.top() < inside.top() or seen.bottom() > inside.bottom()):
            return f"taller than {type(parent).__name__}"
        if parent is dialog:
            break
        parent = parent.parentWidget()
    return ""


def problems_on_the_shown_tab(dialog: SettingsDialog) -> list[str]:
    found = []
    for label in dialog.findChildren(QLabel):
        if not label.isVisible():
            continue
        text = label.text()[:40]
        if label.wordWrap():
            needed = label.heightForWidth(label.width())
            if needed > label.height():
                found.append(f"{text!r}: needs {needed} px of height, has {label.height()}")
            longest_word = label.minimumSizeHint().width()
            if longest_word > label.width():
                found.append(f"{text!r}: a word needs {longest_word} px, has {label.width()}")
        else:
            hint = label.sizeHint()
            if hint.width() > label.width() or hint.height() > label.height():
                found.append(f"{text!r}: needs {hint.toTuple()}, has {label.size().toTuple()}")
        if where := outside(label, dialog):
            found.append(f"{text!r}: {where}")
    controls = [*dialog.findChildren(QAbstractButton), *dialog.findChildren(QComboBox)]
    for control in controls:
        if control.isVisible() and control.width() < control.sizeHint().width():
            found.append(
                f"{type(control).__name__} {control.accessibleName() or control.property('text')!r}"
                f": needs {control.sizeHint().width()} px of width, has {control.width()}"
            )
    bar = dialog.tabs.tabBar()
    if bar.sizeHint().width() > dialog.tabs.width():
        found.append(f"tabs need {bar.sizeHint().width()} px, have {dialog.tabs.width()}")
    return found


def footer(dialog: SettingsDialog) -> str:
    start = QCoreApplication.translate(
        "SettingsDialog", "The game in progress keeps its own rules: %1"
    ).split("%1")[0]
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    return next(text for text in texts if text.startswith(start))


def layout_problems(app: QApplication) -> list[str]:
    """Everything cut off, in any language and on any tab, with every rule changed."""
    found = []
    try:
        for code in LANGUAGES:
            translations.install(app, code)
            dialog = SettingsDialog(Preferences(), EVERY_RULE_CHANGED)
            dialog.show()
            assert QTest.qWaitForWindowExposed(dialog)
            settle(app)
            screen = dialog.screen().availableGeometry()
            if dialog.width() > screen.width() or dialog.height() > screen.height():
                found.append(f"{code}: {dialog.size().toTuple()} is larger than the screen")
            shown = footer(dialog)
            for raw in ("True", "False", "reveal_talon"):
                if raw in shown:
                    found.append(f"{code}: the footer shows {raw!r}: {shown}")
            for index in range(dialog.tabs.count()):
                dialog.tabs.setCurrentIndex(index)
                settle(app)
                tab = dialog.tabs.tabText(index)
                found += [f"{code}, {tab}: {p}" for p in problems_on_the_shown_tab(dialog)]
            dialog.close()
            dialog.deleteLater()
            settle(app)
    finally:
        translations.install(app, "en")
    return found


def test_nothing_is_cut_off_in_any_language(qapp: QApplication) -> None:
    assert layout_problems(qapp) == []


def test_the_footer_names_rule_values_in_words(qapp: QApplication) -> None:
    dialog = SettingsDialog(Preferences(), EVERY_RULE_CHANGED)
    shown = footer(dialog)
    assert "2 to the power of the largest unit" in shown
    assert "Turn up the talon" in shown
    assert "Penalty per card of a failed top-cards lead: 25" in shown
    assert "; Must defend Ace to win" in shown
    dialog.deleteLater()


@pytest.mark.parametrize("scale", [pytest.param("1", marks=slow), "2"])
def test_nothing_is_cut_off_on_a_1024_by_700_screen(scale: str, tmp_path: Path) -> None:
    size = (int(SMALL_SCREEN[0] * float(scale)), int(SMALL_SCREEN[1] * float(scale)))
    run = run_on_screen(__file__, tmp_path, size, scale)
    assert run.returncode == 0, run.stdout + run.stderr


if __name__ == "__main__":
    application = QApplication([])
    logical = application.primaryScreen().availableGeometry().size().toTuple()
    assert logical == SMALL_SCREEN, f"the screen is {logical}, not {SMALL_SCREEN}"
    problems = layout_problems(application)
    print("\n".join(problems))
    sys.exit(1 if problems else 0)
