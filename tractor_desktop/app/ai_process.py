"""Computer players in a separate process, so that their pure-Python search never holds the GUI
process's interpreter lock. Messages are JSON (the bot protocol's observation and action forms).

The child's cancel check is "has a new message arrived?": the parent sends ``cancel`` (or a new
request) and the running search stops at its next check.
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import random
import threading
import time
from multiprocessing.connection import Connection
from typing import Any

from tractor_desktop.ai.players import Budget, Player, make_player
from tractor_desktop.engine.actions import Action, action_from_dict, action_to_dict
from tractor_desktop.engine.observation import Observation


def serve(conn: Connection) -> None:
    """The child process: answer requests until told to stop or the parent goes away."""
    players: dict[str, Player] = {}
    while True:
        try:
            message: dict[str, Any] = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        if message["kind"] == "stop":
            return
        if message["kind"] != "decide":
            continue
        answer: dict[str, Any] = {"id": message["id"]}
        try:
            level = message["level"]
            player = players.get(level) or players.setdefault(level, make_player(level))
            budget = Budget(
                deadline=time.monotonic() + message["budget_ms"] / 1000, cancelled=conn.poll
            )
            observation = Observation.from_json(message["observation"])
            action = player.decide(observation, random.Random(message["seed"]), budget)
            answer["action"] = action_to_dict(action) if action is not None else None
        except Exception as error:  # reported to the parent, which falls back to a legal play
            answer["error"] = f"{type(error).__name__}: {error}"
        try:
            conn.send_bytes(json.dumps(answer).encode())
        except (OSError, ValueError):
            return


class AiProcess:
    """The parent's handle: start lazily, ask, cancel, stop. Thread-safe sends."""

    def __init__(self) -> None:
        self._conn: Connection | None = None
        self._process: multiprocessing.process.BaseProcess | None = None
        self._send_lock = threading.Lock()

    def _ensure(self) -> Connection:
        if self._conn is None or self._process is None or not self._process.is_alive():
            context = multiprocessing.get_context("spawn")
            parent, child = context.Pipe()
            process = context.Process(target=serve, args=(child,), name="tractor-ai", daemon=True)
            process.start()
            child.close()
            self._conn, self._process = parent, process
        return self._conn

    def _send(self, message: dict[str, Any]) -> None:
        with self._send_lock:
            conn = self._conn if message["kind"] != "decide" else self._ensure()
            if conn is not None:
                conn.send_bytes(json.dumps(message).encode())

    def decide(
        self, request_id: int, level: str, observation: Observation, budget_ms: int, seed: int
    ) -> tuple[Action | None, str]:
        """Ask and wait (blocking, without the interpreter lock) for this request's answer.

        Returns the action and an error message ("" when all went well); answers to earlier,
        cancelled requests are skipped.
        """
        self._send(
            {
                "kind": "decide",
                "id": request_id,
                "level": level,
                "observation": observation.to_json(),
                "budget_ms": budget_ms,
                "seed": seed,
            }
        )
        conn = self._conn
        assert conn is not None
        while True:
            try:
                answer = json.loads(conn.recv_bytes())
            except (EOFError, OSError) as error:
                self._conn = None
                return None, f"the computer players' process ended: {error}"
            if answer.get("id") != request_id:
                continue
            if "error" in answer:
                return None, str(answer["error"])
            raw = answer.get("action")
            return (action_from_dict(raw) if raw is not None else None), ""

    def cancel(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self._send({"kind": "cancel"})

    def stop(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self._send({"kind": "stop"})
        if self._process is not None:
            self._process.join(2.0)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(1.0)
        self._conn = None
        self._process = None
