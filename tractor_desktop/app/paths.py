"""Where the game keeps its files. ``TRACTOR_DESKTOP_HOME`` redirects all of them to one folder
(tests, portable use); otherwise Qt's standard per-user locations are used."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def data_folder() -> Path:
    home = os.environ.get("TRACTOR_DESKTOP_HOME")
    if home:
        return Path(home)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".tractor-desktop"


def settings_path() -> Path:
    home = os.environ.get("TRACTOR_DESKTOP_HOME")
    if home:
        return Path(home) / "settings.ini"
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
    return Path(location or data_folder()) / "settings.ini"


def autosave_path() -> Path:
    return data_folder() / "autosave.tractor"


def statistics_path() -> Path:
    return data_folder() / "statistics.json"


def log_path() -> Path:
    return data_folder() / "errors.log"


def saves_folder() -> Path:
    """The default folder offered for Save As."""
    home = os.environ.get("TRACTOR_DESKTOP_HOME")
    if home:
        return Path(home)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents else Path.home()
