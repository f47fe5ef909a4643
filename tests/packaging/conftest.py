"""The packaging tests import build_installer.py from the repository root."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]


def load_build_installer() -> ModuleType:
    if "build_installer" in sys.modules:
        return sys.modules["build_installer"]
    path = REPO_ROOT / "build_installer.py"
    spec = importlib.util.spec_from_file_location("build_installer", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_installer"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def build_installer() -> ModuleType:
    return load_build_installer()
