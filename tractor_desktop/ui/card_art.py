"""The project's own playing-card art: faces and backs drawn with QPainter, cached per size.

Everything is drawn in design units (a card 100 units wide) scaled onto a pixmap of physical size,
so a card is crisp at any width and device pixel ratio.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from tractor_desktop.engine.cards import RANK_CODES

CARD_ASPECT: Final = 1.4
"""Height / width of every card."""

_UNITS: Final = 100.0  # the card's width in design units
_CORNER: Final = 5.5  # corner radius, in units
_CACHE_LIMIT: Final = 640  # pixmaps kept: a few sizes of the whole pack, in both inks

_SUITS: Final = "SHDC"
_JOKERS: Final = ("BJ", "RJ")
_COURTS: Final = ("J", "Q", "K")

_INK_BLACK: Final = "#161616"
_INK_RED: Final = "#cc1f1f"
_INK_BLUE: Final = "#1c54b8"
_INK_GREEN: Final = "#17823a"
_TWO_COLOURS: Final = {"S": _INK_BLACK, "H": _INK_RED, "D": _INK_RED, "C": _INK_BLACK}
_FOUR_COLOURS: Final = {"S": _INK_BLACK, "H": _INK_RED, "D": _INK_BLUE, "C": _INK_GREEN}

_BORDER: Final = QColor("#8c8c8c")
_FACE: Final = QColor("#ffffff")

# Index: the rank and suit in the card's left strip (what shows of a fanned card).
_INDEX_LEFT: Final = 3.5
_INDEX_WIDTH: Final = 22.0
_INDEX_TOP: Final = 6.0
_INDEX_CAP: Final = 19.0
_INDEX_SUIT: Final = 15.0

# Pip layouts, in a box whose columns are x = 0, 0.5, 1 and rows y = 0..1 (top to bottom).
_PIPS: Final[dict[int, tuple[tuple[float, float], ...]]] = {
    2: ((0.5, 0.0), (0.5, 1.0)),
    3: ((0.5, 0.0), (0.5, 0.5), (0.5, 1.0)),
    4: ((0, 0), (1, 0), (0, 1), (1, 1)),
    5: ((0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)),
    6: ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    7: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    8: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)),
    9: (
        (0, 0),
        (1, 0),
        (0, 1 / 3),
        (1, 1 / 3),
        (0.5, 0.5),
        (0, 2 / 3),
        (1, 2 / 3),
        (0, 1),
        (1, 1),
    ),
    10: (
        (0, 0),
        (1, 0),
        (0.5, 1 / 6),
        (0, 1 / 3),
        (1, 1 / 3),
        (0, 2 / 3),
        (1, 2 / 3),
        (0.5, 5 / 6),
        (0, 1),
        (1, 1),
    ),
}

# Court cards: frame colour and panel tint, so J, Q and K differ at a glance.
_COURT_STYLE: Final = {
    "J": (QColor("#2f6db5"), QColor("#eaf2fb")),
    "Q": (QColor("#9b3d8f"), QColor("#f8ecf6")),
    "K": (QColor("#b8860b"), QColor("#fbf3da")),
}

_RED_JOKER_INK: Final = QColor("#c8102e")
_RED_JOKER_GOLD: Final = QColor("#f2b807")
_BLACK_JOKER_INK: Final = QColor("#1a1a1a")
_BLACK_JOKER_GREY: Final = QColor("#9a9a9a")


# --- shapes --------------------------------------------------------------------------------------
# Each suit shape is 1 unit wide, centred on the origin, with its point of symmetry on x = 0.


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, 0.5))
    path.cubicTo(-0.08, 0.38, -0.5, 0.12, -0.5, -0.17)
    path.cubicTo(-0.5, -0.37, -0.37, -0.48, -0.25, -0.48)
    path.cubicTo(-0.12, -0.48, -0.03, -0.41, 0.0, -0.29)
    path.cubicTo(0.03, -0.41, 0.12, -0.48, 0.25, -0.48)
    path.cubicTo(0.37, -0.48, 0.5, -0.37, 0.5, -0.17)
    path.cubicTo(0.5, 0.12, 0.08, 0.38, 0.0, 0.5)
    path.closeSubpath()
    return path


def _stem() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, 0.0))
    path.cubicTo(0.02, 0.28, 0.1, 0.44, 0.24, 0.5)
    path.lineTo(-0.24, 0.5)
    path.cubicTo(-0.1, 0.44, -0.02, 0.28, 0.0, 0.0)
    path.closeSubpath()
    return path


def _spade() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, -0.5))
    path.cubicTo(0.12, -0.3, 0.5, -0.14, 0.5, 0.1)
    path.cubicTo(0.5, 0.27, 0.37, 0.36, 0.25, 0.36)
    path.cubicTo(0.15, 0.36, 0.07, 0.31, 0.03, 0.24)
    path.cubicTo(0.05, 0.37, 0.11, 0.46, 0.22, 0.5)
    path.lineTo(-0.22, 0.5)
    path.cubicTo(-0.11, 0.46, -0.05, 0.37, -0.03, 0.24)
    path.cubicTo(-0.07, 0.31, -0.15, 0.36, -0.25, 0.36)
    path.cubicTo(-0.37, 0.36, -0.5, 0.27, -0.5, 0.1)
    path.cubicTo(-0.5, -0.14, -0.12, -0.3, 0.0, -0.5)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, -0.5))
    path.quadTo(0.2, -0.2, 0.4, 0.0)
    path.quadTo(0.2, 0.2, 0.0, 0.5)
    path.quadTo(-0.2, 0.2, -0.4, 0.0)
    path.quadTo(-0.2, -0.2, 0.0, -0.5)
    path.closeSubpath()
    return path


def _club() -> QPainterPath:
    r = 0.235
    return _union(
        _stem(),
        _disc(0.0, -0.265, r),
        _disc(-0.265, 0.085, r),
        _disc(0.265, 0.085, r),
        _disc(0.0, 0.0, 0.14),
    )


def _union(*parts: QPainterPath) -> QPainterPath:
    """One outline for overlapping parts, so a pen draws no seams inside it.

    Qt flattens curves in boolean operations with a fixed tolerance, so unite at a large scale.
    """
    up, down = QTransform.fromScale(1000.0, 1000.0), QTransform.fromScale(0.001, 0.001)
    result = QPainterPath()
    for part in parts:
        result = result.united(up.map(part))
    return down.map(result.simplified())


def _star(outer: float, inner: float, points: int = 5) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / points - math.pi / 2
        point = QPointF(radius * math.cos(angle), radius * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def _disc(x: float, y: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), r, r)
    return path


def _crown() -> QPainterPath:
    """A king's crown: sharp spikes topped with balls; 1 unit wide."""
    outline = QPainterPath(QPointF(-0.42, 0.32))
    outline.lineTo(-0.5, -0.2)
    outline.lineTo(-0.24, 0.04)
    outline.lineTo(0.0, -0.34)
    outline.lineTo(0.24, 0.04)
    outline.lineTo(0.5, -0.2)
    outline.lineTo(0.42, 0.32)
    outline.closeSubpath()
    return _union(
        outline, _disc(-0.5, -0.22, 0.075), _disc(0.0, -0.37, 0.085), _disc(0.5, -0.22, 0.075)
    )


