"""``Game.to_dict`` / ``Game.from_dict``: a game is ``{options, seed, actions}`` and replaying it
is loading it; hostile data is refused with a ``GameFormatError`` that says what is wrong."""

from __future__ import annotations

import copy
import itertools
import json
import random
import re
from collections.abc import Callable
from typing import Any

import pytest

from tests.engine.stepping import step
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Draw, Play
from tractor_desktop.engine.cards import Card
from tractor_desktop.engine.game import Game, GameFormatError
from tractor_desktop.engine.leading import judge_lead
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.trump import TRUMP

# ----- driving a game --------------------------------------------------------------------------


def run_until(game: Game, rng: random.Random, done: Callable[[Game], bool]) -> Game:
    for _ in range(100_000):
        if done(game):
            return game
        step(game, rng)
    raise AssertionError("the situation never came")


def failing_throw(game: Game) -> tuple[Card, ...] | None:
    """A top-cards lead of the seat to lead that another hand can beat, if there is one."""
    rnd = game.round
    seat = rnd.to_act
    assert seat is not None and rnd.ctx is not None
    hand = rnd.hands[seat]
    for suit in "SHDC":
        held = tuple(sorted({c for c in hand if rnd.ctx.suit(c) == suit}, key=lambda c: c.index))
        if len(held) < 2 or rnd.ctx.suit(held[0]) == TRUMP:
            continue
        judgement = judge_lead(rnd.hands, seat, held, rnd.ctx)
        if judgement.verdict and judgement.failed:
            return held
    return None


def saved(game: Game) -> Any:
    """The game's plain data as it comes back from a JSON file."""
    return json.loads(json.dumps(game.to_dict()))


def assert_same_state(a: Game, b: Game) -> None:
    assert [a.observation(s) for s in range(4)] == [b.observation(s) for s in range(4)]
    assert a.round.hands == b.round.hands
    assert a.round.talon == b.round.talon
    assert a.round.pack == b.round.pack
    assert a.round.phase == b.round.phase and a.round.number == b.round.number
    assert a.levels == b.levels
    assert a.actions == b.actions
    assert a.results == b.results
    assert a.winner == b.winner
    assert a.options == b.options and a.seed == b.seed and a.humans == b.humans
    assert a.to_dict() == b.to_dict()


def assert_same_future(a: Game, b: Game, steps: int = 60) -> None:
    """Both games accept the same next actions and report the same events."""
    ra, rb = random.Random(99), random.Random(99)
    for _ in range(steps):
        if a.over:
            assert b.over
            return
        assert step(a, ra) == step(b, rb)
    assert_same_state(a, b)


# ----- the phases of a game --------------------------------------------------------------------


def mid_draw() -> Game:
    game = Game(seed=21, humans=())
    return run_until(
        game, random.Random(1), lambda g: g.round.drawn >= 37 and g.round.standing is not None
    )


def last_chance() -> Game:
    game = Game(seed=22, humans=())
    rng = random.Random(2)
    run_until(game, rng, lambda g: g.round.phase == "last_chance")
    step(game, rng)
    assert game.round.phase == "last_chance" and game.round.last_chance_turn == 1
    return game


def bury() -> Game:
    return run_until(Game(seed=23, humans=()), random.Random(3), lambda g: g.round.phase == "bury")


def mid_trick() -> Game:
    game = Game(seed=24, humans=())
    return run_until(
        game,
        random.Random(4),
        lambda g: (
            len(g.round.tricks) == 5
            and g.round.current is not None
            and len(g.round.current.plays) == 2
        ),
    )


def after_a_failed_throw() -> Game:
    game = Game(seed=25, humans=())
    rng = random.Random(5)
    run_until(game, rng, lambda g: g.round.phase == "play")
    for _ in range(200):
        rnd = game.round
        if rnd.current is not None and not rnd.current.plays:
            throw = failing_throw(game)
            if throw is not None:
                assert rnd.to_act is not None
                events = game.apply(Play(rnd.to_act, throw))
                assert any(isinstance(e, ev.ThrowFailed) for e in events)
                step(game, rng)
                return game
        step(game, rng)
    raise AssertionError("no failing throw was found")


