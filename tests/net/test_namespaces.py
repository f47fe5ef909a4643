"""The table server and a bot client in two network namespaces joined by a veth pair: the
messages go over a network link between two network stacks, not over loopback, and a slow,
lossy link (netem) is survived.

The namespaces are made by the test itself (each test its own, with names of its own, removed
afterwards whatever happened), which needs root and a working ``ip netns``; without them the
tests are skipped, and so is the netem test without ``tc`` or the kernel's netem.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import queue
import secrets
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tractor_desktop.net.table_store import TableStore

pytestmark = pytest.mark.slow  # root, namespaces, whole games: the slow tier
IP = shutil.which("ip")
TC = shutil.which("tc")
SERVER_ADDRESS = "10.231.0.1"
CLIENT_ADDRESS = "10.231.0.2"
PORT = 8765
"""The server's namespace is a network stack of its own: its port is always free."""
PROJECT = Path(__file__).resolve().parents[2]
NETEM = ("netem", "delay", "50ms", "loss", "5%")
FAST_SERVER = """
import asyncio, json, sys
from tractor_desktop.net.server import TableServer
from tractor_desktop.net.serving import serve_forever

# The server of --serve with three things changed for a test's whole game: no 50 ms pause
# between the cards of the draw (meant for a person to declare in; with it, one game takes
# some three minutes), no rate limit meant for a person (a bot with a 1 ms budget is over it
# and slowed down), and no state folder (the whole log is written again after every action,
# which makes a game of some 6,000 actions ten times slower). Every 0.2 s it tells how far
# each table's game is.
server = TableServer(draw_pause_s=0.0, rate=1000, burst=1000)


async def main():
    async def report():
        while True:
            await asyncio.sleep(0.2)
            played = {
                code: len(room.table.game.actions)
                for code, room in server.rooms.items()
                if room.table.game is not None
            }
            print(json.dumps({"played": played}), flush=True)

    reporting = asyncio.create_task(report())
    await serve_forever(sys.argv[1], int(sys.argv[2]), server)
    reporting.cancel()


asyncio.run(main())
"""


def ip(*args: str) -> subprocess.CompletedProcess[str]:
    assert IP is not None
    return subprocess.run([IP, *args], capture_output=True, text=True, timeout=10)


def must(done: subprocess.CompletedProcess[str]) -> None:
    if done.returncode != 0:
        raise subprocess.CalledProcessError(done.returncode, done.args, done.stdout, done.stderr)


@dataclasses.dataclass(frozen=True)
class Link:
    """Two network namespaces and the two ends of the veth pair between them."""

    server_ns: str
    client_ns: str
    server_dev: str
    client_dev: str


@pytest.fixture
def link() -> Iterator[Link]:
    if os.geteuid() != 0:
        pytest.skip("network namespaces need root")
    if IP is None:
        pytest.skip("no ip command (iproute2)")
    tag = secrets.token_hex(3)
    made: list[str] = []
    try:
        server_ns, client_ns = f"tractor-srv-{tag}", f"tractor-cli-{tag}"
        for ns in (server_ns, client_ns):
            added = ip("netns", "add", ns)
            if added.returncode != 0:
                pytest.skip(f"ip netns add does not work here: {added.stderr.strip()}")
            made.append(ns)
        inside = ip("netns", "exec", server_ns, sys.executable, "-c", "")
        if inside.returncode != 0:
            pytest.skip(f"ip netns exec does not work here: {inside.stderr.strip()}")
        server_dev, client_dev = f"tds{tag}", f"tdc{tag}"
        # Both ends are made inside the namespaces: nothing is left in the host's own stack.
        veth = ip(
            "-n", server_ns, "link", "add", server_dev, "type", "veth",
            "peer", "name", client_dev, "netns", client_ns,
        )  # fmt: skip
        if veth.returncode != 0:
            pytest.skip(f"no veth pair here: {veth.stderr.strip()}")
        for ns, dev, address in (
            (server_ns, server_dev, SERVER_ADDRESS),
            (client_ns, client_dev, CLIENT_ADDRESS),
        ):
            must(ip("-n", ns, "addr", "add", f"{address}/24", "dev", dev))
            must(ip("-n", ns, "link", "set", dev, "up"))
            must(ip("-n", ns, "link", "set", "lo", "up"))
        yield Link(server_ns, client_ns, server_dev, client_dev)
    finally:
        for ns in reversed(made):  # the veth pair goes with its namespaces
            ip("netns", "del", ns)


