"""The card table: every card on it, laid out in card-size units, animated event by event.

Scene units: a card is ``CARD_W`` × ``CARD_H``; the scene is ``height_units`` high (the card-size
setting: the higher the table, the smaller the cards) and as wide as the window's aspect asks.
The human's hand mirrors ``HandModel``: the scene reads the model and never changes it except
through the signals it emits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QModelIndex,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.card_item import CARD_H, CARD_W, CardItem
from tractor_desktop.ui.models import HandModel, NewRole, PlayableRole, SelectedRole
from tractor_desktop.ui.seat_badge import BADGE_H, BADGE_W, SeatBadge

TABLE_HEIGHTS = {"small": 1150.0, "normal": 1000.0, "large": 880.0}
MIN_ASPECT = 1.4
SIDE_SCALE = 0.6
"""Opponents' hands and shown declarations are drawn smaller."""
LIFT = 34.0
PLAY_SPREAD = 26.0
DRAG_THRESHOLD = 12.0
HAND_MARGIN = 240.0
"""Room left and right of the hand for the seat badge and the shown declaration."""

Done = Callable[[], None]


class TableScene(QGraphicsScene):
    """Draws the table and animates what happens on it."""

    cardClicked = Signal(int)
    """A click on the card at this hand row (select / deselect)."""
    cardsDropped = Signal(list)
    """Cards (codes) were dragged onto the table."""
    cardDoubleClicked = Signal(int)
    handReordered = Signal(int, int)
    """Drag within the hand: move the card at row a to before row b."""
    dragStarted = Signal()

    def __init__(self, art: CardArt, hand: HandModel, names: Sequence[str]) -> None:
        super().__init__()
        self.art = art
        self.hand_model = hand
        self.speed = 1.0
        """Animation duration factor: 0 turns animation off."""
        self.height_units = TABLE_HEIGHTS["normal"]
        self.width_units = self.height_units * MIN_ASPECT
        self.aspect = MIN_ASPECT
        self.setSceneRect(0, 0, self.width_units, self.height_units)
        self.setBackgroundBrush(felt_brush(self.width_units, self.height_units))
        # About a hundred items, most of them moving: a spatial index costs more than it saves.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.hand_items: list[CardItem] = []
        self.side_items: dict[int, list[CardItem]] = {1: [], 2: [], 3: []}
        self.trick_items: dict[int, list[CardItem]] = {}
        self.pile: list[CardItem] = []
        self.talon_items: list[CardItem] = []
        self.declaration_items: dict[int, list[CardItem]] = {}
        self.point_items: list[CardItem] = []
        self.overlay_items: list[CardItem] = []
        self._leaving: list[CardItem] = []
        self._animations: list[QParallelAnimationGroup] = []
        self.talon_seat: int | None = None
        self.focus_row = -1
        self.drop_zone = QGraphicsRectItem()
        self.drop_zone.setPen(QPen(QColor(255, 255, 255, 60), 3, Qt.PenStyle.DashLine))
        self.drop_zone.setBrush(Qt.BrushStyle.NoBrush)
        self.drop_zone.setZValue(-1)
        self.addItem(self.drop_zone)
        self.badges = [SeatBadge(name) for name in names]
        for badge in self.badges:
            self.addItem(badge)
        self.points_text = QGraphicsSimpleTextItem()
        self.points_text.setBrush(QColor("#ffffff"))
        font = QFont()
        font.setPixelSize(20)
        font.setBold(True)
        self.points_text.setFont(font)
        self.addItem(self.points_text)
        self.banner = QGraphicsSimpleTextItem()
        self.banner.setBrush(QColor("#ffe082"))
        big = QFont()
        big.setPixelSize(26)
        big.setBold(True)
        self.banner.setFont(big)
        self.banner.setZValue(50)
        self.addItem(self.banner)
        self._press: tuple[int, QPointF] | None = None
        self._dragging: list[int] = []
        self._drag_origin: dict[int, QPointF] = {}
        hand.modelReset.connect(self._hand_reset)
        hand.rowsInserted.connect(self._hand_inserted)
        hand.rowsAboutToBeRemoved.connect(self._hand_removing)
        hand.rowsRemoved.connect(lambda *_: self.layout_hand())
        hand.rowsMoved.connect(self._hand_moved)
        hand.layoutChanged.connect(self._hand_relaid)
        hand.dataChanged.connect(self._hand_data)
        self.layout_all(animated=False)

    # ----- geometry ----------------------------------------------------------------------------

    def set_aspect(self, aspect: float) -> None:
        """The view's width / height: the table widens to fill it."""
        self.aspect = aspect
        self.width_units = self.height_units * max(MIN_ASPECT, aspect)
        self.setSceneRect(0, 0, self.width_units, self.height_units)
        self.setBackgroundBrush(felt_brush(self.width_units, self.height_units))
        self.layout_all(animated=False)

    def set_card_size(self, size: str) -> None:
        self.height_units = TABLE_HEIGHTS.get(size, TABLE_HEIGHTS["normal"])
        self.set_aspect(self.aspect)

    @property
    def centre(self) -> QPointF:
        return QPointF(self.width_units / 2, self.height_units / 2 - 70)

    def hand_positions(self, count: int) -> list[QPointF]:
        w = self.width_units
        spacing = min(40.0, (w - 2 * HAND_MARGIN - CARD_W) / max(1, count - 1))
        x0 = (w - spacing * (count - 1) - CARD_W) / 2
        y = self.height_units - CARD_H - 24
        return [QPointF(x0 + i * spacing, y) for i in range(count)]

    def side_positions(self, seat: int, count: int) -> list[QPointF]:
        """Where an opponent's or partner's backs lie (top-left corners)."""
        c, w = self.centre, self.width_units
        step = 11.0
        cw, ch = CARD_W * SIDE_SCALE, CARD_H * SIDE_SCALE
        if seat == 2:
            x0 = c.x() - (step * (count - 1) + cw) / 2
            return [QPointF(x0 + i * step, 24) for i in range(count)]
        span = step * (count - 1) + ch
        y0 = c.y() - span / 2 - 20
        x = 36 if seat == 3 else w - 36 - cw
        return [QPointF(x, y0 + i * step) for i in range(count)]

    def badge_position(self, seat: int) -> QPointF:
        c, w = self.centre, self.width_units
        if seat == 0:
            return QPointF(30, self.height_units - BADGE_H - 30)
        if seat == 2:
            return QPointF(c.x() + 190, 30)
        if seat == 3:
            return QPointF(36, c.y() + 250)
        return QPointF(w - 36 - BADGE_W, c.y() + 250)

    def play_centre(self, seat: int) -> QPointF:
        c = self.centre
        offsets = {0: (0, 150), 1: (260, 0), 2: (0, -150), 3: (-260, 0)}
        dx, dy = offsets[seat]
        return QPointF(c.x() + dx, c.y() + dy)

    def play_positions(self, seat: int, count: int) -> list[QPointF]:
        centre = self.play_centre(seat)
        width = PLAY_SPREAD * (count - 1) + CARD_W
        x0 = centre.x() - width / 2
        return [QPointF(x0 + i * PLAY_SPREAD, centre.y() - CARD_H / 2) for i in range(count)]

    def seat_anchor(self, seat: int) -> QPointF:
        """Where cards fly to and from for a seat."""
        if seat == 0:
            return QPointF(self.width_units / 2 - CARD_W / 2, self.height_units - CARD_H)
        positions = self.side_positions(seat, max(1, len(self.side_items[seat])))
        return positions[len(positions) // 2]

    def talon_position(self, seat: int, index: int) -> QPointF:
        c, w = self.centre, self.width_units
        spots = {
            0: QPointF(36, self.height_units - BADGE_H - 30 - CARD_H * SIDE_SCALE - 20),
            1: QPointF(w - 260, c.y() - 330),
            2: QPointF(c.x() - 330, 24),
            3: QPointF(170, c.y() - 330),
        }
        base = spots[seat]
        return QPointF(base.x() + index * 9, base.y())

    def declaration_position(self, seat: int, index: int) -> QPointF:
        c, w = self.centre, self.width_units
        spots = {
            0: QPointF(w - HAND_MARGIN + 30, self.height_units - CARD_H * SIDE_SCALE - 40),
            1: QPointF(w - 36 - BADGE_W, c.y() + 250 + BADGE_H + 10),
            2: QPointF(c.x() + 190 + BADGE_W + 12, 24),
            3: QPointF(36, c.y() + 250 + BADGE_H + 10),
        }
        base = spots[seat]
        return QPointF(base.x() + index * (CARD_W * SIDE_SCALE + 6), base.y())

    def points_position(self) -> QPointF:
        """The opponents' pile: the table's top-left corner, clear of every hand."""
        return QPointF(36, 24)

    def drop_rect(self) -> QRectF:
        c = self.centre
        return QRectF(c.x() - 380, c.y() - 260, 760, 520)

    # ----- layout -----------------------------------------------------------------------------

    def layout_all(self, animated: bool = True) -> None:
        self.drop_zone.setRect(self.drop_rect())
        for seat, badge in enumerate(self.badges):
            badge.setPos(self.badge_position(seat))
        self.points_text.setPos(self.points_position())
        self.layout_hand(animated)
        for seat in (1, 2, 3):
            self._layout_side(seat, animated)
        for seat, items in self.trick_items.items():
            self._place(items, self.play_positions(seat, len(items)), animated)
        for seat, items in self.declaration_items.items():
            self._place(
                items, [self.declaration_position(seat, i) for i in range(len(items))], animated
            )
        if self.talon_seat is not None:
            self._place(
                self.talon_items,
                [self.talon_position(self.talon_seat, i) for i in range(len(self.talon_items))],
                animated,
            )
        self._layout_points(animated)
        self._layout_pile()
        self._centre_banner()

    def layout_hand(self, animated: bool = True) -> None:
        positions = self.hand_positions(len(self.hand_items))
        targets = []
        for row, (item, pos) in enumerate(zip(self.hand_items, positions, strict=True)):
            item.setZValue(10 + row)
            index = self.hand_model.index(row)
            lifted = bool(self.hand_model.data(index, SelectedRole))
            item.set_lifted(lifted)
            item.set_highlight(bool(self.hand_model.data(index, NewRole)))
            item.set_focus_mark(row == self.focus_row)
            targets.append(QPointF(pos.x(), pos.y() - (LIFT if lifted else 0)))
        if self._dragging:
            return
        self._place(self.hand_items, targets, animated, duration=160)

    def _layout_side(self, seat: int, animated: bool) -> None:
        items = self.side_items[seat]
        for i, item in enumerate(items):
            item.setZValue(10 + i)
        self._place(items, self.side_positions(seat, len(items)), animated)

    def _layout_points(self, animated: bool) -> None:
        base = self.points_position()
        targets = [QPointF(base.x() + i * 14, base.y() + 34) for i in range(len(self.point_items))]
        for i, item in enumerate(self.point_items):
            item.setZValue(20 + i)
        self._place(self.point_items, targets, animated)

    def _layout_pile(self) -> None:
        c = self.centre
        for i, item in enumerate(self.pile):
            item.setPos(c.x() - CARD_W / 2 + i * 0.6, c.y() - CARD_H / 2 - i * 0.6)
            item.setZValue(i)

    def _place(
        self,
        items: Sequence[CardItem],
        targets: Sequence[QPointF],
        animated: bool,
        duration: int = 220,
        done: Done | None = None,
    ) -> None:
        if not animated or self.speed <= 0:
            for item, target in zip(items, targets, strict=False):
                item.setPos(target)
            if done:
                QTimer.singleShot(0, done)
            return
        self.fly(list(zip(items, targets, strict=False)), duration, done)

    # ----- animation --------------------------------------------------------------------------

    def fly(
        self, moves: Sequence[tuple[CardItem, QPointF]], duration: int, done: Done | None
    ) -> None:
        """Move items to targets together; ``done`` runs when they arrive."""
        ms = int(duration * self.speed)
        if ms <= 0 or not moves:
            for item, target in moves:
                item.setPos(target)
            if done:
                QTimer.singleShot(0, done)
            return
        group = QParallelAnimationGroup(self)
        for item, target in moves:
            animation = QPropertyAnimation(item, b"tablePos", group)
            animation.setDuration(ms)
            animation.setStartValue(item.pos())
            animation.setEndValue(target)
            animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
            group.addAnimation(animation)

        def finished() -> None:
            if group in self._animations:
                self._animations.remove(group)
            group.deleteLater()
            if done:
                done()

        group.finished.connect(finished)
        self._animations.append(group)
        group.start()

    def after(self, delay: int, done: Done) -> None:
        QTimer.singleShot(max(0, int(delay * self.speed)), self, done)

    def stop_animations(self) -> None:
        for group in list(self._animations):
            group.stop()
            group.deleteLater()
        self._animations.clear()

    # ----- items ------------------------------------------------------------------------------

    def new_item(self, code: str | None, scale: float = 1.0, at: QPointF | None = None) -> CardItem:
        item = CardItem(self.art, code, scale)
        item.setPos(at if at is not None else self.centre)
        self.addItem(item)
        return item

    def drop_items(self, items: Sequence[CardItem]) -> None:
        for item in items:
            if item.scene() is self:
                self.removeItem(item)

    def clear_table(self) -> None:
        """Everything off the table but the badges (a new round, a new game)."""
        self.stop_animations()
        for items in (
            self.hand_items,
            self.pile,
            self.talon_items,
            self.point_items,
            self.overlay_items,
            self._leaving,
            *self.side_items.values(),
            *self.trick_items.values(),
            *self.declaration_items.values(),
        ):
            self.drop_items(items)
            items.clear()
        self.trick_items.clear()
        self.declaration_items.clear()
        self.talon_seat = None
        self._dragging = []
        self._press = None
        self.set_banner("")
        self._hand_reset()

    def build_pile(self, count: int) -> None:
        """The undrawn pack, shown as a small stack of backs."""
        self.drop_items(self.pile)
        self.pile = [self.new_item(None) for _ in range(min(count, 12))]
        self._layout_pile()

    def set_banner(self, text: str) -> None:
        self.banner.setText(text)
        self._centre_banner()

    def _centre_banner(self) -> None:
        rect = self.banner.boundingRect()
        c = self.centre
        self.banner.setPos(c.x() - rect.width() / 2, c.y() - 250)

    def set_points(self, points: int, visible: bool) -> None:
        self.points_text.setText(
            QCoreApplication.translate("TableScene", "Opponents' points: %1").replace(
                "%1", str(points)
            )
            if visible
            else ""
        )

    # ----- the human's hand, read from the model ------------------------------------------------

    def _hand_reset(self) -> None:
        self.drop_items(self.hand_items)
        model = self.hand_model
        anchor = self.seat_anchor(0)
        self.hand_items = [
            self.new_item(model.codes()[row], at=anchor) for row in range(model.rowCount())
        ]
        self.focus_row = min(self.focus_row, len(self.hand_items) - 1)
        self.layout_hand(animated=False)

    def _hand_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        codes = self.hand_model.codes()
        origin = self.pile[-1].pos() if self.pile else self.centre
        if self._leaving:
            origin = self._leaving[0].pos()
        for row in range(first, last + 1):
            item = self.new_item(codes[row], at=origin)
            self.hand_items.insert(row, item)
        self.layout_hand()

    def _hand_removing(self, parent: QModelIndex, first: int, last: int) -> None:
        leaving = self.hand_items[first : last + 1]
        del self.hand_items[first : last + 1]
        self._leaving.extend(leaving)
        if self.focus_row >= len(self.hand_items):
            self.focus_row = len(self.hand_items) - 1

    def _hand_moved(
        self, parent: QModelIndex, start: int, end: int, dest: QModelIndex, row: int
    ) -> None:
        block = self.hand_items[start : end + 1]
        del self.hand_items[start : end + 1]
        at = row if row < start else row - len(block)
        self.hand_items[at:at] = block
        self.layout_hand()

    def _hand_relaid(self) -> None:
        """The model re-sorted: reuse items by card code."""
        pool = list(self.hand_items)
        ordered = []
        for code in self.hand_model.codes():
            match = next((i for i in pool if i.code == code), None)
            if match is None:
                match = self.new_item(code, at=self.seat_anchor(0))
            else:
                pool.remove(match)
            ordered.append(match)
        self.drop_items(pool)
        self.hand_items = ordered
        self.layout_hand()

    def _hand_data(self, top: QModelIndex, bottom: QModelIndex, roles: Sequence[int] = ()) -> None:
        model = self.hand_model
        if not roles or PlayableRole in roles:
            for row, item in enumerate(self.hand_items):
                item.set_dimmed(not model.data(model.index(row), PlayableRole))
        if not roles or SelectedRole in roles or NewRole in roles:
            self.layout_hand()

    def set_focus_row(self, row: int) -> None:
        self.focus_row = row
        for i, item in enumerate(self.hand_items):
            item.set_focus_mark(i == row)

    def take_leaving(self, codes: Sequence[str]) -> list[CardItem]:
        """The items of cards that just left the hand (to fly them somewhere)."""
        taken = []
        for code in codes:
            match = next((i for i in self._leaving if i.code == code), None)
            if match is None:
                match = self.new_item(code, at=self.seat_anchor(0))
            else:
                self._leaving.remove(match)
            taken.append(match)
        self.drop_items(self._leaving)
        self._leaving.clear()
        return taken

    # ----- the other seats ---------------------------------------------------------------------

    def give_back(self, seat: int, count: int = 1, origin: QPointF | None = None) -> None:
        """``count`` face-down cards join a computer seat's hand."""
        start = origin or (self.pile[-1].pos() if self.pile else self.centre)
        for _ in range(count):
            self.side_items[seat].append(self.new_item(None, SIDE_SCALE, start))
        self._layout_side(seat, True)

    def take_backs(self, seat: int, codes: Sequence[str]) -> list[CardItem]:
        """Cards leave a computer seat's hand, turned face up (``None`` codes stay backs)."""
        items = self.side_items[seat]
        taken = []
        for code in codes:
            item = items.pop(len(items) // 2) if items else self.new_item(None, SIDE_SCALE)
            item.set_code(code)
            item.setScale(1.0)
            taken.append(item)
        self._layout_side(seat, True)
        return taken

    # ----- showing events ----------------------------------------------------------------------

    def show_declaration(self, seat: int, codes: Sequence[str]) -> None:
        for items in self.declaration_items.values():
            for item in items:
                item.set_dimmed(True)
        self.drop_items(self.declaration_items.get(seat, []))
        items = [self.new_item(code, SIDE_SCALE, self.seat_anchor(seat)) for code in codes]
        for item in items:
            item.setZValue(40)
        self.declaration_items[seat] = items
        self._place(items, [self.declaration_position(seat, i) for i in range(len(items))], True)

    def clear_declarations(self) -> None:
        for items in self.declaration_items.values():
            self.drop_items(items)
        self.declaration_items.clear()

    def play_to_trick(self, seat: int, items: Sequence[CardItem], done: Done) -> None:
        for i, item in enumerate(items):
            item.setScale(1.0)
            item.set_lifted(False)
            item.set_dimmed(False)
            item.setZValue(60 + len(self.trick_items) * 10 + i)
        self.trick_items[seat] = list(items)
        self.fly(list(zip(items, self.play_positions(seat, len(items)), strict=True)), 300, done)

    def gather_trick(self, winner: int, to_points: bool, done: Done) -> None:
        """The finished trick goes to its winner; point cards to the opponents' pile."""
        items = [i for seat in sorted(self.trick_items) for i in self.trick_items[seat]]
        self.trick_items.clear()
        target = self.seat_anchor(winner)
        keep = [i for i in items if to_points and i.code and i.code[:-1] in ("5", "10", "K")]
        moves = [(item, target) for item in items if item not in keep]

        def arrived() -> None:
            self.drop_items([i for i in items if i not in keep])
            self.point_items.extend(keep)
            for item in keep:
                item.setScale(0.5)
            self._layout_points(True)
            done()

        self.fly(moves, 350, arrived)

    def flash_points(self, points: int) -> None:
        """A "+N" that lands on the opponents' pile with the point cards."""
        label = QGraphicsSimpleTextItem(f"+{points}")
        font = QFont()
        font.setPixelSize(40)
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor("#ffd54f"))
        label.setZValue(120)
        base = self.points_position()
        label.setPos(base.x() + 10, base.y() + 34 + CARD_H * 0.5 + 8)
        self.addItem(label)
        QTimer.singleShot(max(300, int(1200 * self.speed)), self, lambda: self.removeItem(label))

    def bury_talon(self, seat: int, items: Sequence[CardItem], done: Done) -> None:
        for item in items:
            item.set_code(None)
            item.setScale(SIDE_SCALE)
            item.set_lifted(False)
        self.talon_items = list(items)
        self.talon_seat = seat
        self._place(
            self.talon_items,
            [self.talon_position(seat, i) for i in range(len(items))],
            True,
            done=done,
        )

    def reveal_talon(self, codes: Sequence[str]) -> None:
        for item, code in zip(self.talon_items, codes, strict=False):
            item.set_code(code)
            item.setScale(SIDE_SCALE)

    def show_overlay(self, plays: Sequence[tuple[int, Sequence[str]]]) -> None:
        """A trick shown on request (the last trick), over the table."""
        self.hide_overlay()
        for seat, codes in plays:
            for i, (code, pos) in enumerate(
                zip(codes, self.play_positions(seat, len(codes)), strict=True)
            ):
                item = self.new_item(code, at=pos)
                item.setZValue(200 + i)
                item.set_highlight(True)
                self.overlay_items.append(item)

    def hide_overlay(self) -> None:
        self.drop_items(self.overlay_items)
        self.overlay_items.clear()

    # ----- the mouse: select, drag to play, drag to reorder -------------------------------------

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
        self._press = (row, event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        row, start = self._press
        delta = event.scenePos() - start
        if not self._dragging:
            if (delta.x() ** 2 + delta.y() ** 2) ** 0.5 < DRAG_THRESHOLD:
                return
            selected = self.hand_model.selected_rows()
            self._dragging = selected if row in selected else [row]
            self._drag_origin = {r: self.hand_items[r].pos() for r in self._dragging}
            for r in self._dragging:
                self.hand_items[r].setZValue(300 + r)
            self.dragStarted.emit()
        for r in self._dragging:
            self.hand_items[r].setPos(self._drag_origin[r] + delta)
        over = self.drop_rect().contains(event.scenePos())
        self.drop_zone.setBrush(QColor(255, 255, 255, 40) if over else Qt.BrushStyle.NoBrush)
        self.drop_zone.setPen(
            QPen(QColor("#ffd54f") if over else QColor(255, 255, 255, 60), 3, Qt.PenStyle.DashLine)
        )
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseReleaseEvent(event)
            return
        row, start = self._press
        self._press = None
        dragged, self._dragging = self._dragging, []
        self.drop_zone.setBrush(Qt.BrushStyle.NoBrush)
        self.drop_zone.setPen(QPen(QColor(255, 255, 255, 60), 3, Qt.PenStyle.DashLine))
        event.accept()
        if not dragged:
            self.cardClicked.emit(row)
            return
        pos = event.scenePos()
        codes = self.hand_model.codes()
        if self.drop_rect().contains(pos):
            self.cardsDropped.emit([codes[r] for r in dragged])
        elif len(dragged) == 1 and pos.y() > self.height_units - CARD_H * 1.6:
            target = self._row_for_x(pos.x())
            if target not in (row, row + 1):
                self.handReordered.emit(row, target)
                return
        self.layout_hand()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        row = self.hand_row_at(event.scenePos())
        if row >= 0:
            self._press = None
            self.cardDoubleClicked.emit(row)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def spring_back(self) -> None:
        """A refused drop: the cards return to the hand."""
        self.layout_hand()

    def _row_for_x(self, x: float) -> int:
        positions = self.hand_positions(len(self.hand_items))
        for row, pos in enumerate(positions):
            if x < pos.x() + 20:
                return row
        return len(positions)


def felt_brush(width: float, height: float) -> QBrush:
    gradient = QRadialGradient(QPointF(width / 2, height / 2), width * 0.7)
    gradient.setColorAt(0, QColor("#1b7a4b"))
    gradient.setColorAt(1, QColor("#0c4129"))
    return QBrush(gradient)
