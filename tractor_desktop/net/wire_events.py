"""The engine's events on the wire, as one seat may know them (``events.seen_by``): what an
observation message says just happened, so that a client can show it (a card flying to the
trick, a trick gathered) instead of only the state after it.

Only seen events are ever encoded: another seat's drawn card and the talon another seat picked
up or buried are not in them (the no-leak test reads every card of every message).
"""

from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.cards import PACK_SIZE, Card, card, codes, rank_code, rank_number
from ..engine.combos import Unit
from ..engine.declaring import Declaration
from ..engine.leading import Block
from ..engine.observation import round_scored_from_json, round_scored_to_json
from ..engine.trump import Trump
from .protocol import MAX_CARDS

KINDS: dict[type, str] = {
    ev.RoundStarted: "round_started",
    ev.CardDrawn: "card_drawn",
    ev.Declared: "declared",
    ev.LastChances: "last_chances",
    ev.Passed: "passed",
    ev.Redealt: "redealt",
    ev.TalonRevealed: "talon_revealed",
    ev.TrumpSettled: "trump_settled",
    ev.TalonPickedUp: "talon_picked_up",
    ev.TalonBuried: "talon_buried",
    ev.ThrowFailed: "throw_failed",
    ev.CardsPlayed: "cards_played",
    ev.TrickWon: "trick_won",
    ev.RoundScored: "round_scored",
    ev.GameOver: "game_over",
}


class WireEventError(ValueError):
    """An event message this version cannot read."""


def event_to_json(event: ev.Event, seat: int | None) -> dict[str, Any]:
    """``event`` as ``seat`` may know it (None: a spectator), as plain JSON data."""
    return seen_to_json(ev.seen_by(event, seat))


def seen_to_json(seen: ev.Event) -> dict[str, Any]:
    """An event already as one seat may know it (``events.seen_by``), as plain JSON data."""
    out: dict[str, Any] = {"kind": KINDS[type(seen)]}
    if isinstance(seen, ev.RoundStarted):
        out |= {
            "number": seen.number,
            "level": rank_code(seen.level),
            "levels": [rank_code(v) for v in seen.levels],
            "starter": seen.starter,
            "first_drawer": seen.first_drawer,
        }
    elif isinstance(seen, ev.CardDrawn):
        out |= {"seat": seen.seat, "remaining": seen.remaining}
        if seen.card is not None:
            out["card"] = seen.card.code
    elif isinstance(seen, ev.Declared):
        out["declaration"] = _declaration(seen.declaration)
        out["overridden"] = _declaration(seen.overridden) if seen.overridden else None
    elif isinstance(seen, ev.LastChances | ev.Redealt):
        out["first_drawer"] = seen.first_drawer
    elif isinstance(seen, ev.Passed):
        out["seat"] = seen.seat
    elif isinstance(seen, ev.TalonRevealed):
        out["cards"] = codes(seen.cards)
    elif isinstance(seen, ev.TrumpSettled):
        out |= {"trump": seen.trump.to_dict(), "starter": seen.starter}
        out["declarers"] = seen.declarers
    elif isinstance(seen, ev.TalonPickedUp | ev.TalonBuried):
        out |= {"seat": seen.seat, "cards": codes(seen.cards)}
    elif isinstance(seen, ev.ThrowFailed):
        out |= {
            "seat": seen.seat,
            "attempted": codes(seen.attempted),
            "led": codes(seen.led),
            "returned": codes(seen.returned),
            "penalty": seen.penalty,
            "blocks": [
                {"seat": b.seat, "unit": codes(b.unit.cards), "top": b.unit.top}
                | {"cards": codes(b.cards)}
                for b in seen.blocks
            ],
        }
    elif isinstance(seen, ev.CardsPlayed):
        out |= {"seat": seen.seat, "cards": codes(seen.cards), "leads": seen.leads}
    elif isinstance(seen, ev.TrickWon):
        out |= {"winner": seen.winner, "points": seen.points}
        out |= {"opponents_score": seen.opponents_score}
        out["opponent_points"] = seen.opponent_points
    elif isinstance(seen, ev.RoundScored):
        out |= round_scored_to_json(seen)
    elif isinstance(seen, ev.GameOver):
        out["winner"] = seen.winner
    return out


def event_from_json(data: object) -> ev.Event:
    """The event an observation message carries; WireEventError if it cannot be one."""
    try:
        return _event(data)
    except (KeyError, TypeError, ValueError, AttributeError) as bad:
        raise WireEventError(f"not an event: {bad}") from None


