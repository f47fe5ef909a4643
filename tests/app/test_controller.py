"""The controller, with a fake computer player that answers at once and no animation: the game
moves on by itself, the snapshot published with each event is the view as of that event, the
human acts only on its turn, and a failing player is stood in for."""

from __future__ import annotations

import random
from collections import Counter

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from tractor_desktop.app.ai_worker import AiRequest
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.table_controller import HUMAN
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Action, Declare, Draw
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation


class FakeWorker(QObject):
    decided = Signal(int, object)
    failed = Signal(int, str)


class FakeAi(QObject):
    """Answers every request with a legal action of the asked seat, or fails when told to."""

    def __init__(self, game_of: list[Game], fail: bool = False) -> None:
        super().__init__()
        self.worker = FakeWorker()
        self.game_of = game_of
        self.fail = fail
        self.requests: list[AiRequest] = []
        self.rng = random.Random(4)

    def request(self, request: AiRequest) -> None:
        self.requests.append(request)
        if self.fail:
            self.worker.failed.emit(request.id, "RuntimeError: the player broke")
            return
        game = self.game_of[0]
        options = game.legal_actions(request.seat)
        action: Action | None = None
        if options and not all(isinstance(a, Declare) for a in options):
            action = self.rng.choice([a for a in options if not isinstance(a, Declare)])
        self.worker.decided.emit(request.id, action)

    def cancel_through(self, request_id: int) -> None:
        pass

    def stop(self) -> None:
        pass


def controller_with_fake_ai(
    qtbot, autopilot: bool = True, fail: bool = False
) -> tuple[GameController, FakeAi]:  # type: ignore[no-untyped-def]
    holder: list[Game] = []
    ai = FakeAi(holder, fail)
    controller = GameController(
        ai_levels=["normal"] * 4,
        autopilot=autopilot,
        wait_for_ui=False,
        ai=ai,  # type: ignore[arg-type]
    )
    holder.append(controller.game)
    controller.gameStarted.connect(lambda: holder.__setitem__(0, controller.game))
    return controller, ai


def test_computer_players_play_a_whole_round_with_no_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller, ai = controller_with_fake_ai(qtbot)
    scored: list[ev.RoundScored] = []
    controller.roundScored.connect(scored.append)
    controller.start(Game(seed=21, humans=(), levels=(2, 2), starter=0))
    qtbot.waitUntil(lambda: bool(scored), timeout=20_000)
    assert controller.illegal_ai_actions == 0
    assert controller.snapshot.results == (scored[0],)
    assert all(r.seat == controller.game.observation(r.seat).seat for r in ai.requests)
    controller.shutdown()


