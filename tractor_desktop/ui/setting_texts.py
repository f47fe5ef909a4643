"""The words of the settings: each rule option's label and explanation, the names of its
choices, the names of the levels, speeds and card sizes (the statistics, the table dialogs
and the people dock name levels so too), and of the card back colours offered. All in the
"settings" translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tractor_desktop.app.qt_strings import QT_TRANSLATE_NOOP


def setting_text(text: str) -> str:
    """A text of the "settings" context (marked with QT_TRANSLATE_NOOP), translated."""
    return QCoreApplication.translate("settings", text)


RULE_TEXTS = {
    "allow_self_reinforce": (
        QT_TRANSLATE_NOOP("settings", "Reinforce your own declaration"),
        QT_TRANSLATE_NOOP(
            "settings",
            "A player who declared with one card may later show the second copy as a pair.",
        ),
    ),
    "first_round_no_declaration": (
        QT_TRANSLATE_NOOP("settings", "Nobody declares in the first round"),
        QT_TRANSLATE_NOOP("settings", "Deal again, or turn up the talon to find the trump suit."),
    ),
    "no_trump_rank_cards_are_trumps": (
        QT_TRANSLATE_NOOP("settings", "Trump-rank cards stay trumps without a trump suit"),
        QT_TRANSLATE_NOOP(
            "settings", "In a no-trump round the trump-rank cards rank just below the jokers."
        ),
    ),
    "follow_tractor_with_tractor": (
        QT_TRANSLATE_NOOP("settings", "Follow a tractor with a tractor"),
        QT_TRANSLATE_NOOP(
            "settings",
            "A player holding a tractor of the right length in the suit led must play it.",
        ),
    ),
    "allow_tractor_in_throw": (
        QT_TRANSLATE_NOOP("settings", "Tractors inside top-card leads"),
        QT_TRANSLATE_NOOP(
            "settings", "A top-cards lead may contain tractors as units (otherwise only pairs)."
        ),
    ),
    "throw_penalty_per_card": (
        QT_TRANSLATE_NOOP("settings", "Penalty per card of a failed top-cards lead"),
        QT_TRANSLATE_NOOP("settings", "Points per card taken back (0 turns the penalty off)."),
    ),
    "refuse_invalid_throws": (
        QT_TRANSLATE_NOOP("settings", "Refuse my beatable top-cards leads"),
        QT_TRANSLATE_NOOP(
            "settings", "Teaching aid: instead of a penalty, you are told to lead them separately."
        ),
    ),
    "talon_multiplier": (
        QT_TRANSLATE_NOOP("settings", "Talon bonus"),
        QT_TRANSLATE_NOOP(
            "settings",
            "The talon's points are multiplied by twice the cards each player played to the "
            "last trick, or by a power of 2.",
        ),
    ),
    "must_win_at_ace": (
        QT_TRANSLATE_NOOP("settings", "Must defend Ace to win"),
        QT_TRANSLATE_NOOP(
            "settings", "Levels stop at Ace; a team wins by winning a round as declarers at Ace."
        ),
    ),
}
"""Each rule option's label and one-line explanation, untranslated."""


def rule_texts() -> dict[str, tuple[str, str]]:
    """Each rule option's label and one-line explanation, translated."""
    return {
        name: (setting_text(label), setting_text(explanation))
        for name, (label, explanation) in RULE_TEXTS.items()
    }


CHOICES = {
    "first_round_no_declaration": (
        ("redeal", QT_TRANSLATE_NOOP("settings", "Deal again")),
        ("reveal_talon", QT_TRANSLATE_NOOP("settings", "Turn up the talon")),
    ),
    "talon_multiplier": (
        ("twice_cards", QT_TRANSLATE_NOOP("settings", "× twice the cards each played")),
        ("power", QT_TRANSLATE_NOOP("settings", "2 to the power of the largest unit")),
    ),
}
CHOICE_LABELS = {
    "random": QT_TRANSLATE_NOOP("settings", "Random"),
    "easy": QT_TRANSLATE_NOOP("settings", "Easy"),
    "normal": QT_TRANSLATE_NOOP("settings", "Normal"),
    "hard": QT_TRANSLATE_NOOP("settings", "Hard"),
    "expert": QT_TRANSLATE_NOOP("settings", "Expert"),
    "slow": QT_TRANSLATE_NOOP("settings", "Slow"),
    "fast": QT_TRANSLATE_NOOP("settings", "Fast"),
    "off": QT_TRANSLATE_NOOP("settings", "Off"),
    "small": QT_TRANSLATE_NOOP("settings", "Small"),
    "large": QT_TRANSLATE_NOOP("settings", "Large"),
}


def choice_label(key: str) -> str:
    """A level's, speed's or card size's name, translated (the statistics name levels so too)."""
    return setting_text(CHOICE_LABELS[key]) if key in CHOICE_LABELS else key


BACK_COLOURS = (
    ("#1f5f8b", QT_TRANSLATE_NOOP("settings", "Blue")),
    ("#8b1f2e", QT_TRANSLATE_NOOP("settings", "Red")),
    ("#2e6b34", QT_TRANSLATE_NOOP("settings", "Green")),
    ("#5b3a7d", QT_TRANSLATE_NOOP("settings", "Purple")),
    ("#2b2b2b", QT_TRANSLATE_NOOP("settings", "Black")),
)
"""The card back colours offered by name (the first is the default back), untranslated; any
other colour can be chosen too."""
