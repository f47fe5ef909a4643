"""Every language is complete, keeps its placeholders, is compiled, and changes what is shown."""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tractor_desktop.app import translations
from tractor_desktop.app.translations import LANGUAGES, QM_FOLDER, TS_FOLDER

PLACEHOLDER = re.compile(r"%(?:\d+|n)")


def ts_file(code: str) -> Path:
    return TS_FOLDER / f"tractor_desktop_{code}.ts"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_message_is_translated_with_its_placeholders(code: str) -> None:
    root = ET.parse(ts_file(code)).getroot()
    assert (root.get("language") or "").split("_")[0] == code.split("_")[0]
    messages = root.findall(".//message")
    assert len(messages) > 200
    for message in messages:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), source
        forms = [f.text or "" for f in translation.findall("numerusform")] or [
            translation.text or ""
        ]
        for form in forms:
            assert form.strip(), f"{code}: empty translation of {source!r}"
            assert set(PLACEHOLDER.findall(form)) == set(PLACEHOLDER.findall(source)), (
                f"{code}: placeholders differ in {source!r} → {form!r}"
            )


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_compiled_translation_is_up_to_date(code: str, tmp_path: Path) -> None:
    built = tmp_path / f"{code}.qm"
    lrelease = translations._tool("pyside6-lrelease")
    subprocess.run([lrelease, "-silent", str(ts_file(code)), "-qm", str(built)], check=True)
    shipped = QM_FOLDER / f"tractor_desktop_{code}.qm"
    assert shipped.exists(), "run: python -m tractor_desktop.app.translations --compile"
    assert shipped.read_bytes() == built.read_bytes()


def messages(path: Path) -> set[tuple[str | None, str | None]]:
    return {
        (context.findtext("name"), message.findtext("source"))
        for context in ET.parse(path).getroot().findall("context")
        for message in context.findall("message")
        if message.find("translation") is None
        or message.find("translation").get("type") not in ("obsolete", "vanished")  # type: ignore[union-attr]
    }


def test_every_string_in_the_code_is_in_every_translation(tmp_path: Path) -> None:
    """Strings added to the code must reach the .ts files (run --update, then translate)."""
    fresh = tmp_path / "fresh.ts"
    lupdate = translations._tool("pyside6-lupdate")
    subprocess.run(
        [lupdate, *translations.sources(), "-ts", str(fresh)], check=True, capture_output=True
    )
    wanted = messages(fresh)
    for code in LANGUAGES:
        assert messages(ts_file(code)) == wanted, code


def test_switching_language_changes_the_visible_text(qapp: QApplication) -> None:  # type: ignore[no-untyped-def]
    from tractor_desktop.ui.main_window import MainWindow

    texts = {}
    try:
        for code in ("en", "el", "zh_CN"):
            assert translations.install(qapp, code) == code
            window = MainWindow()
            texts[code] = [a.text() for a in window.menuBar().actions()]
            window.close()
    finally:
        translations.install(qapp, "en")
    assert texts["en"][0] == "&Game"
    assert texts["el"] != texts["en"] and texts["zh_CN"] != texts["en"]


@pytest.mark.parametrize("code", sorted(set(translations.LANGUAGES) - {"en"}))
def test_qt_own_buttons_and_dialogs_speak_the_language(qapp: QApplication, code: str) -> None:  # type: ignore[no-untyped-def]
    """OK, Cancel, Close, Yes and No, and the colour dialog's words: from Qt's own translation
    where PySide6 ships one, else from the game's."""
    from PySide6.QtWidgets import QColorDialog, QDialogButtonBox, QMessageBox

    from tractor_desktop.app.qt_strings import QT_STRINGS

    buttons = (
        QDialogButtonBox.StandardButton.Ok
        | QDialogButtonBox.StandardButton.Cancel
        | QDialogButtonBox.StandardButton.Close
    )
    try:
        translations.install(qapp, code)
        box = QDialogButtonBox(buttons)
        shown = [b.text() for b in box.buttons()]
        question = QMessageBox()
        question.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        shown += [b.text() for b in question.buttons()]
        title = QColorDialog().windowTitle()
    finally:
        translations.install(qapp, "en")
    # ("OK" is Dutch too.)
    assert not {"Cancel", "Close", "&Yes", "&No"} & set(shown)
    assert title != "Select Color"
    # Each of them is in the game's translations (the test above checks they are translated).
    messages = {
        (context.findtext("name"), message.findtext("source"))
        for context in ET.parse(ts_file(code)).getroot().iter("context")
        for message in context.iter("message")
    }
    assert set(QT_STRINGS) <= messages


# The game's name in each language (inflected forms start with it); "Tractor Desktop" is the
# program's name and stays as it is.
GAME_NAME = {
    "en": "Tractor",
    "el": "Tractor",
    "bs": "Traktor",
    "hy": "Տրակտոր",
    "nl": "Tractor",
    "mr": "ट्रॅक्टर",
    "zh_CN": "拖拉机",
}
NAMES_THE_GAME = re.compile(r"\bTractor\b(?! Desktop)")


def translated(code: str) -> list[tuple[str | None, str, list[str]]]:
    """(context, source, forms) of every finished message of a language."""
    found = []
    for context in ET.parse(ts_file(code)).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") is not None:
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")]
            found.append(
                (
                    context.findtext("name"),
                    message.findtext("source") or "",
                    forms or [translation.text or ""],
                )
            )
    return found


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_each_language_names_the_game_one_way(code: str) -> None:
    """Not "Tractor" in one window and "Traktor" in the next."""
    naming = [
        (source, form)
        for _, source, forms in translated(code)
        for form in forms
        if NAMES_THE_GAME.search(source)
    ]
    assert len(naming) >= 6  # the welcome, the window title, the file filters, the rules
    assert [(s, f) for s, f in naming if GAME_NAME[code] not in f] == []
    if GAME_NAME[code] != "Tractor":
        stray = [
            form
            for _, _, forms in translated(code)
            for form in forms
            if NAMES_THE_GAME.search(form)
        ]
        assert stray == []


def test_greek_animation_is_not_the_games_move() -> None:
    """κίνηση is a move in the game; the cards' animation is εφέ κίνησης, its "Off" too."""
    animation = {
        ("MainWindow", "Animation &speed"),
        ("SettingsDialog", "Animation speed"),
        ("MainWindow", "Off"),
        ("settings", "Off"),
    }
    shown = {(c, s): forms[0] for c, s, forms in translated("el") if (c, s) in animation}
    assert set(shown) == animation
    assert all("εφέ κίνησης" in text for text in shown.values()), shown


def test_dutch_card_names_are_one_word(qapp: QApplication) -> None:  # type: ignore[no-untyped-def]
    """hartenvrouw and schoppenaas, but harten 10: a number stays apart."""
    from tractor_desktop.ui.names import card_name

    codes = ("QH", "AS", "JC", "KD", "10H", "2S")
    try:
        translations.install(qapp, "nl")
        dutch = [card_name(code) for code in codes]
        translations.install(qapp, "en")
        english = [card_name(code) for code in codes]
    finally:
        translations.install(qapp, "en")
    assert dutch == [
        "hartenvrouw",
        "schoppenaas",
        "klaverenboer",
        "ruitenkoning",
        "harten 10",
        "schoppen 2",
    ]
    assert english[0] == "Queen of hearts" and english[4] == "10 of hearts"
