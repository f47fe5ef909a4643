"""A refusal is shown where the player looks: the refused cards framed in red and the reason on
the felt just over them, as well as in the message line. Its words are precise: how many cards
the leader played, trumps when trumps (a joker) were led, and real plurals."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.engine.stepping import advance_to
from tests.ui.conftest import click_card
from tests.ui.test_table_explains import follow_turn_with_an_illegal_card
from tractor_desktop.app import translations
from tractor_desktop.engine.cards import card
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation, TrickView
from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.plurals import bury_label, play_label
from tractor_desktop.ui.refusals import refusal_text


def in_play(lead: tuple[str, ...], trump_suit_led: bool = False) -> Observation:
    """South's view with ``lead`` led by East to the trick in progress."""
    game = advance_to(Game(seed=5, humans=(0,), levels=(2, 2), starter=1), "play", seed=1)
    obs = game.observation(0)
    plays = (tuple(card(c) for c in lead),)
    return dataclasses.replace(obs, current=TrickView(leader=1, plays=plays))


def test_a_play_of_the_wrong_size_says_how_many_cards_the_leader_played(
    qapp: QApplication,
) -> None:
    translations.install(qapp, "en")
    text = refusal_text("wrong_number_of_cards", in_play(("5S", "5S", "6S")))
    assert text == "Play 3 cards, as many as the leader."


def test_after_a_joker_is_led_the_refusal_says_trumps_not_suit(qapp: QApplication) -> None:
    translations.install(qapp, "en")
    text = refusal_text("must_follow_suit", in_play(("RJ",)))
    assert "trumps" in text and "suit" not in text


def test_after_a_plain_suit_is_led_the_refusal_names_that_suit(qapp: QApplication) -> None:
    translations.install(qapp, "en")
    obs = in_play(("9S",))
    ctx = obs.context()
    assert ctx is not None and ctx.suit(card("9S")) == "S"  # spades are not trumps in this deal
    assert refusal_text("must_follow_suit", obs).startswith("Spades were led")
    assert "spades" in refusal_text("must_play_pair", obs)


def test_the_counts_on_the_buttons_are_real_plurals(qapp: QApplication) -> None:
    translations.install(qapp, "")  # a language the game does not speak falls back to English
    assert bury_label(8) == "Bury 8 cards" and bury_label(1) == "Bury 1 card"
    assert play_label(2) == "Play 2 cards"


def test_a_refused_play_is_framed_at_the_cards_with_its_reason_over_them(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    win = window
    row = follow_turn_with_an_illegal_card(qtbot, win)
    click_card(win, row)
    QTest.keyClick(win.view, Qt.Key.Key_Return)
    scene = win.scene
    reason = refusal_text("must_follow_suit", win.controller.snapshot.observation)
    assert win.controls.message_label.whole_text() == reason
    assert scene.refusal.text() == reason and scene.refusal.isVisible()
    assert [r for r, item in enumerate(scene.hand_items) if item.refused] == [row]
    note = scene.refusal.sceneBoundingRect()
    refused = scene.hand_items[row].sceneBoundingRect()
    assert note.bottom() <= refused.top()  # over the cards, not on them
    # Over the refused card, or as close as the player's own badge (over the first cards) allows.
    assert not note.intersects(scene.badges[0].sceneBoundingRect())
    badge_right = scene.badges[0].sceneBoundingRect().right()
    assert note.left() <= max(refused.center().x(), badge_right + 10) <= note.right()
    # The next choice of cards has read it.
    click_card(win, row)
    assert scene.refusal.text() == "" and not any(i.refused for i in scene.hand_items)
