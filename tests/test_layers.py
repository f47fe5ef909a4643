"""The layer rules of docs/ARCHITECTURE.md, checked by reading every module of the package with ast.

Each layer has an allow-list: which of our modules, which Qt modules and which other installed
packages it may import (the standard library is open to every module). The check sees every way
a module can reach another — ``import x``, ``from x import y``, relative imports,
``importlib.import_module``, ``__import__``, ``sys.modules[...]`` — and, in the UI, every read of
the live game (``.game``, ``.round``, ``._game``, ``getattr(x, "game")``). What the UI breaks
today, while it is being reworked, is listed in ``PENDING``; anything else fails.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE = "tractor_desktop"
PACKAGE_DIR = Path(__file__).resolve().parents[1] / PACKAGE
REPO_ROOT = PACKAGE_DIR.parent
LAYERS = ("engine", "ai", "net", "app", "ui")
QT_PACKAGES = frozenset({"PySide6", "shiboken6"})
DYNAMIC = "<a name only known when it runs>"
"""What ``import_module`` or ``__import__`` of a computed name imports, as far as ast can tell."""


def ours(*names: str) -> frozenset[str]:
    return frozenset(f"{PACKAGE}.{name}" for name in names)


# The UI draws from the controller's snapshot: of the engine it may use the value types and the
# pure functions and tables of facts about cards, never a game, a round, the driver, the referee
# or the rules' machinery (following, leading, declaring, judging, view rules: the app asks
# those for it and hands it verdicts).
UI_ENGINE_MODULES = ours(
    "engine.actions",  # Play, Bury, Declare, Pass: what a slot is called with
    "engine.cards",  # Card, codes, the pack's sizes
    "engine.combos",  # what shape a selection has (pair, tractor), to label it
    "engine.deals",  # the deal numbers' range
    "engine.events",  # the events the controller releases
    "engine.observation",  # a seat's view, inside the snapshot
    "engine.options",  # RuleOptions, for the settings
    "engine.phases",  # the phases' names
    "engine.scoring",  # the level table, to name a level band
    "engine.trump",  # Trump and its ranking, to sort a hand
    "engine.verdict",  # refusal codes, turned into sentences
)


@dataclass(frozen=True)
class Rule:
    """What one layer's modules may import besides the standard library."""

    ours: frozenset[str]
    """Our modules: a name covers its submodules (``tractor_desktop.engine`` all the engine);
    the package root itself, which holds only the version, only itself."""
    qt: frozenset[str] = frozenset()
    """Qt modules by name (``QtCore``)."""
    others: frozenset[str] = frozenset()
    """Other installed packages, by top-level name."""


# QtNetwork is nowhere: the network is net's (asyncio and websockets), and the app reaches it
# through a thread of its own (app.net_link).
RULES: dict[str, Rule] = {
    "engine": Rule(ours("engine")),
    "ai": Rule(ours("engine", "ai")),
    "net": Rule(
        frozenset({PACKAGE}) | ours("engine", "ai", "net"),
        others=frozenset({"websockets", "zeroconf", "ifaddr", "redis"}),
    ),
    "app": Rule(
        frozenset({PACKAGE}) | ours("engine", "ai", "net", "app"),
        qt=frozenset({"QtCore"}),
        others=frozenset({"websockets"}),
    ),
    "ui": Rule(
        frozenset({PACKAGE}) | ours("app", "ui") | UI_ENGINE_MODULES,
        qt=frozenset({"QtCore", "QtGui", "QtWidgets", "QtSvg"}),
        others=frozenset({"miniaudio"}),
    ),
    # Top-level modules, by module name. The root runs before any engine module: it stays bare.
    PACKAGE: Rule(frozenset()),
    f"{PACKAGE}.__main__": Rule(
        frozenset({PACKAGE}) | ours(*LAYERS), qt=frozenset({"QtCore", "QtWidgets"})
    ),
}

LIVE_STATE_ATTRIBUTES = frozenset({"game", "round", "_game", "_round"})
"""Attribute names that hand out a live game or round; the UI must read a snapshot instead."""

