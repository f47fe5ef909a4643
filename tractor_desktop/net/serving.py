"""The ``--serve`` mode: a headless table server run until interrupted, its tables' logs kept so
that a restarted server plays them on, and its open rooms announced on the local network when
asked (``--announce``).

    tractor-desktop --serve [--port 8765] [--host 127.0.0.1]
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from pathlib import Path

from .server import TableServer

DEFAULT_PORT = 8765


async def serve_forever(
    host: str | None, port: int, server: TableServer | None = None, announce: bool = False
) -> None:
    server = server or TableServer()
    await server.start(host, port)
    if announce:
        from .discovery.announcing import Announcer  # zeroconf is loaded only to announce

        server.announcer = Announcer(server.port)
    print(f"tractor-desktop: serving tables on ws://{host or '0.0.0.0'}:{server.port}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # not on Windows
            loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        await server.stop()
        if server.announcer is not None:
            server.announcer.close()


def default_state_dir() -> Path:
    """Where ``--serve`` keeps its tables' logs: beside the game's other files when
    TRACTOR_DESKTOP_HOME is set, else the user's XDG state folder (no Qt to ask for one)."""
    home = os.environ.get("TRACTOR_DESKTOP_HOME")
    if home:
        return Path(home) / "server-tables"
    state = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state) / "tractor-desktop" / "server-tables"


def run(host: str | None, port: int, state_dir: Path | None = None, announce: bool = False) -> int:
    """The ``--serve`` mode: serve until interrupted; the exit status. The tables' logs are
    kept in ``state_dir`` (``default_state_dir()``), so a restarted server plays them on."""
    state_dir = state_dir or default_state_dir()
    try:
        asyncio.run(serve_forever(host, port, TableServer(state_dir=state_dir), announce))
    except OSError as error:  # the port is taken, or the address is not this machine's
        print(f"tractor-desktop: cannot serve on {host or '*'}:{port}: {error}")
        return 1
    except KeyboardInterrupt:
        pass
    return 0
