"""The review window fills its view with cards big enough to read, at its default size and
resized, also when every player throws ten cards."""

from __future__ import annotations

import dataclasses
import random

import pytest
from PySide6.QtCore import QRectF

from tests.ui.conftest import settle
from tractor_desktop.app.replay import frames
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.simulate import play_round
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.card_item import CARD_W, CardItem
from tractor_desktop.ui.replay_window import ReplayWindow

THROW = ("AS", "AS", "KS", "KS", "QS", "QS", "JS", "JS", "10S", "10S")


@pytest.fixture
def review(qtbot) -> ReplayWindow:  # type: ignore[no-untyped-def]
    """A round's review with, before its first trick, a step where all four throw 10 cards."""
    game = Game(seed=6)
    play_round(game, random.Random(6))
    steps = frames(game)
    first = next(i for i, f in enumerate(steps) if f.kind == "trick")
    throw = dataclasses.replace(steps[first], trick=tuple((s, THROW) for s in (3, 0, 1, 2)))
    steps.insert(first, throw)
    window = ReplayWindow(steps, CardArt(False, "blue"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def cards_on_screen(window: ReplayWindow) -> list[tuple[QRectF, float]]:
    """Each card's rectangle in viewport pixels, with its stacking order."""
    view = window.view
    return [
        (view.mapFromScene(item.sceneBoundingRect()).boundingRect().toRectF(), item.zValue())
        for item in window.scene.items()
        if isinstance(item, CardItem)
    ]


@pytest.mark.parametrize("size", [(1100, 760), (1500, 700), (800, 900)])
def test_the_cards_fill_the_view_and_can_be_read(qtbot, review: ReplayWindow, size) -> None:  # type: ignore[no-untyped-def]
    review.resize(*size)
    qtbot.waitUntil(lambda: review.width() == size[0], timeout=2000)
    settle()
    viewport = QRectF(review.view.viewport().rect())
    table = review.view.mapFromScene(review.scene.sceneRect()).boundingRect().toRectF()
    assert table.width() >= 0.98 * viewport.width() or table.height() >= 0.98 * viewport.height()
    for index in range(len(review.frames)):
        review.slider.setValue(index)
        if review.frames[index].kind != "trick":
            continue
        cards = cards_on_screen(review)
        shown = QRectF()
        for rect, _z in cards:
            assert viewport.adjusted(-2, -2, 2, 2).contains(rect)
            shown = shown.united(rect)
        if min(len(hand) for hand in review.frames[index].hands) >= 20:
            # Full hands reach across most of the table, which fills the view one way (in a
            # view of an unusual shape, felt shows the other way).
            assert shown.width() >= 0.85 * table.width(), index
            assert shown.height() >= 0.85 * table.height(), index
        # Cards the size of the table's own, not thumbnails.
        assert CARD_W * review.view.transform().m11() >= 55
        # The trick (stacked above the hands) covers no hand card.
        trick = [r for r, z in cards if z >= 100]
        hands = [r for r, z in cards if z < 100]
        assert len(trick) == sum(len(c) for _s, c in review.frames[index].trick)
        assert not any(t.adjusted(2, 2, -2, -2).intersects(h) for t in trick for h in hands)
