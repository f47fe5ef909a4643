"""The player's record: what the human's games and rounds came to, kept in a small JSON file.

What counts where, so that the numbers mean something:

- Every game and round is in the totals (``games_played`` … ``rounds_won``) and may raise the
  highest level reached: these are the previous version's fields, kept with their meaning.
- Play with take-backs is counted apart. A game the player took a move back in adds to
  ``games_with_take_backs`` only, a round played after a take-back to ``rounds_with_take_backs``
  only; neither adds to the rounds as declarers or opponents, the levels gained, the games per
  computer-player level or a winning streak. Undoing a bad move should not buy a better record.
- A game counts under its opponents' level: the stronger of seats 1 and 3 (the partner's level
  does not decide how hard the game was to win).
- A winning streak is a run of games won without take-backs. Any lost game ends it, with or
  without take-backs (taking a move back must not shield a streak from a loss); a game won with
  take-backs neither extends nor ends it.
- Only what the player played counts: a round the player made no move in, or a game with none,
  is not counted at all, won or lost. A move is a declaration, a pass, a bury or a play made in
  that game (a game played on from a review does not own the reviewed moves: the session says
  from which action on the moves are the player's), except the cards of a round's last trick
  that leave no choice (a follow, or a lead of one card): the table may play them by itself,
  and playing on from the last trick of a finished game must not win it without a move.
- A game the player gives up unfinished (a new game, a numbered deal, another game opened or
  resumed, playing on from a review) counts as a game lost, and in ``games_given_up`` too, so
  that a loss cannot be dodged by starting again; the round in progress is not counted. It
  counts only if the player made a move in it (a deal left before any move is not a game), and
  not while a save file holds it as it stands: a saved game is put aside, not lost, and counts
  when it is opened again and finished (or given up then). Quitting keeps the game in the
  autosave, to be resumed: that is not giving up either.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import logging
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from tractor_desktop.ai.players import LEVELS
from tractor_desktop.app.paths import statistics_path
from tractor_desktop.app.safe_read import FileTooLarge, read_regular_file
from tractor_desktop.app.storage import cannot_write, write_atomically
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Play
from tractor_desktop.engine.game import Game

log = logging.getLogger(__name__)

HUMAN_TEAM = 0
HUMAN_SEAT = 0
MAX_BYTES = 64 * 1024
LIMIT = 10**9
"""Every count stays below this: a larger number in the file is not believed."""
LOWEST_LEVEL, HIGHEST_LEVEL = 2, 14


def _count(value: object) -> int | None:
    """A count read from the file, or None when it is not one (bool is an int in Python)."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < LIMIT:
        return value
    return None


def _plus(count: int, step: int = 1) -> int:
    # Saturate rather than write a number the loader would refuse (and so reset to 0).
    return min(count + step, LIMIT - 1)


@dataclasses.dataclass
class Tally:
    """How many were played, and how many of them won."""

    played: int = 0
    won: int = 0

    def add(self, won: bool) -> None:
        self.played = _plus(self.played)
        if won:
            self.won = _plus(self.won)

    @classmethod
    def read(cls, value: object) -> Tally:
        """A tally from the file; what is not one counts as none, more won than played as all."""
        if not isinstance(value, Mapping):
            return cls()
        played = _count(value.get("played")) or 0
        won = _count(value.get("won")) or 0
        return cls(played, min(won, played))


def _no_levels() -> dict[str, Tally]:
    # Every known level is always present, so that a fresh and a reloaded record compare equal
    # and the dialog has a fixed set of rows.
    return {level: Tally() for level in LEVELS}


