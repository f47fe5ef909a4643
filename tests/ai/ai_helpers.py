"""Helpers for the AI tests: observations built by hand, and games driven to a given point."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from tractor_desktop.ai.players import Budget, make_player
from tractor_desktop.engine.actions import Action
from tractor_desktop.engine.cards import Suit, cards
from tractor_desktop.engine.drive import Turn, drive
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation, TrickView
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.trump import Trump


def build_observation(
    hand: str,
    *,
    seat: int = 0,
    trump: Trump | None = None,
    starter: int = 1,
    phase: str = "play",
    leader: int | None = None,
    plays: tuple[str, ...] = (),
    tricks: tuple[TrickView, ...] = (),
    hand_sizes: tuple[int, int, int, int] | None = None,
    talon: str | None = None,
    options: RuleOptions | None = None,
) -> Observation:
    """A play-phase view for ``seat`` (hearts trumps, rank 2 unless told) with a trick under way."""
    trump = trump or Trump(2, Suit.HEARTS)
    held = tuple(sorted(cards(hand), key=lambda c: c.index))
    leader = seat if leader is None else leader
    played = tuple(tuple(cards(p)) for p in plays)
    if hand_sizes is None:
        sizes = [len(held)] * 4
        for i in range(len(played)):
            sizes[(leader + i) % 4] -= len(played[i])
        hand_sizes = (sizes[0], sizes[1], sizes[2], sizes[3])
    to_act = (leader + len(played)) % 4 if phase == "play" else starter
    return Observation(
        seat=seat,
        phase=phase,  # type: ignore[arg-type]
        options=options or RuleOptions(),
        levels=(trump.rank, trump.rank),
        level=trump.rank,
        trump=trump,
        declarations=(),
        starter=starter,
        declarers=starter % 2,
        hand=held,
        talon=tuple(cards(talon)) if talon else None,
        revealed_talon=None,
        hand_sizes=hand_sizes,
        tricks=tricks,
        current=TrickView(leader, played) if phase == "play" else None,
        opponent_points=0,
        draw_remaining=None,
        last_chance=False,
        to_act=to_act,
    )


def advance(game: Game, until: Callable[[Game], bool], seed: int = 0) -> None:
    """Drive a game with Normal players (the drawer is offered after each card) until ``until``."""
    player = make_player("normal")
    rng = random.Random(seed)

    def decide(played: Game, turn: Turn) -> Action | None:
        return player.decide(played.observation(turn.seat), rng, Budget())

    assert drive(game, decide, until=until) == 0, "Normal answered a turn with an illegal action"


def new_game(seed: int = 3, options: dict[str, Any] | None = None) -> Game:
    return Game(RuleOptions.from_dict(options or {}), seed, humans=(), levels=(5, 5), starter=0)


def hidden_swap(game: Game, viewer: int) -> Game:
    """A copy of the game whose hidden cards differ for ``viewer``: two other seats trade cards
    of the same suit they have not shown, and the hidden talon trades with a hand."""
    twin = copy.deepcopy(game)
    current = twin.round
    a, b = (viewer + 1) % 4, (viewer + 3) % 4
    shown = {c for d in current.declarations for c in d.cards}
    swapped = 0
    for x in list(current.hands[a]):
        for y in list(current.hands[b]):
            if x is y or x in shown or y in shown:
                continue
            if current.ctx is not None and current.ctx.suit(x) != current.ctx.suit(y):
                continue
            current.hands[a].remove(x)
            current.hands[b].remove(y)
            current.hands[a].append(y)
            current.hands[b].append(x)
            swapped += 1
            break
        if swapped >= 3:
            break
    if current.talon and current.starter != viewer and current.hands[a]:
        x, y = current.talon[0], current.hands[a][-1]
        if y not in shown:
            current.talon[0], current.hands[a][-1] = y, x
            swapped += 1
    assert swapped
    return twin


def reached(point: str) -> Callable[[Game], bool]:
    """Whether a game stands at ``point``: late in the draw, at the bury, at a lead or in the
    middle of a trick."""

    def at(g: Game) -> bool:
        r = g.round
        if point == "draw":
            return r.phase == "draw" and r.drawn >= 60
        if point == "bury":
            return r.phase == "bury"
        trick = r.current
        if point == "lead":
            return (
                r.phase == "play" and len(r.tricks) == 3 and trick is not None and not trick.plays
            )
        return (
            r.phase == "play" and len(r.tricks) == 4 and trick is not None and len(trick.plays) == 2
        )

    return at


def views_with_other_hidden_cards(point: str, seed: int = 7) -> tuple[Observation, Observation]:
    """The seat to act's view at ``point`` of a game, and the same view of a copy whose hidden
    cards differ (``hidden_swap``): a player that does not peek decides the same on both."""
    game = new_game(seed=seed)
    advance(game, reached(point))
    current = game.round
    viewer = current.to_act if current.to_act is not None else current.last_drawer
    assert viewer is not None
    twin = hidden_swap(game, viewer)
    assert [sorted(map(str, h)) for h in twin.round.hands] != [
        sorted(map(str, h)) for h in current.hands
    ]
    obs, twin_obs = game.observation(viewer), twin.observation(viewer)
    assert obs == twin_obs
    return obs, twin_obs
