"""The mouse on the player's hand: a click selects a card, a drag plays the selected cards
onto the table or moves one card within the hand, a double click plays one card. While cards
move, presses wait (as at a real table one waits for the cards to land).

``HandMouse`` is the table scene's base: it holds these handlers and the signals they send, and
reads the hand, its model and the layout, which the scene sets up.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSceneMouseEvent

from tractor_desktop.ui.animator import Animator
from tractor_desktop.ui.card_item import CardItem
from tractor_desktop.ui.hand_mirror import HandMirror
from tractor_desktop.ui.hand_model import HandModel
from tractor_desktop.ui.table_layout import TableLayout

DRAG_THRESHOLD = 12.0


class HandMouse(QGraphicsScene):
    """The hand's mouse handling, for the table scene that derives from it."""

    cardClicked = Signal(int)
    """A click on the card at this hand row (select / deselect)."""
    cardsDropped = Signal(list)
    """Cards (codes) were dragged onto the table."""
    cardDoubleClicked = Signal(int)
    handReordered = Signal(int, int)
    """Drag within the hand: move the card at row a to before row b."""

    # Set up by the table scene.
    hand: HandMirror
    hand_model: HandModel
    animator: Animator
    layout: TableLayout

    def __init__(self) -> None:
        super().__init__()
        self._press: tuple[int, QPointF] | None = None
        self._drag_origin: dict[int, QPointF] = {}
        self.drop_zone = QGraphicsRectItem()
        self._show_drop_zone(False, dragging=False)
        self.drop_zone.setZValue(-1)
        self.addItem(self.drop_zone)

    @property
    def hand_items(self) -> list[CardItem]:
        return self.hand.pile.items

    def drop_rect(self) -> QRectF:
        return self.layout.drop_zone()

    def layout_hand(self, animated: bool = True) -> None:
        self.hand.layout(animated)

    def hand_row_at(self, pos: QPointF) -> int:
        for row in range(len(self.hand_items) - 1, -1, -1):
            if self.hand_items[row].sceneBoundingRect().contains(pos):
                return row
        return -1

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        row = self.hand_row_at(event.scenePos())
        if event.button() != Qt.MouseButton.LeftButton or row < 0:
            super().mousePressEvent(event)
            return
        event.accept()
        if self.animator.is_animating():
            return  # cards are moving: the press waits for them to land
        self._press = (row, event.scenePos())

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        row, start = self._press
        delta = event.scenePos() - start
        if not self.hand.dragging:
            if (delta.x() ** 2 + delta.y() ** 2) ** 0.5 < DRAG_THRESHOLD:
                return
            selected = self.hand_model.selected_rows()
            self.hand.dragging = selected if row in selected else [row]
            self._drag_origin = {r: self.hand_items[r].pos() for r in self.hand.dragging}
            for r in self.hand.dragging:
                self.hand_items[r].setZValue(300 + r)
        for r in self.hand.dragging:
            self.hand_items[r].setPos(self._drag_origin[r] + delta)
        self._show_drop_zone(self.drop_rect().contains(event.scenePos()))
        event.accept()

    def _show_drop_zone(self, over: bool, dragging: bool = True) -> None:
        """Drawn only while cards are dragged (where they may be dropped), bright when they
        are over it; the rest of the time the felt is bare."""
        self.drop_zone.setVisible(dragging)
        self.drop_zone.setBrush(QColor(255, 255, 255, 40) if over else Qt.BrushStyle.NoBrush)
        self.drop_zone.setPen(
            QPen(QColor("#ffd54f") if over else QColor(255, 255, 255, 90), 3, Qt.PenStyle.DashLine)
        )

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseReleaseEvent(event)
            return
        row, start = self._press
        self._press = None
        dragged, self.hand.dragging = self.hand.dragging, []
        self._show_drop_zone(False, dragging=False)
        event.accept()
        if not dragged:
            self.cardClicked.emit(row)
            return
        pos = event.scenePos()
        codes = self.hand_model.codes()
        if self.drop_rect().contains(pos):
            self.cardsDropped.emit([codes[r] for r in dragged])
        elif len(dragged) == 1 and self.layout.hand_area().contains(pos):
            target = self._row_for_x(pos.x())
            if target not in (row, row + 1):
                self.handReordered.emit(row, target)
                return
        self.layout_hand()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        row = self.hand_row_at(event.scenePos())
        if row >= 0:
            self._press = None
            event.accept()
            if not self.animator.is_animating():
                self.cardDoubleClicked.emit(row)
            return
        super().mouseDoubleClickEvent(event)

    def _row_for_x(self, x: float) -> int:
        positions = self.hand.pile.targets()
        half_step = self.hand.pile.spot.step(len(positions)).x() / 2
        for row, pos in enumerate(positions):
            if x < pos.x() + half_step:
                return row
        return len(positions)
