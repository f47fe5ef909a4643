"""The phases of a round, named once: the round's state, the driver's turns and the seats' views
all use these words (and the save files and the wire keep them as they are).

``draw`` (the table draws, anyone may declare) → ``last_chance`` (each seat in turn may still
declare) → ``bury`` (the starter exchanges the talon) → ``play`` → ``scored``.
"""

from __future__ import annotations

from typing import Final, Literal, TypeAlias

SeatPhase: TypeAlias = Literal["last_chance", "bury", "play"]
"""The phases in which the round waits for one seat's move."""
OpenPhase: TypeAlias = Literal["draw", SeatPhase]
"""The phases in which the round waits for a move (the table's draw included)."""
Phase: TypeAlias = Literal[OpenPhase, "scored"]
"""A round's phase."""
ShownPhase: TypeAlias = Literal["draw", "bury", "play", "scored"]
"""A phase as an observation shows it (BOT_PROTOCOL.md): the last chances are the end of the
draw there, with ``last_chance`` set."""

SEAT_PHASES: Final[tuple[SeatPhase, ...]] = ("last_chance", "bury", "play")
OPEN_PHASES: Final[tuple[OpenPhase, ...]] = ("draw", *SEAT_PHASES)
PHASES: Final[tuple[Phase, ...]] = (*OPEN_PHASES, "scored")
SHOWN_PHASES: Final[tuple[ShownPhase, ...]] = ("draw", "bury", "play", "scored")


def shown_phase(phase: Phase) -> ShownPhase:
    """How a view shows ``phase`` (with ``last_chance`` set for the last chances)."""
    return "draw" if phase == "last_chance" else phase


def phase_in_view(shown: ShownPhase, last_chance: bool) -> Phase:
    """The round's phase from a view's ``phase`` and ``last_chance``: ``shown_phase`` undone."""
    return "last_chance" if last_chance and shown == "draw" else shown
