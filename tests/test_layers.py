"""The layer rules of ARCHITECTURE.md, checked by reading every module's imports with ast.

Layers, lowest first: engine, ai, net, app, ui. A module may import its own layer and the layers
below it, never one above. The engine is pure standard library; engine, ai and net never touch Qt
(the table server runs headless; the app's client of it is in app, over net).
"""

import ast
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE = "tractor_desktop"
PACKAGE_DIR = Path(__file__).resolve().parents[1] / PACKAGE
REPO_ROOT = PACKAGE_DIR.parent
LAYERS = ("engine", "ai", "net", "app", "ui")
QT_PACKAGES = frozenset({"PySide6", "shiboken6"})


@dataclass(frozen=True)
class Import:
    """One imported module, resolved to its absolute dotted name."""

    path: Path
    lineno: int
    target: str

    @property
    def where(self) -> str:
        return f"{self.path.relative_to(REPO_ROOT).as_posix()}:{self.lineno}"

    @property
    def top_level(self) -> str:
        return self.target.partition(".")[0]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO_ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer_of(module: str) -> str | None:
    """The layer a module of this package belongs to; None for the package root and __main__."""
    parts = module.split(".")
    if parts[0] != PACKAGE or len(parts) < 2 or parts[1] not in LAYERS:
        return None
    return parts[1]


def resolve_relative(
    module: str, is_package: bool, level: int, name: str | None, path: Path, lineno: int
) -> str:
    base = module.split(".") if is_package else module.split(".")[:-1]
    if level - 1 >= len(base):
        raise AssertionError(f"{path}:{lineno}: relative import climbs above the package")
    base = base[: len(base) - (level - 1)]
    return ".".join([*base, name] if name else base)


