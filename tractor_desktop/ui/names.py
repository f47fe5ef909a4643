"""Words and symbols the player reads: card and seat names, suit symbols, reason sentences.

Every sentence goes through Qt's translation system; the engine's codes never reach the screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tractor_desktop.app.script import NOT_IN_SCRIPT
from tractor_desktop.app.settings import DEFAULT_NAMES
from tractor_desktop.engine.cards import card, rank_code

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def suit_symbol(suit: str | None) -> str:
    return SUIT_SYMBOLS.get(suit or "", "")


def suit_name(suit: str | None) -> str:
    return {
        "S": QCoreApplication.translate("names", "spades"),
        "H": QCoreApplication.translate("names", "hearts"),
        "D": QCoreApplication.translate("names", "diamonds"),
        "C": QCoreApplication.translate("names", "clubs"),
        None: QCoreApplication.translate("names", "no trump"),
    }.get(suit, QCoreApplication.translate("names", "trumps"))


def rank_name(rank: str) -> str:
    names = {
        "J": QCoreApplication.translate("names", "Jack"),
        "Q": QCoreApplication.translate("names", "Queen"),
        "K": QCoreApplication.translate("names", "King"),
        "A": QCoreApplication.translate("names", "Ace"),
    }
    return names.get(rank, rank)


def card_name(code: str) -> str:
    """'Ace of spades', 'Red joker'."""
    if code == "RJ":
        return QCoreApplication.translate("names", "Red joker (big)")
    if code == "BJ":
        return QCoreApplication.translate("names", "Black joker (small)")
    c = card(code)
    assert c.suit is not None
    rank = rank_code(c.rank)
    # Two patterns: a language may join a suit and a named rank into one word (Dutch
    # "hartenvrouw") but must keep a number apart ("harten 10").
    pattern = (
        QCoreApplication.translate("names", "%1 of %2", "a face card or an Ace: Queen of hearts")
        if rank in ("J", "Q", "K", "A")
        else QCoreApplication.translate("names", "%1 of %2")
    )
    return pattern.replace("%1", rank_name(rank)).replace("%2", suit_name(c.suit.value))


def short_card(code: str) -> str:
    """'A♠', '10♥', 'RJ' → a compact index for lists."""
    if code == "RJ":
        return QCoreApplication.translate("names", "Big joker")
    if code == "BJ":
        return QCoreApplication.translate("names", "Small joker")
    c = card(code)
    assert c.suit is not None
    return rank_code(c.rank) + SUIT_SYMBOLS[c.suit.value]


def describe_cards(codes: Sequence[str]) -> str:
    return " ".join(short_card(c) for c in codes)


def declaration_text(codes: Sequence[str]) -> str:
    """What a declare button says: the suit it names, or no trump for a pair of jokers."""
    if len(codes) == 2 and codes[0] == codes[1] and codes[0] in ("RJ", "BJ"):
        if codes[0] == "RJ":
            return QCoreApplication.translate("names", "Declare no trump (pair of big jokers)")
        return QCoreApplication.translate("names", "Declare no trump (pair of small jokers)")
    return QCoreApplication.translate("MainWindow", "Declare %1").replace(
        "%1", describe_cards(codes)
    )


def seat_name(seat: int) -> str:
    return (
        QCoreApplication.translate("names", "South (you)"),
        QCoreApplication.translate("names", "East"),
        QCoreApplication.translate("names", "North"),
        QCoreApplication.translate("names", "West"),
    )[seat]


def chair_name(seat: int) -> str:
    """A seat by its chair alone, for a spectator (who sits at none of them)."""
    if seat == 0:
        return QCoreApplication.translate("names", "South")
    return seat_short(seat)


def seat_short(seat: int) -> str:
    return (
        QCoreApplication.translate("names", "You"),
        QCoreApplication.translate("names", "East"),
        QCoreApplication.translate("names", "North"),
        QCoreApplication.translate("names", "West"),
    )[seat]


def player_name(seat: int, stored: str) -> str:
    """The name to show for a seat: a default name in the player's language, a typed one as
    typed."""
    return seat_short(seat) if stored == DEFAULT_NAMES[seat] else stored


def stored_name(seat: int, shown: str) -> str:
    """The name to keep for what the player left in a name field: the default (in English, so
    it follows a change of language) when it is the translated default or empty."""
    shown = shown.strip()
    return DEFAULT_NAMES[seat] if not shown or shown == seat_short(seat) else shown


def team_name(team: int) -> str:
    return (
        QCoreApplication.translate("names", "Us (N–S)")
        if team == 0
        else QCoreApplication.translate("names", "Them (E–W)")
    )


def we_collect(declarers: int | None, seat: int = 0) -> bool | None:
    """Whether ``seat``'s side collects the points (it is the opponents'); None while no one
    has declared yet. Sides are named from the player's seat: "our" or "their" points."""
    return None if declarers is None else declarers != seat % 2


