"""Every level: only legal actions, no peeking, determinism under an iteration budget, cancel."""

from __future__ import annotations

import copy
import random
import time

import pytest
from ai_helpers import advance, new_game

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


def test_no_level_takes_an_illegal_action_in_20000_decisions_under_random_rules() -> None:
    """Random, Easy and Normal decide; at every card play, every candidate Hard and Expert
    would search is checked too (their choice is always one of them)."""
    rng = random.Random("legal")
    decisions = candidates = 0
    i = 0
    while decisions < 20_000:
        level = ("random", "easy", "normal")[i % 3]
        made, searched = play_round_checked(
            random_rules_game(rng, i), [level, "normal", level, "random"], rng
        )
        decisions += made
        candidates += searched
        i += 1
    assert candidates > decisions


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
    with pytest.raises(ValueError):
        make_player("grandmaster")


def test_every_level_has_a_thinking_budget_and_the_stronger_think_longer() -> None:
    assert tuple(BUDGET_MS) == LEVELS
    budgets = [BUDGET_MS[level] for level in LEVELS]
    assert budgets == sorted(budgets) and all(ms > 0 for ms in budgets)


def hidden_swap(game: Game, viewer: int) -> Game:
    """A copy of the game whose hidden cards differ for ``viewer``: two other seats trade cards
    of the same suit they have not shown, and the hidden talon trades with a hand."""
    twin = copy.deepcopy(game)
    current = twin.round
    a, b = (viewer + 1) % 4, (viewer + 3) % 4
    shown = {c for d in current.declarations for c in d.cards}
    swapped = 0
    for x in list(current.hands[a]):
        for y in list(current.hands[b]):
            if x is y or x in shown or y in shown:
                continue
            if current.ctx is not None and current.ctx.suit(x) != current.ctx.suit(y):
                continue
            current.hands[a].remove(x)
            current.hands[b].remove(y)
            current.hands[a].append(y)
            current.hands[b].append(x)
            swapped += 1
            break
        if swapped >= 3:
            break
    if current.talon and current.starter != viewer and current.hands[a]:
        x, y = current.talon[0], current.hands[a][-1]
        if y not in shown:
            current.talon[0], current.hands[a][-1] = y, x
            swapped += 1
    assert swapped
    return twin


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("point", ["draw", "bury", "lead", "follow"])
def test_same_observation_with_other_hidden_cards_gives_the_same_decision(
    level: str, point: str
) -> None:
    game = new_game(seed=7)

    def reached(g: Game) -> bool:
        r = g.round
        if point == "draw":
            return r.phase == "draw" and r.drawn >= 60
        if point == "bury":
            return r.phase == "bury"
        if point == "lead":
            return r.phase == "play" and len(r.tricks) == 3 and not r.current.plays  # type: ignore[union-attr]
        return r.phase == "play" and len(r.tricks) == 4 and len(r.current.plays) == 2  # type: ignore[union-attr]

    advance(game, reached)
    current = game.round
    viewer = current.to_act if current.to_act is not None else current.last_drawer
    assert viewer is not None
    twin = hidden_swap(game, viewer)
    assert [sorted(map(str, h)) for h in twin.round.hands] != [
        sorted(map(str, h)) for h in current.hands
    ]
    obs, twin_obs = game.observation(viewer), twin.observation(viewer)
    assert obs == twin_obs
    player = make_player(level)
    # Enough deals for the search to name a challenger and try it on fresh deals.
    budget = Budget(iterations=12 if level in SEARCHING else 3)
    first = player.decide(obs, random.Random(5), budget)
    second = player.decide(twin_obs, random.Random(5), budget)
    assert first == second


@pytest.mark.parametrize("level", LEVELS)
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


def test_hard_stops_within_50_ms_of_the_cancel_flag() -> None:
    game = new_game(seed=13)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.tricks) == 1)
    seat = game.round.to_act
    assert seat is not None
    obs = game.observation(seat)
    hard = make_player("hard")
    for delay in (0.0, 0.05, 0.12):
        flag_at = time.monotonic() + delay
        budget = Budget(
            deadline=time.monotonic() + 10,
            cancelled=lambda at=flag_at: time.monotonic() >= at,
        )
        action = hard.decide(obs, random.Random(1), budget)
        late = time.monotonic() - flag_at
        assert isinstance(action, Play) and game.is_legal(action)
        assert late < 0.05, f"stopped {late * 1000:.0f} ms after the flag"


def test_hard_honours_its_deadline() -> None:
    game = new_game(seed=17)
    advance(game, lambda g: g.round.phase == "play")
    seat = game.round.to_act
    assert seat is not None
    start = time.monotonic()
    action = make_player("hard").decide(
        game.observation(seat), random.Random(1), Budget(deadline=start + 0.2)
    )
    assert time.monotonic() - start < 0.3
    assert isinstance(action, Play) and game.is_legal(action)


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
    slowest = 0.0
    for _ in range(40):
        if search.settled():
            break
        start = time.perf_counter()
        search.step(lambda: False)
        slowest = max(slowest, time.perf_counter() - start)
        assert game.is_legal(Play(seat, search.best()))
    assert slowest < 0.05