def _event(data: object) -> ev.Event:
    if not isinstance(data, dict):
        raise TypeError("an event is an object")
    kind = data["kind"]
    if kind == "round_started":
        levels = _list(data["levels"])
        if len(levels) != 2:
            raise ValueError("two levels")
        return ev.RoundStarted(
            _whole(data["number"], 10_000),
            rank_number(data["level"]),
            (rank_number(levels[0]), rank_number(levels[1])),
            _optional_seat(data["starter"]),
            _seat(data["first_drawer"]),
        )
    if kind == "card_drawn":
        drawn = card(data["card"]) if "card" in data else None
        return ev.CardDrawn(_seat(data["seat"]), drawn, _whole(data["remaining"], PACK_SIZE))
    if kind == "declared":
        overridden = data["overridden"]
        return ev.Declared(
            _read_declaration(data["declaration"]),
            None if overridden is None else _read_declaration(overridden),
        )
    if kind == "last_chances":
        return ev.LastChances(_seat(data["first_drawer"]))
    if kind == "redealt":
        return ev.Redealt(_seat(data["first_drawer"]))
    if kind == "passed":
        return ev.Passed(_seat(data["seat"]))
    if kind == "talon_revealed":
        return ev.TalonRevealed(_cards(data["cards"]))
    if kind == "trump_settled":
        return ev.TrumpSettled(
            Trump.from_dict(data["trump"]), _seat(data["starter"]), _team(data["declarers"])
        )
    if kind == "talon_picked_up":
        return ev.TalonPickedUp(_seat(data["seat"]), _cards(data["cards"]))
    if kind == "talon_buried":
        return ev.TalonBuried(_seat(data["seat"]), _cards(data["cards"]))
    if kind == "throw_failed":
        blocks = tuple(
            Block(
                Unit(_cards(b["unit"]), _whole(b["top"], 10_000)),
                _seat(b["seat"]),
                _cards(b["cards"]),
            )
            for b in _list(data["blocks"])
        )
        if not blocks:
            raise ValueError("a failed throw is beaten by a block")
        return ev.ThrowFailed(
            _seat(data["seat"]),
            _cards(data["attempted"]),
            _cards(data["led"]),
            _cards(data["returned"]),
            _int(data["penalty"]),
            blocks,
        )
    if kind == "cards_played":
        return ev.CardsPlayed(_seat(data["seat"]), _cards(data["cards"]), _flag(data["leads"]))
    if kind == "trick_won":
        return ev.TrickWon(
            _seat(data["winner"]),
            _int(data["points"]),
            _flag(data["opponents_score"]),
            _int(data["opponent_points"]),
        )
    if kind == "round_scored":
        return round_scored_from_json(data, "round_scored")
    if kind == "game_over":
        return ev.GameOver(_team(data["winner"]))
    raise ValueError(f"unknown event kind {kind!r}")


def _declaration(d: Declaration) -> dict[str, Any]:
    return {
        "seat": d.seat,
        "cards": codes(d.cards),
        "kind": d.kind,
        "suit": d.suit.value if d.suit else None,
    }


def _read_declaration(data: Any) -> Declaration:
    kind = data["kind"]
    if kind not in ("single", "pair", "jokers"):
        raise ValueError(f"unknown declaration kind {kind!r}")
    suit = data["suit"]
    parsed = Trump.from_dict({"rank": "2", "suit": suit}).suit
    return Declaration(_seat(data["seat"]), _cards(data["cards"]), kind, parsed)


def _list(value: object) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError("a list was expected")
    return value


def _cards(value: object) -> tuple[Card, ...]:
    items = _list(value)
    if len(items) > MAX_CARDS:
        raise ValueError("too many cards")
    return tuple(card(c) for c in items)


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 100_000:
        raise ValueError(f"not a number of points: {value!r}")
    return value


def _whole(value: object, limit: int) -> int:
    number = _int(value)
    if not 0 <= number <= limit:
        raise ValueError(f"out of range: {value!r}")
    return number


def _seat(value: object) -> int:
    return _whole(value, 3)


def _optional_seat(value: object) -> int | None:
    return None if value is None else _seat(value)


def _team(value: object) -> int:
    return _whole(value, 1)


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise TypeError("true or false was expected")
    return value