def between_rounds() -> Game:
    game = Game(seed=26, humans=())
    run_until(game, random.Random(6), lambda g: bool(g.results))
    assert game.round.number == 1 and game.round.drawn == 0
    return game


def second_round_in_play() -> Game:
    game = Game(seed=27, humans=())
    return run_until(
        game,
        random.Random(7),
        lambda g: g.round.number == 1 and g.round.phase == "play" and len(g.round.tricks) == 3,
    )


def game_over() -> Game:
    for seed in range(200):
        game = Game(seed=seed, humans=(), levels=(14, 14), starter=0)
        run_until(game, random.Random(seed), lambda g: bool(g.results))
        if game.over:
            return game
    raise AssertionError("no game ended")


def with_options() -> Game:
    options = RuleOptions(
        allow_self_reinforce=False,
        first_round_no_declaration="reveal_talon",
        no_trump_rank_cards_are_trumps=True,
        follow_tractor_with_tractor=True,
        allow_tractor_in_throw=False,
        throw_penalty_per_card=5,
        refuse_invalid_throws=True,
        talon_multiplier="power",
        must_win_at_ace=True,
    )
    game = Game(options, 2**62, humans=(0, 2), levels=(5, 3), starter=1)
    return run_until(
        game, random.Random(8), lambda g: g.round.phase == "play" and len(g.round.tricks) == 2
    )


PHASES: dict[str, Callable[[], Game]] = {
    "new game": lambda: Game(seed=20),
    "mid-draw": mid_draw,
    "last chance": last_chance,
    "bury": bury,
    "mid-trick": mid_trick,
    "after a failed throw": after_a_failed_throw,
    "between rounds": between_rounds,
    "second round in play": second_round_in_play,
    "game over": game_over,
    "options, levels and starter": with_options,
}


@pytest.mark.parametrize("phase", list(PHASES))
def test_a_saved_game_loads_into_the_identical_state(phase: str) -> None:
    game = PHASES[phase]()
    loaded = Game.from_dict(saved(game))
    assert_same_state(game, loaded)


@pytest.mark.parametrize("phase", list(PHASES))
def test_a_loaded_game_goes_on_exactly_like_the_original(phase: str) -> None:
    game = PHASES[phase]()
    loaded = Game.from_dict(saved(game))
    assert_same_future(game, loaded)


def test_the_saved_form_is_plain_json_data() -> None:
    data = mid_trick().to_dict()
    assert json.loads(json.dumps(data)) == data
    assert set(data) >= {"options", "seed", "actions"}
    assert data["options"] == RuleOptions().to_dict()


def test_runs_of_draws_are_saved_as_one_counted_action() -> None:
    game = mid_draw()
    data = game.to_dict()
    first = data["actions"][0]
    assert first == {"type": "draw", "count": first["count"]} and first["count"] > 1
    kinds = [a["type"] for a in data["actions"]]
    assert not [1 for a, b in itertools.pairwise(kinds) if a == b == "draw"]
    total = sum(a.get("count", 1) for a in data["actions"] if a["type"] == "draw")
    assert total == game.round.drawn


def test_the_game_over_state_survives_loading() -> None:
    game = game_over()
    loaded = Game.from_dict(saved(game))
    assert loaded.over and loaded.winner == game.winner
    assert loaded.is_legal(Draw()).code == "game_over"


def test_every_prefix_of_a_saved_game_loads() -> None:
    game = mid_trick()
    data = saved(game)
    actions = list(data["actions"])
    for n in range(len(actions) + 1):
        partial = dict(data, actions=actions[:n])
        loaded = Game.from_dict(partial)
        assert len(loaded.actions) == sum(a.get("count", 1) for a in actions[:n])


