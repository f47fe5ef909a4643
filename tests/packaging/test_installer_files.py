"""The installers' source files, checked without building: icon, desktop entry, MIME type,
macOS Info.plist, Inno Setup script, and the table of system libraries.

The icon tests take pytest-qt's ``qapp`` so that the application object is a QApplication, as the
widget tests that run later in the same process need.
"""

from __future__ import annotations

import plistlib
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

REPO_ROOT = Path(__file__).resolve().parents[2]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
LINUX = REPO_ROOT / "packaging" / "linux"


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
    entry = (LINUX / "tractor-desktop.desktop").read_text("utf-8").splitlines()
    assert "Exec=tractor-desktop %f" in entry
    assert "Icon=tractor-desktop" in entry
    assert "MimeType=application/x-tractor-save;" in entry
    assert "Categories=Game;CardGame;" in entry


def test_desktop_file_passes_desktop_file_validate() -> None:
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate not installed (apt-get install desktop-file-utils)")
    done = subprocess.run(
        [validator, str(LINUX / "tractor-desktop.desktop")], capture_output=True, text=True
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
    plist = plistlib.loads((REPO_ROOT / "resources" / "macos" / "Info.plist").read_bytes())
    assert plist["NSHighResolutionCapable"] is True
    (document,) = plist["CFBundleDocumentTypes"]
    assert document["CFBundleTypeExtensions"] == ["tractor"]
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert exported["UTTypeIdentifier"] in document["LSItemContentTypes"]
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == ["tractor"]


def inno_sections(path: Path) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for raw in path.read_text("utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections.setdefault(current, [])
        elif current:
            sections[current].append(line)
    return sections


def test_inno_script_has_shortcuts_association_and_upgrade_cleanup() -> None:
    sections = inno_sections(REPO_ROOT / "resources" / "windows" / "tractor-desktop.iss")
    setup = "\n".join(sections["Setup"])
    assert "ChangesAssociations=yes" in setup and "AppId={{" in setup
    assert any("{autoprograms}" in line for line in sections["Icons"])
    assert any("{autodesktop}" in line and "desktopicon" in line for line in sections["Icons"])
    assert any("desktopicon" in line and "unchecked" in line for line in sections["Tasks"])
    assert any('Classes\\.tractor"' in line for line in sections["Registry"])
    assert any('""%1""' in line for line in sections["Registry"])
    assert any("{app}\\_internal" in line for line in sections["InstallDelete"])
