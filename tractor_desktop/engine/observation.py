"""What one seat may know (BOT_PROTOCOL.md): the only view computer players and the UI read."""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

from .cards import Card, card, codes, rank_code, rank_number
from .options import RuleOptions
from .trump import Trump, TrumpContext, trump_context

ObservedPhase = Literal["draw", "bury", "play", "scored"]


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
    phase: ObservedPhase
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

    def context(self) -> TrumpContext | None:
        """The round's ranking tables, once the trump is known."""
        if self.trump is None:
            return None
        return trump_context(self.trump, self.options.no_trump_rank_cards_are_trumps)

    def to_json(self) -> dict[str, Any]:
        def trick(t: TrickView) -> dict[str, Any]:
            out: dict[str, Any] = {"leader": t.leader, "plays": [codes(p) for p in t.plays]}
            if t.winner is not None:
                out["winner"] = t.winner
                out["points"] = t.points
            if t.failed_attempt is not None:
                out["failed_throw"] = {
                    "attempted": codes(t.failed_attempt),
                    "penalty": t.failed_penalty,
                }
            return out

        return {
            "seat": self.seat,
            "phase": self.phase,
            "options": self.options.to_dict(),
            "levels": [rank_code(v) for v in self.levels],
            "level": rank_code(self.level),
            "trump": self.trump.to_dict() if self.trump else None,
            "declarations": [
                {"seat": d.seat, "cards": codes(d.cards), "accepted": d.accepted}
                for d in self.declarations
            ],
            "starter": self.starter,
            "declarers": self.declarers,
            "hand": codes(self.hand),
            "talon": codes(self.talon) if self.talon is not None else None,
            "revealed_talon": codes(self.revealed_talon) if self.revealed_talon else None,
            "hand_sizes": list(self.hand_sizes),
            "tricks": [trick(t) for t in self.tricks],
            "current": trick(self.current) if self.current else None,
            "points": {"opponents": self.opponent_points},
            "draw": (
                {"remaining": self.draw_remaining, "last_chance": self.last_chance}
                if self.phase == "draw"
                else None
            ),
            "to_act": self.to_act,
        }

    @classmethod
    def from_json(cls, data: Any) -> Observation:
        """An observation from its JSON form; ValueError (or KeyError/TypeError) when malformed."""

        def cardlist(raw: Any) -> tuple[Card, ...]:
            if not isinstance(raw, list):
                raise ValueError("expected a list of card codes")
            return tuple(card(c) for c in raw)

        def trick(raw: Any) -> TrickView:
            failed = raw.get("failed_throw")
            return TrickView(
                leader=_seat(raw["leader"]),
                plays=tuple(cardlist(p) for p in raw["plays"]),
                winner=_seat(raw["winner"]) if raw.get("winner") is not None else None,
                points=int(raw.get("points", 0)),
                failed_attempt=cardlist(failed["attempted"]) if failed else None,
                failed_penalty=int(failed["penalty"]) if failed else 0,
            )

        if not isinstance(data, dict):
            raise ValueError("an observation must be a JSON object")
        phase = data["phase"]
        if phase not in ("draw", "bury", "play", "scored"):
            raise ValueError(f"unknown phase {phase!r}")
        draw = data.get("draw") or {}
        sizes = tuple(int(n) for n in data["hand_sizes"])
        if len(sizes) != 4:
            raise ValueError("hand_sizes must list four numbers")
        levels = tuple(rank_number(v) for v in data["levels"])
        if len(levels) != 2:
            raise ValueError("levels must list two ranks")
        return cls(
            seat=_seat(data["seat"]),
            phase=phase,
            options=RuleOptions.from_dict(data.get("options", {})),
            levels=(levels[0], levels[1]),
            level=rank_number(data["level"]),
            trump=Trump.from_dict(data["trump"]) if data.get("trump") else None,
            declarations=tuple(
                ShownDeclaration(_seat(d["seat"]), cardlist(d["cards"]), bool(d["accepted"]))
                for d in data.get("declarations", [])
            ),
            starter=_seat(data["starter"]) if data.get("starter") is not None else None,
            declarers=int(data["declarers"]) if data.get("declarers") is not None else None,
            hand=cardlist(data["hand"]),
            talon=cardlist(data["talon"]) if data.get("talon") is not None else None,
            revealed_talon=(
                cardlist(data["revealed_talon"]) if data.get("revealed_talon") else None
            ),
            hand_sizes=(sizes[0], sizes[1], sizes[2], sizes[3]),
            tricks=tuple(trick(t) for t in data.get("tricks", [])),
            current=trick(data["current"]) if data.get("current") else None,
            opponent_points=int(data.get("points", {}).get("opponents", 0)),
            draw_remaining=int(draw["remaining"]) if "remaining" in draw else None,
            last_chance=bool(draw.get("last_chance", False)),
            to_act=_seat(data["to_act"]) if data.get("to_act") is not None else None,
        )


def _seat(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
        raise ValueError(f"a seat is 0, 1, 2 or 3, not {value!r}")
    return value
