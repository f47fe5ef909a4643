"""A served table moved on at random, as the people and its computer players would: what the
no-leak and the shared-frames tests both play, each checking every message on its own way."""

from __future__ import annotations

import random
from typing import Any

from tractor_desktop.ai.botcli import action_json
from tractor_desktop.net.seats import Outgoing
from tractor_desktop.net.table import Table
from tractor_desktop.net.turns import decide


def legal_json(table: Table, seat: int, rng: random.Random) -> dict[str, Any]:
    """One of the seat's legal actions, at random, in BOT_PROTOCOL's form."""
    game = table.game
    assert game is not None
    action = rng.choice(game.legal_actions(seat))
    return action_json(action, game.observation(seat))


def next_move(table: Table, rng: random.Random) -> list[Outgoing]:
    """The table's next move and the messages it causes: the computer player's decision it
    waits for, the next paced card of the draw (or a person's declaration meanwhile, now and
    then), or a person's legal action."""
    game, driver = table.game, table.driver
    assert game is not None and driver is not None
    request = table.pending
    if request is not None:
        return table.answer(request, decide(request))
    if table.waiting_draw:
        shows = [
            s.index for s in table.seats if not s.played_by_computer and game.declarations(s.index)
        ]
        if shows and rng.random() < 0.2:
            seat = rng.choice(shows)
            declare = rng.choice(game.declarations(seat))
            return table.act(seat, {"declare": [c.code for c in declare.cards]})
        return table.advance()
    turn = driver.next_turn()
    assert turn is not None and isinstance(turn.actor, int)
    return table.act(turn.actor, legal_json(table, turn.actor, rng))
