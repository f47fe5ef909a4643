"""Load benchmark of the table server: how many busy tables one process (or N behind a proxy)
holds. It prints figures; it is not a test.

    .venv/bin/python tools/server_load.py [--tables 50,100,200,300] [--seconds 30] [--warmup 10]
        [--client-processes 1] [--level normal] [--think 1.0,3.0] [--seed 1]
    .venv/bin/python tools/server_load.py --url ws://HOST:PORT --pids 123,456 ...

A busy table is one room opened by a *person* at seat 0 (``create`` at ``--level``, then
``start``); the server's computer players take the other three seats. The person plays at a
person's pace: each of its moves (a play, a bury, the pass on its last chance to declare) waits a
think time drawn uniformly from ``--think`` (1.0-3.0 s, 2 s on average: a person who knows the
game and does not dawdle), then sends the ``random`` level's choice (``ai.pool.PlayerPool``,
cheap) with the view's ``seq``. It never declares during the draw. When a game ends its table
is replaced by a new one, so the number of tables stays constant; a table whose link drops
takes its seat back with its token, as a person's window does.

For each step of ``--tables`` the new tables are opened over the first part of the warm-up
(``--warmup`` s, so that their draws do not all fall together), then ``--seconds`` are measured
(or, with ``--until-every-table``, until every table has had a move timed, ``--seconds`` only
capping it) and one row printed:

- frames/s: messages received by all the people, per second;
- RTT p50/p95/max: from a person sending a move to the first observation that follows it (its
  own move's view), and how many were timed ("moves"), at how many tables ("moved");
- wait p50/p95: from a person's card played to the view that asks for its next card: the other
  seats' moves, that is the computer players' thinking queued with every other table's. The
  round trip alone misses a server whose event loop answers at once while its computer players
  fall behind (every table then plays slower, and fewer moves are timed);
- server CPU: % of one core used by each server process (``/proc/PID/stat``: every thread of
  it, the computer players' pool included), and their sum; peak RSS (``VmHWM``), summed;
- clients CPU: the same for the client processes, so that a reader sees which side limited a
  run (a client process near 100% measures itself, not the server); host: % of all the
  machine's cores busy (``/proc/stat``), whoever used them (near 100: the processes fought for
  the cores);
- games finished, rounds finished, errors received (``{"error": …}``), links lost (closed,
  refused, silent for ``--idle`` s, or not opened).

A step is *held* when its RTT p95 is under ``RTT_HELD_MS`` (300 ms: a move that shows within
that feels immediate to a person), its wait p95 under ``WAIT_HELD_MS`` (1 s for three computer
players' cards: about 10 ms on an idle server), both measured, with no error received and no
link lost. The ramp stops at the first step not held; the last line is ``tables held: N``.

Modes: by default the tool starts ONE server (``python -m tractor_desktop --serve``, its state
folder a temporary ``TRACTOR_DESKTOP_HOME``) and measures it. With ``--url`` and ``--pids`` it
uses a deployment someone else started (N server processes behind a proxy, e.g. ``python -m
tractor_desktop.net.deploy``) and measures the CPU of the processes given, in their order (the
servers', and the proxy's and Redis's too if given: each has its share in the row). Either
way a person opens its room at ``URL/rooms/new`` and takes its seat back at ``URL/rooms/CODE``
(``open_link``): a proxy can route by the path.

The server limits what one address may do (``net/limits.py``: 32 connections, 5 rooms and then
one every 30 s). The limits stay on: when the server is on a loopback address each table's
person connects from its own loopback source address (127.77.x.y; Linux routes all of
127.0.0.0/8 to ``lo``), so no address comes near them. Behind a proxy the server sees the
proxy's address unless it names the proxy in ``Limits(trusted_proxies=…)``.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import dataclasses
import ipaddress
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path
from typing import IO, Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from websockets.asyncio.client import ClientConnection, connect  # noqa: E402
from websockets.exceptions import ConnectionClosed, InvalidHandshake  # noqa: E402

from tractor_desktop.ai.botcli import action_json  # noqa: E402
from tractor_desktop.ai.players import BUDGET_MS, LEVELS  # noqa: E402
from tractor_desktop.ai.pool import PlayerPool  # noqa: E402
from tractor_desktop.engine.observation import Observation  # noqa: E402
from tractor_desktop.net.botclient import fallback  # noqa: E402
from tractor_desktop.net.protocol import MAX_FRAME_BYTES  # noqa: E402

Message = dict[str, Any]

RTT_HELD_MS = 300.0
"""A step is held while 95% of the people's moves show within this."""
WAIT_HELD_MS = 1000.0
"""… and while 95% of the people wait at most this long for the other three seats' cards."""
THINK_S = (1.0, 3.0)
"""A person's think time before each move, uniform between these (seconds)."""
IDLE_S = 60.0
"""A link that brings no message for this long counts as lost (the table waits for nobody
longer: a computer player's move takes under a second)."""
RETRY_S = 5.0
TROUBLE = ("WARNING", "ERROR", "CRITICAL", "Traceback")
"""What marks a line of the server's log worth showing."""
STARTUP_S = 60.0
"""The longest a server of its own may take to listen."""
"""After a lost link or a refused room, the person waits this long before opening a new one."""
SOURCE_NET = "127.77"
"""The loopback addresses the people connect from, one per table (127.77.x.y)."""
PERSON_LEVEL = "random"
"""How the person chooses its move: the cheapest legal choice that still varies the game."""


