"""A cheating client is refused, and the table is left exactly as it was."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from net_helpers import running, seated
from websockets.exceptions import ConnectionClosed

from tractor_desktop.ai.botcli import action_json
from tractor_desktop.engine.cards import TALON_SIZE
from tractor_desktop.net.client import TableClient
from tractor_desktop.net.protocol import PROTOCOL_VERSION
from tractor_desktop.net.server import TableServer
from tractor_desktop.net.table import Table


def state(table: Table) -> tuple[str, list[int], int]:
    assert table.game is not None
    return json.dumps(table.game.to_dict()), list(table.seq), table.version


async def settle(clients: list[TableClient], table: Table) -> None:
    """Read until each client (``clients[i]`` sits at seat ``i``) has had the last view the
    table sent it: what comes next is the answer to what the test sends."""
    for seat, client in enumerate(clients):
        while client.seq < table.seq[seat]:
            await client.receive(10)


async def to_play_phase(table: Table, clients: list[TableClient]) -> None:
    """Everyone makes a legal move (a declaration when it can: four passes deal again) until
    cards are played and a seat is to lead."""
    game, driver = table.game, table.driver
    assert game is not None and driver is not None
    while game.round.phase != "play":
        turn = driver.next_turn()
        assert turn is not None and not isinstance(turn.actor, str), turn
        seat = turn.actor
        action = game.legal_actions(seat)[-1]
        before = table.version
        await clients[seat].act(action_json(action, game.observation(seat)))
        for _ in range(200):
            if table.version != before:
                break
            await asyncio.sleep(0.005)
    await settle(clients, table)


Scenario = Callable[[TableServer, Table, list[TableClient]], Awaitable[None]]


def at_a_table(scenario: Scenario, **options: Any) -> None:
    async def main() -> None:
        async with running(**options) as (server, url):
            clients = await seated(url, 4)
            await clients[0].start()
            (room,) = server.rooms.values()
            while room.table.game is None:  # the start is on its way
                await clients[0].receive(10)
            await settle(clients, room.table)
            await to_play_phase(room.table, clients)
            await scenario(server, room.table, clients)
            for client in clients:
                await client.close()

    asyncio.run(main())


def the_seat_to_act(table: Table) -> tuple[int, int]:
    """(the seat to act, another seat)."""
    assert table.game is not None
    actor = table.game.to_act()
    assert isinstance(actor, int)
    return actor, (actor + 1) % 4


async def refused(
    table: Table, client: TableClient, message: dict[str, Any] | str, code: str
) -> dict[str, Any]:
    before = state(table)
    await client.send(message) if isinstance(message, dict) else await client.ws.send(message)
    error = await client.until(lambda m: "error" in m or m.get("type") == "observation", 5)
    assert error.get("error") == code, error
    assert state(table) == before
    return error


def test_an_action_out_of_turn_is_refused() -> None:
    async def scenario(server: TableServer, table: Table, clients: list[TableClient]) -> None:
        actor, other = the_seat_to_act(table)
        assert table.game is not None
        hand = table.game.observation(other).hand
        await refused(table, clients[other], {"play": [hand[0].code]}, "not_your_turn")

    at_a_table(scenario)


def test_a_forged_seat_field_is_refused() -> None:
    async def scenario(server: TableServer, table: Table, clients: list[TableClient]) -> None:
        actor, other = the_seat_to_act(table)
        assert table.game is not None
        lead = table.game.legal_actions(actor)[0]
        move = action_json(lead, table.game.observation(actor))
        # Seat `other` claims to be the seat to act, with a move that would be legal for it.
        await refused(table, clients[other], {**move, "seat": actor}, "bad_message")
        await refused(table, clients[actor], {**move, "seat": actor}, "bad_message")
        await refused(table, clients[other], {**move, "type": "action"}, "bad_message")

    at_a_table(scenario)


def test_asking_for_another_seats_hand_is_refused() -> None:
    async def scenario(server: TableServer, table: Table, clients: list[TableClient]) -> None:
        actor, other = the_seat_to_act(table)
        for message in (
            {"type": "sync", "seat": actor},
            {"type": "observe", "seat": actor},
            {"type": "hands"},
        ):
            await refused(table, clients[other], message, "bad_message")
        # Its own view it may have again: and that is its own seat's.
        await clients[other].send({"type": "sync"})
        view = await clients[other].until_type("observation", 5)
        assert view["observation"]["seat"] == other

    at_a_table(scenario)


def test_an_action_of_another_phase_is_refused() -> None:
    async def scenario(server: TableServer, table: Table, clients: list[TableClient]) -> None:
        actor, _ = the_seat_to_act(table)
        assert table.game is not None
        hand = [c.code for c in table.game.observation(actor).hand]
        await refused(table, clients[actor], {"bury": hand[:TALON_SIZE]}, "wrong_phase")
        await refused(table, clients[actor], {"declare": hand[:1]}, "wrong_phase")
        await refused(table, clients[actor], {"declare": None}, "wrong_phase")

    at_a_table(scenario)


def test_an_invalid_card_is_refused() -> None:
    async def scenario(server: TableServer, table: Table, clients: list[TableClient]) -> None:
        actor, other = the_seat_to_act(table)
        assert table.game is not None
        mine = table.game.observation(actor).hand
        held = {c.code for c in mine}
        theirs = next(c.code for c in table.game.observation(other).hand if c.code not in held)
        client = clients[actor]
        await refused(table, client, {"play": ["ZZ"]}, "bad_action")
        await refused(table, client, {"play": []}, "bad_action")
        await refused(table, client, {"play": "AS"}, "bad_action")
        await refused(table, client, {"play": [mine[0].code] * 40}, "bad_action")
        error = await refused(table, client, {"play": [theirs]}, "illegal_action")
        assert error["reason"]

    at_a_table(scenario)


def test_a_message_that_is_not_json_is_refused() -> None:
    async def scenario(server: TableServer, table: Table, clients: list[TableClient]) -> None:
        actor, _ = the_seat_to_act(table)
        client = clients[actor]
        await refused(table, client, "{not json", "bad_json")
        await refused(table, client, '["play"]', "bad_message")
        before = state(table)
        await client.ws.send(b'{"play": ["AS"]}')  # a binary frame
        assert (await client.error(5))["error"] == "bad_json"
        assert state(table) == before

    at_a_table(scenario)


def test_an_oversized_message_is_refused() -> None:
    async def scenario(server: TableServer, table: Table, clients: list[TableClient]) -> None:
        actor, other = the_seat_to_act(table)
        await refused(table, clients[actor], {"play": ["AS"], "pad": "x" * 20_000}, "too_large")
        await clients[actor].send({"type": "hello"})  # still connected
        assert (await clients[actor].until_type("welcome", 5))["protocol"] == PROTOCOL_VERSION
        before = state(table)
        await clients[other].ws.send("x" * 100_000)
        with pytest.raises(ConnectionClosed):  # past the frame limit the link is closed
            await clients[other].until_type("never", 5)
        # The game and every seat's view are as they were; only the seat's link has dropped.
        assert state(table)[:2] == before[:2]
        assert not table.seats[other].connected

    at_a_table(scenario)


def test_a_flood_is_dropped() -> None:
    async def scenario(server: TableServer, table: Table, clients: list[TableClient]) -> None:
        actor, _ = the_seat_to_act(table)
        assert table.game is not None
        move = action_json(table.game.legal_actions(actor)[0], table.game.observation(actor))
        client = clients[actor]
        before = state(table)
        for _ in range(60):
            await client.send({"type": "hello"})
        await client.send(move)  # the flood's last message is dropped with the rest
        answers = [await client.receive(5) for _ in range(61)]
        assert sum(a.get("error") == "flooding" for a in answers) >= 15
        assert not any(a.get("type") == "observation" for a in answers)
        assert state(table) == before

    at_a_table(scenario, rate=5, burst=40)
