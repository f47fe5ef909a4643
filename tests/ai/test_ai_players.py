"""Every level: only legal actions, no peeking, determinism under an iteration budget, cancel."""

from __future__ import annotations

import random

import pytest
from ai_helpers import advance, new_game, views_with_other_hidden_cards

from tests.tiers import sample_and_whole, slow
from tractor_desktop.ai import search as search_module
from tractor_desktop.ai.arena import SEARCHING
from tractor_desktop.ai.players import BUDGET_MS, LEVELS, Budget, make_player, suggest
from tractor_desktop.ai.search import EXPERT, HARD, Search
from tractor_desktop.engine.actions import Action, Bury, Declare, Pass, Play
from tractor_desktop.engine.drive import Turn, drive
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.simulate import random_options

QUICK = Budget(iterations=2)


ANSWERS: dict[str, tuple[type, ...]] = {
    "declare": (Declare, type(None)),
    "last_chance": (Declare, Pass),
    "bury": (Bury,),
    "play": (Play,),
}


def play_round_checked(
    game: Game, levels: list[str], rng: random.Random, budget: Budget = QUICK
) -> tuple[int, int]:
    """Play the current round with the given levels by seat; assert every action is legal, and
    every play the searching levels would consider. Returns (decisions, candidates checked)."""
    players = [make_player(level) for level in levels]
    number = game.round.number
    decisions = candidates = 0

    def decide(played: Game, turn: Turn) -> Action | None:
        nonlocal decisions, candidates
        decisions += 1
        obs = played.observation(turn.seat)
        if turn.kind == "play":
            for play in Search.start(obs, rng, EXPERT).candidates:  # Hard's are the first ones
                verdict = played.is_legal(Play(turn.seat, play))
                assert verdict, (turn, play, verdict.code)
                candidates += 1
        action = players[turn.seat].decide(obs, rng, budget)
        assert isinstance(action, ANSWERS[turn.kind]), (turn, action)
        if action is not None:
            assert action.seat == turn.seat
            verdict = played.is_legal(action)
            assert verdict, (turn, action, verdict.code)
        return action

    assert drive(game, decide, until=lambda g: g.round.number != number) == 0
    return decisions, candidates


def random_rules_game(rng: random.Random, i: int) -> Game:
    options = RuleOptions.from_dict(random_options(rng))
    starter = None if i % 3 == 0 else rng.randrange(4)
    return Game(options, seed=rng.randrange(2**31), humans=(), starter=starter)


@pytest.mark.parametrize("wanted", sample_and_whole(2_000, 20_000))
def test_no_level_takes_an_illegal_action_under_random_rules(
    wanted: int,
) -> None:
    """Random, Easy and Normal decide; at every card play, every candidate Hard and Expert
    would search is checked too (their choice is always one of them). 2,000 decisions by
    default, the 20,000 in the slow tier."""
    rng = random.Random("legal")
    decisions = candidates = 0
    i = 0
    while decisions < wanted:
        level = ("random", "easy", "normal")[i % 3]
        made, searched = play_round_checked(
            random_rules_game(rng, i), [level, "normal", level, "random"], rng
        )
        decisions += made
        candidates += searched
        i += 1
    assert candidates > decisions


@slow  # a round with every decision searched; the default tier checks Hard's candidates
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_searching_levels_take_only_legal_actions_when_they_search_to_the_end(
    level: str,
) -> None:
    # Deals enough to name a challenger and try it on fresh deals: the search may override.
    plan = EXPERT if level == "expert" else HARD
    budget = Budget(iterations=plan.nominate + plan.confirm_min)
    rng = random.Random(f"legal/{level}")
    play_round_checked(random_rules_game(rng, 1), [level, "random", "easy", "normal"], rng, budget)


def test_make_player_knows_the_four_levels_and_refuses_others() -> None:
    assert [make_player(level).level for level in LEVELS] == list(LEVELS)
    with pytest.raises(ValueError, match="unknown player level 'grandmaster'"):
        make_player("grandmaster")


def test_every_level_has_a_thinking_budget_and_the_stronger_think_longer() -> None:
    assert tuple(BUDGET_MS) == LEVELS
    budgets = [BUDGET_MS[level] for level in LEVELS]
    assert budgets == sorted(budgets) and all(ms > 0 for ms in budgets)


