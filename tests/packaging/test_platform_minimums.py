"""The oldest systems the installers accept, tied to what the bundled Qt runs on: macOS's
LSMinimumSystemVersion against the pinned PySide6 wheel's platform tag, Windows's MinVersion
against Qt 6's, and the Inno Setup version the script needs."""

from __future__ import annotations

import plistlib
import re
import subprocess
from pathlib import Path
from types import ModuleType

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

REPO_ROOT = Path(__file__).resolve().parents[2]
INFO_PLIST = REPO_ROOT / "resources" / "macos" / "Info.plist"
INNO_SCRIPT = REPO_ROOT / "resources" / "windows" / "tractor-desktop.iss"
RELEASE_WORKFLOW = REPO_ROOT / ".github" / "workflows" / "release.yml"

# The platform tag of PySide6-Essentials' macOS wheels on PyPI, by Qt minor version:
# pyside6_essentials-6.9.3-cp39-abi3-macosx_12_0_universal2.whl,
# pyside6_essentials-6.10.0-cp39-abi3-macosx_13_0_universal2.whl,
# pyside6_essentials-6.11.3-cp310-abi3-macosx_13_0_universal2.whl. A new pin needs its line here
# (`pip download --no-deps --only-binary=:all: --platform macosx_15_0_universal2
# PySide6-Essentials==X` names the wheel).
WHEEL_MINIMUM_MACOS = {(6, 9): (12,), (6, 10): (13,), (6, 11): (13,)}
# Windows 10 1809: the oldest Windows Qt 6 supports (builds before 1703 lack icuuc.dll).
QT6_MINIMUM_WINDOWS = (10, 0, 17763)


def pinned_pyside6() -> Version:
    found = re.findall(r'^  PYSIDE6_VERSION: "([^"]+)"$', RELEASE_WORKFLOW.read_text("utf-8"), re.M)
    assert len(found) == 1, "the release workflow pins PySide6 once, in its env"
    return Version(found[0])


def test_every_release_build_installs_the_pinned_pyside6() -> None:
    text = RELEASE_WORKFLOW.read_text("utf-8")
    installs = re.findall(r'pip install -e "\.\[build\]"(.*)$', text, re.M)
    assert len(installs) == 3, "one install per build job (linux, windows, macos)"
    for rest in installs:
        assert '"PySide6-Essentials==${{ env.PYSIDE6_VERSION }}"' in rest, rest


def test_pinned_pyside6_is_one_the_project_accepts() -> None:
    # (tomllib is Python 3.11's; the project runs on 3.10 too)
    pyproject = (REPO_ROOT / "pyproject.toml").read_text("utf-8")
    (line,) = re.findall(r'^    "(PySide6-Essentials[^"]*)",$', pyproject, re.M)
    qt = Requirement(line)
    assert qt.specifier.contains(pinned_pyside6()), f"{pinned_pyside6()} is outside {qt}"


def test_info_plist_asks_for_the_macos_the_pinned_qt_needs() -> None:
    """On today's main the plist said 12.0 for a Qt whose wheel says macosx_13_0: a Mac on
    macOS 12 started the game and saw it fail instead of Finder's refusal."""
    version = pinned_pyside6()
    minor = (version.major, version.minor)
    assert minor in WHEEL_MINIMUM_MACOS, f"look up the macOS tag of PySide6 {version}'s wheel"
    declared = plistlib.loads(INFO_PLIST.read_bytes())["LSMinimumSystemVersion"]
    numbers = tuple(int(part) for part in declared.split("."))
    assert numbers >= WHEEL_MINIMUM_MACOS[minor], f"LSMinimumSystemVersion {declared}"


@pytest.mark.parametrize(
    ("wheel", "expected"),
    [
        ("Wheel-Version: 1.0\nTag: cp310-abi3-macosx_13_0_universal2\n", (13,)),
        ("Tag: cp39-abi3-macosx_12_0_universal2\n", (12,)),
        ("Tag: cp310-abi3-macosx_11_0_arm64\nTag: cp310-abi3-macosx_10_13_x86_64\n", (10, 13)),
        ("Tag: cp310-abi3-manylinux_2_28_x86_64\n", None),
        ("Tag: cp310-abi3-win_amd64\n", None),
        ("", None),
    ],
)
def test_wheel_minimum_macos_is_read_from_its_tags(
    build_installer: ModuleType, wheel: str, expected: tuple[int, ...] | None
) -> None:
    assert build_installer.wheel_minimum_macos(wheel) == expected


