"""The protocol's small facts: room codes, tokens, limits, and the action form for a seat."""

from __future__ import annotations

import pytest

from tractor_desktop.engine.actions import Bury, Declare, Pass, Play
from tractor_desktop.engine.cards import card
from tractor_desktop.net.protocol import (
    ERRORS,
    MAX_MESSAGE_BYTES,
    ROOM_ALPHABET,
    ProtocolError,
    action_from_json,
    decode,
    normal_room_code,
    room_code,
    seat_token,
)


def test_room_codes_avoid_characters_read_alike() -> None:
    assert not set("0O1IL") & set(ROOM_ALPHABET)
    codes = {room_code() for _ in range(200)}
    assert len(codes) == 200
    assert all(len(c) == 6 and set(c) <= set(ROOM_ALPHABET) for c in codes)


def test_a_typed_room_code_is_taken_in_any_case_and_spacing() -> None:
    assert normal_room_code(" k7m 2qx ") == "K7M2QX"
    assert normal_room_code("K7M2Q0") is None
    assert normal_room_code("K7M2Q") is None
    assert normal_room_code(7) is None


def test_seat_tokens_are_long_and_unguessable() -> None:
    tokens = {seat_token() for _ in range(100)}
    assert len(tokens) == 100 and all(len(t) >= 22 for t in tokens)


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ("x" * (MAX_MESSAGE_BYTES + 1), "too_large"),
        ("{", "bad_json"),
        (b"\xff\xfe", "bad_json"),
        ("[1]", "bad_message"),
        ("[" * 5000 + "]" * 5000, "bad_json"),
    ],
)
def test_a_message_that_cannot_be_used_is_refused(raw: str | bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        decode(raw)
    assert refused.value.code == code


@pytest.mark.parametrize(
    ("data", "last_chance", "expected"),
    [
        ({"play": ["AS", "AS"]}, False, Play(2, (card("AS"), card("AS")))),
        ({"bury": ["3C"]}, False, Bury(2, (card("3C"),))),
        ({"declare": ["2H"]}, False, Declare(2, (card("2H"),))),
        ({"declare": None}, True, Pass(2)),
        ({"declare": None}, False, None),
    ],
)
def test_an_action_is_the_connections_seats(
    data: dict[str, object], last_chance: bool, expected: object
) -> None:
    assert action_from_json(data, 2, last_chance) == expected


@pytest.mark.parametrize(
    ("data", "code"),
    [
        ({"play": ["AS"], "seat": 0}, "bad_message"),
        ({"play": ["ZZ"]}, "bad_action"),
        ({"play": []}, "bad_action"),
        ({"play": None}, "bad_action"),
        ({"play": ["AS"] * 34}, "bad_action"),
        ({"pass": True}, "bad_action"),
    ],
)
def test_a_malformed_action_is_refused(data: dict[str, object], code: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        action_from_json(data, 0, False)
    assert refused.value.code == code and code in ERRORS
