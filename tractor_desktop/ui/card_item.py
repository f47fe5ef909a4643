"""One card on the table: a graphics object that draws its face (or back) crisply at any zoom."""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tractor_desktop.ui.card_art import CardArt

CARD_W = 100.0
"""Scene units per card width: the whole table is laid out in these."""
CARD_H = 140.0


class CardItem(QGraphicsObject):
    """A card; ``code`` None shows the back. The scene handles clicks and drags."""

    def __init__(self, art: CardArt, code: str | None = None, scale: float = 1.0) -> None:
        super().__init__()
        self.art = art
        self.code = code
        self._lifted = False
        self._dimmed = False
        self._highlight = False
        self._focus_mark = False
        self._glow = False
        self._refused = False
        self.setScale(scale)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # ----- look ------------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, CARD_W + 4, CARD_H + 4)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, CARD_W, CARD_H))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        transform = painter.worldTransform()
        scale = (transform.m11() ** 2 + transform.m12() ** 2) ** 0.5
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        width = max(8, round(CARD_W * scale))
        pixmap = self.art.face(self.code, width, dpr) if self.code else self.art.back(width, dpr)
        if transform.m12() == 0 and transform.m21() == 0:
            # Unrotated: blit the pixmap rendered for this very size, pixel for pixel. Scaling it
            # on every paint would cost more than the rest of the table together.
            origin = transform.map(QPointF(0, 0))
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(QPointF(round(origin.x()), round(origin.y())), pixmap)
            painter.restore()
        else:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(QRectF(0, 0, CARD_W, CARD_H), pixmap, QRectF(pixmap.rect()))
        if self._dimmed:
            painter.fillRect(QRectF(0, 0, CARD_W, CARD_H), QColor(0, 0, 0, 70))
        if self._lifted:
            pen = QPen(QColor("#ffb300"), 5)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(1, 1, CARD_W - 2, CARD_H - 2), 8, 8)
        if self._highlight:
            painter.setPen(QPen(QColor("#4fc3f7"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(2, 2, CARD_W - 4, CARD_H - 4), 8, 8)
        if self._glow:
            # A card that may declare: a gold frame and a mark in the middle, seen at a glance
            # even where the fan hides most of the card.
            painter.setPen(QPen(QColor("#ffca28"), 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(3, 3, CARD_W - 6, CARD_H - 6), 8, 8)
        if self._refused:
            # Cards the game just refused: framed in red where the player is looking.
            painter.setPen(QPen(QColor("#e53935"), 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(3, 3, CARD_W - 6, CARD_H - 6), 8, 8)
        if self._focus_mark:
            painter.setPen(QPen(QColor("#ffffff"), 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-1, -1, CARD_W + 2, CARD_H + 2), 9, 9)

    def set_code(self, code: str | None) -> None:
        if code != self.code:
            self.code = code
            self.update()

    def set_lifted(self, on: bool) -> None:
        if on != self._lifted:
            self._lifted = on
            self.update()

    def set_dimmed(self, on: bool) -> None:
        if on != self._dimmed:
            self._dimmed = on
            self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self._highlight:
            self._highlight = on
            self.update()

    def set_glow(self, on: bool) -> None:
        if on != self._glow:
            self._glow = on
            self.update()

    def set_refused(self, on: bool) -> None:
        if on != self._refused:
            self._refused = on
            self.update()

    @property
    def refused(self) -> bool:
        return self._refused

    def set_focus_mark(self, on: bool) -> None:
        if on != self._focus_mark:
            self._focus_mark = on
            self.update()

    # ----- animation ---------------------------------------------------------------------------

    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, value: QPointF) -> None:
        self.setPos(value)

    tablePos = Property(QPointF, _get_pos, _set_pos)
    """The position as an animatable property (QPropertyAnimation needs a Qt property)."""
