"""Save files a hostile (or unlucky) player might hand the game, each refused for a reason."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

from tractor_desktop.app import storage
from tractor_desktop.engine.game import Game

SEATS = (
    storage.Seat("Ann", "human"),
    storage.Seat("Bo", "easy"),
    storage.Seat("Cy", "easy"),
    storage.Seat("Di", "easy"),
)


def valid_document(seed: int = 8) -> dict[str, object]:
    return storage.to_document(storage.SavedGame(Game(seed=seed), SEATS, storage.now()))


def _json(folder: Path, name: str, document: object) -> Path:
    path = folder / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _with(**changes: object) -> dict[str, object]:
    document = valid_document()
    document.update(changes)
    return document


def not_json(folder: Path) -> Path:
    path = folder / "not-json.tractor"
    path.write_text("this is not a game")
    return path


def binary(folder: Path) -> Path:
    path = folder / "binary.tractor"
    path.write_bytes(bytes(range(256)) * 4)
    return path


def empty(folder: Path) -> Path:
    path = folder / "empty.tractor"
    path.write_bytes(b"")
    return path


def too_large(folder: Path) -> Path:
    path = folder / "huge.tractor"
    with path.open("wb") as file:
        file.truncate(storage.MAX_BYTES + 1)
    return path


def deeply_nested(folder: Path) -> Path:
    path = folder / "nested.tractor"
    path.write_text("[" * 200_000 + "]" * 200_000)
    return path


def other_format(folder: Path) -> Path:
    return _json(folder, "other.tractor", _with(format="someone-else"))


def newer_version(folder: Path) -> Path:
    return _json(folder, "newer.tractor", _with(version=7))


def version_is_true(folder: Path) -> Path:
    return _json(folder, "bool-version.tractor", _with(version=True))


def markup_level(folder: Path) -> Path:
    players = [dict(name=s.name, level=s.level) for s in SEATS]
    players[1]["level"] = "<img src=/dev/zero>"
    return _json(folder, "img-level.tractor", _with(players=players))


def long_markup_name(folder: Path) -> Path:
    players = [dict(name=s.name, level=s.level) for s in SEATS]
    players[2]["name"] = "<h1>" + "x" * 80 + "</h1>"
    return _json(folder, "h1-name.tractor", _with(players=players))


def illegal_action(folder: Path) -> Path:
    document = valid_document()
    actions = document["actions"]
    assert isinstance(actions, list)
    actions.append({"type": "play", "seat": 0, "cards": ["AS"]})
    return _json(folder, "illegal.tractor", document)


def nan_seed(folder: Path) -> Path:
    path = folder / "nan.tractor"
    path.write_text(json.dumps(valid_document()).replace('"seed": 8', '"seed": NaN'))
    return path


def megabyte_option_name(folder: Path) -> Path:
    return _json(folder, "long-option.tractor", _with(options={"x" * 7_000_000: 1}))


def invalid_utf8(folder: Path) -> Path:
    path = folder / "latin1.tractor"
    path.write_bytes(json.dumps(_with(players="\u00e9")).encode("latin-1"))
    return path


def a_folder(folder: Path) -> Path:
    path = folder / "folder.tractor"
    path.mkdir()
    return path


def missing(folder: Path) -> Path:
    return folder / "gone.tractor"


def markup_file_name(folder: Path) -> Path:
    path = folder / "<b>bold<u>x<img src=x>.tractor"
    path.write_text("{}")
    return path


def fifo(folder: Path) -> Path:
    path = folder / "fifo.tractor"
    os.mkfifo(path)
    return path


def device(folder: Path) -> Path:
    path = folder / "zero.tractor"
    path.symlink_to("/dev/zero")
    return path


HOSTILE: dict[str, Callable[[Path], Path]] = {
    f.__name__: f
    for f in (
        not_json,
        binary,
        empty,
        too_large,
        deeply_nested,
        other_format,
        newer_version,
        version_is_true,
        markup_level,
        long_markup_name,
        illegal_action,
        nan_seed,
        megabyte_option_name,
        invalid_utf8,
        a_folder,
        missing,
    )
}
if sys.platform != "win32":  # names and file kinds Windows has not
    HOSTILE.update({"markup_file_name": markup_file_name, "fifo": fifo, "device": device})
