"""The two tiers of the suite: the default run (every module, in under a minute) and the slow one
(``pytest -m slow``: whole games, installers, network namespaces, the long random runs).

A test that samples can check a part in the default run and the whole in the slow one."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pytest

slow = pytest.mark.slow


def sample_and_whole(sample: Any, whole: Any) -> list[Any]:
    """Two sizes of one check: ``sample`` by default, ``whole`` in the slow tier."""
    return [pytest.param(sample, id="sample"), pytest.param(whole, id="whole", marks=slow)]


def first_by_default(values: Iterable[Any], count: int) -> Sequence[Any]:
    """``values`` as parameters: the first ``count`` by default, the rest in the slow tier."""
    return [v if i < count else pytest.param(v, marks=slow) for i, v in enumerate(values)]
