"""The Linux desktop integration's source files, checked without building: the AppStream
metainfo, the desktop entry and the MIME type agree with the game's id, homepage and version
(tractor_desktop/app/__init__.py, tractor_desktop/__init__.py) and speak the game's languages; the
document icon, the manual page, the lintian overrides, and the .deb's maintainer and changelog.
"""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tractor_desktop import __version__
from tractor_desktop.app import APPLICATION_ID, APPLICATION_NAME, HOMEPAGE
from tractor_desktop.app.translations import LANGUAGES

REPO_ROOT = Path(__file__).resolve().parents[2]
LINUX = REPO_ROOT / "packaging" / "linux"
DESKTOP_FILE = LINUX / f"{APPLICATION_ID}.desktop"
METAINFO = LINUX / f"{APPLICATION_ID}.metainfo.xml"
MIME_XML = LINUX / "tractor-desktop-mime.xml"
MIME_NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
TRANSLATED = sorted(set(LANGUAGES) - {"en"})


def desktop_entry() -> dict[str, str]:
    lines = DESKTOP_FILE.read_text("utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def test_the_id_and_homepage_are_the_games_everywhere(build_installer: ModuleType) -> None:
    assert re.fullmatch(r"[a-z]+(\.[A-Za-z_][A-Za-z0-9_]*){2,}", APPLICATION_ID)
    assert build_installer.app_id() == APPLICATION_ID
    assert build_installer.homepage() == HOMEPAGE
    assert build_installer.desktop_file() == DESKTOP_FILE and DESKTOP_FILE.is_file()
    assert build_installer.metainfo_file() == METAINFO and METAINFO.is_file()
    component = metainfo()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == APPLICATION_ID
    assert component.findtext("launchable[@type='desktop-id']") == DESKTOP_FILE.name
    assert component.findtext("url[@type='homepage']") == HOMEPAGE
    assert component.findtext("url[@type='bugtracker']") == f"{HOMEPAGE}/issues"


def test_the_game_names_its_window_after_the_desktop_entry(qapp: QApplication) -> None:
    from tractor_desktop.ui.application import configure_application

    configure_application(qapp)
    assert QApplication.desktopFileName() == APPLICATION_ID


def test_metainfo_releases_start_with_the_current_version() -> None:
    releases = metainfo().findall("releases/release")
    assert releases and releases[0].get("version") == __version__
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date", ""))


def test_metainfo_describes_a_game_that_plays_offline_and_over_the_network() -> None:
    component = metainfo()
    assert component.findtext("project_license") == "MIT"
    assert component.findtext("metadata_license") in {"FSFAP", "CC0-1.0", "MIT"}
    assert component.findtext("developer_name")
    rating = component.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1" and len(rating) == 0
    supports = component.find("supports")
    assert supports is not None
    assert {c.text for c in supports.iterfind("control")} == {"keyboard", "pointing"}
    # AppStream: offline-only in <supports> is "explicitly supports running offline (but may
    # also be able to use online features)"; in <requires> it would say "never uses the
    # internet", which a game with network tables does not promise.
    assert supports.findtext("internet") == "offline-only"
    for relation in ("requires", "recommends"):
        assert component.find(f"{relation}/internet") is None, relation
    assert component.findtext("provides/binary") == APPLICATION_NAME
    assert component.findtext("provides/mediatype") == "application/x-tractor-save"
    description = " ".join(
        "".join(e.itertext())
        for e in component.iterfind("description/*")
        if XML_LANG not in e.attrib
    )
    for words in (
        "three computer players",
        "offline",
        "over the network",
        "local network",
        "server",
        "Seven languages",
        "resume",
        "guided",
    ):
        assert words in description, words
    assert "no network" not in description and "entirely offline" not in description


NETWORK_WORDS = {
    "bs": ("preko mreže", ("bez mrežne veze",)),
    "el": ("μέσω δικτύου", ("χωρίς δίκτυο",)),
    "hy": ("ցանցով", ("ոչ ցանցային կապ",)),
    "mr": ("नेटवर्कवरून", ("नेटवर्क जोडणी नाही",)),
    "nl": ("via het netwerk", ("geen netwerkverbinding",)),
    "zh_CN": ("通过网络", ("无需联网",)),
}
"""Per language: the words the description says network play with, and the old claim that
there is no network (untrue since tables can be played over the network)."""


def translated_description(language: str) -> str:
    return " ".join(
        "".join(e.itertext())
        for e in metainfo().iterfind("description//*")
        if e.get(XML_LANG) == language
    )


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_translation_of_the_metainfo_tells_of_network_play(language: str) -> None:
    said, untrue = NETWORK_WORDS[language]
    description = translated_description(language)
    assert said in description
    for claim in untrue:
        assert claim not in description


def about_text() -> str:
    from tractor_desktop.ui.dialogs import ABOUT_HTML

    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", ABOUT_HTML))


def test_every_description_of_the_game_says_the_same_about_the_network(
    build_installer: ModuleType,
) -> None:
    """The metainfo, the .deb, the Python package, the About box and --help: offline against
    the computer, or with friends over the network; none says there is no network."""
    import tomllib

    from tractor_desktop.__main__ import parse_args

    english = " ".join(
        "".join(e.itertext())
        for e in metainfo().iterfind("description/p")
        if XML_LANG not in e.attrib
    )
    project = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    with pytest.raises(SystemExit), _captured_stdout() as help_text:
        parse_args(["--help"])
    texts = {
        "metainfo": english,
        "deb": build_installer.DEB_DESCRIPTION,
        "pyproject": project["description"],
        "about": about_text(),
        "help": help_text.getvalue(),
    }
    for where, text in texts.items():
        flat = " ".join(text.split())
        assert "offline" in flat and "over the network" in flat, where
        assert "no network" not in flat and "offline-only" not in flat, where


def _captured_stdout() -> contextlib.redirect_stdout[io.StringIO]:
    return contextlib.redirect_stdout(io.StringIO())


NUMBER_WORDS = {
    5: {
        "en": "five",
        "bs": "pet",
        "el": "πέντε",
        "hy": "հինգ",
        "mr": "पाच",
        "nl": "vijf",
        "zh_CN": "五",
    }
}
"""How many levels the computer players have, in each language's words (a new level count
needs its words here: the test then says so)."""


def test_metainfo_counts_the_levels_the_game_has_in_every_language() -> None:
    from tractor_desktop.ai.players import LEVELS

    words = NUMBER_WORDS[len(LEVELS)]
    items = list(metainfo().iterfind("description/ul/li"))
    levels = [
        i for i, e in enumerate(items) if "level" in (e.text or "") and XML_LANG not in e.attrib
    ]
    assert len(levels) == 1
    english = items[levels[0]].text or ""
    assert f"{words['en']} levels" in english
    assert LEVELS[0] in english and LEVELS[-1] in english  # from the weakest to the strongest
    following = items[levels[0] + 1 : levels[0] + 1 + len(TRANSLATED)]
    by_language = {e.get(XML_LANG): e.text or "" for e in following}
    assert set(by_language) == set(TRANSLATED)
    for language, text in by_language.items():
        assert words[language] in text, language


def test_metainfo_says_trick_in_chinese_as_the_game_does() -> None:
    """The game's Chinese names a trick 轮 (its .ts); the store's text must not call it 墩."""
    ts = ET.parse(REPO_ROOT / "resources" / "translations" / "tractor_desktop_zh_CN.ts")
    shown = [
        m.findtext("translation") or ""
        for m in ts.getroot().iter("message")
        if m.findtext("source") == "Show the last trick"
    ]
    assert shown and all("轮" in text for text in shown)
    chinese = translated_description("zh_CN") + " ".join(
        c.text or "" for c in metainfo().iterfind("screenshots/screenshot/caption")
    )
    assert "墩" not in chinese and "轮" in chinese


def test_metainfo_screenshots_are_files_of_the_repository(build_installer: ModuleType) -> None:
    raw = build_installer.repository_raw_url()
    assert raw.startswith("https://raw.githubusercontent.com/") and raw.endswith("/main/")
    images = metainfo().findall("screenshots/screenshot/image")
    assert 1 <= len(images) <= 4
    for image in images:
        address = (image.text or "").strip()
        assert address.startswith(raw), address
        picture = QImage(str(REPO_ROOT / address[len(raw) :]))
        assert not picture.isNull(), address
        assert (picture.width(), picture.height()) == (
            int(image.get("width", 0)),
            int(image.get("height", 0)),
        )


def test_metainfo_passes_appstreamcli_validate() -> None:
    validator = shutil.which("appstreamcli")
    if validator is None:
        pytest.skip("appstreamcli not installed (apt-get install appstream)")
    done = subprocess.run(
        [validator, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_language_of_the_game_has_the_linux_texts(language: str) -> None:
    entry = desktop_entry()
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        assert entry.get(f"{key}[{language}]"), f"{key}[{language}]"
    assert entry[f"Keywords[{language}]"].endswith(";")
    mime = ET.parse(MIME_XML).getroot().find("m:mime-type", MIME_NS)
    assert mime is not None
    comments = {c.get(XML_LANG): c.text for c in mime.findall("m:comment", MIME_NS)}
    assert comments.get(language), language
    component = metainfo()
    summaries = {s.get(XML_LANG): s.text for s in component.findall("summary")}
    assert summaries.get(language), language
    english = [e for e in component.iterfind("description//*") if XML_LANG not in e.attrib]
    translated = [e for e in component.iterfind("description//*") if e.get(XML_LANG) == language]
    assert len(translated) == len([e for e in english if e.tag in {"p", "li"}]), language


def test_desktop_entry_and_metainfo_name_the_same_command_and_type() -> None:
    entry = desktop_entry()
    assert entry["Exec"].split()[0] == entry["TryExec"] == APPLICATION_NAME
    assert entry["MimeType"] == "application/x-tractor-save;"
    assert entry["Icon"] == APPLICATION_NAME


def test_mime_type_has_its_own_document_icon(
    build_installer: ModuleType, qapp: QApplication
) -> None:
    mime = ET.parse(MIME_XML).getroot().find("m:mime-type", MIME_NS)
    assert mime is not None
    icon = mime.find("m:icon", MIME_NS)
    assert icon is not None and icon.get("name") == build_installer.DOCUMENT_ICON_NAME
    assert mime.find("m:generic-icon", MIME_NS) is not None
    svg = build_installer.DOCUMENT_ICON_SVG
    assert svg.is_file() and svg.name == "application-x-tractor-save.svg"
    image = QImage.fromData(build_installer.render_pngs(svg, (64,))[64])
    assert image.pixelColor(32, 40).alpha() == 255  # the sheet
    assert image.pixelColor(1, 1).alpha() == 0  # around it


def test_manual_page_is_in_section_6_and_names_every_option() -> None:
    page = (LINUX / "tractor-desktop.6").read_text("utf-8")
    assert re.search(r"^\.TH TRACTOR-DESKTOP 6 ", page, re.M)
    source = (REPO_ROOT / "tractor_desktop" / "__main__.py").read_text("utf-8")
    options = set(re.findall(r'"(--[a-z][a-z-]*)"', source)) - {"--ai-child"}
    assert "--self-test" in options
    for option in options:
        assert option.replace("-", r"\-") in page, option
    man = shutil.which("man")
    if man is None:
        pytest.skip("man not installed: the page's roff is not checked")
    done = subprocess.run(
        [man, "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", str(LINUX / "tractor-desktop.6")],
        capture_output=True,
        text=True,
        env={"LC_ALL": "C.UTF-8", "MANWIDTH": "80", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0 and not done.stderr.strip(), done.stderr


def test_every_lintian_override_says_why() -> None:
    lines = (LINUX / "lintian-overrides").read_text("utf-8").splitlines()
    overrides = [i for i, line in enumerate(lines) if line and not line.startswith("#")]
    assert overrides
    for index in overrides:
        above = lines[:index]
        while above and not above[-1].startswith("#"):
            assert above[-1] and not above[-1].startswith(" "), lines[index]
            above.pop()
        assert above, f"no comment above: {lines[index]}"


def test_release_build_refuses_the_fallback_maintainer(
    build_installer: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DEBFULLNAME", raising=False)
    monkeypatch.delenv("DEBEMAIL", raising=False)
    with pytest.raises(build_installer.BuildError, match="DEBFULLNAME"):
        build_installer.deb_maintainer(release=True)
    local = build_installer.deb_maintainer(release=False)
    assert local.endswith(".invalid>") and "local build" in local
    monkeypatch.setenv("DEBEMAIL", "ana@example.org")
    with pytest.raises(build_installer.BuildError):
        build_installer.deb_maintainer(release=True)  # a name is needed too
    monkeypatch.setenv("DEBFULLNAME", "Ana Li")
    assert build_installer.deb_maintainer(release=True) == "Ana Li <ana@example.org>"
    monkeypatch.delenv("DEBFULLNAME")
    monkeypatch.setenv("DEBEMAIL", "Bo Chen <bo@example.org>")
    assert build_installer.deb_maintainer(release=True) == "Bo Chen <bo@example.org>"


def test_changelog_ends_with_its_trailer(
    build_installer: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1796126400")
    text = build_installer.deb_changelog("Ana Li <ana@example.org>")
    first, *_, last = text.splitlines()
    assert first == f"tractor-desktop ({__version__}) stable; urgency=medium"
    assert last == " -- Ana Li <ana@example.org>  Tue, 01 Dec 2026 12:00:00 +0000"
