"""Test-wide set-up: Qt renders offscreen and the game's files go to a throwaway folder."""

import os
import tempfile

# Must happen before anything imports Qt: a test run needs no display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TRACTOR_DESKTOP_HOME", tempfile.mkdtemp(prefix="tractor-desktop-tests-"))
