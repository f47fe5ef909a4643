"""The player's preferences, kept with QSettings in an INI file that carries a version key.

A missing, unreadable or hand-edited file never stops the game: every value that cannot be read
falls back to its default, and ``load`` says so in a notice. Only a regular file of a sane size
is ever opened, so a FIFO or a device in its place cannot block the start.

Over 450 lines, on purpose for now: the defensive reader of each value sits beside the key it
reads and writes (``_values``), so that a setting added is read, checked and written in one
place; the readers could move to a module of their own if the file grows again.
"""

from __future__ import annotations

import dataclasses
import datetime
import logging
import os
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings

from tractor_desktop.ai.players import LEVELS as LEVELS  # the UI gets the levels from here
from tractor_desktop.app.paths import settings_path
from tractor_desktop.app.safe_read import is_regular_or_missing
from tractor_desktop.app.translations import LANGUAGES
from tractor_desktop.engine.options import RuleOptions

VERSION = 1
SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "off": 0.0}
CARD_SIZES = ("small", "normal", "large")
MAX_RECENT = 8
MAX_BYTES = 256 * 1024
"""Far above any settings file the game writes (about 1 KB)."""
MAX_PATH = 4096
WHOLE_NUMBER = re.compile(r"-?[0-9]{1,9}")
BASE64 = re.compile(r"[A-Za-z0-9+/]+={0,2}")
MAX_BLOB = 8192
SETTINGS_TABS = 4
MAX_NET_NAME = 24
"""A name at a network table: the server's limit (``net.protocol.MAX_NAME``)."""
MAX_NET_ADDRESS = 300
"""A host name is at most 253 characters; with brackets, a port and ``ws://`` well under this."""
ROOM_CODE = re.compile(r"[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}")
"""A table's code as ``net.protocol`` makes them (that module is not imported with the app)."""
"""ASCII digits only: ``str.isdigit`` also accepts "²", which ``int`` refuses."""
DEFAULT_NAMES = ("You", "East", "North", "West")
"""The players' names until the player types others: kept in English, shown translated."""
MAX_NAME = 40
"""A seat's name in the settings (the settings dialog's field holds as many)."""
NAMED_PROBLEMS = 6
"""A notice names this many settings that were reset, and counts the rest."""

log = logging.getLogger(__name__)


def clean_name(text: str, limit: int) -> str:
    """A player's name as one line of visible text: control and other invisible characters
    (a NUL, a bidi override) dropped, every run of white space (a tab, a line break) one
    space, cut to ``limit``. Every place a name is read goes through this one function: the
    settings file, the settings dialog, a network table's name field."""
    kept = "".join(c if c.isprintable() else " " if c.isspace() else "" for c in text)
    return " ".join(kept.split())[:limit]


def _holds_control(text: str) -> bool:
    """Whether ``text`` holds a character ``clean_name`` would drop or turn into a space,
    other than a plain space: a file edited by hand (or by a hostile program)."""
    return not text.replace(" ", "").isprintable()


@dataclasses.dataclass
class Preferences:
    rules: RuleOptions = dataclasses.field(default_factory=RuleOptions)
    names: list[str] = dataclasses.field(default_factory=lambda: list(DEFAULT_NAMES))
    levels: list[str] = dataclasses.field(default_factory=lambda: ["normal"] * 3)
    """Computer players' levels for seats 1, 2 and 3."""
    speed: str = "normal"
    card_size: str = "normal"
    four_colour: bool = False
    back_colour: str = "#1f5f8b"
    confirm_play: bool = False
    show_hints: bool = True
    autoplay_forced: bool = True
    pause_to_declare: bool = True
    """The draw holds a moment when the player can first declare (for those new to it)."""
    take_backs: bool = True
    """Whether the player may take back their own last move against the computer players."""
    card_memory: bool = False
    """Whether the card memory (what has been played, who is void) is shown."""
    history: bool = False
    """Whether the history (the round's tricks, the score sheet) is shown beside the table."""
    sound: bool = True
    volume: int = 70
    """Sound volume, 0 to 100."""
    language: str = ""
    """"" follows the system locale."""
    recent: list[str] = dataclasses.field(default_factory=list)
    window_geometry: str = ""
    """The main window's size and place (Qt's saveGeometry, base64); "" lets Qt choose."""
    window_state: str = ""
    """The history dock's place and visibility (Qt's saveState, base64)."""
    settings_tab: int = 0
    """The settings dialog opens on the tab last used."""
    welcomed: bool = False
    """The welcome was shown (on the first start only)."""
    net_name: str = ""
    """The player's name at network tables ("" until one is typed in Host or Join)."""
    net_address: str = ""
    """The last table's address as typed in Join (host, host:port, [v6]:port)."""
    net_room: str = ""
    """The last table's code, in canonical form, or ""."""

    def seat_levels(self) -> list[str]:
        return ["human", *self.levels]

    def remember(self, path: str) -> None:
        """Put a file first in the recent games, once, by its absolute canonical path."""
        canonical = canonical_path(path)
        self.recent = [canonical, *[p for p in self.recent if p != canonical]][:MAX_RECENT]


