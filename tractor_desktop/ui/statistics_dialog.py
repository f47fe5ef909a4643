"""The player's record, with a reset."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from tractor_desktop.app.session import Session
from tractor_desktop.app.statistics import Statistics
from tractor_desktop.ui.names import level_name


class StatisticsDialog(QDialog):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Statistics"))
        self.form = QFormLayout()
        self.labels = {key: QLabel() for key in ("games", "rounds", "level")}
        for label in self.labels.values():
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.form.addRow(self.tr("Games won / played"), self.labels["games"])
        self.form.addRow(self.tr("Rounds won / played"), self.labels["rounds"])
        self.form.addRow(self.tr("Highest level reached"), self.labels["level"])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(
            self.tr("Reset"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.reset_button.clicked.connect(self.reset)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        s = self.session.statistics
        self.labels["games"].setText(f"{s.games_won} / {s.games_played}")
        self.labels["rounds"].setText(f"{s.rounds_won} / {s.rounds_played}")
        self.labels["level"].setText(level_name(s.highest_level))

    def reset(self) -> None:
        self.session.statistics = Statistics()
        self.session.save_statistics()
        self.refresh()
