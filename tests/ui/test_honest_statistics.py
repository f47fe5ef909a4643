"""Honest statistics through the window: only what the player played counts."""

from __future__ import annotations

import copy
import random
from pathlib import Path

from tractor_desktop.app.replay import frames
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.simulate import play_round
from tractor_desktop.ui.main_window import MainWindow

TIMEOUT = 30_000


def a_finished_game(seed: int) -> Game:
    """A game of one round (both teams at Ace), played to its end by random players."""
    game = Game(seed=seed, humans=(0,), levels=(14, 14), starter=0)
    play_round(game, random.Random(seed))
    assert game.over
    return game


def before_the_last_trick(game: Game) -> int:
    """How many actions lead to the step before the game's last trick, in its review."""
    steps = frames(game)
    return steps[-3].actions


# ----- only what the player played counts ------------------------------------------------------


def test_a_game_and_a_round_the_player_made_no_move_in_are_not_counted(
    qtbot, home: Path, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    win = window
    # The team wins this game in its last trick, where the player's one card is forced: the
    # table plays it by itself.
    game = a_finished_game(13)
    assert game.winner == 0
    before = copy.deepcopy(win.session.statistics)
    win.session.play_from(game.to_dict(), before_the_last_trick(game))
    qtbot.waitUntil(lambda: getattr(win, "summary_dialog", None) is not None, timeout=TIMEOUT)
    assert win.controller.game.round.hands[0] == []  # the forced card was played
    with qtbot.waitSignal(win.controller.gameOver, timeout=TIMEOUT):
        win.summary_dialog.continue_button.click()
    assert win.controller.game.over and win.controller.game.winner == 0
    assert win.session.statistics == before


def test_playing_on_is_not_offered_where_nothing_is_left_to_decide(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    game = a_finished_game(13)
    window.documents.review(game.to_dict())
    review = window.documents.replay_window
    qtbot.addWidget(review)
    review.slider.setValue(len(review.frames) - 3)  # one card in every hand
    assert not review.frames[review.position].over
    assert not review.play_button.isEnabled()
    assert "Nothing is left to play" in review.play_button.toolTip()
    before = window.controller.game.to_dict()
    review._play_from_here()
    assert window.controller.game.to_dict() == before
    review.slider.setValue(len(review.frames) // 2)
    assert review.play_button.isEnabled()