def _tiara() -> QPainterPath:
    """A queen's coronet: rounded arches with pearls; 1 unit wide."""
    outline = QPainterPath(QPointF(-0.44, 0.32))
    outline.lineTo(-0.46, 0.02)
    outline.quadTo(-0.34, -0.16, -0.2, -0.02)
    outline.quadTo(-0.12, -0.3, 0.0, -0.24)
    outline.quadTo(0.12, -0.3, 0.2, -0.02)
    outline.quadTo(0.34, -0.16, 0.46, 0.02)
    outline.lineTo(0.44, 0.32)
    outline.closeSubpath()
    return _union(
        outline, _disc(-0.46, -0.04, 0.07), _disc(0.0, -0.34, 0.1), _disc(0.46, -0.04, 0.07)
    )


def _shield() -> QPainterPath:
    """A jack's shield; 1 unit wide."""
    path = QPainterPath(QPointF(-0.4, -0.36))
    path.quadTo(0.0, -0.46, 0.4, -0.36)
    path.lineTo(0.4, 0.0)
    path.cubicTo(0.4, 0.24, 0.18, 0.38, 0.0, 0.48)
    path.cubicTo(-0.18, 0.38, -0.4, 0.24, -0.4, 0.0)
    path.closeSubpath()
    return path


def _jester_cap() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """A jester's cap, 1 unit wide: (side horns, middle horn, band and bells)."""
    left = QPainterPath(QPointF(-0.06, 0.22))
    left.cubicTo(-0.1, -0.2, -0.3, -0.36, -0.5, -0.04)
    left.cubicTo(-0.4, -0.12, -0.3, -0.06, -0.32, 0.22)
    left.closeSubpath()
    sides = QPainterPath(left)
    sides.addPath(QTransform().scale(-1.0, 1.0).map(left))
    middle = QPainterPath(QPointF(-0.15, 0.22))
    middle.cubicTo(-0.13, -0.04, -0.07, -0.28, 0.0, -0.44)
    middle.cubicTo(0.07, -0.28, 0.13, -0.04, 0.15, 0.22)
    middle.closeSubpath()
    trim = QPainterPath()
    trim.setFillRule(Qt.FillRule.WindingFill)
    trim.addRoundedRect(QRectF(-0.34, 0.2, 0.68, 0.14), 0.05, 0.05)
    for x, y in ((-0.5, -0.04), (0.0, -0.44), (0.5, -0.04)):
        trim.addEllipse(QPointF(x, y), 0.07, 0.07)
    return sides, middle, trim


