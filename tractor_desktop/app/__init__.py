"""Qt without widgets: the game controller, AI worker, settings, save files and resource paths."""

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent, QGuiApplication, QIcon

ORGANIZATION_NAME = "Tractor Desktop"
APPLICATION_NAME = "tractor-desktop"
APPLICATION_DISPLAY_NAME = "Tractor Desktop"
# The reverse-DNS id of the Linux desktop entry (<id>.desktop), the AppStream metainfo and the
# Wayland app id; build_installer.py and the files in packaging/linux/ take it from here.
APPLICATION_ID = "io.github.tractor_desktop.TractorDesktop"
HOMEPAGE = "https://github.com/tractor-desktop/tractor-desktop"


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
