"""The player's record: games and rounds played and won, the highest level reached."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile

from tractor_desktop.app.paths import statistics_path
from tractor_desktop.engine import events as ev

HUMAN_TEAM = 0


@dataclasses.dataclass
class Statistics:
    games_played: int = 0
    games_won: int = 0
    rounds_played: int = 0
    rounds_won: int = 0
    highest_level: int = 2

    def record_round(self, scored: ev.RoundScored) -> None:
        result = scored.result
        winning_team = scored.declarers if result.winner == "declarers" else 1 - scored.declarers
        self.rounds_played += 1
        if winning_team == HUMAN_TEAM:
            self.rounds_won += 1
        ours = result.declarers_level if scored.declarers == HUMAN_TEAM else result.opponents_level
        self.highest_level = max(self.highest_level, ours)

    def record_game(self, over: ev.GameOver) -> None:
        self.games_played += 1
        if over.winner == HUMAN_TEAM:
            self.games_won += 1


def load_statistics(path: Path | None = None) -> Statistics:
    """The stored record; a missing or damaged file counts as a fresh start."""
    file = path or statistics_path()
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
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


def save_statistics(stats: Statistics, path: Path | None = None) -> bool:
    file = path or statistics_path()
    file.parent.mkdir(parents=True, exist_ok=True)
    target = QSaveFile(str(file))
    if not target.open(QIODevice.OpenModeFlag.WriteOnly):
        return False
    target.write(json.dumps(dataclasses.asdict(stats)).encode("utf-8"))
    return bool(target.commit())
