"""Command-line entry point: parse arguments, set up Qt and show the main window."""

import argparse
import sys

from tractor_desktop import __version__


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="tractor-desktop",
        description="Play Tractor (升级 / 拖拉机) against three computer players.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the game; return the process exit status."""
    parse_args(argv)

    # Qt is imported only after argument parsing, so --help and --version work without a display.
    from PySide6.QtWidgets import QApplication

    from tractor_desktop.app import configure_application
    from tractor_desktop.ui.main_window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    configure_application(app)
    app.setApplicationVersion(__version__)
    window = MainWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
