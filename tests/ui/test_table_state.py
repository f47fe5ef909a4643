"""The table shows the state as of the event it shows, never the live game running ahead: the
turn highlight, the message at the human's turn and the thinking marker are about the right
seat, and input waits while cards move."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from tests.app.test_controller import FakeAi
from tests.engine.stepping import advance_to
from tests.ui.conftest import card_point
from tractor_desktop.app.ai_worker import AiRequest
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.table_controller import HUMAN
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.game import Game
from tractor_desktop.ui import presenter
from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.seat_badge import SeatBadge


class SlowFakeAi(FakeAi):
    """Answers like ``FakeAi``, but after ``delay_ms``, as a thinking player would."""

    delay_ms = 120

    def request(self, request: AiRequest) -> None:
        QTimer.singleShot(self.delay_ms, lambda: FakeAi.request(self, request))


def in_play(game: Game) -> Game:
    """The game moved on to its first lead, so that the test watches tricks, not the draw."""
    return advance_to(game, "play", seed=1, declare_chance=0)


def window_with(qtbot, ai_class: type[FakeAi]) -> MainWindow:  # type: ignore[no-untyped-def]
    holder: list[Game] = []
    ai = ai_class(holder)
    controller = GameController(ai_levels=["normal"] * 4, ai=ai)  # type: ignore[arg-type]
    holder.append(controller.game)
    controller.gameStarted.connect(lambda: holder.__setitem__(0, controller.game))
    win = MainWindow(controller)
    win.preferences_glue.set_speed(0.0, win.speed_actions[3])
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_while_east_buries_east_is_highlighted_and_not_the_human(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    states: list[tuple[bool, bool]] = []

    def on_pick_up(event: ev.TalonPickedUp) -> None:
        badges = win.scene.badges
        states.append((badges[HUMAN].turn, badges[1].turn))

    win.controller.released.connect(
        lambda e: on_pick_up(e) if isinstance(e, ev.TalonPickedUp) else None
    )
    win.controller.start(Game(seed=5, humans=(0,), levels=(2, 2), starter=1))
    qtbot.waitUntil(lambda: win.controls.turn == "last_chance", timeout=20_000)
    win.controls.pass_button.click()
    qtbot.waitUntil(lambda: bool(states), timeout=20_000)
    assert states == [(False, True)]


def test_at_the_humans_turn_to_follow_the_message_says_so(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    win.prefs.autoplay_forced = False
    win.controller.start(Game(seed=5, humans=(0,), levels=(2, 2), starter=1))
    qtbot.waitUntil(lambda: win.controls.turn == "last_chance", timeout=20_000)
    win.controls.pass_button.click()
    qtbot.waitUntil(
        lambda: win.controls.turn == "play" and win.controller.snapshot.idle, timeout=20_000
    )
    text = win.controls.message_label.whole_text()
    assert "talon" not in text
    assert "follow" in text and "East" in text
    assert win.scene.badges[HUMAN].turn


def test_the_thinking_marker_is_only_ever_on_the_seat_asked(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """Every time a marker goes up (recorded as it happens, not sampled), it is on the seat the
    controller is asking; the computer players think longer than the marker's delay, so that
    markers do go up."""
    monkeypatch.setattr(presenter, "THINKING_SHOWN_AFTER_MS", 10)
    monkeypatch.setattr(SlowFakeAi, "delay_ms", 40)
    win = window_with(qtbot, SlowFakeAi)
    shown: list[tuple[int, int | None]] = []
    set_state = SeatBadge.set_state

    def recorded(badge: SeatBadge, **state: object) -> None:
        # Only this window's badges: a window of an earlier test in this process may still
        # have a marker's timer running, and the patch is the class's.
        seats = [seat for seat, mine in enumerate(win.scene.badges) if mine is badge]
        if seats and state.get("thinking") and not badge.thinking:
            shown.append((seats[0], win.controller.asked_seat))
        set_state(badge, **state)  # type: ignore[arg-type]

    monkeypatch.setattr(SeatBadge, "set_state", recorded)
    win.controller.autopilot = True
    win.controller.start(in_play(Game(seed=9, humans=(), levels=(2, 2), starter=2)))
    qtbot.waitUntil(lambda: len(win.controller.game.round.tricks) >= 2, timeout=30_000)
    win.controller.shutdown()
    assert len(shown) >= 4
    assert [seat for seat, asked in shown if seat != asked] == []


def test_a_press_while_cards_move_is_ignored(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    dropped: list[list[str]] = []
    refused: list[str] = []
    win.scene.cardsDropped.connect(dropped.append)
    win.controller.illegalAction.connect(refused.append)
    win.controller.start(Game(seed=5, humans=(0,), levels=(2, 2), starter=0))
    qtbot.waitUntil(lambda: win.hand.rowCount() >= 3, timeout=20_000)
    # The table held busy, as while cards fly, for as long as the test needs: no race with
    # an animation that might end before the press.
    win.scene.animator.after(600_000, lambda: None)
    assert win.scene.animator.is_animating()
    viewport = win.view.viewport()
    start = card_point(win, 0)
    end = win.view.mapFromScene(win.scene.drop_rect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (i / 5))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert dropped == [] and refused == []
    assert win.scene.hand.dragging == []  # nor was a drag begun
    win.scene.animator.stop()
    win.controller.shutdown()


def test_before_the_first_game_the_window_shows_no_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    """What stands behind a question asked at start-up ("Resume?"): no deal number, trump or
    levels of a game that is not there, and nothing to press."""
    win = MainWindow(GameController(ai_levels=["random"] * 4))
    qtbot.addWidget(win)
    win.show()
    assert "Deal" not in win.windowTitle()
    assert win.info.trump.text() == "" and win.info.us.text() == ""
    assert not win.controls.play_button.isEnabled() and not win.controls.hint_button.isEnabled()
    assert win.scene.hand_items == [] and all(len(p) == 0 for p in win.scene.sides.values())
    win.controller.shutdown()


def test_the_message_line_tells_each_play_as_it_is_shown(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Never "Your lead." while North plays, nor "North wins the trick." into the next."""
    win = window
    said: list[tuple[int, str]] = []

    def on_release(event: ev.Event) -> None:
        if isinstance(event, ev.CardsPlayed):  # as the line reads once the play is shown
            seat = event.seat
            QTimer.singleShot(0, lambda: said.append((seat, controls.message_label.whole_text())))

    controls = win.controls
    win.controller.released.connect(on_release)
    win.controller.autopilot = True
    win.controller.auto_continue = True
    win.controller.start(in_play(Game(seed=9, humans=(), levels=(2, 2), starter=2)))
    qtbot.waitUntil(lambda: len(said) >= 12, timeout=30_000)
    win.controller.shutdown()
    names = {0: "You", 1: "East", 2: "North", 3: "West"}
    for seat, text in said[:12]:
        assert text.startswith(names[seat]) and any(w in text for w in ("play", "lead")), text
