"""The table server's limits (docs/NETWORK.md, "Limits"): rooms created, rooms tried, a room
code guesser locked out, pings, the connection cap below the descriptor limit, a client that
reads nothing dropped, a malformed token refused; each event logged once, not per message."""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import os
import secrets
import socket
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from net_helpers import eventually, running
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.net.client import Message, TableClient
from tractor_desktop.net.connection import OUTBOX_LIMIT, Client
from tractor_desktop.net.limits import Limits, address_key, descriptor_cap
from tractor_desktop.net.protocol import ERRORS, ROOM_ALPHABET, normal_room_code
from tractor_desktop.net.rate_limit import RateLimit
from tractor_desktop.net.table import Table

LIMITS_LOG = "tractor_desktop.net.limits"


def limit_lines(caplog: pytest.LogCaptureFixture, words: str) -> list[str]:
    return [
        r.getMessage() for r in caplog.records if r.name == LIMITS_LOG and words in r.getMessage()
    ]


async def answer(client: TableClient, message: Message) -> Message:
    """Send ``message``; the server's ``joined``, ``watching`` or error."""
    await client.send(message)
    return await client.until(lambda m: m.get("type") in ("joined", "watching") or "error" in m)


def wrong_code(taken: object) -> str:
    while True:
        code = "".join(secrets.choice(ROOM_ALPHABET) for _ in range(6))
        if code not in taken:  # type: ignore[operator]
            return code


# ----- tokens ------------------------------------------------------------------------------------


def test_a_malformed_token_is_no_seats() -> None:
    table = Table("K7M2QX", RuleOptions())
    seat, token, _ = table.join("Ann")
    assert table.seat_of(token) == seat
    for wrong in ("é" * 22, "x" * 200, "", token[:-1], token + "A", "€" + token[1:], 22, None):
        assert table.seat_of(wrong) is None, wrong


def test_a_non_ascii_or_overlong_token_is_bad_token_and_the_link_stays() -> None:
    """A rejoin with "é"*22 raised TypeError in secrets.compare_digest: the link closed (1011)
    and a traceback was logged for each try."""

    async def main() -> None:
        async with running() as (server, url):
            host = await TableClient.connect(url)
            await host.create("Ann")
            assert host.room is not None and host.token is not None
            other = await TableClient.connect(url)
            for token in ("é" * 22, "x" * 200, "é" * 21 + "a"):
                assert (await other.rejoin(host.room, token)) == {"error": "bad_token"}
            await other.send({"type": "hello"})
            assert (await other.until_type("welcome"))["protocol"] >= 3  # still open
            await other.close()
            await host.close()

    asyncio.run(main())


# ----- rooms created -----------------------------------------------------------------------------


