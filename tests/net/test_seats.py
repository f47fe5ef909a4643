"""Choosing a seat: a friend who joins sits with the host unless they ask for another free seat,
a taken seat is refused, a person moves before the start, and one who leaves can sit again."""

from __future__ import annotations

import asyncio

import pytest
from net_helpers import running

from tractor_desktop.net.client import TableClient
from tractor_desktop.net.protocol import ProtocolError
from tractor_desktop.net.table import Table


async def hosted(url: str) -> TableClient:
    host = await TableClient.connect(url)
    await host.create("Ann", "random")
    assert host.room is not None
    return host


async def host_and_friend(url: str) -> tuple[TableClient, TableClient]:
    """Ann's table, opened, and a friend's connection to the server (not yet at it)."""
    host = await hosted(url)
    friend = await TableClient.connect(url)
    return host, friend


def people(table: Table) -> list[tuple[str, str | None]]:
    return [(s.name, s.kind) for s in table.seats]


def test_a_friend_who_joins_sits_at_the_hosts_partners_seat() -> None:
    async def main() -> None:
        async with running() as (_, url):
            host, friend = await host_and_friend(url)
            joined = await friend.join(host.room, "Ben")
            assert joined["type"] == "joined" and joined["seat"] == 2  # across from Ann
            # The next one, with the partner's seat taken, gets the first free one.
            third = await TableClient.connect(url)
            assert (await third.join(host.room, "Cy"))["seat"] == 1
            for client in (host, friend, third):
                await client.close()

    asyncio.run(main())


def test_a_friend_who_joins_chooses_an_opponents_seat() -> None:
    async def main() -> None:
        async with running() as (server, url):
            host, friend = await host_and_friend(url)
            joined = await friend.join(host.room, "Ben", seat=3)
            assert joined["type"] == "joined" and joined["seat"] == 3
            lobby = await host.until(
                lambda m: m.get("type") == "lobby" and m["seats"][3]["kind"] == "human"
            )
            assert lobby["seats"][3]["name"] == "Ben" and lobby["seats"][2]["kind"] is None
            (room,) = server.rooms.values()
            assert people(room.table)[3] == ("Ben", "human")
            await host.close()
            await friend.close()

    asyncio.run(main())


def test_a_taken_seat_is_refused_with_seat_taken_and_changes_nothing() -> None:
    async def main() -> None:
        async with running() as (server, url):
            host = await hosted(url)
            assert host.room is not None
            (room,) = server.rooms.values()
            before = people(room.table)
            friend = await TableClient.connect(url)
            refused = await friend.join(host.room, "Ben", seat=0)  # the host's own
            assert refused == {"error": "seat_taken"}
            assert people(room.table) == before and friend.seat is None
            # Still free to sit elsewhere on the same connection.
            assert (await friend.join(host.room, "Ben"))["seat"] == 2
            await host.close()
            await friend.close()

    asyncio.run(main())


@pytest.mark.parametrize("seat", [-1, 4, 1.5, "2", True, None, [2], {"seat": 2}])
def test_a_seat_asked_for_is_a_whole_number_of_a_seat(seat: object) -> None:
    async def main() -> None:
        async with running() as (server, url):
            host = await hosted(url)
            (room,) = server.rooms.values()
            before = people(room.table)
            friend = await TableClient.connect(url)
            await friend.send({"type": "join", "room": host.room, "name": "Ben", "seat": seat})
            assert (await friend.error(5))["error"] == "bad_message"
            await host.send({"type": "sit", "seat": seat})
            assert (await host.error(5))["error"] == "bad_message"
            assert people(room.table) == before
            await host.close()
            await friend.close()

    asyncio.run(main())