def test_uncompressed_draws_load_the_same_as_counted_ones() -> None:
    game = mid_draw()
    data = saved(game)
    expanded: list[dict[str, Any]] = []
    for a in data["actions"]:
        if a["type"] == "draw":
            expanded.extend({"type": "draw"} for _ in range(a.get("count", 1)))
        else:
            expanded.append(a)
    assert_same_state(game, Game.from_dict(dict(data, actions=expanded)))


# ----- hostile data ----------------------------------------------------------------------------


def base() -> dict[str, Any]:
    data = saved(mid_trick())
    assert isinstance(data, dict)
    return data


def refuses(data: object, pattern: str) -> str:
    with pytest.raises(GameFormatError) as info:
        Game.from_dict(data)
    message = str(info.value)
    assert re.search(pattern, message), message
    assert "Traceback" not in message
    return message


@pytest.mark.parametrize(
    "data",
    [[], "game", 7, None, b"{}"],
    ids=["list", "string", "number", "null", "bytes"],
)
def test_a_game_that_is_not_an_object_is_refused(data: object) -> None:
    refuses(data, "object")


@pytest.mark.parametrize(
    ("options", "pattern"),
    [
        ("strict", "options must be an object"),
        ([], "options must be an object"),
        (None, "options must be an object"),
        ({"allow_cheating": True}, "unknown option 'allow_cheating'"),
        ({"allow_self_reinforce": "yes"}, "allow_self_reinforce"),
        ({"allow_self_reinforce": 1}, "allow_self_reinforce"),
        ({"throw_penalty_per_card": -10}, "throw_penalty_per_card"),
        ({"throw_penalty_per_card": 10**9}, "throw_penalty_per_card"),
        ({"throw_penalty_per_card": 2.5}, "throw_penalty_per_card"),
        ({"throw_penalty_per_card": True}, "throw_penalty_per_card"),
        ({"talon_multiplier": "cube"}, "talon_multiplier"),
        ({"first_round_no_declaration": None}, "first_round_no_declaration"),
    ],
)
def test_bad_options_are_refused_naming_the_option(options: object, pattern: str) -> None:
    data = base()
    data["options"] = options
    refuses(data, pattern)


@pytest.mark.parametrize("seed", [-1, 2**63, 2**200, 1.5, "7", True, None, [7]])
def test_a_bad_seed_is_refused(seed: object) -> None:
    data = base()
    data["seed"] = seed
    refuses(data, "seed")


def test_a_missing_seed_is_refused() -> None:
    data = base()
    del data["seed"]
    refuses(data, "seed")


@pytest.mark.parametrize("humans", ["0", [4], [-1], [True], [0.0], {"0": 1}, None])
def test_bad_human_seats_are_refused(humans: object) -> None:
    data = base()
    data["humans"] = humans
    refuses(data, "humans")


@pytest.mark.parametrize(
    ("levels", "starter", "pattern"),
    [
        (["2"], 0, "levels"),
        (["2", "X"], 0, "levels"),
        ([2, 3], 0, "levels"),
        ("23", 0, "levels"),
        (["2", "3", "4"], 0, "levels"),
        (["2", "1"], 0, "levels"),
        (["5", "3"], None, "equal levels"),
        (["5", "3"], 4, "starter"),
        (["5", "3"], "1", "starter"),
        (["5", "3"], True, "starter"),
    ],
)
def test_bad_levels_or_starter_are_refused(levels: object, starter: object, pattern: str) -> None:
    data = base()
    data["levels"] = levels
    data["starter"] = starter
    refuses(data, pattern)


@pytest.mark.parametrize("actions", [None, {}, "draw", 5, {"0": {"type": "draw"}}])
def test_actions_that_are_not_a_list_are_refused(actions: object) -> None:
    data = base()
    data["actions"] = actions
    refuses(data, "actions must be a list")


def test_missing_actions_are_refused() -> None:
    data = base()
    del data["actions"]
    refuses(data, "actions must be a list")


