"""Qt without widgets: the game controller, AI worker, settings, save files and resource paths."""

from PySide6.QtGui import QGuiApplication

ORGANIZATION_NAME = "Tractor Desktop"
APPLICATION_NAME = "tractor-desktop"
APPLICATION_DISPLAY_NAME = "Tractor Desktop"


def configure_application(app: QGuiApplication) -> None:
    """Name the application; QSettings and QStandardPaths derive this game's folders from it."""
    app.setOrganizationName(ORGANIZATION_NAME)
    app.setApplicationName(APPLICATION_NAME)
    app.setApplicationDisplayName(APPLICATION_DISPLAY_NAME)
