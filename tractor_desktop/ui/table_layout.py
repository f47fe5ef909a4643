"""Where everything lies on the table, in card-size units: one ``Spot`` per pile of cards, and
the places of the seat badges, the points and the drop zone. Seats: 0 South (the human), 1 East,
2 North, 3 West."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF

from tractor_desktop.ui.card_item import CARD_H, CARD_W
from tractor_desktop.ui.seat_badge import BADGE_H, BADGE_W

SIDE_SCALE = 0.6
"""Other seats' hands and shown declarations are drawn smaller."""
POINT_SCALE = 0.5
HAND_MARGIN = 240.0
"""Room left and right of the hand for the seat badge and the shown declaration."""
MARGIN = 36.0


@dataclasses.dataclass(frozen=True)
class Spot:
    """How a pile lies: its first card's corner (or, ``centred``, the middle of the whole
    spread), the step from one card to the next, and the cards' scale."""

    anchor: QPointF
    spread: QPointF
    scale: float = 1.0
    centred: bool = False

    def positions(self, count: int) -> list[QPointF]:
        """Top-left corners of ``count`` cards."""
        start = self.anchor
        if self.centred:
            width = self.spread.x() * (count - 1) + CARD_W * self.scale
            height = self.spread.y() * (count - 1) + CARD_H * self.scale
            start = self.anchor - QPointF(width / 2, height / 2)
        return [start + self.spread * i for i in range(count)]


class TableLayout:
    """The table's geometry for a table ``width`` × ``height`` units large."""

    def __init__(self, width: float, height: float) -> None:
        self.width = width
        self.height = height

    @property
    def centre(self) -> QPointF:
        return QPointF(self.width / 2, self.height / 2 - 70)

    def hand(self, count: int) -> Spot:
        spacing = min(40.0, (self.width - 2 * HAND_MARGIN - CARD_W) / max(1, count - 1))
        return Spot(
            QPointF(self.width / 2, self.height - 24 - CARD_H / 2), QPointF(spacing, 0), 1.0, True
        )

    def side(self, seat: int) -> Spot:
        """An opponent's or the partner's face-down hand."""
        c = self.centre
        w, h = CARD_W * SIDE_SCALE, CARD_H * SIDE_SCALE
        if seat == 2:
            return Spot(QPointF(c.x(), 24 + h / 2), QPointF(11, 0), SIDE_SCALE, True)
        x = MARGIN if seat == 3 else self.width - MARGIN - w
        return Spot(QPointF(x + w / 2, c.y() - 20), QPointF(0, 11), SIDE_SCALE, True)

    def trick(self, seat: int) -> Spot:
        """A seat's play to the trick (and the last trick shown again)."""
        dx, dy = {0: (0, 150), 1: (260, 0), 2: (0, -150), 3: (-260, 0)}[seat]
        c = self.centre
        return Spot(QPointF(c.x() + dx, c.y() + dy), QPointF(26, 0), 1.0, True)

    def pack(self) -> Spot:
        """The cards still to be drawn, a small stack in the middle."""
        c = self.centre
        return Spot(QPointF(c.x() - CARD_W / 2, c.y() - CARD_H / 2), QPointF(0.6, -0.6))

    def talon(self, seat: int) -> Spot:
        """The buried talon, beside the starter who buried it."""
        c, w = self.centre, self.width
        corner = {
            0: QPointF(MARGIN, self.height - BADGE_H - 30 - CARD_H * SIDE_SCALE - 20),
            1: QPointF(w - 260, c.y() - 330),
            2: QPointF(c.x() - 330, 24),
            3: QPointF(170, c.y() - 330),
        }[seat]
        return Spot(corner, QPointF(9, 0), SIDE_SCALE)

    def declaration(self, seat: int) -> Spot:
        """The cards a seat shows to declare, beside its badge."""
        c, w = self.centre, self.width
        corner = {
            0: QPointF(w - HAND_MARGIN + 30, self.height - CARD_H * SIDE_SCALE - 40),
            1: QPointF(w - MARGIN - BADGE_W, c.y() + 250 + BADGE_H + 10),
            2: QPointF(c.x() + 190 + BADGE_W + 12, 24),
            3: QPointF(MARGIN, c.y() + 250 + BADGE_H + 10),
        }[seat]
        return Spot(corner, QPointF(CARD_W * SIDE_SCALE + 6, 0), SIDE_SCALE)

    def points_label(self) -> QPointF:
        """The opponents' pile: the table's top-left corner, clear of every hand."""
        return QPointF(MARGIN, 24)

    def points(self) -> Spot:
        label = self.points_label()
        return Spot(QPointF(label.x(), label.y() + 34), QPointF(14, 0), POINT_SCALE)

    def badge(self, seat: int) -> QPointF:
        c = self.centre
        if seat == 0:
            return QPointF(30, self.height - BADGE_H - 30)
        if seat == 2:
            return QPointF(c.x() + 190, 30)
        if seat == 3:
            return QPointF(MARGIN, c.y() + 250)
        return QPointF(self.width - MARGIN - BADGE_W, c.y() + 250)

    def drop_zone(self) -> QRectF:
        c = self.centre
        return QRectF(c.x() - 380, c.y() - 260, 760, 520)

    def banner(self, width: float) -> QPointF:
        return QPointF(self.centre.x() - width / 2, self.centre.y() - 250)
