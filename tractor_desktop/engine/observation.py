"""What one seat may know (docs/BOT_PROTOCOL.md): the only view computer players and the UI read.

Over 450 lines for one reason to change: the view's fields, its JSON form written (in a public
and a private part, so a server writes the public part once for every seat) and its JSON form
read back and checked field by field, kept together so that a field is added in one place."""

from __future__ import annotations

import dataclasses
from typing import Any, cast

from .cards import DRAWN, Card, card, codes, rank_code, rank_number
from .events import RoundScored
from .options import RuleOptions
from .phases import SHOWN_PHASES, ShownPhase
from .scoring import RoundResult, Side
from .trump import Trump, TrumpContext, trump_context


@dataclasses.dataclass(frozen=True, slots=True)
class ShownDeclaration:
    seat: int
    cards: tuple[Card, ...]
    accepted: bool = True


@dataclasses.dataclass(frozen=True, slots=True)
class TrickView:
    leader: int
    plays: tuple[tuple[Card, ...], ...]
    """In playing order from the leader."""
    winner: int | None = None
    points: int = 0
    failed_attempt: tuple[Card, ...] | None = None
    failed_penalty: int = 0


@dataclasses.dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    phase: ShownPhase
    options: RuleOptions
    levels: tuple[int, int]
    level: int
    trump: Trump | None
    declarations: tuple[ShownDeclaration, ...]
    starter: int | None
    declarers: int | None
    hand: tuple[Card, ...]
    talon: tuple[Card, ...] | None
    revealed_talon: tuple[Card, ...] | None
    hand_sizes: tuple[int, int, int, int]
    tricks: tuple[TrickView, ...]
    current: TrickView | None
    opponent_points: int
    draw_remaining: int | None
    last_chance: bool
    to_act: int | None
    results: tuple[RoundScored, ...] = ()
    """The game's rounds scored so far, this one too once it is scored: the score sheet."""

    def context(self) -> TrumpContext | None:
        """The round's ranking tables, once the trump is known."""
        if self.trump is None:
            return None
        return trump_context(self.trump, self.options.no_trump_rank_cards_are_trumps)

    def to_json(self) -> dict[str, Any]:
        return seat_view_json(self.seat, self.hand, self.talon, self.public_json())

    def public_json(self, parts: JsonParts | None = None) -> PublicJson:
        """The fields every seat's view shows alike (all but its seat, hand and talon), in
        ``to_json``'s order: those before the seat's cards, and those after them. ``parts``
        writes the pieces that stay the same from one view to the next."""
        made = parts or PLAIN_PARTS
        before = {
            "phase": self.phase,
            "options": made.options(self.options),
            "levels": [rank_code(v) for v in self.levels],
            "level": rank_code(self.level),
            "trump": self.trump.to_dict() if self.trump else None,
            "declarations": [
                {"seat": d.seat, "cards": codes(d.cards), "accepted": d.accepted}
                for d in self.declarations
            ],
            "starter": self.starter,
            "declarers": self.declarers,
        }
        after = {
            "revealed_talon": codes(self.revealed_talon) if self.revealed_talon else None,
            "hand_sizes": list(self.hand_sizes),
            "tricks": made.tricks(self.tricks),
            "current": trick_to_json(self.current) if self.current else None,
            "points": {"opponents": self.opponent_points},
            "draw": (
                {"remaining": self.draw_remaining, "last_chance": self.last_chance}
                if self.phase == "draw"
                else None
            ),
            "to_act": self.to_act,
            "results": made.results(self.results),
        }
        return before, after

    @classmethod
    def from_json(cls, data: Any) -> Observation:
        """An observation from its JSON form.

        Every field must have exactly the shape docs/BOT_PROTOCOL.md shows; anything else raises
        ValueError with a message that starts with the field's name, so that a bot never decides
        from a guess at what was meant.
        """
        if not isinstance(data, dict):
            raise ValueError("an observation must be a JSON object")
        phase = _require(data, "phase")
        if not isinstance(phase, str) or phase not in SHOWN_PHASES:
            raise ValueError(f"phase must be one of {', '.join(SHOWN_PHASES)}, not {_shown(phase)}")
        draw = _require(data, "draw")
        # The draw's countdown belongs to the draw phase alone; to_json writes null otherwise.
        if phase == "draw" and not isinstance(draw, dict):
            raise ValueError("draw must be an object with remaining and last_chance in the draw")
        if phase != "draw" and draw is not None:
            raise ValueError("draw must be null outside the draw phase")
        points = _require(data, "points")
        if not isinstance(points, dict):
            raise ValueError("points must be an object with opponents")
        declarers = _require(data, "declarers")
        if declarers is not None and (not _is_whole(declarers) or declarers not in (0, 1)):
            raise ValueError(f"declarers must be a team, 0 or 1, or null, not {_shown(declarers)}")
        current = _require(data, "current")
        revealed = _optional_cards(_require(data, "revealed_talon"), "revealed_talon")
        return cls(
            seat=_seat(_require(data, "seat"), "seat"),
            phase=phase,
            options=_options(_require(data, "options")),
            levels=_levels(_require(data, "levels")),
            level=_rank(_require(data, "level"), "level"),
            trump=_trump(_require(data, "trump")),
            declarations=tuple(
                _declaration(d, f"declarations[{i}]")
                for i, d in enumerate(_list(_require(data, "declarations"), "declarations"))
            ),
            starter=_optional_seat(_require(data, "starter"), "starter"),
            declarers=declarers,
            hand=_cards(_require(data, "hand"), "hand"),
            talon=_optional_cards(_require(data, "talon"), "talon"),
            # to_json writes "no cards turned up" as null, so an empty list means the same.
            revealed_talon=revealed or None,
            hand_sizes=_hand_sizes(_require(data, "hand_sizes")),
            tricks=tuple(
                _trick(t, f"tricks[{i}]")
                for i, t in enumerate(_list(_require(data, "tricks"), "tricks"))
            ),
            current=_trick(current, "current") if current is not None else None,
            opponent_points=_whole(_require(points, "opponents", "points"), "points.opponents"),
            draw_remaining=(
                _count(_require(draw, "remaining", "draw"), "draw.remaining")
                if draw is not None
                else None
            ),
            last_chance=(
                _flag(_require(draw, "last_chance", "draw"), "draw.last_chance")
                if draw is not None
                else False
            ),
            to_act=_optional_seat(_require(data, "to_act"), "to_act"),
            results=tuple(
                round_scored_from_json(r, f"results[{i}]")
                for i, r in enumerate(_list(_require(data, "results"), "results"))
            ),
        )


