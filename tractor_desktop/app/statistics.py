"""The player's record: games and rounds played and won, the highest level reached."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from pathlib import Path

from tractor_desktop.app.paths import statistics_path
from tractor_desktop.app.safe_read import read_regular_file
from tractor_desktop.app.storage import SaveError, write_atomically
from tractor_desktop.engine import events as ev

HUMAN_TEAM = 0
MAX_BYTES = 64 * 1024


@dataclasses.dataclass
class Statistics:
    games_played: int = 0
    games_won: int = 0
    rounds_played: int = 0
    rounds_won: int = 0
    highest_level: int = 2

    def record_round(self, scored: ev.RoundScored, *, took_back: bool) -> None:
        result = scored.result
        winning_team = scored.declarers if result.winner == "declarers" else 1 - scored.declarers
        self.rounds_played += 1
        if winning_team == HUMAN_TEAM:
            self.rounds_won += 1
        ours = scored.levels[HUMAN_TEAM]
        self.highest_level = max(self.highest_level, ours)

    def record_game(self, over: ev.GameOver, *, levels: Sequence[str], took_back: bool) -> None:
        self.games_played += 1
        if over.winner == HUMAN_TEAM:
            self.games_won += 1


def load_statistics(path: Path | None = None) -> Statistics:
    """The stored record; a missing, damaged or not regular file counts as a fresh start."""
    file = path or statistics_path()
    try:
        data = json.loads(read_regular_file(file, MAX_BYTES).decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):
        return Statistics()
    if not isinstance(data, dict):
        return Statistics()
    values = {}
    for field in dataclasses.fields(Statistics):
        value = data.get(field.name)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9:
            values[field.name] = value
    stats = Statistics(**values)
    stats.highest_level = min(max(stats.highest_level, 2), 14)
    return stats


def save_statistics(stats: Statistics, path: Path | None = None) -> None:
    """Write the record atomically; SaveError with the system's reason if it cannot be."""
    file = path or statistics_path()
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise SaveError(f"cannot write {file}: {error.strerror or error}") from None
    write_atomically(file, json.dumps(dataclasses.asdict(stats)).encode("utf-8"))
