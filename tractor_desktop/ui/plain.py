"""Text from outside the game (files, settings, paths, exceptions, player names) made safe to
show: cut to a sane length and never read as markup, mnemonics or control characters."""

from __future__ import annotations

import unicodedata

from PySide6.QtGui import Qt

MESSAGE_LIMIT = 500
MENU_LIMIT = 60


def plain(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters, with control characters (but line breaks) replaced.

    Set the widget's text format to plain text as well: this only bounds what is drawn.
    """
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return "".join(c if c == "\n" or _shown(c) else "\N{REPLACEMENT CHARACTER}" for c in text)


def _shown(c: str) -> bool:
    """Not a control character, nor half of a surrogate pair (Qt cannot hold one alone)."""
    return unicodedata.category(c) not in ("Cc", "Cs")


def menu_text(text: str, limit: int = MENU_LIMIT) -> str:
    """A menu entry showing ``text`` literally: cut, on one line, ``&`` not a mnemonic."""
    return plain(text.replace("\n", " "), limit).replace("&", "&&")


def tooltip_text(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """A tooltip showing ``text`` literally (a tooltip that looks like markup is read as one)."""
    return Qt.convertFromPlainText(plain(text, limit), Qt.WhiteSpaceMode.WhiteSpaceNormal)


def elide_middle(text: str, limit: int) -> str:
    """A long path with its beginning and its file name kept."""
    if len(text) <= limit:
        return text
    half = (limit - 1) // 2
    return text[:half] + "…" + text[len(text) - (limit - 1 - half) :]
