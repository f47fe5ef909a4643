"""One seat's observation in, one decision out (docs/BOT_PROTOCOL.md), a JSON line each way.

    python -m tractor_desktop.ai.botcli --level hard [--seed N] [--budget-ms 800]

A line that cannot be used gets ``{"error": "..."}`` and the bot goes on with the next one.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterable
from typing import Any, TextIO

from ..engine.actions import Action, Bury, Declare, Pass, Play
from ..engine.cards import codes
from ..engine.observation import Observation
from .budget import Budget
from .players import LEVELS, Player, make_player


def action_json(action: Action | None, obs: Observation) -> dict[str, Any]:
    """The protocol's form of a decision."""
    if action is None:
        if obs.phase == "draw":
            return {"declare": None}
        return {"error": "this seat has nothing to decide now"}
    if isinstance(action, Pass):
        return {"declare": None}
    if isinstance(action, Declare):
        return {"declare": codes(action.cards)}
    if isinstance(action, Bury):
        return {"bury": codes(action.cards)}
    if isinstance(action, Play):
        return {"play": codes(action.cards)}
    return {"error": "no decision"}


def answer(line: str | bytes, player: Player, rng: random.Random, budget_ms: float | None) -> str:
    """The JSON answer to one input line (bytes are decoded as UTF-8)."""
    try:
        text = line.decode("utf-8") if isinstance(line, bytes) else line
        obs = Observation.from_json(json.loads(text))
    except (ValueError, RecursionError) as e:  # a bad encoding, bad JSON or a malformed field
        return json.dumps({"error": f"bad observation: {e}"})
    deadline = None if budget_ms is None else time.monotonic() + budget_ms / 1000
    try:
        action = player.decide(obs, rng, Budget(deadline=deadline))
    except (ValueError, KeyError, AssertionError, IndexError) as e:
        return json.dumps({"error": f"cannot decide: {e!r}"})
    return json.dumps(action_json(action, obs))


def serve(
    stdin: Iterable[str] | Iterable[bytes],
    stdout: TextIO,
    level: str,
    seed: int,
    budget_ms: float | None,
) -> int:
    """Answer every non-blank line of ``stdin``; returns how many lines were answered.

    The answers are ASCII JSON, so they can be written whatever the output's encoding.
    """
    player = make_player(level)
    rng = random.Random(seed)
    answered = 0
    for line in stdin:
        if not line.strip():
            continue
        stdout.write(answer(line, player, rng, budget_ms) + "\n")
        stdout.flush()
        answered += 1
    return answered


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tractor_desktop.ai.botcli")
    parser.add_argument("--level", choices=LEVELS, default="normal")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget-ms", type=float, default=800.0)
    args = parser.parse_args(argv)
    # Bytes in, so that a line that is not UTF-8 gets its error instead of stopping the bot.
    serve(sys.stdin.buffer, sys.stdout, args.level, args.seed, args.budget_ms)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
