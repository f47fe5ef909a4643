"""Learn to play: a person completes the guided round with the mouse, from the first text to the
round's result, and the lesson never touches the player's own game or record."""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QWidget

from tests.ui.conftest import click_card, normal_hint, start
from tractor_desktop.app.paths import autosave_path, statistics_path
from tractor_desktop.app.tutorial import STEPS
from tractor_desktop.engine.actions import Bury, Declare, Pass, Play
from tractor_desktop.ui import tutorial
from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.tutorial import TutorialGuide

TIMEOUT = 30_000


def click(widget: QWidget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def guide_of(win: MainWindow) -> TutorialGuide | None:
    return next((g for g in win.findChildren(TutorialGuide) if not g.over), None)


def select_by_clicks(win: MainWindow, codes: list[str]) -> None:
    """Click each card once (a copy each), right to left so that no lifted card hides one."""
    hand = win.hand.codes()
    rows: list[int] = []
    for code in codes:
        rows.append(next(i for i, c in enumerate(hand) if c == code and i not in rows))
    for row in sorted(rows, reverse=True):
        click_card(win, row)
    assert sorted(win.hand.selected_codes()) == sorted(codes)


def summary_shown(win: MainWindow) -> bool:
    dialog = getattr(win, "summary_dialog", None)
    return dialog is not None and dialog.isVisible()


def drive_lesson(
    qtbot,  # type: ignore[no-untyped-def]
    win: MainWindow,
    until: Callable[[TutorialGuide], bool] = lambda guide: False,
) -> list[int]:
    """Play the lesson as a person would: read and press Next, press the declare and pass
    buttons, click the highlighted cards and press Play or Bury; once the lesson lets go, play
    legal cards by clicking them. Stops at the round's summary (or when ``until`` holds);
    returns the steps shown."""
    guide = guide_of(win)
    assert guide is not None
    lesson, controls, controller = guide.lesson, win.controls, win.controller
    seen: list[int] = []
    lesson.stepChanged.connect(lambda: seen.append(lesson.index))
    free_from = next(
        i for i, s in enumerate(STEPS) if s.kind == "watch" and s.at == len(lesson.moves)
    )

    def ready() -> bool:
        if summary_shown(win) or lesson.reading:
            return True
        if not controller.idle:
            return False
        if lesson.expected() is not None:
            return True
        return lesson.index >= free_from and controls.turn == "play"

    while not summary_shown(win) and not until(guide):
        qtbot.waitUntil(ready, timeout=TIMEOUT)
        if summary_shown(win) or until(guide):
            break
        if lesson.reading:
            click(guide.next_button)
            continue
        move = lesson.expected()
        before = len(controller.game.actions)
        if isinstance(move, Declare):
            wanted = [c.code for c in move.cards]
            qtbot.waitUntil(lambda: bool(controls.declare_buttons), timeout=TIMEOUT)
            click(next(b for b in controls.declare_buttons if b.property("cards") == wanted))
        elif isinstance(move, Pass):
            qtbot.waitUntil(controls.pass_button.isVisible, timeout=TIMEOUT)
            click(controls.pass_button)
        elif isinstance(move, (Bury, Play)):
            qtbot.waitUntil(controls.play_button.isEnabled, timeout=TIMEOUT)
            marked = sorted(m.target.code for m in guide.marks)
            assert marked == sorted(c.code for c in move.cards)
            select_by_clicks(win, [c.code for c in move.cards])
            click(controls.play_button)
        else:
            # Played freely now: the first legal play, chosen by clicking its cards.
            assert controller.snapshot.observation.to_act == 0
            select_by_clicks(win, [c.code for c in controller.game.legal_plays()[0]])
            click(controls.play_button)
        qtbot.waitUntil(lambda b=before: len(controller.game.actions) > b, timeout=TIMEOUT)
    return seen


@pytest.fixture
def lesson_window(home: Path, window: MainWindow) -> MainWindow:
    """The window, its computer players quick and their files in this test's folder."""
    window.prefs.levels = ["random"] * 3
    return window


def a_game_in_progress(qtbot, win: MainWindow) -> bytes:  # type: ignore[no-untyped-def]
    """A real game waiting for the player's first play, autosaved there; returns the
    autosave's bytes."""
    start(win, seed=7, starter=1)
    qtbot.waitUntil(lambda: win.controls.turn == "last_chance", timeout=TIMEOUT)
    click(win.controls.pass_button)
    qtbot.waitUntil(lambda: win.controls.turn == "play" and win.controller.idle, timeout=TIMEOUT)
    win.session.autosave()
    assert win.session.in_progress()
    return autosave_path().read_bytes()


def test_the_whole_lesson_is_completed_with_the_mouse(qtbot, lesson_window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = lesson_window
    action = win.findChild(QAction, "action_tutorial")
    assert action is not None
    action.trigger()  # nothing in progress: nothing to ask
    guide = guide_of(win)
    assert guide is not None and guide.objectName() == "tutorial"
    assert win.controller.script is guide.lesson and win.session.practice
    seen = drive_lesson(qtbot, win)
    # Every step was shown, in order, ending with the round's result.
    assert sorted(set(seen)) == list(range(len(STEPS)))
    assert guide.lesson.step is not None and guide.lesson.step.kind == "result"
    assert str(guide.lesson.opponent_total) in guide.text.text()
    assert not statistics_path().exists()
    assert not autosave_path().exists()
    click(win.summary_dialog.continue_button)
    qtbot.waitUntil(lambda: guide_of(win) is None, timeout=TIMEOUT)
    # Normal play again: a new game, autosaved, no script.
    assert win.controller.script is None and not win.session.practice
    assert win.controller.game is not guide.lesson.game
    assert all(not g.isVisible() for g in win.findChildren(TutorialGuide))
    assert autosave_path().exists()


def test_the_unfinished_game_and_the_record_are_untouched_by_the_lesson(
    qtbot, lesson_window: MainWindow, monkeypatch: pytest.MonkeyPatch, home: Path
) -> None:  # type: ignore[no-untyped-def]
    win = lesson_window
    saved = a_game_in_progress(qtbot, win)
    mine = win.session.save(home / "mine.tractor")
    record = win.controller.record()
    statistics = copy.deepcopy(win.session.statistics)
    stats_file = statistics_path().read_bytes() if statistics_path().exists() else None
    asked: list[bool] = []
    monkeypatch.setattr(tutorial, "confirm_lesson", lambda w: asked.append(True) or True)
    tutorial.start_tutorial(win)
    assert asked == [True]
    assert not win.session.in_progress()  # the lesson is not a game to lose
    assert autosave_path().read_bytes() == saved
    drive_lesson(qtbot, win)
    assert autosave_path().read_bytes() == saved
    click(win.summary_dialog.continue_button)
    qtbot.waitUntil(lambda: guide_of(win) is None, timeout=TIMEOUT)
    # The player's game is back as it was, and the files are as they were.
    assert win.controller.record() == record
    assert autosave_path().read_bytes() == saved
    assert (statistics_path().read_bytes() if statistics_path().exists() else None) == stats_file
    assert win.session.statistics == statistics
    assert win.session.in_progress() and not win.session.practice
    assert win.session.path == mine  # Save goes on writing to the player's file


def test_the_player_declining_keeps_its_game(
    qtbot, lesson_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    win = lesson_window
    a_game_in_progress(qtbot, win)
    record = win.controller.record()
    monkeypatch.setattr(tutorial, "confirm_lesson", lambda w: False)
    tutorial.start_tutorial(win)
    assert guide_of(win) is None and win.controller.script is None
    assert win.controller.record() == record


def test_leaving_midway_restores_normal_play(
    qtbot, lesson_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    win = lesson_window
    saved = a_game_in_progress(qtbot, win)
    record = win.controller.record()
    monkeypatch.setattr(tutorial, "confirm_lesson", lambda w: True)
    tutorial.start_tutorial(win)
    guide = guide_of(win)
    assert guide is not None
    drive_lesson(qtbot, win, until=lambda g: g.lesson.index >= 5)
    click(guide.leave_button)
    qtbot.waitUntil(lambda: guide_of(win) is None, timeout=TIMEOUT)
    assert win.controller.script is None and not win.session.practice
    assert win.controller.record() == record
    assert autosave_path().read_bytes() == saved
    # "Resume last game" resumes the real game, and the game is autosaved again as it goes on.
    win.session.resume_autosave()
    assert win.controller.record() == record
    qtbot.waitUntil(lambda: win.controls.turn == "play" and win.controller.idle, timeout=TIMEOUT)
    select_by_clicks(win, [c.code for c in win.controller.game.legal_plays()[0]])
    click(win.controls.play_button)
    qtbot.waitUntil(lambda: autosave_path().read_bytes() != saved, timeout=TIMEOUT)


def test_a_move_the_lesson_does_not_ask_for_is_refused_and_explained(
    qtbot, lesson_window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    win = lesson_window
    tutorial.start_tutorial(win)
    guide = guide_of(win)
    assert guide is not None
    lesson = guide.lesson
    drive_lesson(qtbot, win, until=lambda g: isinstance(g.lesson.expected(), Play))
    qtbot.waitUntil(win.controls.play_button.isEnabled, timeout=TIMEOUT)
    wanted = lesson.expected()
    assert isinstance(wanted, Play)
    other = next(
        c for c in win.hand.codes() if c not in [w.code for w in wanted.cards] and c[-1] == "H"
    )
    before = list(win.controller.game.actions)
    select_by_clicks(win, [other])
    click(win.controls.play_button)
    assert win.controller.game.actions == before
    assert guide.nudge.isVisible() and "highlighted" in guide.nudge.text()
    assert win.controls.message_label.whole_text() == guide.nudge.text()
    assert lesson.expected() is wanted
    # The hint names the lesson's cards.
    assert sorted(normal_hint(win.controller)) == sorted(c.code for c in wanted.cards)


def test_back_shows_the_text_before_while_the_game_stands_there(
    qtbot, lesson_window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    win = lesson_window
    tutorial.start_tutorial(win)
    guide = guide_of(win)
    assert guide is not None
    qtbot.waitUntil(lambda: guide.lesson.index == 0 and guide.lesson.reading, timeout=TIMEOUT)
    first = guide.text.text()
    assert not guide.back_button.isVisible()
    click(guide.next_button)
    qtbot.waitUntil(lambda: guide.lesson.index == 1, timeout=TIMEOUT)
    assert guide.back_button.isVisible()
    click(guide.back_button)
    assert guide.lesson.index == 0 and guide.text.text() == first
    assert len(win.controller.game.actions) == 0  # the draw waits for the texts to be read


def test_starting_another_game_ends_the_lesson(qtbot, lesson_window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = lesson_window
    tutorial.start_tutorial(win)
    assert guide_of(win) is not None
    win.documents.new_game()  # no question: the lesson is not a game to lose
    assert guide_of(win) is None
    assert win.controller.script is None and not win.session.practice
    assert autosave_path().exists()


def test_no_lesson_starts_when_the_game_in_progress_cannot_be_saved_first(
    qtbot, lesson_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    from tractor_desktop.app import storage

    win = lesson_window
    saved = a_game_in_progress(qtbot, win)

    def full_disk(*_args: object) -> None:
        raise storage.SaveError("cannot write autosave.tractor: No space left on device")

    # The disk fills up; the player plays on (its play is not saved any more).
    monkeypatch.setattr(storage, "write_save", full_disk)
    win.controller.play(normal_hint(win.controller))
    qtbot.waitUntil(lambda: win.controller.idle, timeout=TIMEOUT)
    before = win.controller.game.to_dict()
    assert before != storage.read_save(autosave_path()).game.to_dict()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    tutorial.start_tutorial(win)
    assert guide_of(win) is None and not win.session.practice
    assert win.controller.script is None
    assert win.controller.game.to_dict() == before
    assert autosave_path().read_bytes() == saved
    assert any("No space left on device" in t and "lesson" in t for t in win.notices.texts())


def misplaced(win: MainWindow) -> list[str]:
    """Cards that do not lie where the table's layout puts them now."""
    scene = win.scene
    piles = {f"hand {seat}": pile for seat, pile in scene.sides.items()}
    piles |= {f"trick {seat}": pile for seat, pile in scene.tricks.items()}
    piles |= {f"declaration {seat}": pile for seat, pile in scene.declarations.items()}
    piles["the player's hand"] = scene.hand.pile
    wrong = []
    for name, pile in piles.items():
        for item, target in zip(pile, pile.targets(), strict=True):
            at = item.pos()
            if name == "the player's hand":
                at.setY(target.y())  # a selected card stands higher
            if (at - target).manhattanLength() > 0.5:
                wrong.append(f"{name}: {item.code} at {at.toTuple()} for {target.toTuple()}")
    return wrong


def test_the_game_brought_back_after_the_lesson_lies_as_the_layout_says(
    qtbot, lesson_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """With the cards moving (animations on): the lesson's panel leaving the window resizes
    the table while the game brought back is dealt onto it."""
    win = lesson_window
    a_game_in_progress(qtbot, win)
    win.set_speed(1.0, win.speed_actions[1])
    monkeypatch.setattr(tutorial, "confirm_lesson", lambda w: True)
    tutorial.start_tutorial(win)
    guide = guide_of(win)
    assert guide is not None
    qtbot.waitUntil(lambda: guide.lesson.reading, timeout=TIMEOUT)
    click(guide.leave_button)
    qtbot.waitUntil(lambda: guide_of(win) is None, timeout=TIMEOUT)
    qtbot.waitUntil(
        lambda: win.controller.idle and not win.scene.animator.is_animating(), timeout=TIMEOUT
    )
    qtbot.waitUntil(lambda: not win.scene.animator.is_moving(), timeout=TIMEOUT)
    assert misplaced(win) == []
    assert len(win.scene.sides[1]) == win.controller.snapshot.observation.hand_sizes[1]


def test_a_new_game_during_the_lesson_asks_before_the_players_saved_game_is_lost(
    qtbot, lesson_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    win = lesson_window
    saved = a_game_in_progress(qtbot, win)
    monkeypatch.setattr(tutorial, "confirm_lesson", lambda w: True)
    tutorial.start_tutorial(win)
    asked: list[object] = []

    def refuse(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(args)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", refuse)
    win.new_action.trigger()
    assert len(asked) == 1 and win.session.practice
    assert autosave_path().read_bytes() == saved