def test_before_the_start_a_person_moves_to_a_free_seat_with_their_token() -> None:
    async def main() -> None:
        async with running() as (server, url):
            host, friend = await host_and_friend(url)
            await friend.join(host.room, "Ben")
            token = friend.token
            (room,) = server.rooms.values()
            table = room.table
            moved = await friend.sit(1)
            assert moved["type"] == "joined" and moved["seat"] == 1 and moved["token"] == token
            assert people(table) == [("Ann", "human"), ("Ben", "human"), ("", None), ("", None)]
            assert (await friend.sit(0)) == {"error": "seat_taken"}
            # The host moves too, and stays the host.
            assert (await host.sit(2))["seat"] == 2 and table.host == 2
            # The seat given up is free for the next one; the moved seats are the people's.
            await host.start()
            await host.until_type("observation")
            assert (await friend.sit(3)) == {"error": "game_started"}
            assert table.seats[1].kind == table.seats[2].kind == "human"
            stranger = await TableClient.connect(url)
            await stranger.send({"type": "sit", "seat": 3})
            assert (await stranger.error(5))["error"] == "not_seated"
            for client in (host, friend, stranger):
                await client.close()

    asyncio.run(main())


def test_a_person_who_leaves_before_the_start_can_sit_again() -> None:
    async def main() -> None:
        async with running() as (server, url):
            host, friend = await host_and_friend(url)
            await friend.join(host.room, "Ben")
            await friend.send({"type": "leave"})
            await friend.until_type("left")
            (room,) = server.rooms.values()
            assert room.table.seats[2].kind is None
            back = await TableClient.connect(url)
            assert (await back.join(host.room, "Ben"))["seat"] == 2
            for client in (host, friend, back):
                await client.close()

    asyncio.run(main())


def test_a_person_who_leaves_a_started_game_can_sit_again_at_the_seat_they_left() -> None:
    async def main() -> None:
        async with running() as (server, url):
            host, friend = await host_and_friend(url)
            await friend.join(host.room, "Ben")
            old_token = friend.token
            await host.start()
            await friend.until_type("observation")
            (room,) = server.rooms.values()
            table = room.table
            await friend.send({"type": "leave"})
            await friend.until_type("left")
            await friend.close()
            assert table.seats[2].kind == "computer" and table.seats[2].vacant
            lobby = await host.until(lambda m: m.get("type") == "lobby" and m["seats"][2]["vacant"])
            assert lobby["seats"][2]["kind"] == "computer"
            # The old token is no seat's any more.
            stale = await TableClient.connect(url)
            assert old_token is not None
            assert (await stale.rejoin(host.room, old_token)) == {"error": "bad_token"}
            # Joining again takes the seat back from the computer player: its whole view.
            back = await TableClient.connect(url)
            joined = await back.join(host.room, "Ben")
            assert joined["type"] == "joined" and joined["seat"] == 2
            view = await back.until_type("observation")
            assert view["observation"]["seat"] == 2 and "event" not in view
            assert table.seats[2].kind == "human" and not table.seats[2].vacant
            assert table.game is not None
            while back.observation != table.game.observation(2):  # the person's seat again
                await back.receive(5)
            # No seat is left to take: the next one may watch instead.
            late = await TableClient.connect(url)
            assert (await late.join(host.room, "Cy")) == {"error": "game_started"}
            for client in (host, stale, back, late):
                await client.close()

    asyncio.run(main())


def test_a_table_sits_nobody_at_a_computer_players_seat_it_was_started_with() -> None:
    table = Table("SEATS2", level="random", budget_ms=1)
    table.join("Ann")
    table.start(0, seed=1)
    assert not any(table.takeable(i) for i in range(4))
    with pytest.raises(ProtocolError) as refused:
        table.join("Ben", 1)
    assert refused.value.code == "game_started"


def test_a_vacant_seat_is_kept_in_the_tables_log() -> None:
    table = Table("SEATS3", level="random", budget_ms=1)
    table.join("Ann")
    table.join("Ben")
    table.start(0, seed=1)
    table.leave(2)
    rebuilt = Table.from_log(table.to_log())
    assert rebuilt.takeable(2) and not rebuilt.takeable(1)
