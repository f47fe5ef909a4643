"""The command lines of a deployment: ``--serve --redis URL --shard I/N`` and ``python -m
tractor_desktop.net.deploy``; a wrong argument is a clear usage error, an unreachable Redis a
clear message and status 1, never a traceback. The proxy's rules send every room code to the
process that makes it."""

from __future__ import annotations

import contextlib
import io
import re
import socket
from pathlib import Path

import pytest
from redis_helpers import need

from tractor_desktop.__main__ import parse_args
from tractor_desktop.net import deploy
from tractor_desktop.net.protocol import ROOM_ALPHABET
from tractor_desktop.net.shards import Shard, room_of_path, room_url, shard_of


def usage_error(argv: list[str]) -> str:
    err = io.StringIO()
    with pytest.raises(SystemExit) as ended, contextlib.redirect_stderr(err):
        parse_args(argv)
    assert ended.value.code == 2
    return err.getvalue()


def test_a_shard_is_i_of_n_and_goes_with_redis() -> None:
    args = parse_args(["--serve", "--redis", "redis://127.0.0.1:6379/0", "--shard", "1/4"])
    assert (args.redis, args.shard) == ("redis://127.0.0.1:6379/0", "1/4")
    assert "I/N" in usage_error(["--serve", "--redis", "redis://x", "--shard", "one"])
    assert "not a shard" in usage_error(["--serve", "--redis", "redis://x", "--shard", "4/4"])
    assert "--shard goes with --redis" in usage_error(["--serve", "--shard", "0/2"])
    assert "go with --serve" in usage_error(["--redis", "redis://x"])
    assert "--trusted-proxy goes with --serve" in usage_error(["--trusted-proxy", "127.0.0.1"])


def test_a_redis_that_cannot_be_reached_is_said_in_a_line_and_status_1(
    capsys: pytest.CaptureFixture[str],
) -> None:
    pytest.importorskip("redis")
    from tractor_desktop.net.serving import run

    # A socket file that does not exist: refused at once, whatever runs on this machine.
    status = run("127.0.0.1", 0, redis_url="unix:///nonexistent/redis.sock", shard="0/1")
    out = capsys.readouterr().out
    assert status == 1
    assert out.startswith("tractor-desktop: cannot use Redis at unix:///nonexistent/redis.sock")
    assert "Traceback" not in out


def test_every_room_code_goes_to_the_process_that_makes_it() -> None:
    for count in (1, 2, 3, 4, 7):
        config = deploy.haproxy_config(8765, [9000 + i for i in range(count)])
        rules = dict(re.findall(r"acl (shard\d+) path_reg /rooms/\[(\w+)\]", config))
        assert len(rules) == count
        for first in ROOM_ALPHABET:
            code = first + "23456"
            routed = [name for name, chars in rules.items() if first in chars]
            assert routed == [f"shard{shard_of(code, count)}"]
            assert Shard(shard_of(code, count), count).owns(code)
        for index in range(count):
            assert all(Shard(index, count).owns(Shard(index, count).room_code()) for _ in range(50))


def test_each_process_has_the_next_ones_as_backups_in_order() -> None:
    config = deploy.haproxy_config(8765, [9000, 9001, 9002])
    shard1 = config.split("backend shard1\n")[1].split("backend")[0]
    servers = re.findall(r"server (p\d) \S+ check( backup)?", shard1)
    assert servers == [("p1", ""), ("p2", " backup"), ("p0", " backup")]


def test_a_link_names_its_room_in_its_path() -> None:
    assert room_url("ws://host:8765", "k7m 2qx") == "ws://host:8765/rooms/K7M2QX"
    assert room_url("ws://host:8765/", None) == "ws://host:8765/rooms/new"
    assert room_url("wss://host/tractor", "K7M2QX") == "wss://host/tractor/rooms/K7M2QX"
    assert room_of_path("/rooms/K7M2QX") == "K7M2QX"
    assert room_of_path("/tractor/rooms/K7M2QX?x=1") == "K7M2QX"
    for other in ("/", "/rooms/new", "/rooms/K7M2Q", "/other/K7M2QX", "/rooms/K7M2QX/more"):
        assert room_of_path(other) is None, other


def test_a_deployment_of_no_processes_or_too_many_is_refused() -> None:
    for wrong in ("0", str(len(ROOM_ALPHABET) + 1)):
        err = io.StringIO()
        with pytest.raises(SystemExit) as ended, contextlib.redirect_stderr(err):
            deploy.main(["--processes", wrong])
        assert ended.value.code == 2
        assert "processes" in err.getvalue()


def test_a_deployment_on_a_taken_port_says_so_and_starts_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    need("haproxy", "redis-server")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        status = deploy.main(["--processes", "1", "--port", str(port), "--folder", str(tmp_path)])
    err = capsys.readouterr().err
    assert status == 1
    assert f"port {port} cannot be used" in err
    assert not list(tmp_path.glob("*.log"))  # nothing was started
