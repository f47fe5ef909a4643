"""Play-outs whose other side may slip: with no slip every seat plays as Normal (the play-outs
Hard has always made); with slips only the searching seat's opponents ever leave Normal's first
choice, and the same seed makes the same slips (the candidates' comparison stays paired)."""

from __future__ import annotations

import random

from ai_helpers import advance, new_game

from tractor_desktop.ai import heuristic, rollout
from tractor_desktop.ai.knowledge import Knowledge
from tractor_desktop.ai.sampling import sample_world
from tractor_desktop.engine.cards import Card


def played_out(
    seed: int, slip: float, slip_seed: int = 0
) -> tuple[list[tuple[int, tuple[Card, ...]]], list[tuple[int, bool]]]:
    """Each (seat, play) of a play-out from a midgame, and for each choice whether it was
    Normal's first."""
    game = new_game(seed=seed)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.tricks) == 3)
    seat = game.round.to_act
    assert seat is not None
    k = Knowledge(game.observation(seat))
    world = sample_world(k, random.Random(seed))
    playout = rollout.NormalPlayout(
        k, rollout.seat_views(k, world), world, slip=slip, seed=slip_seed
    )
    plays: list[tuple[int, tuple[Card, ...]]] = []
    firsts: list[tuple[int, bool]] = []
    choose = playout.choose_lead

    def watched(who: int) -> tuple[Card, ...]:
        first = heuristic.rank_plays(playout.views[who])[0][1]
        chosen = choose(who)
        plays.append((who, chosen))
        firsts.append(((who - k.seat) % 2, chosen == first))
        return chosen

    playout.choose_lead = playout.choose_follow = watched  # type: ignore[method-assign]
    playout.run(lambda: False)
    return plays, firsts


def test_without_slips_every_seat_plays_normals_first_choice() -> None:
    for seed in (3, 5, 8):
        _, firsts = played_out(seed, slip=0.0)
        assert firsts and all(first for _, first in firsts)


def test_only_the_opponents_slip_and_the_same_seed_slips_the_same_way() -> None:
    slipped = 0
    for seed in (3, 5, 8):
        plays, firsts = played_out(seed, slip=1.0, slip_seed=seed)
        assert all(first for side, first in firsts if side == 0)  # the searcher's side never
        slipped += sum(not first for side, first in firsts if side == 1)
        assert played_out(seed, slip=1.0, slip_seed=seed)[0] == plays
    assert slipped > 0
