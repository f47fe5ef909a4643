"""The score sheet is part of what a seat sees: every window draws it from the view it was
given, never from the events it happened to receive. A window that rejoins in the middle of a
draw, and a spectator who comes in during the third round, show the same sheet as the window
that was there from the start."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, Signal

from tests.net.table_moves import legal_json
from tractor_desktop.app.remote import RemoteController
from tractor_desktop.net.seats import WATCHERS, Outgoing
from tractor_desktop.net.table import Table
from tractor_desktop.ui.history_models import ScoreModel


class QuietLink(QObject):
    """A link that sends nowhere: the test hands the window the server's messages itself."""

    received = Signal(object)
    state = Signal(str, str)
    finished = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.resume: dict[str, Any] | None = None

    def send(self, message: dict[str, Any]) -> None:
        pass

    def start(self) -> None:
        pass

    def close(self) -> None:
        pass

    def wait(self, _ms: int) -> bool:
        return True


def window(first: dict[str, Any]) -> RemoteController:
    controller = RemoteController("ws://table.invalid", first, link=QuietLink())
    controller.wait_for_ui = False  # every event shown at once: no animation to wait for
    return controller


def sheet(controller: RemoteController) -> list[tuple[str, ...]]:
    """The rows of the score sheet a window draws from its snapshot."""
    model = ScoreModel()
    model.show_rounds(controller.snapshot.results)
    return [
        tuple(model.data(model.index(row, column)) for column in range(model.columnCount()))
        for row in range(model.rowCount())
    ]


class Tables:
    """A served table of four people, played at random, and the windows that follow seat 0."""

    def __init__(self) -> None:
        self.table = Table("SHEETS", level="random", budget_ms=5, pace_draws=True)
        self.windows: dict[int, list[RemoteController]] = {0: [], WATCHERS: []}
        self.tokens: dict[int, str] = {}
        self.rng = random.Random(3)

    def tell(self, out: list[Outgoing]) -> None:
        for seat, message in out:
            for controller in self.windows.get(seat, []):
                controller.receive(message)

    def play_until(self, done: Any) -> None:
        table, game = self.table, self.table.game
        assert game is not None and table.driver is not None
        while not done(game):
            if table.waiting_draw:
                self.tell(table.advance())
                continue
            turn = table.driver.next_turn()
            assert turn is not None and isinstance(turn.actor, int)
            self.tell(table.act(turn.actor, legal_json(table, turn.actor, self.rng)))


def test_a_window_that_rejoins_in_the_draw_or_joins_in_round_3_shows_the_whole_score_sheet(
    qapp: Any,
) -> None:
    tables = Tables()
    table = tables.table
    there = window({"type": "create", "name": "P0"})
    tables.windows[0].append(there)
    for n in range(4):
        seat, token, out = table.join(f"P{n}")
        tables.tokens[seat] = token
        tables.tell(out)
    tables.tell(table.start(0, seed=11))
    game = table.game
    assert game is not None

    # The second round's draw: a window of seat 0 comes back (a dropped link).
    tables.play_until(lambda g: len(g.results) == 1 and g.round.drawn >= 30)
    rejoined = window({"type": "rejoin", "room": "SHEETS", "token": tables.tokens[0]})
    tables.windows[0].append(rejoined)
    _, out = table.rejoin(tables.tokens[0])
    tables.tell([(seat, m) for seat, m in out if seat == 0])
    assert sheet(rejoined) == sheet(there) and len(sheet(there)) == 1

    # The third round: a spectator comes in during its draw.
    tables.play_until(lambda g: len(g.results) == 2 and g.round.drawn >= 20)
    watcher = window({"type": "watch", "room": "SHEETS"})
    tables.windows[WATCHERS].append(watcher)
    tables.tell(table.watch())
    tables.play_until(lambda g: len(g.results) == 2 and g.round.drawn >= 60)

    assert len(sheet(there)) == 2
    assert sheet(rejoined) == sheet(watcher) == sheet(there)
    assert there.snapshot.results == tuple(game.results)  # seat 0 sees the table unturned
    for controller in (there, rejoined, watcher):
        controller.shutdown()
