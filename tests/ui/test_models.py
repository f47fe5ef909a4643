"""The item models behave as Qt models must (pytest-qt's model tester) and say the right things."""

from __future__ import annotations

import random

from tractor_desktop.engine.cards import Suit
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.simulate import play_round, random_action
from tractor_desktop.engine.trump import Trump, trump_context
from tractor_desktop.ui.hand_model import CardRole, HandModel, PlayableRole, SelectedRole, TrumpRole
from tractor_desktop.ui.history_models import ScoreModel, TrickHistoryModel

HEARTS = trump_context(Trump(2, Suit.HEARTS))


def test_hand_model_passes_the_model_tester_through_every_operation(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = HandModel()
    qtmodeltester.check(model)
    model.reset(["AS", "2H", "3C", "BJ", "KD", "KD"], HEARTS)
    qtmodeltester.check(model)
    model.add(["5S", "RJ"], mark_new=True)
    model.toggle(1)
    model.moveRows(model.index(0).parent(), 0, 1, model.index(0).parent(), 3)
    model.remove(["KD"])
    model.resort(trump_context(Trump(2, Suit.SPADES)))
    model.set_lead_suit("S")
    qtmodeltester.check(model)


def test_hand_is_sorted_by_suit_with_trumps_grouped_strongest_last() -> None:
    model = HandModel()
    model.reset(["RJ", "3H", "2S", "AS", "2H", "BJ", "KC"], HEARTS)
    assert model.codes() == ["AS", "KC", "3H", "2S", "2H", "BJ", "RJ"]
    assert [model.data(model.index(r), TrumpRole) for r in range(7)] == [False, False] + [True] * 5
    assert model.data(model.index(0), CardRole) == "AS"


def test_while_following_only_the_led_suit_is_playable_if_held() -> None:
    model = HandModel()
    model.reset(["AS", "KC", "3H"], HEARTS)
    model.set_lead_suit("S")
    assert [model.data(model.index(r), PlayableRole) for r in range(3)] == [True, False, False]
    model.set_lead_suit("D")  # void: everything may be played
    assert all(model.data(model.index(r), PlayableRole) for r in range(3))


def test_selection_is_a_role_and_hints_select_one_row_per_copy() -> None:
    model = HandModel()
    model.reset(["KD", "KD", "AS"], HEARTS)
    model.select_codes(["KD"])
    assert [model.data(model.index(r), SelectedRole) for r in range(3)] == [False, True, False] or [
        model.data(model.index(r), SelectedRole) for r in range(3)
    ] == [True, False, False]
    assert model.selected_codes() == ["KD"]
    assert "selected" in model.data(model.index(model.selected_rows()[0]))


def test_score_sheet_and_trick_history_pass_the_model_tester(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(2)
    game = Game(seed=4, humans=())
    play_round(game, rng)
    scores = ScoreModel()
    tricks = TrickHistoryModel()
    qtmodeltester.check(scores)
    qtmodeltester.check(tricks)
    scores.add_round(game.results[0])
    for _ in range(150):
        game.apply(random_action(game, rng))
    tricks.set_tricks(game.observation(0).tricks)
    qtmodeltester.check(scores)
    qtmodeltester.check(tricks)
    assert scores.rowCount() == 1 and scores.columnCount() == 5
    assert tricks.rowCount() == len(game.observation(0).tricks) > 0
