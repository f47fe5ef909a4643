"""The referee: rule questions in, the engine's answers out, one JSON line each (REFEREE.md).

A thin face on the engine's own functions: parsing and answer shapes live here, rules do not.
"""

from __future__ import annotations

import json
import math
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any, BinaryIO

from .cards import Card, card, codes, rank_code, rank_number
from .combos import Combo, classify
from .declaring import Declaration, judge_declaration, reveal_trump_suit
from .following import check_follow
from .leading import judge_lead
from .options import RuleOptions
from .scoring import score_round, throw_penalty
from .tricks import trick_points, trick_winner
from .trump import Trump, TrumpContext, trump_context

Answer = dict[str, Any]


class QueryError(ValueError):
    """The query cannot be answered; the message says why."""


def _cards(raw: Any, what: str) -> list[Card]:
    if not isinstance(raw, list):
        raise QueryError(f"{what} must be a list of card codes")
    try:
        return [card(c) for c in raw]
    except ValueError as e:
        raise QueryError(str(e)) from None


def _physical(groups: Iterable[list[Card]]) -> None:
    """No more than two copies of any card exist in the double pack."""
    counts = Counter(c for g in groups for c in g)
    extra = sorted(c.code for c, n in counts.items() if n > 2)
    if extra:
        raise QueryError(f"more than two copies of {', '.join(extra)}")


def _seat(raw: Any, what: str) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw <= 3:
        raise QueryError(f"{what} must be a seat 0..3")
    return raw


def _level(raw: Any, what: str = "level") -> int:
    try:
        if not isinstance(raw, str):
            raise ValueError
        return rank_number(raw)
    except ValueError:
        raise QueryError(f'{what} must be a rank code such as "2" or "K"') from None


def _count(raw: Any, what: str, low: int = 0, high: int = 10**6) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or not low <= raw <= high:
        raise QueryError(f"{what} must be a whole number from {low} to {high}")
    return raw


class _Query:
    """One parsed query: its fields, options and (when asked for) its trump context."""

    def __init__(self, query: dict[str, Any]) -> None:
        self.q = query
        try:
            self.options = RuleOptions.from_dict(query.get("options", {}))
        except ValueError as e:
            raise QueryError(str(e)) from None

    def field(self, name: str) -> Any:
        if name not in self.q:
            raise QueryError(f"missing field {name!r}")
        return self.q[name]

    def ctx(self) -> TrumpContext:
        raw = self.field("trump")
        if not isinstance(raw, dict) or "suit" not in raw:
            raise QueryError('trump needs an explicit "suit" (null for a no-trump round)')
        try:
            trump = Trump.from_dict(raw)
        except ValueError as e:
            raise QueryError(str(e)) from None
        return trump_context(trump, self.options.no_trump_rank_cards_are_trumps)

    def lead_combo(self, items: list[Card], ctx: TrumpContext) -> Combo:
        combo = classify(items, ctx, self.options.allow_tractor_in_throw)
        if combo.type == "invalid":
            raise QueryError("the lead is not a valid lead (empty or of mixed suits)")
        return combo


def _suit(q: _Query) -> Answer:
    ctx = q.ctx()
    return {"suits": [ctx.suit(c) for c in _cards(q.field("cards"), "cards")]}


def _compare(q: _Query) -> Answer:
    ctx = q.ctx()
    a, b = _cards([q.field("a"), q.field("b")], "a and b")
    return {"result": ctx.compare(a, b)}


def _units(combo: Combo) -> list[dict[str, Any]]:
    return [{"type": u.kind, "cards": codes(u.cards)} for u in combo.units]


def _combo(q: _Query) -> Answer:
    ctx = q.ctx()
    items = _cards(q.field("cards"), "cards")
    _physical([items])
    combo = classify(items, ctx, q.options.allow_tractor_in_throw)
    return {"type": combo.type, "units": _units(combo)}


def _lead(q: _Query) -> Answer:
    ctx = q.ctx()
    raw_hands = q.field("hands")
    if not isinstance(raw_hands, list) or len(raw_hands) != 4:
        raise QueryError("hands must list four hands")
    hands = [_cards(h, "each hand") for h in raw_hands]
    _physical(hands)
    leader = _seat(q.field("leader"), "leader")
    items = _cards(q.field("cards"), "cards")
    judgement = judge_lead(
        hands,
        leader,
        items,
        ctx,
        tractor_in_throw=q.options.allow_tractor_in_throw,
        refuse_failed_throw=q.options.refuse_invalid_throws,
    )
    if not judgement.verdict:
        return {"legal": False, "reason": judgement.verdict.code}
    attempted = judgement.attempted
    throw = "none" if attempted.type != "throw" else "failed" if judgement.failed else "ok"
    return {
        "legal": True,
        "type": attempted.type,
        "throw": throw,
        "led": codes(judgement.led.cards),
        "returned": codes(judgement.returned),
        # What the leader's side pays: the query names no sides, so counted as a declarer's lead.
        "penalty_points": throw_penalty(q.options, len(judgement.returned), leader_declares=True),
        "blocks": [
            {"seat": b.seat, "unit": codes(b.unit.cards), "cards": codes(b.cards)}
            for b in judgement.blocks
        ],
    }


def _follow(q: _Query) -> Answer:
    ctx = q.ctx()
    lead_cards = _cards(q.field("lead"), "lead")
    hand = _cards(q.field("hand"), "hand")
    items = _cards(q.field("cards"), "cards")
    _physical([lead_cards, hand])
    verdict = check_follow(
        q.lead_combo(lead_cards, ctx),
        hand,
        items,
        ctx,
        tractor_with_tractor=q.options.follow_tractor_with_tractor,
    )
    return {"legal": True} if verdict else {"legal": False, "reason": verdict.code}