def canonical_path(path: str) -> str:
    """The same file named the same way wherever the game was started from."""
    try:
        return str(Path(path).expanduser().resolve())
    except (OSError, RuntimeError, ValueError):
        return os.path.abspath(path)


class SettingsStore:
    """Reads and writes ``Preferences``; the file is ``paths.settings_path()`` unless given."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or settings_path()

    def _open(self) -> QSettings:
        return QSettings(str(self.path), QSettings.Format.IniFormat)

    def load(self) -> tuple[Preferences, str]:
        """The stored preferences and a notice ("" when everything was read as written).

        A settings file larger than any the game writes is moved aside (the player's file is
        kept, its bytes as they were) and the defaults are used: the settings changed from
        now on are saved in a new file, not lost at quit.
        """
        prefs = Preferences()
        if not self.path.exists():
            return prefs, ""
        if not is_regular_or_missing(self.path):
            return prefs, QCoreApplication.translate(
                "SettingsStore",
                "The settings file is not a regular file; the defaults are used.",
            )
        size = self._size()
        if size > MAX_BYTES:
            kept = self._keep_too_large()
            if kept is None:
                return prefs, QCoreApplication.translate(
                    "SettingsStore",
                    "The settings file is too large (%1 KB; the game's own are at most %2 KB); "
                    "the defaults are used.",
                ).replace("%1", str(size // 1024)).replace("%2", str(MAX_BYTES // 1024))
            return prefs, QCoreApplication.translate(
                "SettingsStore",
                "The settings file is too large (%1 KB; the game's own are at most %2 KB); "
                "the defaults are used, and the file was kept as %3.",
            ).replace("%1", str(size // 1024)).replace("%2", str(MAX_BYTES // 1024)).replace(
                "%3", str(kept)
            )
        store = self._open()
        if store.status() != QSettings.Status.NoError:
            return prefs, QCoreApplication.translate(
                "SettingsStore", "The settings file could not be read; the defaults are used."
            )
        problems: list[str] = []
        version = store.value("version")
        if str(version) != str(VERSION):
            problems.append("version")
        prefs.rules = self._rules(store, problems)
        prefs.names = [
            self._name(store, f"players/name{i}", default, problems)
            for i, default in enumerate(prefs.names)
        ]
        prefs.levels = [
            self._choice(store, f"players/level{i}", LEVELS, "normal", problems) for i in (1, 2, 3)
        ]
        prefs.speed = self._choice(store, "table/speed", tuple(SPEEDS), "normal", problems)
        prefs.card_size = self._choice(store, "table/card_size", CARD_SIZES, "normal", problems)
        prefs.four_colour = self._bool(store, "table/four_colour", False, problems)
        colour = self._text(store, "table/back_colour", prefs.back_colour, problems)
        prefs.back_colour = colour if _is_colour(colour) else Preferences().back_colour
        prefs.confirm_play = self._bool(store, "table/confirm_play", False, problems)
        prefs.show_hints = self._bool(store, "table/show_hints", True, problems)
        prefs.autoplay_forced = self._bool(store, "table/autoplay_forced", True, problems)
        prefs.pause_to_declare = self._bool(store, "table/pause_to_declare", True, problems)
        prefs.take_backs = self._bool(store, "table/take_backs", True, problems)
        prefs.card_memory = self._bool(store, "table/card_memory", False, problems)
        prefs.history = self._bool(store, "table/history", False, problems)
        prefs.sound = self._bool(store, "sound/on", True, problems)
        volume = store.value("sound/volume")
        if volume is not None:
            number = _whole_number(volume)
            if number is None or not 0 <= number <= 100:
                problems.append("sound/volume")
            else:
                prefs.volume = number
        prefs.language = self._choice(store, "language", ("", *LANGUAGES), "", problems)
        # A settings file from before the welcome existed is a player's who has played already.
        prefs.welcomed = self._bool(store, "welcomed", True, problems)
        prefs.recent = self._recent(store, problems)
        prefs.window_geometry = self._blob(store, "window/geometry", problems)
        prefs.window_state = self._blob(store, "window/state", problems)
        tab = store.value("window/settings_tab")
        if tab is not None:
            number = _whole_number(tab)
            if number is None or not 0 <= number < SETTINGS_TABS:
                problems.append("window/settings_tab")
            else:
                prefs.settings_tab = number
        prefs.net_name = self._line(store, "network/name", MAX_NET_NAME, problems)
        prefs.net_address = self._line(store, "network/address", MAX_NET_ADDRESS, problems)
        room = self._text(store, "network/room", "", problems)
        if room and not ROOM_CODE.fullmatch(room):
            problems.append("network/room")
            room = ""
        prefs.net_room = room
        # A value Qt cannot hold ("@Invalid()", in any group) reads as missing: it was reset
        # all the same, and is named with the others. Not a list: Qt itself writes an empty
        # one (no recent games) as "@Invalid()", and reads it back as nothing, as written.
        for key, value in _values(Preferences()).items():
            if (
                not isinstance(value, list)
                and key not in problems
                and store.contains(key)
                and store.value(key) is None
            ):
                problems.append(key)
        return prefs, _reset_notice(problems)

    def _size(self) -> int:
        try:
            return self.path.stat().st_size
        except OSError:
            return 0  # gone since: QSettings then reads nothing

    def _keep_too_large(self) -> Path | None:
        """Move a settings file too large to read aside; its new name, or None if it stays."""
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        kept = self.path.with_name(f"{self.path.stem}-too-large-{stamp}{self.path.suffix}")
        number = 1
        while kept.exists():
            number += 1
            kept = self.path.with_name(
                f"{self.path.stem}-too-large-{stamp}-{number}{self.path.suffix}"
            )
        try:
            self.path.rename(kept)
        except OSError as error:
            log.warning("could not keep the too large settings file: %s", error)
            return None
        return kept

    def save(self, prefs: Preferences) -> str:
        """Write the preferences; "" when they were written, else why not (for the player)."""
        if not is_regular_or_missing(self.path):
            return QCoreApplication.translate(
                "SettingsStore",
                "The settings file is not a regular file; the settings were not saved.",
            )
        if self._size() > MAX_BYTES and self._keep_too_large() is None:
            # QSettings would read the whole file before writing it: it stays as it is.
            return QCoreApplication.translate(
                "SettingsStore",
                "The settings file is too large and could not be moved aside; "
                "the settings were not saved.",
            )
        store = self._open()
        store.clear()
        for key, value in _values(prefs).items():
            store.setValue(key, value)
        store.sync()
        if store.status() != QSettings.Status.NoError:
            return QCoreApplication.translate(
                "SettingsStore", "The settings could not be saved to %1."
            ).replace("%1", str(self.path))
        return ""

    # --- reading one value defensively ---

    def _rules(self, store: QSettings, problems: list[str]) -> RuleOptions:
        values: dict[str, Any] = {}
        for name, default in RuleOptions().to_dict().items():
            raw = store.value(f"rules/{name}")
            if raw is None:
                continue
            value: Any = raw
            if isinstance(default, bool):
                value = {"true": True, "false": False}.get(str(raw).lower())
            elif isinstance(default, int):
                value = _whole_number(raw)
            try:
                RuleOptions.from_dict({name: value})
            except ValueError:
                problems.append(f"rules/{name}")
                continue
            values[name] = value
        return RuleOptions.from_dict(values)

    @classmethod
    def _name(cls, store: QSettings, key: str, default: str, problems: list[str]) -> str:
        """A seat's name: one that holds control characters (two NULs) is reset and named."""
        raw = cls._text(store, key, default, problems)
        if _holds_control(raw):
            problems.append(key)
            return default
        return clean_name(raw, MAX_NAME) or default

    @staticmethod
    def _text(store: QSettings, key: str, default: str, problems: list[str]) -> str:
        raw = store.value(key)
        if raw is None:
            return default
        if not isinstance(raw, str):
            problems.append(key)
            return default
        return raw

    @classmethod
    def _line(cls, store: QSettings, key: str, limit: int, problems: list[str]) -> str:
        """One line of printable text, cut to ``limit``; "" when it is anything else (a file
        edited by hand may hold control characters or a list)."""
        raw = cls._text(store, key, "", problems)
        if _holds_control(raw):
            problems.append(key)
            return ""
        return clean_name(raw, limit)

    @staticmethod
    def _bool(store: QSettings, key: str, default: bool, problems: list[str]) -> bool:
        raw = store.value(key)
        if raw is None:
            return default
        value = {"true": True, "false": False}.get(str(raw).lower())
        if value is None:
            problems.append(key)
            return default
        return value

    @staticmethod
    def _blob(store: QSettings, key: str, problems: list[str]) -> str:
        """A base64 text of bounded size (Qt's saved window layout), or "" when it is not."""
        raw = store.value(key)
        if raw is None or raw == "":
            return ""
        if not isinstance(raw, str) or len(raw) > MAX_BLOB or not BASE64.fullmatch(raw):
            problems.append(key)
            return ""
        return raw

    @staticmethod
    def _recent(store: QSettings, problems: list[str]) -> list[str]:
        raw = store.value("recent", [])
        if raw is None:  # "@Invalid()": how Qt writes an empty list
            return []
        if isinstance(raw, str):
            raw = [raw]
        if not isinstance(raw, list):
            problems.append("recent")
            return []
        kept = [
            r for r in raw if isinstance(r, str) and 0 < len(r) <= MAX_PATH and os.path.isabs(r)
        ]
        if len(kept) != len(raw):
            problems.append("recent")
        return list(dict.fromkeys(kept))[:MAX_RECENT]

    @staticmethod
    def _choice(
        store: QSettings, key: str, choices: tuple[str, ...], default: str, problems: list[str]
    ) -> str:
        raw = store.value(key)
        if raw is None:
            return default
        if not isinstance(raw, str) or raw not in choices:
            problems.append(key)
            return default
        return raw


