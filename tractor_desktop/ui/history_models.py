"""The read-only tables of the game's history, as item models: the score sheet (one row per
finished round) and the tricks of the current round."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from tractor_desktop.app.qt_strings import QT_TRANSLATE_NOOP
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.cards import HAND_SIZE
from tractor_desktop.engine.observation import TrickView
from tractor_desktop.ui.names import describe_cards, level_name, seat_short

Index = QModelIndex | QPersistentModelIndex


class _Table(QAbstractTableModel):
    """A read-only table: fixed translated column titles over a list of rows."""

    COLUMNS: tuple[str, ...] = ()

    def _row_count(self) -> int:
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._row_count()

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def sample_texts(self, column: int) -> list[str]:
        """The widest texts ``column`` can show, so that a view can size it once instead of
        measuring every row (which stalls the table); empty for a column that takes the room
        left over."""
        return []

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.COLUMNS):
            # Also the tooltip: a narrow column's title may be cut short to leave room.
            return QCoreApplication.translate(type(self).__name__, self.COLUMNS[section])
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical and 0 <= section < self._row_count():
            return str(section + 1)
        return None


class ScoreModel(_Table):
    """The score sheet: one row per finished round."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("ScoreModel", "Round"),
        QT_TRANSLATE_NOOP("ScoreModel", "Declarers"),
        QT_TRANSLATE_NOOP("ScoreModel", "Points"),
        QT_TRANSLATE_NOOP("ScoreModel", "Result"),
        QT_TRANSLATE_NOOP("ScoreModel", "Levels"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, str, str, str, str]] = []
        self._rounds: tuple[ev.RoundScored, ...] = ()
        """The rounds the rows show (``show_rounds``)."""

    def _row_count(self) -> int:
        return len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        if not (0 <= index.row() < len(self._rows) and 0 <= index.column() < len(self.COLUMNS)):
            return None
        return self._rows[index.row()][index.column()]

    def clear(self) -> None:
        self.beginResetModel()
        self._rows = []
        self._rounds = ()
        self.endResetModel()

    def show_rounds(self, rounds: tuple[ev.RoundScored, ...]) -> None:
        """The sheet of these rounds (a view's ``results``): the rows of rounds shown already
        stay, the new ones are added; another game's sheet is drawn anew."""
        shown = self._rounds
        if rounds[: len(shown)] != shown or len(self._rows) != len(shown):
            self.clear()
            shown = ()
        for scored in rounds[len(shown) :]:
            self.add_round(scored)
        self._rounds = rounds

    def sample_texts(self, column: int) -> list[str]:
        if column == 0:
            return ["99"]
        if column == 1:
            return [self._team(0), self._team(1)]
        if column == 2:
            return ["200"]  # three digits: the pack's points
        if column == 3:
            return [self._outcome(0, 9), self._outcome(1, 9)]
        if column == 4:
            return [self._levels((level, level)) for level in range(2, 15)]
        return []

    def add_round(self, scored: ev.RoundScored) -> None:
        result = scored.result
        if result.winner == "declarers":
            outcome = self._outcome(scored.declarers, result.declarers_gain)
        else:
            outcome = self._outcome(1 - scored.declarers, result.opponents_gain)
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append(
            (
                str(row + 1),
                self._team(scored.declarers),
                str(result.opponent_total),
                outcome,
                self._levels(scored.levels),
            )
        )
        self.endInsertRows()

    def _team(self, team: int) -> str:
        return self.tr("Us (N–S)") if team == 0 else self.tr("Them (E–W)")

    def _outcome(self, team: int, gain: int) -> str:
        """The side that won the round, named from the player's seat, and its levels gained."""
        return f"{self._team(team)} +{gain}"

    @staticmethod
    def _levels(levels: tuple[int, int]) -> str:
        return f"{level_name(levels[0])} : {level_name(levels[1])}"


class TrickHistoryModel(_Table):
    """The tricks of the current round: leader, the four plays, winner and points."""

    COLUMNS = (
        "#",
        QT_TRANSLATE_NOOP("TrickHistoryModel", "Plays, from the leader"),
        QT_TRANSLATE_NOOP("TrickHistoryModel", "Won by"),
        QT_TRANSLATE_NOOP("TrickHistoryModel", "Points"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tricks: list[TrickView] = []

    def _row_count(self) -> int:
        return len(self._tricks)

    def sample_texts(self, column: int) -> list[str]:
        if column == 0:
            return [str(HAND_SIZE)]  # a round has as many tricks as a hand has cards
        if column == 2:
            return [seat_short(seat) for seat in range(4)]
        if column == 3:
            return ["200"]  # three digits: the pack's points
        return []

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (
            0 <= index.row() < len(self._tricks) and 0 <= index.column() < len(self.COLUMNS)
        ):
            return None
        trick = self._tricks[index.row()]
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        column = index.column()
        if column == 0:
            return str(index.row() + 1)
        if column == 1:
            return "\n".join(
                f"{seat_short((trick.leader + i) % 4)}: {describe_cards([c.code for c in play])}"
                for i, play in enumerate(trick.plays)
            )
        if column == 2:
            return seat_short(trick.winner) if trick.winner is not None else ""
        return str(trick.points) if trick.points else ""

    def set_tricks(self, tricks: Sequence[TrickView]) -> None:
        if list(tricks[: len(self._tricks)]) == self._tricks and len(tricks) >= len(self._tricks):
            new = list(tricks[len(self._tricks) :])
            if new:
                first = len(self._tricks)
                self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
                self._tricks.extend(new)
                self.endInsertRows()
            return
        self.beginResetModel()
        self._tricks = list(tricks)
        self.endResetModel()

    def trick(self, row: int) -> TrickView:
        return self._tricks[row]
