"""The table server's store survives crashes: a log is never cut short in place, a crash at any
step of reading one back or of writing one loses no move that was saved, and what is written is
fsynced (the appends in groups, the whole writes on the spot, the folder after its names change).
"""

from __future__ import annotations

import errno
import itertools
import json
import os
import random
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from store_child import ROOM, move

from tractor_desktop.engine.actions import action_to_dict
from tractor_desktop.engine.game import Game
from tractor_desktop.net.table import Table
from tractor_desktop.net.table_store import TableStore

CHILD = Path(__file__).with_name("store_child.py")
WRITES = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
DEADLINE_S = 60.0


def played(room: str, moves: int, seed: int = 7) -> Table:
    table = Table(room, level="random", budget_ms=1)
    table.join("Ann")
    table.start(0, seed=seed)
    for _ in range(moves):
        move(table)
    return table


def act(table: Table) -> None:
    """Moves until one action is added (a turn may add none)."""
    assert table.game is not None
    before = len(table.game.actions)
    while len(table.game.actions) == before:
        move(table)


def actions_of(table: Table) -> list[dict[str, Any]]:
    assert table.game is not None
    return [action_to_dict(a) for a in table.game.actions]


def identity(path: Path | int) -> tuple[int, int]:
    """The file itself, whatever its name (a renamed file keeps it)."""
    status = os.fstat(path) if isinstance(path, int) else path.stat()
    return status.st_dev, status.st_ino


class Crash(BaseException):
    """The process died here: nothing catches it, nothing after it runs."""