# ----- the one place that connects ------------------------------------------------------------


async def open_link(url: str, room: str | None, source: str | None) -> ClientConnection:
    """A person's WebSocket to the deployment at ``url``: ``URL/rooms/new`` to open a room,
    ``URL/rooms/CODE`` to come back to one (a proxy routes by it; one server ignores the path),
    from the local address ``source`` (None: whichever the system picks)."""
    target = f"{url.rstrip('/')}/rooms/{room or 'new'}"
    options: dict[str, Any] = {
        "max_size": MAX_FRAME_BYTES * 16,
        "compression": None,
        # Read (and pings answered) while the person thinks: nothing waits to be read.
        "max_queue": None,
        "open_timeout": 30,
    }
    if source is not None:
        options["local_addr"] = (source, 0)  # websockets hands it to loop.create_connection
    return await connect(target, **options)


def source_address(slot: int) -> str:
    """The loopback address table ``slot``'s person connects from: one address per table, so
    that no address comes near the server's limits per address."""
    return f"{SOURCE_NET}.{slot // 250}.{slot % 250 + 1}"


def spreads(url: str) -> bool:
    """Whether the people can connect from many loopback addresses: the server is on one."""
    host = urllib.parse.urlsplit(url).hostname or ""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.version == 4 and address.is_loopback


# ----- what one client process counts -----------------------------------------------------------


@dataclasses.dataclass
class Tally:
    """What the people of one client process saw since the window began."""

    frames: int = 0
    rtts_ms: list[float] = dataclasses.field(default_factory=list)
    waits_ms: list[float] = dataclasses.field(default_factory=list)
    """From a person's card played to the view that asks for its next one: the other seats'
    moves (the computer players' thinking, queued with every other table's) and the server's."""
    games: int = 0
    rounds: int = 0
    errors: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    lost: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    """Links lost, by how: closed, refused (at the handshake), silent, unopened."""
    moved: set[int] = dataclasses.field(default_factory=set)
    """The tables (slots) whose person had a move timed: a table missing here did not play."""

    def to_json(self) -> Message:
        return dataclasses.asdict(self) | {"moved": sorted(self.moved)}

    @classmethod
    def from_json(cls, data: Message) -> Tally:
        return cls(
            frames=data["frames"],
            rtts_ms=list(data["rtts_ms"]),
            waits_ms=list(data["waits_ms"]),
            games=data["games"],
            rounds=data["rounds"],
            errors=collections.Counter(data["errors"]),
            lost=collections.Counter(data["lost"]),
            moved=set(data["moved"]),
        )

    def add(self, other: Tally) -> None:
        self.frames += other.frames
        self.rtts_ms += other.rtts_ms
        self.waits_ms += other.waits_ms
        self.games += other.games
        self.rounds += other.rounds
        self.errors += other.errors
        self.lost += other.lost
        self.moved |= other.moved


@dataclasses.dataclass(frozen=True)
class Setup:
    """What every person of a run is told (a client process gets it as JSON)."""

    url: str
    level: str = "normal"
    think_s: tuple[float, float] = THINK_S
    seed: int = 1
    idle_s: float = IDLE_S
    retry_s: float = RETRY_S
    spread: bool = True

    def to_json(self) -> str:
        return json.dumps(dataclasses.asdict(self))

    @classmethod
    def from_json(cls, text: str) -> Setup:
        data = json.loads(text)
        data["think_s"] = tuple(data["think_s"])
        return cls(**data)


