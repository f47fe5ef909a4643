"""Where a table server keeps its tables, so that a restarted server plays them on: per room a
header (``ROOM.json``: seats, tokens, options, the game's seed) written whole when it changes,
and the game's actions appended to ``ROOM.actions``, one JSON line each.

Appending costs the same at the thousandth move as at the first (writing the whole log at every
move blocked the server's loop 27 ms at 6,000 actions). Both files hold secrets (the tokens and
the seed): they are readable by the server's own user only. A last line cut short by a crash is
left out when the table is read back: that move is simply not made.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from ..engine.actions import action_to_dict
from .table import Table


class TableStore:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._headers: dict[str, str] = {}
        self._written: dict[str, int] = {}
        """Actions already appended, by room."""

    def save(self, table: Table) -> None:
        room = table.room
        header = json.dumps(table.to_log(with_actions=False))
        if self._headers.get(room) != header:
            self._write_whole(self.folder / f"{room}.json", header + "\n")
            self._headers[room] = header
        game = table.game
        if game is None:
            return
        done = self._written.get(room, 0)
        if done > len(game.actions):  # cannot happen: a table's game only grows
            done = 0
            self._write_whole(self.folder / f"{room}.actions", "")
        if done == len(game.actions):
            return
        lines = "".join(
            json.dumps(action_to_dict(a), separators=(",", ":")) + "\n" for a in game.actions[done:]
        )
        fd = os.open(self.folder / f"{room}.actions", os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        with os.fdopen(fd, "a", encoding="utf-8") as file:
            file.write(lines)
        self._written[room] = len(game.actions)

    def forget(self, room: str) -> None:
        for suffix in (".json", ".actions"):
            with contextlib.suppress(OSError):
                (self.folder / f"{room}{suffix}").unlink()
        self._headers.pop(room, None)
        self._written.pop(room, None)

    def load(self, *, pace_draws: bool) -> list[Table]:
        """Every table kept here, rebuilt by replaying its game; one that cannot be read is
        skipped and said (its files are left for a person to look at)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        tables: list[Table] = []
        for path in sorted(self.folder.glob("*.json")):
            try:
                table = Table.from_log(self._read(path), pace_draws=pace_draws)
            except (OSError, ValueError) as bad:
                print(f"tractor-desktop: {path.name} is not a table's log, skipped ({bad})")
                continue
            # Written again whole, once: a line cut short must not stay in the middle of a file
            # the next moves are appended to.
            self._headers.pop(table.room, None)
            self._written[table.room] = 0
            self._write_whole(path.with_suffix(".actions"), "")
            self.save(table)
            tables.append(table)
        return tables

    def read(self, room: str) -> dict[str, object]:
        """A room's whole log as ``Table.to_log`` gives it (OSError, ValueError if none)."""
        return self._read(self.folder / f"{room}.json")

    def _read(self, path: Path) -> dict[str, object]:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("a table's log is an object")
        game = data.get("game")
        if isinstance(game, dict) and "actions" not in game:
            game["actions"] = self._actions(path.with_suffix(".actions"))
        return data

    @staticmethod
    def _actions(path: Path) -> list[object]:
        if not path.exists():
            return []
        lines = path.read_text(encoding="utf-8").split("\n")
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

    def _write_whole(self, path: Path, text: str) -> None:
        part = path.with_suffix(path.suffix + ".part")
        fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(part, path)
