"""The main window: for now a placeholder that the card table will replace."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

WINDOW_TITLE = "Tractor Desktop"


class MainWindow(QMainWindow):
    """Top-level window of the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(WINDOW_TITLE)
        placeholder = QLabel(self.tr("Tractor Desktop: the table is being built."), self)
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(placeholder)
        self.resize(960, 640)
