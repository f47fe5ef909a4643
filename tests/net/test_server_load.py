"""The load benchmark's machinery (tools/server_load.py), run tiny: its people play, their round
trips and frames are counted, and a server that never answers is never called held."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from net_helpers import eventually, running
from websockets.asyncio.server import ServerConnection, serve

from tests.tiers import slow
from tractor_desktop.net.limits import Limits

TOOL = Path(__file__).resolve().parents[2] / "tools" / "server_load.py"


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("server_load", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


server_load = load_tool()


def test_people_at_busy_tables_count_round_trips_and_frames_from_addresses_of_their_own() -> None:
    """Three tables against a server that lets one address hold one connection and open one
    room: each person comes from its own address, so all three play without a refusal."""
    one_each = Limits(connections_per_address=1, rooms_per_address=1)

    async def scenario() -> None:
        async with running(rate=1000, burst=1000, limits=one_each) as (_, url):
            setup = server_load.Setup(url, "random", (0.01, 0.03), idle_s=10.0, retry_s=0.1)
            fleet = server_load.Fleet(setup)
            fleet.add([0, 1, 2], spread_s=0.0)
            tally = fleet.counts.tally
            try:
                await eventually(lambda: len(tally.rtts_ms) >= 15, timeout=60)
            finally:
                await fleet.stop()
        assert not tally.errors and not tally.lost
        assert tally.moved == {0, 1, 2}  # every table had a move timed
        assert server_load.Tally.from_json(json.loads(json.dumps(tally.to_json()))) == tally
        # Every move is answered by at least its own view, and the others' moves come too.
        assert tally.frames > len(tally.rtts_ms) and tally.waits_ms
        row = server_load.Row(3, 1.0, tally, [50.0], 30.0, [10.0])
        assert row.held
        text = server_load.row_text(row)
        assert text.split()[0] == "3" and text.split()[-1] == "yes"

    asyncio.run(scenario())


def test_a_server_that_never_answers_gives_no_round_trips_and_holds_nothing() -> None:
    async def never_answer(ws: ServerConnection) -> None:
        await ws.wait_closed()

    async def scenario() -> None:
        async with serve(never_answer, "127.0.0.1", 0) as mute:
            port = mute.sockets[0].getsockname()[1]
            setup = server_load.Setup(f"ws://127.0.0.1:{port}", idle_s=0.2, retry_s=0.05)
            fleet = server_load.Fleet(setup)
            fleet.add([0, 1], spread_s=0.0)
            tally = fleet.counts.tally
            try:
                await eventually(lambda: tally.lost["silent"] >= 4, timeout=30)
            finally:
                await fleet.stop()
        assert tally.rtts_ms == [] and tally.waits_ms == [] and tally.frames == 0
        row = server_load.Row(2, 1.0, tally, [1.0], 30.0, [1.0])
        assert not row.held
        assert server_load.tables_held([row]) == 0
        assert server_load.row_text(row).split()[-1] == "NO"

    asyncio.run(scenario())


@slow
def test_the_tool_starts_a_server_and_prints_a_row_and_the_tables_held() -> None:
    run = subprocess.run(
        [sys.executable, str(TOOL), "--tables", "2", "--seconds", "4", "--warmup", "7"]
        + ["--think", "0.05,0.1", "--level", "random"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    header = next(n for n, line in enumerate(lines) if line.split()[:2] == ["tables", "frames/s"])
    row = lines[header + 1].split()
    assert row[0] == "2" and float(row[1]) > 0 and int(row[5]) > 0  # frames/s, moves timed
    assert lines[-1] == "tables held: 2"
