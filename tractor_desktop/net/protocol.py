"""The wire protocol's shapes (docs/NETWORK.md): limits, room codes, seat tokens, error codes,
and the client's action in BOT_PROTOCOL's JSON form turned into an engine action for its seat."""

from __future__ import annotations

import functools
import json
import secrets
from typing import Any, Final

from ..engine.actions import Action, Bury, Declare, Pass, Play
from ..engine.cards import Card, card

PROTOCOL_VERSION: Final = 3
"""2: observation messages carry the event they follow and ``more``; spectators, nudges,
quick messages and a turn timer. 3: every observation carries the score sheet (``results``),
so that a window that joins or rejoins mid-game shows the rounds played before."""
MAX_MESSAGE_BYTES: Final = 16 * 1024
"""The largest message a client may send; the biggest real one (a bury) is under 100 bytes."""
MAX_FRAME_BYTES: Final = 64 * 1024
"""Frames above this close the connection (websockets' max_size); between the two, an error."""
MAX_CARDS: Final = 33
"""No action shows more cards than a whole hand."""
MAX_NAME: Final = 24
MAX_CHAT: Final = 500
QUICK_MESSAGES: Final = (
    "hello",
    "good_luck",
    "well_played",
    "thanks",
    "sorry",
    "oops",
    "hurry",
    "good_game",
)
"""Chat lines by code: each reader sees them in their own language."""
TURN_SECONDS: Final = (0, 15, 30, 60, 120)
"""The turn timers a room may have (0: none)."""
NUDGE_EVERY_S: Final = 10.0
"""A person nudges the one the table waits for at most this often (more are ignored)."""
ROOM_ALPHABET: Final = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""Digits and capitals without 0/O, 1/I/L: a code read aloud or copied by hand stays right."""
ROOM_CODE_LENGTH: Final = 6

ERRORS: Final = frozenset(
    {
        "bad_json",  # not UTF-8 JSON text
        "too_large",  # over MAX_MESSAGE_BYTES
        "flooding",  # over the per-connection rate; the message was dropped
        "bad_message",  # not an object, an unknown type, a wrong or extra field (a seat field)
        "bad_action",  # not one of BOT_PROTOCOL's action shapes, or an unknown card code
        "no_such_room",
        "room_full",
        "game_started",  # joining or starting once the game is under way
        "seat_taken",  # a seat asked for (join, sit) that is not free to take
        "bad_token",
        "not_seated",  # a table message before joining
        "already_seated",
        "not_host",
        "not_started",
        "game_over",
        "not_your_turn",
        "wrong_phase",  # an action of another phase's kind (a bury while cards are played)
        "illegal_action",  # the engine refused it; "reason" holds its code (must_follow_suit, …)
        "stale",  # an action answering a view older than the seat's latest (a repeat, a late one)
        "too_many_rooms",  # past the rooms a connection or an address may create (net/limits.py)
        "too_many_tries",  # joins, watches, rejoins too fast, or locked out after wrong codes
        "too_many_connections",  # at the handshake (HTTP 429): this address has enough open
        "server_full",  # at the handshake (HTTP 503): the server's connection cap is reached
    }
)

NOTICES: Final = frozenset(
    {
        "not_saved",  # the table's saves fail (a full disk, no file descriptors); tried again
        "saved",  # the table is saved again (said only to those told it was not)
    }
)
"""``{"type": "notice", "code": CODE}``: news about the table, never a refusal of anything. A
table that is not being saved plays on in the server's memory; a restart of the server then
loses it."""


class ProtocolError(ValueError):
    """A message refused with one of ``ERRORS``; ``reason`` is the engine's code, if any."""

    def __init__(self, code: str, reason: str | None = None) -> None:
        assert code in ERRORS, code
        super().__init__(code if reason is None else f"{code}: {reason}")
        self.code = code
        self.reason = reason

    def message(self) -> dict[str, Any]:
        out: dict[str, Any] = {"error": self.code}
        if self.reason is not None:
            out["reason"] = self.reason
        return out


def room_code() -> str:
    return "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_CODE_LENGTH))


def normal_room_code(text: object) -> str | None:
    """A typed room code in canonical form (upper case, no spaces), None if it cannot be one."""
    if not isinstance(text, str) or len(text) > 3 * ROOM_CODE_LENGTH:
        return None
    code = "".join(text.split()).upper()
    if len(code) != ROOM_CODE_LENGTH or any(c not in ROOM_ALPHABET for c in code):
        return None
    return code


TOKEN_LENGTH: Final = 22
"""A seat token's length: 16 random bytes in URL-safe base64, unpadded."""
TOKEN_ALPHABET: Final = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
)


def seat_token() -> str:
    """The credential that gives a seat back: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)


def token_bytes(token: object) -> bytes | None:
    """A token as the bytes to compare (``secrets.compare_digest`` on equal lengths), None if
    it cannot be one: not text, another length, a character a token does not have."""
    if not isinstance(token, str) or len(token) != TOKEN_LENGTH:
        return None
    if not TOKEN_ALPHABET.issuperset(token):
        return None
    return token.encode("ascii")


def decode(raw: str | bytes) -> dict[str, Any]:
    """A client's message as an object; ProtocolError for too large, not JSON, not an object."""
    if len(raw) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too_large")
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        data = json.loads(text)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError("bad_json") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message")
    return data


