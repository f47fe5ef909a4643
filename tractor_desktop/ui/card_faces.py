"""The faces of the cards: the corner indices, the pips of 2 to 10, the aces, the framed court
cards and the two jokers, in two or four suit colours; drawn in design units (``card_shapes``),
with text drawn as outlines so it has an exact size in any font.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

from tractor_desktop.engine.cards import RANK_CODES
from tractor_desktop.ui.card_shapes import (
    FACE,
    SUIT_SHAPES,
    UNITS,
    blank,
    crown,
    jester_cap,
    placed,
    shield,
    star,
    tiara,
)

_SUITS: Final = "SHDC"
_JOKERS: Final = ("BJ", "RJ")
_COURTS: Final = ("J", "Q", "K")

_INK_BLACK: Final = "#161616"
_INK_RED: Final = "#cc1f1f"
_INK_BLUE: Final = "#1c54b8"
_INK_GREEN: Final = "#17823a"
_TWO_COLOURS: Final = {"S": _INK_BLACK, "H": _INK_RED, "D": _INK_RED, "C": _INK_BLACK}
_FOUR_COLOURS: Final = {"S": _INK_BLACK, "H": _INK_RED, "D": _INK_BLUE, "C": _INK_GREEN}

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


def is_face_code(code: object) -> bool:
    """Whether ``code`` names a card of the pack ("AS", "10H", "BJ", "RJ")."""
    if not isinstance(code, str):
        return False
    if code in _JOKERS:
        return True
    return len(code) >= 2 and code[-1] in _SUITS and code[:-1] in RANK_CODES


def suit_ink(suit: str, four_colour: bool) -> QColor:
    """The ink of a suit ("S", "H", "D", "C"), in four colours or in two."""
    if not isinstance(suit, str) or len(suit) != 1 or suit not in _SUITS:
        raise ValueError(f"unknown suit code {suit!r}")
    table = _FOUR_COLOURS if four_colour else _TWO_COLOURS
    return QColor(table[suit])


class FaceArtist:
    """Paints faces with the shapes and fonts made once for every card art, and the text
    outlines made from them."""

    def __init__(self) -> None:
        self._suit_paths = {suit: make() for suit, make in SUIT_SHAPES.items()}
        self._emblems = {"J": shield(), "Q": tiara(), "K": crown()}
        self._index_font = self._font(
            ("DejaVu Sans", "Arial", "Helvetica"), QFont.StyleHint.SansSerif
        )
        self._court_font = self._font(
            ("DejaVu Serif", "Georgia", "Times New Roman"), QFont.StyleHint.Serif
        )
        # Text outlines at the font's design size, keyed by (font role, text).
        self._glyphs: dict[tuple[str, str], QPainterPath] = {}
        self._cap_heights: dict[str, float] = {}

    def paint(self, painter: QPainter, height: float, code: str, four_colour: bool) -> None:
        """The face of the card with this code, ``height`` units tall."""
        blank(painter, height)
        if code in _JOKERS:
            self._paint_joker(painter, height, big=code == "RJ")
            return
        rank, suit = code[:-1], code[-1]
        ink = suit_ink(suit, four_colour)
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

    # --- the parts of a face ---

    def _index_path(self, rank: str, suit: str) -> QPainterPath:
        centre = _INDEX_LEFT + _INDEX_WIDTH / 2
        path = self._text("index", rank, centre, _INDEX_TOP, _INDEX_CAP, _INDEX_WIDTH)
        suit_y = _INDEX_TOP + _INDEX_CAP + 4.0 + _INDEX_SUIT / 2
        path.addPath(placed(self._suit_paths[suit], centre, suit_y, _INDEX_SUIT))
        return path

    @staticmethod
    def _corner(path: QPainterPath, height: float, upside_down: bool) -> QPainterPath:
        if not upside_down:
            return path
        return QTransform().translate(UNITS, height).rotate(180.0).map(path)

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
            painter.drawPath(placed(shape, x, y, size, upside_down=fy > 0.5))

    def _paint_ace(self, painter: QPainter, height: float, suit: str, ink: QColor) -> None:
        painter.setBrush(ink)
        painter.drawPath(placed(self._suit_paths[suit], 50.0, height / 2, 40.0))

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
        painter.drawPath(placed(self._emblems[rank], 50.0, middle - 38.0, 30.0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(self._text("court", rank, 50.0, middle - 16.0, 32.0, 36.0))
        painter.drawPath(placed(self._suit_paths[suit], 50.0, middle + 38.0, 18.0))

    def _paint_joker(self, painter: QPainter, height: float, big: bool) -> None:
        ink = _RED_JOKER_INK if big else _BLACK_JOKER_INK
        accent = _RED_JOKER_GOLD if big else _BLACK_JOKER_GREY
        index = QPainterPath()
        centre = _INDEX_LEFT + 9.5
        cap, step = 12.0, 14.2
        for i, letter in enumerate("JOKER"):
            index.addPath(self._text("index", letter, centre, _INDEX_TOP + i * step, cap, 17.0))
        corner_star = placed(star(1.0, 0.45), centre, _INDEX_TOP + 5 * step + 5.0, 6.5)
        star_pen = QPen(ink, 0.9 if big else 1.2)
        star_fill = accent if big else FACE
        for upside_down in (False, True):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawPath(self._corner(index, height, upside_down))
            painter.setPen(star_pen)
            painter.setBrush(star_fill)
            painter.drawPath(self._corner(corner_star, height, upside_down))

        middle = QPointF(50.0, height / 2)
        radius = 24.0
        if big:
            glow = QRadialGradient(middle, radius)
            glow.setColorAt(0.0, QColor("#fff6cf"))
            glow.setColorAt(0.7, accent)
            glow.setColorAt(1.0, accent.darker(112))
            painter.setBrush(QBrush(glow))
        else:
            painter.setBrush(FACE)
        painter.setPen(QPen(ink, 1.6))
        painter.drawEllipse(middle, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ink if big else accent, 0.6))
        painter.drawEllipse(middle, radius - 2.5, radius - 2.5)

        sides, horn, trim = (placed(p, 50.0, middle.y() - 2.0, 36.0) for p in jester_cap())
        outline = QPen(ink.darker(150) if big else ink, 1.0 if big else 1.3)
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(outline)
        painter.setBrush(ink if big else FACE)
        painter.drawPath(sides)
        painter.setBrush(accent.darker(105) if big else QColor("#c8c8c8"))
        painter.drawPath(horn)
        painter.setBrush(accent if big else FACE)
        painter.drawPath(trim)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink if big else accent)
        painter.drawPath(placed(star(1.0, 0.45), 50.0, middle.y() + 15.5, 4.5))


_made: list[FaceArtist] = []


def face_artist() -> FaceArtist:
    """The one face artist, made with the first card art (the fonts need the application)."""
    if not _made:
        _made.append(FaceArtist())
    return _made[0]
