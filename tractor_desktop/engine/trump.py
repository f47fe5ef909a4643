"""A round's trump (rank and suit) and the ranking tables it implies (RULES.md §3).

Each card gets an effective suit (``"T"`` for every trump) and an order key within it. Keys are
dense: two cards are adjacent in the ranking exactly when their keys differ by one, so tractor
succession is ``key + 1`` and equal cards (off-suit trump-rank cards) share a key.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Sequence
from typing import Final, Literal

from .cards import ACE, BLACK_JOKER, FACES, RED_JOKER, Card, Suit, rank_code, rank_number

TRUMP: Final = "T"
"""The effective suit shared by every trump."""

Comparison = Literal["higher", "lower", "equal", "unrelated"]


@dataclasses.dataclass(frozen=True, slots=True)
class Trump:
    """The round's trump rank (2..14) and trump suit (None in a no-trump round)."""

    rank: int
    suit: Suit | None

    def to_dict(self) -> dict[str, str | None]:
        return {"rank": rank_code(self.rank), "suit": self.suit.value if self.suit else None}

    @classmethod
    def from_dict(cls, data: object) -> Trump:
        if not isinstance(data, dict) or "rank" not in data or "suit" not in data:
            raise ValueError('trump must be an object with "rank" and "suit" (null for no trump)')
        rank, suit = data["rank"], data["suit"]
        if not isinstance(rank, str):
            raise ValueError(f"unknown rank code {rank!r}")
        if suit is not None and not isinstance(suit, str):
            raise ValueError(f"unknown suit code {suit!r}")
        return cls(rank_number(rank), Suit.parse(suit) if suit is not None else None)

    def __str__(self) -> str:
        return f"{self.suit.value if self.suit else 'no trump'} {rank_code(self.rank)}"


class TrumpContext:
    """Per-round ranking tables, computed once per (trump, option) and shared."""

    __slots__ = ("trump", "suit_of", "key_of", "order")

    trump: Trump
    suit_of: tuple[str, ...]
    """Effective suit code of each card face, by ``Card.index``."""
    key_of: tuple[int, ...]
    """Order key of each face within its effective suit, by ``Card.index``."""

    def __init__(self, trump: Trump, rank_cards_trump_without_suit: bool = False) -> None:
        self.trump = trump
        rank, trump_suit = trump.rank, trump.suit
        rank_cards_are_trumps = trump_suit is not None or rank_cards_trump_without_suit
        plain_ranks = [r for r in range(2, ACE + 1) if not (rank_cards_are_trumps and r == rank)]
        plain_key = {r: i for i, r in enumerate(plain_ranks)}
        suit_of: list[str] = []
        key_of: list[int] = []
        # Trump keys, low to high: trump-suit plain cards, off-suit rank cards, the trump-suit
        # rank card, black joker, red joker. Without a trump suit the first and third are empty.
        suit_base = len(plain_ranks) if trump_suit is not None else 0
        rank_key = suit_base
        top_rank_key = rank_key + 1 if trump_suit is not None else rank_key
        joker_base = top_rank_key + 1 if rank_cards_are_trumps else 0
        for face in FACES:
            if face.rank == BLACK_JOKER or face.rank == RED_JOKER:
                suit_of.append(TRUMP)
                key_of.append(joker_base + face.rank - BLACK_JOKER)
            elif rank_cards_are_trumps and face.rank == rank:
                suit_of.append(TRUMP)
                key_of.append(top_rank_key if face.suit is trump_suit else rank_key)
            elif face.suit is trump_suit:
                suit_of.append(TRUMP)
                key_of.append(plain_key[face.rank])
            else:
                assert face.suit is not None
                suit_of.append(face.suit.value)
                key_of.append(plain_key[face.rank])
        self.suit_of = tuple(suit_of)
        self.key_of = tuple(key_of)
        self.order: dict[Card, int] = {
            face: ("SHDCT".index(suit_of[face.index]) * 64 + key_of[face.index]) * 64 + face.index
            for face in FACES
        }
        """Sorting position: plain suits S H D C then trumps, weakest first within each."""

    def suit(self, c: Card) -> str:
        """The effective suit: ``"T"`` for a trump, else the plain suit's code."""
        return self.suit_of[c.index]

    def key(self, c: Card) -> int:
        return self.key_of[c.index]

    def is_trump(self, c: Card) -> bool:
        return self.suit_of[c.index] == TRUMP

    def compare(self, a: Card, b: Card) -> Comparison:
        """How ``a`` ranks against ``b`` when both are played to one trick, ``a`` first."""
        sa, sb = self.suit_of[a.index], self.suit_of[b.index]
        if sa != sb:
            if sa == TRUMP:
                return "higher"
            if sb == TRUMP:
                return "lower"
            return "unrelated"
        ka, kb = self.key_of[a.index], self.key_of[b.index]
        return "higher" if ka > kb else "lower" if ka < kb else "equal"

    def sorted(self, items: Iterable[Card], strongest_first: bool = False) -> list[Card]:
        """Plain suits in S H D C order, then trumps; weakest first within each."""
        return sorted(items, key=self.order.__getitem__, reverse=strongest_first)

    def single_suit(self, items: Sequence[Card]) -> str | None:
        """The one effective suit of all these cards, or None if they mix suits (or are none)."""
        if not items:
            return None
        s = self.suit_of[items[0].index]
        for c in items:
            if self.suit_of[c.index] != s:
                return None
        return s


@functools.lru_cache(maxsize=256)
def trump_context(trump: Trump, rank_cards_trump_without_suit: bool = False) -> TrumpContext:
    """The shared ranking tables of a trump (the option matters only in no-trump rounds)."""
    if trump.suit is not None:
        rank_cards_trump_without_suit = False
    return TrumpContext(trump, rank_cards_trump_without_suit)
