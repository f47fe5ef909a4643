"""Where a table server keeps its tables, so that a restarted server plays them on: per room a
header (``ROOM.json``: seats, tokens, options, the game's seed) written whole when it changes,
and the game's actions appended to ``ROOM.actions``, one JSON line each.

Appending costs the same at the thousandth move as at the first (writing the whole log at every
move blocked the server's loop 27 ms at 6,000 actions). Both files hold secrets (the tokens and
the seed): they are readable by the server's own user only.

Nothing is ever cut short in place. A file written whole (the header, a new log, a log rebuilt
after a crash) goes to ``NAME.part`` first, is fsynced, and is renamed over the old one: a crash
at any point leaves the old file or the new one, never an empty one. A last line cut short by a
crash is left out when the table is read back (that move is simply not made), and the log is then
rebuilt that way, so the next moves never follow a broken line. An append that fails part way
(disk full) makes the next save rebuild the log whole instead of appending after the piece.

Once ``save`` returns, the move survives the server being killed (it is in the kernel's cache).
Surviving a power cut takes an fsync, and an fsync waits for the disk: 3.3 ms on the ext4 disk this
was measured on, against 1 µs on a tmpfs (``tools/store_bench.py``, 2 cores, Dec 2026). Done on the
server's loop after every move, saves were capped at 310–330 appends a second, each blocking the
loop 6–7 ms at p99 (none: 22,000–26,000 a second, 0.2 ms); 200 busy tables at two moves a second
each make 400 a second, more than the disk can take one by one. So appends are committed in groups,
off the loop: ``save`` writes and returns, and a committer thread fsyncs every log written to since
its last round, each once, several at the same time (ext4's journal takes fsyncs that arrive
together in one commit: 200 logs fsynced one after another took 200–500 ms, from 8 threads 10–18
ms), then the folder. A round starts ``COMMIT_WINDOW_S`` after the first write it takes, so a
table's burst of moves shares one fsync, and rounds stay few enough not to take the loop's CPU.
Measured with 200 tables and appends offered at 400 a second (2,000 a second): a save costs the
loop 0.17 ms at p99 (0.45 ms), and a move is on the disk 3 ms after its save returned at p50, 6 ms
at p95 (5 and 9 ms). A window of 20 ms fsyncs a single busy log three times less often, but moves
wait 22 ms at p95; with 200 tables each log has one move a round either way. Whole writes (a few
per game: the start, a seat changing hands) are fsynced on the spot, because the rename must not
reach the disk before the new file's content does; only the folder's fsync after the rename waits
for the committer.

An fsync that fails is said once, and the table's next save writes its log whole again (the
kernel may have dropped the pages it could not write). The committer's threads end after
``IDLE_S`` with nothing to do; a server that exits normally waits for the last round (up to 5 s).
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import queue
import threading
import time
import weakref
from pathlib import Path
from typing import Protocol

from ..engine.actions import Action, action_to_dict
from ..engine.game import Game
from .table import Table

COMMIT_WINDOW_S = 0.005
"""How long a commit round waits for more writes to join it (see the module's docstring)."""
COMMIT_THREADS = 8
"""fsyncs sent to the disk at the same time in one round."""
IDLE_S = 1.0
"""The committer's threads end after this long with nothing to do (and start again on need)."""
FOLDERS_CAN_SYNC = os.name != "nt"
"""Windows cannot open a folder to fsync it; NTFS journals its renames itself."""
BINARY = getattr(os, "O_BINARY", 0)
"""Exact bytes on Windows too: no newline translation."""


def write_all(fd: int, data: bytes) -> None:
    """All of ``data``, however many writes the kernel takes for it."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def sync_path(path: Path, folder: bool = False) -> None:
    """fsync a file or folder by its name: the kernel writes out the file's data whoever wrote it.
    Only a handle that may write can be flushed on Windows."""
    if folder and not FOLDERS_CAN_SYNC:
        return
    flags = os.O_RDONLY if folder or os.name != "nt" else os.O_WRONLY | os.O_APPEND | BINARY
    fd = os.open(path, flags)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class GroupCommit:
    """The fsyncs of appends, in rounds, off the caller's thread (see the module's docstring)."""

    def __init__(self, window_s: float = COMMIT_WINDOW_S, threads: int = COMMIT_THREADS) -> None:
        self.window_s = window_s
        self.threads = threads
        self.history: list[tuple[int, float]] | None = None
        """When set to a list, each round adds (marks made durable, ``time.perf_counter()``):
        for ``tools/store_bench.py``."""
        self._lock = threading.Condition()
        self._files: dict[Path, None] = {}  # an ordered set
        self._folders: dict[Path, None] = {}
        self._marked = 0
        self._synced = 0
        self._failed: dict[Path, OSError] = {}
        self._said: set[Path] = set()
        self._runner: threading.Thread | None = None
        self._work: queue.Queue[tuple[Path, bool] | None] = queue.Queue()
        self._workers = 0
        self._round_errors: list[tuple[Path, bool, OSError]] = []
        _LIVE.add(self)

    @property
    def marked(self) -> int:
        """Marks made so far: a round in ``history`` that reached this number covered them."""
        return self._marked

    def mark(self, file: Path | None = None, folder: Path | None = None) -> None:
        """``file``'s new data, or ``folder``'s entries, are to reach the disk."""
        with self._lock:
            if file is not None:
                self._files[file] = None
            if folder is not None:
                self._folders[folder] = None
            self._marked += 1
            if self._runner is None:
                self._runner = threading.Thread(
                    target=self._run, name="table-store-commit", daemon=True
                )
                self._runner.start()
            self._lock.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything marked so far is on the disk (or has failed and been said);
        False if ``timeout`` came first."""
        with self._lock:
            target = self._marked
            return self._lock.wait_for(lambda: self._synced >= target, timeout)

    def failure(self, path: Path) -> OSError | None:
        """The error of the last fsync of ``path``, if it failed since this was last asked."""
        with self._lock:
            return self._failed.pop(path, None)

    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._lock.wait_for(lambda: self._marked > self._synced, IDLE_S):
                    self._runner = None  # a later mark starts another
                    for _ in range(self._workers):
                        self._work.put(None)
                    self._workers = 0
                    return
            if self.window_s:
                time.sleep(self.window_s)  # the writes of the next few ms join this round
            with self._lock:
                files, self._files = list(self._files), {}
                folders, self._folders = list(self._folders), {}
                through = self._marked
            errors: list[tuple[Path, bool, OSError]] = []
            try:
                # Files first: a folder's fsync makes its new names durable, and a name should
                # not come back from a power cut before its content does.
                self._sync_all([(f, False) for f in files])
                self._sync_all([(f, True) for f in folders])
            finally:  # whatever happens, no one waits for this round for ever
                errors, self._round_errors = self._round_errors, []
                self._settle(files, errors, through)
            if errors:
                time.sleep(0.5)  # a failing disk is not asked again at full speed

    def _settle(
        self, files: list[Path], errors: list[tuple[Path, bool, OSError]], through: int
    ) -> None:
        with self._lock:
            failed = {path for path, _, _ in errors}
            for path, folder, error in errors:
                if folder:
                    self._folders[path] = None  # tried again next round
                else:
                    self._failed[path] = error
                if path not in self._said:
                    self._said.add(path)
                    with contextlib.suppress(OSError, ValueError):  # no stdout left
                        print(f"tractor-desktop: cannot write {path} to the disk ({error})")
            self._said.difference_update(path for path in files if path not in failed)
            self._synced = through
            if self.history is not None:
                self.history.append((through, time.perf_counter()))
            self._lock.notify_all()

    def _sync_all(self, paths: list[tuple[Path, bool]]) -> None:
        if len(paths) <= 1:
            for path, folder in paths:
                self._sync(path, folder)
            return
        while self._workers < min(self.threads, len(paths)):
            threading.Thread(target=self._serve, name="table-store-fsync", daemon=True).start()
            self._workers += 1
        for item in paths:
            self._work.put(item)
        self._work.join()

    def _serve(self) -> None:
        while True:
            item = self._work.get()
            try:
                if item is None:
                    return
                self._sync(*item)
            finally:
                self._work.task_done()

    def _sync(self, path: Path, folder: bool) -> None:
        try:
            sync_path(path, folder)
        except FileNotFoundError:
            pass  # forgotten meanwhile, or replaced by a file that was fsynced whole
        except OSError as error:
            self._round_errors.append((path, folder, error))


_LIVE: weakref.WeakSet[GroupCommit] = weakref.WeakSet()


@atexit.register
def _flush_at_exit() -> None:
    """A server that ends normally leaves nothing waiting for the disk."""
    for commit in list(_LIVE):
        commit.flush(timeout=5)


class Store(Protocol):
    """Where a server keeps its tables: ``TableStore`` (files) or ``shared_store.SharedStore``
    (Redis, shared by the processes of a deployment)."""

    def save(self, table: Table) -> None: ...
    def forget(self, code: str) -> None: ...
    def load(self, *, pace_draws: bool) -> list[Table]: ...


class TableStore:
    def __init__(self, folder: Path, commit: GroupCommit | None = None) -> None:
        self.folder = folder
        self.commit = commit or GroupCommit()
        self._headers: dict[str, str] = {}
        self._written: dict[str, tuple[Game, int]] = {}
        """By room, the game whose log is on file and how many of its actions are there; none
        when the log must be written whole at the next save."""

    def save(self, table: Table) -> None:
        """Write what changed; OSError if it could not be (the next save tries again)."""
        room = table.room
        header = json.dumps(table.to_log(with_actions=False))
        if self._headers.get(room) != header:
            self._write_whole(self._path(room, ".json"), header + "\n")
            self._headers[room] = header
        game = table.game
        if game is None:
            return
        path = self._path(room, ".actions")
        written = self._written.pop(room, None)
        trusted = written is not None and written[0] is game and written[1] <= len(game.actions)
        if self.commit.failure(path) is not None or written is None or not trusted:
            self._write_whole(path, self._lines(game.actions))
            self._written[room] = (game, len(game.actions))
            return
        done = written[1]
        if done < len(game.actions):
            try:
                fd = os.open(path, os.O_WRONLY | os.O_APPEND | BINARY)
            except FileNotFoundError:  # removed by hand: the moves before would be missing
                self._write_whole(path, self._lines(game.actions))
                self._written[room] = (game, len(game.actions))
                return
            try:
                # Until this returns, the room is out of ``_written``: a write that fails part
                # way leaves a piece of a line, and the next save rebuilds the log instead.
                write_all(fd, self._lines(game.actions[done:]))
            finally:
                os.close(fd)
            self.commit.mark(file=path)
        self._written[room] = (game, len(game.actions))

    def forget(self, room: str) -> None:
        # The header goes first: a log without one is never read back.
        for suffix in (".json", ".actions"):
            with contextlib.suppress(OSError):
                self._path(room, suffix).unlink()
        self.commit.failure(self._path(room, ".actions"))
        self.commit.mark(folder=self.folder)
        self._headers.pop(room, None)
        self._written.pop(room, None)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every save made so far is on the disk; False if ``timeout`` came first."""
        return self.commit.flush(timeout)

    def load(self, *, pace_draws: bool) -> list[Table]:
        """Every table kept here, rebuilt by replaying its game; one that cannot be read is
        skipped and said (its files are left for a person to look at). A log that is not as
        ``save`` would write it (a last line cut short) is rebuilt, whole and atomically."""
        self.folder.mkdir(parents=True, exist_ok=True)
        for part in self.folder.glob("*.part"):  # a whole write a crash cut short: not used
            with contextlib.suppress(OSError):
                part.unlink()
        tables: list[Table] = []
        for path in sorted(self.folder.glob("*.json")):
            try:
                header, actions = self._texts(path)
                table = Table.from_log(self._parse(header, actions, path), pace_draws=pace_draws)
            except (OSError, ValueError) as bad:
                print(f"tractor-desktop: {path.name} is not a table's log, skipped ({bad})")
                continue
            try:
                self._settle(table, header, actions)
            except OSError as error:  # played on from memory; its next save writes it whole
                print(f"tractor-desktop: cannot write {table.room}'s log again ({error})")
            tables.append(table)
        # Not waited for: a rebuilt file was fsynced before its rename, and until the folder is
        # too, a power cut brings back the old one, which reads back the same.
        return tables

    def read(self, room: str) -> dict[str, object]:
        """A room's whole log as ``Table.to_log`` gives it (OSError, ValueError if none)."""
        path = self._path(room, ".json")
        return self._parse(*self._texts(path), path)

    def _settle(self, table: Table, header: str, actions: bytes | None) -> None:
        """Make the files of a table just read back exactly what ``save`` would have written.
        The log first: an older header kept the actions itself, and is only replaced once they
        are safe in the log."""
        room, game = table.room, table.game
        self._headers.pop(room, None)
        self._written.pop(room, None)
        if game is not None:
            lines = self._lines(game.actions)
            if actions != lines:
                self._write_whole(self._path(room, ".actions"), lines)
            self._written[room] = (game, len(game.actions))
        saved = json.dumps(table.to_log(with_actions=False))
        if header != saved + "\n":
            self._write_whole(self._path(room, ".json"), saved + "\n")
        self._headers[room] = saved

    def _path(self, room: str, suffix: str) -> Path:
        return self.folder / f"{room}{suffix}"

    @staticmethod
    def _texts(path: Path) -> tuple[str, bytes | None]:
        """The header's text and the log's bytes (None when there is no log)."""
        header = path.read_bytes().decode("utf-8")
        try:
            actions = path.with_suffix(".actions").read_bytes()
        except FileNotFoundError:
            actions = None
        return header, actions

    @staticmethod
    def _parse(header: str, actions: bytes | None, path: Path) -> dict[str, object]:
        data = json.loads(header)
        if not isinstance(data, dict):
            raise ValueError("a table's log is an object")
        game = data.get("game")
        if isinstance(game, dict) and "actions" not in game:
            game["actions"] = TableStore._actions(actions or b"", path.with_suffix(".actions"))
        return data

    @staticmethod
    def _actions(log: bytes, path: Path) -> list[object]:
        lines = log.decode("utf-8", errors="replace").split("\n")
        actions = []
        for number, line in enumerate(lines):
            if not line.strip():
                continue
            try:
                actions.append(json.loads(line))
            except ValueError:
                if number >= len(lines) - 2:
                    break  # the last line, cut short by a crash: that move was not made
                raise ValueError(f"line {number + 1} of {path.name} is not an action") from None
        return actions

    @staticmethod
    def _lines(actions: list[Action]) -> bytes:
        return "".join(
            json.dumps(action_to_dict(a), separators=(",", ":")) + "\n" for a in actions
        ).encode("utf-8")

    def _write_whole(self, path: Path, text: str | bytes) -> None:
        """Write ``path`` anew, atomically: a crash leaves the old file or the new one."""
        data = text.encode("utf-8") if isinstance(text, str) else text
        part = path.with_name(path.name + ".part")
        fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | BINARY, 0o600)
        try:
            try:
                write_all(fd, data)
                os.fsync(fd)  # the content reaches the disk before the new name does
            finally:
                os.close(fd)
            os.replace(part, path)
        except BaseException:
            with contextlib.suppress(OSError):
                part.unlink()
            raise
        self.commit.mark(folder=self.folder)