# Breaches the UI's rework will remove: "file: imports module" or "file: reads .attribute", one
# entry per kind in a file. Delete an entry once it is fixed (the test says when one is stale);
# never add one.
PENDING: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Import:
    """One imported module, resolved to its absolute dotted name."""

    path: Path
    lineno: int
    target: str

    @property
    def where(self) -> str:
        return f"{relative(self.path)}:{self.lineno}"


@dataclass(frozen=True)
class Breach:
    """One import or read a module's rule does not allow; ``entry`` is its form in PENDING."""

    where: str
    entry: str


def relative(path: Path) -> str:
    return path.relative_to(REPO_ROOT).as_posix()


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


def rule_key(module: str) -> str:
    """The key of RULES that governs a module: its layer, or its own name at the top level."""
    return layer_of(module) or module


def is_our_module(name: str) -> bool:
    parts = name.split(".")
    if parts[0] != PACKAGE:
        return False
    folder = REPO_ROOT.joinpath(*parts)
    return folder.with_suffix(".py").is_file() or (folder / "__init__.py").is_file()


def resolve_relative(package: str, level: int, name: str | None, where: str) -> str:
    """``from <level dots><name>`` seen from inside ``package``."""
    base = package.split(".")
    if level - 1 >= len(base):
        raise AssertionError(f"{where}: relative import climbs above the package")
    base = base[: len(base) - (level - 1)]
    return ".".join([*base, name] if name else base)


def from_targets(module: str, names: list[str]) -> list[str]:
    """What ``from module import names`` imports: each name that is a submodule, else the module.
    PySide6 itself holds only modules (``from PySide6 import QtCore``)."""
    if module == "PySide6":
        return [f"{module}.{name}" for name in names]
    targets = [f"{module}.{name}" for name in names if is_our_module(f"{module}.{name}")]
    if len(targets) < len(names):
        targets.append(module)
    return targets


