"""Unexpected errors: written to a log file in the game's data folder, told to the player in a
sentence, never shown as a traceback."""

from __future__ import annotations

import datetime
import sys
import traceback
from collections.abc import Callable
from types import TracebackType

from tractor_desktop.app.paths import log_path


def install_excepthook(tell_player: Callable[[str], None]) -> None:
    """From now on an uncaught exception is logged and summarised, and the game goes on."""

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        path = log_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a", encoding="utf-8") as log:
                log.write(f"--- {datetime.datetime.now().isoformat(timespec='seconds')}\n")
                log.write("".join(traceback.format_exception(kind, error, tb)))
        except OSError:
            pass
        tell_player(f"{kind.__name__}: {error}")

    sys.excepthook = hook
