"""The Qt binding we install must survive a long game: 6.12.0 aborted after ~100k void calls."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
from PySide6.QtWidgets import QApplication, QPushButton
app = QApplication([])
button = QPushButton()
for _ in range(400_000):
    button.setEnabled(False)
print("alive")
"""


def test_many_calls_of_a_method_returning_nothing_do_not_crash_the_process() -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.strip() == "alive"
