"""Test-wide set-up: Qt renders offscreen and the game's files go to a throwaway folder."""

import atexit
import os
import shutil
import tempfile

# Must happen before anything imports Qt: a test run needs no display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if "TRACTOR_DESKTOP_HOME" not in os.environ:
    _home = tempfile.mkdtemp(prefix="tractor-desktop-tests-")
    os.environ["TRACTOR_DESKTOP_HOME"] = _home
    atexit.register(shutil.rmtree, _home, ignore_errors=True)  # a run leaves no folder behind
