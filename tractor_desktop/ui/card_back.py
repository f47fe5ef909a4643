"""The back every card shows face down: a lattice in the back colour, framed, with a medallion
and a star in the middle; drawn in design units (``card_shapes``)."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from tractor_desktop.ui.card_shapes import CORNER, UNITS, blank, placed, star


def paint_back(painter: QPainter, height: float, colour: QColor) -> None:
    """The back of a card ``height`` units tall, in ``colour``."""
    blank(painter, height)
    field = QRectF(4.5, 4.5, UNITS - 9.0, height - 9.0)
    clip = QPainterPath()
    clip.addRoundedRect(field, CORNER - 2.0, CORNER - 2.0)
    painter.save()
    painter.setClipPath(clip)
    painter.fillRect(field, colour)
    lattice = QColor(colour.lighter(160))
    lattice.setAlpha(140)
    painter.setPen(QPen(lattice, 0.8))
    step, rise = 8.0, height
    lines = [
        line
        for x in _frange(-height, UNITS + height, step)
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
    painter.drawPath(diagonal.map(star(1.0, 0.3, points=4)))
    painter.setBrush(QColor(255, 255, 255, 235))
    painter.drawPath(placed(star(1.0, 0.26, points=4), centre.x(), centre.y(), 15.0))


def _frange(start: float, stop: float, step: float) -> list[float]:
    count = math.ceil((stop - start) / step)
    return [start + i * step for i in range(count)]
