"""botcli: one JSON observation per line in, one JSON action per line out; bad lines get errors."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

from ai_helpers import advance, new_game

from tractor_desktop.ai.botcli import serve
from tractor_desktop.engine.actions import Bury, Play
from tractor_desktop.engine.cards import cards
from tractor_desktop.engine.game import Game


def run_lines(lines: list[str], level: str = "normal") -> list[dict[str, object]]:
    out = io.StringIO()
    serve(io.StringIO("\n".join(lines) + "\n"), out, level, seed=1, budget_ms=100)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def observation_line(game: Game, seat: int) -> str:
    return json.dumps(game.observation(seat).to_json())


def test_a_play_observation_gets_a_legal_play() -> None:
    game = new_game(seed=23)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.tricks) == 1)
    seat = game.round.to_act
    assert seat is not None
    (answer,) = run_lines([observation_line(game, seat)])
    assert set(answer) == {"play"}
    assert game.is_legal(Play(seat, tuple(cards(answer["play"]))))  # type: ignore[arg-type]


def test_a_bury_observation_gets_eight_cards_to_bury() -> None:
    game = new_game(seed=29)
    advance(game, lambda g: g.round.phase == "bury")
    seat = game.round.to_act
    assert seat is not None
    (answer,) = run_lines([observation_line(game, seat)], level="hard")
    assert game.is_legal(Bury(seat, tuple(cards(answer["bury"]))))  # type: ignore[arg-type]


def test_a_draw_observation_gets_a_declaration_or_null() -> None:
    game = new_game(seed=31)
    advance(game, lambda g: g.round.drawn >= 40)
    (answer,) = run_lines([observation_line(game, 1)])
    assert set(answer) == {"declare"}


def test_a_bad_line_gets_an_error_and_the_bot_goes_on() -> None:
    game = new_game(seed=37)
    advance(game, lambda g: g.round.phase == "play")
    seat = game.round.to_act
    assert seat is not None
    answers = run_lines(["not json", '{"seat": 9}', observation_line(game, seat)])
    assert "error" in answers[0] and "error" in answers[1]
    assert "play" in answers[2]


def test_the_module_runs_as_a_command() -> None:
    game = new_game(seed=41)
    advance(game, lambda g: g.round.phase == "play")
    seat = game.round.to_act
    assert seat is not None
    done = subprocess.run(
        [sys.executable, "-m", "tractor_desktop.ai.botcli", "--level", "easy", "--seed", "3"],
        input="{}\n" + observation_line(game, seat) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    first, second = (json.loads(line) for line in done.stdout.splitlines())
    assert "error" in first
    assert "play" in second


def test_a_line_that_is_not_utf8_gets_an_error_whatever_the_encoding() -> None:
    game = new_game(seed=43)
    advance(game, lambda g: g.round.phase == "play")
    seat = game.round.to_act
    assert seat is not None
    lines = [b'{"seat": "\xff"}', b"\xc0\xaf", observation_line(game, seat).encode()]
    for encoding in ("utf-8:strict", "cp1252"):
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONIOENCODING", "PYTHONUTF8")}
        env.update(PYTHONIOENCODING=encoding, PYTHONUTF8="1")
        done = subprocess.run(
            [sys.executable, "-m", "tractor_desktop.ai.botcli", "--level", "easy"],
            input=b"\n".join(lines) + b"\n",
            capture_output=True,
            env=env,
            timeout=60,
        )
        assert done.returncode == 0 and done.stderr == b"", done.stderr
        answers = [json.loads(line) for line in done.stdout.splitlines()]
        assert [set(a) for a in answers] == [{"error"}, {"error"}, {"play"}]
        assert "utf-8" in answers[0]["error"]
