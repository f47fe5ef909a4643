"""A seeded random legal player that sees the whole state: for benchmarks and invariant tests.

It is not a computer opponent (those live in ``ai/`` and see only an observation); it exists to
drive the engine through every kind of situation, failed top-cards leads included.
"""

from __future__ import annotations

import random

from .actions import Action, Bury, Draw, Play
from .cards import TALON_SIZE
from .combos import classify
from .drive import Decide, Turn, drive
from .game import Game


def random_action(game: Game, rng: random.Random, declare_chance: float = 0.3) -> Action:
    """A random legal action for whoever must act (``Draw`` when the table draws, unless the
    last drawer declares)."""
    actor = game.to_act()
    assert actor is not None
    current = game.round
    if isinstance(actor, str):
        drawer = current.last_drawer
        if drawer is not None and rng.random() < declare_chance:
            declarations = game.legal_actions(drawer)
            if declarations:
                return rng.choice(declarations)
        return Draw()
    if current.phase == "last_chance":
        legal = game.legal_actions(actor)
        declarations = legal[1:]
        if declarations and rng.random() < declare_chance:
            return rng.choice(declarations)
        return legal[0]
    hand = current.hands[actor]
    if current.phase == "bury":
        # Any eight cards, not only the canonical way, so that every kind of talon is seen.
        return Bury(actor, tuple(rng.sample(hand, TALON_SIZE)))
    assert current.current is not None and current.ctx is not None
    if not current.current.plays and rng.random() < 0.15:
        suit = current.ctx.suit(rng.choice(hand))
        pool = [c for c in hand if current.ctx.suit(c) == suit]
        attempt = tuple(rng.sample(pool, min(len(pool), rng.randint(2, 5))))
        options_ = current.options
        if classify(attempt, current.ctx, options_.allow_tractor_in_throw).type == "throw":
            action = Play(actor, attempt)
            if game.is_legal(action):
                return action
    # The choice legal_actions offers, without making an action of every candidate.
    return Play(actor, rng.choice(game.legal_plays()))


def random_decider(rng: random.Random, declare_chance: float = 0.3) -> Decide:
    """``random_action`` as the answers to ``drive``'s turns (an offer declined is None)."""

    def decide(game: Game, turn: Turn) -> Action | None:
        action = random_action(game, rng, declare_chance)
        return None if isinstance(action, Draw) else action

    return decide


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
    before = len(game.actions)
    drive(game, random_decider(rng), until=lambda g: g.round.number != number)
    return len(game.actions) - before
