"""Small icons the game draws itself (no third-party art): the buttons that open the history
and the card memory beside the table, in the palette's text colour so that a dark theme gets
light icons."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPen, QPixmap

SIZE = 64


def _ink() -> QColor:
    return QGuiApplication.palette().windowText().color()


def _canvas() -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(SIZE, SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def history_icon() -> QIcon:
    """A score sheet: a page with ruled lines."""
    pixmap, painter = _canvas()
    ink = _ink()
    painter.setPen(QPen(ink, 4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(12, 6, 40, 52), 5, 5)
    for y in (20, 30, 40):
        painter.drawLine(20, y, 44, y)
    painter.end()
    return QIcon(pixmap)


def card_memory_icon() -> QIcon:
    """Two cards, one over the other: the cards seen so far."""
    pixmap, painter = _canvas()
    ink = _ink()
    painter.setPen(QPen(ink, 4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(8, 10, 30, 42), 4, 4)
    painter.setBrush(QGuiApplication.palette().window())
    painter.drawRoundedRect(QRectF(24, 14, 30, 42), 4, 4)
    painter.setBrush(ink)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(QRectF(33, 29, 12, 12))
    painter.end()
    return QIcon(pixmap)