def with_bad_action(position: int, action: object) -> tuple[dict[str, Any], int]:
    """The base game with one stored action replaced; also returns the bad action's number
    (counting every single draw, as ``game.actions`` does)."""
    data = base()
    actions = data["actions"]
    number = sum(a.get("count", 1) if isinstance(a, dict) else 1 for a in actions[:position]) + 1
    actions[position] = action
    return data, number


BAD_ACTIONS = [
    ("not an object", 5, r"an action must be an object"),
    ("a list", ["draw"], r"an action must be an object"),
    ("unknown type", {"type": "shuffle", "seat": 0}, r"unknown action type 'shuffle'"),
    ("no type", {"seat": 0, "cards": ["AS"]}, r"unknown action type None"),
    ("seat too high", {"type": "pass", "seat": 4}, r"seat must be 0, 1, 2 or 3"),
    ("seat as text", {"type": "play", "seat": "1", "cards": ["AS"]}, r"seat"),
    ("seat as bool", {"type": "play", "seat": True, "cards": ["AS"]}, r"seat"),
    ("no seat", {"type": "bury", "cards": ["AS"]}, r"seat"),
    ("cards as text", {"type": "play", "seat": 1, "cards": "AS"}, r"cards must be a list"),
    ("no cards", {"type": "play", "seat": 1}, r"cards must be a list"),
    ("unknown card", {"type": "declare", "seat": 0, "cards": ["ZZ"]}, r"unknown card code 'ZZ'"),
    ("card as number", {"type": "play", "seat": 0, "cards": [10]}, r"unknown card code 10"),
    ("card as list", {"type": "play", "seat": 0, "cards": [["AS"]]}, r"unknown card code"),
    ("lower case", {"type": "play", "seat": 0, "cards": ["as"]}, r"unknown card code 'as'"),
    ("too many cards", {"type": "bury", "seat": 0, "cards": ["AS"] * 34}, r"cards must be"),
]


@pytest.mark.parametrize(
    ("what", "action", "pattern"), BAD_ACTIONS, ids=[b[0] for b in BAD_ACTIONS]
)
def test_a_malformed_action_is_refused_naming_its_number(
    what: str, action: object, pattern: str
) -> None:
    for position in (0, 3):
        data, number = with_bad_action(position, action)
        message = refuses(data, rf"^action {number}\b")
        assert re.search(pattern, message), message


def test_an_illegal_action_is_refused_naming_it_and_the_reason() -> None:
    data = base()
    actions = data["actions"]
    position = next(i for i, a in enumerate(actions) if a["type"] == "pass")
    number = sum(a.get("count", 1) for a in actions[:position]) + 1
    seat = actions[position]["seat"]
    actions[position] = {"type": "pass", "seat": (seat + 1) % 4}
    message = refuses(data, rf"^action {number} \(pass, seat {(seat + 1) % 4}\): not_your_turn$")
    assert message


@pytest.mark.parametrize(
    ("replace", "code"),
    [
        (lambda a: {**a, "cards": a["cards"][:7]}, "must_bury_eight"),
        (lambda a: {**a, "seat": (a["seat"] + 1) % 4}, "not_your_turn"),
        (lambda a: {"type": "draw"}, "wrong_phase"),
        (lambda a: {"type": "play", "seat": a["seat"], "cards": a["cards"][:1]}, "wrong_phase"),
    ],
)
def test_an_illegal_bury_is_refused_with_its_reason(
    replace: Callable[[dict[str, Any]], dict[str, Any]], code: str
) -> None:
    data = base()
    actions = data["actions"]
    position = next(i for i, a in enumerate(actions) if a["type"] == "bury")
    number = sum(a.get("count", 1) for a in actions[:position]) + 1
    actions[position] = replace(actions[position])
    refuses(data, rf"^action {number} \(.*\): {code}$")


