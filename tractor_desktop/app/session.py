"""The game being played as a document: who sits where, its file, autosave and statistics.

Wraps the controller: new games take the rules and players from the preferences; saving and
opening go through ``storage``; after every trick and phase change the game is autosaved, so
that quitting or a crash never loses more than the trick in progress.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from tractor_desktop.app import storage
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.paths import autosave_path
from tractor_desktop.app.settings import Preferences
from tractor_desktop.app.statistics import Statistics, load_statistics, save_statistics
from tractor_desktop.engine import events as ev

log = logging.getLogger(__name__)


class Session(QObject):
    documentChanged = Signal()
    """The file name or the players changed (window title, menus)."""
    problem = Signal(str)
    """Something the player should read (an autosave that could not be written)."""

    def __init__(self, controller: GameController, prefs: Preferences) -> None:
        super().__init__(controller)
        self.controller = controller
        self.prefs = prefs
        self.path: Path | None = None
        self.seats = self._seats_from(prefs)
        self.created = storage.now()
        self.statistics: Statistics = load_statistics()
        self.autosave_enabled = True
        c = controller
        for signal in (c.trickWon, c.trumpSettled, c.talonBuried, c.roundStarted):
            signal.connect(lambda _e: self.autosave())
        c.roundScored.connect(self._on_round_scored)
        c.gameOver.connect(self._on_game_over)

    @staticmethod
    def _seats_from(prefs: Preferences) -> tuple[storage.Seat, ...]:
        return tuple(
            storage.Seat(name, level)
            for name, level in zip(prefs.names, prefs.seat_levels(), strict=True)
        )

    # ----- starting games ---------------------------------------------------------------------

    def new_game(self, seed: int | None = None) -> None:
        self.path = None
        self.created = storage.now()
        self.seats = self._seats_from(self.prefs)
        self.controller.ai_levels = ["normal", *self.prefs.levels]
        self.controller.new_game(self.prefs.rules, seed)
        self.documentChanged.emit()
        self.autosave()

    def open(self, path: Path | str) -> None:
        """Open a save file; SaveError if it is refused (the current game goes on)."""
        saved = storage.read_save(path)
        self._start(saved, Path(path))

    def resume_autosave(self) -> None:
        self._start(storage.read_save(autosave_path()), None)

    def _start(self, saved: storage.SavedGame, path: Path | None) -> None:
        self.path = path
        self.created = saved.created or storage.now()
        self.seats = saved.seats
        self.controller.ai_levels = [
            s.level if s.level != "human" else "normal" for s in saved.seats
        ]
        self.controller.start(saved.game)
        self.documentChanged.emit()

    def unfinished_autosave(self) -> bool:
        """Whether an autosaved game that is not over is waiting to be resumed."""
        try:
            saved = storage.read_save(autosave_path())
        except storage.SaveError:
            return False
        return not saved.game.over and bool(saved.game.actions)

    # ----- saving -----------------------------------------------------------------------------

    def document(self) -> storage.SavedGame:
        seats = self.seats
        return storage.SavedGame(
            self.controller.game, (seats[0], seats[1], seats[2], seats[3]), self.created
        )

    def save(self, path: Path | str | None = None) -> Path:
        """Save to ``path`` (or the current file); SaveError if it cannot be written."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise storage.SaveError("choose a file to save to")
        if target.suffix != storage.EXTENSION:
            target = target.with_name(target.name + storage.EXTENSION)
        storage.write_save(target, self.document())
        self.path = target
        self.documentChanged.emit()
        return target

    def autosave(self) -> None:
        if not self.autosave_enabled:
            return
        target = autosave_path()
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            storage.write_save(target, self.document())
        except (OSError, storage.SaveError) as error:
            log.warning("autosave failed: %s", error)
            self.problem.emit(f"The game could not be autosaved: {error}")

    def _on_round_scored(self, scored: ev.RoundScored) -> None:
        if not self.controller.autopilot:
            self.statistics.record_round(scored)
            save_statistics(self.statistics)
        self.autosave()

    def _on_game_over(self, over: ev.GameOver) -> None:
        if not self.controller.autopilot:
            self.statistics.record_game(over)
            save_statistics(self.statistics)
        self.autosave()

    def title(self) -> str:
        return self.path.stem if self.path else ""