class Process:
    """A command run inside a network namespace; its output read line by line."""

    def __init__(self, ns: str, args: list[str], home: Path, name: str) -> None:
        assert IP is not None
        self.errors = home / f"{name}.stderr"
        env = {**os.environ, "TRACTOR_DESKTOP_HOME": str(home), "PYTHONUNBUFFERED": "1"}
        with self.errors.open("w") as errors:
            self.popen = subprocess.Popen(
                [IP, "netns", "exec", ns, *args],
                stdout=subprocess.PIPE,
                stderr=errors,
                text=True,
                env=env,
                cwd=PROJECT,
            )
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.progress: dict[str, int] = {}
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.popen.stdout is not None
        for line in self.popen.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def line(self, timeout: float) -> str:
        """The next line of its output; AssertionError if none comes (with its stderr)."""
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            line = None
        assert line is not None, f"no output in {timeout} s; stderr: {self.stderr()}"
        return line

    def played(self, room: str) -> int | None:
        """The fast server's last word on how many actions the room's game has had (None
        before it started, or once the room is gone)."""
        with contextlib.suppress(queue.Empty):
            while (line := self.lines.get_nowait()) is not None:
                self.progress = json.loads(line)["played"]
        return self.progress.get(room)

    def stderr(self) -> str:
        return self.errors.read_text(errors="replace")[-2000:]

    def wait(self, timeout: float) -> int:
        return self.popen.wait(timeout)

    def stop(self) -> int:
        """SIGTERM, then SIGKILL if it does not end; its exit status."""
        if self.popen.poll() is None:
            self.popen.send_signal(signal.SIGTERM)
            try:
                self.popen.wait(10)
            except subprocess.TimeoutExpired:
                self.popen.kill()
                self.popen.wait(5)
        if self.popen.stdout is not None:
            self.popen.stdout.close()
        return self.popen.returncode


@contextlib.contextmanager
def processes() -> Iterator[list[Process]]:
    """Every process a test starts is stopped at its end, before its namespaces go."""
    started: list[Process] = []
    try:
        yield started
    finally:
        for process in reversed(started):
            process.stop()


def start_server(link: Link, home: Path, started: list[Process], command: list[str]) -> Process:
    server = Process(link.server_ns, command, home, "server")
    started.append(server)
    line = server.line(20)
    assert f"serving tables on ws://{SERVER_ADDRESS}:{PORT}" in line, line
    return server


def start_bot(link: Link, home: Path, started: list[Process]) -> Process:
    bot = Process(
        link.client_ns,
        [
            sys.executable, "-m", "tractor_desktop.net.botclient",
            "--url", f"ws://{SERVER_ADDRESS}:{PORT}",
            "--start", "--level", "random", "--budget-ms", "1",
        ],
        home,
        "botclient",
    )  # fmt: skip
    started.append(bot)
    return bot


def fast_server(link: Link, home: Path, started: list[Process]) -> Process:
    command = [sys.executable, "-c", FAST_SERVER, SERVER_ADDRESS, str(PORT)]
    return start_server(link, home, started, command)


def table_log(home: Path, room: str) -> dict[str, Any] | None:
    """The server's saved log of a table (its header written whole and renamed, its actions
    appended)."""
    try:
        log: dict[str, Any] = TableStore(home / "server-tables").read(room)
    except (FileNotFoundError, ValueError):
        return None
    return log


