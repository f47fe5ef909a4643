"""Settings and statistics files never crash or hang the start: every value is parsed
defensively, only regular files are read, and what was reset is said."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tractor_desktop.app.settings import (
    MAX_BYTES,
    NAMED_PROBLEMS,
    Preferences,
    SettingsStore,
    canonical_path,
    clean_name,
)
from tractor_desktop.engine.options import RuleOptions

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX")


def load(tmp_path: Path, text: str) -> tuple[Preferences, str]:
    path = tmp_path / "settings.ini"
    path.write_text(text, encoding="utf-8")
    return SettingsStore(path).load()


@pytest.mark.parametrize("value", ["²", "¹⁰", "٣", "1e3", "-0x10", "10 apples", "", "9" * 40])
def test_a_number_that_is_not_ascii_digits_is_reset_and_named(tmp_path: Path, value: str) -> None:
    prefs, notice = load(tmp_path, f"[rules]\nthrow_penalty_per_card={value}\n")
    assert prefs.rules.throw_penalty_per_card == Preferences().rules.throw_penalty_per_card
    assert "rules/throw_penalty_per_card" in notice


def test_a_number_in_range_is_read(tmp_path: Path) -> None:
    prefs, notice = load(tmp_path, "version=1\n[rules]\nthrow_penalty_per_card=20\n")
    assert prefs.rules.throw_penalty_per_card == 20 and notice == ""


def test_an_unknown_language_is_reset_with_a_notice(tmp_path: Path) -> None:
    prefs, notice = load(tmp_path, "version=1\nlanguage=xx_YY\n")
    assert prefs.language == "" and "language" in notice
    known, quiet = load(tmp_path, "version=1\nlanguage=el\n")
    assert known.language == "el" and quiet == ""


def test_recent_games_keep_only_absolute_paths_once(tmp_path: Path) -> None:
    good = str(tmp_path / "a.tractor")
    prefs, notice = load(
        tmp_path, f"version=1\nrecent={good}, relative.tractor, {good}, {'/' + 'x' * 5000}\n"
    )
    assert prefs.recent == [good] and "recent" in notice


def test_remembered_files_are_stored_by_their_absolute_canonical_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sub").mkdir()
    prefs = Preferences()
    prefs.remember("good.tractor")
    prefs.remember("sub/../good.tractor")
    prefs.remember(str(tmp_path / "good.tractor"))
    assert prefs.recent == [str((tmp_path / "good.tractor").resolve())]
    assert canonical_path("x.tractor") == str((tmp_path / "x.tractor").resolve())


@posix_only
@pytest.mark.parametrize("name", ["settings.ini", "statistics.json"])
def test_a_fifo_in_place_of_a_file_does_not_block_the_start(tmp_path: Path, name: str) -> None:
    os.mkfifo(tmp_path / name)
    code = (
        "from pathlib import Path;"
        "from tractor_desktop.app.settings import SettingsStore;"
        "from tractor_desktop.app.statistics import load_statistics;"
        f"folder = Path({str(tmp_path)!r});"
        "prefs, notice = SettingsStore(folder / 'settings.ini').load();"
        "print(repr(notice));"
        "print(load_statistics(folder / 'statistics.json'));"
        "print(repr(SettingsStore(folder / 'settings.ini').save(prefs)))"
    )
    # A file that blocked the reading would hang the process: the run's deadline fails it.
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    notice, statistics, saved = done.stdout.splitlines()
    if name == "settings.ini":
        assert "not a regular file" in notice and "not saved" in saved
    else:
        assert notice == "''" and statistics.startswith("Statistics(games_played=0")


def test_a_huge_settings_file_is_not_read(tmp_path: Path) -> None:
    prefs, notice = load(tmp_path, "[players]\nname0=" + "x" * 2_000_000 + "\n")
    assert prefs == Preferences() and notice


@posix_only
def test_the_game_starts_whatever_the_settings_and_statistics_files_are(tmp_path: Path) -> None:
    """The real program: a hostile settings value and a FIFO statistics file, no traceback."""
    (tmp_path / "settings.ini").write_text(
        "version=1\nlanguage=qq\n[rules]\nthrow_penalty_per_card=²\n", encoding="utf-8"
    )
    os.mkfifo(tmp_path / "statistics.json")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRACTOR_DESKTOP_HOME": str(tmp_path)}
    process = subprocess.Popen(
        [sys.executable, "-m", "tractor_desktop", "--seed", "3"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 40
        while not (tmp_path / "autosave.tractor").exists() and time.monotonic() < deadline:
            assert process.poll() is None
            time.sleep(0.2)
        assert (tmp_path / "autosave.tractor").exists(), "the game never started"
    finally:
        process.kill()
        _, errors = process.communicate()
    assert b"Traceback" not in errors


def test_take_backs_card_memory_and_sound_are_kept_and_a_bad_volume_is_reset(
    tmp_path: Path,
) -> None:
    store = SettingsStore(tmp_path / "settings.ini")
    prefs = Preferences(take_backs=False, card_memory=True, sound=False, volume=35)
    assert store.save(prefs) == ""
    again, notice = store.load()
    assert (again.take_backs, again.card_memory, again.sound, again.volume) == (
        False,
        True,
        False,
        35,
    )
    assert notice == ""
    for bad in ("101", "-1", "loud", "５０"):
        broken, said = load(tmp_path, f"version=1\n[sound]\nvolume={bad}\n")
        assert broken.volume == Preferences().volume and "sound/volume" in said


def test_the_last_network_table_is_remembered(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    prefs = Preferences()
    prefs.net_name, prefs.net_address, prefs.net_room = "Ann, of course", "[::1]:9000", "K7M2QX"
    assert SettingsStore(path).save(prefs) == ""
    back, notice = SettingsStore(path).load()
    assert (back.net_name, back.net_address, back.net_room) == (
        "Ann, of course",
        "[::1]:9000",
        "K7M2QX",
    )
    assert notice == ""


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("room", "K7M2Q0"),  # 0 is never in a code
        ("room", "K7M2QXK7M2QX"),
        ("room", "k7m2qx, b"),
        ("address", "a, b"),  # a list, to QSettings
        ("name", "Ann\\tBen"),  # a control character
    ],
)
def test_a_network_value_that_cannot_be_one_is_reset_and_named(
    tmp_path: Path, key: str, value: str
) -> None:
    prefs, notice = load(tmp_path, f"version=1\n[network]\n{key}={value}\n")
    assert getattr(prefs, f"net_{key}") == "" and f"network/{key}" in notice


def test_a_long_network_name_or_address_is_cut_to_a_sane_length(tmp_path: Path) -> None:
    prefs, notice = load(
        tmp_path, f"version=1\n[network]\nname={'N' * 500}\naddress={'a' * 5000}.example\n"
    )
    assert prefs.net_name == "N" * 24 and len(prefs.net_address) == 300 and notice == ""


# --- notices that say what happened --------------------------------------------------------------


@pytest.mark.parametrize("megabytes", [3, 10])
def test_a_too_large_settings_file_is_named_so_kept_and_the_new_settings_saved(
    tmp_path: Path, megabytes: int
) -> None:
    path = tmp_path / "settings.ini"
    content = b"version=1\n[players]\nname0=Ann\n" + b"; padding\n" * (megabytes * 104_858)
    path.write_bytes(content)
    prefs, notice = SettingsStore(path).load()
    assert prefs == Preferences()
    assert "too large" in notice and f"{MAX_BYTES // 1024} KB" in notice
    assert f"{len(content) // 1024} KB" in notice
    assert "regular" not in notice
    (kept,) = tmp_path.glob("settings-too-large-*.ini")
    assert str(kept) in notice and kept.read_bytes() == content
    # The settings changed in this session are saved at quit, in a file of their own.
    prefs.names[0] = "Bea"
    assert SettingsStore(path).save(prefs) == ""
    again, notice = SettingsStore(path).load()
    assert again.names[0] == "Bea" and notice == ""
    assert kept.read_bytes() == content


def test_a_too_large_file_that_cannot_be_moved_is_not_written_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(b"; x\n" * (MAX_BYTES // 2))

    def refuse(self: Path, target: Path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "rename", refuse)
    prefs, notice = SettingsStore(path).load()
    assert "too large" in notice and "kept" not in notice
    said = SettingsStore(path).save(prefs)
    assert "too large" in said and "not saved" in said
    assert path.stat().st_size == MAX_BYTES * 2


def test_a_notice_about_many_bad_settings_names_a_few_and_counts_the_rest(
    tmp_path: Path,
) -> None:
    rules = RuleOptions().to_dict()
    bad = [f"{name}=not a value" for name in rules]
    text = "version=1\n[rules]\n" + "\n".join(bad) + "\n[table]\nspeed=warp\ncard_size=huge\n"
    text += "four_colour=maybe\nconfirm_play=maybe\nshow_hints=maybe\nhistory=maybe\n"
    _, notice = load(tmp_path, text)
    reset = len(rules) + 6
    assert reset > NAMED_PROBLEMS
    assert f"and {reset - NAMED_PROBLEMS} more." in notice
    listed = notice.split(": ", 1)[1].split(" and ")[0].split(", ")
    assert len(listed) == NAMED_PROBLEMS
    # Each named one is a whole key, none cut.
    assert all(key.startswith(("rules/", "table/")) for key in listed)
    assert all(key in [f"rules/{n}" for n in rules] + ["table/speed"] for key in listed)
    assert len(notice) < 500  # whole under the notice board's cut


def test_a_value_or_group_qt_cannot_hold_is_reset_and_named(tmp_path: Path) -> None:
    prefs, notice = load(
        tmp_path,
        "version=1\nlanguage=@Invalid()\nrecent=@Invalid()\n"
        "[players]\nname0=@Invalid()\nlevel1=@Invalid()\n"
        "[table]\nspeed=@Invalid()\n[sound]\nvolume=@Invalid()\n",
    )
    defaults = Preferences()
    assert (prefs.language, prefs.recent, prefs.names, prefs.levels, prefs.speed) == (
        defaults.language,
        defaults.recent,
        defaults.names,
        defaults.levels,
        defaults.speed,
    )
    for key in ("language", "players/name0", "players/level1", "table/speed", "sound/volume"):
        assert key in notice
    # Qt writes an empty list so itself: no recent games is what the file says, not a reset.
    assert "recent" not in notice


def test_settings_saved_with_no_recent_games_load_without_a_notice(tmp_path: Path) -> None:
    """In a process of its own: in this one, Qt would answer from what it has just written."""
    path = tmp_path / "settings.ini"
    assert SettingsStore(path).save(Preferences()) == ""
    assert "recent=@Invalid()" in path.read_text()
    code = (
        "import sys; from pathlib import Path;"
        "from tractor_desktop.app.settings import SettingsStore;"
        f"print(repr(SettingsStore(Path({str(path)!r})).load()[1]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "''"


@pytest.mark.parametrize(
    "raw", ["Ann\\0\\0", "A\\x1bnn", "Ann\\tBen", "\\u202eAnn"], ids=["nuls", "esc", "tab", "bidi"]
)
def test_a_name_with_control_characters_in_the_file_is_reset_and_named(
    tmp_path: Path, raw: str
) -> None:
    path = tmp_path / "settings.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    name = raw.encode().decode("unicode_escape")
    store.setValue("version", 1)
    store.setValue("players/name1", name)
    store.setValue("network/name", name)
    store.sync()
    prefs, notice = SettingsStore(path).load()
    assert prefs.names[1] == "East" and prefs.net_name == ""
    assert "players/name1" in notice and "network/name" in notice


def test_one_function_cleans_every_name_the_player_gives() -> None:
    assert clean_name("Ann\0\0", 40) == "Ann"
    assert clean_name("  Ann\t\nBen\u202e ", 40) == "Ann Ben"
    assert clean_name("\0" * 10, 40) == ""
    assert clean_name("José 李 🂡", 40) == "José 李 🂡"
    assert clean_name("x" * 100, 24) == "x" * 24