def imports_of(path: Path, source: str | None = None) -> list[Import]:
    """Every import in a file, including those inside functions and TYPE_CHECKING blocks."""
    tree = ast.parse(path.read_text(encoding="utf-8") if source is None else source, str(path))
    module = module_name(path)
    is_package = path.name == "__init__.py"
    found: list[Import] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(Import(path, node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                target = resolve_relative(
                    module, is_package, node.level, node.module, path, node.lineno
                )
            else:
                target = node.module or ""
            if target == PACKAGE or (node.level and not node.module):
                # `from tractor_desktop import ui` or `from .. import engine`: names are modules.
                found.extend(
                    Import(path, node.lineno, f"{target}.{alias.name}") for alias in node.names
                )
            else:
                found.append(Import(path, node.lineno, target))
    return found


def package_modules() -> list[Path]:
    return sorted(PACKAGE_DIR.rglob("*.py"))


def modules_in(layer: str) -> list[Path]:
    return [path for path in package_modules() if layer_of(module_name(path)) == layer]


def report(violations: list[str]) -> str:
    return "layer rule broken:\n  " + "\n  ".join(violations)


def is_standard_library(imported: Import) -> bool:
    return imported.top_level in sys.stdlib_module_names


def test_the_package_has_modules_to_check() -> None:
    assert (PACKAGE_DIR / "__init__.py") in package_modules()


def test_every_subpackage_is_a_known_layer() -> None:
    unknown = sorted(
        path.relative_to(REPO_ROOT).as_posix()
        for path in PACKAGE_DIR.iterdir()
        if path.is_dir()
        and path.name != "__pycache__"
        and path.name not in LAYERS
        and any(path.rglob("*.py"))
    )
    assert not unknown, f"not a layer of ARCHITECTURE.md (add it there and here): {unknown}"


@pytest.mark.parametrize("layer", ["engine", "ai", "net"])
def test_engine_ai_and_net_never_import_qt(layer: str) -> None:
    violations = [
        f"{imported.where}: {layer} imports {imported.target}"
        for path in modules_in(layer)
        for imported in imports_of(path)
        if imported.top_level in QT_PACKAGES
    ]
    assert not violations, report(violations)


def test_engine_imports_only_the_standard_library() -> None:
    violations = [
        f"{imported.where}: engine imports {imported.target}"
        for path in modules_in("engine")
        for imported in imports_of(path)
        if not (is_standard_library(imported) or layer_of(imported.target) == "engine")
    ]
    assert not violations, report(violations)


def test_package_root_imports_only_the_standard_library() -> None:
    # Importing any engine module runs tractor_desktop/__init__.py first, so it must stay pure too.
    violations = [
        f"{imported.where}: package root imports {imported.target}"
        for imported in imports_of(PACKAGE_DIR / "__init__.py")
        if not is_standard_library(imported)
    ]
    assert not violations, report(violations)


def test_no_layer_imports_a_layer_above_it() -> None:
    violations = []
    for path in package_modules():
        own = layer_of(module_name(path))
        if own is None:
            continue  # the package root and __main__ sit above every layer
        for imported in imports_of(path):
            if imported.top_level != PACKAGE:
                continue
            if imported.target in (PACKAGE, f"{PACKAGE}.__version__"):
                continue  # the root holds only the version and stays standard-library only
            target = layer_of(imported.target)
            if target is None or LAYERS.index(target) > LAYERS.index(own):
                violations.append(f"{imported.where}: {own} imports {imported.target}")
    assert not violations, report(violations)


@pytest.mark.parametrize(
    ("file", "source", "expected"),
    [
        ("ai/bot.py", "from ..engine.cards import Card", "tractor_desktop.engine.cards"),
        ("ai/bot.py", "from .. import ui", "tractor_desktop.ui"),
        ("ai/bot.py", "from .search import best", "tractor_desktop.ai.search"),
        ("ai/__init__.py", "from .search import best", "tractor_desktop.ai.search"),
        ("ai/__init__.py", "from ..app import x", "tractor_desktop.app"),
        ("app/game.py", "from tractor_desktop import ui", "tractor_desktop.ui"),
        ("app/game.py", "import tractor_desktop.ui.table", "tractor_desktop.ui.table"),
    ],
)
def test_imports_resolve_to_absolute_module_names(file: str, source: str, expected: str) -> None:
    (imported,) = imports_of(PACKAGE_DIR / file, source)
    assert imported.target == expected


# The UI draws from the controller's snapshot: it may use the engine's values and pure
# functions, never a live game, round or driver (ARCHITECTURE.md).
UI_FORBIDDEN_MODULES = frozenset(
    f"{PACKAGE}.engine.{name}" for name in ("game", "round", "drive", "simulate")
)


def live_state_reads(path: Path, source: str | None = None) -> list[str]:
    """Places in a module that reach a live game: ``.round``, ``controller.game``, or an
    import of the engine's stateful modules."""
    tree = ast.parse(path.read_text(encoding="utf-8") if source is None else source, str(path))
    where = path.relative_to(REPO_ROOT).as_posix()
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            owner = node.value
            owner_name = (
                owner.id
                if isinstance(owner, ast.Name)
                else owner.attr
                if isinstance(owner, ast.Attribute)
                else ""
            )
            if node.attr == "round" or (node.attr == "game" and owner_name == "controller"):
                found.append(f"{where}:{node.lineno}: .{node.attr}")
        elif isinstance(node, ast.ImportFrom) and node.module in UI_FORBIDDEN_MODULES:
            names = {alias.name for alias in node.names}
            found.append(f"{where}:{node.lineno}: from {node.module} import {sorted(names)}")
        elif isinstance(node, ast.Import):
            found.extend(
                f"{where}:{node.lineno}: import {alias.name}"
                for alias in node.names
                if alias.name in UI_FORBIDDEN_MODULES
            )
    return found


def test_the_ui_never_reads_the_live_game() -> None:
    violations = [found for path in modules_in("ui") for found in live_state_reads(path)]
    assert not violations, "the UI reads live engine state:\n  " + "\n  ".join(violations)


def test_the_live_state_check_sees_what_it_forbids() -> None:
    source = (
        "from tractor_desktop.engine.game import Game\n"
        "from tractor_desktop.engine.round import TALON_SIZE\n"
        "x = self.controller.game.round.phase\n"
    )
    found = live_state_reads(PACKAGE_DIR / "ui" / "sample.py", source)
    assert sorted(f.split(": ", 1)[1] for f in found) == [
        ".game",
        ".round",
        "from tractor_desktop.engine.game import ['Game']",
        "from tractor_desktop.engine.round import ['TALON_SIZE']",
    ]


def test_net_never_imports_the_app() -> None:
    # The app's modules load QtCore; the server must start on a machine without Qt's libraries.
    violations = [
        f"{imported.where}: net imports {imported.target}"
        for path in modules_in("net")
        for imported in imports_of(path)
        if layer_of(imported.target) == "app"
    ]
    assert not violations, report(violations)
