"""Play-outs whose other side plays with other habits: with no spread every seat plays as
Normal (the play-outs Hard has always made); with a spread only the searching seat's opponents
ever leave Normal's first choice, and the same draws give the same play-out (the candidates'
comparison on one deal stays paired)."""

from __future__ import annotations

import dataclasses
import random

from ai_helpers import advance, new_game

from tractor_desktop.ai import heuristic, rollout
from tractor_desktop.ai.heuristic import NORMAL
from tractor_desktop.ai.knowledge import Knowledge
from tractor_desktop.ai.rollout import opponent_styles
from tractor_desktop.ai.sampling import sample_world
from tractor_desktop.engine.cards import Card


def played_out(
    seed: int, spread: float, style_seed: int = 0
) -> tuple[list[tuple[int, tuple[Card, ...]]], list[tuple[int, bool]]]:
    """Each (seat, play) of a play-out from a midgame, and for each choice (by side: 0 the
    searcher's) whether it was Normal's first."""
    game = new_game(seed=seed)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.tricks) == 3)
    seat = game.round.to_act
    assert seat is not None
    k = Knowledge(game.observation(seat))
    world = sample_world(k, random.Random(seed))
    styles = opponent_styles(k.seat, random.Random(style_seed), spread)
    playout = rollout.NormalPlayout(k, rollout.seat_views(k, world), world, styles)
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


def test_without_spread_every_seat_plays_normals_first_choice() -> None:
    for seed in (3, 5, 8):
        _, firsts = played_out(seed, spread=0.0)
        assert firsts and all(first for _, first in firsts)


def test_only_the_opponents_play_otherwise_and_the_same_draws_play_the_same_way() -> None:
    other = 0
    for seed in (3, 5, 8):
        plays, firsts = played_out(seed, spread=1.0, style_seed=seed)
        assert all(first for side, first in firsts if side == 0)  # the searcher's side never
        other += sum(not first for side, first in firsts if side == 1)
        assert played_out(seed, spread=1.0, style_seed=seed)[0] == plays
    assert other > 0


def test_no_spread_draws_nothing_so_the_deals_are_as_they_always_were() -> None:
    rng = random.Random(7)
    assert opponent_styles(1, rng, 0.0) == [NORMAL] * 4
    assert rng.random() == random.Random(7).random()


def test_the_searchers_partner_keeps_normals_habits_and_each_opponent_gets_its_own() -> None:
    styles = opponent_styles(2, random.Random(4), 0.3)
    assert styles[2] == NORMAL and styles[0] == NORMAL
    assert NORMAL not in (styles[1], styles[3]) and styles[1] != styles[3]


def test_a_varied_style_keeps_shares_and_chances_within_zero_and_one() -> None:
    rng = random.Random(11)
    for _ in range(200):
        style = rollout.varied_style(rng, 1.5)
        for name in rollout.SHARES:
            assert 0.0 <= getattr(style, name) <= 1.0
        assert style.throw_risk >= 0.0
        assert style.strong_trumps == NORMAL.strong_trumps  # counts are not weights


def test_a_varied_style_varies_every_weight() -> None:
    style = rollout.varied_style(random.Random(2), 0.3)
    changed = {
        f.name
        for f in dataclasses.fields(NORMAL)
        if getattr(style, f.name) != getattr(NORMAL, f.name)
    }
    floats = {
        f.name for f in dataclasses.fields(NORMAL) if isinstance(getattr(NORMAL, f.name), float)
    }
    assert changed == floats
