"""The table's texts that say a number of cards, with their plural forms ("Bury 1 card",
"Bury 8 cards"; other languages have more forms). Translated with ``tr`` and a count, the one
call lupdate reads a count from; English's forms come from its own translation file."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QObject


class Plurals(QObject):
    """The texts' translation context: lupdate gives a ``self.tr`` the context of the class it
    is written in, and ``tr`` on an instance translates in its class's name."""

    def bury_label(self, count: int) -> str:
        return self.tr("Bury %n card(s)", "", count)

    def play_label(self, count: int) -> str:
        return self.tr("Play %n card(s)", "", count)

    def lead_count_text(self, count: int) -> str:
        return self.tr("Play %n card(s), as many as the leader.", "", count)


@cache
def _plurals() -> Plurals:
    """The one instance, made when a text is first asked for."""
    return Plurals()


def bury_label(count: int) -> str:
    return _plurals().bury_label(count)


def play_label(count: int) -> str:
    return _plurals().play_label(count)


def lead_count_text(count: int) -> str:
    """The refusal of a play of the wrong size: how many the leader played."""
    return _plurals().lead_count_text(count)