@contextmanager
def dying_at(step: int) -> Iterator[list[str]]:
    """The ``step``-th call that changes a file (an open for writing, a write, an fsync, a rename,
    a removal) in this thread, and every one after it, never happens: the process is dead from
    there on. Yields the names of the calls made."""
    made: list[str] = []
    main = threading.get_ident()
    saved = {name: getattr(os, name) for name in ("open", "write", "fsync", "replace", "unlink")}

    def dying(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            counts = threading.get_ident() == main and (
                name != "open" or int(args[1] if len(args) > 1 else kwargs["flags"]) & WRITES
            )
            if counts:
                made.append(name)
                if len(made) >= step:
                    raise Crash(name)
            return real(*args, **kwargs)

        return call

    for name, real in saved.items():
        setattr(os, name, dying(name, real))
    try:
        yield made
    finally:
        for name, real in saved.items():
            setattr(os, name, real)


def torn(folder: Path, table: Table) -> None:
    """As a server killed in the middle of an append leaves the log."""
    folder.mkdir(parents=True, exist_ok=True)
    TableStore(folder).save(table)
    with (folder / f"{table.room}.actions").open("a", encoding="utf-8") as file:
        file.write('{"type":"pla')


def older(folder: Path, table: Table) -> None:
    """As an older server wrote its tables: the actions inside the header, no log."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{table.room}.json").write_text(json.dumps(table.to_log()), encoding="utf-8")


@pytest.mark.parametrize("kept", [torn, older], ids=["torn_log", "older_header"])
def test_a_crash_at_any_step_of_reading_back_keeps_every_move(
    tmp_path: Path, kept: Callable[[Path, Table], None]
) -> None:
    """Reading the tables back writes their files again where they are not as ``save`` writes
    them; the server may die at any step of that (this was a truncate, then a write: a crash in
    between started the game again at move 0)."""
    table = played("READ01", 120)
    expected = actions_of(table)
    pristine = tmp_path / "pristine"
    kept(pristine, table)
    for step in itertools.count(1):
        folder = tmp_path / f"step{step}"
        shutil.copytree(pristine, folder)
        with dying_at(step) as made:
            try:
                TableStore(folder).load(pace_draws=False)
                died = False
            except Crash:
                died = True
        (back,) = TableStore(folder).load(pace_draws=False)
        assert actions_of(back) == expected, f"killed at {made[-1]} (step {step}: {made})"
        assert back.game is not None and table.game is not None
        assert back.game.observation(0) == table.game.observation(0)
        assert not list(folder.glob("*.part"))  # a whole write the crash cut short is cleared
        if not died:
            break
    assert step > 4, made  # the log was rebuilt: there were steps to die at


def test_a_crash_at_any_step_of_a_save_keeps_every_move_saved_before(tmp_path: Path) -> None:
    """The start (a new header and a new log, each written whole) and two moves (appends),
    killed at each of their steps: the table comes back as the last save that returned left it,
    or as the one cut short would have."""
    for step in itertools.count(1):
        folder = tmp_path / f"step{step}"
        folder.mkdir()
        store = TableStore(folder)
        table = played(ROOM, 0)
        states: list[list[dict[str, Any]]] = []  # what each save was to keep
        with dying_at(step) as made:
            try:
                for moves in range(3):
                    if moves:
                        move(table)
                    states.append(actions_of(table))
                    store.save(table)
                died = False
            except Crash:
                died = True
        back = TableStore(folder).load(pace_draws=False)
        if not died:
            assert [actions_of(b) for b in back] == [actions_of(table)]
            break
        allowed = states[-2:] if len(states) > 1 else [[], *states]
        assert len(back) <= 1 and (not back or actions_of(back[0]) in allowed), made
        assert back or len(states) == 1, f"killed at {made[-1]} (step {step}): table lost"
    assert step > 3, made  # a header and a log were written: there were steps to die at


def test_a_torn_last_line_is_left_out_and_the_next_moves_follow_clean_lines(
    tmp_path: Path,
) -> None:
    table = played("TORN02", 80)
    saved = actions_of(table)
    torn(tmp_path, table)
    (back,) = TableStore(tmp_path).load(pace_draws=False)
    assert actions_of(back) == saved
    store = TableStore(tmp_path)
    (back,) = store.load(pace_draws=False)
    for _ in range(30):
        move(back)
        store.save(back)
    lines = (tmp_path / "TORN02.actions").read_text(encoding="utf-8").split("\n")
    assert lines[-1] == "" and all(json.loads(line) for line in lines[:-1])
    (again,) = TableStore(tmp_path).load(pace_draws=False)
    assert actions_of(again) == actions_of(back) and len(actions_of(again)) > len(saved)


def test_a_last_line_without_its_newline_is_a_move_and_the_next_one_starts_a_line(
    tmp_path: Path,
) -> None:
    """A crash between a line and its newline: the move was written whole, so it was made."""
    table = played("TORN03", 40)
    store = TableStore(tmp_path)
    store.save(table)
    log = tmp_path / "TORN03.actions"
    log.write_bytes(log.read_bytes()[:-1])
    store = TableStore(tmp_path)
    (back,) = store.load(pace_draws=False)
    assert actions_of(back) == actions_of(table)
    move(back)
    store.save(back)
    (again,) = TableStore(tmp_path).load(pace_draws=False)
    assert actions_of(again) == actions_of(back)


def test_a_clean_log_is_read_back_without_being_written_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A restart with hundreds of tables costs no writes (and no fsyncs) for logs that are whole."""
    store = TableStore(tmp_path)
    for number in range(3):
        store.save(played(f"CLEAN{number}", 50 * number))
    assert store.flush(DEADLINE_S)
    writes: list[object] = []
    real_open, real_replace = os.open, os.replace

    def opening(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & WRITES:
            writes.append(path)
        return real_open(path, flags, *args, **kwargs)

    def replacing(source: Any, target: Any, *args: Any, **kwargs: Any) -> None:
        writes.append(target)
        real_replace(source, target, *args, **kwargs)

    monkeypatch.setattr(os, "open", opening)
    monkeypatch.setattr(os, "replace", replacing)
    assert len(TableStore(tmp_path).load(pace_draws=False)) == 3
    assert writes == []


def test_appends_whole_writes_and_the_folder_are_fsynced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[tuple[int, int]] = []
    real_fsync = os.fsync

    def counting(fd: int) -> None:
        synced.append(identity(fd))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", counting)
    folders = [identity(tmp_path)] if os.name != "nt" else []
    header, log = tmp_path / "SYNC04.json", tmp_path / "SYNC04.actions"
    store = TableStore(tmp_path)
    table = played("SYNC04", 10)
    store.save(table)  # a new header and a new log, each written whole and renamed
    assert store.flush(DEADLINE_S)
    assert identity(header) in synced and identity(log) in synced
    assert all(folder in synced for folder in folders)
    synced.clear()
    act(table)
    store.save(table)  # an append
    assert store.flush(DEADLINE_S)
    assert synced.count(identity(log)) == 1 and identity(header) not in synced
    synced.clear()
    with log.open("a", encoding="utf-8") as file:
        file.write('{"type":')
    reader = TableStore(tmp_path)
    reader.load(pace_draws=False)  # the torn log rebuilt, and renamed
    assert reader.flush(DEADLINE_S)
    assert identity(log) in synced and all(folder in synced for folder in folders)
    synced.clear()
    store.forget("SYNC04")  # the names removed
    assert store.flush(DEADLINE_S)
    assert synced == folders


def test_many_appends_share_one_fsync_per_log_and_round(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Group commit: an fsync covers every append made to a log before its round started."""
    synced: list[tuple[int, int]] = []
    real_fsync = os.fsync
    release = threading.Event()

    def held(fd: int) -> None:
        release.wait(DEADLINE_S)  # the disk is slow: the appends pile up meanwhile
        synced.append(identity(fd))
        real_fsync(fd)

    store = TableStore(tmp_path)
    tables = [played(f"GROUP{n}", 5, seed=n) for n in range(4)]
    for table in tables:
        store.save(table)
    assert store.flush(DEADLINE_S)
    monkeypatch.setattr(os, "fsync", held)
    for _ in range(25):
        for table in tables:
            move(table)
            store.save(table)
    release.set()
    assert store.flush(DEADLINE_S)
    logs = {identity(tmp_path / f"GROUP{n}.actions") for n in range(4)}
    assert set(synced) >= logs
    # 100 appends: the first round's fsync may come before all of them, the next covers the rest.
    assert len(synced) <= 2 * len(logs)
    for table in tables:
        assert actions_of(Table.from_log(store.read(table.room))) == actions_of(table)


def test_a_failed_fsync_is_said_once_and_the_log_is_written_whole_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    store = TableStore(tmp_path)
    table = played("FAIL05", 10)
    store.save(table)
    assert store.flush(DEADLINE_S)
    log = tmp_path / "FAIL05.actions"
    broken = identity(log)
    real_fsync = os.fsync

    def failing(fd: int) -> None:
        if identity(fd) == broken:
            raise OSError(errno.EIO, "Input/output error")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", failing)
    for _ in range(2):
        act(table)
        store.save(table)
        assert store.flush(DEADLINE_S)
    said = capsys.readouterr().out
    assert said.count("cannot write") == 1 and "FAIL05.actions" in said
    # The second save wrote the log whole (the kernel may have dropped what it could not write).
    assert identity(log) != broken
    (back,) = TableStore(tmp_path).load(pace_draws=False)
    assert actions_of(back) == actions_of(table)


def run_child(folder: Path, mode: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(CHILD), str(folder), mode],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_killed_server_keeps_every_move_it_had_saved(tmp_path: Path) -> None:
    """A process plays and saves a table, printing each move once its save returned, and is
    killed (SIGKILL) at a random point; the next one reads the table back and plays on. Every
    move printed before a kill is read back, in order, by the next process and by this one.
    (A kill does not cut a line: each is one write. Every other time the log is given a torn
    last line here, as a power cut may leave it.)"""
    chooser = random.Random(28)
    acknowledged: list[dict[str, Any]] = []
    for kill in range(6):
        child = run_child(tmp_path, "append")
        said: list[str] = []
        playing = threading.Event()

        def listen(
            child: subprocess.Popen[str] = child,
            said: list[str] = said,
            playing: threading.Event = playing,
        ) -> None:
            assert child.stdout is not None
            for line in child.stdout:
                said.append(line)
                if '"made"' in line:  # past what it read back: it plays on
                    playing.set()

        listener = threading.Thread(target=listen, daemon=True)
        listener.start()
        assert playing.wait(DEADLINE_S), child.stderr.read() if child.stderr else ""
        time.sleep(chooser.uniform(0.0, 0.2))  # not a wait for anything: where the kill lands
        child.kill()
        child.wait(DEADLINE_S)
        listener.join(DEADLINE_S)
        stderr = child.stderr.read() if child.stderr else ""
        assert child.returncode != 0 and "Traceback" not in stderr, stderr
        before = len(acknowledged)
        for line in said:
            message = json.loads(line)
            at, action = message["at"], message["action"]
            if at < len(acknowledged):  # read back by this process from the last one's log
                assert acknowledged[at] == action, f"kill {kill}: move {at} came back changed"
            else:
                assert at == len(acknowledged), f"kill {kill}: move {at} after a gap"
                acknowledged.append(action)
        assert len(acknowledged) > before, f"kill {kill}: no move was made"
        restored = TableStore(tmp_path).read(ROOM)["game"]
        assert isinstance(restored, dict)
        kept = [action_to_dict(a) for a in Game.from_dict(restored).actions]
        assert kept[: len(acknowledged)] == acknowledged, f"kill {kill}: a saved move was lost"
        if kill % 2:  # a line cut short, as a power cut may leave one: the next process mends it
            with (tmp_path / f"{ROOM}.actions").open("a", encoding="utf-8") as file:
                file.write('{"type":"pl')
    (back,) = TableStore(tmp_path).load(pace_draws=False)
    assert actions_of(back)[: len(acknowledged)] == acknowledged


@pytest.mark.skipif(os.name == "nt", reason="the file size limit (RLIMIT_FSIZE) is POSIX's")
def test_an_append_that_fails_part_way_is_not_followed_by_the_next(tmp_path: Path) -> None:
    """A full disk stops an append in the middle of its line; the save after it writes the log
    whole rather than appending after the piece (which made the log unreadable)."""
    child = run_child(tmp_path, "full")
    out, err = child.communicate(timeout=DEADLINE_S)
    assert child.returncode == 0, err
    full, saved = (json.loads(line) for line in out.splitlines())
    assert "full" in full, out
    (back,) = TableStore(tmp_path).load(pace_draws=False)
    assert len(actions_of(back)) == saved["saved"]
    assert actions_of(back) == actions_of(Table.from_log(TableStore(tmp_path).read(ROOM)))
