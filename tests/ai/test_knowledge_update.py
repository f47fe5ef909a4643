"""The play-outs' light knowledge update agrees with reading the whole observation again."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.tiers import sample_and_whole
from tractor_desktop.ai.knowledge import SUITS, Knowledge
from tractor_desktop.ai.players import Budget, make_player
from tractor_desktop.engine.actions import Action, Play
from tractor_desktop.engine.combos import classify
from tractor_desktop.engine.drive import Turn, drive
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.simulate import random_options


def facts(k: Knowledge) -> dict[str, object]:
    def counts(c: Counter) -> dict:  # type: ignore[type-arg]
        return {face: n for face, n in c.items() if n > 0}

    return {
        "hand": sorted(k.hand, key=lambda c: c.index),
        "hand_counts": counts(k.hand_counts),
        "void": k.void,
        "no_pairs": k.no_pairs,
        "played_by": [counts(c) for c in k.played_by],
        "known": [counts(c) for c in k.known],
        "known_after_bury": [counts(c) for c in k.known_after_bury],
        "unseen": counts(k.unseen),
        "unseen_by_suit": {
            s: sorted(v, key=lambda c: c.index) for s, v in k.unseen_by_suit.items()
        },
        "sizes": k.sizes,
        "capacity": k._capacity,
        "current": (k.current.leader, k.current.plays) if k.current else None,
        "lead": k.lead.cards if k.lead else None,
        # Asked at every decision, so that answers kept from before a card was seen would show.
        "higher": [k.unseen_higher(s, key) for s in SUITS for key in KEYS],
        "pair_keys": [k.unseen_pair_keys_above(s, key) for s in SUITS for key in KEYS],
    }


KEYS = range(-1, 30, 2)


@pytest.mark.parametrize("rounds", sample_and_whole(3, 8))
def test_knowledge_updated_play_by_play_equals_knowledge_read_from_the_observation(
    rounds: int,
) -> None:
    rng = random.Random("update")
    compared = 0
    for _ in range(rounds):
        compared += compare_round(rng)
    assert compared > 190 * rounds and FAILED[0] > 0


FAILED = [0]
"""Failed top-cards leads seen (the update must read the cards they show)."""


def risky_throw(game: Game, seat: int) -> Play | None:
    """A lead of a whole plain suit as a throw, when the rules let it be tried (it often fails)."""
    obs = game.observation(seat)
    ctx = obs.context()
    if ctx is None or (obs.current is not None and obs.current.plays):
        return None
    for suit in "SHDC":
        held = tuple(c for c in obs.hand if ctx.suit_of[c.index] == suit)
        if len(held) >= 3 and classify(held, ctx).type == "throw":
            play = Play(seat, held)
            if game.is_legal(play):
                return play
    return None


def compare_round(rng: random.Random) -> int:
    """Play a round (seat 3 tries throws that often fail); compare at every card decision."""
    options = RuleOptions.from_dict(random_options(rng))
    game = Game(options, seed=rng.randrange(2**31), humans=(), starter=rng.randrange(4))
    players = [make_player(level) for level in ("normal", "random", "easy", "normal")]
    light: list[Knowledge] = []
    compared = 0

    def decide(played: Game, turn: Turn) -> Action | None:
        nonlocal compared
        obs = played.observation(turn.seat)
        if turn.kind == "play":
            if not light:
                light.extend(Knowledge(played.observation(s)) for s in range(4))
            for s in range(4):
                assert facts(light[s]) == facts(Knowledge(played.observation(s)))
                compared += 1
            throw = risky_throw(played, turn.seat) if turn.seat == 3 else None
            if throw is not None:
                return throw
        return players[turn.seat].decide(obs, rng, Budget())

    def after(played: Game) -> bool:
        if light and played.round.phase == "play" and played.actions:
            last = played.actions[-1]
            if isinstance(last, Play):
                view = played.observation(0)
                current = view.current
                if current is not None and current.plays:
                    for k in light:
                        k.see(current)
                else:
                    FAILED[0] += view.tricks[-1].failed_attempt is not None
                    for k in light:
                        k.see(view.tricks[-1])
                        k.trick_over(current.leader if current is not None else 0)
        return bool(played.results)

    drive(game, decide, until=after)
    return compared
