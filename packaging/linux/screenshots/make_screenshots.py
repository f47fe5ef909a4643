"""Screenshots of the running game for the AppStream metainfo (GNOME Software, KDE Discover).

    .venv/bin/python packaging/linux/screenshots/make_screenshots.py

Four computer players play a fixed deal (the player's seat too, face up) in a 1280x800 window,
offscreen, in a throw-away TRACTOR_DESKTOP_HOME; the window is saved in the eighth trick, once
in English (table.png) and once in Chinese (table-zh_CN.png), next to this script. Run it again
when the table's look changes; the metainfo refers to the files by their URL in the repository.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[2]
DEAL = 7
SIZE = (1280, 800)
PLAYS_BEFORE_THE_SHOT = 31  # seven tricks and three cards of the eighth
SHOTS = {"en": "table.png", "zh_CN": "table-zh_CN.png"}


def shoot(language: str, target: Path) -> int:
    """Play until the shot, save it, quit; in this process (one language per process)."""
    sys.path.insert(0, str(REPO_ROOT))
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tractor_desktop.app import translations
    from tractor_desktop.app.controller import GameController
    from tractor_desktop.ui.application import configure_application
    from tractor_desktop.ui.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    configure_application(app)
    translations.install(app, language)
    controller = GameController(ai_levels=["normal"] * 4, autopilot=True)
    window = MainWindow(controller)
    window.resize(*SIZE)
    window.show()
    plays = 0

    def save() -> None:
        app.processEvents()
        window.grab().save(str(target))
        print(f"{target.relative_to(REPO_ROOT)}: {window.width()}x{window.height()}")
        app.quit()

    def played(_event: object) -> None:
        nonlocal plays
        plays += 1
        if plays == PLAYS_BEFORE_THE_SHOT:
            QTimer.singleShot(1500, save)  # the cards' animation has ended

    controller.cardsPlayed.connect(played)
    controller.new_game(seed=DEAL)
    QTimer.singleShot(300_000, app.quit)
    app.exec()
    return 0 if target.is_file() else 1


def main() -> int:
    if len(sys.argv) == 3:
        return shoot(sys.argv[1], Path(sys.argv[2]))
    home = tempfile.mkdtemp(prefix="tractor-screenshots-")
    # A screen with room for the window and its frame (Qt's offscreen one is 800 x 800).
    screen = Path(home) / "screen.json"
    size = {"name": "shots", "x": 0, "y": 0, "width": SIZE[0] + 4, "height": SIZE[1] + 4}
    screen.write_text(json.dumps({"screens": [size]}))
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={screen}",
        "TRACTOR_DESKTOP_HOME": home,
    }
    for language, name in SHOTS.items():
        done = subprocess.run([sys.executable, __file__, language, str(HERE / name)], env=env)
        if done.returncode != 0:
            return done.returncode
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