_SUIT_SHAPES: Final[dict[str, Callable[[], QPainterPath]]] = {
    "S": _spade,
    "H": _heart,
    "D": _diamond,
    "C": _club,
}


def _placed(
    path: QPainterPath, cx: float, cy: float, size: float, upside_down: bool = False
) -> QPainterPath:
    transform = QTransform().translate(cx, cy)
    if upside_down:
        transform.rotate(180.0)
    transform.scale(size, size)
    return transform.map(path)


# --- the art -------------------------------------------------------------------------------------

_PIXMAPS: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
"""Every card art's rendered faces and backs, the least recently used dropped first."""


class _Tools:
    """The shapes and fonts the art is drawn with, and the text outlines made from them."""

    def __init__(self) -> None:
        self.suit_paths = {suit: make() for suit, make in _SUIT_SHAPES.items()}
        self.emblems = {"J": _shield(), "Q": _tiara(), "K": _crown()}
        self.index_font = CardArt._font(
            ("DejaVu Sans", "Arial", "Helvetica"), QFont.StyleHint.SansSerif
        )
        self.court_font = CardArt._font(
            ("DejaVu Serif", "Georgia", "Times New Roman"), QFont.StyleHint.Serif
        )
        # Text outlines at the font's design size, keyed by (font role, text).
        self.glyphs: dict[tuple[str, str], QPainterPath] = {}
        self.cap_heights: dict[str, float] = {}


_made: list[_Tools] = []


def _tools() -> _Tools:
    """Made with the first card art (the fonts need the application)."""
    if not _made:
        _made.append(_Tools())
    return _made[0]


