"""The ``--serve`` mode: a headless table server run until interrupted, its tables' logs kept so
that a restarted server plays them on, and its open rooms announced on the local network when
asked (``--announce``).

    tractor-desktop --serve [--port 8765] [--host 127.0.0.1]
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import signal
import sys
from collections.abc import Iterable
from pathlib import Path

from .limits import Limits
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


# The folder names the app gives Qt (ORGANIZATION_NAME and APPLICATION_NAME in app/__init__.py;
# net may not import app): the server's tables then sit beside the game's other files on Windows
# and macOS, where Qt's folders are <organization>/<application>.
ORGANIZATION_FOLDER = "Tractor Desktop"
APPLICATION_FOLDER = "tractor-desktop"


def default_state_dir() -> Path:
    """Where ``--serve`` (and so a table hosted from the game, which runs it) keeps its tables'
    logs: beside the game's other files when TRACTOR_DESKTOP_HOME is set, else the system's own
    place for a user's application state, found without Qt (the headless server has none):

    - Windows: ``%LOCALAPPDATA%\\Tractor Desktop\\tractor-desktop\\server-tables`` (local, not
      roaming: the logs belong to this machine's server);
    - macOS: ``~/Library/Application Support/Tractor Desktop/tractor-desktop/server-tables``
      (not ~/Library/Logs or Caches, which may be cleaned: a restarted server plays on from these);
    - Linux and the rest: ``$XDG_STATE_HOME/tractor-desktop/server-tables``, by default
      ``~/.local/state/tractor-desktop/server-tables``.
    """
    home = os.environ.get("TRACTOR_DESKTOP_HOME")
    if home:
        return Path(home) / "server-tables"
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA")
        base = Path(local) if local else Path.home() / "AppData" / "Local"
        return base / ORGANIZATION_FOLDER / APPLICATION_FOLDER / "server-tables"
    if sys.platform == "darwin":
        support = Path.home() / "Library" / "Application Support"
        return support / ORGANIZATION_FOLDER / APPLICATION_FOLDER / "server-tables"
    # The XDG base directory rules: a relative path in the variable is invalid and ignored.
    state = os.environ.get("XDG_STATE_HOME", "")
    base = Path(state) if os.path.isabs(state) else Path.home() / ".local" / "state"
    return base / APPLICATION_FOLDER / "server-tables"


def run(
    host: str | None,
    port: int,
    state_dir: Path | None = None,
    announce: bool = False,
    *,
    redis_url: str | None = None,
    shard: str | None = None,
    trusted_proxies: Iterable[str] = (),
) -> int:
    """The ``--serve`` mode: serve until interrupted; the exit status. The tables' logs are
    kept in ``state_dir`` (``default_state_dir()``), so a restarted server plays them on; or,
    for one process of a deployment (``redis_url``, process ``shard`` "I/N"), in Redis."""
    limits = Limits(trusted_proxies=frozenset(trusted_proxies))
    # What the server notes (a table taken over, a limit met, a save that failed) goes to
    # standard error, with the time: a server's operator reads it there or in the journal.
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    # Not every connection and health check: a proxy checks each process twice a second.
    logging.getLogger("websockets").setLevel(logging.WARNING)
    try:
        if redis_url is None:
            server = TableServer(state_dir=state_dir or default_state_dir(), limits=limits)
        else:
            server = shared_server(redis_url, shard or "0/1", limits)
        asyncio.run(serve_forever(host, port, server, announce))
    except OSError as error:  # the port is taken, or the address is not this machine's
        print(f"tractor-desktop: cannot serve on {host or '*'}:{port}: {error}")
        return 1
    except ImportError:
        print("tractor-desktop: --redis needs the redis package: pip install redis")
        return 1
    except KeyboardInterrupt:
        pass
    except Exception as error:  # redis's own errors (a wrong URL, a refused password)
        if type(error).__module__.partition(".")[0] != "redis":
            raise
        print(f"tractor-desktop: cannot use Redis at {redis_url}: {str(error)[:200]}")
        return 1
    return 0


def shared_server(redis_url: str, shard: str, limits: Limits) -> TableServer:
    """One process of a deployment: its tables in Redis, its share of the room codes."""
    from .shards import Shard
    from .shared_store import SharedStore

    share = Shard.parse(shard)
    # Named by its share, and new at each start (a restarted process takes its rooms over as
    # any other would, never by a lease of its earlier life).
    store = SharedStore(redis_url, process=f"p{share.index}-{secrets.token_hex(6)}")
    return TableServer(shared=store, shard=share, limits=limits)
