"""Deal numbers: a game's seed as a player reads it out and types it in again, 1 to ``DEALS``."""

from __future__ import annotations

DEALS = 2**31 - 1
"""Deal numbers run from 1 to this: short enough to read out and type in again."""


def is_deal_number(number: int) -> bool:
    return 1 <= number <= DEALS


def parse_deal_number(text: str) -> int | None:
    """The deal number a player typed, or None when the text is not one."""
    digits = text.strip()
    # ASCII digits only: str.isdigit also accepts "²", which int refuses.
    if not (digits.isascii() and digits.isdigit()):
        return None
    number = int(digits)
    return number if is_deal_number(number) else None
