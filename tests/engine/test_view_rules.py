"""A seat judges its own move from its view as the engine judges it from the whole game: every
legal move is allowed, every refusal is the engine's (a throw is the server's to judge)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tractor_desktop.engine.actions import Bury, Declare, Pass, Play
from tractor_desktop.engine.drive import Driver
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.view_rules import check_in_view, declarations_in_view


def tries(game: Game, seat: int, rng: random.Random) -> list[Play | Bury | Declare | Pass]:
    """Legal moves and likely mistakes: cards from the hand, and some not in it."""
    hand = list(game.round.hands[seat])
    out: list[Play | Bury | Declare | Pass] = [Pass(seat)]
    for size in (1, 2, 2, 3, 4, 8):
        if len(hand) >= size:
            cards = tuple(rng.sample(hand, size))
            out += [Play(seat, cards), Bury(seat, cards), Declare(seat, cards)]
    other = game.round.hands[(seat + 1) % 4]
    if other:
        out.append(Play(seat, (other[0],)))
    return out


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), lenient=st.booleans())
def test_a_view_judges_a_seats_move_as_the_engine_does(seed: int, lenient: bool) -> None:
    options = RuleOptions(allow_self_reinforce=lenient, follow_tractor_with_tractor=lenient)
    game = Game(options, seed)
    driver = Driver(game)
    rng = random.Random(seed)
    checked = 0
    while not game.over and len(game.results) < 2 and checked < 6000:
        turn = driver.next_turn()
        assert turn is not None
        for seat in range(4):
            view = game.observation(seat)
            wanted = (
                {a.cards for a in game.legal_actions(seat) if isinstance(a, Declare)}
                if game.round.phase in ("draw", "last_chance")
                else set()
            )
            assert set(declarations_in_view(view)) == wanted
            for action in tries(game, seat, rng) + game.legal_actions(seat):
                engine = game.is_legal(action)
                mine = check_in_view(view, action)
                checked += 1
                if engine.ok:
                    assert mine.ok, (action, mine.code)
                elif engine.code != "throw_failed":
                    assert mine.code == engine.code, (action, engine.code, mine.code)
        if turn.kind == "declare":
            driver.apply(turn, None)
        elif turn.kind == "draw":
            driver.apply(turn, game.legal_actions(turn.actor)[0])
        else:
            driver.apply(turn, rng.choice(game.legal_actions(turn.actor)))
    assert checked > 1000
