"""The guided first round ("Learn to play"): a fixed deal, every move of the computer players,
and the steps that explain each rule as it turns up.

The deal is number ``SEED``, found by ``tools/find_tutorial_deal.py``: it tries deal numbers in
order and keeps the first whose hands let every rule appear in a natural order, choosing each
computer move among the engine's legal plays (the tests replay the whole script). In it South
draws first and its ninth card is the first 2, the 2♦: declared at once, it makes South the
starter; after the talon exchange South leads a single, a pair, a tractor, a throw that stands
and one that fails; East then leads a single and a pair that South must follow. The rest of the
round is played freely, against the real computer players.

A ``Lesson`` is the controller's ``Script``: it has the next move of the script for the lesson's
game, holds the game still while a text is to be read or the draw waits for the player's
declaration, and says which step to show.
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from PySide6.QtCore import QObject, Signal, Slot

from tractor_desktop.app.controller import GameController
from tractor_desktop.app.qt_strings import QT_TRANSLATE_NOOP
from tractor_desktop.app.table_controller import HUMAN
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Action, Bury, Declare, Draw, Pass, Play
from tractor_desktop.engine.cards import DRAWN, card, cards
from tractor_desktop.engine.drive import Turn
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions

SEED = 11713
DECLARED_AFTER = 33
"""Cards drawn when South declares: the 33rd is its 2♦."""
DECLARATION = "2D"
BURIED = "3C 4C 4S 6S 6H 8S 9C 9S"
"""Low cards without points, none from a pair: nothing the lesson needs later."""
PLAYS: tuple[tuple[int, str], ...] = (
    # A single: everyone follows with a heart.
    (0, "AH"), (1, "3H"), (2, "4H"), (3, "3H"),
    # A pair: North follows with a pair, East with two spades, West with its one spade.
    (0, "KS KS"), (1, "5S 7S"), (2, "JS JS"), (3, "3S 4S"),
    # A tractor: East must give its pair of A♣ with two more clubs.
    (0, "QC QC JC JC"), (1, "3C 4C AC AC"), (2, "3S 5H 8C KC"), (3, "6C 8C 9C 10C"),
    # A throw that stands: both K♠ are gone, South holds both A♠.
    (0, "QS AS AS"), (1, "9S 10S 4H"), (2, "6S 7S 8S"), (3, "5S 7H 7H"),
    # A throw that fails: East's K♣ beats either club; the 7♣ alone is led.
    (0, "7C 10C"), (1, "KC"), (2, "QS"), (3, "AH"),
    # East leads, South follows suit; of the equal kings the first played wins.
    (1, "KH"), (2, "10H"), (3, "KH"), (0, "8H"),
    # East leads a pair: South must follow with its pair; West, out of hearts, ruffs.
    (1, "JH JH"), (2, "10S 10H"), (3, "RJ RJ"), (0, "9H 9H"),
)  # fmt: skip

FIRST_PLAY = DRAWN + 4 + 1 + 1
"""Actions before the first trick: the draws, the declaration, four last chances, the bury."""


def lesson_game() -> Game:
    """The lesson's deal, by the rules of the original text whatever the house rules."""
    return Game(RuleOptions(), SEED, humans=(HUMAN,))


def script_actions() -> tuple[Action, ...]:
    """Every move of the scripted part of the round, the draws included, in order."""
    first_drawer = lesson_game().round.first_drawer
    moves: list[Action] = [Draw() for _ in range(DECLARED_AFTER)]
    moves.append(Declare(HUMAN, (card(DECLARATION),)))
    moves.extend(Draw() for _ in range(DRAWN - DECLARED_AFTER))
    moves.extend(Pass((first_drawer + turn) % 4) for turn in range(4))
    moves.append(Bury(HUMAN, tuple(cards(BURIED))))
    moves.extend(Play(seat, tuple(cards(played))) for seat, played in PLAYS)
    assert len(moves) == FIRST_PLAY + len(PLAYS)
    return tuple(moves)


StepKind = Literal["read", "act", "watch", "result"]


@dataclasses.dataclass(frozen=True)
class Step:
    """One explanation. ``read``: the game holds still until the player goes on; ``act``: the
    player makes the script's move at ``at`` (its cards are %1 in the text, and highlighted);
    ``watch``: shown while the game goes on; ``result``: the round's end (%1: the opponents'
    points). The text is English; it is translated in the "Tutorial" context when shown."""

    kind: StepKind
    at: int | None
    """How many actions the game has when the step comes up (None: when the round is scored)."""
    text: str


def _play(index: int) -> int:
    """Where the ``index``-th play of the script comes."""
    return FIRST_PLAY + index


_LAST_CHANCE = DRAWN + 1 + (HUMAN - lesson_game().round.first_drawer) % 4
_BURY = DRAWN + 1 + 4

