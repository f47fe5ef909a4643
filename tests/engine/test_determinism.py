"""A game is a function of (options, seed, actions): the same in every process."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
import json, random
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.simulate import play_round
game = Game(seed=42, humans=())
rng = random.Random(5)
for _ in range(3):
    play_round(game, rng)
print(json.dumps(game.to_dict(), sort_keys=True))
"""


def run_with_hash_seed(hash_seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, check=True
    )
    return done.stdout


def test_same_seed_and_choices_give_the_same_game_whatever_the_hash_seed() -> None:
    assert run_with_hash_seed("1") == run_with_hash_seed("2") == run_with_hash_seed("3")
