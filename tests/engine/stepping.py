"""A simple seeded player the engine tests share: declares the first trump-rank card drawn,
buries at random, and plays what ``choose`` picks (a random legal play by default)."""

from __future__ import annotations

import random
from collections.abc import Callable

from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Action, Bury, Declare, Draw, Pass, Play
from tractor_desktop.engine.cards import TALON_SIZE, Card
from tractor_desktop.engine.drive import Driver, Turn
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.simulate import random_action

Chooser = Callable[[Game, random.Random], tuple[Card, ...]]


def random_play(game: Game, rng: random.Random) -> tuple[Card, ...]:
    return rng.choice(game.legal_plays())


def decide(game: Game, turn: Turn, rng: random.Random, choose: Chooser) -> Action | None:
    """The simple player's answer to a turn of ``engine.drive``."""
    rnd = game.round
    if turn.kind == "draw":
        return Draw()
    if turn.kind == "declare":
        drawn = rnd.hands[turn.seat][-1]
        if rnd.standing is None and drawn.rank == rnd.level:
            return Declare(turn.seat, (drawn,))
        return None
    if turn.kind == "last_chance":
        return Pass(turn.seat)
    if turn.kind == "bury":
        return Bury(turn.seat, tuple(rng.sample(rnd.hands[turn.seat], TALON_SIZE)))
    return Play(turn.seat, choose(game, rng))


def step(game: Game, rng: random.Random, choose: Chooser = random_play) -> list[ev.Event]:
    """One turn of the simple player; a draw comes with the drawer's answer to its offer."""
    driver = Driver(game)
    turn = driver.next_turn()
    assert turn is not None
    out = driver.apply(turn, decide(game, turn, rng, choose))
    if turn.kind == "draw":
        offer = driver.next_turn()
        if offer is not None and offer.kind == "declare":
            out.extend(driver.apply(offer, decide(game, offer, rng, choose)))
    return out


def advance_to(game: Game, phase: str, seed: int = 0, declare_chance: float = 0.3) -> Game:
    """Move ``game`` on with the seeded random player until its round is in ``phase``."""
    rng = random.Random(seed)
    while game.round.phase != phase:
        game.apply(random_action(game, rng, declare_chance))
    return game
