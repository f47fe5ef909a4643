"""Screenshots of the table as a player sees it, for looking at a layout beside the card games
people know (docs/screenshots/).

    .venv/bin/python tools/table_screenshots.py [--size 1024x700] [--language hy] [--scale 2]
        [--moment draw|bury|play|end] [--deal 7] [--out docs/screenshots/table.png]

Four computer players play a fixed deal in a window of the given size (the player's seat face up
as always); the window is grabbed at the chosen moment: ``draw`` half-way through the draw with
a declaration shown, ``bury`` when the player holds the talon (33 cards), ``play`` in the eighth
trick with three cards down and points taken, ``end`` at the round's last trick. One shot a
process: Qt's scale factor and language are set before the application starts. Offscreen unless
DISPLAY is set and ``--window`` is given (a real window under Xvfb, for ``import -window root``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
MOMENTS = ("draw", "bury", "play", "end")


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="1024x700", help="the window's size, WIDTHxHEIGHT")
    parser.add_argument("--language", default="en")
    parser.add_argument("--scale", default="1", help="QT_SCALE_FACTOR")
    parser.add_argument("--moment", choices=MOMENTS, default="play")
    parser.add_argument("--deal", type=int, default=7)
    parser.add_argument("--out", default="table.png")
    parser.add_argument("--window", action="store_true", help="a real window (DISPLAY)")
    parser.add_argument("--panels", action="store_true", help="with history and card memory")
    args = parser.parse_args(argv)
    width, _, height = args.size.partition("x")
    args.width, args.height = int(width), int(height)
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    os.environ["QT_SCALE_FACTOR"] = args.scale
    if not args.window:
        # A screen as large as the window in logical pixels (Qt's offscreen default, 800 x 800,
        # would hold the window smaller).
        factor = float(args.scale)
        screen = {
            "screens": [
                {
                    "name": "shots",
                    "x": 0,
                    "y": 0,
                    "width": int((args.width + 4) * factor),  # and its frame
                    "height": int((args.height + 4) * factor),
                }
            ]
        }
        config = Path(tempfile.mkdtemp(prefix="tractor-screen-")) / "screen.json"
        config.write_text(json.dumps(screen))
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ.setdefault("TRACTOR_DESKTOP_HOME", tempfile.mkdtemp(prefix="tractor-shots-"))
    sys.path.insert(0, str(REPO_ROOT))
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tractor_desktop.app import translations
    from tractor_desktop.app.controller import GameController
    from tractor_desktop.engine import events as ev
    from tractor_desktop.engine.game import Game
    from tractor_desktop.ui.application import configure_application
    from tractor_desktop.ui.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    configure_application(app)
    translations.install(app, args.language)
    controller = GameController(ai_levels=["normal"] * 4, autopilot=True)
    window = MainWindow(controller)
    window.set_speed(0.0, window.speed_actions[3])
    if args.panels:
        window.side.show()
        window.show_card_memory(True)
    window.resize(args.width, args.height)
    window.show()
    target = Path(args.out).resolve()
    counts = {"drawn": 0, "plays": 0, "tricks": 0}
    shot = False

    def save() -> None:
        nonlocal shot
        if shot:
            return
        shot = True
        controller.shutdown()
        for _ in range(5):
            app.processEvents()
        window.grab().save(str(target))
        print(f"{target}: {window.width()}x{window.height()} at scale {args.scale}")
        measure()
        app.quit()

    def measure() -> None:
        """The figures the table is held to beside the card games people know (UX.md)."""
        from tractor_desktop.ui.card_item import CARD_H
        from tractor_desktop.ui.seat_badge import DETAIL_PX

        scale = window.view.transform().m11()
        card = CARD_H * scale
        items = window.scene.hand_items
        felt = window.scene.width_units
        span = (items[-1].pos().x() - items[0].pos().x() + 100) / felt if items else 0.0
        print(
            f"  card {card:.0f} px = {100 * card / window.height():.1f} % of the window's height;"
            f" felt {100 * window.view.width() / window.width():.0f} % of its width;"
            f" hand of {len(items)} over {100 * span:.0f} % of the felt;"
            f" smallest felt text {DETAIL_PX * scale:.1f} px"
        )

    def soon() -> None:
        # The table holds still from here: no computer player moves it on before the shot.
        controller.shutdown()
        QTimer.singleShot(400, save)

    def released(event: object) -> None:
        if isinstance(event, ev.CardDrawn):
            counts["drawn"] += 1
            if args.moment == "draw" and counts["drawn"] == 54 and not shot:
                soon()
        elif isinstance(event, ev.TalonPickedUp) and args.moment == "bury":
            soon()
        elif isinstance(event, ev.CardsPlayed):
            counts["plays"] += 1
            if args.moment == "play" and counts["plays"] == 31:
                soon()
            if args.moment == "end" and counts["plays"] == 99:
                soon()

    controller.released.connect(released)
    starter = 0 if args.moment == "bury" else None
    game = Game(seed=args.deal, humans=(), levels=(2, 2), starter=starter)
    controller.start(game)
    QTimer.singleShot(120_000, app.quit)
    app.exec()
    return 0 if target.is_file() else 1


if __name__ == "__main__":
    raise SystemExit(main())
