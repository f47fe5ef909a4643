"""The strip above the table that answers at a glance: trump, levels, declarers, points."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QWidget

from tractor_desktop.engine.scoring import LEVEL_BANDS, PACK_POINTS, THRESHOLD
from tractor_desktop.ui.names import level_name, points_name, trump_text

THRESHOLDS = LEVEL_BANDS
SPACING = 18
METER_MAX = PACK_POINTS
_WIDEST: dict[tuple[str, str, str], tuple[int, int]] = {}
"""The widths of the widest words, by kind of bar, language and font."""


class PointsMeter(QWidget):
    """The opponents' points against the 40/80/120/160 thresholds of the level table, named
    from the player's seat: our points when we are the opponents, theirs otherwise."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points = 0
        self.setMinimumSize(180, 34)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(points_name(None))

    def sizeHint(self) -> QSize:
        return QSize(200, 34)

    def set_points(self, points: int, ours: bool | None) -> None:
        self.points = points
        self.setAccessibleName(points_name(ours))
        self.setAccessibleDescription(str(points))
        if ours is None:
            tip = self.tr("Points: %1 (the side that collects them takes over at 80)")
        elif ours:
            tip = self.tr("Our points: %1 (we take over at 80)")
        else:
            tip = self.tr("Their points: %1 (they take over at 80)")
        self.setToolTip(tip.replace("%1", str(points)))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bar = QRectF(4, 6, self.width() - 70, 14)
        painter.setPen(QPen(QColor("#555"), 1))
        painter.setBrush(QColor("#e8e8e8"))
        painter.drawRoundedRect(bar, 4, 4)
        fraction = max(0.0, min(1.0, self.points / METER_MAX))
        colour = QColor("#2e7d32") if self.points < THRESHOLD else QColor("#c62828")
        painter.setBrush(colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(
            QRectF(bar.x(), bar.y(), bar.width() * fraction, bar.height()), 4, 4
        )
        small = QFont(self.font())
        small.setPixelSize(10)
        painter.setFont(small)
        for mark in THRESHOLDS:
            x = bar.x() + bar.width() * mark / METER_MAX
            painter.setPen(QPen(QColor("#222"), 2 if mark == THRESHOLD else 1))
            painter.drawLine(int(x), int(bar.y() - 3), int(x), int(bar.bottom() + 3))
            painter.drawText(
                QRectF(x - 15, bar.bottom() + 2, 30, 12), Qt.AlignmentFlag.AlignCenter, str(mark)
            )
        bold = QFont(self.font())
        bold.setBold(True)
        bold.setPixelSize(15)
        painter.setFont(bold)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(
            QRectF(bar.right() + 6, 0, 64, self.height()),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            str(self.points),
        )


def _side_by_side(*widgets: QWidget) -> QWidget:
    """Widgets that stay together on one row of the bar."""
    group = QWidget()
    row = QHBoxLayout(group)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(SPACING)
    for widget in widgets:
        row.addWidget(widget)
    return group


class InfoBar(QWidget):
    """One row when the window is wide enough for it; else two (the trump and the points, then
    the levels), so that no language's words are cut at the narrowest window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.trump = QLabel()
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        self.trump.setFont(big)
        self.trump.setAccessibleName(self.tr("Trump"))
        self.us = QLabel()
        self.them = QLabel()
        self.meter = PointsMeter()
        self.points_label = QLabel()
        for label in (self.trump, self.us, self.them, self.points_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
            # A line high even when empty (before the first game): the bar keeps its height,
            # and the table under it its size, when the words come.
            label.setMinimumHeight(label.fontMetrics().height())
        self.levels = _side_by_side(self.us, self.them)
        self.points = _side_by_side(self.points_label, self.meter)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(10, 4, 10, 4)
        self.grid.setHorizontalSpacing(SPACING)
        self.grid.setVerticalSpacing(2)
        self.rows = 0
        self._widest: tuple[int, int] | None = None
        self._arrange(1)
        self.clear()

    def clear(self) -> None:
        """Nothing to tell before the first game is on the table (a question about the last
        one may still be open): no trump, levels or points of a game that is not there."""
        for label in (self.trump, self.us, self.them, self.points_label):
            label.setText("")
        self.meter.set_points(0, None)

    def _arrange(self, rows: int) -> None:
        """One row: trump, levels, points; two rows: trump and points, then the levels."""
        if rows == self.rows:
            return
        self.rows = rows
        for widget in (self.trump, self.levels, self.points):
            self.grid.removeWidget(widget)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        self.grid.addWidget(self.trump, 0, 0, left)
        if rows == 1:
            self.grid.addWidget(self.levels, 0, 1, left)
            self.grid.addWidget(self.points, 0, 2, right)
        else:
            self.grid.addWidget(self.points, 0, 2, right)
            self.grid.addWidget(self.levels, 1, 0, 1, 3, left)
        # The middle column takes the room left over: the points keep to the right edge.
        self.grid.setColumnStretch(1, 1)
        self.updateGeometry()

    def _widths(self) -> tuple[int, int]:
        """The widths one row and two rows need for the widest words the bar can show in this
        language (the trump at Ace or 10 "so far", a declarers' star, a side's points): the
        number of rows follows the window alone, never the game, so that the table below does
        not move when a star or a word is added."""
        if self._widest is not None:
            return self._widest
        # The same for every bar in a language and font (a window, a network table).
        language = QCoreApplication.translate("InfoBar", "Trump: %1")
        key = (type(self).__name__, language, self.font().toString())
        known = _WIDEST.get(key)
        if known is not None:
            self._widest = known
            return known
        shown = [
            (label, label.text()) for label in (self.trump, self.us, self.them, self.points_label)
        ]
        margins = self.grid.contentsMargins()
        sides = margins.left() + margins.right()
        trump = levels = points = 0
        for rank, suit, settled in ((14, None, True), (10, "H", False), (10, None, False)):
            self.set_trump(rank, suit, settled=settled)
            trump = max(trump, self.trump.sizeHint().width())
        for declarers in (0, 1):
            self.set_levels((14, 13), declarers)
            levels = max(levels, self.levels.sizeHint().width())
        for ours in (None, True, False):
            self.set_points(PACK_POINTS, ours)
            points = max(points, self.points.sizeHint().width())
        for label, text in shown:
            label.setText(text)
        one = trump + levels + points + 2 * SPACING + sides
        two = max(trump + SPACING + points, levels) + sides
        self._widest = _WIDEST[key] = (one, two)
        return self._widest

    def one_row_width(self) -> int:
        """The width the bar needs to show everything in one row."""
        return self._widths()[0]

    def two_row_width(self) -> int:
        return self._widths()[1]

    def minimumSizeHint(self) -> QSize:
        # As narrow as two rows allow: narrower than one row, the bar takes two.
        return QSize(self.two_row_width(), super().minimumSizeHint().height())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self._widest is not None:
            # Measured again once, when the words in the new language are in.
            self._widest = None
            QTimer.singleShot(0, self, lambda: self.fit(self.width()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit(event.size().width())

    def fit(self, width: int) -> None:
        """As many rows as ``width`` needs."""
        self._arrange(1 if self.one_row_width() <= width else 2)

    def set_trump(
        self, rank: int, suit: str | None, *, settled: bool, declared: bool = True
    ) -> None:
        if not declared:
            text = self.tr("Trump: ? %1").replace("%1", level_name(rank))
        else:
            text = self.tr("Trump: %1").replace("%1", trump_text(rank, suit))
        if declared and not settled:
            text += " " + self.tr("(so far)")
        self.trump.setText(text)
        red = suit in ("H", "D")
        self.trump.setStyleSheet("color: #c62828;" if red else "")

    def set_levels(self, levels: tuple[int, int], declarers: int | None) -> None:
        star = " ★" + self.tr("declarers")
        self.us.setText(
            self.tr("Us (N–S): level %1").replace("%1", level_name(levels[0]))
            + (star if declarers == 0 else "")
        )
        self.them.setText(
            self.tr("Them (E–W): level %1").replace("%1", level_name(levels[1]))
            + (star if declarers == 1 else "")
        )

    def set_points(self, points: int, ours: bool | None) -> None:
        self.points_label.setText(points_name(ours) + ":")
        self.meter.set_points(points, ours)
