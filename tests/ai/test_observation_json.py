"""``Observation.from_json`` takes exactly the shapes BOT_PROTOCOL.md shows and refuses anything
else with a message naming the field; botcli answers such a line with that message."""

from __future__ import annotations

import copy
import io
import json
import random
from typing import Any

import pytest

from tests.tiers import first_by_default
from tractor_desktop.ai.botcli import serve
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.simulate import random_action, random_options

DELETE = object()
Path = tuple[str | int, ...]


def _play_view() -> dict[str, Any]:
    """A play-phase view with a finished trick and one under way."""
    game = Game(seed=5, humans=())
    rng = random.Random(5)
    while not (game.round.phase == "play" and game.round.tricks and game.round.current):
        game.apply(random_action(game, rng))
    while game.round.current is not None and not game.round.current.plays:
        game.apply(random_action(game, rng))
    seat = game.round.to_act
    assert seat is not None
    view = game.observation(seat).to_json()
    assert view["current"]["plays"]
    assert view["declarations"] and view["draw"] is None
    return view


def _draw_view() -> dict[str, Any]:
    game = Game(seed=5, humans=())
    rng = random.Random(5)
    for _ in range(30):
        game.apply(random_action(game, rng, declare_chance=0))
    view = game.observation(0).to_json()
    assert view["phase"] == "draw" and view["draw"] is not None
    return view


PLAY = _play_view()
DRAW = _draw_view()