class CardArt:
    """Renders card faces and backs into pixmaps, cached per code, size and pixel ratio."""

    def __init__(self, four_colour: bool = False, back_colour: str = "#1f5f8b") -> None:
        self._four_colour = four_colour
        self._back_colour = self._valid_colour(back_colour)
        # Shared by every CardArt (the main window, a network table, a review): a face once
        # rendered at a size serves them all, and the shapes and fonts are made once.
        self._cache = _PIXMAPS
        tools = _tools()
        self._suit_paths = tools.suit_paths
        self._emblems = tools.emblems
        self._index_font = tools.index_font
        self._court_font = tools.court_font
        self._glyphs = tools.glyphs
        self._cap_heights = tools.cap_heights

    # --- public API ---

    def face(self, code: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The face of the card with this code, ``width`` logical pixels wide."""
        if not self._is_code(code):
            raise ValueError(f"unknown card code {code!r}")
        key = ("face", code, width, dpr, self._four_colour)
        return self._cached(key, width, dpr, lambda p, h: self._paint_face(p, h, code))

    def back(self, width: int, dpr: float = 1.0) -> QPixmap:
        """The back of every card, in the current back colour."""
        key = ("back", width, dpr, self._back_colour.name())
        return self._cached(key, width, dpr, self._paint_back)

    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on  # the pixmaps are kept by colour scheme: both stay good

    def set_back_colour(self, colour: str) -> None:
        self._back_colour = self._valid_colour(colour)

    def suit_colour(self, suit: str) -> QColor:
        """The ink of a suit ("S", "H", "D", "C"), following the four-colour setting."""
        if not isinstance(suit, str) or len(suit) != 1 or suit not in _SUITS:
            raise ValueError(f"unknown suit code {suit!r}")
        table = _FOUR_COLOURS if self._four_colour else _TWO_COLOURS
        return QColor(table[suit])

    # --- caching and the canvas ---

    @staticmethod
    def _is_code(code: object) -> bool:
        if not isinstance(code, str):
            return False
        if code in _JOKERS:
            return True
        return len(code) >= 2 and code[-1] in _SUITS and code[:-1] in RANK_CODES

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
        scale = image.width() / _UNITS
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

    # --- text as outlines (exact size, any font, squeezable) ---

    @staticmethod
    def _font(families: tuple[str, ...], hint: QFont.StyleHint) -> QFont:
        font = QFont(families[0])
        font.setFamilies(list(families))
        font.setStyleHint(hint)
        font.setPixelSize(100)
        font.setBold(True)
        return font

    def _glyph(self, role: str, text: str) -> QPainterPath:
        key = (role, text)
        path = self._glyphs.get(key)
        if path is None:
            font = self._index_font if role == "index" else self._court_font
            path = QPainterPath()
            path.addText(QPointF(0.0, 0.0), font, text)
            self._glyphs[key] = path
        return path

    def _cap_height(self, role: str) -> float:
        cap = self._cap_heights.get(role)
        if cap is None:
            cap = -self._glyph(role, "H").boundingRect().top()
            self._cap_heights[role] = cap
        return cap

    def _text(
        self,
        role: str,
        text: str,
        centre_x: float,
        top: float,
        cap: float,
        max_width: float,
    ) -> QPainterPath:
        """Text whose capitals are ``cap`` units tall from ``top``, centred on x.

        A tail below the baseline (J, Q) shrinks the text to stay in the box; text wider than
        ``max_width`` is squeezed horizontally ("10" in the index).
        """
        path = self._glyph(role, text)
        bounds = path.boundingRect()
        cap_height = self._cap_height(role)
        scale_y = cap / (cap_height + max(0.0, bounds.bottom()))
        scale_x = min(scale_y, max_width / bounds.width())
        transform = QTransform().translate(centre_x, top + cap_height * scale_y)
        transform.scale(scale_x, scale_y)
        transform.translate(-bounds.center().x(), 0.0)
        return transform.map(path)

    # --- faces ---

    def _blank(self, painter: QPainter, height: float) -> None:
        scale = painter.transform().m11()
        border = max(1.0 / scale, 0.7)
        rect = QRectF(border / 2, border / 2, _UNITS - border, height - border)
        painter.setPen(QPen(_BORDER, border))
        painter.setBrush(_FACE)
        painter.drawRoundedRect(rect, _CORNER, _CORNER)

    def _paint_face(self, painter: QPainter, height: float, code: str) -> None:
        self._blank(painter, height)
        if code in _JOKERS:
            self._paint_joker(painter, height, big=code == "RJ")
            return
        rank, suit = code[:-1], code[-1]
        ink = self.suit_colour(suit)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        for upside_down in (False, True):
            painter.drawPath(self._corner(self._index_path(rank, suit), height, upside_down))
        if rank == "A":
            self._paint_ace(painter, height, suit, ink)
        elif rank in _COURTS:
            self._paint_court(painter, height, rank, suit, ink)
        else:
            self._paint_pips(painter, height, int(rank), suit, ink)

    def _index_path(self, rank: str, suit: str) -> QPainterPath:
        centre = _INDEX_LEFT + _INDEX_WIDTH / 2
        path = self._text("index", rank, centre, _INDEX_TOP, _INDEX_CAP, _INDEX_WIDTH)
        suit_y = _INDEX_TOP + _INDEX_CAP + 4.0 + _INDEX_SUIT / 2
        path.addPath(_placed(self._suit_paths[suit], centre, suit_y, _INDEX_SUIT))
        return path

    @staticmethod
    def _corner(path: QPainterPath, height: float, upside_down: bool) -> QPainterPath:
        if not upside_down:
            return path
        return QTransform().translate(_UNITS, height).rotate(180.0).map(path)

    def _paint_pips(
        self, painter: QPainter, height: float, rank: int, suit: str, ink: QColor
    ) -> None:
        size = 16.0 if rank < 9 else 14.5
        left, right = 35.0, 65.0
        top, bottom = 21.5, height - 21.5
        shape = self._suit_paths[suit]
        painter.setBrush(ink)
        for fx, fy in _PIPS[rank]:
            x = left + fx * (right - left)
            y = top + fy * (bottom - top)
            painter.drawPath(_placed(shape, x, y, size, upside_down=fy > 0.5))

    def _paint_ace(self, painter: QPainter, height: float, suit: str, ink: QColor) -> None:
        painter.setBrush(ink)
        painter.drawPath(_placed(self._suit_paths[suit], 50.0, height / 2, 40.0))

    def _paint_court(
        self, painter: QPainter, height: float, rank: str, suit: str, ink: QColor
    ) -> None:
        frame, tint = _COURT_STYLE[rank]
        panel = QRectF(28.5, 7.0, 43.0, height - 14.0)
        painter.setPen(QPen(frame, 1.8))
        painter.setBrush(tint)
        painter.drawRoundedRect(panel, 3.0, 3.0)
        painter.setPen(QPen(frame, 0.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(panel.adjusted(2.4, 2.4, -2.4, -2.4), 1.8, 1.8)

        middle = height / 2
        outline = QPen(frame.darker(140), 1.0)
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(outline)
        painter.setBrush(ink)
        painter.drawPath(_placed(self._emblems[rank], 50.0, middle - 38.0, 30.0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(self._text("court", rank, 50.0, middle - 16.0, 32.0, 36.0))
        painter.drawPath(_placed(self._suit_paths[suit], 50.0, middle + 38.0, 18.0))

    def _paint_joker(self, painter: QPainter, height: float, big: bool) -> None:
        ink = _RED_JOKER_INK if big else _BLACK_JOKER_INK
        accent = _RED_JOKER_GOLD if big else _BLACK_JOKER_GREY
        index = QPainterPath()
        centre = _INDEX_LEFT + 9.5
        cap, step = 12.0, 14.2
        for i, letter in enumerate("JOKER"):
            index.addPath(self._text("index", letter, centre, _INDEX_TOP + i * step, cap, 17.0))
        star = _placed(_star(1.0, 0.45), centre, _INDEX_TOP + 5 * step + 5.0, 6.5)
        star_pen = QPen(ink, 0.9 if big else 1.2)
        star_fill = accent if big else _FACE
        for upside_down in (False, True):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawPath(self._corner(index, height, upside_down))
            painter.setPen(star_pen)
            painter.setBrush(star_fill)
            painter.drawPath(self._corner(star, height, upside_down))

        middle = QPointF(50.0, height / 2)
        radius = 24.0
        if big:
            glow = QRadialGradient(middle, radius)
            glow.setColorAt(0.0, QColor("#fff6cf"))
            glow.setColorAt(0.7, accent)
            glow.setColorAt(1.0, accent.darker(112))
            painter.setBrush(QBrush(glow))
        else:
            painter.setBrush(_FACE)
        painter.setPen(QPen(ink, 1.6))
        painter.drawEllipse(middle, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ink if big else accent, 0.6))
        painter.drawEllipse(middle, radius - 2.5, radius - 2.5)

        sides, horn, trim = (_placed(p, 50.0, middle.y() - 2.0, 36.0) for p in _jester_cap())
        outline = QPen(ink.darker(150) if big else ink, 1.0 if big else 1.3)
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(outline)
        painter.setBrush(ink if big else _FACE)
        painter.drawPath(sides)
        painter.setBrush(accent.darker(105) if big else QColor("#c8c8c8"))
        painter.drawPath(horn)
        painter.setBrush(accent if big else _FACE)
        painter.drawPath(trim)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink if big else accent)
        painter.drawPath(_placed(_star(1.0, 0.45), 50.0, middle.y() + 15.5, 4.5))

    # --- back ---

    def _paint_back(self, painter: QPainter, height: float) -> None:
        self._blank(painter, height)
        colour = self._back_colour
        field = QRectF(4.5, 4.5, _UNITS - 9.0, height - 9.0)
        clip = QPainterPath()
        clip.addRoundedRect(field, _CORNER - 2.0, _CORNER - 2.0)
        painter.save()
        painter.setClipPath(clip)
        painter.fillRect(field, colour)
        lattice = QColor(colour.lighter(160))
        lattice.setAlpha(140)
        painter.setPen(QPen(lattice, 0.8))
        step, rise = 8.0, height
        lines = [
            line
            for x in _frange(-height, _UNITS + height, step)
            for line in (QLineF(x, 0.0, x + rise, rise), QLineF(x + rise, 0.0, x, rise))
        ]
        painter.drawLines(lines)
        painter.restore()

        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 225), 1.4))
        painter.drawRoundedRect(field.adjusted(3.5, 3.5, -3.5, -3.5), 2.5, 2.5)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 0.6))
        painter.drawRoundedRect(field.adjusted(5.6, 5.6, -5.6, -5.6), 1.5, 1.5)

        centre = QPointF(50.0, height / 2)
        painter.setPen(QPen(QColor(255, 255, 255, 230), 1.3))
        painter.setBrush(colour.darker(130))
        painter.drawEllipse(centre, 19.0, 25.0)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 130), 0.6))
        painter.drawEllipse(centre, 16.5, 22.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 120))
        diagonal = QTransform().translate(centre.x(), centre.y()).rotate(45.0).scale(10.0, 10.0)
        painter.drawPath(diagonal.map(_star(1.0, 0.3, points=4)))
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.drawPath(_placed(_star(1.0, 0.26, points=4), centre.x(), centre.y(), 15.0))


def _frange(start: float, stop: float, step: float) -> list[float]:
    count = math.ceil((stop - start) / step)
    return [start + i * step for i in range(count)]
