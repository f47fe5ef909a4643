"""The table as one player sees it: the server's seats and teams turned to the player's own.

The table UI always draws its own player at seat 0, the bottom, whose team is team 0 ("us"). A
network player sits at seat ``me`` of the server's table, so everything the server says is
turned before the UI reads it: seat ``s`` becomes ``(s - me) % 4`` (the player's left-hand
neighbour is seat 1, as ever) and team ``t`` becomes ``t ^ (me % 2)`` (team 0 holds seats 0 and
2, team 1 seats 1 and 3). ``seat_from_view`` turns a seat back, for the actions the player
sends; ``team_to_view`` is its own inverse.

Only seats and teams move: cards, rule options, phases and points stay as they are, and so do
the sides of a round's result ("declarers" and "opponents" name no team). Turning by 0 gives
the value itself. A spectator watching from ``viewpoint``'s chair turns with ``me`` =
``viewpoint``.
"""

from __future__ import annotations

import dataclasses

from ..engine import events as ev
from ..engine.declaring import Declaration
from ..engine.leading import Block
from ..engine.observation import Observation, ShownDeclaration, TrickView


def _check_me(me: int) -> None:
    if not 0 <= me <= 3:
        raise ValueError(f"no seat {me!r} to see the table from")


def seat_to_view(seat: int, me: int) -> int:
    """The server's ``seat`` as the player at ``me`` sees it (``me`` itself is 0)."""
    _check_me(me)
    if not 0 <= seat <= 3:
        raise ValueError(f"no seat {seat!r}")
    return (seat - me) % 4


def seat_from_view(seat: int, me: int) -> int:
    """The server's seat for the player's view ``seat``: the inverse of ``seat_to_view``."""
    _check_me(me)
    if not 0 <= seat <= 3:
        raise ValueError(f"no seat {seat!r}")
    return (seat + me) % 4


def team_to_view(team: int, me: int) -> int:
    """The server's ``team`` as the player at ``me`` sees it (its own team is 0); its own
    inverse, so it turns a view's team back too."""
    _check_me(me)
    if team not in (0, 1):
        raise ValueError(f"no team {team!r}")
    return team ^ (me % 2)


def _seat(seat: int | None, me: int) -> int | None:
    return None if seat is None else seat_to_view(seat, me)


def _team(team: int | None, me: int) -> int | None:
    return None if team is None else team_to_view(team, me)


def _levels(levels: tuple[int, int], me: int) -> tuple[int, int]:
    """Levels indexed by team: the player's own team's first."""
    return (levels[1], levels[0]) if me % 2 else levels


def _trick(trick: TrickView, me: int) -> TrickView:
    # Plays are in order from the leader, so turning the leader turns them all.
    return dataclasses.replace(
        trick, leader=seat_to_view(trick.leader, me), winner=_seat(trick.winner, me)
    )


def _shown(declaration: ShownDeclaration, me: int) -> ShownDeclaration:
    return dataclasses.replace(declaration, seat=seat_to_view(declaration.seat, me))


def _declaration(declaration: Declaration, me: int) -> Declaration:
    return dataclasses.replace(declaration, seat=seat_to_view(declaration.seat, me))


def _block(block: Block, me: int) -> Block:
    return dataclasses.replace(block, seat=seat_to_view(block.seat, me))


def _scored(event: ev.RoundScored, me: int) -> ev.RoundScored:
    # The result's winner and levels name sides, which follow the declarers' team.
    result = dataclasses.replace(
        event.result, next_starter=seat_to_view(event.result.next_starter, me)
    )
    return dataclasses.replace(
        event,
        result=result,
        starter=seat_to_view(event.starter, me),
        declarers=team_to_view(event.declarers, me),
    )


def turned_observation(obs: Observation, me: int) -> Observation:
    """``obs`` with every seat and team turned for the player at ``me``; ``hand_sizes[i]`` is
    the count of the server's seat ``(i + me) % 4``. Seat ``me``'s own view comes out at seat 0."""
    _check_me(me)
    if me == 0:
        return obs
    sizes = obs.hand_sizes
    return dataclasses.replace(
        obs,
        seat=seat_to_view(obs.seat, me),
        levels=_levels(obs.levels, me),
        declarations=tuple(_shown(d, me) for d in obs.declarations),
        starter=_seat(obs.starter, me),
        declarers=_team(obs.declarers, me),
        hand_sizes=(
            sizes[me % 4],
            sizes[(1 + me) % 4],
            sizes[(2 + me) % 4],
            sizes[(3 + me) % 4],
        ),
        tricks=tuple(_trick(t, me) for t in obs.tricks),
        current=_trick(obs.current, me) if obs.current is not None else None,
        to_act=_seat(obs.to_act, me),
        results=tuple(_scored(scored, me) for scored in obs.results),
    )


def turned_event(event: ev.Event, me: int) -> ev.Event:
    """``event`` with every seat and team turned for the player at ``me``."""
    _check_me(me)
    if me == 0:
        return event
    replace = dataclasses.replace
    if isinstance(event, ev.RoundStarted):
        return replace(
            event,
            levels=_levels(event.levels, me),
            starter=_seat(event.starter, me),
            first_drawer=seat_to_view(event.first_drawer, me),
        )
    if isinstance(
        event, ev.CardDrawn | ev.Passed | ev.TalonPickedUp | ev.TalonBuried | ev.CardsPlayed
    ):
        return replace(event, seat=seat_to_view(event.seat, me))
    if isinstance(event, ev.Declared):
        overridden = event.overridden
        return replace(
            event,
            declaration=_declaration(event.declaration, me),
            overridden=_declaration(overridden, me) if overridden is not None else None,
        )
    if isinstance(event, ev.LastChances | ev.Redealt):
        return replace(event, first_drawer=seat_to_view(event.first_drawer, me))
    if isinstance(event, ev.TalonRevealed):
        return event
    if isinstance(event, ev.TrumpSettled):
        return replace(
            event,
            starter=seat_to_view(event.starter, me),
            declarers=team_to_view(event.declarers, me),
        )
    if isinstance(event, ev.ThrowFailed):
        return replace(
            event,
            seat=seat_to_view(event.seat, me),
            blocks=tuple(_block(b, me) for b in event.blocks),
        )
    if isinstance(event, ev.TrickWon):
        return replace(event, winner=seat_to_view(event.winner, me))
    if isinstance(event, ev.RoundScored):
        return _scored(event, me)
    if isinstance(event, ev.GameOver):
        return replace(event, winner=team_to_view(event.winner, me))
    raise TypeError(f"not an event: {event!r}")