@dataclasses.dataclass
class Statistics:
    games_played: int = 0
    games_won: int = 0
    rounds_played: int = 0
    rounds_won: int = 0
    highest_level: int = LOWEST_LEVEL
    rounds_as_declarers: Tally = dataclasses.field(default_factory=Tally)
    rounds_as_opponents: Tally = dataclasses.field(default_factory=Tally)
    rounds_with_take_backs: Tally = dataclasses.field(default_factory=Tally)
    levels_gained: int = 0
    """Level steps the human's team went up in rounds without take-backs."""
    games_by_level: dict[str, Tally] = dataclasses.field(default_factory=_no_levels)
    """Games without take-backs, by the opponents' (stronger) level."""
    games_with_take_backs: Tally = dataclasses.field(default_factory=Tally)
    current_streak: int = 0
    longest_streak: int = 0
    games_given_up: int = 0
    """Unfinished games the player gave up: each is also one of the games lost."""
    kept_damaged: str = dataclasses.field(default="", compare=False, repr=False)
    """Where the damaged file this record replaces was kept, until the player is told
    (``damage_notice``); never written to the file."""

    def damage_notice(self) -> str:
        """Once: that the file could not be read and where it was kept ("" otherwise)."""
        kept, self.kept_damaged = self.kept_damaged, ""
        if not kept:
            return ""
        return QCoreApplication.translate(
            "Statistics",
            "Your statistics file was damaged and could not be read, so your statistics start "
            "afresh. The damaged file was kept as %1.",
        ).replace("%1", kept)

    @property
    def games_without_take_backs(self) -> Tally:
        # Derived rather than stored, so that an old file's games (from before take-backs
        # existed) count as played without them.
        apart = self.games_with_take_backs
        played = max(self.games_played - apart.played, 0)
        return Tally(played, min(max(self.games_won - apart.won, 0), played))

    def record_round(self, scored: ev.RoundScored, *, took_back: bool) -> None:
        result = scored.result
        we_declared = scored.declarers == HUMAN_TEAM
        declarers_won = result.winner == "declarers"
        won = declarers_won == we_declared
        self.rounds_played = _plus(self.rounds_played)
        if won:
            self.rounds_won = _plus(self.rounds_won)
        self.highest_level = max(self.highest_level, scored.levels[HUMAN_TEAM])
        if took_back:
            self.rounds_with_take_backs.add(won)
            return
        (self.rounds_as_declarers if we_declared else self.rounds_as_opponents).add(won)
        # RoundScored carries only the levels after the round; the gain the result awards the
        # human's team is exactly the steps it went up, except that a team cannot climb past Ace:
        # a gain that takes it past Ace (or a win at Ace) wins the game, and counts in full.
        gain = result.declarers_gain if we_declared else result.opponents_gain
        self.levels_gained = _plus(self.levels_gained, max(gain, 0))

    def record_game(self, over: ev.GameOver, *, levels: Sequence[str], took_back: bool) -> None:
        """``levels`` are the computer players' levels for seats 1, 2 and 3."""
        self._record_result(over.winner == HUMAN_TEAM, levels=levels, took_back=took_back)

    def record_given_up(self, *, levels: Sequence[str], took_back: bool) -> None:
        """An unfinished game the player gave up: a game lost (``levels`` as for a game over)."""
        self.games_given_up = _plus(self.games_given_up)
        self._record_result(False, levels=levels, took_back=took_back)

    def _record_result(self, won: bool, *, levels: Sequence[str], took_back: bool) -> None:
        self.games_played = _plus(self.games_played)
        if won:
            self.games_won = _plus(self.games_won)
        if took_back:
            self.games_with_take_backs.add(won)
            if not won:
                self.current_streak = 0
            return
        opponents = opponents_level(levels)
        if opponents is not None:
            self.games_by_level[opponents].add(won)
        self.current_streak = _plus(self.current_streak) if won else 0
        self.longest_streak = max(self.longest_streak, self.current_streak)


def opponents_level(levels: Sequence[str]) -> str | None:
    """The stronger of the opponents' levels (seats 1 and 3), None if neither is a known one."""
    seats = (levels[0] if len(levels) > 0 else "", levels[2] if len(levels) > 2 else "")
    opponents = [level for level in seats if level in LEVELS]
    if not opponents:
        return None
    return max(opponents, key=LEVELS.index)


def player_moved(game: Game, since: int = 0, *, last_round: bool = False) -> bool:
    """Whether the player (seat 0) made a move in ``game`` from its action ``since`` on: in the
    whole game, or with ``last_round`` only in the round of its last action (the one just
    scored). The plays of a finished round's last trick that leave no choice are not moves."""
    actions = game.actions
    starts = game.round_starts
    ends = [*starts[1:], len(actions)]
    # Each round with whether it is over: all but the one in progress, unless the game is.
    rounds = [
        (first, end, number < len(starts) - 1 or game.over)
        for number, (first, end) in enumerate(zip(starts, ends, strict=True))
    ]
    if last_round:
        # After a round is scored the next one begins at the end of the actions: the scored
        # round is the last one that holds actions.
        rounds = [(first, end, True) for first, end, _ in rounds if first < end][-1:]
    for first, end, finished in rounds:
        forced: set[int] = set()
        if finished:
            plays = [i for i in range(first, end) if isinstance(actions[i], Play)]
            # Every trick is four plays: the last four are the last trick. Each follow in it
            # plays the follower's whole hand, and so does its lead (a lead of fewer would
            # leave another trick); only a lead of several cards was chosen.
            last_trick = plays[-4:]
            forced = set(last_trick[1:])
            lead = actions[last_trick[0]] if last_trick else None
            if isinstance(lead, Play) and len(lead.cards) == 1:
                forced.add(last_trick[0])
        for index in range(max(first, since), end):
            seat = getattr(actions[index], "seat", None)
            if seat == HUMAN_SEAT and index not in forced:
                return True
    return False