# (path to the field, the wrong value or DELETE, the field the message must start with)
TOP_LEVEL = list(PLAY)
CASES: list[tuple[Path, object, str]] = [((name,), DELETE, name) for name in TOP_LEVEL] + [
    (("seat",), 4, "seat"),
    (("seat",), -1, "seat"),
    (("seat",), True, "seat"),
    (("seat",), "0", "seat"),
    (("seat",), 1.0, "seat"),
    (("seat",), None, "seat"),
    (("phase",), "deal", "phase"),
    (("phase",), 3, "phase"),
    (("phase",), ["play"], "phase"),
    (("phase",), None, "phase"),
    (("to_act",), 4, "to_act"),
    (("to_act",), True, "to_act"),
    (("to_act",), "1", "to_act"),
    (("to_act",), [1], "to_act"),
    (("options",), [], "options"),
    (("options",), None, "options"),
    (("options",), {"no_such_option": 1}, "options"),
    (("options",), {"throw_penalty_per_card": "ten"}, "options"),
    (("levels",), {"0": "2", "1": "2"}, "levels"),
    (("levels",), ["2"], "levels"),
    (("levels",), ["2", "2", "2"], "levels"),
    (("levels",), "22", "levels"),
    (("levels",), ["2", 2], "levels"),
    (("levels",), ["2", "1"], "levels"),
    (("levels",), None, "levels"),
    (("level",), 2, "level"),
    (("level",), "1", "level"),
    (("level",), ["2"], "level"),
    (("level",), None, "level"),
    (("trump",), [], "trump"),
    (("trump",), {}, "trump"),
    (("trump",), 0, "trump"),
    (("trump",), "H", "trump"),
    (("trump",), {"rank": "2"}, "trump"),
    (("trump",), {"rank": "2", "suit": "X"}, "trump"),
    (("trump",), {"rank": 2, "suit": "H"}, "trump"),
    (("declarations",), {}, "declarations"),
    (("declarations",), None, "declarations"),
    (("declarations",), "2H", "declarations"),
    (("declarations", 0), 1, "declarations[0]"),
    (("declarations", 0), ["2H"], "declarations[0]"),
    (("declarations", 0, "seat"), 5, "declarations[0].seat"),
    (("declarations", 0, "seat"), DELETE, "declarations[0].seat"),
    (("declarations", 0, "cards"), "2H", "declarations[0].cards"),
    (("declarations", 0, "cards"), ["ZZ"], "declarations[0].cards"),
    (("declarations", 0, "accepted"), 1, "declarations[0].accepted"),
    (("declarations", 0, "accepted"), "yes", "declarations[0].accepted"),
    (("declarations", 0, "accepted"), DELETE, "declarations[0].accepted"),
    (("starter",), 4, "starter"),
    (("starter",), True, "starter"),
    (("starter",), "1", "starter"),
    (("declarers",), [1], "declarers"),
    (("declarers",), 2, "declarers"),
    (("declarers",), -1, "declarers"),
    (("declarers",), True, "declarers"),
    (("declarers",), "0", "declarers"),
    (("hand",), "AS", "hand"),
    (("hand",), {"AS": 1}, "hand"),
    (("hand",), ["ZZ"], "hand"),
    (("hand",), [1], "hand"),
    (("hand",), None, "hand"),
    (("talon",), "AS", "talon"),
    (("talon",), {}, "talon"),
    (("talon",), ["ZZ"], "talon"),
    (("talon",), 8, "talon"),
    (("revealed_talon",), "AS", "revealed_talon"),
    (("revealed_talon",), {}, "revealed_talon"),
    (("revealed_talon",), ["ZZ"], "revealed_talon"),
    (("revealed_talon",), 0, "revealed_talon"),
    (("hand_sizes",), {"0": 25, "1": 25, "2": 25, "3": 25}, "hand_sizes"),
    (("hand_sizes",), [25, 25, 25], "hand_sizes"),
    (("hand_sizes",), [25, 25, 25, 25, 25], "hand_sizes"),
    (("hand_sizes",), [25, 25, 25, -1], "hand_sizes"),
    (("hand_sizes",), [25, 25, 25, True], "hand_sizes"),
    (("hand_sizes",), [25, 25, 25, 25.0], "hand_sizes"),
    (("hand_sizes",), [25, 25, 25, "25"], "hand_sizes"),
    (("hand_sizes",), "25", "hand_sizes"),
    (("hand_sizes",), None, "hand_sizes"),
    (("tricks",), {}, "tricks"),
    (("tricks",), None, "tricks"),
    (("tricks", 0), 1, "tricks[0]"),
    (("tricks", 0), [], "tricks[0]"),
    (("tricks", 0, "leader"), 4, "tricks[0].leader"),
    (("tricks", 0, "leader"), DELETE, "tricks[0].leader"),
    (("tricks", 0, "plays"), {}, "tricks[0].plays"),
    (("tricks", 0, "plays"), "AS", "tricks[0].plays"),
    (("tricks", 0, "plays"), [["AS"]] * 5, "tricks[0].plays"),
    (("tricks", 0, "plays"), DELETE, "tricks[0].plays"),
    (("tricks", 0, "plays", 1), "AS", "tricks[0].plays[1]"),
    (("tricks", 0, "plays", 1), ["ZZ"], "tricks[0].plays[1]"),
    (("tricks", 0, "winner"), 4, "tricks[0].winner"),
    (("tricks", 0, "winner"), "1", "tricks[0].winner"),
    (("tricks", 0, "points"), "10", "tricks[0].points"),
    (("tricks", 0, "points"), True, "tricks[0].points"),
    (("tricks", 0, "points"), -5, "tricks[0].points"),
    (("tricks", 0, "failed_throw"), [], "tricks[0].failed_throw"),
    (("tricks", 0, "failed_throw"), None, "tricks[0].failed_throw"),
    (("tricks", 0, "failed_throw"), {"penalty": 10}, "tricks[0].failed_throw.attempted"),
    (
        ("tricks", 0, "failed_throw"),
        {"attempted": "AS", "penalty": 10},
        "tricks[0].failed_throw.attempted",
    ),
    (("tricks", 0, "failed_throw"), {"attempted": ["AS"]}, "tricks[0].failed_throw.penalty"),
    (
        ("tricks", 0, "failed_throw"),
        {"attempted": ["AS"], "penalty": "10"},
        "tricks[0].failed_throw.penalty",
    ),
    (("current",), [], "current"),
    (("current",), {}, "current.leader"),
    (("current",), 0, "current"),
    (("current",), "x", "current"),
    (("current", "leader"), 9, "current.leader"),
    (("current", "plays"), "AS", "current.plays"),
    (("current", "plays", 0), ["ZZ"], "current.plays[0]"),
    (("points",), [], "points"),
    (("points",), 35, "points"),
    (("points",), None, "points"),
    (("points",), {}, "points.opponents"),
    (("points", "opponents"), "35", "points.opponents"),
    (("points", "opponents"), True, "points.opponents"),
    (("points", "opponents"), 1.5, "points.opponents"),
    (("draw",), {"remaining": 0, "last_chance": False}, "draw"),
    (("draw",), [], "draw"),
]
DRAW_CASES: list[tuple[Path, object, str]] = [
    (("draw",), None, "draw"),
    (("draw",), [], "draw"),
    (("draw",), {}, "draw.remaining"),
    (("draw", "remaining"), "5", "draw.remaining"),
    (("draw", "remaining"), -1, "draw.remaining"),
    (("draw", "remaining"), True, "draw.remaining"),
    (("draw", "remaining"), DELETE, "draw.remaining"),
    (("draw", "last_chance"), 0, "draw.last_chance"),
    (("draw", "last_chance"), None, "draw.last_chance"),
    (("draw", "last_chance"), DELETE, "draw.last_chance"),
]
ALL_CASES = [(PLAY, *case) for case in CASES] + [(DRAW, *case) for case in DRAW_CASES]