def test_playing_a_card_the_seat_does_not_hold_is_refused() -> None:
    game = mid_trick()
    rnd = game.round
    seat = rnd.to_act
    assert seat is not None
    missing = next(c for c in rnd.hands[(seat + 1) % 4] if c not in rnd.hands[seat])
    data = saved(game)
    data["actions"].append({"type": "play", "seat": seat, "cards": [missing.code]})
    number = len(game.actions) + 1
    refuses(data, rf"^action {number} \(play, seat {seat}, {missing.code}\): cards_not_in_hand$")


def test_the_first_bad_action_is_the_one_named() -> None:
    data = base()
    actions = data["actions"]
    position = next(i for i, a in enumerate(actions) if a["type"] == "bury")
    number = sum(a.get("count", 1) for a in actions[:position]) + 1
    actions[position] = {"type": "bury", "seat": actions[position]["seat"], "cards": ["XX"]}
    actions[-1] = {"type": "teleport"}
    refuses(data, rf"^action {number}: unknown card code 'XX'$")


def test_too_many_draws_are_refused_at_the_first_draw_after_the_hundredth() -> None:
    data = {"seed": 3, "actions": [{"type": "draw", "count": 100}, {"type": "draw"}]}
    refuses(data, r"^action 101 \(draw\): wrong_phase$")
    data = {"seed": 3, "actions": [{"type": "draw", "count": 108}]}
    refuses(data, r"^action 101 \(draw\): wrong_phase$")


@pytest.mark.parametrize("count", [10**12, 2**63, 109, 0, -1, 1.5, "5", True, None, [3]])
def test_a_bad_draw_count_is_refused(count: object) -> None:
    data = {"seed": 3, "actions": [{"type": "draw", "count": 5}, {"type": "draw", "count": count}]}
    refuses(data, r"draws must count 1 to 108")


def test_a_bad_draw_count_names_the_action() -> None:
    data = {"seed": 3, "actions": [{"type": "draw", "count": 5}, {"type": "draw", "count": 10**12}]}
    refuses(data, r"^action 6\b")


def test_actions_after_the_game_is_over_are_refused() -> None:
    game = game_over()
    data = saved(game)
    data["actions"].append({"type": "draw"})
    refuses(data, rf"^action {len(game.actions) + 1} \(draw\): game_over$")


def test_a_saved_game_from_another_seed_is_refused_at_its_first_impossible_action() -> None:
    game = mid_trick()
    data = saved(game)
    data["seed"] = game.seed + 1
    message = refuses(data, r"^action \d+ \(")
    number = int(message.split()[1])
    assert 1 < number <= len(game.actions)


def test_loading_does_not_change_the_data_it_is_given() -> None:
    data = base()
    before = copy.deepcopy(data)
    Game.from_dict(data)
    assert data == before


def test_a_format_error_is_a_value_error() -> None:
    assert issubclass(GameFormatError, ValueError)


JUNK: list[Any] = [
    None,
    True,
    -1,
    0,
    3,
    4,
    2**70,
    1.5,
    "",
    "AS",
    "draw",
    [],
    {},
    ["AS"],
    ["AS"] * 40,
    {"type": "draw"},
    {"type": "draw", "count": 200},
    {"type": "play"},
    {"type": "declare", "seat": 0, "cards": []},
    [[]],
]


def test_randomly_damaged_saves_load_or_fail_only_with_a_format_error() -> None:
    rng = random.Random(2024)
    good = base()
    fields = ["options", "seed", "humans", "levels", "starter", "actions"]
    for _ in range(400):
        data = copy.deepcopy(good)
        junk = copy.deepcopy(rng.choice(JUNK))
        where = rng.random()
        if where < 0.2:
            data[rng.choice(fields)] = junk
        elif where < 0.35:
            data["options"][rng.choice(sorted(good["options"]))] = junk
        else:
            k = rng.randrange(len(data["actions"]))
            if rng.random() < 0.6:
                data["actions"][k][rng.choice(["type", "seat", "cards", "count"])] = junk
            else:
                data["actions"][k] = junk
        try:
            Game.from_dict(data)
        except GameFormatError as e:
            assert str(e)
