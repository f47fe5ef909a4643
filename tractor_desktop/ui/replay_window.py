"""Review a game: step through its history with all four hands face up.

The scene is as tall as ``HEIGHT`` units and as wide as the view's shape asks, so that it fills
the view; the hands and the trick are laid out anew for that width."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app.replay import Frame, nothing_left_to_play
from tractor_desktop.engine import events as ev
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.card_item import CARD_H, CARD_W, CardItem
from tractor_desktop.ui.dialogs import round_summary_lines
from tractor_desktop.ui.names import (
    describe_cards,
    level_name,
    points_name,
    seat_name,
    trump_text,
    we_collect,
)

HEIGHT = 1000.0
"""Scene units from top to bottom; a card is ``CARD_W`` × ``CARD_H`` of them."""
ASPECTS = (1.2, 2.4)
"""The narrowest and widest scene shapes (beyond them the view shows bands of felt): the
narrowest still holds a long throw across the table between the side hands."""
MARGIN = 24.0
GAP = 28.0
LABEL_H = 34.0
STEP = 34.0
"""From one overlapping card to the next: enough to read each card's corner."""
LEAST_STEP = 24.0
ROW_STEP = 64.0
"""From one row of a hand to the next: the row above shows its corners (rank and suit)."""
TRICK_STEP = 30.0
TRICK_LEAST_STEP = 18.0
SIDE_LEAST = 5
"""Cards in a row of a side hand that the trick leaves room for, however long the plays."""


