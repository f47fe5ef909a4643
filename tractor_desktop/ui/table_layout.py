"""Where everything lies on the table, in card-size units: one ``Spot`` per pile of cards, and
the rectangles of the seat badges, the talon, the points and the drop zone. Seats: 0 South (the
human), 1 East, 2 North, 3 West.

The felt is cut into places that never meet, so that nothing drawn on it can cover anything else
(tests/ui/test_table_layout.py checks every one against every other):

- the top band: the opponents' points (top left), North's hand with its badge, and the talon
  when North buried it (top right);
- the hand along the whole bottom, with room above it for a selected card to rise;
- a column each side for West and East: badge, hand, and under them the declaration shown
  (during the draw) or the talon (after it);
- above the hand on the left, the player's own badge, with its declaration or talon beside it;
- the middle: the trick (North's play above South's, West's and East's beside them), the pack
  while it is drawn, and the drop zone for cards played by dragging.

Cards are as large as the height allows (a card is 140 of the table's 550 to 640 units: about a
fifth of the window's height, as in the solitaire games people know); the table is as wide as
the window, and at least ``MIN_WIDTH`` units, so that 33 cards fit in the hand with every index
in view.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF

from tractor_desktop.ui.card_item import CARD_H, CARD_W

TABLE_HEIGHTS = {"small": 640.0, "normal": 570.0, "large": 550.0}
"""The table's height in units for each card size: the higher the table, the smaller a card."""
MIN_WIDTH = 900.0
"""Narrower than this (a tall window), the table keeps this width and is shown smaller."""

MARGIN = 12.0
BADGE_W = 170.0
BADGE_H = 50.0
BACK_SCALE = 0.45
"""The other seats' hands are small fans of backs: their cards are counted, not read."""
SHOWN_SCALE = 0.5
"""Declarations shown during the draw, the talon and the captured point cards."""
LIFT = 24.0
"""How far a selected card rises out of the hand."""
GAP = 8.0
HAND_STEP_MAX = 50.0
"""The widest step between two cards of the hand (a short hand is not spread thin)."""
TRICK_STEP = 22.0
"""The step between the cards of one play to the trick; a longer play is pressed closer."""
TRICK_PLAY_W = CARD_W + 3 * TRICK_STEP
"""The widest a play to the trick lies: four cards, or more pressed together."""
TRICK_SIDE = 175.0
"""How far West's and East's plays lie from the middle."""
FAN_W = 240.0
"""The widest North's hand spreads."""
SLOT_H = CARD_H * SHOWN_SCALE
POINTS_LINE = 26.0
POINTS_H = POINTS_LINE + SLOT_H


@dataclasses.dataclass(frozen=True)
class Spot:
    """How a pile lies: its first card's corner (or, ``centred``, the middle of the whole
    spread), the step from one card to the next, and the cards' scale. ``width`` caps the
    whole spread: a longer pile is pressed closer."""

    anchor: QPointF
    spread: QPointF
    scale: float = 1.0
    centred: bool = False
    width: float = 0.0

    def step(self, count: int) -> QPointF:
        """The step between two cards of a pile of ``count``."""
        if self.width <= 0 or count < 2 or self.spread.x() == 0:
            return self.spread
        room = (self.width - CARD_W * self.scale) / (count - 1)
        return QPointF(min(self.spread.x(), max(0.0, room)), self.spread.y())

    def extent(self, count: int) -> QRectF:
        """The rectangle ``count`` cards cover."""
        step = self.step(count)
        width = step.x() * max(0, count - 1) + CARD_W * self.scale
        height = step.y() * max(0, count - 1) + CARD_H * self.scale
        corner = self.anchor
        if self.centred:
            corner = self.anchor - QPointF(width / 2, height / 2)
        return QRectF(corner.x(), corner.y(), width, height)

    def positions(self, count: int) -> list[QPointF]:
        """Top-left corners of ``count`` cards."""
        step = self.step(count)
        start = self.extent(count).topLeft()
        return [start + step * i for i in range(count)]


