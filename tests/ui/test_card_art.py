"""The card art: every face renders at every size, cached, with suits and jokers told apart."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import QApplication

from tests.tiers import slow
from tractor_desktop.engine.cards import FACES
from tractor_desktop.ui.card_art import CARD_ASPECT, CardArt

CODES = [face.code for face in FACES]
WIDTHS = (40, 71, 120)
RATIOS = (1.0, 2.0)

Rgb = tuple[float, float, float]


def rgba_image(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)


def sampled_colours(image: QImage, step: int = 1) -> list[QColor]:
    return [
        image.pixelColor(x, y)
        for y in range(0, image.height(), step)
        for x in range(0, image.width(), step)
    ]


def is_ink(colour: QColor) -> bool:
    """An opaque pixel that is not the white of the face."""
    return colour.alpha() == 255 and min(colour.red(), colour.green(), colour.blue()) < 200


def mean_ink(pixmap: QPixmap) -> Rgb:
    inked = [c for c in sampled_colours(rgba_image(pixmap)) if is_ink(c)]
    assert inked, "no ink on the card"
    n = len(inked)
    return (
        sum(c.red() for c in inked) / n,
        sum(c.green() for c in inked) / n,
        sum(c.blue() for c in inked) / n,
    )


def mean_colour(pixmap: QPixmap) -> Rgb:
    colours = [c for c in sampled_colours(rgba_image(pixmap)) if c.alpha() == 255]
    n = len(colours)
    return (
        sum(c.red() for c in colours) / n,
        sum(c.green() for c in colours) / n,
        sum(c.blue() for c in colours) / n,
    )


@pytest.fixture
def art(qapp: QApplication) -> CardArt:
    return CardArt()


def test_the_pack_has_54_faces() -> None:
    assert len(CODES) == 54
    assert {"BJ", "RJ", "10H", "AS", "2C"} <= set(CODES)


# The smallest and the largest by default; every size and pixel ratio in the slow tier.
SIZES = [
    (w, r) if (w, r) in ((40, 1.0), (120, 2.0)) else pytest.param(w, r, marks=slow)
    for w in WIDTHS
    for r in RATIOS
]


@pytest.mark.parametrize(("width", "dpr"), SIZES)
def test_every_face_renders_at_its_logical_size_with_ink(
    art: CardArt, width: int, dpr: float
) -> None:
    height = round(width * CARD_ASPECT)
    for code in CODES:
        pixmap = art.face(code, width, dpr)
        assert pixmap.devicePixelRatio() == dpr, code
        assert (pixmap.width(), pixmap.height()) == (round(width * dpr), round(height * dpr))
        logical = pixmap.deviceIndependentSize()
        assert (logical.width(), logical.height()) == (width, height), code
        step = max(1, pixmap.width() // 40)
        colours = {c.rgba() for c in sampled_colours(rgba_image(pixmap), step)}
        assert len(colours) > 3, f"{code} at {width}x{dpr} is nearly uniform"


@pytest.mark.parametrize("dpr", RATIOS)
@pytest.mark.parametrize("width", WIDTHS)
def test_the_back_renders_at_its_logical_size(art: CardArt, width: int, dpr: float) -> None:
    pixmap = art.back(width, dpr)
    logical = pixmap.deviceIndependentSize()
    assert (logical.width(), logical.height()) == (width, round(width * CARD_ASPECT))
    assert pixmap.devicePixelRatio() == dpr
    assert len({c.rgba() for c in sampled_colours(rgba_image(pixmap), 2)}) > 3


def test_a_face_is_drawn_once_per_code_size_and_ratio(art: CardArt) -> None:
    first = art.face("10H", 71, 2.0)
    assert art.face("10H", 71, 2.0) is first
    assert art.face("10H", 72, 2.0) is not first
    assert art.face("10H", 71, 1.0) is not first
    assert art.face("10D", 71, 2.0) is not first


def test_a_back_is_drawn_once_per_size_ratio_and_colour(art: CardArt) -> None:
    blue = art.back(71)
    assert art.back(71) is blue
    art.set_back_colour("#8b1f2a")
    red = art.back(71)
    assert red is not blue
    assert mean_colour(red)[0] > mean_colour(blue)[0] + 40
    art.set_back_colour("#1f5f8b")
    assert art.back(71).toImage() == blue.toImage()


def test_four_colour_turns_diamonds_blue_and_clubs_green(art: CardArt) -> None:
    red_r, _, red_b = mean_ink(art.face("AD", 71))
    assert red_r > red_b + 100
    art.set_four_colour(True)
    blue_r, _, blue_b = mean_ink(art.face("AD", 71))
    assert blue_b > blue_r + 100
    _, green_g, _ = mean_ink(art.face("AC", 71))
    assert green_g > 100


def test_switching_four_colour_clears_the_cache(art: CardArt) -> None:
    two_colour = art.face("5D", 71)
    art.set_four_colour(True)
    four_colour = art.face("5D", 71)
    assert four_colour is not two_colour
    assert four_colour.toImage() != two_colour.toImage()
    art.set_four_colour(False)
    assert art.face("5D", 71).toImage() == two_colour.toImage()


def test_hearts_and_spades_keep_their_colours_in_four_colour(art: CardArt) -> None:
    art.set_four_colour(True)
    assert art.suit_colour("H") == CardArt().suit_colour("H")
    assert art.suit_colour("S") == CardArt().suit_colour("S")


def test_suit_colours(art: CardArt) -> None:
    assert art.suit_colour("H") == art.suit_colour("D")
    assert art.suit_colour("S") == art.suit_colour("C")
    assert art.suit_colour("H").red() > art.suit_colour("H").blue() + 100
    four = CardArt(four_colour=True)
    colours = {four.suit_colour(s).name() for s in "SHDC"}
    assert len(colours) == 4
    assert four.suit_colour("D").blue() > four.suit_colour("D").red()
    assert four.suit_colour("C").green() > four.suit_colour("C").red()


@pytest.mark.parametrize("width", WIDTHS)
def test_big_and_small_jokers_look_clearly_different(art: CardArt, width: int) -> None:
    red = mean_ink(art.face("RJ", width))
    black = mean_ink(art.face("BJ", width))
    assert math.dist(red, black) > 70
    assert red[0] > red[2] + 80, "the big joker is red and gold"
    assert max(black) - min(black) < 40, "the small joker is black and grey"


@pytest.mark.parametrize("code", ["", "1S", "11H", "ZZ", "AX", "as", "bj", "10", "S", "JOKER"])
def test_unknown_codes_are_refused(art: CardArt, code: str) -> None:
    with pytest.raises(ValueError, match="unknown card code"):
        art.face(code, 71)


def test_unknown_suits_and_colours_and_sizes_are_refused(art: CardArt) -> None:
    with pytest.raises(ValueError, match="unknown suit code 'X'"):
        art.suit_colour("X")
    with pytest.raises(ValueError, match="not a colour"):
        art.set_back_colour("not a colour")
    with pytest.raises(ValueError, match="positive size"):
        art.face("AS", 0)
    with pytest.raises(ValueError, match="positive size"):
        art.back(71, dpr=0.0)