def _trick(q: _Query) -> Answer:
    ctx = q.ctx()
    raw = q.field("plays")
    if not isinstance(raw, list) or len(raw) != 4:
        raise QueryError("plays must list the four plays of a finished trick")
    plays = [_cards(p, "each play") for p in raw]
    if len({len(p) for p in plays}) != 1:
        raise QueryError("every play of a trick must have as many cards as the lead")
    _physical(plays)
    lead = q.lead_combo(plays[0], ctx)
    return {"winner": trick_winner(lead, plays, ctx), "points": trick_points(plays)}


def _declare(q: _Query) -> Answer:
    level = _level(q.field("level"))
    raw = q.field("events")
    if not isinstance(raw, list):
        raise QueryError("events must be a list")
    standing: Declaration | None = None
    accepted: list[bool] = []
    for event in raw:
        if not isinstance(event, dict):
            raise QueryError("each event must be an object with seat and cards")
        seat = _seat(event.get("seat"), "seat")
        items = _cards(event.get("cards"), "cards")
        verdict, declaration = judge_declaration(
            standing, seat, items, level, allow_self_reinforce=q.options.allow_self_reinforce
        )
        accepted.append(verdict.ok)
        if declaration is not None:
            standing = declaration
    trump = None
    if standing is not None:
        trump = Trump(level, standing.suit).to_dict()
    return {
        "accepted": accepted,
        "trump": trump,
        "declarer": standing.seat if standing else None,
    }


def _reveal(q: _Query) -> Answer:
    level = _level(q.field("level"))
    talon = _cards(q.field("talon"), "talon")
    _physical([talon])
    try:
        suit, turned = reveal_trump_suit(talon, level)
    except ValueError as e:
        raise QueryError(str(e)) from None
    return {"suit": suit.value, "turned": turned}


def _round_end(q: _Query) -> Answer:
    starter = _seat(q.field("starter"), "starter")
    levels = q.field("levels")
    if not isinstance(levels, dict):
        raise QueryError("levels must be an object with declarers and opponents")
    declarers_level = _level(levels.get("declarers"), "levels.declarers")
    opponents_level = _level(levels.get("opponents"), "levels.opponents")
    opponent_points = q.field("opponent_points")
    if isinstance(opponent_points, bool) or not isinstance(opponent_points, int):
        raise QueryError("opponent_points must be a whole number")
    talon = _cards(q.field("talon"), "talon")
    _physical([talon])
    last = q.field("last_trick")
    if not isinstance(last, dict) or last.get("winner") not in ("declarers", "opponents"):
        raise QueryError('last_trick.winner must be "declarers" or "opponents"')
    result = score_round(
        starter=starter,
        declarers_level=declarers_level,
        opponents_level=opponents_level,
        opponent_points=opponent_points,
        talon=talon,
        opponents_won_last_trick=last["winner"] == "opponents",
        cards_per_player=_count(last.get("cards_per_player"), "cards_per_player", 1, 25),
        largest_unit=_count(last.get("largest_unit"), "largest_unit", 1, 25),
        options=q.options,
    )
    return {
        "talon_bonus": result.talon_bonus,
        "opponent_total": result.opponent_total,
        "winner": result.winner,
        "levels_gained": {"declarers": result.declarers_gain, "opponents": result.opponents_gain},
        "new_levels": {
            "declarers": rank_code(result.declarers_level),
            "opponents": rank_code(result.opponents_level),
        },
        "next_starter": result.next_starter,
        "game_over": result.game_over,
        "game_winner": result.game_winner,
    }


KINDS: dict[str, Callable[[_Query], Answer]] = {
    "suit": _suit,
    "compare": _compare,
    "combo": _combo,
    "lead": _lead,
    "follow": _follow,
    "trick": _trick,
    "declare": _declare,
    "reveal": _reveal,
    "round_end": _round_end,
}


def answer(query: Any) -> Answer:
    """The answer to one parsed query; never raises for bad input."""
    if not isinstance(query, dict):
        return {"error": "a query must be a JSON object"}
    head: Answer = {"id": query["id"]} if "id" in query else {}
    kind = query.get("kind")
    if kind is None:
        return {**head, "error": "missing kind"}
    if not isinstance(kind, str) or kind not in KINDS:
        return {**head, "error": f"unknown kind {kind!r}"}
    try:
        return {**head, **KINDS[kind](_Query(query))}
    except QueryError as e:
        return {**head, "error": str(e)}
    except (ValueError, TypeError, KeyError, RecursionError) as e:
        return {**head, "error": f"cannot answer this query: {e}"}


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    """A JSON number too large for a float would otherwise become infinity and be echoed so."""
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text} is out of range")
    return value


def answer_line(line: str | bytes) -> Answer:
    """The answer to one JSON-lines query (bytes are decoded as UTF-8)."""
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError as e:
            return {"error": f"the line is not valid UTF-8: {e.reason} at byte {e.start}"}
    try:
        query = json.loads(line, parse_constant=_refuse_constant, parse_float=_finite)
    except (ValueError, RecursionError) as e:
        return {"error": f"bad json: {e}"}
    return answer(query)


def serve(source: Iterable[bytes], sink: BinaryIO) -> None:
    """Answer each non-blank line of ``source``.

    Bytes both ways, so that the locale's encoding of standard input and output never matters:
    the input is UTF-8 and the output ASCII JSON (anything else is written as an escape).
    """
    for line in source:
        if not line.strip():
            continue
        sink.write(json.dumps(answer_line(line), ensure_ascii=True).encode("ascii") + b"\n")
        sink.flush()


def main() -> int:
    try:
        serve(sys.stdin.buffer, sys.stdout.buffer)
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
