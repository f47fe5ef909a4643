"""A real Redis server for a test, on a socket file of its own (no port to race for), and what
the deployment tests need installed: each is skipped, saying what is missing, where it is not."""

from __future__ import annotations

import contextlib
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest


def need(*programs: str) -> None:
    """Skip the test, naming what is missing, unless every program and the redis package are
    installed (CI installs them: .ci/run)."""
    missing = [p for p in programs if shutil.which(p) is None]
    if missing:
        pytest.skip(
            f"not installed: {', '.join(missing)} (Debian: apt install {' '.join(missing)})"
        )
    pytest.importorskip("redis", reason="the redis package is not installed (pip install redis)")


class RedisServer:
    """``redis-server`` in ``folder``, listening on a socket file only."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.socket = folder / "redis.sock"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"unix://{self.socket}"

    def start(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            [
                "redis-server",
                "--port",
                "0",
                "--unixsocket",
                str(self.socket),
                "--dir",
                str(self.folder),
                "--save",
                "",
                "--appendonly",
                "no",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(400):
            if self.socket.exists():
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.01)
        raise RuntimeError("redis-server did not start")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        with contextlib.suppress(FileNotFoundError):
            self.socket.unlink()


@contextlib.contextmanager
def redis_server(folder: Path) -> Iterator[RedisServer]:
    need("redis-server")
    server = RedisServer(folder)
    server.start()
    try:
        yield server
    finally:
        server.stop()
