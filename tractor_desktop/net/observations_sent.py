"""What a table tells the people at its seats and its spectators about the game: each one its own
observation only (a spectator the public view from seat 0's chair), after every event, with
the event as that seat may know it; a finished round's result (the declarers, and the talon
turned up for everyone); and at the game's end its whole log, seed included. A computer player
is told nothing: it reads the game itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine import events as ev
from ..engine.cards import codes, rank_code
from ..engine.game import Game
from ..engine.observation import Observation
from .seats import WATCHERS, Outgoing, Seat
from .wire_events import event_to_json


def audience(seats: Sequence[Seat], watchers: int) -> list[int]:
    """Who is told: the people's seats (a computer player reads the game itself), and the
    spectators if there are any."""
    people = [s.index for s in seats if s.kind == "human"]
    return [*people, WATCHERS] if watchers else people


def observe(game: Game, index: int) -> Observation:
    """What ``index`` (a seat, or ``WATCHERS``) may see of the game now."""
    if index == WATCHERS:
        return game.public_observation(0)
    return game.observation(index)


def observation_message(
    index: int, seq: int, observation: Observation, event: ev.Event | None = None
) -> Outgoing:
    """``index``'s observation as its ``seq``-th message of the kind, with the event that led
    to it; ``"more": true`` until ``settled`` says it is the last of one change."""
    message: dict[str, Any] = {
        "type": "observation",
        "seq": seq,
        "observation": observation.to_json(),
        "more": True,
    }
    if event is not None:
        message["event"] = event_to_json(event, None if index == WATCHERS else index)
    return index, message


def round_over_message(scored: ev.RoundScored, rounds: int) -> dict[str, Any]:
    """The result of the ``rounds``-th round, told after its last event."""
    result = scored.result
    return {
        "type": "round_over",
        "round": rounds,
        "declarers": scored.declarers,
        "talon": codes(scored.talon),  # turned up for everyone at the end of a round
        "opponent_points": result.opponent_total,
        "levels": [rank_code(v) for v in scored.levels],
        "winner": result.winner,
    }


def game_over_message(game: Game) -> dict[str, Any]:
    """The game's end: the winner and the whole log (``Game.to_dict``)."""
    # The seed is told only now: with it and the actions, anyone can check the whole deal.
    return {"type": "game_over", "winner": game.winner, "log": game.to_dict()}


def settled(out: list[Outgoing]) -> list[Outgoing]:
    """Marks the last observation each seat gets from one change as the one to act on: the
    ones before it carry ``"more": true`` (their events are still being shown)."""
    last: dict[int, int] = {}
    for position, (index, message) in enumerate(out):
        if message.get("type") == "observation":
            last[index] = position
    for position in last.values():
        out[position][1].pop("more", None)
    return out
