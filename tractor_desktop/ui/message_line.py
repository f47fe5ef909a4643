"""The message line under the table: the game's last word, in at most two lines.

Its height never changes with what it says, nor its width with the buttons beside it: a row that
grew with a long message would shrink the table, and every card on it would move under the
player's pointer. What does not fit is cut with "…"; the whole text is in the tooltip."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from tractor_desktop.ui.plain import plain, tooltip_text

LINES = 2
MIN_WIDTH = 220


class MessageLine(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(MIN_WIDTH)
        self._whole = ""

    def whole_text(self) -> str:
        """The message as the game said it (the line may show it cut short)."""
        return self._whole

    def set_message(self, text: str) -> None:
        self._whole = plain(text)
        self._fit()

    def _fit(self) -> None:
        shown = self._cut(self._whole)
        super().setText(shown)
        self.setToolTip(tooltip_text(self._whole) if shown != self._whole else "")

    def _cut(self, text: str) -> str:
        """``text`` cut at a word so that it takes at most ``LINES`` lines at this width."""
        if self._fits(text):
            return text
        words = text.split(" ")
        low, high = 0, len(words)
        while low < high:  # the most words that fit with "…" after them
            middle = (low + high + 1) // 2
            if self._fits(" ".join(words[:middle]) + "…"):
                low = middle
            else:
                high = middle - 1
        if low == 0:
            metrics = self.fontMetrics()
            return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(1, self.width()))
        return " ".join(words[:low]) + "…"

    def _fits(self, text: str) -> bool:
        metrics = self.fontMetrics()
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        used = metrics.boundingRect(0, 0, max(1, self.width()), 100_000, flags, text)
        return used.height() <= LINES * metrics.lineSpacing() and used.width() <= self.width()

    def sizeHint(self) -> QSize:
        metrics: QFontMetrics = self.fontMetrics()
        return QSize(MIN_WIDTH, LINES * metrics.lineSpacing() + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def heightForWidth(self, width: int) -> int:
        return self.sizeHint().height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
