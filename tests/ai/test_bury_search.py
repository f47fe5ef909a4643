"""Hard's bury: Normal's stands unless another bury proves better over whole rounds."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from ai_helpers import advance, new_game

from tractor_desktop.ai import bury_search
from tractor_desktop.ai.bury_search import after_bury, bury_candidates
from tractor_desktop.ai.burying import bury_options, choose_bury
from tractor_desktop.ai.heuristic import NORMAL, Style
from tractor_desktop.ai.players import Budget, make_player
from tractor_desktop.ai.search import HARD, Plan, run
from tractor_desktop.engine.actions import Bury
from tractor_desktop.engine.cards import TALON_SIZE
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation


def at_bury(seed: int) -> tuple[Game, Observation]:
    game = new_game(seed=seed)
    advance(game, lambda g: g.round.phase == "bury")
    seat = game.round.to_act
    assert seat is not None
    return game, game.observation(seat)


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_the_candidates_are_normal_bury_first_then_other_legal_buries(seed: int) -> None:
    game, obs = at_bury(seed)
    candidates = bury_candidates(obs, HARD.candidates)
    assert candidates[0] == choose_bury(obs) == bury_options(obs)[0]
    assert len(set(candidates)) == len(candidates) >= 2
    for bury in candidates:
        assert len(bury) == TALON_SIZE
        assert game.is_legal(Bury(obs.seat, bury))


def test_after_a_bury_the_starter_holds_the_rest_and_knows_the_talon_and_leads() -> None:
    _, obs = at_bury(3)
    bury = choose_bury(obs)
    view = after_bury(obs, bury)
    left = Counter(obs.hand)
    left.subtract(bury)
    assert Counter(view.hand) == +left and len(view.hand) == len(obs.hand) - TALON_SIZE
    assert view.talon == bury and view.phase == "play"
    assert view.hand_sizes[obs.seat] == len(view.hand)
    assert view.current is not None and view.current.leader == obs.seat == view.starter


def test_every_bury_is_tried_on_the_same_sampled_deal_of_the_other_hands(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _, obs = at_bury(8)
    search = bury_search.bury_search(obs, random.Random(1), HARD)
    seen: list[tuple[tuple[str, ...], ...]] = []

    class Spy(bury_search.NormalPlayout):
        def __init__(self, k, views, world, styles) -> None:  # type: ignore[no-untyped-def]
            others = tuple(tuple(map(str, world.hands[s])) for s in range(4) if s != obs.seat)
            seen.append(others)
            assert list(world.talon) == list(k.obs.talon)  # the talon is the bury tried
            super().__init__(k, views, world, styles)

    monkeypatch.setattr(bury_search, "NormalPlayout", Spy)
    for _ in range(len(search.candidates)):
        search.step(lambda: False)
    assert search.worlds == 1 and len(set(seen)) == 1 and len(seen) == len(search.candidates)


def test_hard_buries_legally_and_the_same_way_for_the_same_seed() -> None:
    game, obs = at_bury(21)
    budget = Budget(iterations=HARD.nominate + HARD.confirm_min)
    hard = make_player("hard")
    first = hard.decide(obs, random.Random(4), budget)
    assert isinstance(first, Bury) and game.is_legal(first)
    assert hard.decide(obs, random.Random(4), budget) == first


def test_a_bury_search_that_finds_nothing_better_keeps_normal_bury() -> None:
    _, obs = at_bury(3)
    search = bury_search.bury_search(obs, random.Random(2), HARD)
    run(search, Budget(iterations=1))  # too few deals to prove anything
    assert search.best() == choose_bury(obs)


def styles_met(
    monkeypatch: pytest.MonkeyPatch, plan: Plan
) -> tuple[Observation, list[tuple[Style, ...]]]:
    """The starter's view, and the players each play-out of its bury search's first deal met."""
    _, obs = at_bury(8)
    search = bury_search.bury_search(obs, random.Random(1), plan)
    met: list[tuple[Style, ...]] = []

    class Spy(bury_search.NormalPlayout):
        def __init__(self, k, views, world, styles) -> None:  # type: ignore[no-untyped-def]
            met.append(tuple(styles))
            super().__init__(k, views, world, styles)

    monkeypatch.setattr(bury_search, "NormalPlayout", Spy)
    for _ in range(len(search.candidates)):
        search.step(lambda: False)
    return obs, met


def test_a_bury_plan_without_a_spread_plays_out_against_four_normals(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    plan = dataclasses.replace(bury_search.HARD_BURY, spread=0.0)
    assert set(styles_met(monkeypatch, plan)[1]) == {(NORMAL,) * 4}


def test_hards_bury_meets_varied_opponents_the_same_for_every_bury(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert bury_search.HARD_BURY.spread == HARD.spread > 0
    obs, met = styles_met(monkeypatch, bury_search.HARD_BURY)
    assert len(met) >= 2 and len(set(met)) == 1  # every bury meets the same players on a deal
    styles = met[0]
    assert all((styles[s] == NORMAL) == ((s - obs.seat) % 2 == 0) for s in range(4))
