"""Which server process of a deployment a room belongs to, and the room named in a link's path.

A room code's first character names its shard: the alphabet's characters are dealt round the
shards (``ROOM_ALPHABET.index(code[0]) % count``), so that a proxy routes a link to the room's
process by the path alone (``/rooms/K7M2QX``), with a rule a few lines long (``net/deploy.py``
writes it), and each process draws the codes of its own rooms from its own characters. A link
that opens a room has no code yet: it asks for ``/rooms/new``, which the proxy gives to any
live process.
"""

from __future__ import annotations

import dataclasses
import secrets

from .protocol import ROOM_ALPHABET, ROOM_CODE_LENGTH, normal_room_code

NEW_ROOM = "new"
"""The last part of a link's path that opens a room (``/rooms/new``)."""


@dataclasses.dataclass(frozen=True)
class Shard:
    """Process ``index`` of ``count``."""

    index: int = 0
    count: int = 1

    def __post_init__(self) -> None:
        if not 1 <= self.count <= len(ROOM_ALPHABET) or not 0 <= self.index < self.count:
            raise ValueError(f"not a shard: {self.index}/{self.count}")

    @classmethod
    def parse(cls, text: str) -> Shard:
        """``"I/N"`` (process I of N, from 0); ValueError with a reason otherwise."""
        index, slash, count = text.partition("/")
        if not slash or not index.isdigit() or not count.isdigit():
            raise ValueError(f"{text!r} is not I/N (process I of N, from 0)")
        return cls(int(index), int(count))

    @property
    def first_characters(self) -> str:
        """The characters this shard's room codes begin with."""
        return ROOM_ALPHABET[self.index :: self.count]

    def owns(self, code: str) -> bool:
        return shard_of(code, self.count) == self.index

    def room_code(self) -> str:
        """A new room code of this shard (as ``protocol.room_code``, its first character
        drawn from this shard's)."""
        first = secrets.choice(self.first_characters)
        return first + "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_CODE_LENGTH - 1))


def shard_of(code: str, count: int) -> int:
    return ROOM_ALPHABET.index(code[0]) % count


def room_path(room: object) -> str:
    """The path of a link for ``room`` (a code as typed) or, for None, a link that opens one."""
    code = normal_room_code(room) if room is not None else None
    return f"/rooms/{code or NEW_ROOM}"


def room_url(base: str, room: object = None) -> str:
    """``base`` (``ws://host:port``, with or without a path) with ``room_path`` added: the
    proxy of a deployment of many processes routes by it; one process ignores it."""
    return base.rstrip("/") + room_path(room)


def room_of_path(path: str) -> str | None:
    """The room a link's path names (``…/rooms/K7M2QX``, query ignored), None for any other."""
    path = path.split("?", 1)[0].rstrip("/")
    head, _, last = path.rpartition("/")
    if not head.endswith("/rooms"):
        return None
    return normal_room_code(last)
