"""A table's four seats and who sits at each: a person (with the token that gives them the seat
back after a dropped link), a computer player, a person's seat covered by a computer player
while they are away, or one they left after the start. Also the address of the messages for
the spectators, who sit at no seat.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

SEATS = 4
WATCHERS = -1
"""The spectators' address in ``Outgoing``: they are sent the public view, from seat 0's chair."""
SeatKind = Literal["human", "computer"]
Outgoing = tuple[int, dict[str, Any]]
"""A message for one seat (or for ``WATCHERS``)."""


@dataclasses.dataclass
class Seat:
    index: int
    name: str = ""
    token: str = ""
    kind: SeatKind | None = None
    """None while the seat is empty (before the start)."""
    level: str = "normal"
    """The computer player's level: the seat's own for a computer, the cover's for a person."""
    connected: bool = False
    covered: bool = False
    """A person's seat played by a computer player while they are away (after the grace)."""
    vacant: bool = False
    """A person left it after the start: a computer player plays it until a person joins and
    takes it (the one who left, sitting again, or anyone else with the room's code)."""

    @property
    def played_by_computer(self) -> bool:
        return self.kind == "computer" or self.covered

    def public(self) -> dict[str, Any]:
        """What every seat is told about this one (never the token)."""
        return {
            "seat": self.index,
            "name": self.name,
            "kind": self.kind,
            "level": self.level if self.played_by_computer else None,
            "connected": self.connected if self.kind == "human" else None,
            "covered": self.covered,
            "vacant": self.vacant,
        }