def _changed(view: dict[str, Any], path: Path, value: object) -> dict[str, Any]:
    data = copy.deepcopy(view)
    *parents, last = path
    target: Any = data
    for key in parents:
        target = target[key]
    if value is DELETE:
        del target[last]
    else:
        target[last] = value
    return data


def _case_id(case: tuple[dict[str, Any], Path, object, str]) -> str:
    view, path, value, _ = case
    where = ".".join(map(str, path))
    return f"{view['phase']}:{where}={'<deleted>' if value is DELETE else json.dumps(value)}"


def _refusal(data: dict[str, Any]) -> str:
    with pytest.raises(ValueError) as refused:  # noqa: PT011 - its message is the result
        Observation.from_json(data)
    return str(refused.value)


def test_the_unchanged_views_are_accepted() -> None:
    assert Observation.from_json(copy.deepcopy(PLAY)).to_json() == PLAY
    assert Observation.from_json(copy.deepcopy(DRAW)).to_json() == DRAW


@pytest.mark.parametrize(
    ("view", "path", "value", "field"), ALL_CASES, ids=map(_case_id, ALL_CASES)
)
def test_a_field_of_the_wrong_shape_is_refused_by_name(
    view: dict[str, Any], path: Path, value: object, field: str
) -> None:
    message = _refusal(_changed(view, path, value))
    assert message.startswith(field + " "), message


@pytest.mark.parametrize("value", [None, [], "{}", 3])
def test_an_observation_must_be_an_object(value: object) -> None:
    assert "object" in _refusal(value)  # type: ignore[arg-type]


def test_botcli_answers_each_malformed_observation_with_its_field_and_goes_on() -> None:
    lines = [json.dumps(_changed(view, path, value)) for view, path, value, _ in ALL_CASES]
    lines.append(json.dumps(PLAY))
    out = io.StringIO()
    answered = serve(io.StringIO("\n".join(lines) + "\n"), out, "easy", seed=1, budget_ms=50)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert answered == len(answers) == len(lines)
    for answer, (_, _, _, field) in zip(answers, ALL_CASES, strict=False):
        assert set(answer) == {"error"}
        assert answer["error"].startswith(f"bad observation: {field} "), answer
    assert set(answers[-1]) == {"play"}


def _observations_of(game: Game, rng: random.Random, actions: int) -> list[Observation]:
    seen = []
    for _ in range(actions):
        seen += [game.observation(seat) for seat in range(4)]
        if game.over:
            break
        game.apply(random_action(game, rng))
    return seen


@pytest.mark.parametrize("seed", first_by_default(range(6), 2))
def test_every_observation_of_random_games_survives_its_json_form(seed: int) -> None:
    rng = random.Random(seed)
    options = RuleOptions.from_dict(random_options(rng))
    levels = (rng.randint(2, 14), rng.randint(2, 14))
    game = Game(options, seed, humans=(), levels=levels, starter=seed % 4)
    first_round = Game(options, seed, humans=())
    phases = set()
    for o in _observations_of(game, rng, 600) + _observations_of(first_round, rng, 300):
        data = json.loads(json.dumps(o.to_json()))
        assert Observation.from_json(data) == o
        phases.add(o.phase)
    assert {"draw", "bury", "play"} <= phases
