"""The computer players' process: requests arrive on standard input and answers leave on standard
output, one JSON object a line (the bot protocol's observation and action forms).

It loads no Qt: the game's ``main`` sees ``CHILD_FLAG`` first and serves from here, and
``app.ai_process`` starts it isolated from the working folder. A running search stops early as
soon as another line arrives (a ``cancel`` or a newer request), or the input ends.
"""

from __future__ import annotations

import json
import queue
import sys
import threading
from collections.abc import Callable
from typing import IO, Any

from ..engine.actions import action_to_dict
from ..engine.observation import Observation
from .pool import PlayerPool

CHILD_FLAG = "--ai-child"
"""The first argument that makes the game (``python -m tractor_desktop``, or a frozen build's
binary) serve as the computer players' process."""


def encode(message: dict[str, Any]) -> bytes:
    """One message as one line (JSON never writes a raw newline inside a value)."""
    return json.dumps(message).encode() + b"\n"


def main() -> int:
    """Serve on this process's standard input and output until the input ends."""
    # The file descriptors rather than sys.stdin/sys.stdout: a windowed build may have set those
    # to None although the parent handed over pipes.
    requests = open(0, "rb", closefd=False)  # noqa: SIM115 - read until the process ends
    answers = open(1, "wb", closefd=False)  # noqa: SIM115
    # Whatever a player might print must not land in the middle of the answers.
    sys.stdout = sys.stderr
    serve(requests, answers)
    return 0


def serve(requests: IO[bytes], answers: IO[bytes]) -> None:
    """Answer each ``decide`` line with a line carrying its id and the action (or an error)."""
    inbox: queue.Queue[bytes] = queue.Queue()
    # A reader thread, so that the search can ask "has anything arrived?" without blocking.
    threading.Thread(target=_receive, args=(requests, inbox), name="requests", daemon=True).start()
    players = PlayerPool()
    while line := inbox.get():
        message: dict[str, Any] = json.loads(line)
        if message["kind"] != "decide":
            continue  # a cancel has done its work by arriving: the search it interrupted ended
        answer = _decide(message, players, cancelled=lambda: not inbox.empty())
        try:
            answers.write(encode(answer))
            answers.flush()
        except OSError:  # the parent has gone
            return


def _receive(requests: IO[bytes], inbox: queue.Queue[bytes]) -> None:
    for line in requests:
        inbox.put(line)
    inbox.put(b"")  # the end of the input: stop searching, then stop serving


def _decide(
    message: dict[str, Any], players: PlayerPool, cancelled: Callable[[], bool]
) -> dict[str, Any]:
    answer: dict[str, Any] = {"id": message["id"]}
    try:
        observation = Observation.from_json(message["observation"])
        action, error = players.decide(
            message["level"], observation, message["budget_ms"], message["seed"], cancelled
        )
    except (KeyError, TypeError, ValueError) as bad:  # the parent wrote it: a bug, told
        action, error = None, f"{type(bad).__name__}: {bad}"
    if error:
        answer["error"] = error  # the parent falls back to a legal play
    else:
        answer["action"] = action_to_dict(action) if action is not None else None
    return answer
