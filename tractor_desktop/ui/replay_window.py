"""Review a game: step through its history with all four hands face up."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app.replay import Frame
from tractor_desktop.engine import events as ev
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.card_item import CARD_H, CARD_W, CardItem
from tractor_desktop.ui.dialogs import round_summary_lines
from tractor_desktop.ui.names import describe_cards, level_name, seat_name, trump_text

WIDTH, HEIGHT = 1500.0, 1000.0


class ReplayWindow(QDialog):
    def __init__(self, steps: list[Frame], art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Review the game"))
        self.resize(1100, 760)
        self.art = art
        self.frames = steps
        self.scene = QGraphicsScene(0, 0, WIDTH, HEIGHT)
        self.scene.setBackgroundBrush(QColor("#14603c"))
        self.view = QGraphicsView(self.scene)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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
        QShortcut(QKeySequence(Qt.Key.Key_Left), self, lambda: self.step(-1))
        QShortcut(QKeySequence(Qt.Key.Key_Right), self, lambda: self.step(1))
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.caption)
        layout.addLayout(controls)
        self.show_frame(0)

    def resizeEvent(self, event: object) -> None:  # type: ignore[override]
        super().resizeEvent(event)  # type: ignore[arg-type]
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
            return
        frame = self.frames[index]
        for seat, hand in enumerate(frame.hands):
            self._hand(seat, hand)
        centre = {0: (0, 170), 1: (300, 0), 2: (0, -170), 3: (-300, 0)}
        for seat, cards in frame.trick:
            dx, dy = centre[seat]
            x0 = WIDTH / 2 + dx - (CARD_W + 24 * (len(cards) - 1)) / 2
            for i, code in enumerate(cards):
                self._card(code, QPointF(x0 + 24 * i, HEIGHT / 2 + dy - CARD_H / 2), 1.0, 50 + i)
        self.caption.setText(self.describe(frame, index))

    def _hand(self, seat: int, hand: tuple[str, ...]) -> None:
        scale = 0.75
        step = 24.0 if seat in (0, 2) else 22.0
        if seat in (0, 2):
            x0 = WIDTH / 2 - (step * (len(hand) - 1) + CARD_W * scale) / 2
            y = HEIGHT - CARD_H * scale - 10 if seat == 0 else 10
            for i, code in enumerate(hand):
                self._card(code, QPointF(x0 + i * step, y), scale, i)
        else:
            x = 20 if seat == 3 else WIDTH - 20 - CARD_W * scale
            y0 = (HEIGHT - (step * (len(hand) - 1) + CARD_H * scale)) / 2
            for i, code in enumerate(hand):
                self._card(code, QPointF(x, y0 + i * step), scale, i)

    def _card(self, code: str, at: QPointF, scale: float, z: int) -> None:
        item = CardItem(self.art, code, scale)
        item.setPos(at)
        item.setZValue(z)
        self.scene.addItem(item)

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
        parts.append(self.tr("opponents' points: %1").replace("%1", str(frame.opponent_points)))
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