PublicJson = tuple[dict[str, Any], dict[str, Any]]
"""An observation's public fields as JSON (``Observation.public_json``): those before the
seat's own cards and those after them."""


def seat_view_json(
    seat: int, hand: tuple[Card, ...], talon: tuple[Card, ...] | None, public: PublicJson
) -> dict[str, Any]:
    """A seat's observation as JSON (``to_json``): its own part, the seat, its hand and the
    talon it buried, put in the part every seat sees alike."""
    before, after = public
    return {
        "seat": seat,
        **before,
        "hand": codes(hand),
        "talon": codes(talon) if talon is not None else None,
        **after,
    }


def trick_to_json(t: TrickView) -> dict[str, Any]:
    """A trick as a view shows it in JSON."""
    out: dict[str, Any] = {"leader": t.leader, "plays": [codes(p) for p in t.plays]}
    if t.winner is not None:
        out["winner"] = t.winner
        out["points"] = t.points
    if t.failed_attempt is not None:
        out["failed_throw"] = {"attempted": codes(t.failed_attempt), "penalty": t.failed_penalty}
    return out


class JsonParts:
    """How ``public_json`` writes the pieces of a view that change seldom from one view to the
    next (the options, the finished tricks, the score sheet): afresh each time here. The table
    server, which writes a view after every event, keeps them (``net/observations_sent.py``)."""

    def options(self, options: RuleOptions) -> dict[str, Any]:
        return options.to_dict()

    def tricks(self, tricks: tuple[TrickView, ...]) -> list[dict[str, Any]]:
        return [trick_to_json(t) for t in tricks]

    def results(self, results: tuple[RoundScored, ...]) -> list[dict[str, Any]]:
        return [round_scored_to_json(scored) for scored in results]


PLAIN_PARTS = JsonParts()


