"""A pile: cards that lie together on the table (a hand, a play to the trick, the talon, the
opponents' points), in order, with the ``Spot`` that says where each one goes."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QPointF

from tractor_desktop.ui.card_item import CardItem
from tractor_desktop.ui.table_layout import Spot


class Pile:
    def __init__(self, spot: Spot, z: float = 10) -> None:
        self.spot = spot
        self.z = z
        """Stacking of the first card; each next one lies just above."""
        self.items: list[CardItem] = []

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[CardItem]:
        return iter(self.items)

    def targets(self) -> list[QPointF]:
        return self.spot.positions(len(self.items))

    def moves(self) -> list[tuple[CardItem, QPointF]]:
        """Each card with the place it should be at, stacked in order."""
        for i, item in enumerate(self.items):
            item.setZValue(self.z + i)
            item.setScale(self.spot.scale)
        return list(zip(self.items, self.targets(), strict=True))

    def add(self, items: list[CardItem]) -> None:
        self.items.extend(items)

    def take_middle(self) -> CardItem | None:
        """A card from the middle of a face-down hand (which one does not matter)."""
        return self.items.pop(len(self.items) // 2) if self.items else None

    def take_all(self) -> list[CardItem]:
        items, self.items = self.items, []
        return items
