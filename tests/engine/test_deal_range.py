"""A deal number is a whole number from 1 to DEALS, typed in ASCII digits."""

from __future__ import annotations

import pytest

from tractor_desktop.engine.deals import DEALS, is_deal_number, parse_deal_number


def test_deal_numbers_fit_a_signed_32_bit_seed() -> None:
    assert DEALS == 2**31 - 1
    assert is_deal_number(1) and is_deal_number(DEALS)
    assert not is_deal_number(0) and not is_deal_number(DEALS + 1)


@pytest.mark.parametrize(
    ("typed", "number"),
    [
        ("1", 1),
        (" 42 ", 42),
        ("0042", 42),
        ("2147483647", DEALS),
        ("0", None),
        ("2147483648", None),
        ("-3", None),
        ("+3", None),
        ("1e3", None),
        ("²", None),
        ("٣", None),
        ("", None),
        ("x", None),
    ],
)
def test_a_typed_deal_number_is_read_or_refused(typed: str, number: int | None) -> None:
    assert parse_deal_number(typed) == number
