"""The name plate of a seat: name, team level, declarer star, starter mark, turn and thinking.

Its words are drawn in table units, so they grow with the cards (at the smallest window a name is
18 pixels high and the level line 15), and cut with "…" to the plate: a long name or a long
language never runs out of it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tractor_desktop.ui.table_decor import felt_font
from tractor_desktop.ui.table_layout import BADGE_H, BADGE_W

NAME_PX = 18
DETAIL_PX = 15
PAD = 10.0


class SeatBadge(QGraphicsObject):
    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.detail = ""
        self.declarer = False
        self.starter = False
        self.turn = False
        self.thinking = False
        self.name_font = felt_font(NAME_PX)
        self.detail_font = felt_font(DETAIL_PX, bold=False)
        self.setZValue(5)
        # Drawn again only when it changes: an antialiased plate is costly, and every card
        # flying past would otherwise repaint it.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, BADGE_W + 4, BADGE_H + 4)

    def set_state(
        self,
        *,
        detail: str | None = None,
        declarer: bool | None = None,
        starter: bool | None = None,
        turn: bool | None = None,
        thinking: bool | None = None,
    ) -> None:
        before = (self.detail, self.declarer, self.starter, self.turn, self.thinking)
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
        # Set at every event shown: drawn again only when it changed (the cache stays good).
        if (self.detail, self.declarer, self.starter, self.turn, self.thinking) != before:
            self.update()

    def title(self) -> str:
        return ("★ " if self.declarer else "") + self.name

    def detail_line(self) -> str:
        return self.detail + ("  ▶" if self.starter else "")

    def shown_lines(self) -> tuple[str, str]:
        """The two lines as drawn: cut with "…" where they would leave the plate."""
        room = BADGE_W - 2 * PAD
        names = QFontMetricsF(self.name_font)
        # The thinking "…" takes the right end of the name line.
        room_for_name = room - names.horizontalAdvance(" …") if self.thinking else room
        name = names.elidedText(self.title(), Qt.TextElideMode.ElideRight, room_for_name)
        detail = QFontMetricsF(self.detail_font).elidedText(
            self.detail_line(), Qt.TextElideMode.ElideRight, room
        )
        return name, detail

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, BADGE_W, BADGE_H)
        painter.setBrush(QColor(255, 255, 255, 60) if self.turn else QColor(10, 40, 25, 150))
        pen = QPen(
            QColor("#ffd54f") if self.turn else QColor(255, 255, 255, 90), 3 if self.turn else 1.5
        )
        painter.setPen(pen)
        painter.drawRoundedRect(rect, 12, 12)
        name, detail = self.shown_lines()
        painter.setFont(self.name_font)
        painter.setPen(QColor("#ffffff"))
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(QRectF(PAD, 3, BADGE_W - 2 * PAD, 24), left, name)
        painter.setFont(self.detail_font)
        painter.setPen(QColor(255, 255, 255, 225))
        painter.drawText(QRectF(PAD, 26, BADGE_W - 2 * PAD, 21), left, detail)
        if self.thinking:
            painter.setPen(QColor("#ffd54f"))
            painter.setFont(self.name_font)
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(QRectF(PAD, 3, BADGE_W - 2 * PAD, 24), right, "…")