class Silent(Exception):
    """No message came within ``Setup.idle_s``."""


class Refused(Exception):
    """The server would not open the room or give the seat back (the error it sent)."""


# ----- one person at one table ----------------------------------------------------------------


def due(view: Message) -> bool:
    """Whether the person is asked for a move by this observation (its ``observation`` field):
    a bury, a play, or its last chance to declare. Declaring during the draw is never asked."""
    if view["to_act"] != view["seat"]:
        return False
    if view["phase"] == "draw":
        return bool(view["draw"]["last_chance"])
    return view["phase"] in ("bury", "play")


class Person:
    """Table ``slot``'s person: opens a room, starts it, plays seat 0 at a person's pace to the
    game's end, and then opens the next table; until cancelled."""

    def __init__(self, slot: int, setup: Setup, counts: Counts, pool: PlayerPool) -> None:
        self.slot = slot
        self.setup = setup
        self.counts = counts
        self.pool = pool
        self.rng = random.Random(setup.seed * 1_000_003 + slot)
        self.source = source_address(slot) if setup.spread else None
        self.sent_at: float | None = None
        """When the move now waiting for its view was sent."""
        self.played_at: float | None = None
        """When the person's last card of this round's play was sent, until its next turn."""

    @property
    def tally(self) -> Tally:
        return self.counts.tally  # the window's, which a reset replaces

    async def run(self, delay_s: float = 0.0) -> None:
        await asyncio.sleep(delay_s)
        while not self.counts.stopping:
            try:
                await self.play_game()
            except (ConnectionClosed, Silent, Refused, InvalidHandshake, OSError) as error:
                self.tally.lost[lost_how(error)] += 1
                await asyncio.sleep(self.setup.retry_s)

    async def play_game(self) -> None:
        """One table, from its ``create`` to its ``game_over``."""
        ws = await open_link(self.setup.url, None, self.source)
        try:
            name = f"Load {self.slot}"
            await ws.send(json.dumps({"type": "create", "name": name, "level": self.setup.level}))
            joined = await self.until_joined(ws)
            await ws.send(json.dumps({"type": "start"}))
            while True:
                try:
                    await self.play_on(ws)
                    return
                except ConnectionClosed:
                    self.tally.lost["closed"] += 1
                await ws.close()
                ws = await self.take_seat_back(joined["room"], joined["token"])
        finally:
            await ws.close()

    async def take_seat_back(self, room: str, token: str) -> ClientConnection:
        ws = await open_link(self.setup.url, room, self.source)
        await ws.send(json.dumps({"type": "rejoin", "room": room, "token": token}))
        try:
            await self.until_joined(ws)
        except Refused:
            await ws.close()
            raise
        return ws

    async def until_joined(self, ws: ClientConnection) -> Message:
        while True:
            message = await self.receive(ws)
            if message.get("type") == "joined":
                return message
            if "error" in message:
                raise Refused(message["error"])

    async def receive(self, ws: ClientConnection) -> Message:
        try:
            raw = await asyncio.wait_for(ws.recv(), self.setup.idle_s)
        except (TimeoutError, asyncio.TimeoutError):
            raise Silent from None
        if self.counts.stopping:
            raise asyncio.CancelledError
        self.tally.frames += 1
        message: Message = json.loads(raw)
        if "error" in message:
            self.tally.errors[str(message["error"])] += 1
        return message

    async def play_on(self, ws: ClientConnection) -> None:
        """Read the table's messages and answer the person's turns, until the game is over."""
        answered = -1  # the seq of the view last answered
        latest: Message | None = None  # the latest settled observation message
        first_legal = False  # after a refusal, the first legal move rather than a choice
        thinking: asyncio.Task[None] | None = None
        try:
            while True:
                message = await self.receive(ws)
                kind = message.get("type")
                if kind == "observation":
                    if self.sent_at is not None:
                        self.tally.rtts_ms.append((time.perf_counter() - self.sent_at) * 1000)
                        self.tally.moved.add(self.slot)
                        self.sent_at = None
                    latest = None if message.get("more") else message
                    if latest is not None:
                        self.note_wait(latest["observation"])
                elif kind == "round_over":
                    self.tally.rounds += 1
                    self.played_at = None
                elif kind == "game_over":
                    self.tally.games += 1
                    return
                elif "error" in message and self.sent_at is not None:
                    # The move was refused: the table still waits for one, the first legal one.
                    self.sent_at, answered, first_legal = None, -1, True
                if latest is not None and latest["seq"] != answered and due(latest["observation"]):
                    answered = latest["seq"]
                    thinking = asyncio.create_task(self.answer(ws, latest, first_legal))
                    first_legal = False
        finally:
            if thinking is not None:
                thinking.cancel()
            self.sent_at = self.played_at = None

    def note_wait(self, view: Message) -> None:
        """The person played and now is asked again: how long the table took meanwhile."""
        if self.played_at is None:
            return
        if view["phase"] != "play":
            self.played_at = None  # the round is over: the next turn is after a draw
        elif due(view):
            self.tally.waits_ms.append((time.perf_counter() - self.played_at) * 1000)
            self.played_at = None

    async def answer(self, ws: ClientConnection, message: Message, first_legal: bool) -> None:
        low, high = self.setup.think_s
        await asyncio.sleep(self.rng.uniform(low, high))
        try:
            action = self.choose(message["observation"], first_legal)
        except Exception as error:  # a bug here would only show as a silent table: say it
            print(f"server_load: table {self.slot}: no move chosen: {error!r}", file=sys.stderr)
            raise
        with contextlib.suppress(ConnectionClosed):  # the reading loop sees the drop
            self.sent_at = time.perf_counter()
            self.played_at = self.sent_at if "play" in action else None
            await ws.send(json.dumps({**action, "seq": message["seq"]}))

    def choose(self, view: Message, first_legal: bool) -> Message:
        if view["phase"] == "draw":
            return {"declare": None}  # the last chance passed: this person never declares
        obs = Observation.from_json(view)
        if not first_legal:
            seed = self.rng.randrange(2**32)
            budget = BUDGET_MS[PERSON_LEVEL]
            action, _ = self.pool.decide(PERSON_LEVEL, obs, budget, seed, lambda: False)
            if action is not None:
                return action_json(action, obs)
        return fallback(obs)


