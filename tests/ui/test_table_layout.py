"""The felt is the window, as in the card games people know: cards a fifth of the window's
height, the table the whole width, the hand spread over most of it with every index in view,
words large enough to read, and nothing on the felt over anything else, in any language, with
the fullest hands and tricks a round can bring."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QGraphicsItem

from tests.tiers import slow
from tests.ui.conftest import click_card, shown_window, start
from tests.ui.test_table_play import wait_for_turn
from tractor_desktop.app import translations
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.settings import CARD_SIZES
from tractor_desktop.engine.cards import TALON_SIZE, double_pack
from tractor_desktop.ui.card_faces import _INDEX_LEFT, _INDEX_WIDTH
from tractor_desktop.ui.card_item import CARD_H, CARD_W
from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.seat_badge import DETAIL_PX
from tractor_desktop.ui.table_decor import FeltLabel

SIZES = [(1024, 700), (1600, 1000)]
"""The sizes the card games were measured at (docs/screenshots/)."""
MORE_SIZES = [(1024, 768), (1100, 700), (1280, 800), (1920, 1080)]
DECK = [c.code for c in double_pack()]
POINT_CARDS = [code for code in DECK if code[:-1] in ("5", "10", "K")]
INDEX_STRIP = _INDEX_LEFT + _INDEX_WIDTH
"""How much of a card must show for its rank and suit to be read."""


@pytest.fixture(params=["en", "hy"])
def window(request, qtbot, qapp: QApplication) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    translations.install(qapp, request.param)
    yield from shown_window(qtbot, GameController(ai_levels=["random"] * 4))
    translations.install(qapp, "en")


def show_at(qapp: QApplication, win: MainWindow, size: tuple[int, int]) -> None:
    win.resize(*size)
    for _ in range(3):
        qapp.processEvents()


def scene_rect(item: QGraphicsItem) -> QRectF:
    return item.sceneBoundingRect()


def union(items: list[QGraphicsItem]) -> QRectF:
    return bounds([scene_rect(item) for item in items])


def bounds(rects: list[QRectF]) -> QRectF:
    whole = QRectF()
    for rect in rects:
        whole = whole.united(rect)
    return whole


def card_rect(item: QGraphicsItem) -> QRectF:
    """What a card covers, without the few units its frame may be drawn outside it."""
    return item.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))


def hand_of(win: MainWindow, count: int) -> None:
    win.hand.reset(DECK[:count], None)


def overlaps(parts: dict[str, QRectF]) -> list[str]:
    names = sorted(parts)
    return [
        f"{a} {parts[a].getRect()} and {b} {parts[b].getRect()}"
        for i, a in enumerate(names)
        for b in names[i + 1 :]
        if not parts[a].isEmpty() and not parts[b].isEmpty() and parts[a].intersects(parts[b])
    ]


def the_draw(win: MainWindow) -> dict[str, QRectF]:
    """Mid-draw, every seat showing a pair (the fullest declarations), hands at 25."""
    scene = win.scene
    scene.clear_table()
    scene.build_pack(50)
    hand_of(win, 25)
    for seat in (1, 2, 3):
        scene.give_backs(seat, 25)
    for seat in range(4):
        scene.show_declaration(seat, ["2H", "2H"])
    scene.set_points(0, None, shown=False)
    parts = common(win)
    parts["pack"] = union(list(scene.pack))
    for seat, pile in scene.declarations.items():
        parts[f"declaration {seat}"] = union(list(pile))
    return parts


def the_play(win: MainWindow, starter: int) -> dict[str, QRectF]:
    """Mid-trick: four-card plays from every seat, the talon beside the starter, every point
    card of the pack taken, the "+N" shown, hands at 25 (the talon just buried)."""
    scene = win.scene
    scene.clear_table()
    hand_of(win, 25)
    for seat in (1, 2, 3):
        scene.give_backs(seat, 25)
    scene.bury_talon(starter, [scene.new_item(None) for _ in range(TALON_SIZE)])
    for seat in range(4):
        scene.play_to_trick(seat, [scene.new_item(c) for c in ("QS", "QS", "KS", "KS")])
    scene.points.add([scene.new_item(c) for c in POINT_CARDS])
    scene.layout_all(animated=False)
    scene.set_points(200, False)
    scene.flash_points(40)
    parts = common(win)
    assert scene.talon is not None
    parts["talon"] = union([*scene.talon, scene.talon_label])
    parts["points"] = union([*scene.points, scene.points_text, scene.points_flash])
    for seat, pile in scene.tricks.items():
        parts[f"trick {seat}"] = bounds([card_rect(i) for i in pile])
    return parts


def common(win: MainWindow) -> dict[str, QRectF]:
    scene = win.scene
    parts = {f"badge {seat}": scene_rect(badge) for seat, badge in enumerate(scene.badges)}
    for seat, pile in scene.sides.items():
        parts[f"hand {seat}"] = union(list(pile))
    lay = scene.layout
    parts["hand"] = lay.hand_area()
    assert (
        lay.hand_area()
        .adjusted(-0.01, -0.01, 0.01, 0.01)
        .contains(bounds([card_rect(i) for i in scene.hand_items]))
    )
    return parts


def inside_the_table(win: MainWindow, parts: dict[str, QRectF]) -> list[str]:
    table = win.scene.sceneRect()
    return [f"{name} {rect.getRect()}" for name, rect in parts.items() if not table.contains(rect)]


@pytest.mark.parametrize("size", SIZES + [pytest.param(s, marks=slow) for s in MORE_SIZES])
def test_nothing_on_the_felt_lies_over_anything_else(qapp, window: MainWindow, size) -> None:  # type: ignore[no-untyped-def]
    show_at(qapp, window, size)
    for card_size in CARD_SIZES:
        window.scene.set_card_size(card_size)
        parts = the_draw(window)
        assert overlaps(parts) == [] and inside_the_table(window, parts) == [], card_size
        for starter in range(4):
            parts = the_play(window, starter)
            assert overlaps(parts) == [], (card_size, starter)
            assert inside_the_table(window, parts) == [], (card_size, starter)


@pytest.mark.parametrize("size", SIZES)
def test_a_card_is_a_fifth_of_the_windows_height_on_a_felt_the_windows_width(
    qapp, window: MainWindow, size
) -> None:  # type: ignore[no-untyped-def]
    show_at(qapp, window, size)
    hand_of(window, 25)
    card = window.view.mapFromScene(card_rect(window.scene.hand_items[0])).boundingRect()
    assert card.height() >= 0.18 * window.height()
    assert window.view.width() >= 0.9 * window.width()
    assert not window.side.isVisible() and not window.card_memory.isVisible()


@pytest.mark.parametrize("size", SIZES + [pytest.param(s, marks=slow) for s in MORE_SIZES])
@pytest.mark.parametrize("count", [25, 33])
def test_the_hand_spreads_over_most_of_the_felt_with_every_index_in_view(
    qapp, window: MainWindow, size, count: int
) -> None:  # type: ignore[no-untyped-def]
    show_at(qapp, window, size)
    hand_of(window, count)
    items = window.scene.hand_items
    hand = bounds([card_rect(i) for i in items])
    assert hand.width() >= 0.8 * window.scene.width_units
    steps = {round(b.x() - a.x(), 3) for a, b in zip(items, items[1:], strict=False)}
    assert min(steps) >= INDEX_STRIP - 1.5


def test_words_on_the_felt_are_at_least_11_pixels_high_at_the_smallest_window(
    qapp, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    show_at(qapp, window, SIZES[0])
    scale = window.view.transform().m11()
    labels = [i for i in window.scene.items() if isinstance(i, FeltLabel)]
    smallest = min([DETAIL_PX, *(label.font.pixelSize() for label in labels)])
    assert smallest * scale >= 11


def test_the_points_of_two_tricks_at_once_show_one_label_not_two(qapp, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """With animations off two tricks' points come at once: the second "+N" replaces the
    first instead of being drawn over it."""
    show_at(qapp, window, SIZES[0])
    window.scene.flash_points(25)
    window.scene.flash_points(10)
    flashes = [
        i for i in window.scene.items() if isinstance(i, FeltLabel) and i.text().startswith("+")
    ]
    assert [f.text() for f in flashes] == ["+10"]


@pytest.mark.parametrize("language", ["en", "hy", pytest.param("el", marks=slow)])
def test_selecting_cards_raises_them_and_moves_nothing_else(qtbot, qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    """At the bury (33 cards, the button counting them in words): the table keeps its size and
    every other card its place, so the next click lands on the card under the pointer."""
    translations.install(qapp, language)
    win = MainWindow(GameController(ai_levels=["random"] * 4))
    win.set_speed(0.0, win.speed_actions[3])  # the deal at once; the hand still re-lays itself
    qtbot.addWidget(win)
    win.resize(*SIZES[0])
    win.show()
    qtbot.waitExposed(win)
    try:
        start(win, seed=5, starter=0)
        wait_for_turn(qtbot, win, "last_chance")
        win.controls.pass_button.click()
        wait_for_turn(qtbot, win, "bury")
        assert win.hand.rowCount() == 33

        def places() -> list[tuple[int, int]]:
            return [win.view.mapFromScene(i.pos()).toTuple() for i in win.scene.hand_items]

        before, size = places(), win.view.size()
        for row in (30, 20, 10, 5, 0):
            click_card(win, row)
            for _ in range(3):
                qapp.processEvents()
            assert win.view.size() == size
            qtbot.waitUntil(lambda: not win.scene.animator.is_moving(), timeout=5000)
            now = places()
            risen = set(win.hand.selected_rows())
            assert all(now[r][0] == before[r][0] for r in range(33))
            assert all(now[r][1] == before[r][1] for r in range(33) if r not in risen)
    finally:
        win.controller.shutdown()
        translations.install(qapp, "en")
