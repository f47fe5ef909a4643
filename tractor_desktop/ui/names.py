"""Words and symbols the player reads: card and seat names, suit symbols, reason sentences.

Every sentence goes through Qt's translation system; the engine's codes never reach the screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tractor_desktop.engine.cards import card, rank_code


def _t(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("names", text, disambiguation, n)


SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def suit_symbol(suit: str | None) -> str:
    return SUIT_SYMBOLS.get(suit or "", "")


def suit_name(suit: str | None) -> str:
    return {
        "S": _t("spades"),
        "H": _t("hearts"),
        "D": _t("diamonds"),
        "C": _t("clubs"),
        None: _t("no trump"),
    }.get(suit, _t("trumps"))


def rank_name(rank: str) -> str:
    names = {
        "J": _t("Jack"),
        "Q": _t("Queen"),
        "K": _t("King"),
        "A": _t("Ace"),
    }
    return names.get(rank, rank)


def card_name(code: str) -> str:
    """'Ace of spades', 'Red joker'."""
    if code == "RJ":
        return _t("Red joker (big)")
    if code == "BJ":
        return _t("Black joker (small)")
    c = card(code)
    assert c.suit is not None
    return (
        _t("%1 of %2")
        .replace("%1", rank_name(rank_code(c.rank)))
        .replace("%2", suit_name(c.suit.value))
    )


def short_card(code: str) -> str:
    """'A♠', '10♥', 'RJ' → a compact index for lists."""
    if code == "RJ":
        return _t("Big joker")
    if code == "BJ":
        return _t("Small joker")
    c = card(code)
    assert c.suit is not None
    return rank_code(c.rank) + SUIT_SYMBOLS[c.suit.value]


def describe_cards(codes: Sequence[str]) -> str:
    return " ".join(short_card(c) for c in codes)


def seat_name(seat: int) -> str:
    return (_t("South (you)"), _t("East"), _t("North"), _t("West"))[seat]


def seat_short(seat: int) -> str:
    return (_t("You"), _t("East"), _t("North"), _t("West"))[seat]


def team_name(team: int) -> str:
    return _t("Us (N–S)") if team == 0 else _t("Them (E–W)")


def level_name(level: int) -> str:
    return rank_code(level)


def trump_text(rank: int, suit: str | None) -> str:
    """'♥ 2' or 'No trump (2)'."""
    if suit is None:
        return _t("No trump (%1)").replace("%1", rank_code(rank))
    return f"{SUIT_SYMBOLS[suit]} {rank_code(rank)}"


def reason_text(code: str) -> str:
    """The sentence shown when the game refuses an action."""
    texts = {
        "game_over": _t("The game is over."),
        "wrong_phase": _t("That can't be done right now."),
        "not_your_turn": _t("Wait for your turn."),
        "cards_not_in_hand": _t("Those cards are not in your hand."),
        "no_cards": _t("Select some cards first."),
        "not_a_declaration": _t(
            "To declare, show one trump-rank card, a pair of them, or a pair of jokers."
        ),
        "declaration_final": _t("A pair of jokers was shown: the trump is settled."),
        "single_cannot_override": _t("A single card can't cancel another single."),
        "only_jokers_override_pair": _t("Only a pair of jokers can cancel a declared pair."),
        "cannot_reinforce": _t("These rules don't let you turn your single into a pair."),
        "cannot_change_own_declaration": _t("You can't change your own declaration."),
        "must_bury_eight": _t("Select exactly 8 cards to bury."),
        "mixed_suits": _t("A lead must be all one suit, or all trumps."),
        "throw_failed": _t("Another player can beat part of those cards: lead them separately."),
        "wrong_number_of_cards": _t("Play as many cards as the leader."),
        "must_follow_suit": _t("You must follow suit while you hold cards of the suit led."),
        "must_play_pair": _t("You hold a pair in the suit led: you must play it."),
        "must_play_pairs": _t("You must play as many pairs of the suit led as you can."),
        "must_play_tractor": _t("You hold a tractor in the suit led: you must play it."),
    }
    return texts.get(code, _t("That is not allowed."))
