"""A table writes what all its seats see alike once per event and each seat's own part on top
(``observations_sent.PublicFrame``); the wire does not change for it. Every observation message
a table sends, to every person and to the spectators, is exactly the message written the
plain way at the same moment: the seat's whole observation (``Game.observation``, the
spectators' ``Game.public_observation(0)``), the event as the seat may know it, its own
sequence number, and ``more`` on all but the last of one change. Both the message as data and
its text on the socket are compared, the text byte for byte."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tests.net.table_moves import next_move
from tests.tiers import slow
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.simulate import random_options
from tractor_desktop.net.observations_sent import settled
from tractor_desktop.net.protocol import Spliced, encode
from tractor_desktop.net.seats import WATCHERS, Outgoing
from tractor_desktop.net.table import Table
from tractor_desktop.net.wire_events import event_to_json


def reference_message(game: Game, index: int, seq: int, event: ev.Event | None) -> dict[str, Any]:
    """An observation message written the plain way: everything again for each seat."""
    seat = None if index == WATCHERS else index
    view = game.public_observation(0) if seat is None else game.observation(seat)
    message: dict[str, Any] = {
        "type": "observation",
        "seq": seq,
        "observation": view.to_json(),
        "more": True,
    }
    if event is not None:
        message["event"] = event_to_json(event, seat)
    return message


def plain_text(message: dict[str, Any]) -> str:
    """A message's text as the server wrote every message before: the whole of it encoded."""
    return json.dumps(message, separators=(",", ":"))


class ComparedTable(Table):
    """A table that, whenever it writes observation messages, writes the reference ones too,
    from the game as it stands at that moment."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.references: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {}
        """By the message's id: the message (kept, so that no other takes its id), its
        reference."""
        self.reference_seq = {index: 0 for index in (0, 1, 2, 3, WATCHERS)}

    def _observation_messages(
        self, indexes: list[int], event: ev.Event | None = None
    ) -> list[Outgoing]:
        out = super()._observation_messages(indexes, event)
        for index, message in out:
            assert self.game is not None
            self.reference_seq[index] += 1
            seq = self.reference_seq[index]
            reference = reference_message(self.game, index, seq, event)
            self.references[id(message)] = (message, reference)
        return out


class Comparison:
    """Checks every message a table call returns against its reference."""

    def __init__(self, table: ComparedTable) -> None:
        self.table = table
        self.compared = 0
        self.events = 0
        self.kinds: set[int] = set()

    def check(self, out: list[Outgoing]) -> None:
        references = self.table.references
        # The reference messages in the same places, marked as settled marks them.
        plain: list[Outgoing] = []
        for index, message in out:
            if message.get("type") == "observation":
                kept, reference = references.pop(id(message))
                assert kept is message
                plain.append((index, reference))
            else:
                plain.append((index, message))
        assert not references, "every observation message written is sent"
        settled(plain)
        for (index, message), (_, reference) in zip(out, plain, strict=True):
            if message.get("type") != "observation":
                continue
            assert dict(message) == reference, (index, message, reference)
            assert encode(message) == plain_text(reference), (index, reference)
            self.compared += 1
            self.events += "event" in message
            self.kinds.add(index)


def seated_table(
    people: int, spectator: bool, rng: random.Random
) -> tuple[ComparedTable, Comparison, dict[int, str]]:
    options = RuleOptions.from_dict(random_options(rng))
    table = ComparedTable("SHARED", options, level="random", budget_ms=5, pace_draws=True)
    table._rng = random.Random(rng.randrange(2**32))  # the computer players' seeds
    comparison = Comparison(table)
    tokens = {}
    for seat in [0, 2, 1, 3][:people]:
        _, tokens[seat], out = table.join(f"P{seat}", seat)
        comparison.check(out)
    if spectator:
        comparison.check(table.watch())
    comparison.check(table.start(0, seed=rng.randrange(2**63)))
    return table, comparison, tokens


def play(
    table: ComparedTable,
    comparison: Comparison,
    tokens: dict[int, str],
    rng: random.Random,
    steps: int | None,
) -> None:
    """The table played (to its end when ``steps`` is None), with links dropped and given
    back, people leaving and sitting again, views asked for again, spectators coming and
    going on the way."""
    game = table.game
    assert game is not None
    done = 0
    while not game.over and (steps is None or done < steps):
        done += 1
        roll = rng.random()
        people = [s.index for s in table.seats if s.kind == "human"]
        if roll < 0.005 and people:  # a link drops; a computer player covers
            seat = rng.choice(people)
            comparison.check(table.drop(seat))
            comparison.check(table.cover(seat))
            continue
        away = [s.index for s in table.seats if s.covered]
        if roll < 0.015 and away:
            comparison.check(table.rejoin(tokens[rng.choice(away)])[1])
            continue
        if roll < 0.02 and people:  # a view asked for again
            comparison.check(table.resend(rng.choice(people)))
            continue
        if roll < 0.025:  # a spectator comes, or one goes
            if table.watchers and rng.random() < 0.5:
                table.unwatch()
            else:
                comparison.check(table.watch())
            continue
        if roll < 0.028 and people:  # a person leaves; a computer player plays on
            comparison.check(table.leave(rng.choice(people)))
            continue
        free = [s.index for s in table.seats if table.takeable(s.index)]
        if roll < 0.035 and free:  # a person takes a seat someone left
            seat = rng.choice(free)
            _, tokens[seat], out = table.join("Again", seat)
            comparison.check(out)
            continue
        comparison.check(next_move(table, rng))


CASES = [(people, spectator) for people in (1, 2, 4) for spectator in (False, True)]


@pytest.mark.parametrize(("people", "spectator"), CASES)
def test_every_message_of_a_played_table_is_the_one_written_whole(
    people: int, spectator: bool
) -> None:
    rng = random.Random(people * 10 + spectator)
    table, comparison, tokens = seated_table(people, spectator, rng)
    play(table, comparison, tokens, rng, steps=500)
    assert table.game is not None and table.game.round.number >= 1  # a round ended
    assert comparison.events > 500


@slow
@pytest.mark.parametrize(("people", "spectator"), CASES)
def test_every_message_of_whole_games_is_the_one_written_whole(
    people: int, spectator: bool
) -> None:
    for game in range(2):
        rng = random.Random(1000 + 100 * game + people * 10 + spectator)
        table, comparison, tokens = seated_table(people, spectator, rng)
        play(table, comparison, tokens, rng, steps=None)
        assert table.game is not None and table.game.over
        assert comparison.compared > 2000


def test_a_spliced_value_replaced_since_is_encoded_afresh() -> None:
    message = Spliced(type="observation", seq=1)
    message.put("observation", {"seat": 0}, '{"seat":0}')
    message["more"] = True
    assert encode(message) == plain_text(message)
    message["observation"] = {"seat": 1}
    message.pop("more")
    assert encode(message) == '{"type":"observation","seq":1,"observation":{"seat":1}}'


def test_a_spliced_message_of_any_values_is_the_plain_text() -> None:
    values: list[Any] = [True, False, 1, 0, -7, 2**60, None, 'é\n"', 1.5, [1, True], {"a": None}]
    message = Spliced({f"k{n}": value for n, value in enumerate(values)})
    message.put("known", [False, 0], "[false,0]")
    message["last"] = 0
    assert encode(message) == plain_text(message)
