"""Notices the player must read (a refused file, a save that failed, settings that were reset):
they queue here and stay until dismissed, unlike the message line, which the game keeps telling.

Text from outside (a file name, an exception, a settings value) is shown as plain text and cut
to a sane length, whatever it holds.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from tractor_desktop.ui.plain import plain

VISIBLE = 2
"""Notices shown at once; the rest wait their turn, so that a burst cannot push the table away."""


@dataclasses.dataclass
class Notice:
    text: str
    key: str
    count: int = 1


class NoticeRow(QFrame):
    dismissed = Signal(str)

    def __init__(self, notice: Notice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = notice.key
        self.setObjectName("notice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "QFrame#notice { background: #fff4ce; border: 1px solid #c9a227; border-radius: 4px; }"
            " QLabel { color: #3b2f00; }"
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 4, 4)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.label, 1)
        close = QToolButton()
        close.setText("✕")
        close.setAutoRaise(True)
        close.setAccessibleName(self.tr("Dismiss"))
        close.setToolTip(self.tr("Dismiss"))
        close.clicked.connect(lambda: self.dismissed.emit(self.key))
        self.close_button = close
        row.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self.show_notice(notice)

    def show_notice(self, notice: Notice) -> None:
        text = notice.text if notice.count == 1 else f"{notice.text} (×{notice.count})"
        self.label.setText(text)
        self.label.setAccessibleName(text)


class NoticeBoard(QWidget):
    """A queue of notices above the table's controls; hidden while it is empty."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notices")
        self._notices: list[Notice] = []
        self._rows: list[NoticeRow] = []
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(10, 4, 10, 0)
        self._column.setSpacing(4)
        self.more = QLabel()
        self.more.setTextFormat(Qt.TextFormat.PlainText)
        self._column.addWidget(self.more)
        self._refresh()

    def post(self, text: str, key: str = "") -> None:
        """Show ``text`` until the player dismisses it; the same notice twice is counted."""
        text = plain(text)
        key = key or text
        for notice in self._notices:
            if notice.key == key:
                notice.count += 1 if notice.text == text else 0
                notice.text = text
                self._refresh()
                return
        self._notices.append(Notice(text, key))
        self._refresh()
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.Alert))

    def withdraw(self, key: str) -> None:
        """The notice no longer holds (the save that failed has now succeeded)."""
        self.dismiss(key)

    def dismiss(self, key: str) -> None:
        self._notices = [n for n in self._notices if n.key != key]
        self._refresh()

    def texts(self) -> list[str]:
        """Every notice waiting, shown or queued, oldest first."""
        return [n.text for n in self._notices]

    def visible_rows(self) -> list[NoticeRow]:
        return list(self._rows)

    def _refresh(self) -> None:
        for row in self._rows:
            self._column.removeWidget(row)
            row.deleteLater()
        self._rows = []
        for index, notice in enumerate(self._notices[:VISIBLE]):
            row = NoticeRow(notice, self)
            row.dismissed.connect(self.dismiss)
            self._column.insertWidget(index, row)
            self._rows.append(row)
        waiting = len(self._notices) - VISIBLE
        self.more.setText(self.tr("%n more notice(s) waiting", "", waiting) if waiting > 0 else "")
        self.more.setVisible(waiting > 0)
        self.setVisible(bool(self._notices))
