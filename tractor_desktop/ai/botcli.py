"""One seat's observation in, one decision out (BOT_PROTOCOL.md), a JSON line each way.

    python -m tractor_desktop.ai.botcli --level hard [--seed N] [--budget-ms 800]

A line that cannot be used gets ``{"error": "..."}`` and the bot goes on with the next one.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any, TextIO

from ..engine.actions import Action, Bury, Declare, Pass, Play
from ..engine.cards import codes
from ..engine.observation import Observation
from .players import LEVELS, Budget, Player, make_player


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


def answer(line: str, player: Player, rng: random.Random, budget_ms: float | None) -> str:
    """The JSON answer to one input line."""
    try:
        data = json.loads(line)
        obs = Observation.from_json(data)
    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as e:
        return json.dumps({"error": f"bad observation: {e}"})
    deadline = None if budget_ms is None else time.monotonic() + budget_ms / 1000
    try:
        action = player.decide(obs, rng, Budget(deadline=deadline))
    except (ValueError, KeyError, AssertionError, IndexError) as e:
        return json.dumps({"error": f"cannot decide: {e!r}"})
    return json.dumps(action_json(action, obs))


def serve(stdin: TextIO, stdout: TextIO, level: str, seed: int, budget_ms: float | None) -> int:
    """Answer every non-blank line of ``stdin``; returns how many lines were answered."""
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
    serve(sys.stdin, sys.stdout, args.level, args.seed, args.budget_ms)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