RESULT_DEFENDED: str = QT_TRANSLATE_NOOP(
    "Tutorial",
    "The round is over: the opponents have %1 points, fewer than 80, so your side wins it and "
    "goes up in level. The summary in front shows the talon, the points and the new levels; "
    "press Continue there to end the lesson.",
)
RESULT_TAKEN_OVER: str = QT_TRANSLATE_NOOP(
    "Tutorial",
    "The round is over: the opponents have %1 points, 80 or more, so they take over: they are "
    "the declarers next round, and from 120 points they go up in level too. The summary in "
    "front shows the talon, the points and the levels; press Continue there to end the lesson.",
)


def _step(kind: StepKind, at: int | None, text: str) -> Step:
    return Step(kind, at, text)


STEPS: tuple[Step, ...] = (
    _step(
        "read",
        0,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Welcome! You are South, at the bottom; North, at the top, is your partner against "
            "East and West. You make your own moves in this round, and the others' moves are "
            "arranged so that every rule turns up.",
        ),
    ),
    _step(
        "read",
        0,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "First the cards are drawn one at a time, 25 for each player; the last 8 are the "
            "talon. The trump rank of the first round is 2: showing a 2 makes its suit trumps. "
            "That is declaring.",
        ),
    ),
    _step(
        "act",
        DECLARED_AFTER,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "You have just drawn a 2, the %1. Declare it with its button below the table: "
            "diamonds become trumps and, unless someone cancels it, you become the starter.",
        ),
    ),
    _step(
        "watch",
        DECLARED_AFTER + 1,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "You and North are now the declarers. A single 2 can still be cancelled by two "
            "identical 2s or two identical jokers, but no one shows them this time: the draw "
            "goes on.",
        ),
    ),
    _step(
        "act",
        _LAST_CHANCE,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "All cards are drawn, and each player in turn has a last chance to declare. You "
            "have nothing stronger to show: press No declaration.",
        ),
    ),
    _step(
        "read",
        _BURY,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "The trump is settled: every diamond, every 2 and the jokers are trumps, from high "
            "to low: big joker, small joker, 2♦, the other 2s (equal to each other), then A♦ K♦ "
            "and so on. Your hand keeps the trumps together at the right.",
        ),
    ),
    _step(
        "act",
        _BURY,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "As the starter you picked up the talon: its 8 cards are marked in your hand. Bury "
            "8 cards face down in their place: select the highlighted ones, low cards without "
            "points, and press Bury.",
        ),
    ),
    _step(
        "act",
        _play(0),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "You lead the first trick. The simplest lead is a single card: click your %1, then "
            "press Play. The others must follow with a heart if they have one.",
        ),
    ),
    _step(
        "act",
        _play(4),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Everyone followed with a heart and your Ace won; the winner leads the next trick. "
            "Now lead a pair, two identical cards: your %1.",
        ),
    ),
    _step(
        "act",
        _play(8),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "A pair is followed by a pair of the suit if one is held (North), else by two cards "
            "of the suit (East). Now lead a tractor, pairs next to each other in rank: %1.",
        ),
    ),
    _step(
        "act",
        _play(12),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "East had to play its pair of A♣: followers play as many pairs of the suit as they "
            "can. Now lead top cards all at once (a throw): %1. Both K♠ are gone and you hold "
            "both A♠, so no one can beat either part.",
        ),
    ),
    _step(
        "act",
        _play(16),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "The throw won the trick. A throw fails if another player can beat any part of it: "
            "see what happens when you lead %1 together.",
        ),
    ),
    _step(
        "read",
        _play(17),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "East can beat your clubs with the K♣, so the throw failed: you take the 10♣ back "
            "and only the lower card, the 7♣, is led. The penalty: the opponents gain 10 points "
            "for each card taken back.",
        ),
    ),
    _step(
        "read",
        _play(20),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "East won the trick. Points are the 5s (5 each), the 10s and the Kings (10 each); "
            "only the opponents, East and West, collect them in the tricks they win: 10 here, "
            "and 10 for the penalty.",
        ),
    ),
    _step(
        "act",
        _play(23),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "East led the K♥. While you hold cards of the suit led you must play one: play "
            "your %1. West's K♥ equals East's, and of equal cards the first played wins.",
        ),
    ),
    _step(
        "act",
        _play(27),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "East took 30 points and leads a pair of hearts. Holding a pair of hearts, you must "
            "follow with it, not with two different hearts: play your %1.",
        ),
    ),
    _step(
        "read",
        _play(28),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "West had no hearts left, so it could play trumps: its pair of big jokers won. You "
            "have seen the main rules of play; play the rest of the round yourself (Hint "
            "suggests a move).",
        ),
    ),
    _step(
        "watch",
        _play(28),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Play on until every card is played. If the opponents win the last trick, the "
            "points buried in the talon count for them too, multiplied by twice the number of "
            "cards each player played to that trick.",
        ),
    ),
    _step("result", None, RESULT_DEFENDED),
)


