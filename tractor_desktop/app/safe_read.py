"""Reading the game's own files as if they were hostile: only regular files, of bounded size.

A FIFO, a device or a folder where a save, the settings or the statistics should be must never
block the start or fill the memory: it is refused before a single byte is read.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class NotARegularFile(OSError):
    """The path names a folder, a FIFO, a device or a socket."""


class FileTooLarge(OSError):
    """The file is larger than anything the game writes."""

    def __init__(self, path: Path, size: int) -> None:
        super().__init__(f"{path} is too large ({size // 1024} KB)")
        self.size = size


def is_regular_or_missing(path: Path) -> bool:
    """Whether reading ``path`` can do no harm: it is a regular file or does not exist.

    ``os.stat`` follows links but never opens the file, so a FIFO cannot block it.
    """
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return True
    except OSError:
        return False


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of ``path``; OSError (``NotARegularFile``, ``FileTooLarge``, …) otherwise.

    The file is opened without blocking and checked on the open descriptor, so a FIFO swapped
    in after a check is still refused instead of waiting for a writer.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(f"{path} is not a file")
        if info.st_size > limit:
            raise FileTooLarge(path, info.st_size)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:  # the file grew while it was read
            raise FileTooLarge(path, total)
        return b"".join(chunks)
    finally:
        os.close(fd)