def _values(prefs: Preferences) -> dict[str, object]:
    """Every key the file holds, with its value as written: what ``save`` writes, and the
    keys ``load`` knows."""
    values: dict[str, object] = {"version": VERSION}
    for name, value in prefs.rules.to_dict().items():
        values[f"rules/{name}"] = _ini(value)
    for i, name in enumerate(prefs.names):
        values[f"players/name{i}"] = name
    for i, level in zip((1, 2, 3), prefs.levels, strict=True):
        values[f"players/level{i}"] = level
    values.update(
        {
            "table/speed": prefs.speed,
            "table/card_size": prefs.card_size,
            "table/four_colour": _ini(prefs.four_colour),
            "table/back_colour": prefs.back_colour,
            "table/confirm_play": _ini(prefs.confirm_play),
            "table/show_hints": _ini(prefs.show_hints),
            "table/autoplay_forced": _ini(prefs.autoplay_forced),
            "table/take_backs": _ini(prefs.take_backs),
            "table/card_memory": _ini(prefs.card_memory),
            "table/pause_to_declare": _ini(prefs.pause_to_declare),
            "table/history": _ini(prefs.history),
            "sound/on": _ini(prefs.sound),
            "sound/volume": prefs.volume,
            "language": prefs.language,
            "welcomed": _ini(prefs.welcomed),
            "recent": list(prefs.recent),
            "window/geometry": prefs.window_geometry,
            "window/state": prefs.window_state,
            "window/settings_tab": prefs.settings_tab,
            "network/name": prefs.net_name,
            "network/address": prefs.net_address,
            "network/room": prefs.net_room,
        }
    )
    return values


def _reset_notice(problems: list[str]) -> str:
    """Which settings were reset: the first few by name, the rest counted, so that a notice
    about a file full of bad values is whole, not cut mid-word."""
    if not problems:
        return ""
    named = ", ".join(problems[:NAMED_PROBLEMS])
    more = len(problems) - NAMED_PROBLEMS
    if more > 0:
        named = QCoreApplication.translate("SettingsStore", "%1 and %n more", "", more).replace(
            "%1", named
        )
    return QCoreApplication.translate(
        "SettingsStore", "Some settings could not be read and were reset: %1."
    ).replace("%1", named)


def _whole_number(raw: object) -> int | None:
    text = str(raw).strip() if isinstance(raw, str | int) and not isinstance(raw, bool) else ""
    return int(text) if WHOLE_NUMBER.fullmatch(text) else None


def _ini(value: object) -> object:
    if isinstance(value, bool):
        return "true" if value else "false"
    return value


def _is_colour(text: str) -> bool:
    return (
        len(text) == 7
        and text.startswith("#")
        and all(c in "0123456789abcdefABCDEF" for c in text[1:])
    )