# Expert searches as Hard does, with more of it: checked in the slow tier.
BY_DEFAULT = [lv if lv != "expert" else pytest.param(lv, marks=slow) for lv in LEVELS]


@pytest.mark.parametrize("level", BY_DEFAULT)
@pytest.mark.parametrize("point", ["draw", "bury", "lead", "follow"])
def test_same_observation_with_other_hidden_cards_gives_the_same_decision(
    level: str, point: str
) -> None:
    obs, twin_obs = views_with_other_hidden_cards(point)
    player = make_player(level)
    # Enough deals for the search to name a challenger and try it on fresh deals.
    budget = Budget(iterations=12 if level in SEARCHING else 3)
    first = player.decide(obs, random.Random(5), budget)
    second = player.decide(twin_obs, random.Random(5), budget)
    assert first == second


@pytest.mark.parametrize("level", BY_DEFAULT)
def test_same_observation_and_seed_with_an_iteration_budget_give_the_same_move(
    level: str,
) -> None:
    game = new_game(seed=11)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.tricks) == 2)
    seat = game.round.to_act
    assert seat is not None
    obs = game.observation(seat)
    moves = {
        make_player(level).decide(obs, random.Random(42), Budget(iterations=6)) for _ in range(3)
    }
    assert len(moves) == 1


class Checks:
    """A cancel flag that goes up at its ``up_at``-th look, counting every look."""

    def __init__(self, up_at: int) -> None:
        self.up_at = up_at
        self.looks = 0

    def __call__(self) -> bool:
        self.looks += 1
        return self.looks >= self.up_at


@pytest.mark.parametrize("up_at", [1, 5, 40])
def test_hard_stops_at_its_first_look_at_the_cancel_flag_once_it_is_up(up_at: int) -> None:
    """Counted, not timed: the search looks at the flag after every trick of a play-out, and
    the look that sees it up is the last (a play-out is at most one round's tricks of work)."""
    game = new_game(seed=13)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.tricks) == 1)
    seat = game.round.to_act
    assert seat is not None
    flag = Checks(up_at)
    action = make_player("hard").decide(
        game.observation(seat), random.Random(1), Budget(cancelled=flag)
    )
    assert isinstance(action, Play) and game.is_legal(action)
    assert flag.looks == up_at


class Clock:
    """A clock that moves on a millisecond at every reading."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.readings = 0

    def __call__(self) -> float:
        self.readings += 1
        self.now += 0.001
        return self.now


def test_hard_stops_at_its_first_reading_of_the_clock_past_its_deadline(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = new_game(seed=17)
    advance(game, lambda g: g.round.phase == "play")
    seat = game.round.to_act
    assert seat is not None
    clock = Clock()
    monkeypatch.setattr(search_module.time, "monotonic", clock)
    deadline = clock.now + 0.2  # 200 readings from now
    action = make_player("hard").decide(
        game.observation(seat), random.Random(1), Budget(deadline=deadline)
    )
    assert isinstance(action, Play) and game.is_legal(action)
    # The reading that found the deadline passed was the last one.
    assert deadline <= clock.now < deadline + 0.0015


def test_suggest_gives_a_legal_hint_in_each_phase() -> None:
    game = new_game(seed=19)
    advance(game, lambda g: g.round.phase == "bury")
    starter = game.round.to_act
    assert starter is not None
    hint = suggest(game.observation(starter))
    assert isinstance(hint, Bury) and game.is_legal(hint)
    advance(game, lambda g: g.round.phase == "play")
    seat = game.round.to_act
    assert seat is not None
    hint = suggest(game.observation(seat), random.Random(1), Budget(iterations=2))
    assert isinstance(hint, Play) and game.is_legal(hint)
    other = (seat + 1) % 4
    assert suggest(game.observation(other)) is None


def test_hard_search_runs_in_short_slices_with_a_legal_best_move_at_any_time() -> None:
    from tractor_desktop.ai.search import Search

    game = new_game(seed=43)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.tricks) == 1)
    seat = game.round.to_act
    assert seat is not None
    search = Search.start(game.observation(seat), random.Random(2))
    tricks_left = len(game.round.hands[seat]) + 1
    for _ in range(40):
        if search.settled():
            break
        looks = Checks(10**9)
        search.step(looks)
        # One slice is one play-out: the rest of the round at most, a look after each trick.
        assert looks.looks <= tricks_left
        assert game.is_legal(Play(seat, search.best()))
