"""The outlines the card art is built from, in design units (a card is ``UNITS`` wide): the blank
card both faces and backs are drawn on, the suit signs, the court emblems, the jester's cap and
stars.

Each suit sign and emblem is 1 unit wide, centred on the origin, with its point of symmetry on
x = 0; ``placed`` scales one to its size at its place on the card.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

UNITS: Final = 100.0
"""The card's width in design units."""
CORNER: Final = 5.5
"""The card's corner radius, in units."""
FACE: Final = QColor("#ffffff")
"""The card's paper."""

_BORDER: Final = QColor("#8c8c8c")


def blank(painter: QPainter, height: float) -> None:
    """The bare card, ``height`` units tall: its paper and its border, one device pixel or
    more wide."""
    scale = painter.transform().m11()
    border = max(1.0 / scale, 0.7)
    rect = QRectF(border / 2, border / 2, UNITS - border, height - border)
    painter.setPen(QPen(_BORDER, border))
    painter.setBrush(FACE)
    painter.drawRoundedRect(rect, CORNER, CORNER)


# --- suit signs ----------------------------------------------------------------------------------


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


SUIT_SHAPES: Final[dict[str, Callable[[], QPainterPath]]] = {
    "S": _spade,
    "H": _heart,
    "D": _diamond,
    "C": _club,
}
"""What makes each suit's sign, by suit code."""


# --- pieces --------------------------------------------------------------------------------------


def _union(*parts: QPainterPath) -> QPainterPath:
    """One outline for overlapping parts, so a pen draws no seams inside it.

    Qt flattens curves in boolean operations with a fixed tolerance, so unite at a large scale.
    """
    up, down = QTransform.fromScale(1000.0, 1000.0), QTransform.fromScale(0.001, 0.001)
    result = QPainterPath()
    for part in parts:
        result = result.united(up.map(part))
    return down.map(result.simplified())


def star(outer: float, inner: float, points: int = 5) -> QPainterPath:
    """A star of ``points`` points, its tips ``outer`` from the centre and its notches
    ``inner``, one tip straight up."""
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


# --- court emblems and the jester's cap ----------------------------------------------------------


def crown() -> QPainterPath:
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


def tiara() -> QPainterPath:
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


def shield() -> QPainterPath:
    """A jack's shield; 1 unit wide."""
    path = QPainterPath(QPointF(-0.4, -0.36))
    path.quadTo(0.0, -0.46, 0.4, -0.36)
    path.lineTo(0.4, 0.0)
    path.cubicTo(0.4, 0.24, 0.18, 0.38, 0.0, 0.48)
    path.cubicTo(-0.18, 0.38, -0.4, 0.24, -0.4, 0.0)
    path.closeSubpath()
    return path


def jester_cap() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
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


def placed(
    path: QPainterPath, cx: float, cy: float, size: float, upside_down: bool = False
) -> QPainterPath:
    """``path`` (1 unit wide) made ``size`` units wide, centred on (cx, cy), turned upside down
    if asked."""
    transform = QTransform().translate(cx, cy)
    if upside_down:
        transform.rotate(180.0)
    transform.scale(size, size)
    return transform.map(path)
