"""Save files: a whole game as JSON (``{format, version, …, options, seed, players, actions}``),
written atomically, read defensively. Loading replays the actions through the engine.

    python -m tractor_desktop.app.storage --check FILE

prints ``ok`` (exit 0) or why the file is refused (exit 1).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import datetime
import errno
import io
import json
import os
import re
import secrets
import stat
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

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
ACTION_NUMBER = re.compile(r"action ([0-9]{1,9})\b")
"""How the engine names the action it cannot replay (counted from 1)."""


class SaveError(Exception):
    """A save file cannot be written or read; the message is for the player (plain text, in
    the player's language). ``detail`` is for the log and ``--check`` only: the engine's own
    English account of a game that cannot be replayed."""

    def __init__(self, message: str, detail: str = "") -> None:
        super().__init__(cut(message, MAX_MESSAGE))
        self.detail = cut(detail, MAX_MESSAGE)


def words(template: str, *values: object) -> str:
    """A translated ``template`` with ``%1``, ``%2``… replaced by ``values`` in one pass, so
    that a value holding "%2" (a file name) is never replaced in turn."""
    out = []
    i = 0
    while i < len(template):
        if template[i] == "%" and template[i + 1 : i + 2].isdigit():
            number = int(template[i + 1])
            if 1 <= number <= len(values):
                out.append(str(values[number - 1]))
                i += 2
                continue
        out.append(template[i])
        i += 1
    return "".join(out)


def system_reason(error: OSError) -> str:
    """The system's reason for a failed read or write, in the player's language for the
    common ones (the sources are the system's own English words); any other is the system's
    text as it is, cut."""
    code = error.errno
    if code == errno.ENOSPC:
        return QCoreApplication.translate("SaveError", "No space left on device")
    if code == getattr(errno, "EDQUOT", None):
        return QCoreApplication.translate("SaveError", "Disk quota exceeded")
    if code in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate("SaveError", "Permission denied")
    if code == errno.EROFS:
        return QCoreApplication.translate("SaveError", "Read-only file system")
    if code == errno.ENOENT:
        return QCoreApplication.translate("SaveError", "No such file or directory")
    return cut(str(error.strerror or error), 120)


def cannot_write(path: Path | str, error: OSError) -> SaveError:
    """The refusal of a write to ``path`` that failed with ``error``."""
    return SaveError(
        words(
            QCoreApplication.translate("SaveError", "cannot write %1: %2"),
            path,
            system_reason(error),
        )
    )


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
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveError(
            QCoreApplication.translate("SaveError", "this is not a Tractor Desktop save file")
        )
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(
            QCoreApplication.translate("SaveError", "the save file has no valid version number")
        )
    if version > VERSION:
        raise SaveError(
            words(
                QCoreApplication.translate(
                    "SaveError",
                    "this game was saved by a newer version of Tractor Desktop (format %1); "
                    "please update the game to open it",
                ),
                cut(str(version), 20),
            )
        )
    if version < 1:
        raise SaveError(
            words(
                QCoreApplication.translate("SaveError", "unknown save format version %1"),
                cut(str(version), 20),
            )
        )
    seats = _seats(document.get("players"))
    for key in ("options", "seed", "actions"):
        if key not in document:
            raise SaveError(
                words(QCoreApplication.translate("SaveError", "the save file lacks '%1'"), key)
            )
    try:
        game = Game.from_dict(document)
    except GameFormatError as error:
        # The engine's account (which action, why) is English and technical: it goes to the
        # log; the player reads which step of the game it is.
        detail = str(error)
        action = ACTION_NUMBER.match(detail)
        message = (
            words(
                QCoreApplication.translate(
                    "SaveError", "the game in this file cannot be replayed at step %1"
                ),
                action.group(1),
            )
            if action
            else QCoreApplication.translate("SaveError", "the game in this file cannot be replayed")
        )
        raise SaveError(message, detail) from None
    except RecursionError:
        raise SaveError(
            QCoreApplication.translate("SaveError", "the save file is nested too deeply")
        ) from None
    take_backs = document.get("take_backs", 0)
    if (
        isinstance(take_backs, bool)
        or not isinstance(take_backs, int)
        or not 0 <= take_backs <= MAX_TAKE_BACKS
    ):
        raise SaveError(
            words(
                QCoreApplication.translate(
                    "SaveError", "'take_backs' must be a whole number from 0 to %1"
                ),
                MAX_TAKE_BACKS,
            )
        )
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
        raise SaveError(
            QCoreApplication.translate("SaveError", "'players' must list the four seats")
        )
    seats = []
    for entry in raw:
        if not isinstance(entry, dict):
            raise SaveError(
                QCoreApplication.translate("SaveError", "each player must have a name and a level")
            )
        name, level = entry.get("name"), entry.get("level")
        if not isinstance(name, str) or len(name) > 60:
            raise SaveError(
                QCoreApplication.translate(
                    "SaveError", "a player's name must be text of at most 60 characters"
                )
            )
        if level not in LEVELS:
            raise SaveError(
                words(
                    QCoreApplication.translate("SaveError", "unknown player level %1"),
                    cut(repr(level), 40),
                )
            )
        seats.append(Seat(name, level))
    return (seats[0], seats[1], seats[2], seats[3])


def write_save(path: Path | str, saved: SavedGame) -> None:
    """Write atomically: the previous file survives any failure."""
    data = json.dumps(to_document(saved), separators=(",", ":")).encode("utf-8")
    write_atomically(Path(path), data)


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` through a temporary file beside ``path``, flushed to the disk, then put
    in its place: the previous file survives any failure, and no temporary file is left.

    The writes are the system's own, not QSaveFile's: a disk that fills during the write
    makes QSaveFile report its short write as "Unknown error", while ``os.write`` raises with
    the system's reason (ENOSPC), which SaveError carries in the player's language.
    """
    # A link is followed, as QSaveFile did: the file it names is replaced, not the link.
    target = Path(os.path.realpath(path))
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    try:
        handle = os.open(
            temporary,
            os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
            0o666,  # the umask applies, as for any new file
        )
    except OSError as error:
        raise cannot_write(path, error) from None
    try:
        try:
            rest = memoryview(data)
            while rest:
                rest = rest[os.write(handle, rest) :]
            os.fsync(handle)
        finally:
            os.close(handle)
        with contextlib.suppress(OSError):
            # A file the player made private stays private.
            os.chmod(temporary, stat.S_IMODE(os.stat(target).st_mode))
        os.replace(temporary, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise cannot_write(path, error) from None
    _flush_folder(target.parent)


def _flush_folder(folder: Path) -> None:
    """Make the new name durable too (POSIX; Windows has no handle on a folder for this)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def read_save(path: Path | str) -> SavedGame:
    """Read and replay a save file; SaveError (never anything else) says why it is refused."""
    file = Path(path)
    try:
        raw = read_regular_file(file, MAX_BYTES)
    except FileNotFoundError:
        raise SaveError(
            words(QCoreApplication.translate("SaveError", "there is no file %1"), file)
        ) from None
    except NotARegularFile:
        raise SaveError(
            words(QCoreApplication.translate("SaveError", "%1 is not a file"), file)
        ) from None
    except FileTooLarge as error:
        raise SaveError(
            words(
                QCoreApplication.translate(
                    "SaveError", "%1 is too large to be a save file (%2 KB)"
                ),
                file.name,
                error.size // 1024,
            )
        ) from None
    except OSError as error:
        raise SaveError(
            words(
                QCoreApplication.translate("SaveError", "cannot read %1: %2"),
                file,
                system_reason(error),
            )
        ) from None
    try:
        document = json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant)
    except UnicodeDecodeError:
        raise SaveError(
            words(
                QCoreApplication.translate("SaveError", "%1 is not a save file (it is not text)"),
                file.name,
            )
        ) from None
    except (ValueError, RecursionError):
        raise SaveError(
            words(
                QCoreApplication.translate("SaveError", "%1 is damaged: it is not valid JSON"),
                file.name,
            )
        ) from None
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
        print(f"{error} ({error.detail})" if error.detail else error)
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