def test_rooms_created_from_one_address_are_limited_and_logged_once(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The issue's flood: 12 connections each create a room (and could start it and leave).
    Past the address's rooms (5 at once by default) each gets too_many_rooms."""
    caplog.set_level(logging.INFO)

    async def main() -> None:
        async with running() as (server, url):
            answers = []
            for n in range(12):
                client = await TableClient.connect(url)
                answers.append(await answer(client, {"type": "create", "name": f"P{n}"}))
            assert [a.get("type") for a in answers[:5]] == ["joined"] * 5
            assert answers[5:] == [{"error": "too_many_rooms"}] * 7
            assert len(server.rooms) == 5

    asyncio.run(main())
    assert len(limit_lines(caplog, "too many rooms")) == 1


def test_rooms_created_on_one_connection_are_limited() -> None:
    async def main() -> None:
        limits = Limits(rooms_per_connection=2, rooms_per_address=100)
        async with running(limits=limits) as (server, url):
            client = await TableClient.connect(url)
            for _ in range(2):
                assert (await answer(client, {"type": "create"}))["type"] == "joined"
                await client.send({"type": "leave"})
                await client.until_type("left")
            assert (await answer(client, {"type": "create"})) == {"error": "too_many_rooms"}
            other = await TableClient.connect(url)  # another connection has its own count
            assert (await answer(other, {"type": "create"}))["type"] == "joined"

    asyncio.run(main())


# ----- rooms tried, and a code guesser ----------------------------------------------------------


def test_a_room_code_guesser_is_locked_out_and_logged_once(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Room codes could be guessed at about 3,700 a second from one address, with no limit and
    no log. Now past 10 wrong codes the address is locked out of every room, the right code
    included, and the log says so once."""
    caplog.set_level(logging.INFO)

    async def main() -> None:
        async with running() as (server, url):
            host = await TableClient.connect(url)
            await host.create("Ann")
            assert host.room is not None
            answers: list[Message] = []
            guessers = [await TableClient.connect(url) for _ in range(8)]
            for guesser in guessers:  # spread out: each connection has its own rate
                for _ in range(3):
                    guess = {"type": "watch", "room": wrong_code(server.rooms)}
                    answers.append(await answer(guesser, guess))
            missed = [a for a in answers if a == {"error": "no_such_room"}]
            assert len(missed) == 11  # 10 allowed; the 11th locks the address out
            assert answers[11:] == [{"error": "too_many_tries"}] * (len(answers) - 11)
            late = await TableClient.connect(url)
            # The right code does not help a locked-out address: a lucky guess finds nothing.
            assert (await answer(late, {"type": "watch", "room": host.room})) == {
                "error": "too_many_tries"
            }
            assert (await answer(late, {"type": "join", "room": host.room})) == {
                "error": "too_many_tries"
            }

    asyncio.run(main())
    assert len(limit_lines(caplog, "locked out")) == 1
    assert len([r for r in caplog.records if r.name == LIMITS_LOG]) == 1


def test_a_lockout_ends() -> None:
    async def main() -> None:
        async with running(limits=Limits(misses_allowed=2, lockout_s=0.3)) as (server, url):
            host = await TableClient.connect(url)
            await host.create("Ann")
            assert host.room is not None
            guesser = await TableClient.connect(url)
            for _ in range(3):
                await answer(guesser, {"type": "watch", "room": wrong_code(server.rooms)})
            refused = await answer(guesser, {"type": "watch", "room": host.room})
            assert refused == {"error": "too_many_tries"}

            async def watching() -> bool:
                return (await answer(guesser, {"type": "watch", "room": host.room})).get(
                    "type"
                ) == "watching"

            async def until_watching() -> None:
                while not await watching():
                    await asyncio.sleep(0.05)

            await asyncio.wait_for(until_watching(), 10)

    asyncio.run(main())


def test_rooms_tried_too_fast_are_refused(caplog: pytest.LogCaptureFixture) -> None:
    """Right or wrong, joins, watches and rejoins go at a person's pace: per connection, and
    per address over all its connections."""
    caplog.set_level(logging.INFO)

    async def main() -> None:
        limits = Limits(
            tries_per_connection=3,
            tries_per_connection_per_s=1e-3,
            tries_per_address=5,
            tries_per_address_per_s=1e-3,
            misses_allowed=100,
        )
        async with running(limits=limits) as (_, url):
            host = await TableClient.connect(url)
            await host.create("Ann")
            assert host.room is not None
            first = await TableClient.connect(url)
            answers = [await first.rejoin(host.room, "A" * 22) for _ in range(4)]
            assert answers == [{"error": "bad_token"}] * 3 + [{"error": "too_many_tries"}]
            second = await TableClient.connect(url)  # its own 3, but the address has 2 left
            answers = [await second.rejoin(host.room, "A" * 22) for _ in range(3)]
            assert answers == [{"error": "bad_token"}] * 2 + [{"error": "too_many_tries"}]

    asyncio.run(main())
    assert len(limit_lines(caplog, "tried too fast")) == 1


def test_a_message_flood_is_logged_once(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)

    async def main() -> None:
        async with running(rate=0.001, burst=2) as (_, url):
            flooder = await TableClient.connect(url)
            for _ in range(30):
                await flooder.send({"type": "hello"})
            answers = [await flooder.receive() for _ in range(30)]
            assert sum(a.get("error") == "flooding" for a in answers) == 28

    asyncio.run(main())
    assert len(limit_lines(caplog, "faster than the rate")) == 1


# ----- pings -------------------------------------------------------------------------------------


def test_a_ping_flood_is_closed() -> None:
    """websockets answers every ping itself: one flooder got 493,400 answered in 20 s. Past
    the connection's pings it is closed (1008) and answered no more."""

    async def main() -> None:
        async with running() as (_, url):
            flooder = await connect(url, ping_interval=None, compression=None)
            answered: list[asyncio.Future[float]] = []

            async def flood() -> None:
                for _ in range(20_000):
                    answered.append(await flooder.ping())
                    await asyncio.sleep(0)

            with pytest.raises(ConnectionClosed):
                await flood()
            await asyncio.wait_for(flooder.wait_closed(), 10)
            assert flooder.close_code == 1008
            pongs = sum(f.done() and not f.cancelled() and f.exception() is None for f in answered)
            assert pongs < 1_000, pongs
            honest = await TableClient.connect(url)  # the others are served as before
            await honest.send({"type": "hello"})
            await honest.until_type("welcome")

    asyncio.run(main())


def test_pings_within_the_connections_pings_are_answered() -> None:
    """The app pings every 2 s; websockets' default every 20 s: a burst of 10 is far above
    either, and each is answered."""

    async def main() -> None:
        async with running() as (_, url):
            pinger = await connect(url, ping_interval=None, compression=None)
            for _ in range(Limits().pings):
                await asyncio.wait_for(await pinger.ping(), 10)
            await pinger.send(json.dumps({"type": "hello"}))
            assert json.loads(await asyncio.wait_for(pinger.recv(), 10))["type"] == "welcome"
            assert pinger.close_code is None
            await pinger.close()

    asyncio.run(main())


# ----- the connection cap ------------------------------------------------------------------------


def test_connections_past_the_cap_are_refused_and_the_others_served(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO)

    async def main() -> None:
        limits = Limits(max_connections=20, connections_per_address=1000)
        async with running(limits=limits) as (server, url):
            clients = [await TableClient.connect(url) for _ in range(20)]
            for _ in range(10):
                with pytest.raises(InvalidStatus) as refused:
                    await TableClient.connect(url)
                assert refused.value.response.status_code == 503
                assert refused.value.response.body == b"server_full\n"
            for client in clients:
                await client.send({"type": "hello"})
                await client.until_type("welcome")
            await clients.pop().close()
            await eventually(lambda: server.limiter.open < 20)
            clients.append(await TableClient.connect(url))
            for client in clients:
                await client.close()
            await eventually(lambda: server.limiter.open == 0)

    asyncio.run(main())
    full = [r for r in caplog.records if r.name == LIMITS_LOG and "full" in r.getMessage()]
    assert len(full) == 1


def test_connections_from_one_address_are_limited() -> None:
    async def main() -> None:
        async with running(limits=Limits(connections_per_address=3)) as (_, url):
            clients = [await TableClient.connect(url) for _ in range(3)]
            with pytest.raises(InvalidStatus) as refused:
                await TableClient.connect(url)
            assert refused.value.response.status_code == 429
            assert refused.value.response.body == b"too_many_connections\n"
            await clients[0].send({"type": "hello"})
            await clients[0].until_type("welcome")

    asyncio.run(main())


def test_behind_a_trusted_proxy_connections_count_by_the_forwarded_address() -> None:
    """Behind a proxy every connection comes from the proxy's address; a trusted proxy's
    X-Forwarded-For names the person's. Anyone else's header is ignored (a client could name
    a new address for each connection)."""

    async def main() -> None:
        def from_(address: str) -> dict[str, Any]:
            return {"additional_headers": {"X-Forwarded-For": f"6.6.6.6, {address}"}}

        trusted = Limits(connections_per_address=2, trusted_proxies=frozenset({"127.0.0.1"}))
        async with running(limits=trusted) as (server, url):
            first = [await TableClient.connect(url, **from_("10.0.0.1")) for _ in range(2)]
            with pytest.raises(InvalidStatus) as refused:
                await TableClient.connect(url, **from_("10.0.0.1"))
            assert refused.value.response.status_code == 429
            other = await TableClient.connect(url, **from_("10.0.0.2"))  # another person
            for client in [*first, other]:
                await client.close()
            await eventually(lambda: server.limiter.open == 0)
        async with running(limits=Limits(connections_per_address=2)) as (_, url):
            spoofing = [await TableClient.connect(url, **from_(f"10.0.0.{n}")) for n in (1, 2)]
            with pytest.raises(InvalidStatus):
                await TableClient.connect(url, **from_("10.0.0.3"))
            for client in spoofing:
                await client.close()

    asyncio.run(main())


def test_the_cap_stays_below_the_descriptor_limit() -> None:
    assert descriptor_cap(1024) == 1024 - 64 - 4 * 32 - 16
    assert descriptor_cap(300) == 92
    assert descriptor_cap(100) == 1
    assert descriptor_cap() >= 1
    assert Limits(max_connections=7).connection_cap() == 7
    assert address_key(("127.0.0.1", 5)) == "127.0.0.1"
    assert address_key(("2001:db8::1", 5, 0, 0)) == address_key(("2001:db8::2", 6, 0, 0))
    assert address_key(("::ffff:10.0.0.1", 5, 0, 0)) == "10.0.0.1"
    assert address_key(None) == "?"


SERVER_WITH_FEW_DESCRIPTORS = """
import asyncio, logging, resource, sys
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (320, hard))
logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(name)s: %(message)s")
from tractor_desktop.net.limits import Limits
from tractor_desktop.net.server import TableServer

async def main():
    # Every connection comes from 127.0.0.1: the cap on all of them is what is tried here.
    limits = Limits(connections_per_address=100_000)
    server = TableServer(budget_ms=5, draw_pause_s=0.0, limits=limits)
    await server.start("127.0.0.1", 0)
    print(server.port, flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    await server.stop()

asyncio.run(main())
"""


def test_idle_connections_past_the_descriptor_limit_never_spin_the_accept_loop(
    tmp_path: Path,
) -> None:
    """About 1,000 idle connections reached the usual limit of 1,024 descriptors: asyncio's
    accept loop then logged "socket.accept() out of system resource" 688,792 times in under 2
    minutes. Here a server with 320 descriptors (a cap of 112) takes 800 idle connections: past
    its cap they are cut, the one honest client is still served, and the log has a line or
    two."""
    errors = tmp_path / "stderr.txt"
    with errors.open("wb") as stderr:
        child = subprocess.Popen(
            [sys.executable, "-c", SERVER_WITH_FEW_DESCRIPTORS],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=stderr,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        try:
            assert child.stdout is not None and child.stdin is not None
            port = int(child.stdout.readline())

            async def main() -> None:
                url = f"ws://127.0.0.1:{port}"
                honest = await TableClient.connect(url)
                await honest.send({"type": "hello"})
                await honest.until_type("welcome")

                async def idle() -> asyncio.StreamReader | None:
                    try:
                        reader, _ = await asyncio.wait_for(
                            asyncio.open_connection("127.0.0.1", port), 20
                        )
                    except (OSError, asyncio.TimeoutError):
                        return None
                    return reader

                readers = await asyncio.gather(*(idle() for _ in range(800)))
                await honest.send({"type": "hello"})
                await honest.until_type("welcome", 20)

                async def cut(reader: asyncio.StreamReader | None) -> None:
                    # Each idle one is cut: at once past the cap, by the open timeout below it.
                    if reader is not None:
                        with _ignored_reset():
                            await reader.read()

                await asyncio.wait_for(asyncio.gather(*(cut(r) for r in readers)), 60)
                await honest.send({"type": "hello"})
                await honest.until_type("welcome", 20)
                await honest.close()

            asyncio.run(main())
        finally:
            if child.stdin is not None:
                child.stdin.write(b"\n")
                child.stdin.close()
            try:
                child.wait(30)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
    log = errors.read_text(errors="replace")
    assert "out of system resource" not in log, log[:2000]
    assert len(log.splitlines()) <= 5, log[:2000]


class _ignored_reset:
    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: object, error: object, trace: object) -> bool:
        return isinstance(error, ConnectionResetError)


# ----- a client that reads nothing ---------------------------------------------------------------


async def stalled_spectator(port: int, room: str) -> socket.socket:
    """A raw client that does the WebSocket handshake, asks to watch ``room``, and then never
    reads again (a tiny receive buffer, so that it fills soon)."""
    loop = asyncio.get_running_loop()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.setblocking(False)
    await loop.sock_connect(sock, ("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    request = (
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    await loop.sock_sendall(sock, request.encode())
    response = b""
    while b"\r\n\r\n" not in response:
        chunk = await loop.sock_recv(sock, 1)  # one byte at a time: nothing past the headers
        assert chunk, response
        response += chunk
    assert response.startswith(b"HTTP/1.1 101"), response
    payload = json.dumps({"type": "watch", "room": room}).encode()
    mask = os.urandom(4)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    await loop.sock_sendall(sock, struct.pack("!BB", 0x81, 0x80 | len(payload)) + mask + masked)
    return sock


def test_a_client_that_reads_nothing_is_dropped_and_its_room_forgotten(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A spectator stops reading; its socket fills; the write and the keepalive's ping wait on
    the same drain, so neither the outbox limit nor the keepalive dropped it: it pinned memory
    for ever, and the room it watched was never forgotten. Now the write deadline drops it."""
    caplog.set_level(logging.INFO)

    async def main() -> None:
        options: dict[str, Any] = {
            "limits": Limits(write_deadline_s=0.5),
            "ping_interval_s": 60.0,  # the keepalive cannot help: only the deadline can
            "rate": 100_000.0,
            "burst": 100_000,
        }
        async with running(**options) as (server, url):
            host = await TableClient.connect(url)
            await host.create("Ann")
            code = host.room
            assert code is not None
            (room,) = server.rooms.values()
            sock = await stalled_spectator(server.port, code)
            await eventually(lambda: len(room.watchers) == 1)
            (watcher,) = room.watchers
            line = "x" * 500
            # Talk until the spectator's socket is full and its messages queue up.
            for _ in range(400):
                for _ in range(50):
                    await host.send({"type": "chat", "text": line})
                for _ in range(50):
                    await host.until_type("chat")
                assert watcher.outbox.qsize() <= OUTBOX_LIMIT + 1
                if watcher.outbox.qsize() >= 300 or not room.watchers:
                    break
            await host.send({"type": "leave"})
            await host.until_type("left")
            await eventually(lambda: not room.watchers and code not in server.rooms, 30)
            assert watcher.outbox.qsize() == 0  # its messages let go
            sock.close()
            await host.close()

    asyncio.run(main())
    assert len(limit_lines(caplog, "reads nothing")) == 1


def test_a_full_outbox_grows_no_more() -> None:
    async def main() -> None:
        client = Client(ws=None, limit=RateLimit())  # type: ignore[arg-type]
        for n in range(OUTBOX_LIMIT + 1000):
            client.send({"n": n})
        assert client.outbox.qsize() == OUTBOX_LIMIT + 1  # the messages, and the close

    asyncio.run(main())


def test_the_new_codes_are_the_protocols() -> None:
    for code in ("too_many_rooms", "too_many_tries", "too_many_connections", "server_full"):
        assert code in ERRORS
    assert normal_room_code("k7m 2qx") == "K7M2QX"
