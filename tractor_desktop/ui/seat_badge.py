"""The name plate of a seat: name, team level, declarer star, starter mark, turn and thinking."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

BADGE_W = 190.0
BADGE_H = 44.0


class SeatBadge(QGraphicsObject):
    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.detail = ""
        self.declarer = False
        self.starter = False
        self.turn = False
        self.thinking = False
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, BADGE_W + 8, BADGE_H + 8)

    def set_state(
        self,
        *,
        detail: str | None = None,
        declarer: bool | None = None,
        starter: bool | None = None,
        turn: bool | None = None,
        thinking: bool | None = None,
    ) -> None:
        if detail is not None:
            self.detail = detail
        if declarer is not None:
            self.declarer = declarer
        if starter is not None:
            self.starter = starter
        if turn is not None:
            self.turn = turn
        if thinking is not None:
            self.thinking = thinking
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, BADGE_W, BADGE_H)
        fill = QColor(255, 255, 255, 60 if self.turn else 28)
        painter.setBrush(fill)
        pen = QPen(
            QColor("#ffd54f") if self.turn else QColor(255, 255, 255, 90), 3 if self.turn else 1.5
        )
        painter.setPen(pen)
        painter.drawRoundedRect(rect, 12, 12)
        font = QFont()
        font.setPixelSize(18)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        title = self.name
        if self.declarer:
            title = "★ " + title
        painter.drawText(QRectF(10, 2, BADGE_W - 20, 22), Qt.AlignmentFlag.AlignLeft, title)
        small = QFont()
        small.setPixelSize(14)
        painter.setFont(small)
        painter.setPen(QColor(255, 255, 255, 210))
        detail = self.detail
        if self.starter:
            detail += "  ▶"
        painter.drawText(QRectF(10, 23, BADGE_W - 20, 18), Qt.AlignmentFlag.AlignLeft, detail)
        if self.thinking:
            painter.setPen(QColor("#ffd54f"))
            painter.setFont(font)
            painter.drawText(QRectF(0, 2, BADGE_W - 10, 22), Qt.AlignmentFlag.AlignRight, "…")
