"""A seeded random legal player that sees the whole state: for benchmarks and invariant tests.

It is not a computer opponent (those live in ``ai/`` and see only an observation); it exists to
drive the engine through every kind of situation, failed top-cards leads included.
"""

from __future__ import annotations

import random

from .actions import Action, Bury, Draw, Pass, Play
from .combos import classify
from .game import Game
from .round import TALON_SIZE


def random_action(game: Game, rng: random.Random, declare_chance: float = 0.3) -> Action:
    """A random legal action for whoever must act (``Draw`` when the table deals)."""
    current = game.round
    if current.phase == "draw":
        seat = (current.next_drawer - 1) % 4
        if current.drawn and rng.random() < declare_chance:
            options = game.declarations(seat)
            if options:
                return rng.choice(options)
        return Draw()
    to_act = current.to_act
    assert to_act is not None
    seat = to_act
    if current.phase == "last_chance":
        options = game.declarations(seat)
        if options and rng.random() < declare_chance:
            return rng.choice(options)
        return Pass(seat)
    hand = current.hands[seat]
    if current.phase == "bury":
        return Bury(seat, tuple(rng.sample(hand, TALON_SIZE)))
    assert current.current is not None and current.ctx is not None
    if not current.current.plays and rng.random() < 0.15:
        suit = current.ctx.suit(rng.choice(hand))
        pool = [c for c in hand if current.ctx.suit(c) == suit]
        attempt = tuple(rng.sample(pool, min(len(pool), rng.randint(2, 5))))
        options_ = current.options
        if classify(attempt, current.ctx, options_.allow_tractor_in_throw).type == "throw":
            action = Play(seat, attempt)
            if game.is_legal(action):
                return action
    return Play(seat, rng.choice(game.legal_plays()))


def random_options(rng: random.Random) -> dict[str, object]:
    """Random rule options, every field drawn."""
    return {
        "allow_self_reinforce": rng.random() < 0.5,
        "first_round_no_declaration": rng.choice(["redeal", "reveal_talon"]),
        "no_trump_rank_cards_are_trumps": rng.random() < 0.5,
        "follow_tractor_with_tractor": rng.random() < 0.5,
        "allow_tractor_in_throw": rng.random() < 0.5,
        "throw_penalty_per_card": rng.choice([0, 5, 10, 10, 20]),
        "refuse_invalid_throws": rng.random() < 0.5,
        "talon_multiplier": rng.choice(["twice_cards", "power"]),
        "must_win_at_ace": rng.random() < 0.5,
    }


def play_round(game: Game, rng: random.Random) -> int:
    """Play the current round to its end with random legal actions; returns actions applied."""
    number = game.round.number
    applied = 0
    while not game.over and game.round.number == number:
        game.apply(random_action(game, rng))
        applied += 1
    return applied