def points_name(ours: bool | None) -> str:
    """Whose points the meter and the pile count, seen from the player's seat."""
    if ours is None:
        return QCoreApplication.translate("names", "Points")
    if ours:
        return QCoreApplication.translate("names", "Our points")
    return QCoreApplication.translate("names", "Their points")


def level_name(level: int) -> str:
    return rank_code(level)


def trump_text(rank: int, suit: str | None) -> str:
    """'♥ 2' or 'No trump (2)'."""
    if suit is None:
        return QCoreApplication.translate("names", "No trump (%1)").replace("%1", rank_code(rank))
    return f"{SUIT_SYMBOLS[suit]} {rank_code(rank)}"


def reason_text(code: str) -> str:
    """The sentence shown when the game refuses an action."""
    texts = {
        "game_over": QCoreApplication.translate("names", "The game is over."),
        "wrong_phase": QCoreApplication.translate("names", "That can't be done right now."),
        "not_your_turn": QCoreApplication.translate("names", "Wait for your turn."),
        "cards_not_in_hand": QCoreApplication.translate(
            "names", "Those cards are not in your hand."
        ),
        "no_cards": QCoreApplication.translate("names", "Select some cards first."),
        "not_a_declaration": QCoreApplication.translate(
            "names", "To declare, show one trump-rank card, a pair of them, or a pair of jokers."
        ),
        "declaration_final": QCoreApplication.translate(
            "names", "A pair of jokers was shown: the trump is settled."
        ),
        "single_cannot_override": QCoreApplication.translate(
            "names", "A single card can't cancel another single."
        ),
        "only_jokers_override_pair": QCoreApplication.translate(
            "names", "Only a pair of jokers can cancel a declared pair."
        ),
        "cannot_reinforce": QCoreApplication.translate(
            "names", "These rules don't let you turn your single into a pair."
        ),
        "cannot_change_own_declaration": QCoreApplication.translate(
            "names", "You can't change your own declaration."
        ),
        "must_bury_eight": QCoreApplication.translate("names", "Select exactly 8 cards to bury."),
        "mixed_suits": QCoreApplication.translate(
            "names", "A lead must be all one suit, or all trumps."
        ),
        "throw_failed": QCoreApplication.translate(
            "names", "Another player can beat part of those cards: lead them separately."
        ),
        "wrong_number_of_cards": QCoreApplication.translate(
            "names", "Play as many cards as the leader."
        ),
        "must_follow_suit": QCoreApplication.translate(
            "names", "You must follow suit while you hold cards of the suit led."
        ),
        "must_play_pair": QCoreApplication.translate(
            "names", "You hold a pair in the suit led: you must play it."
        ),
        "must_play_pairs": QCoreApplication.translate(
            "names", "You must play as many pairs of the suit led as you can."
        ),
        "must_play_tractor": QCoreApplication.translate(
            "names", "You hold a tractor in the suit led: you must play it."
        ),
        # Not a rule's: a lesson accepts only the move its step asks for.
        NOT_IN_SCRIPT: QCoreApplication.translate(
            "names", "The lesson asks for another move here: the marked cards."
        ),
    }
    return texts.get(code, QCoreApplication.translate("names", "That is not allowed."))
