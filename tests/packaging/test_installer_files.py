"""The installers' source files, checked without building: icon, desktop entry, MIME type,
macOS Info.plist, Inno Setup script, the release workflow, and the table of system libraries.

The icon tests take pytest-qt's ``qapp`` so that the application object is a QApplication, as the
widget tests that run later in the same process need.
"""

from __future__ import annotations

import hashlib
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tractor_desktop.app import APPLICATION_ID
from tractor_desktop.app.translations import LANGUAGES

REPO_ROOT = Path(__file__).resolve().parents[2]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
LINUX = REPO_ROOT / "packaging" / "linux"
INNO_SCRIPT = REPO_ROOT / "resources" / "windows" / "tractor-desktop.iss"
INFO_PLIST = REPO_ROOT / "resources" / "macos" / "Info.plist"
RELEASE_WORKFLOW = REPO_ROOT / ".github" / "workflows" / "release.yml"
HOMEPAGE = "https://github.com/tractor-desktop/tractor-desktop"


def png_size(png: bytes) -> tuple[int, int]:
    assert png.startswith(PNG_SIGNATURE)
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def test_icon_renders_square_at_every_size(build_installer: ModuleType, qapp: QApplication) -> None:
    pngs = build_installer.render_pngs(build_installer.ICON_SVG, (16, 48, 512))
    for size, png in pngs.items():
        assert png_size(png) == (size, size)


def test_icon_is_opaque_in_the_middle_and_clear_in_the_corners(
    build_installer: ModuleType, qapp: QApplication
) -> None:
    image = QImage.fromData(build_installer.render_pngs(build_installer.ICON_SVG, (64,))[64])
    assert image.pixelColor(32, 32).alpha() == 255
    assert image.pixelColor(0, 0).alpha() == 0


def test_ico_lists_each_png_at_its_offset(build_installer: ModuleType, qapp: QApplication) -> None:
    pngs = build_installer.render_pngs(build_installer.ICON_SVG, (16, 256))
    ico = build_installer.ico_bytes(pngs)
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 2)
    for index, size in enumerate((16, 256)):
        entry = ico[6 + 16 * index : 22 + 16 * index]
        width, _h, _c, _r, planes, bits, length, offset = struct.unpack("<BBBBHHII", entry)
        assert width == size % 256 and planes == 1 and bits == 32
        assert ico[offset : offset + length] == pngs[size]


def test_icns_chunks_add_up_to_the_file(build_installer: ModuleType, qapp: QApplication) -> None:
    sizes = {size for _kind, size in build_installer.ICNS_TYPES}
    pngs = build_installer.render_pngs(build_installer.ICON_SVG, sizes)
    icns = build_installer.icns_bytes(pngs)
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    offset, kinds = 8, []
    while offset < len(icns):
        kind = icns[offset : offset + 4]
        (length,) = struct.unpack(">I", icns[offset + 4 : offset + 8])
        assert icns[offset + 8 : offset + 16] == PNG_SIGNATURE
        kinds.append(kind)
        offset += length
    assert offset == len(icns)
    assert kinds == [kind for kind, _size in build_installer.ICNS_TYPES]


def test_desktop_file_launches_the_game_and_opens_saves() -> None:
    entry = (LINUX / f"{APPLICATION_ID}.desktop").read_text("utf-8").splitlines()
    assert "Exec=tractor-desktop %f" in entry
    assert "Icon=tractor-desktop" in entry
    assert "MimeType=application/x-tractor-save;" in entry
    assert "Categories=Game;CardGame;" in entry


