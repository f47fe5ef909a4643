"""Cards, suits, ranks and the 108-card double pack, with their codes and point values."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Final


class Suit(enum.Enum):
    """The four plain suits, coded by their initial."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @classmethod
    def parse(cls, code: str) -> Suit:
        for suit in cls:
            if suit.value == code:
                return suit
        raise ValueError(f"unknown suit code {code!r}")


RANK_CODES: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""Ranks from low to high; a rank's number is its index + 2 (2..14)."""
ACE: Final = 14
BLACK_JOKER: Final = 15
RED_JOKER: Final = 16


def rank_number(code: str) -> int:
    """The number (2..14) of a rank code such as ``"10"`` or ``"K"``."""
    try:
        return RANK_CODES.index(code) + 2
    except ValueError:
        raise ValueError(f"unknown rank code {code!r}") from None


def rank_code(number: int) -> str:
    return RANK_CODES[number - 2]


class Card:
    """One card face; the 54 faces are interned, so identity is equality.

    The pack holds two copies of every face: hands are multisets of faces.
    """

    __slots__ = ("suit", "rank", "code", "index", "points")

    suit: Suit | None
    rank: int
    code: str
    index: int
    points: int

    def __init__(self, suit: Suit | None, rank: int, index: int) -> None:
        self.suit = suit
        self.rank = rank
        self.index = index
        if rank == BLACK_JOKER:
            self.code = "BJ"
        elif rank == RED_JOKER:
            self.code = "RJ"
        else:
            assert suit is not None
            self.code = rank_code(rank) + suit.value
        self.points = {5: 5, 10: 10, 13: 10}.get(rank, 0)

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    def __repr__(self) -> str:
        return self.code

    def __str__(self) -> str:
        return self.code

    # Interned faces: the identity hash is right and C-fast. Never iterate a set of cards,
    # though: its order would change from run to run (use dict.fromkeys to deduplicate).
    __hash__ = object.__hash__

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (card, (self.code,))


def _make_faces() -> tuple[Card, ...]:
    faces = [
        Card(suit, rank, i * 13 + rank - 2) for i, suit in enumerate(Suit) for rank in range(2, 15)
    ]
    faces.append(Card(None, BLACK_JOKER, 52))
    faces.append(Card(None, RED_JOKER, 53))
    return tuple(faces)


FACES: Final = _make_faces()
"""The 54 distinct card faces, indexed by ``Card.index``."""
_BY_CODE: Final = {c.code: c for c in FACES}


def card(code: str) -> Card:
    """The card with this code (``"10H"``, ``"AS"``, ``"BJ"``); ValueError if there is none."""
    try:
        return _BY_CODE[code]
    except (KeyError, TypeError):
        raise ValueError(f"unknown card code {code!r}") from None


def cards(codes: Iterable[str] | str) -> list[Card]:
    """Cards from a list of codes or one space-separated string."""
    if isinstance(codes, str):
        codes = codes.split()
    return [card(c) for c in codes]


def codes(items: Iterable[Card]) -> list[str]:
    return [c.code for c in items]


HAND_SIZE: Final = 25
"""Cards each player draws."""
TALON_SIZE: Final = 8
"""Cards left over for the talon: 108 = 4 × 25 + 8."""
DRAWN: Final = 4 * HAND_SIZE
PACK_SIZE: Final = 2 * len(FACES)
"""The double pack: 108 cards."""


def double_pack() -> list[Card]:
    """Two copies of each of the 54 faces: 108 cards, in a fixed order."""
    return [c for c in FACES for _ in range(2)]


def points(items: Iterable[Card]) -> int:
    """Kings and tens are worth 10, fives 5, everything else nothing."""
    return sum(c.points for c in items)
