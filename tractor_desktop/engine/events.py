"""What applying an action reports: one small value per thing that happened, in order."""

from __future__ import annotations

import dataclasses
from typing import TypeAlias

from .cards import Card
from .declaring import Declaration
from .leading import Block
from .scoring import RoundResult
from .trump import Trump


@dataclasses.dataclass(frozen=True, slots=True)
class RoundStarted:
    number: int
    """0 for the first round of the game."""
    level: int
    """The trump rank."""
    levels: tuple[int, int]
    starter: int | None
    """None in a first round until a declaration stands."""
    first_drawer: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardDrawn:
    seat: int
    card: Card | None
    """None in another seat's view of the event (``seen_by``)."""
    remaining: int
    """Cards left to draw before the talon."""


@dataclasses.dataclass(frozen=True, slots=True)
class Declared:
    declaration: Declaration
    overridden: Declaration | None
    """The declaration it cancelled (or reinforced)."""


@dataclasses.dataclass(frozen=True, slots=True)
class LastChances:
    """Every card is drawn; each player in turn from ``first_drawer`` may still declare."""

    first_drawer: int


@dataclasses.dataclass(frozen=True, slots=True)
class Passed:
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class Redealt:
    """Nobody declared in a first round: the pack is gathered and drawn again."""

    first_drawer: int


@dataclasses.dataclass(frozen=True, slots=True)
class TalonRevealed:
    """Nobody declared: the talon was turned up to find the trump suit."""

    cards: tuple[Card, ...]
    """The cards turned, in order."""


@dataclasses.dataclass(frozen=True, slots=True)
class TrumpSettled:
    trump: Trump
    starter: int
    declarers: int
    """The declaring team: 0 (seats 0, 2) or 1 (seats 1, 3)."""


@dataclasses.dataclass(frozen=True, slots=True)
class TalonPickedUp:
    seat: int
    cards: tuple[Card, ...]
    """Empty in another seat's view of the event (``seen_by``)."""


@dataclasses.dataclass(frozen=True, slots=True)
class TalonBuried:
    seat: int
    cards: tuple[Card, ...]
    """Known only to ``seat``: empty in another seat's view (``seen_by``)."""


@dataclasses.dataclass(frozen=True, slots=True)
class ThrowFailed:
    seat: int
    attempted: tuple[Card, ...]
    led: tuple[Card, ...]
    returned: tuple[Card, ...]
    penalty: int
    """Points the opponents gain (negative: lose) for the cards taken back."""
    blocks: tuple[Block, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class CardsPlayed:
    seat: int
    cards: tuple[Card, ...]
    leads: bool


@dataclasses.dataclass(frozen=True, slots=True)
class TrickWon:
    winner: int
    points: int
    opponents_score: bool
    """Whether the points went to the opponents."""
    opponent_points: int
    """The opponents' running total after this trick."""


@dataclasses.dataclass(frozen=True, slots=True)
class RoundScored:
    result: RoundResult
    starter: int
    declarers: int
    talon: tuple[Card, ...]
    opponent_points: int
    """Before the talon bonus."""
    last_trick_cards: int
    """Cards each player played to the last trick."""

    @property
    def levels(self) -> tuple[int, int]:
        """Both teams' levels after the round: (team 0's, team 1's)."""
        result = self.result
        if self.declarers == 0:
            return result.declarers_level, result.opponents_level
        return result.opponents_level, result.declarers_level


@dataclasses.dataclass(frozen=True, slots=True)
class GameOver:
    winner: int
    """The winning team."""


Event: TypeAlias = (
    RoundStarted
    | CardDrawn
    | Declared
    | LastChances
    | Passed
    | Redealt
    | TalonRevealed
    | TrumpSettled
    | TalonPickedUp
    | TalonBuried
    | ThrowFailed
    | CardsPlayed
    | TrickWon
    | RoundScored
    | GameOver
)


def seen_by(event: Event, seat: int | None) -> Event:
    """The event as ``seat`` may know it (None: a spectator, who sees only public cards):
    another seat's drawn card and the talon picked up and buried by another seat are left out.
    Everything else an event carries is shown to the whole table."""
    if isinstance(event, CardDrawn) and event.seat != seat and event.card is not None:
        return dataclasses.replace(event, card=None)
    if isinstance(event, TalonPickedUp | TalonBuried) and event.seat != seat and event.cards:
        return dataclasses.replace(event, cards=())
    return event