def _from_document(data: Mapping[str, Any]) -> Statistics:
    """Each value on its own: one wrong value resets only itself, unknown keys are ignored."""
    stats = Statistics()
    for name in (
        "games_played",
        "games_won",
        "rounds_played",
        "rounds_won",
        "levels_gained",
        "current_streak",
        "longest_streak",
        "games_given_up",
    ):
        value = _count(data.get(name))
        if value is not None:
            setattr(stats, name, value)
    level = _count(data.get("highest_level"))
    if level is not None:
        stats.highest_level = min(max(level, LOWEST_LEVEL), HIGHEST_LEVEL)
    for name in (
        "rounds_as_declarers",
        "rounds_as_opponents",
        "rounds_with_take_backs",
        "games_with_take_backs",
    ):
        setattr(stats, name, Tally.read(data.get(name)))
    by_level = data.get("games_by_level")
    if isinstance(by_level, Mapping):
        for known in LEVELS:  # only the known levels: the file cannot add rows or grow the record
            stats.games_by_level[known] = Tally.read(by_level.get(known))
    # What cannot be true of a real record is brought back to what can.
    stats.games_won = min(stats.games_won, stats.games_played)
    stats.rounds_won = min(stats.rounds_won, stats.rounds_played)
    for apart, played, won in (
        (stats.games_with_take_backs, stats.games_played, stats.games_won),
        (stats.rounds_with_take_backs, stats.rounds_played, stats.rounds_won),
    ):
        apart.played = min(apart.played, played)
        apart.won = min(apart.won, won, apart.played)
    for tally in stats.games_by_level.values():
        tally.played = min(tally.played, stats.games_played)
        tally.won = min(tally.won, stats.games_won, tally.played)
    stats.games_given_up = min(stats.games_given_up, stats.games_played - stats.games_won)
    stats.current_streak = min(stats.current_streak, stats.games_won)
    stats.longest_streak = min(max(stats.longest_streak, stats.current_streak), stats.games_won)
    return stats


def load_statistics(path: Path | None = None) -> Statistics:
    """The stored record; a missing, damaged or not regular file counts as a fresh start.

    A damaged file (not JSON, not a record, larger than any record) is moved aside first, its
    bytes as they were, so that the next save cannot write over it: ``kept_damaged`` says
    where, for the player to be told once.
    """
    file = path or statistics_path()
    try:
        data = json.loads(read_regular_file(file, MAX_BYTES).decode("utf-8"))
    except FileTooLarge:
        return _fresh_start(file)
    except OSError:
        # Missing, a folder, a FIFO, unreadable: nothing of the player's to keep.
        return Statistics()
    except (ValueError, UnicodeDecodeError, RecursionError):
        return _fresh_start(file)
    if not isinstance(data, dict):
        return _fresh_start(file)
    return _from_document(data)


def _fresh_start(damaged: Path) -> Statistics:
    """A fresh record, once the damaged file is kept aside (renamed: its exact bytes)."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    kept = damaged.with_name(f"{damaged.stem}-damaged-{stamp}{damaged.suffix}")
    number = 1
    while kept.exists():  # two damaged files in one second: neither is written over
        number += 1
        kept = damaged.with_name(f"{damaged.stem}-damaged-{stamp}-{number}{damaged.suffix}")
    stats = Statistics()
    try:
        damaged.rename(kept)
    except OSError as error:
        # The next save will most likely fail in the same folder, and say why.
        log.warning("could not keep the damaged statistics file: %s", error)
        return stats
    stats.kept_damaged = str(kept)
    return stats


def save_statistics(stats: Statistics, path: Path | None = None) -> None:
    """Write the record atomically; SaveError with the system's reason if it cannot be."""
    file = path or statistics_path()
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise cannot_write(file, error) from None
    document = dataclasses.asdict(stats)
    del document["kept_damaged"]
    write_atomically(file, json.dumps(document).encode("utf-8"))
