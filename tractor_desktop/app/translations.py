"""The game's languages: which exist, loading the right one, and compiling ``.ts`` into ``.qm``.

python -m tractor_desktop.app.translations --update    # refresh resources/translations/*.ts
python -m tractor_desktop.app.translations --compile   # build tractor_desktop/translations/*.qm
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES = {
    "en": "English",
    "el": "Ελληνικά",
    "bs": "Bosanski",
    "hy": "Հայերեն",
    "nl": "Nederlands",
    "mr": "मराठी",
    "zh_CN": "简体中文",
}
PACKAGE = Path(__file__).resolve().parent.parent
QM_FOLDER = PACKAGE / "translations"
TS_FOLDER = PACKAGE.parent / "resources" / "translations"
_installed: list[QTranslator] = []


def locale_for(code: str) -> QLocale:
    """The locale of a language code; "" means the system's."""
    return QLocale(code) if code else QLocale.system()


def install(app: QCoreApplication, code: str = "") -> str:
    """Load the game's (and Qt's own) translations for ``code``; returns the language used."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    locale = locale_for(code)
    ours = QTranslator(app)
    used = "en"
    # A language the game does not speak (or the "C" locale) gets English, from its own file:
    # it holds the English plural forms ("Bury 1 card", "Bury 8 cards").
    if ours.load(locale, "tractor_desktop", "_", str(QM_FOLDER)) or ours.load(
        str(QM_FOLDER / "tractor_desktop_en.qm")
    ):
        app.installTranslator(ours)
        _installed.append(ours)
        used = Path(ours.filePath()).stem.removeprefix("tractor_desktop_")
    qt = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(locale, "qtbase", "_", qt_folder):
        app.installTranslator(qt)
        _installed.append(qt)
    return used


def _tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        raise SystemExit(f"{name} was not found (it comes with PySide6-Essentials)")
    return found


def sources() -> list[str]:
    return sorted(str(p) for folder in ("ui", "app") for p in (PACKAGE / folder).glob("*.py")) + [
        str(PACKAGE / "__main__.py")
    ]


def update() -> None:
    TS_FOLDER.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        ts = TS_FOLDER / f"tractor_desktop_{code}.ts"
        subprocess.run(
            [_tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-ts", str(ts)], check=True
        )


def compile_all() -> list[Path]:
    QM_FOLDER.mkdir(parents=True, exist_ok=True)
    built = []
    for ts in sorted(TS_FOLDER.glob("tractor_desktop_*.ts")):
        qm = QM_FOLDER / (ts.stem + ".qm")
        subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        built.append(qm)
    return built


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tractor_desktop.app.translations")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--update", action="store_true", help="refresh the .ts files from the code")
    group.add_argument("--compile", action="store_true", help="build the .qm files")
    args = parser.parse_args(argv)
    if args.update:
        update()
    else:
        for qm in compile_all():
            print(qm)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
