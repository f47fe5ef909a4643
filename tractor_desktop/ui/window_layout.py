"""The main window's size, place and history dock, kept in the preferences between games and
restored sanely on a screen that may now be smaller than the one they were saved on.

The window's least size is 1024 × 700, or the screen's room where that is less (a laptop at
200 % scale offers 800 × 500): a window larger than its screen would hide the hand and Play."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSize
from PySide6.QtWidgets import QMainWindow

from tractor_desktop.app.settings import Preferences

LEAST = QSize(1024, 700)


def _frame(window: QMainWindow) -> QSize:
    """What the window manager's frame adds to the window (nothing known before it is shown)."""
    return window.frameGeometry().size() - window.geometry().size()


def fit_minimum_to_screen(window: QMainWindow) -> None:
    """The least size the window's screen has room for, frame included, up to ``LEAST``."""
    room = window.screen().availableGeometry().size() - _frame(window)
    window.setMinimumSize(LEAST.boundedTo(room))


def fit_to_screen(window: QMainWindow) -> None:
    """Once shown, when its frame is known: the whole window on its screen."""
    fit_minimum_to_screen(window)
    screen = window.screen().availableGeometry()
    frame = window.frameGeometry()
    if screen.contains(frame):
        return
    extra = _frame(window)
    width = min(window.width(), screen.width() - extra.width())
    height = min(window.height(), screen.height() - extra.height())
    window.resize(width, height)
    frame = window.frameGeometry()
    x = min(max(frame.x(), screen.left()), screen.right() + 1 - frame.width())
    y = min(max(frame.y(), screen.top()), screen.bottom() + 1 - frame.height())
    window.move(x, y)


def restore_layout(window: QMainWindow, prefs: Preferences) -> None:
    fit_minimum_to_screen(window)
    if prefs.window_geometry:
        window.restoreGeometry(QByteArray.fromBase64(prefs.window_geometry.encode("ascii")))
    if prefs.window_state:
        window.restoreState(QByteArray.fromBase64(prefs.window_state.encode("ascii")))
    screen = window.screen().availableGeometry()
    width = min(max(window.width(), window.minimumWidth()), screen.width())
    height = min(max(window.height(), window.minimumHeight()), screen.height())
    window.resize(width, height)
    # Moved only when some of it would be off the screen: restoreGeometry has placed the frame
    # where it was, and moving by the client area (the frame is not known before the window is
    # shown) would send it down by the title bar's height at every start.
    place = window.geometry()
    if screen.contains(place):
        return
    x = min(max(place.x(), screen.left()), max(screen.left(), screen.right() - place.width()))
    y = min(max(place.y(), screen.top()), max(screen.top(), screen.bottom() - place.height()))
    window.move(x, y)


def remember_layout(window: QMainWindow, prefs: Preferences) -> None:
    prefs.window_geometry = bytes(window.saveGeometry().toBase64().data()).decode("ascii")
    prefs.window_state = bytes(window.saveState().toBase64().data()).decode("ascii")