def lost_how(error: BaseException) -> str:
    if isinstance(error, ConnectionClosed):
        return "closed"
    if isinstance(error, Silent):
        return "silent"
    if isinstance(error, Refused):
        return f"refused {error}"
    if isinstance(error, InvalidHandshake):
        return "refused at handshake"
    return "unopened"


class Counts:
    """The window's tally of one client process; ``reset`` begins a new window."""

    def __init__(self) -> None:
        self.tally = Tally()
        self.stopping = False
        """The people stop: Python 3.11's ``wait_for`` may swallow a cancellation that comes
        as its message does, and a person would play on; this they cannot miss."""

    def reset(self) -> Tally:
        done, self.tally = self.tally, Tally()
        return done


class Fleet:
    """The people of one client process, each at its own table, in one event loop."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.counts = Counts()
        self.pool = PlayerPool()
        self.rng = random.Random(setup.seed)
        self.tasks: list[asyncio.Task[None]] = []

    def add(self, slots: list[int], spread_s: float) -> None:
        """Open tables ``slots``, at moments spread over ``spread_s`` seconds."""
        for slot in slots:
            person = Person(slot, self.setup, self.counts, self.pool)
            delay = self.rng.uniform(0.0, spread_s)
            self.tasks.append(asyncio.create_task(person.run(delay)))

    async def stop(self) -> None:
        self.counts.stopping = True
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        self.tasks.clear()


# ----- a client process -------------------------------------------------------------------------


async def client_process(setup: Setup) -> None:
    """A client process: its fleet obeys the lines of stdin (``add``, ``reset``, ``report``,
    ``stop``); a report is one JSON line on stdout."""
    loop = asyncio.get_running_loop()
    lines: asyncio.Queue[str] = asyncio.Queue()

    def read_stdin() -> None:  # a thread: stdin is read without blocking the loop
        for line in sys.stdin:
            loop.call_soon_threadsafe(lines.put_nowait, line)
        loop.call_soon_threadsafe(lines.put_nowait, '{"stop": true}')

    threading.Thread(target=read_stdin, daemon=True).start()
    fleet = Fleet(setup)
    say({"ready": True})
    while True:
        command = json.loads(await lines.get())
        if "add" in command:
            fleet.add(command["add"], command["spread_s"])
        elif "reset" in command:
            fleet.counts.reset()
        elif "report" in command:
            say(fleet.counts.reset().to_json())
        elif "moved" in command:  # how many tables have moved so far; the window goes on
            say({"moved": len(fleet.counts.tally.moved)})
        elif "stop" in command:
            await fleet.stop()
            return


def say(message: Message) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


class ClientProcess:
    """A child process running ``client_process`` (the parent never runs an event loop)."""

    def __init__(self, setup: Setup) -> None:
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--client-worker", setup.to_json()],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=REPO,
        )
        self.pid = self.process.pid
        self.read()  # {"ready": true}: its imports are done

    def tell(self, command: Message) -> None:
        stdin = self.process.stdin
        assert stdin is not None
        stdin.write(json.dumps(command) + "\n")
        stdin.flush()

    def read(self) -> Message:
        stdout = self.process.stdout
        assert stdout is not None
        line = stdout.readline()
        if not line:
            raise RuntimeError(f"client process {self.pid} ended (status {self.process.poll()})")
        message: Message = json.loads(line)
        return message

    def report(self) -> Tally:
        self.tell({"report": True})
        return Tally.from_json(self.read())

    def moved(self) -> int:
        """How many of its tables have had a move timed in the window so far."""
        self.tell({"moved": True})
        return int(self.read()["moved"])

    def stop(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self.tell({"stop": True})
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


# ----- the server side --------------------------------------------------------------------------


class ProcessGone(Exception):
    """A process measured has ended."""


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system, every thread) of process ``pid`` so far."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        raise ProcessGone(f"process {pid} has ended") from None
    fields = stat.rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def host_ticks() -> tuple[int, int]:
    """The machine's CPU ticks so far, all cores: busy ones and all (``/proc/stat``)."""
    ticks = [int(t) for t in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]
    idle = ticks[3] + ticks[4]  # idle and waiting for I/O
    return sum(ticks) - idle, sum(ticks)


