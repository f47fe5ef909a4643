"""The statistics dialog: each number where its label says, a reset that asks, nothing cut off."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from tractor_desktop.app import translations
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.session import Session
from tractor_desktop.app.settings import Preferences
from tractor_desktop.app.statistics import Statistics, Tally, load_statistics
from tractor_desktop.app.translations import LANGUAGES
from tractor_desktop.ui.statistics_dialog import StatisticsDialog

SMALL_SCREEN = (1024, 700)
"""The smallest screen the game's dialogs are laid out for (in logical pixels, at any scale)."""


def a_record() -> Statistics:
    stats = Statistics(
        games_played=123,
        games_won=71,
        rounds_played=2048,
        rounds_won=1100,
        highest_level=13,
        rounds_as_declarers=Tally(900, 560),
        rounds_as_opponents=Tally(1000, 470),
        rounds_with_take_backs=Tally(148, 70),
        levels_gained=873,
        games_with_take_backs=Tally(11, 9),
        current_streak=3,
        longest_streak=12,
        games_given_up=5,
    )
    stats.games_by_level["hard"] = Tally(40, 17)
    stats.games_by_level["normal"] = Tally(60, 40)
    return stats


@pytest.fixture
def session(home: Path) -> Iterator[Session]:
    controller = GameController(ai_levels=["random"] * 4)
    session = Session(controller, Preferences())
    session.statistics = a_record()
    session.save_statistics()
    yield session
    controller.shutdown()


@pytest.fixture
def dialog(qtbot, session: Session) -> StatisticsDialog:  # type: ignore[no-untyped-def]
    dialog = StatisticsDialog(session)
    qtbot.addWidget(dialog)
    return dialog


def shown(dialog: StatisticsDialog, key: str) -> str:
    return dialog.values[key].text()


def test_each_tally_shows_won_played_and_the_share_won(dialog: StatisticsDialog) -> None:
    assert [shown(dialog, f"games.{part}") for part in ("won", "played", "share")] == [
        "71",
        "123",
        "58%",
    ]
    assert shown(dialog, "games_clean.played") == "112"  # 123 games, 11 with take-backs
    assert shown(dialog, "games_take_backs.won") == "9"
    assert shown(dialog, "rounds_declarers.share") == "62%"
    assert shown(dialog, "rounds_opponents.won") == "470"


def test_the_games_given_up_are_shown_as_games_lost(dialog: StatisticsDialog) -> None:
    assert shown(dialog, "games_given_up.played") == "5"
    # None of them was won: no share of them is shown.
    assert shown(dialog, "games_given_up.won") == shown(dialog, "games_given_up.share") == ""
    row = [label.text() for label in dialog.findChildren(QLabel) if "Given up" in label.text()]
    assert row == ["Given up (lost)"]


def test_games_against_hard_opponents_show_in_the_hard_row(dialog: StatisticsDialog) -> None:
    assert shown(dialog, "level:hard.won") == "17"
    assert shown(dialog, "level:hard.played") == "40"
    assert shown(dialog, "level:hard.share") == "42%"


def test_a_level_never_played_shows_no_share_rather_than_none_won(
    dialog: StatisticsDialog,
) -> None:
    assert shown(dialog, "level:random.played") == "0"
    assert shown(dialog, "level:random.share") == "–"


def test_streaks_levels_and_the_highest_level_are_shown(dialog: StatisticsDialog) -> None:
    assert "3" in shown(dialog, "current_streak")
    assert "12" in shown(dialog, "longest_streak")
    assert shown(dialog, "levels_gained") == "873"
    assert shown(dialog, "highest_level") == "K"


def test_every_label_is_plain_text(dialog: StatisticsDialog) -> None:
    labels = dialog.findChildren(QLabel)
    assert len(labels) > 40
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)


def answer(monkeypatch: pytest.MonkeyPatch, button: QMessageBox.StandardButton) -> list[object]:
    """Make the reset question answer ``button``; the list receives the question's arguments."""
    asked: list[object] = []

    def question(*args: object) -> QMessageBox.StandardButton:
        asked.append(args)
        return button

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_reset_asks_first_and_no_keeps_everything(
    dialog: StatisticsDialog, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    dialog.reset_button.click()
    assert len(asked) == 1
    question = asked[0]
    assert isinstance(question, tuple)
    assert question[-1] == QMessageBox.StandardButton.No  # Enter alone does not clear the record
    assert session.statistics == a_record()
    assert load_statistics() == a_record()
    assert shown(dialog, "games.played") == "123"


def test_closing_the_reset_question_keeps_everything(
    dialog: StatisticsDialog, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer(monkeypatch, QMessageBox.StandardButton.Escape)
    dialog.reset_button.click()
    assert session.statistics == a_record()


def test_reset_yes_clears_the_record_and_saves_it(
    dialog: StatisticsDialog, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    dialog.reset_button.click()
    assert session.statistics == Statistics()
    assert load_statistics() == Statistics()
    assert shown(dialog, "games.played") == "0"
    assert shown(dialog, "current_streak").startswith("0")


# ----- the layout --------------------------------------------------------------------------------


class Longer(QTranslator):
    """Every string of the dialog half again as long, in Armenian letters (which are also wide):
    the languages shipped are up to about that much longer than English."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        if context != "StatisticsDialog" or "%1" in source:
            return None  # no translation here: the next translator, or the source, is used
        words = source.replace("%n", str(n)).split(" ")
        return " ".join("Հայ" * max(1, round(len(word) * 1.5 / 3)) for word in words)


def cut_off(dialog: QWidget) -> list[str]:
    """Every label that does not show all of its text."""
    found = []
    for label in dialog.findChildren(QLabel):
        text = label.text()[:30]
        if label.wordWrap():
            if label.heightForWidth(label.width()) > label.height():
                found.append(f"{text!r} needs more height")
            if label.minimumSizeHint().width() > label.width():
                found.append(f"{text!r}: a word is wider than the label")
        else:
            hint = label.sizeHint()
            if hint.width() > label.width() or hint.height() > label.height():
                found.append(f"{text!r} needs {hint.toTuple()}, has {label.size().toTuple()}")
    width, height = SMALL_SCREEN
    if dialog.width() > width or dialog.height() > height:
        found.append(f"the dialog is {dialog.size().toTuple()}, larger than {SMALL_SCREEN}")
    return found


def layout_problems(session: Session, app: QCoreApplication) -> list[str]:
    found = []
    dialog = StatisticsDialog(session)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    for _ in range(3):
        app.processEvents()
    found = cut_off(dialog)
    dialog.close()
    dialog.deleteLater()
    return found


def test_nothing_is_cut_off_in_any_language(qapp: QApplication, session: Session) -> None:
    found = []
    try:
        for code in LANGUAGES:
            translations.install(qapp, code)
            found += [f"{code}: {problem}" for problem in layout_problems(session, qapp)]
    finally:
        translations.install(qapp, "en")
    assert found == []


def test_nothing_is_cut_off_in_a_language_half_again_as_long(
    qapp: QApplication, session: Session
) -> None:
    longer = Longer()
    qapp.installTranslator(longer)
    try:
        assert QCoreApplication.translate("StatisticsDialog", "Games").startswith("Հայ")
        assert layout_problems(session, qapp) == []
    finally:
        qapp.removeTranslator(longer)
