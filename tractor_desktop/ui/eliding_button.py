"""A push button whose words are cut with "…" when the row has no room for them (the whole text
in its tooltip): a row of long declare buttons in a long language then shrinks its buttons, not
the message line beside them, and never makes the window wider than the screen."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QPushButton, QSizePolicy, QStyle, QStyleOptionButton, QWidget

from tractor_desktop.ui.plain import tooltip_text

LEAST_WIDTH = 90
"""Narrower than this a button says too little to be pressed knowingly."""


class ElidingButton(QPushButton):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._whole = ""
        # A push button's least width is its whole text (size policy Minimum): this one may be
        # narrower, down to ``minimumSizeHint``.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.set_whole_text(text)

    def whole_text(self) -> str:
        return self._whole

    def set_whole_text(self, text: str) -> None:
        self._whole = text
        self.updateGeometry()
        self._fit()

    def _padding(self) -> int:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        empty = self.style().sizeFromContents(
            QStyle.ContentsType.CT_PushButton, option, QSize(0, 0), self
        )
        return empty.width()

    def _fit(self) -> None:
        room = max(1, self.width() - self._padding())
        metrics = self.fontMetrics()
        shown = metrics.elidedText(self._whole, Qt.TextElideMode.ElideRight, room)
        if shown != self.text():
            super().setText(shown)
        self.setToolTip(tooltip_text(self._whole) if shown != self._whole else "")

    def sizeHint(self) -> QSize:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = self._whole
        metrics = self.fontMetrics()
        text = QSize(metrics.horizontalAdvance(self._whole), metrics.height())
        return (
            self.style()
            .sizeFromContents(QStyle.ContentsType.CT_PushButton, option, text, self)
            .expandedTo(QSize(LEAST_WIDTH, 0))
        )

    def minimumSizeHint(self) -> QSize:
        return QSize(min(LEAST_WIDTH, self.sizeHint().width()), self.sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