def constant_text(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def call_argument(call: ast.Call, position: int, keyword: str) -> ast.expr | None:
    if len(call.args) > position:
        return call.args[position]
    return next((kw.value for kw in call.keywords if kw.arg == keyword), None)


class _ImportFinder:
    """Every module a file imports, however it is written, including inside functions and
    TYPE_CHECKING blocks."""

    def __init__(self, path: Path, tree: ast.Module) -> None:
        self.path = path
        module = module_name(path)
        self.package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        self.tree = tree
        # Names bound to importlib.import_module or __import__ (``from importlib import
        # import_module as load``) and to the modules importlib and sys.
        self.loaders = {"__import__"}
        self.importlib_names: set[str] = set()
        self.sys_names: set[str] = set()

    def where(self, node: ast.AST) -> str:
        return f"{relative(self.path)}:{getattr(node, 'lineno', 0)}"

    def found(self, node: ast.AST, target: str) -> Import:
        return Import(self.path, getattr(node, "lineno", 0), target)

    def imports(self) -> Iterator[Import]:
        nodes = list(ast.walk(self.tree))
        for node in nodes:
            if isinstance(node, ast.Import):
                for alias in node.names:
                    yield self.found(node, alias.name)
                    bound = alias.asname or alias.name.partition(".")[0]
                    if alias.name == "importlib":
                        self.importlib_names.add(bound)
                    elif alias.name == "sys":
                        self.sys_names.add(bound)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    module = resolve_relative(
                        self.package, node.level, node.module, self.where(node)
                    )
                else:
                    module = node.module or ""
                if module == "importlib":
                    self.loaders.update(
                        alias.asname or alias.name
                        for alias in node.names
                        if alias.name in ("import_module", "__import__")
                    )
                for target in from_targets(module, [alias.name for alias in node.names]):
                    yield self.found(node, target)
        for node in nodes:
            if isinstance(node, ast.Call) and self.is_loader(node.func):
                yield self.found(node, self.loaded(node))
            elif isinstance(node, ast.Subscript) and self.is_sys_modules(node.value):
                name = constant_text(node.slice)
                yield self.found(node, name if name is not None else DYNAMIC)

    def is_loader(self, func: ast.expr) -> bool:
        if isinstance(func, ast.Name):
            return func.id in self.loaders
        return isinstance(func, ast.Attribute) and func.attr in ("import_module", "__import__")

    def is_sys_modules(self, node: ast.expr) -> bool:
        return (
            isinstance(node, ast.Attribute)
            and node.attr == "modules"
            and isinstance(node.value, ast.Name)
            and node.value.id in self.sys_names
        )

    def loaded(self, call: ast.Call) -> str:
        """The module an import_module or __import__ call imports (DYNAMIC if computed)."""
        name = constant_text(call_argument(call, 0, "name"))
        if name is None:
            return DYNAMIC
        func = call.func
        if (isinstance(func, ast.Name) and func.id == "__import__") or (
            isinstance(func, ast.Attribute) and func.attr == "__import__"
        ):
            level = call_argument(call, 4, "level")
            steps = level.value if isinstance(level, ast.Constant) else 0
            if not isinstance(steps, int):
                return DYNAMIC
            return resolve_relative(self.package, steps, name, self.where(call)) if steps else name
        if not name.startswith("."):
            return name
        anchor = call_argument(call, 1, "package")
        package = (
            self.package
            if isinstance(anchor, ast.Name) and anchor.id == "__package__"
            else constant_text(anchor)
        )
        if package is None:
            return DYNAMIC
        dots = len(name) - len(name.lstrip("."))
        return resolve_relative(package, dots, name[dots:] or None, self.where(call))


def parse(path: Path, source: str | None) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8") if source is None else source, str(path))


def imports_of(path: Path, source: str | None = None) -> list[Import]:
    """Every module a file imports (``source`` stands in for the file's text)."""
    return list(_ImportFinder(path, parse(path, source)).imports())


def live_state_reads(path: Path, source: str | None = None) -> list[tuple[int, str]]:
    """Where a file reads a live game or round: (line, ".attribute")."""
    found = []
    for node in ast.walk(parse(path, source)):
        if isinstance(node, ast.Attribute):
            name: str | None = node.attr
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "setattr", "hasattr")
            and len(node.args) > 1
        ):
            name = constant_text(node.args[1])
        else:
            continue
        if name in LIVE_STATE_ATTRIBUTES:
            found.append((getattr(node, "lineno", 0), f".{name}"))
    return found


def is_standard_library(name: str) -> bool:
    return name.partition(".")[0] in sys.stdlib_module_names


def allows(rule: Rule, target: str) -> bool:
    top = target.partition(".")[0]
    if top == PACKAGE:
        return any(
            target == name or (name != PACKAGE and target.startswith(f"{name}."))
            for name in rule.ours
        )
    if top in QT_PACKAGES:
        qt_module = target.split(".")[1] if top == "PySide6" and "." in target else None
        return qt_module in rule.qt
    if target == DYNAMIC:
        return False
    return is_standard_library(target) or top in rule.others


def breaches(path: Path, source: str | None = None) -> list[Breach]:
    """What in one file its layer's rule does not allow."""
    module = module_name(path)
    rule = RULES[rule_key(module)]
    found = [
        Breach(imported.where, f"{relative(path)}: imports {imported.target}")
        for imported in imports_of(path, source)
        if not allows(rule, imported.target)
    ]
    if layer_of(module) == "ui":
        found.extend(
            Breach(f"{relative(path)}:{line}", f"{relative(path)}: reads {read}")
            for line, read in live_state_reads(path, source)
        )
    return found


def package_modules() -> list[Path]:
    return sorted(path for path in PACKAGE_DIR.rglob("*.py") if "__pycache__" not in path.parts)


def current_breaches() -> list[Breach]:
    return [breach for path in package_modules() for breach in breaches(path)]


def test_the_package_has_modules_to_check() -> None:
    assert (PACKAGE_DIR / "__init__.py") in package_modules()
    assert all(layer in RULES for layer in LAYERS)


