"""The table's look apart from the cards: the felt, and the bold texts written on it (the
points, the banner, the talon's label, the "+N" that lands on the points)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QColor, QFont, QRadialGradient
from PySide6.QtWidgets import QGraphicsSimpleTextItem


def felt_brush(width: float, height: float) -> QBrush:
    gradient = QRadialGradient(QPointF(width / 2, height / 2), width * 0.7)
    gradient.setColorAt(0, QColor("#1b7a4b"))
    gradient.setColorAt(1, QColor("#0c4129"))
    return QBrush(gradient)


def table_text(pixels: int, colour: str, z: float) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem()
    item.setBrush(QColor(colour))
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(True)
    item.setFont(font)
    item.setZValue(z)
    return item