def eventually(condition: Any, timeout: float, what: str) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        assert time.monotonic() < deadline, f"{what}: not within {timeout} s"
        time.sleep(0.05)


def finished(bot: Process, timeout: float) -> dict[str, Any]:
    """The bot client's last line: the game's winner, once it is over."""
    status = bot.wait(timeout)
    lines = []
    with contextlib.suppress(AssertionError):
        while True:
            lines.append(bot.line(1))
    assert status == 0, f"botclient exited {status}; stderr: {bot.stderr()}"
    result: dict[str, Any] = json.loads(lines[-1])
    return result


def test_the_serve_command_serves_a_client_in_another_namespace(link: Link, tmp_path: Path) -> None:
    """``tractor-desktop --serve --host <its address>`` in one namespace serves the bot client
    in the other over the veth link: the client opens a room and starts it, the server keeps
    the started table's log in its state folder under TRACTOR_DESKTOP_HOME, and ends on
    SIGTERM with status 0."""
    with processes() as started:
        command = [sys.executable, "-m", "tractor_desktop", "--serve"]
        command += ["--host", SERVER_ADDRESS, "--port", str(PORT)]
        server = start_server(link, tmp_path, started, command)
        bot = start_bot(link, tmp_path, started)
        opened = json.loads(bot.line(20))
        assert opened["seat"] == 0
        room = opened["room"]
        log = eventually(
            lambda: (saved := table_log(tmp_path, room)) and saved["game"] and saved,
            10,
            "the started table's log",
        )
        assert log["seats"][0]["kind"] == "human" and log["seats"][0]["name"] == "random bot"
        assert [s["kind"] for s in log["seats"][1:]] == ["computer"] * 3
        assert (tmp_path / "server-tables" / f"{room}.json").stat().st_mode & 0o077 == 0
        bot.stop()
        assert server.stop() == 0, server.stderr()


def test_a_whole_game_is_played_between_two_namespaces(link: Link, tmp_path: Path) -> None:
    """The bot client in one namespace opens a room on the server in the other, starts it
    (computer players fill the other seats) and plays the whole game over the veth link; it
    ends with the winner."""
    with processes() as started:
        fast_server(link, tmp_path, started)
        bot = start_bot(link, tmp_path, started)
        assert json.loads(bot.line(20))["seat"] == 0
        result = finished(bot, 120)
        assert result["winner"] in (0, 1) and result["seat"] == 0


def test_a_game_survives_a_slow_lossy_link(link: Link, tmp_path: Path) -> None:
    """netem delays every packet the server sends by 50 ms and loses 5% of them while the
    game is under way: TCP carries every message through (nothing is lost to the players,
    only time), the game goes on meanwhile, and once the link is clear again it ends."""
    if TC is None:
        pytest.skip("no tc command (iproute2)")
    netem = [IP or "ip", "netns", "exec", link.server_ns, TC, "qdisc"]
    device = ["dev", link.server_dev, "root"]
    with processes() as started:
        server = fast_server(link, tmp_path, started)
        bot = start_bot(link, tmp_path, started)
        room = json.loads(bot.line(20))["room"]
        eventually(lambda: server.played(room), 10, "the game's start")
        added = subprocess.run([*netem, "add", *device, *NETEM], capture_output=True, text=True)
        if added.returncode != 0:
            pytest.skip(f"tc cannot add netem here: {added.stderr.strip()}")
        before = server.played(room)
        assert before is not None, "the game ended too soon"
        # The game goes on over the slow, lossy link: twenty more actions (of some 6,000).
        eventually(lambda: (server.played(room) or 0) >= before + 20, 60, "play over netem")
        cleared = subprocess.run([*netem, "del", *device], capture_output=True, text=True)
        assert cleared.returncode == 0, cleared.stderr
        result = finished(bot, 120)
        assert result["winner"] in (0, 1)
