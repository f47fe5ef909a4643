"""The human's hand as an item model: the cards in display order (sorted by the trump, or as
the player moved them), with the roles the table reads for each card: selected, playable now,
trump, newly arrived, declarable."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from tractor_desktop.engine.cards import card
from tractor_desktop.engine.trump import TrumpContext
from tractor_desktop.ui.names import card_name

Index = QModelIndex | QPersistentModelIndex

CardRole = Qt.ItemDataRole.UserRole + 1
SelectedRole = Qt.ItemDataRole.UserRole + 2
PlayableRole = Qt.ItemDataRole.UserRole + 3
TrumpRole = Qt.ItemDataRole.UserRole + 4
NewRole = Qt.ItemDataRole.UserRole + 5
DeclarableRole = Qt.ItemDataRole.UserRole + 6

T = TypeVar("T")


def _move_block(column: list[T], start: int, count: int, at: int) -> None:
    """Moves ``column[start : start + count]`` to index ``at`` of what is left without it."""
    block = column[start : start + count]
    del column[start : start + count]
    column[at:at] = block


class HandModel(QAbstractListModel):
    """The human's cards in display order, with selection and 'playable now' flags."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._codes: list[str] = []
        self._selected: list[bool] = []
        self._new: list[bool] = []
        self._playable_suit: str | None = None
        self._ctx: TrumpContext | None = None
        self._declarable: frozenset[str] = frozenset()

    # --- Qt model interface ---

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._codes)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._codes):
            return None
        row = index.row()
        code = self._codes[row]
        if role == CardRole:
            return code
        if role == SelectedRole:
            return self._selected[row]
        if role == NewRole:
            return self._new[row]
        if role == DeclarableRole:
            return code in self._declarable
        if role == TrumpRole:
            return self._ctx is not None and self._ctx.is_trump(card(code))
        if role == PlayableRole:
            return self._playable(code)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._accessible(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            return card_name(code)
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != SelectedRole or not index.isValid() or not 0 <= index.row() < len(self._codes):
            return False
        self._selected[index.row()] = bool(value)
        self.dataChanged.emit(index, index, [SelectedRole, Qt.ItemDataRole.DisplayRole])
        return True

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names.update(
            {
                CardRole: QByteArray(b"card"),
                SelectedRole: QByteArray(b"selected"),
                PlayableRole: QByteArray(b"playable"),
                TrumpRole: QByteArray(b"trump"),
                NewRole: QByteArray(b"new"),
                DeclarableRole: QByteArray(b"declarable"),
            }
        )
        return names

    def moveRows(
        self,
        source_parent: Index,
        source_row: int,
        count: int,
        destination_parent: Index,
        destination_child: int,
    ) -> bool:
        n = len(self._codes)
        if (
            source_parent.isValid()
            or destination_parent.isValid()
            or count < 1
            or source_row < 0
            or source_row + count > n
            or not 0 <= destination_child <= n
            or source_row <= destination_child <= source_row + count
        ):
            return False
        self.beginMoveRows(
            QModelIndex(), source_row, source_row + count - 1, QModelIndex(), destination_child
        )
        at = destination_child if destination_child < source_row else destination_child - count
        _move_block(self._codes, source_row, count, at)
        _move_block(self._selected, source_row, count, at)
        _move_block(self._new, source_row, count, at)
        self.endMoveRows()
        return True

    # --- game operations ---

    def reset(self, codes: Sequence[str], ctx: TrumpContext | None) -> None:
        """Replace the hand (sorted by suit, trumps grouped at the right)."""
        self.beginResetModel()
        self._ctx = ctx
        self._codes = self._sorted(codes)
        self._selected = [False] * len(self._codes)
        self._new = [False] * len(self._codes)
        self._playable_suit = None
        self.endResetModel()

    def resort(self, ctx: TrumpContext | None) -> None:
        """Sort again (the trump changed), keeping selections."""
        if ctx is self._ctx and self._codes == self._sorted(self._codes):
            return
        self.layoutAboutToBeChanged.emit()
        old = list(zip(self._codes, self._selected, self._new, strict=True))
        self._ctx = ctx
        order = self._sorted(self._codes)
        pool = list(old)
        rows = []
        for code in order:
            match = next(item for item in pool if item[0] == code)
            pool.remove(match)
            rows.append(match)
        persistent = self.persistentIndexList()
        self._codes = [r[0] for r in rows]
        self._selected = [r[1] for r in rows]
        self._new = [r[2] for r in rows]
        self.changePersistentIndexList(persistent, [QModelIndex()] * len(persistent))
        self.layoutChanged.emit()

    def add(self, codes: Sequence[str], mark_new: bool = False) -> None:
        """Cards join the hand at their sorted places."""
        for code in codes:
            keys = [self._key(c) for c in self._codes]
            key = self._key(code)
            row = next((i for i, k in enumerate(keys) if k > key), len(self._codes))
            self.beginInsertRows(QModelIndex(), row, row)
            self._codes.insert(row, code)
            self._selected.insert(row, False)
            self._new.insert(row, mark_new)
            self.endInsertRows()

    def remove(self, codes: Sequence[str]) -> None:
        """Cards leave the hand (selected copies first)."""
        for code in codes:
            rows = [i for i, c in enumerate(self._codes) if c == code]
            if not rows:
                continue
            row = next((i for i in rows if self._selected[i]), rows[0])
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._codes[row], self._selected[row], self._new[row]
            self.endRemoveRows()

    def toggle(self, row: int) -> None:
        self.setData(self.index(row), not self._selected[row], SelectedRole)

    def select_codes(self, codes: Sequence[str]) -> None:
        """Select exactly these cards (a hint), one row per copy."""
        wanted = list(codes)
        for row, code in enumerate(self._codes):
            on = code in wanted
            if on:
                wanted.remove(code)
            if self._selected[row] != on:
                self.setData(self.index(row), on, SelectedRole)

    def clear_selection(self) -> None:
        self.select_codes([])

    def clear_new(self) -> None:
        if any(self._new):
            self._new = [False] * len(self._codes)
            self.dataChanged.emit(self.index(0), self.index(len(self._codes) - 1), [NewRole])

    def set_declarable(self, codes: set[str]) -> None:
        """The cards the player could show to declare now: they stand out in the hand."""
        wanted = frozenset(codes)
        if wanted != self._declarable:
            self._declarable = wanted
            if self._codes:
                last = self.index(len(self._codes) - 1)
                self.dataChanged.emit(self.index(0), last, [DeclarableRole])

    def set_lead_suit(self, suit: str | None) -> None:
        """While following, the cards of the led suit stand out."""
        if suit != self._playable_suit:
            self._playable_suit = suit
            if self._codes:
                last = self.index(len(self._codes) - 1)
                self.dataChanged.emit(self.index(0), last, [PlayableRole])

    def codes(self) -> list[str]:
        return list(self._codes)

    def selected_codes(self) -> list[str]:
        return [c for c, s in zip(self._codes, self._selected, strict=True) if s]

    def selected_rows(self) -> list[int]:
        return [i for i, s in enumerate(self._selected) if s]

    # --- helpers ---

    def _playable(self, code: str) -> bool:
        suit = self._playable_suit
        if suit is None or self._ctx is None:
            return True
        held = any(self._ctx.suit(card(c)) == suit for c in self._codes)
        return not held or self._ctx.suit(card(code)) == suit

    def _key(self, code: str) -> int:
        c = card(code)
        return self._ctx.order[c] if self._ctx else c.index

    def _sorted(self, codes: Sequence[str]) -> list[str]:
        return sorted(codes, key=self._key)

    def _accessible(self, row: int) -> str:
        code = self._codes[row]
        parts = [card_name(code)]
        if self._ctx is not None and self._ctx.is_trump(card(code)):
            parts.append(self.tr("trump"))
        if self._selected[row]:
            parts.append(self.tr("selected"))
        return ", ".join(parts)
