"""A save file read and replayed on a thread of its own while the window's event loop keeps
turning, with a progress window whose Cancel gives the reading up."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QProgressDialog, QWidget

from tractor_desktop.app.storage import SavedGame, SaveError, read_save
from tractor_desktop.ui.plain import elide_middle, plain

SHOW_READING_AFTER_MS = 300
"""A file read faster than this opens without a progress window flashing up."""


class _ReadDone(QObject):
    """Tells the window's thread that the reading thread has finished (a queued signal)."""

    done = Signal()


def read_without_blocking(parent: QWidget, path: str) -> SavedGame | None:
    """Read and replay a save file on a thread of its own while the window's event loop keeps
    turning, with a progress window (shown if it takes a while) whose Cancel gives up the
    reading; returns None then. SaveError if the file is refused.

    A legal save may hold up to 200,000 actions to replay (about a second): read on the
    window's thread, it would freeze the table, its animations and the computer players."""
    outcome: list[SavedGame | SaveError] = []
    finished = _ReadDone()
    loop = QEventLoop()
    finished.done.connect(loop.quit, Qt.ConnectionType.QueuedConnection)

    def read() -> None:
        try:
            outcome.append(read_save(path))
        except SaveError as error:
            outcome.append(error)
        finally:
            finished.done.emit()

    progress = QProgressDialog(parent)
    # The file's name is the player's text: shown as the characters it is, never as markup.
    label = QLabel(progress)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(
        QCoreApplication.translate("MainWindow", "Opening %1…").replace(
            "%1", elide_middle(plain(Path(path).name, 200), 80)
        )
    )
    progress.setLabel(label)
    progress.setCancelButtonText(QCoreApplication.translate("MainWindow", "Cancel"))
    progress.setRange(0, 0)  # a busy bar: how far the replay has gone is not told
    progress.setWindowTitle(QCoreApplication.translate("MainWindow", "Opening a game"))
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(SHOW_READING_AFTER_MS)
    progress.setAutoReset(False)
    progress.setAutoClose(False)
    progress.canceled.connect(loop.quit)
    threading.Thread(target=read, name="tractor-open", daemon=True).start()
    # The reading thread's signal is queued: even one that finished first ends this loop.
    loop.exec()
    progress.canceled.disconnect(loop.quit)
    # reset() stops the timer that would show the dialog later: closed alone, a read quicker
    # than SHOW_READING_AFTER_MS would leave a window-modal busy dialog to pop up afterwards.
    progress.reset()
    progress.close()
    progress.deleteLater()
    if not outcome:
        return None  # cancelled: the thread's result, when it comes, is dropped
    result = outcome[0]
    if isinstance(result, SaveError):
        raise result
    return result