def empty_view(seat: int = 0) -> Observation:
    """An empty table, before a game's first view: no card drawn, nothing declared, every
    level at 2 (what a window shows while it waits for a served table)."""
    return Observation(
        seat=seat,
        phase="draw",
        options=RuleOptions(),
        levels=(2, 2),
        level=2,
        trump=None,
        declarations=(),
        starter=None,
        declarers=None,
        hand=(),
        talon=None,
        revealed_talon=None,
        hand_sizes=(0, 0, 0, 0),
        tricks=(),
        current=None,
        opponent_points=0,
        draw_remaining=DRAWN,
        last_chance=False,
        to_act=None,
    )


_RESULT_COUNTS = (
    "talon_points",
    "multiplier",
    "talon_bonus",
    "opponent_total",
    "declarers_gain",
    "opponents_gain",
)


def round_scored_to_json(scored: RoundScored) -> dict[str, Any]:
    """A scored round as plain JSON data: in an observation's score sheet, and on the wire."""
    result = scored.result
    return {
        "result": {name: getattr(result, name) for name in _RESULT_COUNTS}
        | {
            "winner": result.winner,
            "declarers_level": rank_code(result.declarers_level),
            "opponents_level": rank_code(result.opponents_level),
            "next_starter": result.next_starter,
            "game_winner": result.game_winner,
        },
        "starter": scored.starter,
        "declarers": scored.declarers,
        "talon": codes(scored.talon),
        "opponent_points": scored.opponent_points,
        "last_trick_cards": scored.last_trick_cards,
    }


def round_scored_from_json(value: Any, name: str) -> RoundScored:
    """The scored round ``round_scored_to_json`` wrote; ValueError naming the field if not."""
    if not isinstance(value, dict):
        raise ValueError(f"{name} must be an object")
    raw = _require(value, "result", name)
    within = f"{name}.result"
    if not isinstance(raw, dict):
        raise ValueError(f"{within} must be an object")
    counts = {
        field: _whole(_require(raw, field, within), f"{within}.{field}") for field in _RESULT_COUNTS
    }
    game_winner = _require(raw, "game_winner", within)
    result = RoundResult(
        **counts,
        winner=_side(_require(raw, "winner", within), f"{within}.winner"),
        declarers_level=_rank(
            _require(raw, "declarers_level", within), f"{within}.declarers_level"
        ),
        opponents_level=_rank(
            _require(raw, "opponents_level", within), f"{within}.opponents_level"
        ),
        next_starter=_seat(_require(raw, "next_starter", within), f"{within}.next_starter"),
        game_winner=None if game_winner is None else _side(game_winner, f"{within}.game_winner"),
    )
    declarers = _require(value, "declarers", name)
    if not _is_whole(declarers) or declarers not in (0, 1):
        raise ValueError(f"{name}.declarers must be a team, 0 or 1, not {_shown(declarers)}")
    return RoundScored(
        result,
        _seat(_require(value, "starter", name), f"{name}.starter"),
        int(declarers),
        _cards(_require(value, "talon", name), f"{name}.talon"),
        _whole(_require(value, "opponent_points", name), f"{name}.opponent_points"),
        _count(_require(value, "last_trick_cards", name), f"{name}.last_trick_cards"),
    )


def _side(value: Any, name: str) -> Side:
    if value in ("declarers", "opponents"):
        return cast(Side, value)
    raise ValueError(f"{name} must be 'declarers' or 'opponents', not {_shown(value)}")


# The parsers of from_json: each names the field it was given in the ValueError it raises.


def _require(data: dict[str, Any], name: str, within: str = "") -> Any:
    if name not in data:
        raise ValueError(f"{within}.{name} is missing" if within else f"{name} is missing")
    return data[name]


