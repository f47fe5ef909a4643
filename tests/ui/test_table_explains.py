"""The table explains itself: every refusal says why wherever it comes from, sides are named
from the player's seat, the chance to declare cannot be missed, a result is not thrown away,
and the words say what happened."""

from __future__ import annotations

import dataclasses
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QTextBrowser

from tests.ui.conftest import click_card, start
from tests.ui.test_table_play import illegal_single, wait_for_turn
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.simulate import play_round
from tractor_desktop.ui import main_window
from tractor_desktop.ui.dialogs import GameOverDialog, RulesDialog, round_summary_lines
from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.names import declaration_text
from tractor_desktop.ui.plain import plain
from tractor_desktop.ui.refusals import refusal_text


def follow_turn_with_an_illegal_card(qtbot, win: MainWindow) -> int:  # type: ignore[no-untyped-def]
    """Play on (with hints) until the human must follow a single and holds a card that may not
    follow it; returns that card's row."""
    win.prefs.autoplay_forced = False
    start(win, seed=5, starter=1)
    wait_for_turn(qtbot, win, "last_chance")
    win.controls.pass_button.click()
    for _ in range(25):
        wait_for_turn(qtbot, win, "play")
        row = illegal_single(win)
        if row is not None:
            return row
        with qtbot.waitSignal(win.controller.hinted, timeout=5000):
            win.controls.on_hint()
        win.controls.play_selection()
    pytest.skip("no illegal single came up in this deal")


