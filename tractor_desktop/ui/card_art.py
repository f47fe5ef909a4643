"""The project's own playing-card art: faces and backs drawn with QPainter, cached per size.

Everything is drawn in design units (a card 100 units wide, ``card_shapes``) scaled onto a pixmap
of physical size, so a card is crisp at any width and device pixel ratio. The faces are drawn by
``card_faces``, the back by ``card_back``; this module holds the pixmaps and the public API.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from tractor_desktop.ui.card_back import paint_back
from tractor_desktop.ui.card_faces import face_artist, is_face_code, suit_ink
from tractor_desktop.ui.card_shapes import UNITS

CARD_ASPECT: Final = 1.4
"""Height / width of every card."""

_CACHE_LIMIT: Final = 640  # pixmaps kept: a few sizes of the whole pack, in both inks

_PIXMAPS: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
"""Every card art's rendered faces and backs, the least recently used dropped first."""


class CardArt:
    """Renders card faces and backs into pixmaps, cached per code, size and pixel ratio."""

    def __init__(self, four_colour: bool = False, back_colour: str = "#1f5f8b") -> None:
        self._four_colour = four_colour
        self._back_colour = self._valid_colour(back_colour)
        # Shared by every CardArt (the main window, a network table, a review): a face once
        # rendered at a size serves them all, and the shapes and fonts are made once.
        self._cache = _PIXMAPS
        self._faces = face_artist()

    # --- public API ---

    def face(self, code: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The face of the card with this code, ``width`` logical pixels wide."""
        if not is_face_code(code):
            raise ValueError(f"unknown card code {code!r}")
        key = ("face", code, width, dpr, self._four_colour)
        paint = self._faces.paint
        return self._cached(key, width, dpr, lambda p, h: paint(p, h, code, self._four_colour))

    def back(self, width: int, dpr: float = 1.0) -> QPixmap:
        """The back of every card, in the current back colour."""
        key = ("back", width, dpr, self._back_colour.name())
        return self._cached(key, width, dpr, lambda p, h: paint_back(p, h, self._back_colour))

    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on  # the pixmaps are kept by colour scheme: both stay good

    def set_back_colour(self, colour: str) -> None:
        self._back_colour = self._valid_colour(colour)

    def suit_colour(self, suit: str) -> QColor:
        """The ink of a suit ("S", "H", "D", "C"), following the four-colour setting."""
        return suit_ink(suit, self._four_colour)

    # --- caching and the canvas ---

    @staticmethod
    def _valid_colour(colour: str) -> QColor:
        parsed = QColor(colour)
        if not parsed.isValid():
            raise ValueError(f"not a colour: {colour!r}")
        return parsed

    def _cached(
        self,
        key: tuple[object, ...],
        width: int,
        dpr: float,
        paint: Callable[[QPainter, float], None],
    ) -> QPixmap:
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = self._render(width, dpr, paint)
        self._cache[key] = pixmap
        if len(self._cache) > _CACHE_LIMIT:
            self._cache.popitem(last=False)
        return pixmap

    @staticmethod
    def _render(width: int, dpr: float, paint: Callable[[QPainter, float], None]) -> QPixmap:
        if width <= 0 or dpr <= 0:
            raise ValueError(f"a card needs a positive size, not width={width} dpr={dpr}")
        height = round(width * CARD_ASPECT)
        image = QImage(
            max(1, round(width * dpr)),
            max(1, round(height * dpr)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(Qt.GlobalColor.transparent)
        scale = image.width() / UNITS
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.scale(scale, scale)
            paint(painter, image.height() / scale)
        finally:
            painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap
