"""Hard's and Expert's search: Normal's choice stands unless a challenger proves better."""

from __future__ import annotations

import dataclasses
import random

import pytest
from ai_helpers import advance, build_observation, new_game

from tractor_desktop.ai import rollout, search
from tractor_desktop.ai.endgame import EndgameTrials
from tractor_desktop.ai.heuristic import rank_plays
from tractor_desktop.ai.knowledge import Knowledge
from tractor_desktop.ai.players import Budget
from tractor_desktop.ai.search import HARD, Play, PlayTrials, Search, search_play
from tractor_desktop.engine.cards import cards
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation


def midgame_observation(seed: int = 23) -> Observation:
    game = new_game(seed=seed)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.tricks) == 6)
    seat = game.round.to_act
    assert seat is not None
    return game.observation(seat)


def midgame(seed: int = 23) -> Search[Play]:
    return Search.start(midgame_observation(seed), random.Random(1))


def test_normal_choice_is_candidate_zero_and_the_search_starts_without_a_challenger() -> None:
    obs = midgame_observation()
    s = Search.start(obs, random.Random(1))
    ranked = rank_plays(Knowledge(obs))
    assert s.candidates[0] == ranked[0][1]
    assert len(s.candidates) <= HARD.candidates
    assert s.challenger is None and s.best() == s.candidates[0]


def test_a_forced_play_is_answered_without_a_single_play_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The last card of a hand: there is nothing to search.
    obs = build_observation("5S", leader=1, plays=("3S", "4S", "6S"), hand_sizes=(1, 0, 0, 0))
    started: list[object] = []
    monkeypatch.setattr(search, "NormalPlayout", lambda *a: started.append(a))
    assert search_play(obs, random.Random(0), Budget(iterations=50)) == tuple(cards("5S"))
    assert started == []


def test_a_challenger_overrides_only_when_its_paired_lower_bound_is_above_zero() -> None:
    s = midgame()
    assert len(s.candidates) > 1
    s.challenger = 1
    s.gains = [0.3, 0.1, 0.2, 0.25, 0.15, 0.2]  # every fresh deal better: a clear gain
    assert s.overrides() and s.best() == s.candidates[1]
    s.gains = [0.9, -0.8, 0.7, -0.6, 0.8, -0.5]  # better on average, but not surely
    assert not s.overrides() and s.best() == s.candidates[0]
    s.gains = [0.3] * (HARD.confirm_min - 1)  # too few fresh deals to judge
    assert not s.overrides()


def test_nothing_gaining_on_the_nomination_deals_keeps_normal_choice_at_once() -> None:
    s = midgame()
    n = len(s.candidates)
    s.worlds = HARD.nominate
    s.values = [[0.5 if i == 0 else 0.0] * (HARD.nominate - 1) for i in range(n)]
    s.row = [0.5] + [0.0] * (n - 1)  # the last nomination deal: Normal's choice best again
    s._deal_done()
    assert s.settled() and s.challenger is None and s.best() == s.candidates[0]


def test_the_challenger_is_the_candidate_that_gained_most_on_the_nomination_deals() -> None:
    s = midgame()
    n = len(s.candidates)
    s.worlds = HARD.nominate
    s.values = [[0.0] * (HARD.nominate - 1) for _ in range(n)]
    s.values[n - 1] = [0.4] * (HARD.nominate - 1)
    s.row = [0.0] * (n - 1) + [0.4]
    s._deal_done()
    assert s.challenger == n - 1 and not s.settled()


def test_a_dropped_challenger_makes_way_for_the_runner_up_when_the_plan_allows_two() -> None:
    obs = midgame_observation()
    s = Search.start(obs, random.Random(1), dataclasses.replace(HARD, challengers=2))
    n = len(s.candidates)
    assert n >= 3
    s.worlds = HARD.nominate
    s.values = [[0.0] * (HARD.nominate - 1) for _ in range(n)]
    s.row = [0.0] * n
    s.row[1], s.row[2] = 0.4, 0.2  # candidate 1 gained most, candidate 2 next
    s._deal_done()
    assert s.challenger == 1 and s.nominees == [2]
    for _ in range(HARD.confirm_min):  # candidate 1 loses on every fresh deal: dropped
        s.row = [0.5, -0.5]
        s._deal_done()
    assert s.challenger == 2 and s.gains == [] and not s.settled()
    for _ in range(HARD.confirm_min):
        s.row = [-0.5, 0.5]
        s._deal_done()
    assert s.overrides() and s.best() == s.candidates[2]


def test_hard_confirms_a_single_challenger() -> None:
    s = midgame()
    n = len(s.candidates)
    s.worlds = HARD.nominate
    s.values = [[0.0] * (HARD.nominate - 1) for _ in range(n)]
    s.row = [0.0] + [0.3] * (n - 1)
    s._deal_done()
    for _ in range(HARD.confirm_min):
        s.row = [0.5, -0.5]
        s._deal_done()
    assert s.settled() and s.best() == s.candidates[0]


def test_confirmation_plays_out_only_the_incumbent_and_the_challenger_on_fresh_deals(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = midgame()
    s.challenger = 1
    tried: list[tuple] = []  # type: ignore[type-arg]

    class Spy(rollout.NormalPlayout):
        def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
            super().__init__(*args, **kwargs)
            self.first = True

        def apply(self, seat: int, play: tuple) -> None:  # type: ignore[type-arg]
            if self.first:
                tried.append(play)
                self.first = False
            super().apply(seat, play)

    monkeypatch.setattr(search, "NormalPlayout", Spy)
    worlds = s.worlds
    for _ in range(4):
        s.step(lambda: False)
    assert s.worlds == worlds + 2
    assert tried == [s.candidates[0], s.candidates[1]] * 2
    assert len(s.gains) == 2


def test_the_same_observation_and_seed_give_the_same_search() -> None:
    game = new_game(seed=29)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.tricks) == 3)
    seat = game.round.to_act
    assert seat is not None
    obs = game.observation(seat)
    budget = Budget(iterations=HARD.nominate + HARD.confirm_min + 2)
    assert search_play(obs, random.Random(4), budget) == search_play(obs, random.Random(4), budget)


def test_every_seat_of_a_play_out_reads_only_its_own_sampled_hand() -> None:
    game: Game = new_game(seed=31)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.tricks) == 2)
    seat = game.round.to_act
    assert seat is not None
    k = Knowledge(game.observation(seat))
    world = search.sample_world(k, random.Random(3))
    views = rollout.seat_views(k, world)
    for other, view in enumerate(views):
        assert sorted(view.hand, key=lambda c: c.index) == sorted(
            world.hands[other], key=lambda c: c.index
        )
        assert view.seat == other
        starter = k.obs.starter
        assert (view.obs.talon is not None) == (other == starter)


def test_the_search_solves_the_endgame_exactly_only_when_few_enough_cards_are_left() -> None:
    game = new_game(seed=4)
    advance(
        game,
        lambda g: (
            g.round.phase == "play"
            and g.round.to_act is not None
            and len(g.round.hands[g.round.to_act]) <= 4
        ),
    )
    seat = game.round.to_act
    assert seat is not None
    obs = game.observation(seat)
    held = len(obs.hand)
    solving = dataclasses.replace(HARD, endgame=held)
    assert isinstance(Search.start(obs, random.Random(1), solving).trials, EndgameTrials)
    assert isinstance(Search.start(obs, random.Random(1), HARD).trials, PlayTrials)
    short = dataclasses.replace(HARD, endgame=held - 1)
    assert isinstance(Search.start(obs, random.Random(1), short).trials, PlayTrials)
