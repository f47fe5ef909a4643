"""Declaring trumps during the draw and the talon reveal when nobody declares (RULES.md §2.1)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Literal

from .cards import ACE, Card, Suit
from .verdict import ALLOWED, Verdict, refuse

DeclarationKind = Literal["single", "pair", "jokers"]


@dataclasses.dataclass(frozen=True, slots=True)
class Declaration:
    """Cards shown by ``seat`` to name the trump suit (None after two jokers: no trump)."""

    seat: int
    cards: tuple[Card, ...]
    kind: DeclarationKind
    suit: Suit | None


def declaration_kind(items: Sequence[Card], level: int) -> DeclarationKind | None:
    """single: one trump-rank card; pair: two identical ones; jokers: two identical jokers."""
    if len(items) == 1 and items[0].rank == level and not items[0].is_joker:
        return "single"
    if len(items) == 2 and items[0] is items[1]:
        if items[0].is_joker:
            return "jokers"
        if items[0].rank == level:
            return "pair"
    return None


def judge_declaration(
    standing: Declaration | None,
    seat: int,
    items: Sequence[Card],
    level: int,
    *,
    allow_self_reinforce: bool = True,
) -> tuple[Verdict, Declaration | None]:
    """Judge showing ``items`` against the declaration that stands; returns the new one if allowed.

    Ownership of the cards is for the caller to check.
    """
    kind = declaration_kind(items, level)
    if kind is None:
        return refuse("not_a_declaration"), None
    code = _refusal(standing, seat, items, kind, allow_self_reinforce)
    if code:
        return refuse(code), None
    suit = None if kind == "jokers" else items[0].suit
    return ALLOWED, Declaration(seat, tuple(items), kind, suit)


def declarable(
    hand: Sequence[Card],
    seat: int,
    level: int,
    standing: Declaration | None,
    *,
    allow_self_reinforce: bool = True,
) -> list[tuple[Card, ...]]:
    """Every set of cards from ``hand`` that ``seat`` could declare with against ``standing``
    (whether it may declare at this point at all is the caller's to know)."""
    # Only trump-rank cards and jokers ever declare, and once a declaration stands only a
    # pair may follow it: a single never overrides one, nor changes one's own.
    eligible = [c for c in hand if c.rank == level or c.suit is None]
    if standing is not None and eligible:
        eligible = [c for c in eligible if eligible.count(c) == 2]
    out: list[tuple[Card, ...]] = []
    for c in dict.fromkeys(eligible):
        for shown in ((c,), (c, c)) if eligible.count(c) == 2 else ((c,),):
            verdict, _ = judge_declaration(
                standing, seat, shown, level, allow_self_reinforce=allow_self_reinforce
            )
            if verdict:
                out.append(shown)
    return out


def _refusal(
    standing: Declaration | None,
    seat: int,
    items: Sequence[Card],
    kind: DeclarationKind,
    allow_self_reinforce: bool,
) -> str:
    """Why this declaration cannot stand against ``standing`` (empty if it can)."""
    if standing is None:
        return ""
    if standing.kind == "jokers":
        return "declaration_final"
    if standing.seat == seat:
        if standing.kind == "single" and kind == "pair" and items[0] is standing.cards[0]:
            return "" if allow_self_reinforce else "cannot_reinforce"
        return "cannot_change_own_declaration"
    if standing.kind == "single":
        return "single_cannot_override" if kind == "single" else ""
    return "" if kind == "jokers" else "only_jokers_override_pair"


def reveal_trump_suit(talon: Sequence[Card], level: int) -> tuple[Suit, int]:
    """Turn the talon up until a trump-rank card shows; its suit is trumps.

    Without one, the highest plain rank (first turned among equals) decides, every card turned.
    Returns the suit and how many cards were turned. ValueError if the talon holds only jokers.
    """
    best: Card | None = None
    for turned, c in enumerate(talon, start=1):
        if c.is_joker:
            continue
        if c.rank == level:
            assert c.suit is not None
            return c.suit, turned
        if best is None or c.rank > best.rank:
            best = c
    if best is None or best.suit is None:
        raise ValueError("the talon holds no card that is not a joker")
    assert best.rank <= ACE
    return best.suit, len(talon)
