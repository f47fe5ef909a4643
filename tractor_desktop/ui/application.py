"""The application object's part of starting the game: its names and icon, and the file that
macOS hands it to open."""

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent, QGuiApplication, QIcon

from tractor_desktop.app import (
    APPLICATION_DISPLAY_NAME,
    APPLICATION_ID,
    APPLICATION_NAME,
    ORGANIZATION_NAME,
)


def configure_application(app: QGuiApplication) -> None:
    """Name the application; QSettings and QStandardPaths derive this game's folders from it."""
    app.setOrganizationName(ORGANIZATION_NAME)
    app.setApplicationName(APPLICATION_NAME)
    app.setApplicationDisplayName(APPLICATION_DISPLAY_NAME)
    # Ties the window to the installed .desktop entry (Wayland's app id, GNOME, KDE).
    app.setDesktopFileName(APPLICATION_ID)
    icon_file = (
        Path(__file__).resolve().parent.parent.parent / "resources/icons/tractor-desktop.svg"
    )
    icon = QIcon(str(icon_file)) if icon_file.exists() else QIcon.fromTheme(APPLICATION_NAME)
    if not icon.isNull():
        app.setWindowIcon(icon)


class FileOpenFilter(QObject):
    """macOS hands a double-clicked save file to the application as an event."""

    def __init__(self, open_file: Callable[[str], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.open_file = open_file

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            self.open_file(event.file())
            return True
        return super().eventFilter(watched, event)
