"""A person plays through the table with the mouse: select, drag to play, declare, bury."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.conftest import card_point, click_card, drag_rows_to_table, start
from tractor_desktop.app.table_controller import HUMAN
from tractor_desktop.engine.actions import Play
from tractor_desktop.engine.cards import card
from tractor_desktop.engine.following import check_follow
from tractor_desktop.ui.main_window import MainWindow


def wait_for_turn(qtbot, win: MainWindow, *turns: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: win.controls.turn in turns and win.controller.idle, timeout=20_000)


def select_rows(win: MainWindow, rows: list[int]) -> None:
    for row in sorted(rows, reverse=True):
        click_card(win, row)


def rows_for(win: MainWindow, codes: list[str]) -> list[int]:
    hand = win.hand.codes()
    rows: list[int] = []
    for code in codes:
        rows.append(next(i for i, c in enumerate(hand) if c == code and i not in rows))
    return rows


def illegal_single(win: MainWindow) -> int | None:
    """A hand row whose card may not follow the current lead (to try a refused drag)."""
    obs = win.controller.snapshot.observation
    ctx = obs.context()
    if obs.current is None or not obs.current.plays or ctx is None:
        return None
    lead_cards = obs.current.plays[0]
    if len(lead_cards) != 1:
        return None
    from tractor_desktop.engine.combos import classify

    lead = classify(lead_cards, ctx)
    for row, code in enumerate(win.hand.codes()):
        if not check_follow(lead, obs.hand, (card(code),), ctx):
            return row
    return None


def test_a_whole_round_is_played_with_clicks_and_drags(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    start(win)
    wait_for_turn(qtbot, win, "last_chance")
    qtbot.mouseClick(win.controls.pass_button, Qt.MouseButton.LeftButton)

    # The talon exchange: the 8 cards joined the hand; select 8 by clicking, then bury.
    wait_for_turn(qtbot, win, "bury")
    assert win.hand.rowCount() == 33
    select_rows(win, list(range(8)))
    assert len(win.hand.selected_codes()) == 8
    assert win.controls.play_button.isEnabled()
    qtbot.mouseClick(win.controls.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.hand.rowCount() == 25, timeout=5000)

    refused_once = False
    tricks_played = 0
    while win.controller.game.round.number == 0:
        qtbot.waitUntil(
            lambda: (
                (win.controls.turn == "play" and win.controller.idle)
                or win.controller.game.round.number > 0
                or win.controller.game.round.phase == "scored"
            ),
            timeout=20_000,
        )
        if win.controller.game.round.number > 0 or win.controls.turn != "play":
            break
        if not refused_once:
            bad = illegal_single(win)
            if bad is not None:
                before = win.hand.codes()
                drag_rows_to_table(win, bad)
                assert win.hand.codes() == before
                # The refusal names what was led and must be followed.
                assert "were led" in win.controls.message_label.whole_text()
                assert win.scene.refusal.text() == win.controls.message_label.whole_text()
                refused_once = True
        choice = list(win.controller.game.legal_plays()[0])
        codes = [c.code for c in choice]
        win.hand.clear_selection()
        rows = rows_for(win, codes)
        select_rows(win, rows)
        assert sorted(win.hand.selected_codes()) == sorted(codes)
        drag_rows_to_table(win, rows[0])
        tricks_played += 1
        qtbot.waitUntil(
            lambda: win.controls.turn != "play" or not win.controller.idle, timeout=5000
        )
        if win.controller.awaiting_continue:
            break
    qtbot.waitUntil(
        lambda: hasattr(win, "summary_dialog") and win.summary_dialog.isVisible(), timeout=20_000
    )
    assert refused_once
    assert tricks_played >= 10
    assert win.scores.rowCount() == 1
    qtbot.mouseClick(win.summary_dialog.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.controller.game.round.drawn > 0, timeout=10_000)


def test_the_declare_control_offers_exactly_the_cards_that_may_declare(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    win = window
    start(win, seed=11, starter=None)
    qtbot.waitUntil(lambda: bool(win.controls.declare_buttons), timeout=20_000)
    offered = [b.property("cards") for b in win.controls.declare_buttons]
    assert offered == [list(o) for o in win.controller.declarations_available()]
    level = win.controller.game.round.level
    for cards in offered:
        assert all(card(c).rank == level or card(c).is_joker for c in cards)
    qtbot.mouseClick(win.controls.declare_buttons[0], Qt.MouseButton.LeftButton)
    standing = win.controller.game.round.standing
    assert standing is not None and standing.seat == HUMAN
    assert [c.code for c in standing.cards] == offered[0]
    qtbot.waitUntil(lambda: bool(win.scene.declarations.get(HUMAN)), timeout=5000)


def test_keyboard_moves_selects_and_plays(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    start(win, seed=7, starter=1)
    qtbot.waitUntil(lambda: win.controls.turn == "last_chance", timeout=20_000)
    win.controls.pass_button.click()
    wait_for_turn(qtbot, win, "play")
    choice = win.controller.game.legal_plays()[0]
    target = rows_for(win, [choice[0].code])[0]
    for _ in range(target + 1):
        QTest.keyClick(win.view, Qt.Key.Key_Right)
    QTest.keyClick(win.view, Qt.Key.Key_Left)
    assert win.scene.focus_row == target
    QTest.keyClick(win.view, Qt.Key.Key_Space)
    assert win.hand.selected_codes() == [choice[0].code] or len(choice) > 1
    if len(choice) == 1:
        before = len(win.controller.game.actions)
        QTest.keyClick(win.view, Qt.Key.Key_Return)
        assert len(win.controller.game.actions) == before + 1
        assert isinstance(win.controller.game.actions[-1], Play)


def test_dragging_a_card_along_the_hand_reorders_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    start(win, seed=7, starter=1)
    qtbot.waitUntil(lambda: win.controls.turn == "last_chance", timeout=20_000)
    before = win.hand.codes()
    viewport = win.view.viewport()
    source = card_point(win, 0)
    target = card_point(win, 6)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=source)
    for i in range(1, 7):
        QTest.mouseMove(viewport, source + (target - source) * (i / 6))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=target)
    after = win.hand.codes()
    assert sorted(after) == sorted(before)
    assert after != before
    assert after.index(before[0]) in (4, 5, 6)
    assert [i.code for i in win.scene.hand_items] == after


def test_double_clicking_a_legal_single_plays_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    start(win, seed=7, starter=1)
    qtbot.waitUntil(lambda: win.controls.turn == "last_chance", timeout=20_000)
    win.controls.pass_button.click()
    wait_for_turn(qtbot, win, "play")
    singles = [p for p in win.controller.game.legal_plays() if len(p) == 1]
    if not singles:
        return  # a pair led: a single card cannot be played this time
    row = rows_for(win, [singles[0][0].code])[0]
    before = len(win.controller.game.actions)
    QTest.mouseDClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(win, row))
    assert len(win.controller.game.actions) == before + 1
    assert win.controller.game.actions[-1] == Play(HUMAN, singles[0])


def test_the_cards_of_a_failed_throw_come_back_unselected(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from tractor_desktop.app.tutorial import lesson_game, script_actions

    win = window
    moves = script_actions()
    # The lesson's failed throw: South leads 10♣ 7♣ and East's K♣ beats the 10♣.
    throw = next(
        i
        for i, a in enumerate(moves)
        if isinstance(a, Play) and a.seat == HUMAN and {c.code for c in a.cards} == {"10C", "7C"}
    )
    game = lesson_game()
    for move in moves[:throw]:
        game.apply(move)
    win.controller.start(game)
    wait_for_turn(qtbot, win, "play")
    held = win.hand.rowCount()
    select_rows(win, rows_for(win, ["10C", "7C"]))
    qtbot.mouseClick(win.controls.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.hand.rowCount() == held - 1, timeout=10_000)
    assert "10C" in win.hand.codes()
    assert win.hand.selected_codes() == []
