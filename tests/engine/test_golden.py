"""Golden playthroughs: recorded games replayed, each event compared with its stored rendering.

A recorded game is its start (seed, options, levels), the actions a seeded random player chose
(a failed top-cards lead among them), every event as plain JSON, and the saved game at the end.
The test fails whenever the engine reports anything differently. After a deliberate change of
the events, write the files again and review their diff:

    python -m tests.engine.test_golden --write
"""

from __future__ import annotations

import dataclasses
import enum
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import action_from_dict, action_to_dict
from tractor_desktop.engine.cards import Card
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.simulate import random_action

GOLDEN = Path(__file__).parent / "golden"


@dataclasses.dataclass(frozen=True)
class Recording:
    """How a golden game was played: its start, the random player's seed, the rounds played."""

    seed: int
    options: dict[str, Any]
    levels: tuple[int, int] | None
    starter: int | None
    player_seed: int
    rounds: int


RECORDINGS = {
    "first_rounds": Recording(3, {}, None, None, player_seed=1, rounds=2),
    "house_rules_to_the_end": Recording(
        8,
        {
            "throw_penalty_per_card": 20,
            "talon_multiplier": "power",
            "no_trump_rank_cards_are_trumps": True,
            "follow_tractor_with_tractor": True,
            "allow_tractor_in_throw": False,
        },
        (14, 13),
        2,
        player_seed=4,
        rounds=3,
    ),
}


def plain(value: Any) -> Any:
    """A value as plain JSON data: cards by code, suits by letter, records as objects."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def rendered(event: ev.Event) -> dict[str, Any]:
    return {"event": type(event).__name__, **plain(event)}


def new_game(recording: Recording) -> Game:
    options = RuleOptions.from_dict(recording.options)
    if recording.levels is None:
        return Game(options, recording.seed, humans=[0])
    return Game(
        options, recording.seed, humans=[0], levels=recording.levels, starter=recording.starter
    )


def record(recording: Recording) -> list[dict[str, Any]]:
    """The lines of a golden file: the start, one line per action with its events, the save."""
    game = new_game(recording)
    rng = random.Random(recording.player_seed)
    lines: list[dict[str, Any]] = [
        {"start": dataclasses.asdict(recording)},
        {"opening": [rendered(e) for e in game.round.opening]},
    ]
    while not game.over and len(game.results) < recording.rounds:
        action = random_action(game, rng)
        events = game.apply(action)
        lines.append({"action": action_to_dict(action), "events": [rendered(e) for e in events]})
    lines.append({"saved": game.to_dict()})
    return lines


def path_of(name: str) -> Path:
    return GOLDEN / f"{name}.jsonl"


def write(name: str) -> None:
    lines = record(RECORDINGS[name])
    failed = [e for line in lines for e in line.get("events", []) if e["event"] == "ThrowFailed"]
    assert failed, f"{name}: the random player made no failed top-cards lead; choose other seeds"
    GOLDEN.mkdir(exist_ok=True)
    text = "".join(json.dumps(line, ensure_ascii=True) + "\n" for line in lines)
    path_of(name).write_text(text, encoding="utf-8")


def stored(name: str) -> list[dict[str, Any]]:
    text = path_of(name).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


@pytest.mark.parametrize("name", sorted(RECORDINGS))
def test_a_recorded_game_replays_with_the_same_events_and_saves_the_same(name: str) -> None:
    lines = stored(name)
    start = lines[0]["start"]
    recording = Recording(
        start["seed"],
        start["options"],
        tuple(start["levels"]) if start["levels"] else None,
        start["starter"],
        start["player_seed"],
        start["rounds"],
    )
    assert recording == RECORDINGS[name], "the file was recorded from another start"
    game = new_game(recording)
    assert [rendered(e) for e in game.round.opening] == lines[1]["opening"]
    for number, line in enumerate(lines[2:-1], start=3):
        events = game.apply(action_from_dict(line["action"]))
        assert [rendered(e) for e in events] == line["events"], f"{name}.jsonl line {number}"
    assert game.to_dict() == lines[-1]["saved"]
    assert Game.from_dict(lines[-1]["saved"]).to_dict() == lines[-1]["saved"]


def test_the_recorded_games_hold_what_they_are_kept_for() -> None:
    kinds = {
        e["event"] for name in RECORDINGS for line in stored(name) for e in line.get("events", [])
    }
    assert {"ThrowFailed", "RoundScored", "GameOver", "Declared", "TalonBuried"} <= kinds


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit("usage: python -m tests.engine.test_golden --write")
    for recorded in RECORDINGS:
        write(recorded)
        print(f"wrote {path_of(recorded)}")
