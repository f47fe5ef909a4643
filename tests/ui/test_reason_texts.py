"""Every reason the engine can give for a refusal has its own sentence for the player."""

from __future__ import annotations

import pytest

from tractor_desktop.engine.verdict import REASON_CODES
from tractor_desktop.ui.names import reason_text

FALLBACK = reason_text("no_such_reason")


@pytest.mark.parametrize("code", sorted(REASON_CODES))
def test_each_reason_code_reads_as_its_own_sentence(code: str) -> None:
    assert reason_text(code) != FALLBACK


def test_no_two_reasons_read_the_same() -> None:
    texts = [reason_text(code) for code in REASON_CODES]
    assert len(set(texts)) == len(texts)


def test_a_move_the_lesson_does_not_ask_for_says_so() -> None:
    from tractor_desktop.app.script import NOT_IN_SCRIPT

    assert reason_text(NOT_IN_SCRIPT) != FALLBACK
    assert reason_text(NOT_IN_SCRIPT) not in {reason_text(code) for code in REASON_CODES}