def _shown(value: Any) -> str:
    """A wrong value as an error message quotes it: short, however long the value."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _list(value: Any, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{name} must be a list")
    return value


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _whole(value: Any, name: str) -> int:
    if not _is_whole(value):
        raise ValueError(f"{name} must be a whole number, not {_shown(value)}")
    return int(value)


def _count(value: Any, name: str) -> int:
    if not _is_whole(value) or value < 0:
        raise ValueError(f"{name} must be a whole number from 0, not {_shown(value)}")
    return int(value)


def _flag(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be true or false, not {_shown(value)}")
    return value


def _seat(value: Any, name: str) -> int:
    if not _is_whole(value) or not 0 <= value <= 3:
        raise ValueError(f"{name} must be a seat 0..3, not {_shown(value)}")
    return int(value)


def _optional_seat(value: Any, name: str) -> int | None:
    if value is None:
        return None
    if not _is_whole(value) or not 0 <= value <= 3:
        raise ValueError(f"{name} must be a seat 0..3 or null, not {_shown(value)}")
    return int(value)


def _rank(value: Any, name: str) -> int:
    if isinstance(value, str):
        try:
            return rank_number(value)
        except ValueError:
            pass
    raise ValueError(f'{name} must be a rank code such as "2" or "K", not {_shown(value)}')


def _levels(value: Any) -> tuple[int, int]:
    try:
        if not isinstance(value, list) or len(value) != 2:
            raise ValueError
        return _rank(value[0], "levels"), _rank(value[1], "levels")
    except ValueError:
        raise ValueError("levels must be a list of two rank codes, one per team") from None


def _hand_sizes(value: Any) -> tuple[int, int, int, int]:
    if not isinstance(value, list) or len(value) != 4 or not all(_is_whole(n) for n in value):
        raise ValueError("hand_sizes must be a list of four whole numbers")
    if any(n < 0 for n in value):
        raise ValueError("hand_sizes must be a list of four whole numbers from 0")
    return (value[0], value[1], value[2], value[3])


def _cards(value: Any, name: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise ValueError(f"{name} must be a list of card codes")
    try:
        return tuple(card(c) for c in value)
    except ValueError as e:
        raise ValueError(f"{name} must be a list of card codes ({e})") from None


def _optional_cards(value: Any, name: str) -> tuple[Card, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list):
        raise ValueError(f"{name} must be a list of card codes or null")
    return _cards(value, name)


def _options(value: Any) -> RuleOptions:
    if not isinstance(value, dict):
        raise ValueError("options must be an object of rule options")
    try:
        return RuleOptions.from_dict(value)
    except ValueError as e:
        raise ValueError(f"options must be an object of rule options ({e})") from None


def _trump(value: Any) -> Trump | None:
    if value is None:
        return None
    if not isinstance(value, dict) or "rank" not in value or "suit" not in value:
        raise ValueError("trump must be null or an object with rank and suit")
    try:
        return Trump.from_dict(value)
    except ValueError as e:
        raise ValueError(f"trump must be null or an object with rank and suit ({e})") from None


def _declaration(value: Any, name: str) -> ShownDeclaration:
    if not isinstance(value, dict):
        raise ValueError(f"{name} must be an object with seat, cards and accepted")
    return ShownDeclaration(
        seat=_seat(_require(value, "seat", name), f"{name}.seat"),
        cards=_cards(_require(value, "cards", name), f"{name}.cards"),
        accepted=_flag(_require(value, "accepted", name), f"{name}.accepted"),
    )


def _trick(value: Any, name: str) -> TrickView:
    if not isinstance(value, dict):
        raise ValueError(f"{name} must be an object with leader and plays")
    leader = _seat(_require(value, "leader", name), f"{name}.leader")
    plays = _require(value, "plays", name)
    if not isinstance(plays, list) or len(plays) > 4:
        raise ValueError(f"{name}.plays must be a list of at most four lists of card codes")
    attempt, penalty = None, 0
    if "failed_throw" in value:
        failed = value["failed_throw"]
        where = f"{name}.failed_throw"
        if not isinstance(failed, dict):
            raise ValueError(f"{where} must be an object with attempted and penalty")
        attempt = _cards(_require(failed, "attempted", where), f"{where}.attempted")
        # Signed as it moves the opponents' points: negative when an opponent's throw failed.
        penalty = _whole(_require(failed, "penalty", where), f"{where}.penalty")
    return TrickView(
        leader=leader,
        plays=tuple(_cards(p, f"{name}.plays[{i}]") for i, p in enumerate(plays)),
        winner=_optional_seat(value.get("winner"), f"{name}.winner"),
        points=_count(value.get("points", 0), f"{name}.points"),
        failed_attempt=attempt,
        failed_penalty=penalty,
    )