def test_each_snapshot_is_the_view_as_of_its_event(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller, _ = controller_with_fake_ai(qtbot)
    seen: list[tuple[ev.Event, Observation]] = []
    controller.released.connect(lambda e: seen.append((e, controller.snapshot.observation)))
    controller.start(Game(seed=5, humans=(), levels=(2, 2), starter=1))
    qtbot.waitUntil(lambda: any(isinstance(e, ev.RoundScored) for e, _ in seen), timeout=20_000)
    controller.shutdown()
    for event, obs in seen:
        assert obs.seat == HUMAN
        if isinstance(event, ev.CardsPlayed):
            shown = obs.current.plays if obs.current and obs.current.plays else obs.tricks[-1].plays
            assert event.cards in shown
        if isinstance(event, ev.TalonPickedUp) and event.seat == HUMAN:
            assert len(obs.hand) == 33
        if isinstance(event, ev.TalonBuried):
            assert obs.phase == "play" and obs.to_act == event.seat
        if isinstance(event, ev.TrickWon):
            assert obs.tricks[-1].winner == event.winner
        if isinstance(event, ev.RoundScored):
            assert obs.phase == "scored"
    # The next round may have begun before the wait noticed the score: count the first round.
    first_round = next(i for i, (e, _) in enumerate(seen) if isinstance(e, ev.RoundScored))
    played = [e for e, _ in seen[:first_round] if isinstance(e, ev.CardsPlayed)]
    assert sum(len(e.cards) for e in played) == 100


def test_the_human_is_waited_for_and_refused_out_of_turn(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller, _ = controller_with_fake_ai(qtbot, autopilot=False)
    turns: list[str] = []
    refused: list[str] = []
    controller.humanTurn.connect(turns.append)
    controller.illegalAction.connect(refused.append)
    controller.start(Game(seed=5, humans=(0,), levels=(2, 2), starter=0))
    qtbot.waitUntil(lambda: "last_chance" in turns, timeout=20_000)
    assert not controller.play(["AS"])
    assert refused[-1] == "wrong_phase"
    assert controller.pass_declaration()
    qtbot.waitUntil(lambda: controller.snapshot.to_act == HUMAN and "bury" in turns, timeout=20_000)
    hand = [c.code for c in controller.snapshot.observation.hand]
    assert not controller.bury(hand[:7])
    assert refused[-1] == "must_bury_eight"
    assert controller.bury(hand[:8])
    qtbot.waitUntil(lambda: "play" in turns, timeout=20_000)
    controller.shutdown()


def test_a_failing_computer_player_is_stood_in_for(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller, _ = controller_with_fake_ai(qtbot, fail=True)
    stood_in: list[int] = []
    controller.computerStandIn.connect(stood_in.append)
    controller.start(Game(seed=3, humans=(), levels=(2, 2), starter=2))
    qtbot.waitUntil(lambda: len(controller.game.round.tricks) >= 2, timeout=20_000)
    controller.shutdown()
    assert stood_in and set(stood_in) <= {0, 1, 2, 3}
    assert controller.ai_failures >= len(stood_in)
    assert controller.illegal_ai_actions == 0


def test_the_asked_seat_is_the_one_thinking(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller, ai = controller_with_fake_ai(qtbot)
    thinking: list[tuple[int, bool, int | None]] = []
    controller.thinking.connect(lambda s, on: thinking.append((s, on, controller.asked_seat)))
    controller.start(Game(seed=9, humans=(), levels=(2, 2), starter=3))
    qtbot.waitUntil(lambda: len(controller.game.round.tricks) >= 1, timeout=20_000)
    controller.shutdown()
    starts = [(s, asked) for s, on, asked in thinking if on]
    assert starts and all(s == asked for s, asked in starts)
    assert [s for s, _ in starts] == [r.seat for r in ai.requests]


def test_a_declaration_made_while_a_card_is_about_to_be_drawn_lets_the_draw_go_on(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The next card's draw was scheduled before the declaration; after it the last drawer may
    answer first (here West may overcall the 2♥), so the scheduled draw must give way."""
    game = Game(seed=2, humans=(0,))
    for _ in range(80):
        game.apply(Draw())
    controller, _ = controller_with_fake_ai(qtbot, autopilot=False)
    controller.draw_pause_ms = 30
    controller.start(game)
    assert controller._step.isActive()  # the next draw is on its way
    assert controller.declare(["2H"])
    qtbot.waitUntil(lambda: controller.game.round.phase != "draw", timeout=20_000)
    assert any(isinstance(a, Declare) and a.seat == 0 for a in controller.game.actions)
    controller.shutdown()


def test_the_draw_holds_when_the_humans_chance_to_declare_opens_and_goes_on_at_a_declaration(
    qtbot,
) -> None:  # type: ignore[no-untyped-def]
    controller, _ = controller_with_fake_ai(qtbot, autopilot=False)
    controller.declare_pause_ms = 600_000  # held until the human acts, as far as this test goes
    drawn: list[ev.CardDrawn] = []
    holds: list[tuple[int, int]] = []
    controller.cardDrawn.connect(drawn.append)
    controller.drawWaits.connect(lambda ms: holds.append((ms, len(drawn))))
    controller.start(Game(seed=5, humans=(0,), levels=(2, 2), starter=0))
    qtbot.waitUntil(lambda: bool(holds), timeout=20_000)
    assert holds == [(600_000, len(drawn))]
    options = controller.declarations_available()
    assert options  # the chance is there: a trump-rank card in the hand drawn so far
    for _ in range(20):  # the event loop turns; the draw's next card does not come
        QApplication.processEvents()
    assert len(drawn) == holds[0][1]  # the draw holds
    assert controller.declare(list(options[0]))
    qtbot.waitUntil(lambda: len(drawn) > holds[0][1] + 4, timeout=20_000)
    controller.shutdown()


def test_the_draw_never_holds_when_the_pause_is_off(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller, _ = controller_with_fake_ai(qtbot, autopilot=False)
    holds: list[int] = []
    turns: list[str] = []
    controller.drawWaits.connect(holds.append)
    controller.humanTurn.connect(turns.append)
    controller.start(Game(seed=5, humans=(0,), levels=(2, 2), starter=0))
    qtbot.waitUntil(lambda: "last_chance" in turns, timeout=20_000)
    assert holds == []
    controller.shutdown()


def test_the_controls_are_told_of_changes_only_as_events_are_shown_and_offer_shown_cards(
    qtbot,
) -> None:  # type: ignore[no-untyped-def]
    """The live game draws ahead of the table; the declarations offered, and every change
    signalled, go with the hand the table shows, never with a card still in flight."""
    controller, _ = controller_with_fake_ai(qtbot, autopilot=False)
    controller.wait_for_ui = True
    released: list[ev.Event] = []

    def shown(event: ev.Event) -> None:  # the UI shows each event, then says so
        released.append(event)
        QTimer.singleShot(0, controller.event_handled)

    controller.released.connect(shown)
    ahead = offered = 0  # changes in the draw with the live hand ahead; declarations offered
    wrong: list[tuple[str, ...]] = []

    def changed() -> None:
        nonlocal ahead, offered
        obs = controller.snapshot.observation
        hand = Counter(c.code for c in obs.hand)
        live = Counter(c.code for c in controller.game.round.hands[HUMAN])
        ahead += obs.phase == "draw" and live != hand
        for option in controller.declarations_available():
            offered += 1
            if Counter(option) - hand:
                wrong.append(option)

    controller.stateChanged.connect(changed)
    changes_before = 0
    for seed in (2, 7, 13):
        controller.start(Game(seed=seed, levels=(2, 2), starter=0))
        qtbot.waitUntil(lambda: controller.game.round.phase != "draw", timeout=60_000)
        assert len(released) > changes_before  # changes came with released events
        changes_before = len(released)
    controller.shutdown()
    assert offered > 0 and not wrong
    # Told with the event that brings a card, not when the live game draws it: the hand shown
    # and the live one are the same at every change of the draw.
    assert ahead == 0