def test_desktop_file_passes_desktop_file_validate() -> None:
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate not installed (apt-get install desktop-file-utils)")
    done = subprocess.run(
        [validator, str(LINUX / f"{APPLICATION_ID}.desktop")], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "error" not in done.stdout.lower()


def test_mime_type_claims_the_tractor_extension() -> None:
    namespace = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(LINUX / "tractor-desktop-mime.xml").getroot()
    mime = root.find("m:mime-type", namespace)
    assert mime is not None and mime.get("type") == "application/x-tractor-save"
    assert [g.get("pattern") for g in mime.findall("m:glob", namespace)] == ["*.tractor"]


def test_maintainer_scripts_refresh_caches_only_where_the_tools_exist() -> None:
    for name in ("postinst", "postrm"):
        script = LINUX / name
        if sys.platform != "win32":  # no executable bit there
            assert script.stat().st_mode & 0o111, f"{name} is not executable"
        text = script.read_text("utf-8")
        assert text.startswith("#!/bin/sh\n")
        for tool in ("update-desktop-database", "update-mime-database", "gtk-update-icon-cache"):
            assert f"command -v {tool}" in text


def test_system_libraries_table_names_a_package_and_relation_per_library(
    build_installer: ModuleType,
) -> None:
    table = build_installer.system_libraries()
    assert {"libEGL.so.1", "libGL.so.1", "libfontconfig.so.1", "libxcb-cursor.so.0"} <= set(table)
    assert {relation for _package, relation in table.values()} == {"depends", "recommends"}


def test_copyright_carries_mit_and_the_qt_lgpl() -> None:
    text = (LINUX / "copyright").read_text("utf-8")
    assert text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/")
    assert "License: MIT" in text and "License: LGPL-3" in text


def test_third_party_notices_name_qt_pyside_and_python() -> None:
    text = (REPO_ROOT / "packaging" / "THIRD-PARTY-NOTICES.txt").read_text("utf-8")
    for component in ("Qt 6", "PySide6", "Python Software Foundation", "Lesser General Public"):
        assert component in text
    for license_text in ("LGPL-3.0.txt", "GPL-3.0.txt"):
        assert (REPO_ROOT / "packaging" / "licenses" / license_text).stat().st_size > 5000


def test_the_sound_libraries_bundled_are_named_with_their_licenses() -> None:
    text = (REPO_ROOT / "packaging" / "THIRD-PARTY-NOTICES.txt").read_text("utf-8")
    copyright = (LINUX / "copyright").read_text("utf-8")
    for component, license_text in (("miniaudio", "miniaudio-MIT.txt"), ("cffi", "cffi-MIT-0.txt")):
        assert component in text and license_text in text and license_text in copyright
        assert (REPO_ROOT / "packaging" / "licenses" / license_text).stat().st_size > 500


def test_macos_plist_declares_the_save_type_and_high_resolution() -> None:
    plist = plistlib.loads(INFO_PLIST.read_bytes())
    assert plist["NSHighResolutionCapable"] is True
    (document,) = plist["CFBundleDocumentTypes"]
    assert document["CFBundleTypeExtensions"] == ["tractor"]
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert exported["UTTypeIdentifier"] in document["LSItemContentTypes"]
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == ["tractor"]


def test_macos_plist_declares_the_game_languages_for_the_native_menus() -> None:
    """Apple language IDs: the game's zh_CN is zh-Hans; the others are the same codes."""
    plist = plistlib.loads(INFO_PLIST.read_bytes())
    wanted = [APPLE_LANGUAGE_IDS.get(code, code) for code in LANGUAGES]
    assert plist["CFBundleLocalizations"] == wanted
    assert plist["CFBundleDevelopmentRegion"] == "en"
    for language_id in wanted:
        assert re.fullmatch(r"[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?", language_id), language_id


APPLE_LANGUAGE_IDS = {"zh_CN": "zh-Hans"}
# The game's languages in the Inno Setup script: its language name and messages file. Every
# Inno Setup 6 installs these in its Languages folder ...
INNO_SHIPPED = {
    "en": ("english", "compiler:Default.isl"),
    "hy": ("armenian", "compiler:Languages\\Armenian.isl"),
    "nl": ("dutch", "compiler:Languages\\Dutch.isl"),
}
# ... and these are user-contributed translations it does not install (Chinese Simplified became
# official only lately): the script takes each only when the compiler has it.
INNO_IF_THE_COMPILER_HAS_THEM = {
    "el": ("greek", "Greek.isl"),
    "bs": ("bosnian", "Bosnian.isl"),
    "mr": ("marathi", "Marathi.isl"),
    "zh_CN": ("chinesesimplified", "ChineseSimplified.isl"),
}
# Custom messages every Inno Setup messages file (Default.isl and its translations) defines.
INNO_STANDARD_CUSTOM_MESSAGES = {
    "NameAndVersion",
    "AdditionalIcons",
    "CreateDesktopIcon",
    "CreateQuickLaunchIcon",
    "ProgramOnTheWeb",
    "UninstallProgram",
    "LaunchProgram",
    "AssocFileExtension",
    "AssocingFileExtension",
    "AutoStartProgramGroupDescription",
    "AutoStartProgram",
    "AddonHostProgramNotFound",
}


def inno_lines(path: Path) -> list[tuple[str, str, str | None]]:
    """(section, line, the ``#if`` condition around it or None) of each entry of the script."""
    entries: list[tuple[str, str, str | None]] = []
    section, condition = "", None
    for raw in path.read_text("utf-8-sig").splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("#if "):
            assert condition is None, f"nested #if: {line}"
            condition = line.removeprefix("#if ").strip()
        elif line == "#endif":
            condition = None
        elif line.startswith("#"):
            continue
        elif line.startswith("[") and line.endswith("]"):
            assert condition is None, f"section {line} inside #if {condition}"
            section = line[1:-1]
        elif section:
            entries.append((section, line, condition))
    return entries


def inno_sections(path: Path) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    for section, line, _condition in inno_lines(path):
        sections.setdefault(section, []).append(line)
    return sections


def inno_defines(path: Path) -> dict[str, str]:
    """The preprocessor's ``#define Name value`` lines."""
    found = re.findall(r"^#define (\w+) (.+)$", path.read_text("utf-8-sig"), re.M)
    return {name: value.strip() for name, value in found}


def inno_parameters(line: str) -> dict[str, str]:
    """``Name: "x"; Flags: a b`` -> {"Name": "x", "Flags": "a b"} (quotes doubled inside)."""
    found = re.findall(r'(\w+):\s*("(?:[^"]|"")*"|[^;]*)', line)
    return {key: value.strip().strip('"') for key, value in found}


def inno_languages() -> dict[str, tuple[str, str | None]]:
    """Language name -> (messages file, its condition)."""
    languages = {}
    for section, line, condition in inno_lines(INNO_SCRIPT):
        if section == "Languages":
            parameters = inno_parameters(line)
            languages[parameters["Name"]] = (parameters["MessagesFile"], condition)
    return languages


def inno_custom_messages() -> dict[str, dict[str, tuple[str, str | None]]]:
    """Language name -> {key: (text, its condition)} of [CustomMessages]."""
    messages: dict[str, dict[str, tuple[str, str | None]]] = {}
    for section, line, condition in inno_lines(INNO_SCRIPT):
        if section == "CustomMessages":
            name, text = line.split("=", 1)
            language, dot, key = name.partition(".")
            assert dot, f"{name}: give each custom message its language"
            messages.setdefault(language, {})[key] = (text, condition)
    return messages


def test_inno_script_has_shortcuts_association_and_upgrade_cleanup() -> None:
    sections = inno_sections(INNO_SCRIPT)
    setup = "\n".join(sections["Setup"])
    assert "ChangesAssociations=yes" in setup and "AppId={{" in setup
    assert any("{autoprograms}" in line for line in sections["Icons"])
    assert any("{autodesktop}" in line and "desktopicon" in line for line in sections["Icons"])
    assert any("desktopicon" in line and "unchecked" in line for line in sections["Tasks"])
    assert any('Classes\\.tractor"' in line for line in sections["Registry"])
    assert any('""%1""' in line for line in sections["Registry"])
    assert any("{app}\\_internal" in line for line in sections["InstallDelete"])


def test_inno_script_is_utf8_with_a_byte_order_mark() -> None:
    """Inno Setup before 6.3 reads a script without one in the system's ANSI code page."""
    data = INNO_SCRIPT.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    data.decode("utf-8")


def test_inno_script_speaks_each_game_language_that_inno_setup_ships() -> None:
    assert set(INNO_SHIPPED) | set(INNO_IF_THE_COMPILER_HAS_THEM) == set(LANGUAGES)
    languages = inno_languages()
    defines = inno_defines(INNO_SCRIPT)
    for name, messages_file in INNO_SHIPPED.values():
        assert languages[name] == (messages_file, None)
    for name, isl in INNO_IF_THE_COMPILER_HAS_THEM.values():
        messages_file, condition = languages[name]
        assert messages_file == f"compiler:Languages\\{isl}"
        assert condition is not None, f"{name}: not every Inno Setup 6 has {isl}"
        assert defines[condition] == f'FileExists(CompilerPath + "Languages\\{isl}")'
    assert len(languages) == len(LANGUAGES)


def test_inno_custom_messages_are_defined_in_every_language_under_its_condition() -> None:
    languages = inno_languages()
    messages = inno_custom_messages()
    assert set(messages) == set(languages)
    keys = set(messages["english"])
    assert keys, "no [CustomMessages]"
    for language, (_messages_file, condition) in languages.items():
        assert set(messages[language]) == keys, language
        for key, (text, message_condition) in messages[language].items():
            assert message_condition == condition, f"{language}.{key} outside #if {condition}"
            english = messages["english"][key][0]
            assert text.strip(), f"{language}.{key} is empty"
            placeholders = sorted(re.findall(r"%\d", text))
            assert placeholders == sorted(re.findall(r"%\d", english)), f"{language}.{key}"
            assert language == "english" or text != english, f"{language}.{key} is untranslated"
    used = set(re.findall(r"\{cm:(\w+)", INNO_SCRIPT.read_text("utf-8-sig")))
    assert keys <= used, f"defined but not used: {keys - used}"
    assert used <= keys | INNO_STANDARD_CUSTOM_MESSAGES, f"not defined: {used - keys}"


def test_inno_script_shows_no_untranslated_words() -> None:
    """Task labels and the shortcut's comment are custom messages, not English literals."""
    custom_message = re.compile(r"\{cm:\w+(,.*)?\}")
    for section, line, _condition in inno_lines(INNO_SCRIPT):
        parameters = inno_parameters(line)
        if section == "Tasks":
            assert custom_message.fullmatch(parameters["Description"]), line
            assert custom_message.fullmatch(parameters["GroupDescription"]), line
        if section == "Icons" and "Comment" in parameters:
            assert custom_message.fullmatch(parameters["Comment"]), line


def test_inno_file_association_is_written_only_when_its_task_is_ticked() -> None:
    sections = inno_sections(INNO_SCRIPT)
    assert any(inno_parameters(line)["Name"] == "association" for line in sections["Tasks"])
    supported_types = [line for line in sections["Registry"] if "SupportedTypes" in line]
    assert supported_types, "no SupportedTypes entry"
    for line in sections["Registry"]:
        assert inno_parameters(line).get("Tasks") == "association", line


def test_inno_script_names_the_homepage_for_support_and_updates() -> None:
    assert inno_defines(INNO_SCRIPT)["AppHomepage"] == f'"{HOMEPAGE}"'
    setup = dict(line.split("=", 1) for line in inno_sections(INNO_SCRIPT)["Setup"])
    assert setup["AppPublisherURL"] == "{#AppHomepage}"
    assert setup["AppSupportURL"] == "{#AppHomepage}/issues"
    assert setup["AppUpdatesURL"] == "{#AppHomepage}/releases"
    # The game names its homepage too (in its About box): the same one.
    app = (REPO_ROOT / "tractor_desktop" / "app" / "__init__.py").read_text("utf-8")
    for url in re.findall(r'"(https://github\.com/[^"]+)"', app):
        assert url == HOMEPAGE


def workflow_job(text: str, job: str) -> str:
    """The lines of one job of a workflow (jobs are indented by two spaces)."""
    match = re.search(rf"^  {job}:\n((?:    .*\n|\n)*)", text, re.M)
    assert match is not None, f"no job {job}"
    return match.group(1)


def test_release_builds_the_dmg_for_intel_and_apple_silicon() -> None:
    macos = workflow_job(RELEASE_WORKFLOW.read_text("utf-8"), "macos")
    runners = dict(re.findall(r"- runner: (\S+)\n\s+arch: (\S+)", macos))
    assert sorted(runners.values()) == ["arm64", "x86_64"]
    assert "macos-13" not in runners, "GitHub retired the macos-13 runners"
    assert "runs-on: ${{ matrix.runner }}" in macos
    assert "dist/TractorDesktop-*-macos-${{ matrix.arch }}.dmg" in macos
    assert "name: installers-macos-${{ matrix.arch }}" in macos


def test_release_publishes_sha256sums_of_every_installer() -> None:
    text = RELEASE_WORKFLOW.read_text("utf-8")
    publish = workflow_job(text, "publish")
    assert re.search(r"needs: \[linux, windows, macos\]", publish)
    command = re.search(r"sha256sum -- (.+) > SHA256SUMS$", publish, re.M)
    assert command is not None, "no SHA256SUMS"
    patterns = command.group(1).split()
    for pattern in ("*.deb", "*.tar.gz", "*.exe", "*-macos-x86_64.dmg", "*-macos-arm64.dmg"):
        assert pattern in patterns
    assert "sha256sum --check --strict SHA256SUMS" in publish
    # SHA256SUMS is written among the installers, all of which are attached.
    assert "working-directory: installers" in publish
    assert re.search(r"files: \|\n\s+installers/\*\n", publish)


def test_build_writes_sha256sums_of_the_installer_files(
    build_installer: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(build_installer, "CHECKSUMS", tmp_path / "SHA256SUMS")
    installers = [tmp_path / "b-setup.exe", tmp_path / "a.dmg"]
    for index, installer in enumerate(installers):
        installer.write_bytes(bytes([index]) * 1000)
    app = tmp_path / "Tractor Desktop.app"
    app.mkdir()
    sums = build_installer.write_checksums([*installers, app])
    expected = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in installers}
    assert sums == expected
    text = (tmp_path / "SHA256SUMS").read_bytes().decode()
    assert text == "".join(f"{expected[name]}  {name}\n" for name in ("a.dmg", "b-setup.exe"))
    checker = shutil.which("sha256sum")
    if checker:
        done = subprocess.run([checker, "--check", "--strict", "SHA256SUMS"], cwd=tmp_path)
        assert done.returncode == 0
    assert build_installer.write_checksums([app]) == {}
    assert not (tmp_path / "SHA256SUMS").exists(), "a stale SHA256SUMS stayed"


def test_dmg_is_named_after_the_frozen_executables_architecture(
    build_installer: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    executable = tmp_path / "tractor-desktop"
    executable.write_bytes(b"")
    monkeypatch.setattr(build_installer, "frozen_executable", lambda: executable)
    monkeypatch.setattr(build_installer.shutil, "which", lambda name, **_: f"/usr/bin/{name}")
    for archs, expected in (
        ("arm64\n", "arm64"),
        ("x86_64\n", "x86_64"),
        ("x86_64 arm64\n", "universal2"),
    ):
        done = subprocess.CompletedProcess(["lipo"], 0, stdout=archs, stderr="")
        monkeypatch.setattr(build_installer, "run", lambda command, done=done: done)
        assert build_installer.macos_architecture() == expected
    monkeypatch.setattr(build_installer.shutil, "which", lambda name, **_: None)
    assert build_installer.macos_architecture() == build_installer.platform.machine()