class ReplayWindow(QDialog):
    playFrom = Signal(int)
    """The player asks to play on from the step shown: how many of the game's actions to
    keep."""

    def __init__(self, steps: list[Frame], art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Review the game"))
        self.resize(1100, 760)
        self.art = art
        self.frames = steps
        self.scene = QGraphicsScene(0, 0, HEIGHT * 1.5, HEIGHT)
        self.scene.setBackgroundBrush(QColor("#14603c"))
        self.view = QGraphicsView(self.scene)
        self.view.setBackgroundBrush(QColor("#14603c"))
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.viewport().installEventFilter(self)
        self.caption = QLabel()
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.caption.setAccessibleName(self.tr("What happened"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, max(0, len(self.frames) - 1))
        self.slider.setAccessibleName(self.tr("Step"))
        self.slider.valueChanged.connect(self.show_frame)
        self.buttons = {}
        controls = QHBoxLayout()
        for key, text, step in (
            ("first", self.tr("⏮ Start"), -(10**6)),
            ("back", self.tr("◀ Back"), -1),
            ("next", self.tr("Next ▶"), 1),
            ("last", self.tr("End ⏭"), 10**6),
        ):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, s=step: self.step(s))
            controls.addWidget(button)
            self.buttons[key] = button
        controls.addWidget(self.slider, 1)
        self.play_button = QPushButton(self.tr("Play from here"))
        self.play_button.setObjectName("play_from_here")
        self.play_button.setToolTip(
            self.tr("Continue this game from the step shown, in your own seat")
        )
        self.play_button.clicked.connect(self._play_from_here)
        controls.addWidget(self.play_button)
        QShortcut(QKeySequence(Qt.Key.Key_Left), self, lambda: self.step(-1))
        QShortcut(QKeySequence(Qt.Key.Key_Right), self, lambda: self.step(1))
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.caption)
        layout.addLayout(controls)
        self.show_frame(0)

    def _play_from_here(self) -> None:
        if self.frames and not nothing_left_to_play(self.frames, self.position):
            self.playFrom.emit(self.frames[self.position].actions)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The viewport's own resize: the view's comes before the viewport has its new size.
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize:
            self._fit()
        return super().eventFilter(watched, event)

    def _fit(self) -> None:
        """Shape the scene like the view, lay the step out on it and fill the view with it."""
        size = self.view.viewport().size()
        if size.height() <= 0:
            return
        aspect = min(max(size.width() / size.height(), ASPECTS[0]), ASPECTS[1])
        self.scene.setSceneRect(0, 0, HEIGHT * aspect, HEIGHT)
        self.show_frame(self.position)
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    @property
    def position(self) -> int:
        return self.slider.value()

    def step(self, delta: int) -> None:
        self.slider.setValue(max(0, min(len(self.frames) - 1, self.position + delta)))

    def show_frame(self, index: int) -> None:
        self.scene.clear()
        if not self.frames:
            self.caption.setText(self.tr("Nothing has been played yet."))
            self.play_button.setEnabled(False)
            return
        frame = self.frames[index]
        playable = not nothing_left_to_play(self.frames, index)
        self.play_button.setEnabled(playable)
        # The tooltip says why the button is off, so that it does not look broken.
        self.play_button.setToolTip(
            self.tr("Continue this game from the step shown, in your own seat")
            if playable
            else self.tr("Nothing is left to play from this step: the game is decided.")
        )
        width = self.scene.sceneRect().width()
        plays = dict(frame.trick)
        winner = frame.event.winner if isinstance(frame.event, ev.TrickWon) else None
        # South along the bottom, North along the top, each in one row.
        band = LABEL_H + CARD_H
        for seat, top in ((2, MARGIN), (0, HEIGHT - MARGIN - band)):
            hand = frame.hands[seat]
            step = _step(width - 2 * MARGIN, len(hand))
            left = (width - _span(len(hand), step)) / 2
            self._label(seat, QPointF(left, top), seat == winner)
            self._row(hand, QPointF(left, top + LABEL_H), step, 0)
        # Between them the trick, each play towards its player, and West and East in rows of
        # cards beside it. The trick takes what West's and East's plays need, short of the
        # side hands' least room; beyond that its cards overlap more.
        middle = (MARGIN + band + GAP, HEIGHT - MARGIN - band - GAP)
        across = max(len(plays.get(1, ())), len(plays.get(3, ())), 1)
        room = width - 2 * MARGIN - 2 * GAP - 2 * _span(SIDE_LEAST, LEAST_STEP)
        trick_step = max(TRICK_LEAST_STEP, _step((room - GAP) / 2, across, TRICK_STEP))
        trick = max(2 * _span(across, trick_step) + GAP, 3 * CARD_W)
        side = (width - 2 * MARGIN - 2 * GAP - trick) / 2
        centre = QPointF(width / 2, sum(middle) / 2)
        spots = {
            0: QPointF(centre.x(), middle[1] - CARD_H / 2),
            1: QPointF(centre.x() + trick / 2 - _span(across, trick_step) / 2, centre.y()),
            2: QPointF(centre.x(), middle[0] + CARD_H / 2),
            3: QPointF(centre.x() - trick / 2 + _span(across, trick_step) / 2, centre.y()),
        }
        for order, (seat, cards) in enumerate(frame.trick):
            step = trick_step if seat in (1, 3) else _step(trick, len(cards), TRICK_STEP)
            at = spots[seat] - QPointF(_span(len(cards), step) / 2, CARD_H / 2)
            self._row(cards, at, step, 100 + 20 * order)
        for seat, left in ((3, MARGIN), (1, width - MARGIN - side)):
            self._block(seat, frame.hands[seat], left, side, middle, seat == winner)
        self.caption.setText(self.describe(frame, index))

    def _block(
        self,
        seat: int,
        hand: tuple[str, ...],
        left: float,
        width: float,
        band: tuple[float, float],
        won: bool,
    ) -> None:
        """A side hand in as few rows as fit ``width`` with readable steps, centred in the
        band; West's block keeps to the left edge, East's to the right."""
        rows = 1
        while rows < len(hand) and _step(width, math.ceil(len(hand) / rows)) < LEAST_STEP:
            rows += 1
        per_row = max(1, math.ceil(len(hand) / rows))
        step = _step(width, per_row)
        room = band[1] - band[0] - LABEL_H - CARD_H
        row_step = min(ROW_STEP, room / (rows - 1)) if rows > 1 else 0.0
        height = LABEL_H + (rows - 1) * row_step + CARD_H
        span = _span(per_row, step)
        x = left if seat == 3 else left + width - span
        top = band[0] + max(0.0, (band[1] - band[0] - height) / 2)
        self._label(seat, QPointF(x, top), won)
        for row in range(rows):
            cards = hand[row * per_row : (row + 1) * per_row]
            at = QPointF(x, top + LABEL_H + row * row_step)
            self._row(cards, at, step, row * per_row)

    def _row(self, cards: tuple[str, ...], at: QPointF, step: float, z: int) -> None:
        for i, code in enumerate(cards):
            item = CardItem(self.art, code)
            item.setPos(at + QPointF(i * step, 0))
            item.setZValue(z + i)
            self.scene.addItem(item)

    def _label(self, seat: int, at: QPointF, won: bool) -> None:
        """The player's name above their cards; the trick's winner in gold."""
        label = QGraphicsSimpleTextItem(seat_name(seat))
        font = QFont(self.font())
        font.setPixelSize(round(LABEL_H * 0.7))
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor("#ffd54f") if won else QColor("#ffffff"))
        label.setPos(at)
        self.scene.addItem(label)

    def describe(self, frame: Frame, index: int) -> str:
        event = frame.event
        head = self.tr("Round %1, step %2 of %3").replace("%1", str(frame.round_number + 1))
        head = head.replace("%2", str(index + 1)).replace("%3", str(len(self.frames)))
        parts = [head]
        if frame.trump is not None:
            parts.append(self.tr("trump %1").replace("%1", trump_text(*frame.trump)))
        parts.append(
            self.tr("levels: us %1, them %2")
            .replace("%1", level_name(frame.levels[0]))
            .replace("%2", level_name(frame.levels[1]))
        )
        declarers = None if frame.starter is None else frame.starter % 2
        parts.append(f"{points_name(we_collect(declarers))}: {frame.opponent_points}")
        what = ""
        if isinstance(event, ev.Declared):
            d = event.declaration
            what = self.tr("%1 declares with %2.").replace("%1", seat_name(d.seat))
            what = what.replace("%2", describe_cards([c.code for c in d.cards]))
        elif isinstance(event, ev.TrumpSettled):
            what = self.tr("The trump is settled; %1 starts.").replace(
                "%1", seat_name(event.starter)
            )
        elif isinstance(event, ev.TalonPickedUp):
            what = self.tr("%1 picks up the talon: %2.").replace("%1", seat_name(event.seat))
            what = what.replace("%2", describe_cards([c.code for c in event.cards]))
        elif isinstance(event, ev.TalonBuried):
            what = self.tr("%1 buries %2.").replace("%1", seat_name(event.seat))
            what = what.replace("%2", describe_cards([c.code for c in event.cards]))
        elif isinstance(event, ev.TrickWon):
            what = self.tr("%1 wins the trick (%2 points).").replace("%1", seat_name(event.winner))
            what = what.replace("%2", str(event.points))
        elif isinstance(event, ev.RoundScored):
            what = " ".join(round_summary_lines(event))
        return " · ".join(parts) + "\n" + what


def _span(count: int, step: float) -> float:
    """The width of ``count`` cards overlapping by ``step``."""
    return CARD_W + step * max(0, count - 1)


def _step(width: float, count: int, most: float = STEP) -> float:
    """The step that fits ``count`` cards into ``width``, at most ``most``."""
    if count <= 1:
        return most
    return max(0.0, min(most, (width - CARD_W) / (count - 1)))
