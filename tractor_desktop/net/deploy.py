"""The table server spread over several processes on this machine, behind a proxy, in one command:

    python -m tractor_desktop.net.deploy [--processes 4] [--port 8765] [--redis URL]

It starts Redis (Debian's ``redis-server``; or uses the one at ``--redis``), N server processes
(``tractor-desktop --serve --redis URL --shard I/N``, each on a port of its own on 127.0.0.1)
and HAProxy (Debian's ``haproxy``) on ``--port``, and runs until interrupted. The proxy routes
each link by the room code in its path (``/rooms/K7M2QX``: the code's first character names
its process, ``net/shards.py``) and a link that opens a room (``/rooms/new``) to the process
with the fewest links. Each room's process has the next ones as backups: when it dies (its
health check fails for a second), its rooms' links go to the next, which takes each room over
from Redis once the dead one's lease has run out, replaying its log. The app and the bot client
need nothing else: they put the room in the path whichever server they talk to.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .protocol import ROOM_ALPHABET
from .shards import Shard

READY_S = 20.0
"""How long the processes get to start listening."""


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as probe:
        probe.bind((host, 0))
        port: int = probe.getsockname()[1]
        return port


def proxy_connections() -> int:
    """The proxy's cap on links: each holds two descriptors (the client's, the server's),
    within the descriptors a process may open here (HAProxy will not start past them)."""
    try:
        import resource

        limit = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
        if limit == resource.RLIM_INFINITY:
            limit = 1 << 20
    except (ImportError, OSError, ValueError):  # no resource module: not a Unix
        limit = 1024
    return max(64, min(20000, (limit - 64) // 2))


def haproxy_config(port: int, servers: list[int], host: str = "127.0.0.1") -> str:
    """HAProxy's configuration: ``port`` routes each room's links to its process's port (of
    ``servers``, in shard order), the next processes as its backups, by the path."""
    count = len(servers)
    lines = [
        "global",
        f"    maxconn {proxy_connections()}",
        "defaults",
        "    mode http",
        "    option forwardfor",  # the servers count their limits by the client's address
        "    timeout connect 2s",
        "    timeout client 30s",
        "    timeout server 30s",
        "    timeout tunnel 1h",  # a WebSocket lives for a whole game
        "    timeout check 1s",
        "    default-server inter 500 fall 2 rise 2",
        "frontend tables",
        f"    bind {host}:{port}",
    ]
    for index in range(count):
        first = "".join(Shard(index, count).first_characters)
        lines.append(f"    acl shard{index} path_reg /rooms/[{first}][^/]*$")
    for index in range(count):
        lines.append(f"    use_backend shard{index} if shard{index}")
    lines.append("    default_backend any")
    for index in range(count):
        lines += [f"backend shard{index}", "    option httpchk GET /health"]
        for step in range(count):
            other = (index + step) % count
            backup = " backup" if step else ""
            lines.append(f"    server p{other} {host}:{servers[other]} check{backup}")
    lines += ["backend any", "    balance leastconn", "    option httpchk GET /health"]
    lines += [f"    server p{i} {host}:{p} check" for i, p in enumerate(servers)]
    return "\n".join(lines) + "\n"


def wait_for_port(
    port: int, process: subprocess.Popen[bytes], what: str, log: Path | None = None
) -> None:
    deadline = time.monotonic() + READY_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            said = last_words(log) if log is not None else ""
            raise RuntimeError(f"{what} ended at start (status {process.returncode}){said}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
            return
        time.sleep(0.05)
    raise RuntimeError(f"{what} did not listen on port {port} within {READY_S:.0f} s")


def last_words(log: Path) -> str:
    """The last lines a process wrote to its log, to say why it ended (a taken port, say)."""
    try:
        lines = log.read_text(errors="replace").strip().splitlines()[-3:]
    except OSError:
        return ""
    return "".join(f"\n  {line[:300]}" for line in lines)


class Deployment:
    """Redis, N server processes and the proxy, started and stopped together."""

    def __init__(
        self,
        processes: int = 4,
        port: int = 8765,
        *,
        redis_url: str | None = None,
        folder: Path | None = None,
    ) -> None:
        if not 1 <= processes <= len(ROOM_ALPHABET):
            raise ValueError(f"1 to {len(ROOM_ALPHABET)} processes")
        self.count = processes
        self.port = port
        self.redis_url = redis_url
        self.folder = folder or Path(tempfile.mkdtemp(prefix="tractor-deploy-"))
        self.server_ports: list[int] = []
        self.servers: list[subprocess.Popen[bytes]] = []
        self.redis: subprocess.Popen[bytes] | None = None
        self.proxy: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> None:
        missing = [
            p
            for p in ("haproxy", *(("redis-server",) if not self.redis_url else ()))
            if not shutil.which(p)
        ]
        if missing:
            raise RuntimeError(
                f"not installed: {', '.join(missing)} (Debian: apt install {' '.join(missing)})"
            )
        with socket.socket() as probe:  # HAProxy cannot say so before another listener answers
            try:
                probe.bind(("127.0.0.1", self.port))
            except OSError as taken:
                raise RuntimeError(f"port {self.port} cannot be used: {taken.strerror}") from None
        self.folder.mkdir(parents=True, exist_ok=True)
        try:
            if self.redis_url is None:
                self._start_redis()
            self.server_ports = [free_port() for _ in range(self.count)]
            self.servers = [self._start_server(i) for i in range(self.count)]
            for index, server in enumerate(self.servers):
                log = self.folder / f"server-{index}.log"
                wait_for_port(self.server_ports[index], server, f"server process {index}", log)
            self._start_proxy()
        except BaseException:
            self.stop()
            raise

    def _log(self, name: str) -> int:
        return os.open(self.folder / f"{name}.log", os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)

    def _spawn(self, command: list[str], name: str) -> subprocess.Popen[bytes]:
        out = self._log(name)
        try:
            return subprocess.Popen(
                command, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL
            )
        finally:
            os.close(out)

    def _start_redis(self) -> None:
        port = free_port()
        data = self.folder / "redis"
        data.mkdir(exist_ok=True)
        # Every write appended to Redis's own log and fsynced each second: a killed Redis
        # loses a second of moves at most, as a killed server process loses none.
        self.redis = self._spawn(
            [
                "redis-server",
                "--port",
                str(port),
                "--bind",
                "127.0.0.1",
                "--dir",
                str(data),
                "--appendonly",
                "yes",
                "--appendfsync",
                "everysec",
                "--save",
                "",
            ],
            "redis",
        )
        wait_for_port(port, self.redis, "redis-server", self.folder / "redis.log")
        self.redis_url = f"redis://127.0.0.1:{port}/0"

    def _start_server(self, index: int) -> subprocess.Popen[bytes]:
        assert self.redis_url is not None
        command = [
            sys.executable,
            "-m",
            "tractor_desktop",
            "--serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(self.server_ports[index]),
            "--redis",
            self.redis_url,
            "--shard",
            f"{index}/{self.count}",
            "--trusted-proxy",
            "127.0.0.1",
        ]
        return self._spawn(command, f"server-{index}")

    def restart(self, index: int) -> None:
        """Start process ``index`` again (after ``kill``): its rooms come back to it."""
        self.servers[index] = self._start_server(index)
        log = self.folder / f"server-{index}.log"
        wait_for_port(self.server_ports[index], self.servers[index], f"server process {index}", log)

    def kill(self, index: int) -> None:
        """Kill process ``index`` at once (SIGKILL): what a crash does."""
        self.servers[index].kill()
        self.servers[index].wait()

    def _start_proxy(self) -> None:
        config = self.folder / "haproxy.cfg"
        config.write_text(haproxy_config(self.port, self.server_ports))
        self.proxy = self._spawn(["haproxy", "-db", "-f", str(config)], "haproxy")
        wait_for_port(self.port, self.proxy, "haproxy", self.folder / "haproxy.log")

    def stop(self) -> None:
        """Stop everything: the servers first (they give their leases up), then the rest."""
        for process in [*self.servers, self.proxy, self.redis]:
            if process is not None and process.poll() is None:
                process.send_signal(signal.SIGTERM)
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tractor_desktop.net.deploy",
        description="The table server over several processes behind HAProxy, with Redis.",
    )
    parser.add_argument("--processes", type=int, default=4, help="server processes (default 4)")
    parser.add_argument("--port", type=int, default=8765, help="the proxy's port (default 8765)")
    parser.add_argument(
        "--redis", metavar="URL", help="a Redis already running (else one is started)"
    )
    parser.add_argument(
        "--folder", type=Path, help="logs and Redis's files (default: a new temporary folder)"
    )
    args = parser.parse_args(argv)
    if not 1 <= args.port <= 65535:
        parser.error("--port is 1 to 65535")
    try:
        deployment = Deployment(args.processes, args.port, redis_url=args.redis, folder=args.folder)
    except ValueError as bad:
        parser.error(str(bad))
    try:
        deployment.start()
    except (RuntimeError, OSError) as error:
        print(f"tractor-desktop deploy: {error}", file=sys.stderr)
        return 1
    print(
        f"tractor-desktop: {deployment.count} server processes behind {deployment.url} "
        f"(Redis {deployment.redis_url}; logs in {deployment.folder}); Ctrl+C stops them",
        flush=True,
    )
    stopped = False

    def stop(*_: object) -> None:
        nonlocal stopped
        stopped = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        while not stopped:
            time.sleep(0.2)
            if deployment.proxy is not None and deployment.proxy.poll() is not None:
                said = last_words(deployment.folder / "haproxy.log")
                print(f"tractor-desktop deploy: the proxy ended{said}", file=sys.stderr)
                return 1
            for index, server in enumerate(deployment.servers):
                if server.poll() is not None and not stopped:
                    print(
                        f"tractor-desktop: server process {index} ended; started again", flush=True
                    )
                    deployment.restart(index)
    finally:
        deployment.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
