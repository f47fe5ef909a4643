"""Why a play was refused, said with the trick in view: how many cards the leader played, which
suit must be followed (trumps, after a joker or a trump led), so that the player knows what to
choose instead. The words come from the released snapshot's observation, never the live game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tractor_desktop.engine.observation import Observation
from tractor_desktop.ui.names import reason_text, suit_name
from tractor_desktop.ui.net_texts import problem_text
from tractor_desktop.ui.plurals import lead_count_text


def _led_suit(obs: Observation) -> str | None:
    """The effective suit led to the trick in progress ("T" for trumps)."""
    trick, ctx = obs.current, obs.context()
    if trick is None or not trick.plays or ctx is None:
        return None
    return ctx.suit(trick.plays[0][0])


def refusal_text(code: str, obs: Observation) -> str:
    """The sentence for refusal ``code``, as precise as the table allows."""
    if code == "stale":  # a served table's: the move answered a view already past
        return problem_text(code)
    trick = obs.current
    if code == "wrong_number_of_cards" and trick is not None and trick.plays:
        return lead_count_text(len(trick.plays[0]))
    suit = _led_suit(obs)
    if suit is None:
        return reason_text(code)
    if suit == "T":
        texts = {
            "must_follow_suit": QCoreApplication.translate(
                "refusals", "Trumps were led: you must play trumps while you hold any."
            ),
            "must_play_pair": QCoreApplication.translate(
                "refusals", "You hold a pair of trumps: you must play it."
            ),
            "must_play_pairs": QCoreApplication.translate(
                "refusals", "You must play as many pairs of trumps as you can."
            ),
            "must_play_tractor": QCoreApplication.translate(
                "refusals", "You hold a tractor in trumps: you must play it."
            ),
        }
    else:
        texts = {
            "must_follow_suit": QCoreApplication.translate(
                "refusals", "%1 were led: you must play %1 while you hold any."
            ),
            "must_play_pair": QCoreApplication.translate(
                "refusals", "You hold a pair of %1: you must play it."
            ),
            "must_play_pairs": QCoreApplication.translate(
                "refusals", "You must play as many pairs of %1 as you can."
            ),
            "must_play_tractor": QCoreApplication.translate(
                "refusals", "You hold a tractor in %1: you must play it."
            ),
        }
    text = texts.get(code)
    if text is None:
        return reason_text(code)
    name = suit_name(suit)
    if text.startswith("%1"):  # the suit opens the sentence (in this language's word order)
        text = name[:1].upper() + name[1:] + text[2:]
    return text.replace("%1", name)
