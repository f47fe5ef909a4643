"""Every assertion in the suite can fail. An assertion that is true whatever the code does (a
fallback of None for what is not there, an "or True", a value compared with itself, a constant)
is found here, in every test file; ruff's PT and B rules find the rest (a raises() with no
match, ``assert False``, a comparison that is not asserted)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def always_true(source: str) -> list[str]:
    """The assertions in ``source`` that cannot fail, with their line numbers."""
    tree = ast.parse(source)
    found: list[str] = []
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        maybe_missing = _names_that_fall_back_to_none(function)
        for node in ast.walk(function):
            if isinstance(node, ast.Assert) and _cannot_fail(node.test, maybe_missing):
                found.append(f"line {node.lineno}: assert {ast.unparse(node.test)}")
    return found


def _names_that_fall_back_to_none(function: ast.AST) -> set[str]:
    """Names assigned ``x if <check> else None`` or ``getattr(obj, name, None)``: None stands
    for "not there"."""
    names: set[str] = set()
    for node in ast.walk(function):
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
            continue
        target, value = node.targets[0], node.value
        if not isinstance(target, ast.Name):
            continue
        falls_back = isinstance(value, ast.IfExp) and _is_none(value.orelse)
        falls_back |= (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Name)
            and value.func.id == "getattr"
            and len(value.args) == 3
            and _is_none(value.args[2])
        )
        if falls_back:
            names.add(target.id)
    return names


def _is_none(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _cannot_fail(test: ast.expr, maybe_missing: set[str]) -> bool:
    if isinstance(test, ast.Constant):
        return bool(test.value)
    if isinstance(test, (ast.Tuple, ast.List)):
        return bool(test.elts)  # assert (x, "message") asserts a tuple
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or):
        for value in test.values:
            if isinstance(value, ast.Constant) and value.value:
                return True  # ... or True
            if (
                isinstance(value, ast.Compare)
                and isinstance(value.left, ast.Name)
                and value.left.id in maybe_missing
                and len(value.ops) == 1
                and isinstance(value.ops[0], ast.Is)
                and _is_none(value.comparators[0])
            ):
                return True  # x is None or ..., x None when what it reads is not there
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        same = ast.dump(test.left) == ast.dump(test.comparators[0])
        # (Two calls alike may differ: a determinism check compares a call with itself.)
        calls = any(isinstance(n, ast.Call) for n in ast.walk(test.left))
        if same and not calls and isinstance(test.ops[0], (ast.Eq, ast.Is, ast.LtE, ast.GtE)):
            return True  # a value compared with itself
    return False


def test_no_assertion_in_the_suite_is_always_true() -> None:
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        for problem in always_true(path.read_text(encoding="utf-8")):
            found.append(f"{path.relative_to(TESTS)} {problem}")
    assert found == []


def test_the_check_finds_each_kind_of_assertion_that_cannot_fail() -> None:
    """Its self-check: the vacuous assertion found in test_network_table once, and its kin."""
    cases = {
        # The one the suite had: ScoreModel has ``_rows``, so ``rounds`` was always None.
        'rounds = len(m.rows) if hasattr(m, "rows") else None\n'
        "assert rounds is None or rounds >= 1\n": 1,
        'count = getattr(m, "count", None)\nassert count is None or count > 2\n': 1,
        "assert x > 1 or True\n": 1,
        "assert (1, 2)\n": 1,  # a tuple is always true (ruff's F631 too)
        "assert a.b == a.b\n": 1,
        # Assertions that can fail are let be.
        "rounds = len(m.rows)\nassert rounds is None or rounds >= 1\n": 0,
        "assert x is None or x > 1\n": 0,
        "assert a == b\n": 0,
        "assert f(x) == f(x)\n": 0,  # the same call twice: a determinism check
    }
    for body, expected in cases.items():
        source = "def test_it():\n" + "".join(f"    {line}\n" for line in body.splitlines())
        assert len(always_true(source)) == expected, body
