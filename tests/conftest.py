"""Test-wide set-up: Qt renders offscreen and the game's files go to a throwaway folder."""

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

# The tests' compiled (and assertion-rewritten) modules are kept between runs even where
# PYTHONDONTWRITEBYTECODE is set: compiling them again costs every run seconds per worker.
sys.dont_write_bytecode = False

# Must happen before anything imports Qt: a test run needs no display. The offscreen screen is a
# desktop's (1920 × 1200) rather than Qt's default 800 × 800, which is smaller than the window.
SCREEN = Path(__file__).resolve().parent / "offscreen_screen.json"
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN}"
if "TRACTOR_DESKTOP_HOME" not in os.environ:
    _home = tempfile.mkdtemp(prefix="tractor-desktop-tests-")
    os.environ["TRACTOR_DESKTOP_HOME"] = _home
    atexit.register(shutil.rmtree, _home, ignore_errors=True)  # a run leaves no folder behind