def peak_rss_mb(pid: int) -> float:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        raise ProcessGone(f"process {pid} has ended") from None
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class OwnServer:
    """Mode (a): one ``--serve`` process on a free loopback port, its tables saved to a
    temporary state folder; its log (limits hit, failures) kept in a file there."""

    def __init__(self) -> None:
        self.home = tempfile.TemporaryDirectory(prefix="server-load-")
        self.port = free_port()
        self.url = f"ws://127.0.0.1:{self.port}"
        self.log_path = Path(self.home.name) / "server.log"
        self.log: IO[str] = self.log_path.open("w")
        command = [sys.executable, "-m", "tractor_desktop", "--serve"]
        self.process = subprocess.Popen(
            [*command, "--host", "127.0.0.1", "--port", str(self.port)],
            cwd=REPO,
            env={**os.environ, "TRACTOR_DESKTOP_HOME": self.home.name},
            stdout=self.log,  # a file: nothing it prints can fill a pipe nobody reads
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.wait_listening()

    def wait_listening(self) -> None:
        """Until it says it serves (it has loaded, and listens); RuntimeError if it ends first."""
        deadline = time.monotonic() + STARTUP_S
        while "serving tables" not in self.log_path.read_text():
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the server did not start: {self.stop()}")
            time.sleep(0.05)

    def stop(self) -> str:
        """Stop it; what it logged."""
        self.process.terminate()
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()
        text = self.log_path.read_text()
        self.home.cleanup()
        return text


# ----- a step of the ramp -----------------------------------------------------------------------


@dataclasses.dataclass
class Row:
    """One measured step."""

    tables: int
    seconds: float
    tally: Tally
    server_cpu: list[float]
    """% of one core, by server process."""
    server_rss_mb: float
    client_cpu: list[float]
    host_busy: float = float("nan")
    """% of all the machine's cores busy, whoever used them: near 100 the server and the
    clients (and whatever else runs) fought for the cores, and the row measures the machine."""

    @property
    def held(self) -> bool:
        tally = self.tally
        measured = bool(tally.rtts_ms) and bool(tally.waits_ms)
        calm = not tally.errors and not tally.lost
        quick = percentile(tally.rtts_ms, 0.95) < RTT_HELD_MS
        paced = percentile(tally.waits_ms, 0.95) < WAIT_HELD_MS
        return measured and calm and quick and paced


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile (NaN of none)."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


HEADER = (
    f"{'tables':>6} {'frames/s':>9} {'RTT p50':>7} {'p95':>6} {'max':>6} {'moves':>6}"
    f" {'moved':>5}"
    f" {'wait p50':>8} {'p95':>6}"
    f" {'server CPU %':>16} {'RSS MB':>7} {'clients CPU %':>14} {'host %':>6}"
    f" {'games':>5} {'rounds':>6} {'errors':>6} {'lost':>5} {'held':>4}"
)


def cpu_text(shares: list[float]) -> str:
    """``57`` for one process, ``91=45+46`` for several."""
    total = f"{sum(shares):.0f}"
    return total if len(shares) == 1 else f"{total}=" + "+".join(f"{s:.0f}" for s in shares)


def row_text(row: Row) -> str:
    tally = row.tally
    rtts, waits = tally.rtts_ms, tally.waits_ms
    return (
        f"{row.tables:>6} {tally.frames / row.seconds:>9.1f}"
        f" {percentile(rtts, 0.5):>7.1f} {percentile(rtts, 0.95):>6.1f}"
        f" {max(rtts, default=float('nan')):>6.0f} {len(rtts):>6} {len(tally.moved):>5}"
        f" {percentile(waits, 0.5):>8.0f} {percentile(waits, 0.95):>6.0f}"
        f" {cpu_text(row.server_cpu):>16} {row.server_rss_mb:>7.0f}"
        f" {cpu_text(row.client_cpu):>14} {row.host_busy:>6.0f} {tally.games:>5} {tally.rounds:>6}"
        f" {sum(tally.errors.values()):>6} {sum(tally.lost.values()):>5}"
        f" {'yes' if row.held else 'NO':>4}"
    )


def measure(
    tables: int,
    seconds: float,
    clients: list[ClientProcess],
    server_pids: list[int],
    until_every_table: bool = False,
) -> Row:
    """Measure the running tables for ``seconds``, or with ``until_every_table`` until every
    table has had a move timed (``seconds`` then only caps the window): what the people saw,
    and the processes' CPU."""
    pids = server_pids + [c.pid for c in clients]
    for client in clients:
        client.tell({"reset": True})
    began = time.monotonic()
    cpu_before = [cpu_seconds(pid) for pid in pids]
    host_before = host_ticks()
    if until_every_table:
        while time.monotonic() - began < seconds and sum(c.moved() for c in clients) < tables:
            time.sleep(0.5)
    else:
        time.sleep(seconds)
    cpu_after = [cpu_seconds(pid) for pid in pids]
    host_after = host_ticks()
    elapsed = time.monotonic() - began
    tally = Tally()
    for client in clients:
        tally.add(client.report())
    shares = [100 * (a - b) / elapsed for a, b in zip(cpu_after, cpu_before, strict=True)]
    rss = sum(peak_rss_mb(pid) for pid in server_pids)
    count = len(server_pids)
    busy, total = (after - before for after, before in zip(host_after, host_before, strict=True))
    host_busy = 100 * busy / total if total else float("nan")
    return Row(tables, elapsed, tally, shares[:count], rss, shares[count:], host_busy)


def ramp(args: argparse.Namespace, setup: Setup, server_pids: list[int]) -> list[Row]:
    """Open tables up to each step, warm up, measure, print the row; stop at a step not held."""
    clients = [ClientProcess(setup) for _ in range(args.client_processes)]
    rows: list[Row] = []
    opened = 0
    try:
        print(HEADER, flush=True)
        for step in args.tables:
            slots = list(range(opened, step))
            for n, client in enumerate(clients):
                mine = slots[n :: len(clients)]
                client.tell({"add": mine, "spread_s": 0.8 * args.warmup})
            opened = max(opened, step)
            time.sleep(args.warmup)
            try:
                row = measure(opened, args.seconds, clients, server_pids, args.until_every_table)
            except ProcessGone as gone:
                print(f"the ramp stops at {opened} tables: {gone}")
                break
            rows.append(row)
            print(row_text(row), flush=True)
            if not row.held:
                break
    finally:
        for client in clients:
            client.stop()
    return rows


def tables_held(rows: list[Row]) -> int:
    held = 0
    for row in rows:
        if not row.held:
            break
        held = row.tables
    return held


def details(rows: list[Row]) -> list[str]:
    """What the errors and the lost links were, by kind, over the whole ramp."""
    errors: collections.Counter[str] = collections.Counter()
    lost: collections.Counter[str] = collections.Counter()
    for row in rows:
        errors += row.tally.errors
        lost += row.tally.lost
    lines = []
    if errors:
        lines.append("errors received: " + ", ".join(f"{k} {v}" for k, v in errors.items()))
    if lost:
        lines.append("links lost: " + ", ".join(f"{k} {v}" for k, v in lost.items()))
    return lines


# ----- the command line -------------------------------------------------------------------------


def numbers(text: str, kind: type[int] | type[float]) -> list[Any]:
    try:
        return [kind(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"a comma-separated list of numbers, not {text!r}"
        ) from None


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="tools/server_load.py", description=(__doc__ or "").split("\n\n")[0]
    )
    parser.add_argument(
        "--tables",
        type=lambda t: sorted(numbers(t, int)),
        default=[50, 100, 200, 300],
        help="the steps of the ramp: how many busy tables at once (default 50,100,200,300)",
    )
    parser.add_argument("--seconds", type=float, default=30.0, help="measured, per step")
    parser.add_argument("--warmup", type=float, default=10.0, help="before each measure")
    parser.add_argument(
        "--until-every-table",
        action="store_true",
        help="measure each step until every table has had a move timed; --seconds only caps it"
        " (a count of work, which a busy host makes slower, not smaller)",
    )
    parser.add_argument("--client-processes", type=int, default=1)
    parser.add_argument("--level", choices=LEVELS, default="normal", help="computer players'")
    parser.add_argument(
        "--think",
        type=lambda t: numbers(t, float),
        default=list(THINK_S),
        help="a person's think time before each move, uniform LOW,HIGH seconds (default 1,3)",
    )
    parser.add_argument("--seed", type=int, default=1, help="the people's choices and pace")
    parser.add_argument("--idle", type=float, default=IDLE_S, help="silence that loses a link")
    parser.add_argument("--url", help="a deployment someone else started: ws://HOST:PORT")
    parser.add_argument(
        "--pids", type=lambda t: numbers(t, int), default=[], help="its server processes"
    )
    parser.add_argument("--client-worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.client_worker is None:
        if len(args.think) != 2 or not 0 <= args.think[0] <= args.think[1]:
            parser.error("--think is LOW,HIGH with 0 <= LOW <= HIGH")
        if not args.tables or args.client_processes < 1:
            parser.error("--tables needs a step and --client-processes at least 1")
        if (args.url is None) != (not args.pids):
            parser.error("--url and --pids go together (a deployment and its processes)")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.client_worker is not None:
        asyncio.run(client_process(Setup.from_json(args.client_worker)))
        return 0
    server = OwnServer() if args.url is None else None
    url = server.url if server is not None else args.url
    pids = [server.process.pid] if server is not None else args.pids
    think = (args.think[0], args.think[1])
    setup = Setup(url, args.level, think, args.seed, args.idle, spread=spreads(url))
    print(
        f"server: {url} ({'one process started here' if server else 'processes'} {pids}); "
        f"computer players {args.level}; a person thinks {think[0]:g}-{think[1]:g} s a move; "
        f"{args.client_processes} client process(es); warm-up {args.warmup:g} s, "
        f"measured {args.seconds:g} s; held: RTT p95 < {RTT_HELD_MS:g} ms, wait p95 < "
        f"{WAIT_HELD_MS:g} ms, no error, no link lost"
    )
    if not setup.spread:
        print(
            "the people all connect from this host's own address: the server's limits per "
            "address (32 connections, 5 rooms then one every 30 s) apply to them all"
        )
    try:
        rows = ramp(args, setup, pids)
    finally:
        log = server.stop() if server is not None else ""
    for line in details(rows):
        print(line)
    troubles = [line for line in log.splitlines() if any(w in line for w in TROUBLE)]
    if troubles:
        print(f"server log: {len(troubles)} lines of trouble; the last:\n  " + troubles[-1])
    print(f"tables held: {tables_held(rows)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
