"""Save files: a whole game as JSON (``{format, version, …, options, seed, players, actions}``),
written atomically, read defensively. Loading replays the actions through the engine.

    python -m tractor_desktop.app.storage --check FILE

prints ``ok`` (exit 0) or why the file is refused (exit 1).
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import io
import json
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QIODevice, QSaveFile

from tractor_desktop import __version__
from tractor_desktop.ai.players import LEVELS as COMPUTER_LEVELS
from tractor_desktop.app.safe_read import FileTooLarge, NotARegularFile, read_regular_file
from tractor_desktop.engine.game import Game, GameFormatError

FORMAT = "tractor-desktop-save"
VERSION = 1
EXTENSION = ".tractor"
MAX_BYTES = 8 * 1024 * 1024
"""Far above any real game (a long one is well under 1 MB): a guard against hostile files."""
LEVELS = ("human", *COMPUTER_LEVELS)
MAX_MESSAGE = 300
"""A refusal quotes what it found; a hostile file must not make that quote megabytes long."""
MAX_DATE = 40
MAX_TAKE_BACKS = 1_000_000


class SaveError(Exception):
    """A save file cannot be written or read; the message is for the player (plain text)."""

    def __init__(self, message: str) -> None:
        super().__init__(cut(message, MAX_MESSAGE))


def cut(text: str, limit: int) -> str:
    """``text`` at most ``limit`` characters long, an ellipsis marking a cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _date(raw: object) -> str:
    """A saved date as written, or "" when it is not a short ISO date (it is only shown)."""
    if not isinstance(raw, str) or len(raw) > MAX_DATE:
        return ""
    try:
        datetime.datetime.fromisoformat(raw)
    except ValueError:
        return ""
    return raw


@dataclasses.dataclass(frozen=True)
class Seat:
    name: str
    level: str
    """"human" or a computer player's level."""


@dataclasses.dataclass
class SavedGame:
    game: Game
    seats: tuple[Seat, Seat, Seat, Seat]
    created: str
    updated: str = ""
    take_backs: int = 0
    """How often the player took a move back (or played a position again): such a game's
    result is counted apart in the statistics."""
    moves_from: int = 0
    """The game's first actions that were not played in it (a game played on from a review
    keeps the reviewed ones): the statistics count only the player's moves after them."""

    def record(self) -> dict[str, object]:
        """The saved game as plain data (``{options, seed, actions}``): for a review."""
        return self.game.to_dict()


def now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")


def to_document(saved: SavedGame) -> dict[str, Any]:
    data = saved.game.to_dict()
    return {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "created": saved.created,
        "updated": now(),
        "players": [{"name": s.name, "level": s.level} for s in saved.seats],
        **({"take_backs": saved.take_backs} if saved.take_backs else {}),
        **({"moves_from": saved.moves_from} if saved.moves_from else {}),
        **data,
    }


def from_document(document: object) -> SavedGame:
    """Check a parsed document and replay its game; SaveError says what is wrong."""
    if not isinstance(document, dict):
        raise SaveError("this is not a Tractor Desktop save file")
    if document.get("format") != FORMAT:
        raise SaveError("this is not a Tractor Desktop save file")
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError("the save file has no valid version number")
    if version > VERSION:
        raise SaveError(
            "this game was saved by a newer version of Tractor Desktop "
            f"(format {version}); please update the game to open it"
        )
    if version < 1:
        raise SaveError(f"unknown save format version {version}")
    seats = _seats(document.get("players"))
    for key in ("options", "seed", "actions"):
        if key not in document:
            raise SaveError(f"the save file lacks '{key}'")
    try:
        game = Game.from_dict(document)
    except GameFormatError as error:
        raise SaveError(f"the game in this file cannot be replayed: {error}") from None
    except RecursionError:
        raise SaveError("the save file is nested too deeply") from None
    take_backs = document.get("take_backs", 0)
    if (
        isinstance(take_backs, bool)
        or not isinstance(take_backs, int)
        or not 0 <= take_backs <= MAX_TAKE_BACKS
    ):
        raise SaveError(f"'take_backs' must be a whole number from 0 to {MAX_TAKE_BACKS}")
    return SavedGame(
        game,
        seats,
        _date(document.get("created")),
        _date(document.get("updated")),
        take_backs,
        _moves_from(document.get("moves_from", 0), len(game.actions)),
    )


def _moves_from(raw: object, actions: int) -> int:
    """Only for the statistics, so a wrong value does not refuse the game: it counts none of
    the file's moves as the player's (the moves made from now on count)."""
    if isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw <= actions:
        return raw
    return actions


def _seats(raw: object) -> tuple[Seat, Seat, Seat, Seat]:
    if not isinstance(raw, list) or len(raw) != 4:
        raise SaveError("'players' must list the four seats")
    seats = []
    for entry in raw:
        if not isinstance(entry, dict):
            raise SaveError("each player must have a name and a level")
        name, level = entry.get("name"), entry.get("level")
        if not isinstance(name, str) or len(name) > 60:
            raise SaveError("a player's name must be text of at most 60 characters")
        if level not in LEVELS:
            raise SaveError(f"unknown player level {cut(repr(level), 40)}")
        seats.append(Seat(name, level))
    return (seats[0], seats[1], seats[2], seats[3])


def write_save(path: Path | str, saved: SavedGame) -> None:
    """Write atomically: the previous file survives any failure."""
    data = json.dumps(to_document(saved), separators=(",", ":")).encode("utf-8")
    write_atomically(Path(path), data)


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` through a temporary file: the previous file survives any failure.

    SaveError carries the system's own reason ("No space left on device"), read before the
    write is cancelled, which would replace it with a reason of its own.
    """
    target = QSaveFile(str(path))
    if not target.open(QIODevice.OpenModeFlag.WriteOnly):
        raise SaveError(f"cannot write {path}: {target.errorString()}")
    if target.write(data) != len(data):
        reason = target.errorString()
        target.cancelWriting()
        raise SaveError(f"cannot write {path}: {reason}")
    if not target.commit():
        raise SaveError(f"cannot write {path}: {target.errorString()}")


def read_save(path: Path | str) -> SavedGame:
    """Read and replay a save file; SaveError (never anything else) says why it is refused."""
    file = Path(path)
    try:
        raw = read_regular_file(file, MAX_BYTES)
    except FileNotFoundError:
        raise SaveError(f"there is no file {file}") from None
    except NotARegularFile:
        raise SaveError(f"{file} is not a file") from None
    except FileTooLarge as error:
        raise SaveError(
            f"{file.name} is too large to be a save file ({error.size // 1024} KB)"
        ) from None
    except OSError as error:
        raise SaveError(f"cannot read {file}: {error.strerror or error}") from None
    try:
        document = json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant)
    except UnicodeDecodeError:
        raise SaveError(f"{file.name} is not a save file (it is not text)") from None
    except (ValueError, RecursionError):
        raise SaveError(f"{file.name} is damaged: it is not valid JSON") from None
    return from_document(document)


def _refuse_constant(name: str) -> object:
    """NaN and Infinity are not JSON: the game never writes them."""
    raise ValueError(name)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tractor_desktop.app.storage")
    parser.add_argument("--check", metavar="FILE", required=True, help="check a save file")
    args = parser.parse_args(argv)
    # A file name or a quoted value may hold characters the console's encoding cannot show.
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="backslashreplace")
    try:
        read_save(args.check)
    except SaveError as error:
        print(error)
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