def test_enter_a_click_and_the_tooltip_give_the_same_reason(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    row = follow_turn_with_an_illegal_card(qtbot, win)
    click_card(win, row)
    controls = win.controls
    reason = controls.play_button.toolTip()
    assert reason == refusal_text("must_follow_suit", win.controller.snapshot.observation)
    assert controls.play_button.isEnabled()
    QTest.keyClick(win.view, Qt.Key.Key_Return)
    assert controls.message_label.whole_text() == reason
    controls.show_message("")
    qtbot.mouseClick(controls.play_button, Qt.MouseButton.LeftButton)
    assert controls.message_label.whole_text() == reason


@pytest.mark.parametrize(("starter", "ours"), [(0, False), (1, True)])
def test_points_are_named_from_the_players_seat(
    qtbot, window: MainWindow, starter: int, ours: bool
) -> None:  # type: ignore[no-untyped-def]
    start(window, seed=5, starter=starter)
    word = "Our points" if ours else "Their points"
    qtbot.waitUntil(lambda: window.info.points_label.text().startswith(word), timeout=10_000)
    assert window.scene.points_text.text().startswith(word)
    assert window.info.meter.toolTip().startswith(word)


@pytest.mark.parametrize(("declarers", "ours"), [(0, False), (1, True)])
def test_the_round_summary_names_sides_from_the_players_seat(declarers: int, ours: bool) -> None:
    game = Game(seed=3, levels=(5, 5), starter=declarers)
    play_round(game, random.Random(3))
    scored = dataclasses.replace(game.results[0], declarers=declarers, starter=declarers)
    text = "\n".join(round_summary_lines(scored))
    assert ("Our points" in text) == ours and ("Their points" in text) != ours
    assert "opponents" not in text


def test_the_chance_to_declare_is_marked_in_the_hand_and_said(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    start(win, seed=11, starter=None)
    qtbot.waitUntil(lambda: bool(win.controls.declare_buttons), timeout=20_000)
    offered = {c for b in win.controls.declare_buttons for c in b.property("cards")}
    glowing = {item.code for item in win.scene.hand_items if item._glow}
    assert glowing == offered
    assert "declare" in win.controls.message_label.whole_text().lower()


def test_an_unrelated_key_does_not_move_the_draw_on(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    win.preferences_glue.set_speed(1.0, win.speed_actions[1])
    start(win, seed=5, starter=0)
    qtbot.waitUntil(lambda: win.controller.game.round.drawn >= 8, timeout=10_000)
    before = win.controller.game.round.drawn
    for key in (Qt.Key.Key_A, Qt.Key.Key_Q, Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_1):
        QTest.keyClick(win.view, key)
    assert win.controller.game.round.drawn - before <= 2  # the draw's own pace, no jump


def test_a_new_game_asks_before_giving_up_the_one_in_progress(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    start(window, seed=5, starter=0)
    qtbot.waitUntil(lambda: window.controller.game.round.drawn > 4, timeout=10_000)
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def answer(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[1]))
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", answer)
    seed = window.controller.game.seed
    window.new_action.trigger()
    assert window.controller.game.seed == seed
    window.new_action.trigger()
    assert window.controller.game.seed != seed and len(asked) == 2


def test_the_game_over_dialog_keeps_the_result_and_review_opens_in_front(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    dialog = GameOverDialog(0, (14, 9), window)
    qtbot.addWidget(dialog)
    started: list[bool] = []
    dialog.new_game_button.clicked.connect(lambda: started.append(True))
    dialog.show()
    assert dialog.close_button.isDefault() and not dialog.new_game_button.isDefault()
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not started
    window.on_game_over(ev.GameOver(0))
    assert "win the game" in window.scene.banner.text()
    shown = window.game_over_dialog
    shown.review_button.click()
    assert not shown.isVisible()
    assert window.documents.replay_window.isVisible()


def test_the_demo_shows_the_result_then_deals_again(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(main_window, "DEMO_RESULT_MS", 50)
    window.controller.autopilot = window.controller.auto_continue = True
    window.session.autosave_enabled = False
    seed = window.controller.game.seed
    window.on_game_over(ev.GameOver(1))
    assert "East and West win" in window.scene.banner.text()
    qtbot.waitUntil(lambda: window.controller.game.seed != seed, timeout=5_000)


def test_the_words_say_what_happened() -> None:
    game = Game(seed=3, levels=(13, 13), starter=0)
    rng = random.Random(3)
    while not game.over:
        play_round(game, rng)
    text = "\n".join(round_summary_lines(game.results[-1]))
    assert "go past Ace and win the game" in text
    assert "levels +" in text and " levels\n" not in text
    assert "≤" not in text
    assert declaration_text(["RJ", "RJ"]) == "Declare no trump (pair of big jokers)"
    assert "Big joker Big joker" not in declaration_text(["BJ", "BJ"])


def test_the_starter_mark_and_the_talon_say_what_they_are(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start(window, seed=5, starter=1)
    qtbot.waitUntil(lambda: "starter" in window.scene.badges[1].toolTip(), timeout=10_000)
    qtbot.waitUntil(lambda: window.controls.turn == "last_chance", timeout=20_000)
    window.controls.pass_button.click()
    qtbot.waitUntil(lambda: window.scene.talon_label.text() == "Talon", timeout=20_000)


def test_the_rules_say_trump_rank_cards_are_plain_in_a_no_trump_round(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    text = plain(dialog.findChild(QTextBrowser).toPlainText(), 10_000)
    assert "ordinary cards of their suits" in text
    assert "Trump-rank cards stay trumps without a trump suit" in text


@pytest.mark.parametrize("declarers", [0, 1])
def test_the_score_sheet_names_the_winning_side_from_the_players_seat(declarers: int) -> None:
    from tractor_desktop.ui.history_models import ScoreModel

    game = Game(seed=3, levels=(5, 5), starter=declarers)
    play_round(game, random.Random(3))
    scored = game.results[0]
    sheet = ScoreModel()
    sheet.add_round(scored)
    result = sheet.data(sheet.index(0, 3))
    winners = scored.declarers if scored.result.winner == "declarers" else 1 - scored.declarers
    assert result.startswith("Us (N–S)" if winners == 0 else "Them (E–W)")
    assert "opponents" not in result and "declarers" not in result
