"""Command-line entry point: parse arguments, set up Qt and show the main window."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

from tractor_desktop import __version__
from tractor_desktop.ai import child
from tractor_desktop.ai.players import LEVELS
from tractor_desktop.engine.deals import DEALS, parse_deal_number


def deal_number(text: str) -> int:
    """A deal number as typed; argparse reports a wrong one with this message."""
    number = parse_deal_number(text)
    if number is None:
        raise argparse.ArgumentTypeError(f"a deal number is a whole number from 1 to {DEALS}")
    return number


def port_number(text: str) -> int:
    """A TCP port as typed; argparse reports a wrong one with this message."""
    digits = text.strip()
    if not (digits.isascii() and digits.isdigit()) or not 0 <= int(digits) <= 65535:
        raise argparse.ArgumentTypeError("a port is a whole number from 0 (any free one) to 65535")
    return int(digits)


def shard_text(text: str) -> str:
    """``I/N`` as typed (process I of N); argparse reports a wrong one with this message."""
    from tractor_desktop.net.shards import Shard

    try:
        Shard.parse(text)
    except ValueError as bad:
        raise argparse.ArgumentTypeError(str(bad)) from None
    return text


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="tractor-desktop",
        description="Play Tractor (升级 / 拖拉机) offline against three computer players, or with "
        "friends over the network.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--demo", action="store_true", help="watch four computer players play, fully animated"
    )
    mode.add_argument(
        "--self-test",
        action="store_true",
        help="play one round offscreen with four computer players, then one at a table served "
        "over loopback, and exit 0 if both went well",
    )
    parser.add_argument(
        "--level",
        choices=LEVELS,
        default=None,
        metavar="LEVEL",
        help="the computer players' level for this start: %(choices)s (without it, the levels "
        "chosen in Settings; easy with --self-test)",
    )
    parser.add_argument(
        "--deal",
        "--seed",
        dest="deal",
        type=deal_number,
        default=None,
        metavar="N",
        help=f"play deal number N (1 to {DEALS}): the same number deals the same cards",
    )
    mode.add_argument(
        "--serve",
        action="store_true",
        help="run a headless table server for network play (no window, no display needed)",
    )
    parser.add_argument(
        "--port", type=port_number, default=None, help="the server's port (default: 8765)"
    )
    parser.add_argument(
        "--host", default=None, help="the address the server listens on (default: all)"
    )
    parser.add_argument(
        "--announce",
        action="store_true",
        help="with --serve: announce the open tables on the local network (zeroconf)",
    )
    parser.add_argument(
        "--redis",
        metavar="URL",
        help="with --serve: one process of a deployment; its tables are kept in Redis at URL "
        "(redis://127.0.0.1:6379/0) and move between the processes (see net/deploy.py)",
    )
    parser.add_argument(
        "--shard",
        type=shard_text,
        default=None,
        metavar="I/N",
        help="with --redis: this is process I of N (from 0); it makes the room codes of its share",
    )
    parser.add_argument(
        "--trusted-proxy",
        action="append",
        default=[],
        metavar="ADDRESS",
        help="with --serve: a proxy in front, whose X-Forwarded-For header names each "
        "connection's address for the limits per address (repeat for several)",
    )
    parser.add_argument("game", nargs="?", help="a saved game (.tractor) to open")
    args = parser.parse_args(argv)
    served = (args.port, args.host, args.redis, args.shard)
    if not args.serve and (any(v is not None for v in served) or args.announce):
        parser.error("--port, --host, --announce, --redis and --shard go with --serve")
    if not args.serve and args.trusted_proxy:
        parser.error("--trusted-proxy goes with --serve")
    if args.shard is not None and args.redis is None:
        parser.error("--shard goes with --redis")
    return args


def main(argv: list[str] | None = None) -> int:
    """Run the game; return the process exit status."""
    # The computer players' process is this program again with the child's flag first
    # (app.ai_process.child_command); it serves before anything loads Qt.
    given = sys.argv[1:] if argv is None else argv
    if given[:1] == [child.CHILD_FLAG]:
        return child.main()
    launched = time.perf_counter()
    args = parse_args(argv)
    if args.self_test:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        # The self-test's autosave goes to TRACTOR_DESKTOP_HOME, never over a player's own.
        if not os.environ.get("TRACTOR_DESKTOP_HOME"):
            os.environ["TRACTOR_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="tractor-self-test-")

    if args.serve:
        # Before Qt is imported: the server holds the tables and needs no display.
        from tractor_desktop.net.serving import DEFAULT_PORT, run

        port = DEFAULT_PORT if args.port is None else args.port
        return run(
            args.host,
            port,
            announce=args.announce,
            redis_url=args.redis,
            shard=args.shard,
            trusted_proxies=args.trusted_proxy,
        )

    # Qt is imported only after argument parsing, so --help and --version work without a display.
    from PySide6.QtWidgets import QApplication

    from tractor_desktop.ui.application import configure_application

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    configure_application(app)
    app.setApplicationVersion(__version__)

    if args.self_test:
        return self_test(app, args, launched)

    from PySide6.QtCore import QCoreApplication

    from tractor_desktop.app import translations
    from tractor_desktop.app.controller import GameController
    from tractor_desktop.app.errors import install_excepthook
    from tractor_desktop.app.paths import log_path
    from tractor_desktop.app.settings import SettingsStore
    from tractor_desktop.ui.application import FileOpenFilter
    from tractor_desktop.ui.main_window import MainWindow

    store = SettingsStore()
    prefs, notice = store.load()
    translations.install(app, prefs.language)
    if args.level:
        prefs.levels = [args.level] * 3
    controller = GameController(ai_levels=["normal", *prefs.levels], autopilot=args.demo)
    window = MainWindow(controller, prefs=prefs, store=store)
    window.session.autosave_enabled = not args.demo
    install_excepthook(
        lambda summary: window.notices.post(
            QCoreApplication.translate(
                "MainWindow", "Something went wrong (%1); details are in %2."
            )
            .replace("%1", summary)
            .replace("%2", str(log_path()))
        )
    )
    # A file macOS hands over waits while the first game is chosen (see Documents.hand_over).
    file_opener = FileOpenFilter(window.documents.hand_over, app)
    app.installEventFilter(file_opener)
    window.show()
    if notice:
        window.notices.post(notice)
    if args.demo:
        window.session.new_game(args.deal)
    else:
        window.start(args.game, deal=args.deal)
    return app.exec()


def self_test(app: object, args: argparse.Namespace, launched: float) -> int:
    from PySide6.QtWidgets import QApplication

    from tractor_desktop.ui.self_test import play_rounds, play_served_round, process_age_ms

    assert isinstance(app, QApplication)
    before_main = (process_age_ms() or 0.0) - (time.perf_counter() - launched) * 1000
    report = play_rounds(
        app,
        level=args.level or "easy",
        seed=args.deal if args.deal is not None else 1,
        launched_ms=max(0.0, before_main) + (time.perf_counter() - launched) * 1000,
    )
    if report.ok:
        # The same binary serves a table too: a round at one, over loopback, as a friend plays.
        served = play_served_round(app)
        if served:
            report.error = f"the served table failed: {served}"
    if report.ok:
        print(f"self-test: ok, {report.rounds} round played, and 1 at a served table")
    else:
        problem = report.error or (
            f"{report.illegal_actions} illegal computer actions, {report.ai_failures} failures"
        )
        print(f"self-test: FAILED: {problem}", file=sys.stderr)
    print(f"first_paint_ms: {report.first_paint_ms:.0f}")
    print(f"max_stall_ms: {report.max_stall_ms:.1f}")
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
