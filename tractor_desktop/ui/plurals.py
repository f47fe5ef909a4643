"""The table's texts that say a number of cards, with their plural forms ("Bury 1 card",
"Bury 8 cards"; other languages have more forms). Translated with ``tr`` and a count, the one
call lupdate reads a count from; English's forms come from its own translation file."""

from __future__ import annotations

from PySide6.QtCore import QObject


class Plurals(QObject):
    """Only a translation context: PySide's ``tr`` on the class (its stubs know only the
    instance method, hence the ignores)."""


def bury_label(count: int) -> str:
    return Plurals.tr("Bury %n card(s)", "", count)  # type: ignore[arg-type]


def play_label(count: int) -> str:
    return Plurals.tr("Play %n card(s)", "", count)  # type: ignore[arg-type]


def lead_count_text(count: int) -> str:
    """The refusal of a play of the wrong size: how many the leader played."""
    return Plurals.tr("Play %n card(s), as many as the leader.", "", count)  # type: ignore[arg-type]
