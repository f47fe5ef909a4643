"""``--help`` says what the command line does: every level ``--level`` accepts, and no default
it does not have (without ``--level`` the levels chosen in Settings are used)."""

from __future__ import annotations

import argparse
import contextlib
import io

import pytest

from tractor_desktop.__main__ import parse_args
from tractor_desktop.ai.players import LEVELS


def help_text() -> str:
    out = io.StringIO()
    with pytest.raises(SystemExit) as ended, contextlib.redirect_stdout(out):
        parse_args(["--help"])
    assert ended.value.code == 0
    return out.getvalue()


def level_help() -> str:
    """The --level entry of --help, on one line."""
    lines = help_text().splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("--level"))
    entry = [lines[start]]
    for line in lines[start + 1 :]:
        if line.strip().startswith("-"):
            break
        entry.append(line)
    return " ".join(" ".join(entry).split())


def test_the_level_help_lists_every_level_the_parser_accepts() -> None:
    text = level_help()
    for level in LEVELS:
        assert level in text, level
        assert parse_args(["--level", level]).level == level
    with pytest.raises(SystemExit), contextlib.redirect_stderr(io.StringIO()):
        parse_args(["--level", "grandmaster"])


def test_the_level_help_claims_no_default_the_game_does_not_have() -> None:
    text = level_help()
    assert "default: normal" not in text
    assert parse_args([]).level is None  # nothing forced: the settings' levels are used
    assert "Settings" in text


def test_the_self_test_help_says_it_plays_at_a_served_table_too() -> None:
    text = " ".join(help_text().split())
    assert "served over loopback" in text


def test_the_parser_takes_its_levels_from_the_players() -> None:
    """The help lists the parser's own choices, so the two cannot part."""
    parser_choices: list[object] = []
    real = argparse.ArgumentParser.add_argument

    def watch(self: argparse.ArgumentParser, *names: str, **kwargs: object) -> argparse.Action:
        if "--level" in names:
            parser_choices.append(kwargs.get("choices"))
        return real(self, *names, **kwargs)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(argparse._ActionsContainer, "add_argument", watch)
        parse_args([])
    assert parser_choices == [LEVELS]


def test_the_manual_page_lists_the_same_levels_and_no_false_default() -> None:
    from pathlib import Path

    page = Path(__file__).resolve().parents[1] / "packaging" / "linux" / "tractor-desktop.6"
    text = page.read_text("utf-8")
    start = text.index(".BI \\-\\-level")
    entry = text[start : text.index(".TP", start)]
    for level in LEVELS:
        assert f"{level} " in entry or f"{level}\n" in entry, level
    assert "default" not in entry
    assert "settings" in entry
