"""The table's look apart from the cards: the felt, and the words written on it (the points, the
banner, the talon's name, the "+N" that lands on the points, a refusal beside the cards).

Every word on the felt is a ``FeltLabel``: plain text in a font sized in table units (so it grows
with the cards), cut with "…" to the room its place has, on a plate when it lies over cards."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tractor_desktop.ui.plain import plain, tooltip_text

PLATE_PAD = 6.0


def felt_brush(width: float, height: float) -> QBrush:
    gradient = QRadialGradient(QPointF(width / 2, height / 2), width * 0.7)
    gradient.setColorAt(0, QColor("#1b7a4b"))
    gradient.setColorAt(1, QColor("#0c4129"))
    return QBrush(gradient)


def felt_font(pixels: float, bold: bool = True) -> QFont:
    """A font ``pixels`` table units high."""
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


class FeltLabel(QGraphicsObject):
    """A line of text on the felt; ``plate`` puts it on a dark rounded plate (over cards)."""

    def __init__(
        self,
        pixels: float,
        colour: str,
        z: float,
        *,
        plate: bool = False,
        max_width: float = 0.0,
    ) -> None:
        super().__init__()
        self.font = felt_font(pixels)
        self.colour = QColor(colour)
        self.plate = plate
        self.max_width = max_width
        """The room the label has (0: as wide as its text): a longer text is cut with "…"."""
        self.outline = ""
        """A border colour for the plate ("" for none): a refusal is framed in red."""
        self._text = ""
        self._shown = ""
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # drawn once a change

    def text(self) -> str:
        """The whole text, as set (the label may show it cut short)."""
        return self._text

    def shown_text(self) -> str:
        return self._shown

    def setText(self, text: str) -> None:  # noqa: N802 - as QGraphicsSimpleTextItem's
        self._text = plain(text, 300)
        self._refit()

    def set_max_width(self, width: float) -> None:
        self.max_width = width
        self._refit()

    def _refit(self) -> None:
        self.prepareGeometryChange()
        metrics = QFontMetricsF(self.font)
        room = self.max_width - (2 * PLATE_PAD if self.plate else 0)
        if self.max_width > 0 and metrics.horizontalAdvance(self._text) > room:
            self._shown = metrics.elidedText(self._text, Qt.TextElideMode.ElideRight, room)
        else:
            self._shown = self._text
        self.setToolTip(tooltip_text(self._text) if self._shown != self._text else "")
        self.update()

    def text_size(self) -> tuple[float, float]:
        metrics = QFontMetricsF(self.font)
        return metrics.horizontalAdvance(self._shown), metrics.height()

    def boundingRect(self) -> QRectF:
        if not self._shown:
            return QRectF()
        width, height = self.text_size()
        pad = PLATE_PAD if self.plate else 0.0
        return QRectF(0, 0, width + 2 * pad, height + pad)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._shown:
            return
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.plate:
            if self.outline:
                painter.setPen(QPen(QColor(self.outline), 3))
            else:
                painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(10, 40, 25, 215))
            painter.drawRoundedRect(rect, 8, 8)
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._shown)
