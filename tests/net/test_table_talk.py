"""What a table says besides the cards: each event with its view, spectators who see only public
cards, chat and quick messages, a nudge for the person the table waits for, and a turn timer."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest
from net_helpers import eventually, running, seated

from tractor_desktop.ai.botcli import action_json
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Draw
from tractor_desktop.engine.drive import Driver
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.net.client import TableClient
from tractor_desktop.net.protocol import ProtocolError
from tractor_desktop.net.seats import WATCHERS
from tractor_desktop.net.table import Table
from tractor_desktop.net.turns import decide
from tractor_desktop.net.wire_events import WireEventError, event_from_json, event_to_json


def test_every_event_of_a_game_crosses_the_wire_as_its_seat_may_know_it() -> None:
    game = Game(seed=5)
    driver = Driver(game)
    rng = random.Random(5)
    seen: list[ev.Event] = []
    while not game.over and len(seen) < 4000:
        turn = driver.next_turn()
        assert turn is not None
        if turn.kind == "declare":
            driver.apply(turn, None)
            continue
        action = rng.choice(game.legal_actions(turn.actor))
        driver.apply(turn, action, seen.append)
    kinds = {type(e) for e in seen}
    assert {ev.CardDrawn, ev.Declared, ev.CardsPlayed, ev.TrickWon, ev.RoundScored} <= kinds
    for event in seen:
        for seat in (0, 1, 2, 3, None):
            assert event_from_json(event_to_json(event, seat)) == ev.seen_by(event, seat)


def test_another_seats_drawn_card_and_talon_are_not_in_its_view_of_the_event() -> None:
    game = Game(seed=9)
    driver = Driver(game)
    seen: list[ev.Event] = []
    while len(seen) < 20:
        turn = driver.next_turn()
        assert turn is not None
        driver.apply(turn, Draw() if turn.kind == "draw" else None, seen.append)
    drawn = [e for e in seen if isinstance(e, ev.CardDrawn)]
    assert len(drawn) == 20
    for event in drawn:
        other = (event.seat + 1) % 4
        assert "card" not in event_to_json(event, other)
        assert event_to_json(event, event.seat)["card"] == event.card.code  # type: ignore[union-attr]
    picked = ev.TalonPickedUp(2, tuple(c.card for c in drawn[:8] if c.card is not None))
    assert event_to_json(picked, 1)["cards"] == [] and event_to_json(picked, None)["cards"] == []
    assert len(event_to_json(picked, 2)["cards"]) == 8


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"kind": "nothing"},
        {"kind": "card_drawn", "seat": 7, "remaining": 1},
        {"kind": "card_drawn", "seat": 1, "remaining": 1, "card": "ZZ"},
        {"kind": "cards_played", "seat": 1, "cards": "AS", "leads": True},
        {"kind": "trick_won", "winner": 1, "points": True, "opponents_score": 1},
        {"kind": "game_over", "winner": 2},
    ],
)
def test_an_event_this_version_cannot_read_is_refused_with_one_error(data: Any) -> None:
    with pytest.raises(WireEventError):
        event_from_json(data)


def test_only_the_last_view_of_one_change_is_the_one_to_act_on() -> None:
    table = Table("MORE22", level="random", budget_ms=1)
    table.join("Ann")
    out = table.start(0, seed=3)
    views = [m for seat, m in out if seat == 0 and m["type"] == "observation"]
    assert len(views) > 10  # the whole draw at once, card by card
    assert all(m.get("more") for m in views[:-1]) and "more" not in views[-1]
    assert [m["seq"] for m in views] == list(range(1, len(views) + 1))
    drawn = [m for m in views if m.get("event", {}).get("kind") == "card_drawn"]
    assert drawn and all(
        Observation.from_json(m["observation"]).draw_remaining == m["event"]["remaining"]
        for m in drawn
    )


def test_a_spectator_sees_the_game_without_any_hand() -> None:
    async def main() -> None:
        async with running() as (server, url):
            (host,) = await seated(url, 1)
            watcher = await TableClient.connect(url)
            assert host.room is not None
            await watcher.send({"type": "watch", "room": host.room})
            assert (await watcher.until_type("watching"))["room"] == host.room
            await host.start()
            views = 0
            while views < 50:
                message = await watcher.until_type("observation")
                view = message["observation"]
                assert view["hand"] == [] and view["talon"] is None
                assert "card" not in message.get("event", {})
                views += 1
            # A spectator watches: it cannot play, sit down, or talk.
            await watcher.send({"play": ["AS"]})
            assert (await watcher.error())["error"] == "not_seated"
            await watcher.send({"type": "join", "room": host.room, "name": "x"})
            assert (await watcher.error())["error"] == "already_seated"
            await host.close()
            await watcher.close()

    asyncio.run(main())


def test_a_quick_message_goes_to_everyone_by_its_code_and_a_made_up_one_is_refused() -> None:
    async def main() -> None:
        async with running() as (server, url):
            host, guest = await seated(url, 2)
            await host.send({"type": "chat", "quick": "good_luck"})
            line = await guest.until_type("chat")
            assert line == {"type": "chat", "seat": 0, "name": "Host", "quick": "good_luck"}
            await guest.send({"type": "chat", "quick": "<b>rich</b>"})
            assert (await guest.error())["error"] == "bad_message"
            await guest.send({"type": "chat", "quick": "thanks", "text": "both"})
            assert (await guest.error())["error"] == "bad_message"
            await guest.send({"type": "chat", "text": "  "})
            assert (await guest.error())["error"] == "bad_message"
            await host.close()
            await guest.close()

    asyncio.run(main())


async def waited_for(table: Table, timeout: float = 20.0) -> int:
    """The person the table comes to wait for."""
    await eventually(lambda: table.person_to_act() is not None, timeout)
    seat = table.person_to_act()
    assert seat is not None
    return seat


def test_a_nudge_reaches_the_person_the_table_waits_for_once_in_a_while() -> None:
    async def main() -> None:
        async with running() as (server, url):
            host, guest = await seated(url, 2)
            await host.start()
            (room,) = server.rooms.values()
            table = room.table
            slow = await waited_for(table)
            waited, other = (host, guest) if slow == 0 else (guest, host)
            await other.send({"type": "nudge"})
            assert (await waited.until_type("nudge")) == {"type": "nudge", "seat": 1 - slow}
            await other.send({"type": "nudge"})  # again at once: ignored
            await waited.send({"type": "nudge"})  # nudging oneself: ignored
            with pytest.raises(TimeoutError):
                await waited.until_type("nudge", 0.3)
            await host.close()
            await guest.close()

    asyncio.run(main())


def test_a_turn_not_made_in_time_is_made_by_a_computer_player_and_the_seat_stays_theirs() -> None:
    async def main() -> None:
        async with running() as (server, url):
            host = await TableClient.connect(url)
            await host.send({"type": "create", "name": "Slow", "level": "random"})
            await host.until_type("joined")
            (room,) = server.rooms.values()
            table = room.table
            table.turn_seconds = 1  # the rooms' choices start at 15 s; a test has less time
            await host.start()
            assert await waited_for(table) == 0
            tick = await host.until_type("timer")
            assert tick["seat"] == 0 and tick["seconds"] == 1
            assert table.game is not None
            moves = len(table.game.actions)
            # The timer plays the move (a deadline for a hang only).
            await eventually(lambda: len(table.game.actions) > moves, 30)  # type: ignore[union-attr]
            assert table.game.actions[moves].seat == 0  # type: ignore[union-attr]
            assert table.seats[0].kind == "human" and not table.seats[0].covered
            assert table.hurried is None
            await host.close()

    asyncio.run(main())


@pytest.mark.parametrize("seconds", [7, -1, "30", True, 3600])
def test_a_room_takes_only_the_offered_turn_timers(seconds: object) -> None:
    async def main() -> None:
        async with running() as (server, url):
            client = await TableClient.connect(url)
            await client.send({"type": "create", "name": "A", "turn_seconds": seconds})
            assert (await client.error())["error"] == "bad_message"
            assert not server.rooms
            await client.close()

    asyncio.run(main())


def test_the_spectators_view_is_made_only_while_someone_watches() -> None:
    table = Table("WATCH2", level="random", budget_ms=1)
    table.join("Ann")
    assert all(seat != WATCHERS for seat, _ in table.start(0, seed=3))
    out = table.watch()
    assert {seat for seat, _ in out} == {WATCHERS}
    assert any(seat == WATCHERS for seat, _ in table.advance() + table.watch())


def computers_until_person(table: Table, seat: int) -> None:
    """The computer players move (at once, here) until the table waits for ``seat``."""
    while table.person_to_act() != seat:
        request = table.pending
        assert request is not None
        table.answer(request, decide(request))


def test_a_move_that_answers_an_older_view_is_refused_as_stale_and_changes_nothing() -> None:
    table = Table("STALE2", level="random", budget_ms=1)
    table.join("Ann")
    table.start(0, seed=3)
    game, driver = table.game, table.driver
    assert game is not None and driver is not None
    computers_until_person(table, 0)
    legal = action_json(game.legal_actions(0)[0], game.observation(0))
    before = (json.dumps(game.to_dict()), list(table.seq), table.version)
    for seq in (table.seq[0] - 1, table.seq[0] + 1):
        with pytest.raises(ProtocolError) as refused:
            table.act(0, {**legal, "seq": seq})
        assert refused.value.code == "stale"
    for bad in ("7", True, -1, 2**60):
        with pytest.raises(ProtocolError) as refused:
            table.act(0, {**legal, "seq": bad})
        assert refused.value.code == "bad_message"
    assert (json.dumps(game.to_dict()), list(table.seq), table.version) == before
    assert table.act(0, {**legal, "seq": table.seq[0]})  # the latest view's number: taken


def test_the_turn_timer_runs_on_through_a_reconnect_and_ends_with_the_move() -> None:
    table = Table("TIMER2", level="random", budget_ms=1, turn_seconds=15)
    _, token, _ = table.join("Ann")
    table.start(0, seed=3)
    computers_until_person(table, 0)
    armed = table.moves
    table.drop(0)
    table.rejoin(token)  # the link dropped and came back: the same wait, the same clock
    table.time_out(0, armed)
    request = table.pending
    assert request is not None and request.turn.seat == 0  # a computer player moves for Ann
    table.answer(request, decide(request))
    assert table.moves > armed and table.hurried is None
    assert table.time_out(0, armed) == []  # a late timer of a move already made does nothing