def test_build_refuses_an_app_that_promises_an_older_macos_than_its_qt(
    build_installer: ModuleType,
) -> None:
    problem = build_installer.macos_minimum_problem
    too_low = problem((12,), (13,))
    assert too_low is not None and "LSMinimumSystemVersion 12" in too_low and "13" in too_low
    assert problem((13,), (13,)) is None
    assert problem((14,), (13,)) is None
    assert problem((13,), None) is not None, "a Qt whose wheel names no macOS is not trusted"
    assert build_installer.version_numbers("13.0") == build_installer.version_numbers("13")
    assert build_installer.plist_minimum_macos() == (13,)


def test_inno_script_asks_for_the_windows_qt6_needs() -> None:
    text = INNO_SCRIPT.read_text("utf-8-sig")
    (min_version,) = re.findall(r"^MinVersion=(\S+)$", text, re.M)
    numbers = tuple(int(part) for part in min_version.split("."))
    assert len(numbers) == 3, "name the build: 10.0 lets in Windows 10 builds Qt 6 fails on"
    assert numbers >= QT6_MINIMUM_WINDOWS


def test_inno_script_stops_an_older_compiler_with_a_clear_error() -> None:
    text = INNO_SCRIPT.read_text("utf-8-sig")
    guard = re.search(
        r"^#if Ver < EncodeVer\((\d+), (\d+), (\d+)\)\n\s*#error (.+)\n#endif$", text, re.M
    )
    assert guard is not None
    assert tuple(map(int, guard.groups()[:3])) >= (6, 3, 0)
    assert "6.3" in guard.group(4)
    assert guard.start() < text.index("[Setup]")


@pytest.mark.parametrize(
    ("output", "expected"),
    [
        (
            "Inno Setup 6 Command-Line Compiler\nCopyright (C) 1997-2025 Jordan Russell.\n\n"
            "Compiler engine version: Inno Setup 6.4.3\n\n[ISPP] Preprocessing.\n",
            (6, 4, 3),
        ),
        ("Compiler engine version: Inno Setup 6.3.0\r\n", (6, 3, 0)),
        ("Compiler engine version: Inno Setup 6.2.2\n", (6, 2, 2)),
        ("Compiler engine version: Inno Setup 5.6.1 (u)\n", (5, 6, 1)),
        ("Compiler engine version: Inno Setup 6.7\n", (6, 7)),
        # The banner alone names only the major version: not enough to tell 6.2 from 6.3.
        ("Inno Setup 6 Command-Line Compiler\nUsage:  iscc [options] scriptfile.iss\n", None),
        ("", None),
    ],
)
def test_inno_setup_version_is_read_from_the_compilers_output(
    build_installer: ModuleType, output: str, expected: tuple[int, ...] | None
) -> None:
    assert build_installer.inno_setup_version(output) == expected


@pytest.mark.parametrize(
    ("output", "refused"),
    [
        ("Compiler engine version: Inno Setup 6.2.2\n", "Inno Setup 6.2.2"),
        ("Inno Setup 6 Command-Line Compiler\n", "could not tell"),
        ("Compiler engine version: Inno Setup 6.3.3\n", None),
        ("Compiler engine version: Inno Setup 6.5.0\n", None),
    ],
)
def test_build_refuses_an_inno_setup_older_than_6_3_before_building(
    build_installer: ModuleType,
    monkeypatch: pytest.MonkeyPatch,
    output: str,
    refused: str | None,
) -> None:
    calls: list[list[str]] = []

    def fake_run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
        calls.append(command)
        assert "[Setup]" in str(kwargs["input"]), "the probe compiles a script with output off"
        return subprocess.CompletedProcess(command, 0, stdout=output, stderr="")

    monkeypatch.setattr(build_installer.subprocess, "run", fake_run)
    if refused is None:
        build_installer.check_inno_setup("ISCC.exe")
    else:
        with pytest.raises(build_installer.BuildError, match=re.escape(refused)) as error:
            build_installer.check_inno_setup("ISCC.exe")
        assert "6.3 or newer" in str(error.value)
    assert calls == [["ISCC.exe", "/O-", "-"]]
