"""The computer players' process (``ai.child``): one JSON line in, one out; a line arriving stops
the running search; and the process never loads Qt."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.engine.stepping import advance_to
from tractor_desktop.ai import child, pool
from tractor_desktop.ai.players import Budget
from tractor_desktop.engine.actions import Action, Play, action_from_dict
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation

PACKAGE_ROOT = Path(__file__).resolve().parents[2]


def leader_view(seed: int) -> tuple[Game, Observation]:
    """A game of four computer seats whose first trick is about to be led, and the leader's view."""
    game = advance_to(Game(seed=seed, humans=()), "play", seed=seed)
    assert game.round.to_act is not None
    return game, game.observation(game.round.to_act)


def decide_line(obs: Observation, level: str, budget_ms: int) -> bytes:
    return child.encode(
        {
            "kind": "decide",
            "id": 1,
            "level": level,
            "observation": obs.to_json(),
            "budget_ms": budget_ms,
            "seed": 1,
        }
    )


class Patient:
    """Searches until something new arrives."""

    level = "patient"

    def decide(self, obs: Observation, rng: random.Random, budget: Budget) -> Action | None:
        while not budget.cancelled():
            time.sleep(0.01)
        return None


def test_a_line_arriving_stops_the_running_search(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pool, "make_player", lambda level: Patient())
    _, obs = leader_view(seed=4)
    requests = io.BytesIO(decide_line(obs, "patient", 600_000) + child.encode({"kind": "cancel"}))
    answers = io.BytesIO()
    serving = threading.Thread(target=child.serve, args=(requests, answers), daemon=True)
    serving.start()
    serving.join(10)
    assert not serving.is_alive(), "the search went on"
    assert json.loads(answers.getvalue()) == {"id": 1, "action": None}


# The game's own entry point with the child's flag, isolated as the game starts it; on the way
# out it tells which Qt modules it had loaded.
SERVE_THEN_TELL_QT = (
    "import sys; sys.path.insert(0, sys.argv[1]); "
    "from tractor_desktop.__main__ import main; status = main(sys.argv[2:]); "
    "print(sorted(m for m in sys.modules if m.partition('.')[0] in ('PySide6', 'shiboken6')), "
    "file=sys.stderr); raise SystemExit(status)"
)


def test_the_players_process_answers_without_loading_qt() -> None:
    game, obs = leader_view(seed=5)
    served = subprocess.run(
        [sys.executable, "-I", "-c", SERVE_THEN_TELL_QT, str(PACKAGE_ROOT), child.CHILD_FLAG],
        input=decide_line(obs, "random", 50),
        capture_output=True,
        cwd=PACKAGE_ROOT,
        timeout=60,
        check=True,
    )
    answer = json.loads(served.stdout)
    assert answer["id"] == 1
    action = action_from_dict(answer["action"])
    assert isinstance(action, Play) and game.is_legal(action)
    assert served.stderr.decode().splitlines()[-1] == "[]"
