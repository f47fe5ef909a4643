"""The main window's size, place and history dock, kept in the preferences between games and
restored sanely on a screen that may now be smaller than the one they were saved on."""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QMainWindow

from tractor_desktop.app.settings import Preferences


def restore_layout(window: QMainWindow, prefs: Preferences) -> None:
    if prefs.window_geometry:
        window.restoreGeometry(QByteArray.fromBase64(prefs.window_geometry.encode("ascii")))
    if prefs.window_state:
        window.restoreState(QByteArray.fromBase64(prefs.window_state.encode("ascii")))
    screen = window.screen().availableGeometry()
    width = min(max(window.width(), window.minimumWidth()), screen.width())
    height = min(max(window.height(), window.minimumHeight()), screen.height())
    window.resize(width, height)
    frame = window.frameGeometry()
    x = min(max(frame.x(), screen.left()), max(screen.left(), screen.right() - frame.width()))
    y = min(max(frame.y(), screen.top()), max(screen.top(), screen.bottom() - frame.height()))
    window.move(x, y)


def remember_layout(window: QMainWindow, prefs: Preferences) -> None:
    prefs.window_geometry = bytes(window.saveGeometry().toBase64().data()).decode("ascii")
    prefs.window_state = bytes(window.saveState().toBase64().data()).decode("ascii")
