"""The actions that change a game, and their plain-data form (the save format's ``actions``)."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeAlias

from .cards import Card, card, codes


@dataclasses.dataclass(frozen=True, slots=True)
class Draw:
    """The next card of the pack goes to the next drawer (the table's own step, no seat)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Declare:
    """``seat`` shows ``cards`` to declare (or override) the trump suit."""

    seat: int
    cards: tuple[Card, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Pass:
    """``seat`` lets its last chance to declare go by."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class Bury:
    """The starter puts 8 cards face down as the new talon."""

    seat: int
    cards: tuple[Card, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Play:
    """``seat`` plays ``cards`` to the current trick (leading or following)."""

    seat: int
    cards: tuple[Card, ...]


Action: TypeAlias = Draw | Declare | Pass | Bury | Play


def action_to_dict(action: Action) -> dict[str, Any]:
    if isinstance(action, Draw):
        return {"type": "draw"}
    if isinstance(action, Pass):
        return {"type": "pass", "seat": action.seat}
    kind = {Declare: "declare", Bury: "bury", Play: "play"}[type(action)]
    return {"type": kind, "seat": action.seat, "cards": codes(action.cards)}


def action_from_dict(data: object) -> Action:
    """An action from plain data; ValueError saying what is wrong otherwise."""
    if not isinstance(data, dict):
        raise ValueError("an action must be an object")
    kind = data.get("type")
    if kind == "draw":
        return Draw()
    seat = data.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise ValueError(f"seat must be 0, 1, 2 or 3, not {seat!r}")
    if kind == "pass":
        return Pass(seat)
    if kind not in ("declare", "bury", "play"):
        raise ValueError(f"unknown action type {kind!r}")
    raw = data.get("cards")
    if not isinstance(raw, list) or len(raw) > 33:
        raise ValueError("cards must be a list of card codes")
    items = tuple(card(c) for c in raw)
    if kind == "declare":
        return Declare(seat, items)
    if kind == "bury":
        return Bury(seat, items)
    return Play(seat, items)
