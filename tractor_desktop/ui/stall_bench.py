"""Benchmark: the longest GUI event-loop stall while computer players play in the real window.

    python -m tractor_desktop.ui.stall_bench --level hard [--rounds 1] [--speed 1.0]

All four seats are computer players (the human seat on autopilot) and animations are on. The
target is at most 16 ms; the figure is printed, not asserted.
"""

from __future__ import annotations

import argparse
import sys
import time

from tractor_desktop.app.settings import LEVELS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tractor_desktop.ui.stall_bench")
    parser.add_argument("--level", choices=LEVELS, default="normal")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--speed", type=float, default=1.0, help="animation duration factor")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.speed < 0:
        parser.error("--rounds must be at least 1 and --speed at least 0")

    from PySide6.QtWidgets import QApplication

    from tractor_desktop.ui.application import configure_application
    from tractor_desktop.ui.self_test import play_rounds

    app = QApplication(sys.argv[:1])
    configure_application(app)
    started = time.perf_counter()
    report = play_rounds(
        app, rounds=args.rounds, level=args.level, speed=args.speed, seed=args.seed, timeout_s=1800
    )
    print(f"level: {args.level}, rounds: {report.rounds}, speed: {args.speed}")
    print(f"wall time: {time.perf_counter() - started:.1f} s")
    print(f"illegal actions: {report.illegal_actions}, failures: {report.ai_failures}")
    if report.error:
        print(f"problem: {report.error}")
    print(f"max_stall_ms: {report.max_stall_ms:.1f}")
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
