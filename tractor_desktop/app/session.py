"""The game being played as a document: who sits where, its file, autosave and statistics.

Wraps the controller: new games take the rules and players from the preferences; saving and
opening go through ``storage``; after every trick and phase change the game is autosaved, so
that quitting or a crash never loses more than the trick in progress.

A failure never costs what is already saved: a file that cannot be opened leaves the game as it
was, a failed write leaves the previous file whole, an autosave this version cannot read is
kept aside before it would be replaced, and a disk problem is reported once, not at every trick.

Replacing the player's unfinished game loses it, unless the save file it came from or was last
saved to holds it as it stands (``something_to_lose``): the window asks first then, and the game
counts as given up in the statistics (``app.statistics`` says what counts).

Over 450 lines, on purpose for now: every way a game enters or leaves the table (new, open,
resume, review, lesson, take-back, replay) decides here whether the game on the table would be
lost and what the statistics count, and splitting those ways apart would spread that decision.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from tractor_desktop.app import storage
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.paths import autosave_path
from tractor_desktop.app.settings import Preferences
from tractor_desktop.app.statistics import (
    Statistics,
    load_statistics,
    player_moved,
    save_statistics,
)
from tractor_desktop.app.tutorial import Lesson
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.game import Game, GameFormatError

log = logging.getLogger(__name__)


def file_stamp(path: Path) -> tuple[int, int] | None:
    """The file's modification time and size: a file rewritten since has another. Taken
    before a file is read, so that one changed meanwhile does not pass for what was read."""
    try:
        status = path.stat()
    except OSError:
        return None
    return (status.st_mtime_ns, status.st_size)


def unfinished(game: Game) -> bool:
    """A game that has begun and is not over: giving it up loses something."""
    return not game.over and bool(game.actions)


class Session(QObject):
    documentChanged = Signal()
    """The file name or the players changed (window title, menus)."""
    problem = Signal(str)
    """Something the player should read (a statistics file that could not be written)."""
    autosaveFailed = Signal(str)
    """The game is not saved any more, and why (once per failure, not at every trick)."""
    autosaveRecovered = Signal()
    """An autosave succeeded again after failing."""

    def __init__(self, controller: GameController, prefs: Preferences) -> None:
        super().__init__(controller)
        self.controller = controller
        self.prefs = prefs
        self.path: Path | None = None
        self.seats = self._seats_from(prefs)
        self.created = storage.now()
        self.take_backs = 0
        """How often the player went back in this game (its result is counted apart)."""
        self.statistics: Statistics = load_statistics()
        self.autosave_enabled = True
        self.practice = False
        """A lesson is played (``practise``): it is not the player's game, so it is neither
        autosaved nor counted, and giving it up loses nothing."""
        self.unsaved_reason = ""
        """Why the last autosave failed; "" while the game is saved."""
        self._statistics_failed = False
        self._moves_from: tuple[Game, int] | None = None
        """The game on the table and how many of its first actions were not played in it."""
        self._file_holds: tuple[Path, tuple[int, int], tuple[object, ...]] | None = None
        """The game file last opened or saved, its (modification time, size) then, and what
        it held (``_held``): asked again whether it holds the game on the table, it is read
        back only if it changed since (a 200,000-action file takes a second to replay)."""
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
        """A new game with the preferences' rules and players: deal number ``seed``, or a
        new one. An unfinished game it replaces counts as given up (``something_to_lose``)."""
        self._begin(lambda: self.controller.new_game(self.prefs.rules, seed))

    def _begin(
        self,
        put_on_table: Callable[[], None],
        *,
        take_backs: int = 0,
        practice: bool = False,
        moves_from: int = 0,
    ) -> None:
        """A game seated from the preferences (new, played on from a review, a lesson), with no
        file yet; ``put_on_table`` starts it. A lesson is never autosaved (``autosave`` says),
        and gives up nothing: the player's game was autosaved first (``practise``)."""
        if not practice and self.something_to_lose():
            self._count_given_up()
        self.practice = practice
        self.path = None
        self.created = storage.now()
        self.take_backs = take_backs
        self.seats = self._seats_from(self.prefs)
        self.controller.ai_levels = ["normal", *self.prefs.levels]
        put_on_table()
        self._moves_from = (self.controller.game, moves_from)
        self.documentChanged.emit()
        self.autosave()

    @property
    def deal_number(self) -> int:
        """The game's deal number: the same number deals the same cards anywhere."""
        return self.controller.game.seed

    # ----- going back -------------------------------------------------------------------------

    def _may_go_back(self) -> bool:
        # A lesson's moves are arranged in advance: going back would leave its script.
        return self.prefs.take_backs and not self.practice

    def can_take_back(self) -> bool:
        return self._may_go_back() and self.controller.take_back_point() is not None

    def take_back(self) -> bool:
        """Undo the player's last move and the computer players' moves after it."""
        return self._go_back(self.controller.take_back_point())

    def can_replay_deal(self) -> bool:
        return self._may_go_back() and self.controller.replay_point() is not None

    def replay_deal(self) -> bool:
        """Deal the round in progress again: the same cards, to play it differently."""
        return self._go_back(self.controller.replay_point())

    def _go_back(self, point: int | None) -> bool:
        """Rewind to the game's first ``point`` actions, counted as a take-back."""
        if not self._may_go_back() or point is None:
            return False
        self.take_backs += 1
        moves_from = min(self.moves_from(), point)
        self.controller.rewind(point)
        self._moves_from = (self.controller.game, moves_from)
        self.documentChanged.emit()
        self.autosave()
        return True

    def play_from(self, record: dict[str, object], count: int) -> None:
        """A game played on from a reviewed one after its first ``count`` actions, the player
        in the seat it had. Counted with the take-backs: its start was seen before; and the
        reviewed moves are not the player's (they may be a computer's), only those made from
        there on. SaveError if the record cannot be replayed (the game in progress goes on)."""
        try:
            game = Game.from_dict(record).prefix(count)
        except (GameFormatError, ValueError) as error:
            raise storage.SaveError(
                QCoreApplication.translate("SaveError", "this position cannot be played on"),
                str(error),
            ) from None
        self._begin(lambda: self.controller.start(game), take_backs=1, moves_from=count)

    def open(self, path: Path | str, replace: Callable[[], bool] = lambda: True) -> bool:
        """Open a save file; SaveError if it is refused (the current game goes on). Once the
        file is known to be good, ``replace`` may still decline giving up the game in progress
        (returns False then); it is asked only when there is something to lose."""
        stamp = file_stamp(Path(path))
        return self.open_saved(storage.read_save(path), path, replace, stamp=stamp)

    def open_saved(
        self,
        saved: storage.SavedGame,
        path: Path | str,
        replace: Callable[[], bool] = lambda: True,
        *,
        stamp: tuple[int, int] | None = None,
    ) -> bool:
        """``open`` with the file already read (the window reads a large one off its thread);
        ``stamp`` is the file's ``file_stamp`` taken before it was read, if known."""
        losing = self.something_to_lose()
        if losing and not replace():
            return False
        if losing:
            self._count_given_up()
        held = self._held(saved)  # before the game on the table moves on
        self._start(saved, Path(path))
        if stamp is not None:
            self._file_holds = (Path(path), stamp, held)
        # The autosave holds the opened game from now: "Resume" cannot bring back the one
        # given up (and count it twice).
        self.autosave()
        return True

    def something_to_lose(self) -> bool:
        """Replacing the game on the table would lose it: it is the player's, unfinished, and
        no save file holds it as it stands (the one it was opened from or last saved to)."""
        if self.practice:
            # A lesson on the table: the player's own game waits in the autosave, which the
            # next game's autosave would write over.
            return self.unfinished_autosave()
        if not self.in_progress():
            return False
        return self.path is None or not self._holds_this_game(self.path)

    def moves_from(self) -> int:
        """How many of the first actions of the game on the table were not played in it: the
        player's moves count from there (a game played on from a review, a computer's game)."""
        held = self._moves_from
        # A game put on the table by other means (a lesson's own start, a test) is taken to
        # be the player's from its start.
        if held is None or held[0] is not self.controller.game:
            return 0
        return held[1]

    def _count_given_up(self) -> None:
        """The game on the table is given up unfinished: a loss, if the player made a move.
        During a lesson, the player's game is the autosaved one."""
        if self.practice:
            self.give_up_autosave()
            return
        if not player_moved(self.controller.game, self.moves_from()):
            return
        self.statistics.record_given_up(
            levels=[seat.level for seat in self.seats[1:]], took_back=self.take_backs > 0
        )
        self.save_statistics()

    def in_progress(self) -> bool:
        """A game the player is playing and has not finished: starting another discards it."""
        game = self.controller.game
        return not self.practice and not self.controller.autopilot and unfinished(game)

    def practise(self, lesson: Lesson) -> None:
        """Play the lesson's game, with its script. The player's own game is autosaved first
        (unless the autosave already holds it as it stands) and stays untouched there: the
        lesson is never autosaved or counted. Any other game started, opened or resumed ends
        the practice. SaveError (and the game goes on) if the player's game cannot be saved
        first."""
        self.save_before_practice()
        lesson.follow(self.controller)
        self._begin(lambda: self.controller.start(lesson.game, script=lesson), practice=True)

    def keep_saving_to(self, path: Path) -> None:
        """Save goes on writing to ``path`` (the player's file, after a lesson gave the table
        back): the window's title follows."""
        self.path = path
        self.documentChanged.emit()

    def save_before_practice(self) -> None:
        """Make sure the autosave holds the player's unfinished game before a lesson takes
        the table; SaveError with the reason when it cannot (a full disk): no lesson then."""
        if not self.in_progress() or self._holds_this_game(autosave_path()):
            return
        self.autosave()
        if not self._holds_this_game(autosave_path()):
            raise storage.SaveError(
                self.unsaved_reason
                or QCoreApplication.translate("SaveError", "the game is not autosaved")
            )

    def _holds_this_game(self, path: Path) -> bool:
        """The save file holds the game on the table as it stands: writing it again would only
        change its date."""
        known = self._file_holds
        if known is not None and known[0] == path and known[1] == file_stamp(path):
            held = known[2]
        else:
            try:
                held = self._held(storage.read_save(path))
            except storage.SaveError:
                return False
        return held == self._held(self.document())

    @staticmethod
    def _held(saved: storage.SavedGame) -> tuple[object, ...]:
        """What makes two saves of a game the same, as plain data (not the live game)."""
        return (saved.game.to_dict(), saved.seats, saved.take_backs, saved.moves_from)

    def resume_autosave(self, replace: Callable[[], bool] = lambda: True) -> bool:
        """Resume the autosaved game; SaveError if it cannot be read (the game goes on).
        ``replace`` may decline giving up the game on the table for another (returns False):
        it is not asked when the autosave holds this same game (at most a trick behind)."""
        saved = storage.read_save(autosave_path())
        # From a lesson, resuming brings the player's own game back: nothing is given up.
        losing = not self.practice and not self._continues(saved.game) and self.something_to_lose()
        if losing and not replace():
            return False
        if losing:
            self._count_given_up()
        self._start(saved, None)
        return True

    def playing_the_autosave(self) -> bool:
        """The game on the table is the autosaved one, as far or further on (the autosave is
        written after each trick): resuming would only take back the trick in progress."""
        if self.practice or not self.controller.started:
            return False
        try:
            saved = storage.read_save(autosave_path())
        except storage.SaveError:
            return False
        return self._continues(saved.game)

    def _continues(self, game: Game) -> bool:
        """``game`` is the game on the table as it stands or at an earlier point of it."""
        current = self.controller.game
        return (
            game.header() == current.header()
            and game.actions == current.actions[: len(game.actions)]
        )

    def _start(self, saved: storage.SavedGame, path: Path | None) -> None:
        self.practice = False
        self.path = path
        self.created = saved.created or storage.now()
        self.take_backs = saved.take_backs
        self.seats = saved.seats
        self.controller.ai_levels = [
            s.level if s.level != "human" else "normal" for s in saved.seats
        ]
        self.controller.start(saved.game)
        # A game the computer players played alone (the demo's) holds no move of the player's.
        own = 0 in saved.game.humans
        self._moves_from = (saved.game, saved.moves_from if own else len(saved.game.actions))
        self.documentChanged.emit()

    def give_up_autosave(self) -> None:
        """The player declined to resume the unfinished autosaved game: it is given up, and
        counted as such (if the player made a move in it), as giving up the game on the table
        is. A game no save file but the autosave holds is lost by the new game to come."""
        try:
            saved = storage.read_save(autosave_path())
        except storage.SaveError:
            return
        if not unfinished(saved.game) or 0 not in saved.game.humans:
            return
        if not player_moved(saved.game, saved.moves_from):
            return
        self.statistics.record_given_up(
            levels=[seat.level for seat in saved.seats[1:]], took_back=saved.take_backs > 0
        )
        self.save_statistics()

    def unfinished_autosave(self) -> bool:
        """Whether an autosaved game that is not over is waiting to be resumed."""
        try:
            saved = storage.read_save(autosave_path())
        except storage.SaveError:
            return False
        return unfinished(saved.game)

    def keep_unreadable_autosave(self) -> str:
        """Move an autosave this version cannot read (a newer version's, a damaged one) aside
        before a new game would write over it; returns its new name ("" if nothing was done)."""
        target = autosave_path()
        if not target.exists():
            return ""
        try:
            storage.read_save(target)
            return ""
        except storage.SaveError:
            pass
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        kept = target.with_name(f"{target.stem}-unreadable-{stamp}{target.suffix}")
        try:
            target.rename(kept)
        except OSError as error:
            log.warning("could not keep the unreadable autosave: %s", error)
            return ""
        return str(kept)

    # ----- saving -----------------------------------------------------------------------------

    def document(self) -> storage.SavedGame:
        seats = self.seats
        return storage.SavedGame(
            self.controller.game,
            (seats[0], seats[1], seats[2], seats[3]),
            self.created,
            take_backs=self.take_backs,
            moves_from=self.moves_from(),
        )

    def save(self, path: Path | str | None = None) -> Path:
        """Save to ``path`` (or the current file); SaveError if it cannot be written."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise storage.SaveError(
                QCoreApplication.translate("SaveError", "choose a file to save to")
            )
        if target.suffix.lower() != storage.EXTENSION:
            target = target.with_name(target.name + storage.EXTENSION)
        document = self.document()
        held = self._held(document)
        storage.write_save(target, document)
        stamp = file_stamp(target)
        self._file_holds = None if stamp is None else (target, stamp, held)
        self.path = target
        self.documentChanged.emit()
        return target

    def autosave(self) -> None:
        if not self.autosave_enabled or self.practice:
            return
        target = autosave_path()
        try:
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise storage.cannot_write(target, error) from None
            storage.write_save(target, self.document())
        except storage.SaveError as error:
            self._autosave_failed(str(error))
            return
        if self.unsaved_reason:
            self.unsaved_reason = ""
            self.autosaveRecovered.emit()

    def _autosave_failed(self, reason: str) -> None:
        if self.unsaved_reason:
            return  # already reported: the player knows until a save succeeds
        log.warning("autosave failed: %s", reason)
        self.unsaved_reason = reason
        self.autosaveFailed.emit(reason)

    def save_statistics(self) -> None:
        """Write the record; a failure is told once a session (the game goes on)."""
        try:
            save_statistics(self.statistics)
        except storage.SaveError as error:
            log.warning("statistics not saved: %s", error)
            if not self._statistics_failed:
                self._statistics_failed = True
                self.problem.emit(
                    QCoreApplication.translate(
                        "Session", "Your statistics could not be saved: %1"
                    ).replace("%1", str(error))
                )
            return
        self._statistics_failed = False

    def _on_round_scored(self, scored: ev.RoundScored) -> None:
        # The table shows the round's end before any later move is made: the game's last
        # action is the one that scored it.
        game = self.controller.game
        if (
            not self.controller.autopilot
            and not self.practice
            and player_moved(game, self.moves_from(), last_round=True)
        ):
            self.statistics.record_round(scored, took_back=self.take_backs > 0)
            self.save_statistics()
        self.autosave()

    def _on_game_over(self, over: ev.GameOver) -> None:
        game = self.controller.game
        if (
            not self.controller.autopilot
            and not self.practice
            and player_moved(game, self.moves_from())
        ):
            self.statistics.record_game(
                over,
                levels=[seat.level for seat in self.seats[1:]],
                took_back=self.take_backs > 0,
            )
            self.save_statistics()
        self.autosave()

    def title(self) -> str:
        return self.path.stem if self.path else ""