class TableLayout:
    """The table's geometry for a table ``width`` × ``height`` units large."""

    def __init__(self, width: float, height: float) -> None:
        self.width = width
        self.height = height
        self.hand_top = height - MARGIN - CARD_H
        self.top = MARGIN + CARD_H * BACK_SCALE + 10
        """The middle's top: under North's hand."""
        self.bottom = self.hand_top - LIFT - GAP
        """The middle's bottom: over a selected card of the hand."""
        self.trick_scale = min(1.0, (self.bottom - self.top - 12) / (2 * CARD_H))
        self.column_top = MARGIN + POINTS_H + GAP
        """West's and East's columns start under the points, top left."""

    @property
    def centre(self) -> QPointF:
        """The middle of the trick."""
        return QPointF(self.width / 2, (self.top + self.bottom) / 2)

    # ----- the hands ----------------------------------------------------------------------------

    def hand(self, count: int) -> Spot:
        room = self.width - 2 * MARGIN - CARD_W
        step = min(HAND_STEP_MAX, room / max(1, count - 1))
        centre = QPointF(self.width / 2, self.hand_top + CARD_H / 2)
        return Spot(centre, QPointF(step, 0), 1.0, True)

    def hand_area(self) -> QRectF:
        """Where the hand's cards may be, a selected one risen included."""
        return QRectF(MARGIN, self.hand_top - LIFT, self.width - 2 * MARGIN, CARD_H + LIFT)

    def _column_x(self, seat: int) -> float:
        """The left edge of West's or East's column."""
        return MARGIN if seat == 3 else self.width - MARGIN - BADGE_W

    def side(self, seat: int) -> Spot:
        """Another seat's face-down hand: a small fan, North's in the top band, West's and
        East's under their badges."""
        h = CARD_H * BACK_SCALE
        if seat == 2:
            anchor = QPointF(self.width / 2, MARGIN + h / 2)
            return Spot(anchor, QPointF(9, 0), BACK_SCALE, True, FAN_W)
        left = self._column_x(seat)
        anchor = QPointF(left + BADGE_W / 2, self.column_top + BADGE_H + 6 + h / 2)
        return Spot(anchor, QPointF(9, 0), BACK_SCALE, True, BADGE_W)

    def badge(self, seat: int) -> QPointF:
        if seat == 0:
            return QPointF(MARGIN, self.bottom - BADGE_H)
        if seat == 2:
            return QPointF(self.width / 2 + FAN_W / 2 + 10, MARGIN)
        return QPointF(self._column_x(seat), self.column_top)

    def badge_rect(self, seat: int) -> QRectF:
        corner = self.badge(seat)
        return QRectF(corner.x(), corner.y(), BADGE_W, BADGE_H)

    # ----- what a seat shows beside its badge: a declaration, or the talon it buried ----------

    def slot(self, seat: int) -> QRectF:
        """Room for two cards shown, or the talon, beside a seat's badge."""
        width = BADGE_W
        if seat == 0:
            return QRectF(MARGIN + BADGE_W + 10, self.bottom - SLOT_H, width, SLOT_H)
        if seat == 2:
            # Left of North's hand during the draw (the points come only after it); the talon
            # goes to the top-right corner instead (``talon``).
            right = self.width / 2 - FAN_W / 2 - 10
            return QRectF(right - width, MARGIN, width, SLOT_H)
        top = self.column_top + BADGE_H + 6 + CARD_H * BACK_SCALE + GAP
        return QRectF(self._column_x(seat), top, width, SLOT_H)

    def declaration(self, seat: int, count: int) -> Spot:
        """The ``count`` cards a seat shows to declare, towards the middle of the table: West's
        and the player's from the slot's left, East's and North's from its right."""
        slot = self.slot(seat)
        step = CARD_W * SHOWN_SCALE + 6
        width = step * (count - 1) + CARD_W * SHOWN_SCALE
        left = slot.right() - width if seat in (1, 2) else slot.left()
        return Spot(QPointF(left, slot.top()), QPointF(step, 0), SHOWN_SCALE)

    def talon(self, seat: int) -> Spot:
        """The buried talon, beside the starter who buried it."""
        rect = self.talon_rect(seat)
        return Spot(rect.topLeft(), QPointF(7, 0), SHOWN_SCALE)

    def talon_rect(self, seat: int) -> QRectF:
        width = 7 * 7 + CARD_W * SHOWN_SCALE
        if seat == 2:
            return QRectF(self.width - MARGIN - width, MARGIN, width, SLOT_H)
        slot = self.slot(seat)
        left = slot.right() - width if seat == 1 else slot.left()
        return QRectF(left, slot.top(), width, SLOT_H)

    # ----- the points taken by the opponents, top left ------------------------------------------

    def points_area(self) -> QRectF:
        right = self.width / 2 - FAN_W / 2 - 10
        return QRectF(MARGIN, MARGIN, right - MARGIN, POINTS_H)

    def points_label(self) -> QPointF:
        return QPointF(MARGIN, MARGIN)

    def points(self) -> Spot:
        area = self.points_area()
        corner = QPointF(area.left(), area.top() + POINTS_LINE)
        return Spot(corner, QPointF(14, 0), SHOWN_SCALE, False, area.width())

    # ----- the middle ---------------------------------------------------------------------------

    def trick(self, seat: int) -> Spot:
        """A seat's play to the trick (and the last trick shown again)."""
        c, t = self.centre, self.trick_scale
        half = CARD_H * t / 2
        dx, dy = {
            0: (0.0, 6 + half),
            1: (TRICK_SIDE, 0.0),
            2: (0.0, -6 - half),
            3: (-TRICK_SIDE, 0.0),
        }[seat]
        width = TRICK_PLAY_W * t
        return Spot(QPointF(c.x() + dx, c.y() + dy), QPointF(TRICK_STEP * t, 0), t, True, width)

    def pack(self) -> Spot:
        """The cards still to be drawn, a stack in the middle."""
        c = self.centre
        return Spot(QPointF(c.x() - CARD_W / 2, c.y() - CARD_H / 2), QPointF(0.6, -0.6))

    def drop_zone(self) -> QRectF:
        left = MARGIN + BADGE_W + GAP
        return QRectF(left, self.top, self.width - 2 * left, self.bottom - self.top)

    def banner(self, width: float, height: float) -> QPointF:
        """A message over the middle of the table (a failed throw, a redeal, the result)."""
        c = self.centre
        return QPointF(c.x() - width / 2, c.y() - height / 2)
