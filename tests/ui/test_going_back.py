"""Going back against the computer players: take back your last move (Ctrl+Z), deal the round
again, play on from a review. Each is the same game with a shorter list of actions, replayed;
the table is drawn anew from the restored state, and the game saves and resumes as any other."""

from __future__ import annotations

import json
import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest

from tests.ui.conftest import click_card, start
from tractor_desktop.app import paths, storage
from tractor_desktop.app.controller import GameController
from tractor_desktop.engine.actions import Declare
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.simulate import play_round
from tractor_desktop.ui.main_window import MainWindow


def action(win: MainWindow, name: str) -> QAction:
    found = win.findChild(QAction, name)
    assert found is not None, name
    return found


def wait_for_turn(qtbot, win: MainWindow, *turns: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: win.controls.turn in turns and win.controller.idle, timeout=20_000)


def press_undo(win: MainWindow) -> None:
    """Ctrl+Z as the player presses it, on the table."""
    QTest.keyClick(win.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def to_the_bury(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start(win)
    wait_for_turn(qtbot, win, "last_chance")
    qtbot.mouseClick(win.controls.pass_button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, win, "bury")


def bury_first_eight(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    for row in reversed(range(8)):
        click_card(win, row)
    qtbot.mouseClick(win.controls.play_button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, win, "play")


def lead_a_legal_play(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    codes = [c.code for c in win.controller.game.legal_plays()[0]]
    win.hand.clear_selection()
    for row in sorted((win.hand.codes().index(c) for c in codes[:1]), reverse=True):
        click_card(win, row)
    assert win.controller.play(win.hand.selected_codes())


def test_taking_back_a_play_undoes_it_and_the_computer_plays_after_it(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_bury(qtbot, win)
    bury_first_eight(qtbot, win)
    before = win.controller.game.to_dict()
    hand_before = win.hand.codes()
    lead_a_legal_play(qtbot, win)
    # The computer players answer; the human's turn comes again after the trick.
    qtbot.waitUntil(lambda: len(win.controller.game.round.tricks) >= 1, timeout=20_000)
    wait_for_turn(qtbot, win, "play")
    assert action(win, "action_take_back").isEnabled()
    press_undo(win)
    assert win.controller.game.to_dict() == before
    wait_for_turn(qtbot, win, "play")
    assert win.hand.codes() == hand_before
    assert not any(pile.items for pile in win.scene.tricks.values())
    assert win.session.take_backs == 1
    assert win.controller.snapshot.observation.hand_sizes == (25, 25, 25, 25)


def test_taking_back_while_the_computer_players_answer_stops_them(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_bury(qtbot, win)
    bury_first_eight(qtbot, win)
    before = win.controller.game.to_dict()
    lead_a_legal_play(qtbot, win)
    action(win, "action_take_back").trigger()
    assert win.controller.game.to_dict() == before
    wait_for_turn(qtbot, win, "play")
    assert win.controller.game.to_dict() == before


def test_taking_back_the_bury_gives_the_talon_back_to_choose_again(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_bury(qtbot, win)
    bury_first_eight(qtbot, win)
    press_undo(win)
    wait_for_turn(qtbot, win, "bury")
    assert win.hand.rowCount() == 33
    assert win.controller.game.round.phase == "bury"


def test_taking_back_a_pass_at_the_last_chance_asks_again(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_bury(qtbot, win)
    press_undo(win)
    wait_for_turn(qtbot, win, "last_chance")
    assert win.controls.pass_button.isVisible()


def test_taking_back_a_declaration_during_the_draw_withdraws_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    for seed in range(1, 40):
        start(win, seed=seed, starter=None)
        qtbot.waitUntil(
            lambda: (
                bool(win.controller.declarations_available())
                or win.controller.game.round.phase != "draw"
            ),
            timeout=20_000,
        )
        options = win.controller.declarations_available()
        if options and win.controller.declare(list(options[0])):
            break
    else:
        raise AssertionError("no deal let the human declare")
    game = win.controller.game
    declared_at = next(
        i for i, a in enumerate(game.actions) if isinstance(a, Declare) and a.seat == 0
    )
    # Taken back once the table shows it (the menu follows what is shown).
    qtbot.waitUntil(
        lambda: any(d.seat == 0 for d in win.controller.snapshot.observation.declarations),
        timeout=10_000,
    )
    action(win, "action_take_back").trigger()
    assert len(win.controller.game.actions) == declared_at
    shown = win.controller.snapshot.observation.declarations
    assert all(d.seat != 0 for d in shown)


def test_a_scored_round_is_not_taken_back(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    game = Game(seed=11, humans=(0,))
    play_round(game, random.Random(11))
    assert not game.over
    window.controller.start(game)
    qtbot.waitUntil(lambda: window.controller.game.round.drawn > 0, timeout=10_000)
    # Only the draw has begun in the new round: the human has made no move in it yet.
    assert window.controller.take_back_point() is None
    assert not action(window, "action_take_back").isEnabled()


def test_take_backs_can_be_turned_off(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    win.prefs.take_backs = False
    to_the_bury(qtbot, win)
    win.update_going_back()
    assert not action(win, "action_take_back").isEnabled()
    before = win.controller.game.to_dict()
    press_undo(win)
    action(win, "action_take_back").trigger()
    assert win.controller.game.to_dict() == before
    assert win.session.take_backs == 0


def test_a_taken_back_game_saves_and_resumes_and_can_take_back_again(
    qtbot, window: MainWindow, home: Path
) -> None:  # type: ignore[no-untyped-def]
    win = window
    to_the_bury(qtbot, win)
    bury_first_eight(qtbot, win)
    lead_a_legal_play(qtbot, win)
    wait_for_turn(qtbot, win, "play")
    press_undo(win)
    wait_for_turn(qtbot, win, "play")
    saved = win.session.save(home / "back.tractor")
    assert json.loads(saved.read_bytes())["take_backs"] == 1

    other = MainWindow(GameController(ai_levels=["random"] * 4))
    qtbot.addWidget(other)
    other.set_speed(0.0, other.speed_actions[3])
    assert other.open_path(str(saved))
    assert other.session.take_backs == 1
    wait_for_turn(qtbot, other, "play")
    assert other.controller.game.to_dict() == win.controller.game.to_dict()
    # After the resume the bury is the human's last move: it can be taken back.
    assert action(other, "action_take_back").isEnabled()
    action(other, "action_take_back").trigger()
    wait_for_turn(qtbot, other, "bury")
    assert other.session.take_backs == 2
    other.session.autosave()
    assert storage.read_save(paths.autosave_path()).take_backs == 2
    other.close()


def test_a_game_with_take_backs_is_counted_apart(qtbot, window: MainWindow, home: Path) -> None:  # type: ignore[no-untyped-def]
    win = window
    recorded: list[bool] = []
    stats = win.session.statistics
    original = stats.record_round

    def record_round(scored, *, took_back: bool) -> None:  # type: ignore[no-untyped-def]
        recorded.append(took_back)
        original(scored, took_back=took_back)

    stats.record_round = record_round  # type: ignore[method-assign]
    finished = Game(seed=4, humans=(0,))
    play_round(finished, random.Random(4))
    # A round is counted only if the player made a move in it: the pass at the last chance.
    to_the_bury(qtbot, win)
    win.controller.roundScored.emit(finished.results[0])
    press_undo(win)
    wait_for_turn(qtbot, win, "last_chance")
    qtbot.mouseClick(win.controls.pass_button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, win, "bury")
    win.controller.roundScored.emit(finished.results[0])
    assert recorded == [False, True]


def test_a_numbered_deal_is_dealt_and_named_in_the_title(
    qtbot, window: MainWindow, home: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QInputDialog

    win = window
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args, **kwargs: (1000, True))
    action(win, "action_new_numbered_deal").trigger()
    assert win.controller.game.seed == 1000
    assert "1000" in win.windowTitle()
    qtbot.waitUntil(lambda: win.controller.game.round.drawn >= 100, timeout=20_000)
    dealt = Game(seed=1000, humans=(0,))
    # The draw order and the pack are the deal number's, whatever is declared on the way.
    assert win.controller.game.round.pack == dealt.round.pack


def test_a_numbered_deal_asks_before_giving_up_the_game_in_progress(
    qtbot, window: MainWindow, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    win = window
    to_the_bury(qtbot, win)
    before = win.controller.game.to_dict()
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args, **kwargs: (77, True))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    action(win, "action_new_numbered_deal").trigger()
    assert win.controller.game.to_dict() == before


def test_replaying_the_deal_starts_the_round_again_with_the_same_cards(
    qtbot, window: MainWindow, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    win = window
    to_the_bury(qtbot, win)
    bury_first_eight(qtbot, win)
    lead_a_legal_play(qtbot, win)
    pack = list(win.controller.game.round.pack)
    assert action(win, "action_replay_deal").isEnabled()
    # The round in progress is lost: the player is asked first, and says yes.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    action(win, "action_replay_deal").trigger()
    assert win.controller.game.actions == []
    assert win.controller.game.round.pack == pack
    assert win.session.take_backs == 1
    wait_for_turn(qtbot, win, "last_chance")
    assert win.hand.rowCount() == 25


def test_playing_on_from_a_review_reaches_the_stored_position(
    qtbot, window: MainWindow, home: Path
) -> None:  # type: ignore[no-untyped-def]
    win = window
    game = Game(seed=9, humans=(0,))
    play_round(game, random.Random(9))
    record = game.to_dict()
    win.documents.review(record)
    review = win.documents.replay_window
    review.slider.setValue(len(review.frames) // 2)
    frame = review.frames[review.position]
    qtbot.mouseClick(review.play_button, Qt.MouseButton.LeftButton)
    expected = Game.from_dict(record).prefix(frame.actions)
    assert win.controller.game.to_dict() == expected.to_dict()
    assert win.controller.game.humans == frozenset({0})
    assert not review.isVisible()
    assert win.session.take_backs == 1


def test_there_is_nothing_to_play_on_from_once_a_game_is_over(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    game = Game(seed=3, humans=(0,), levels=(14, 14), starter=0)
    rng = random.Random(3)
    while not game.over:
        play_round(game, rng)
    window.documents.review(game.to_dict())
    review = window.documents.replay_window
    review.step(10**6)
    assert review.frames[review.position].over
    assert not review.play_button.isEnabled()


def test_a_deal_on_the_command_line_does_not_replace_an_unfinished_game_unasked(
    qtbot, window: MainWindow, home: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    win = window
    to_the_bury(qtbot, win)
    win.session.autosave()
    asked: list[str] = []

    def resume(*args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(str(args[1]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", resume)
    other = MainWindow(GameController(ai_levels=["random"] * 4))
    qtbot.addWidget(other)
    other.start(deal=1234)
    assert asked, "the unfinished game was not offered"
    assert other.controller.game.to_dict() == win.controller.game.to_dict()
    other.close()
    # Closing saves the game again (its date changes): the game in it is the same.
    assert storage.read_save(paths.autosave_path()).game.to_dict() == win.controller.game.to_dict()

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    declined = MainWindow(GameController(ai_levels=["random"] * 4))
    qtbot.addWidget(declined)
    declined.start(deal=1234)
    assert declined.controller.game.seed == 1234
    declined.close()
