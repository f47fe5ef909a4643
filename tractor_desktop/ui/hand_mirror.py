"""The human's hand on the table, mirrored from ``HandModel``: one card item per row, in the
model's order, lifted when selected, dimmed when it may not be played, marked when focused.

Only the model changes the hand; this follows its signals. Cards that leave the hand wait in
``leaving`` until the table says where they fly (a play, the buried talon).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QModelIndex, QPointF

from tractor_desktop.ui.animator import Animator
from tractor_desktop.ui.card_item import CardItem
from tractor_desktop.ui.hand_model import (
    DeclarableRole,
    HandModel,
    NewRole,
    PlayableRole,
    SelectedRole,
)
from tractor_desktop.ui.pile import Pile
from tractor_desktop.ui.table_layout import LIFT, TableLayout


class CardTable(Protocol):
    """What the hand needs of the table it lies on (the table scene)."""

    @property
    def layout(self) -> TableLayout: ...
    @property
    def animator(self) -> Animator: ...
    def seat_anchor(self, seat: int) -> QPointF: ...
    def pack_top(self) -> QPointF: ...
    def new_item(
        self, code: str | None, scale: float = 1.0, at: QPointF | None = None
    ) -> CardItem: ...
    def drop_items(self, items: Sequence[CardItem]) -> None: ...


RELAY_MS = 160


class HandMirror:
    def __init__(self, scene: CardTable, model: HandModel) -> None:
        self.scene = scene
        self.model = model
        self.pile = Pile(scene.layout.hand(0))
        self.leaving: list[CardItem] = []
        self.focus_row = -1
        self.dragging: list[int] = []
        """Rows being dragged: the mouse places them, not the layout."""
        model.modelReset.connect(self.reset)
        model.rowsInserted.connect(self._inserted)
        model.rowsAboutToBeRemoved.connect(self._removing)
        model.rowsRemoved.connect(lambda *_: self.layout())
        model.rowsMoved.connect(self._moved)
        model.layoutChanged.connect(self._relaid)
        model.dataChanged.connect(self._data)

    @property
    def items(self) -> list[CardItem]:
        return self.pile.items

    def layout(self, animated: bool = True) -> None:
        pile, model = self.pile, self.model
        pile.spot = self.scene.layout.hand(len(pile))
        targets = []
        for row, (item, pos) in enumerate(zip(pile.items, pile.targets(), strict=True)):
            item.setZValue(10 + row)
            index = model.index(row)
            lifted = bool(model.data(index, SelectedRole))
            item.set_lifted(lifted)
            item.set_highlight(bool(model.data(index, NewRole)))
            item.set_glow(bool(model.data(index, DeclarableRole)))
            item.set_focus_mark(row == self.focus_row)
            targets.append(QPointF(pos.x(), pos.y() - (LIFT if lifted else 0)))
        if self.dragging:
            return
        moves = list(zip(pile.items, targets, strict=True))
        # Not a pause of the table: clicking cards in a row must never wait for this.
        self.scene.animator.move(moves, RELAY_MS if animated else 0, blocking=False)

    def reset(self) -> None:
        """Every item anew from the model (a new round, a restored game)."""
        scene = self.scene
        scene.drop_items(self.pile.take_all())
        scene.drop_items(self.leaving)
        self.leaving.clear()
        self.dragging = []
        anchor = scene.seat_anchor(0)
        self.pile.add([scene.new_item(code, at=anchor) for code in self.model.codes()])
        self.focus_row = min(self.focus_row, len(self.pile) - 1)
        self.layout(animated=False)

    def _inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        codes = self.model.codes()
        origin = self.leaving[0].pos() if self.leaving else self.scene.pack_top()
        for row in range(first, last + 1):
            self.items.insert(row, self.scene.new_item(codes[row], at=origin))
        self.layout()

    def _removing(self, parent: QModelIndex, first: int, last: int) -> None:
        self.leaving.extend(self.items[first : last + 1])
        del self.items[first : last + 1]
        if self.focus_row >= len(self.items):
            self.focus_row = len(self.items) - 1

    def _moved(
        self, parent: QModelIndex, start: int, end: int, dest: QModelIndex, row: int
    ) -> None:
        items = self.items
        block = items[start : end + 1]
        del items[start : end + 1]
        at = row if row < start else row - len(block)
        items[at:at] = block
        self.layout()

    def _relaid(self) -> None:
        """The model re-sorted: reuse items by card code."""
        pool = list(self.items)
        ordered = []
        for code in self.model.codes():
            match = next((i for i in pool if i.code == code), None)
            if match is None:
                match = self.scene.new_item(code, at=self.scene.seat_anchor(0))
            else:
                pool.remove(match)
            ordered.append(match)
        self.scene.drop_items(pool)
        self.pile.items = ordered
        self.layout()

    def _data(self, top: QModelIndex, bottom: QModelIndex, roles: Sequence[int] = ()) -> None:
        model = self.model
        if not roles or PlayableRole in roles:
            for row, item in enumerate(self.items):
                item.set_dimmed(not model.data(model.index(row), PlayableRole))
        if not roles or SelectedRole in roles or NewRole in roles or DeclarableRole in roles:
            self.layout()

    def set_focus_row(self, row: int) -> None:
        self.focus_row = row
        for i, item in enumerate(self.items):
            item.set_focus_mark(i == row)

    def take_leaving(self, codes: Sequence[str]) -> list[CardItem]:
        """The items of cards that just left the hand (to fly them somewhere)."""
        taken = []
        for code in codes:
            match = next((i for i in self.leaving if i.code == code), None)
            if match is None:
                match = self.scene.new_item(code, at=self.scene.seat_anchor(0))
            else:
                self.leaving.remove(match)
            taken.append(match)
        self.scene.drop_items(self.leaving)
        self.leaving.clear()
        return taken