def test_every_subpackage_is_a_known_layer() -> None:
    unknown = sorted(
        relative(path)
        for path in PACKAGE_DIR.iterdir()
        if path.is_dir()
        and path.name != "__pycache__"
        and path.name not in LAYERS
        and any(path.rglob("*.py"))
    )
    assert not unknown, f"not a layer of docs/ARCHITECTURE.md (add it there and here): {unknown}"


def test_every_top_level_module_has_a_rule() -> None:
    missing = sorted(
        module
        for module in map(module_name, PACKAGE_DIR.glob("*.py"))
        if rule_key(module) not in RULES
    )
    assert not missing, f"give these modules a rule in RULES: {missing}"


def test_every_module_imports_only_what_its_layer_allows() -> None:
    new = [
        f"{breach.where}: {breach.entry.split(': ', 1)[1]}"
        for breach in current_breaches()
        if breach.entry not in PENDING
    ]
    assert not new, "layer rule broken (docs/ARCHITECTURE.md):\n  " + "\n  ".join(new)


def test_every_pending_breach_still_happens() -> None:
    fixed = sorted(PENDING - {breach.entry for breach in current_breaches()})
    assert not fixed, "fixed, so delete from PENDING:\n  " + "\n  ".join(fixed)


def test_engine_ai_and_net_allow_no_qt_and_the_ui_no_ai_net_or_live_engine() -> None:
    for layer in ("engine", "ai", "net"):
        assert not RULES[layer].qt
    ui = RULES["ui"]
    for forbidden in ("ai", "net", "engine.game", "engine.round", "engine.drive"):
        assert not allows(ui, f"{PACKAGE}.{forbidden}")
    assert not allows(ui, f"{PACKAGE}.engine.referee")
    assert not allows(ui, f"{PACKAGE}.engine")


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
        ("app/game.py", "from tractor_desktop import __version__", "tractor_desktop"),
        (
            "ui/view.py",
            "from tractor_desktop.engine import events",
            "tractor_desktop.engine.events",
        ),
        ("ui/view.py", "from PySide6 import QtNetwork", "PySide6.QtNetwork"),
    ],
)
def test_imports_resolve_to_absolute_module_names(file: str, source: str, expected: str) -> None:
    (imported,) = imports_of(PACKAGE_DIR / file, source)
    assert imported.target == expected


