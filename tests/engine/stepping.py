"""A simple seeded player the engine tests share: declares the first trump-rank card drawn,
buries at random, and plays what ``choose`` picks (a random legal play by default)."""

from __future__ import annotations

import random
from collections.abc import Callable

from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Bury, Declare, Draw, Pass, Play
from tractor_desktop.engine.cards import Card
from tractor_desktop.engine.game import Game

Chooser = Callable[[Game, random.Random], tuple[Card, ...]]


def random_play(game: Game, rng: random.Random) -> tuple[Card, ...]:
    return rng.choice(game.legal_plays())


def step(game: Game, rng: random.Random, choose: Chooser = random_play) -> list[ev.Event]:
    """One action of the simple player (or the table's next draw)."""
    rnd = game.round
    if rnd.phase == "draw":
        out = game.apply(Draw())
        drawn = out[0]
        if (
            rnd.phase == "draw"
            and rnd.standing is None
            and isinstance(drawn, ev.CardDrawn)
            and drawn.card.rank == rnd.level
        ):
            out.extend(game.apply(Declare(drawn.seat, (drawn.card,))))
        return out
    if rnd.phase == "last_chance":
        assert rnd.to_act is not None
        return game.apply(Pass(rnd.to_act))
    if rnd.phase == "bury":
        assert rnd.starter is not None
        return game.apply(Bury(rnd.starter, tuple(rng.sample(rnd.hands[rnd.starter], 8))))
    seat = rnd.to_act
    assert seat is not None
    return game.apply(Play(seat, choose(game, rng)))