class Lesson(QObject):
    """The guided round as it goes: the step shown, and the controller's ``Script``."""

    stepChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = lesson_game()
        """The lesson's game: the controller plays this very object (the UI never reads it:
        the lesson follows what the table has shown)."""
        self.moves = script_actions()
        self.steps = STEPS
        self.index = -1
        """The step shown (-1 before the first)."""
        self._reading = False
        """The step shown is a text to read and the player has not gone on yet."""
        self.opponent_total = 0
        """The opponents' points when the round was scored (the result's %1)."""
        self._shown = 0
        """How many of the lesson's moves the table has shown."""
        self._table: GameController | None = None

    def follow(self, table: GameController) -> None:
        """Follow the table's released events: the steps go with what the player has seen,
        not with the game running ahead of the animation."""
        self._table = table
        table.released.connect(self._on_shown)
        table.gameStarted.connect(self._on_shown)
        table.roundScored.connect(self._on_round_scored)

    @Slot()
    def _on_shown(self, *_: object) -> None:
        if self._table is not None:
            self._shown = self._table.snapshot.position

    @Slot(object)
    def _on_round_scored(self, scored: ev.RoundScored) -> None:
        if self.on_table():
            self.round_scored(scored)

    def on_table(self) -> bool:
        """Whether the table still plays the lesson (not another game started since)."""
        return self._table is not None and self._table.scripted_by(self)

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index >= 0 else None

    @property
    def position(self) -> int:
        """The lesson's moves the table has shown (all of the game's when it waits: ``hold``
        is asked only then)."""
        return self._shown

    # ----- the controller's Script ------------------------------------------------------------

    def scripted(self, game: Game) -> Action | None:
        n = len(game.actions)
        if game is not self.game or n >= len(self.moves):
            return None
        return self.moves[n]

    def hold(self, game: Game, turn: Turn) -> bool:
        if game is not self.game:
            return False
        self._catch_up()
        if self._reading:
            return True
        move = self.scripted(game)
        # The draw stops at the card the player is to declare, until it is declared.
        return turn.kind in ("draw", "declare") and isinstance(move, Declare)

    def _catch_up(self) -> None:
        """Show the steps the game has reached; a text to read stops there."""
        n = self.position
        step = self.step
        if self._reading and step is not None and step.at is not None and step.at < n:
            self._reading = False  # the player moved on without pressing Next (after Back)
        changed = False
        while not self._reading and self.index + 1 < len(self.steps):
            upcoming = self.steps[self.index + 1]
            if upcoming.at is None or upcoming.at > n:
                break
            self.index += 1
            self._reading = upcoming.kind == "read"
            changed = True
        if changed:
            self.stepChanged.emit()

    # ----- the player -------------------------------------------------------------------------

    @property
    def reading(self) -> bool:
        return self._reading

    def expected(self) -> Action | None:
        """The player's move the step shown asks for, while it is still to be made."""
        step = self.step
        if step is None or step.kind != "act" or step.at != self.position:
            return None
        return self.moves[step.at]

    def step_cards(self) -> tuple[str, ...]:
        """The cards of the move the step shown asks for: the text's %1."""
        step = self.step
        move = self.moves[step.at] if step and step.kind == "act" and step.at is not None else None
        if isinstance(move, (Declare, Bury, Play)):
            return tuple(c.code for c in move.cards)
        return ()

    def highlighted(self) -> tuple[str, ...]:
        """The cards to point out in the hand: those of the move asked for, until it is made."""
        return self.step_cards() if self.expected() is not None else ()

    def go_on(self) -> None:
        """The player has read the text (Next): the controller may move the game on."""
        self._reading = False

    def can_go_back(self) -> bool:
        """Back shows the text before, while the game still stands where that text was."""
        if self.index <= 0:
            return False
        before, now = self.steps[self.index - 1], self.steps[self.index]
        return before.kind == "read" and before.at == now.at == self.position

    def back(self) -> None:
        if self.can_go_back():
            self.index -= 1
            self._reading = True
            self.stepChanged.emit()

    @Slot(object)
    def round_scored(self, scored: ev.RoundScored) -> None:
        """The round's result: the last step, worded for who won."""
        text = RESULT_DEFENDED if scored.result.winner == "declarers" else RESULT_TAKEN_OVER
        last = len(self.steps) - 1
        self.steps = (*self.steps[:last], dataclasses.replace(self.steps[last], text=text))
        self.index = last
        self._reading = False
        self.opponent_total = scored.result.opponent_total
        self.stepChanged.emit()