# Each way around the rules, as a file of the layer it would break; the check must name it.
BYPASSES = [
    ("ui/sample.py", "import tractor_desktop.engine.game", "imports tractor_desktop.engine.game"),
    ("ui/sample.py", "from tractor_desktop.engine.game import Game", "engine.game"),
    ("ui/sample.py", "from ..engine.round import Round", "imports tractor_desktop.engine.round"),
    ("ui/sample.py", "from ..engine import drive", "imports tractor_desktop.engine.drive"),
    ("ui/sample.py", "from .. import ai", "imports tractor_desktop.ai"),
    ("ui/sample.py", "from ..net.protocol import HELLO", "imports tractor_desktop.net.protocol"),
    ("ui/sample.py", "from tractor_desktop.engine import *", "imports tractor_desktop.engine"),
    (
        "ui/sample.py",
        "import importlib\nimportlib.import_module('tractor_desktop.engine.referee')",
        "imports tractor_desktop.engine.referee",
    ),
    (
        "ui/sample.py",
        "import importlib as il\nil.import_module('..engine.drive', __package__)",
        "imports tractor_desktop.engine.drive",
    ),
    (
        "ui/sample.py",
        "from importlib import import_module as load\nload('.game', 'tractor_desktop.engine')",
        "imports tractor_desktop.engine.game",
    ),
    (
        "ui/sample.py",
        "__import__('tractor_desktop.ai.search')",
        "imports tractor_desktop.ai.search",
    ),
    (
        "ui/sample.py",
        "__import__('engine.round', globals(), locals(), [], 2)",
        "imports tractor_desktop.engine.round",
    ),
    ("ui/sample.py", "import importlib\nimportlib.import_module(name)", f"imports {DYNAMIC}"),
    (
        "ui/sample.py",
        "import sys\ngame = sys.modules['tractor_desktop.engine.game']",
        "imports tractor_desktop.engine.game",
    ),
    ("ui/sample.py", "x = self.controller.game.round.phase", "reads .game"),
    ("ui/sample.py", "x = self.controller.game.round.phase", "reads .round"),
    ("ui/sample.py", "x = ctrl.game", "reads .game"),
    ("ui/sample.py", "x = controller.game", "reads .game"),
    ("ui/sample.py", "x = self.lesson.game.observation(0)", "reads .game"),
    ("ui/sample.py", "x = self.session._game", "reads ._game"),
    ("ui/sample.py", "x = getattr(self.controller, 'game')", "reads .game"),
    ("ui/sample.py", "import PySide6.QtNetwork", "imports PySide6.QtNetwork"),
    ("ui/sample.py", "import PySide6", "imports PySide6"),
    ("app/sample.py", "from PySide6.QtGui import QIcon", "imports PySide6.QtGui"),
    ("app/sample.py", "from PySide6.QtWidgets import QWidget", "imports PySide6.QtWidgets"),
    (
        "app/sample.py",
        "from ..ui.presenter import Presenter",
        "imports tractor_desktop.ui.presenter",
    ),
    ("engine/sample.py", "from PySide6.QtCore import QObject", "imports PySide6.QtCore"),
    ("engine/sample.py", "import websockets", "imports websockets"),
    ("engine/sample.py", "from ..ai.players import LEVELS", "imports tractor_desktop.ai.players"),
    ("engine/sample.py", "from tractor_desktop import __version__", "imports tractor_desktop"),
    ("ai/sample.py", "from shiboken6 import isValid", "imports shiboken6"),
    ("ai/sample.py", "from ..net.table import Table", "imports tractor_desktop.net.table"),
    ("ai/sample.py", "import numpy", "imports numpy"),
    ("net/sample.py", "from PySide6 import QtCore", "imports PySide6.QtCore"),
    ("net/sample.py", "from ..app.net_link import NetLink", "imports tractor_desktop.app.net_link"),
    ("__init__.py", "from .engine.cards import Card", "imports tractor_desktop.engine.cards"),
    ("__main__.py", "from PySide6.QtNetwork import QTcpSocket", "imports PySide6.QtNetwork"),
]


@pytest.mark.parametrize(("file", "source", "expected"), BYPASSES)
def test_the_check_catches_each_way_around_it(file: str, source: str, expected: str) -> None:
    found = [breach.entry for breach in breaches(PACKAGE_DIR / file, source)]
    assert any(entry.endswith(expected) for entry in found), found


CLEAN = {
    "ui/sample.py": (
        "from typing import TYPE_CHECKING\n"
        "from PySide6 import QtSvg\n"
        "from PySide6.QtWidgets import QWidget\n"
        "from tractor_desktop import __version__\n"
        "from tractor_desktop.app.snapshot import TableSnapshot\n"
        "from tractor_desktop.engine import events as ev\n"
        "from ..engine.cards import card\n"
        "from . import plain\n"
        "if TYPE_CHECKING:\n"
        "    from tractor_desktop.app.controller import GameController\n"
        "trump = snapshot.observation.trump\n"
        "games = statistics.games_played\n"
        "rounded = round(2.5)\n"
    ),
    "app/sample.py": (
        "from PySide6.QtCore import QObject\nfrom ..net.client import Client\nimport websockets\n"
        "import importlib\nimportlib.import_module('json')\ngame = self.controller.game\n"
    ),
    "engine/sample.py": "import random\nfrom .cards import Card\nfrom . import events as ev\n",
    "net/sample.py": "import zeroconf\nfrom .. import __version__\nfrom ..ai.pool import Pool\n",
    "__main__.py": "from PySide6.QtWidgets import QApplication\nfrom .ui.main_window import W\n",
}


@pytest.mark.parametrize("file", sorted(CLEAN))
def test_the_check_passes_what_the_rules_allow(file: str) -> None:
    assert breaches(PACKAGE_DIR / file, CLEAN[file]) == []
