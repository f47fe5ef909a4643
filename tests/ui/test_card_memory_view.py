"""The card memory dock shows what the human seat's card memory says, follows the game event by
event, never shows a card the human has not seen, and stays cheap to update."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tests.app.test_card_memory import mid_round, shuffle_hidden_cards
from tests.app.test_controller import controller_with_fake_ai
from tractor_desktop.app.card_memory import card_memory
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.snapshot import TableSnapshot
from tractor_desktop.app.table_controller import HUMAN
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.cards import Card
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.engine.simulate import random_action
from tractor_desktop.ui.card_memory_view import CardMemoryDock, card_text, cards_text


def played_texts(dock: CardMemoryDock) -> list[str]:
    return [cards.text() for _name, _count, cards in dock.played_rows if not cards.isHidden()]


def expected_played_texts(obs: Observation) -> list[str]:
    return [cards_text(g.played, g.suit) for g in card_memory(obs).groups]


@pytest.fixture
def waiting_controller(qtbot: Any) -> Iterator[GameController]:
    """A controller whose game waits for the human to play (so it stands still)."""
    controller = GameController(ai_levels=["random"] * 4)
    yield controller
    controller.shutdown()


def at_human_play(seed: int) -> Game:
    """A game in the play phase, some tricks in, with the human to play."""
    game = mid_round(seed, 30)
    rng = random.Random(seed)
    while game.round.phase == "play" and game.to_act() != HUMAN:
        game.apply(random_action(game, rng))
    assert game.round.phase == "play"
    return game


def test_the_dock_is_the_card_memory_dock(qtbot: Any, waiting_controller: GameController) -> None:
    dock = CardMemoryDock(waiting_controller)
    qtbot.addWidget(dock)
    assert dock.objectName() == "card_memory"
    assert dock.windowTitle() == "Card memory"
    labels = dock.findChildren(QLabel)
    assert labels and all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)


def test_the_dock_shows_the_cards_on_the_table_group_by_group(
    qtbot: Any, waiting_controller: GameController
) -> None:
    game = at_human_play(3)
    waiting_controller.start(game)
    dock = CardMemoryDock(waiting_controller)
    qtbot.addWidget(dock)
    dock.show()
    rnd = game.round
    ctx = rnd.ctx
    assert ctx is not None
    # The truth, from the engine's own round: every card played, and nothing else.
    on_table: list[Card] = [c for t in [*rnd.tricks, rnd.current] if t for p in t.plays for c in p]
    memory = dock.memory
    assert memory is not None
    for group, (name, count, cards) in zip(memory.groups, dock.played_rows, strict=False):
        in_group = [c for c in on_table if ctx.suit(c) == group.suit]
        assert sorted(cards.text().split(" ")) == sorted(card_text(c, group.suit) for c in in_group)
        assert count.text() == f"{len(in_group)}/{group.size}"
        assert name.accessibleName()
    assert dock.points_title.text() == f"Point cards still out: {memory.points_out_total} points"
    seats = [label.text() for label in dock.seat_rows]
    assert [s.split(":")[0] for s in seats] == ["East", "North", "West"]


def test_changing_the_hidden_cards_changes_nothing_the_dock_shows(
    qtbot: Any, waiting_controller: GameController
) -> None:
    game = at_human_play(7)
    waiting_controller.start(game)
    dock = CardMemoryDock(waiting_controller)
    qtbot.addWidget(dock)
    dock.show()
    shown = [label.text() for label in dock.findChildren(QLabel)]
    shuffle_hidden_cards(game, HUMAN, random.Random(1))
    waiting_controller.start(game)
    assert [label.text() for label in dock.findChildren(QLabel)] == shown


def test_the_dock_follows_a_whole_round_event_by_event(qtbot: Any) -> None:
    controller, _ai = controller_with_fake_ai(qtbot)
    dock = CardMemoryDock(controller)
    qtbot.addWidget(dock)
    dock.show()
    seen: list[Observation] = []
    wrong: list[str] = []
    at_the_end: list[int] = []

    def check(event: object) -> None:
        # Connected after the dock: it has redrawn from this very snapshot.
        obs = controller.snapshot.observation
        seen.append(obs)
        if obs.trump is not None and played_texts(dock) != expected_played_texts(obs):
            wrong.append(f"after {len(seen)} events: {played_texts(dock)}")
        if isinstance(event, ev.RoundScored):
            assert dock.memory is not None
            at_the_end.append(dock.memory.played_count)

    controller.released.connect(check)
    controller.start(Game(seed=9, humans=(), levels=(2, 2), starter=0))
    qtbot.waitUntil(lambda: bool(at_the_end), timeout=20_000)
    controller.shutdown()
    assert not wrong, wrong[:3]
    assert at_the_end == [100]

    # Cheap enough for every event (its time is in tools/timings_bench.py): a redraw from the
    # snapshot already shown writes no label again.
    written: list[str] = []
    set_text = QLabel.setText
    QLabel.setText = lambda label, text: written.append(text) or set_text(label, text)  # type: ignore[method-assign]
    try:
        for obs in [o for o in seen if o.phase == "play"][::10]:
            controller.snapshot = TableSnapshot(obs)
            dock.refresh()
            written.clear()
            dock.refresh()
            assert written == []
    finally:
        QLabel.setText = set_text  # type: ignore[method-assign]


def test_a_hidden_dock_waits_until_it_is_shown(
    qtbot: Any, waiting_controller: GameController
) -> None:
    dock = CardMemoryDock(waiting_controller)
    qtbot.addWidget(dock)
    waiting_controller.start(at_human_play(5))
    assert dock.memory is None
    dock.show()
    assert dock.memory == card_memory(waiting_controller.snapshot.observation)
    assert dock.memory.played_count > 0