_ENCODER: Final = json.JSONEncoder(separators=(",", ":"))
"""``json.dumps`` with these separators, made once (``dumps`` makes an encoder on every call)."""
dumps: Final = _ENCODER.encode


_key_text: Final = functools.lru_cache(maxsize=256)(dumps)
"""A member's name as JSON text (the names of the server's messages are few)."""
Known = dict[int, tuple[object, str]]
"""Values already written as JSON text, by the value's id: the value (kept with its text, so
that no other value takes its id meanwhile) and its text."""


def members_text(members: dict[str, Any], known: Known) -> str:
    """The members of a JSON object as text, without its braces: a value ``known`` written as
    its text, a whole number, a flag or null as it is, the others in runs, each run encoded at
    once."""
    parts = []
    run: dict[str, Any] = {}
    for key, value in members.items():
        kind = type(value)
        if kind is int:
            text = int.__repr__(value)  # as json writes a whole number
        elif kind is bool:
            text = "true" if value else "false"
        elif value is None:
            text = "null"
        else:
            written = known.get(id(value))
            if written is None or written[0] is not value:
                run[key] = value
                continue
            text = written[1]
        if run:
            parts.append(dumps(run)[1:-1])
            run = {}
        parts.append(f"{_key_text(key)}:{text}")
    if run:
        parts.append(dumps(run)[1:-1])
    return ",".join(parts)


class Spliced(dict[str, Any]):
    """A message some of whose values are already written as JSON text (``put``): ``encode``
    takes those texts as they are instead of encoding the values again for each connection (a
    table writes what all its seats see alike once per event). A value replaced since, or
    taken out, is simply not written from its text."""

    __slots__ = ("known",)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.known: Known = {}

    def put(self, key: str, value: Any, text: str) -> None:
        """``self[key] = value``, ``text`` being ``value`` written as JSON."""
        self[key] = value
        self.known[id(value)] = (value, text)

    def text(self) -> str:
        """The message as ``encode`` writes it."""
        return "{" + members_text(self, self.known) + "}"


def encode(message: dict[str, Any]) -> str:
    if isinstance(message, Spliced):
        return message.text()
    return dumps(message)


ACTION_KEYS: Final = frozenset({"declare", "bury", "play"})


def is_action(message: dict[str, Any]) -> bool:
    """Whether a client message is meant as an action (BOT_PROTOCOL's shapes have no type)."""
    return "type" not in message and bool(ACTION_KEYS & message.keys())


def answered_seq(data: dict[str, Any]) -> int | None:
    """The ``seq`` of the view an action answers, if the client says it (it may: a repeated or
    late action is then refused as stale instead of being taken as the next move)."""
    if "seq" not in data:
        return None
    seq = data["seq"]
    if isinstance(seq, bool) or not isinstance(seq, int) or not 0 <= seq < 2**53:
        raise ProtocolError("bad_message")
    return seq


def action_from_json(data: dict[str, Any], seat: int, last_chance: bool) -> Action | None:
    """BOT_PROTOCOL's action for ``seat`` (the connection's, never the message's): exactly one
    action key, and optionally ``seq`` (``answered_seq``). ``{"declare": null}`` is a Pass on a
    last chance and None (nothing now) in the draw."""
    keys = data.keys() - {"seq"}
    if len(keys) != 1:
        raise ProtocolError("bad_message")  # a forged "seat", or two actions at once
    kind = next(iter(keys))
    value = data[kind]
    if kind == "declare" and value is None:
        return Pass(seat) if last_chance else None
    shown = _cards(value)
    if kind == "declare":
        return Declare(seat, shown)
    if kind == "bury":
        return Bury(seat, shown)
    if kind == "play":
        return Play(seat, shown)
    raise ProtocolError("bad_action")


def _cards(value: object) -> tuple[Card, ...]:
    if not isinstance(value, list) or not value or len(value) > MAX_CARDS:
        raise ProtocolError("bad_action")
    try:
        return tuple(card(c) for c in value)
    except ValueError:
        raise ProtocolError("bad_action") from None


def text_field(message: dict[str, Any], name: str, limit: int, default: str = "") -> str:
    """A short printable string field (a name, a chat line), stripped; bad_message otherwise."""
    value = message.get(name, default)
    if not isinstance(value, str) or len(value) > limit or not value.isprintable():
        raise ProtocolError("bad_message")
    return value.strip()


def seat_field(message: dict[str, Any]) -> int | None:
    """The seat a person asks to sit at (``join``, ``sit``), at the server's numbering: None
    when the message names none; bad_message for anything but a whole number 0-3."""
    if "seat" not in message:
        return None
    seat = message["seat"]
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise ProtocolError("bad_message")
    return seat


def only_fields(message: dict[str, Any], *allowed: str) -> None:
    """Refuse any field a message type does not have: a seat is never taken from a message."""
    if not message.keys() <= {"type", *allowed}:
        raise ProtocolError("bad_message")
