"""The card memory dock: the cards played per suit, the point cards still out and what the other
players have shown, as the human seat has seen them (``app.card_memory``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QColor, QFont, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app.card_memory import CardMemory, SeatFacts, SuitGroup, card_memory
from tractor_desktop.app.table_controller import TableController
from tractor_desktop.engine.cards import Card, rank_code
from tractor_desktop.engine.trump import TRUMP
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.names import seat_name, short_card, suit_name, suit_symbol

GROUPS = 5
"""At most five suit groups: the trumps and four plain suits in a no-trump round."""
OTHER_SEATS = 3
NO_BREAK = "\N{NO-BREAK SPACE}"


def card_text(c: Card, suit: str) -> str:
    """A card as its row shows it: a plain suit's row names the suit once, so its cards show
    their rank only; the trump row mixes suits and jokers, so each card is named in full."""
    if suit != TRUMP:
        return rank_code(c.rank)
    # A joker's name has a space in it: never break a line inside one card.
    return short_card(c.code).replace(" ", NO_BREAK)


def cards_text(cards: Sequence[Card], suit: str) -> str:
    return " ".join(card_text(c, suit) for c in cards) if cards else "–"


def group_name(suit: str) -> str:
    """A suit group in a sentence: the trumps by name, a plain suit by its symbol."""
    return suit_name(TRUMP) if suit == TRUMP else suit_symbol(suit)


class CardMemoryDock(QDockWidget):
    """What a careful player at the human seat remembers of the round, redrawn from the
    controller's snapshot after every event it releases."""

    def __init__(
        self,
        controller: TableController,
        parent: QWidget | None = None,
        *,
        four_colour: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("card_memory")
        self.setWindowTitle(self.tr("Card memory"))
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.controller = controller
        self.memory: CardMemory | None = None
        """What the dock shows now (None until it was first shown)."""
        self._stale = True
        self._art = CardArt(four_colour)
        self._named: dict[QLabel, str] = {}
        """The suit group each title and card label is named and inked for: rows change
        groups only from round to round, so most updates set texts alone."""

        body = QWidget()
        layout = QVBoxLayout(body)
        self.waiting = self._label(self.tr("Nothing to remember until the trump is known."))
        layout.addWidget(self.waiting)

        self.played_title = self._title(self.tr("Played so far"))
        layout.addWidget(self.played_title)
        played_grid = QGridLayout()
        layout.addLayout(played_grid)
        self.played_rows: list[tuple[QLabel, QLabel, QLabel]] = []
        for row in range(GROUPS):
            name, count, cards = self._label(), self._label(), self._label(wrap=True)
            count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            played_grid.addWidget(name, row, 0, Qt.AlignmentFlag.AlignTop)
            played_grid.addWidget(count, row, 1, Qt.AlignmentFlag.AlignTop)
            played_grid.addWidget(cards, row, 2)
            self.played_rows.append((name, count, cards))
        played_grid.setColumnStretch(2, 1)

        self.points_title = self._title("")
        layout.addWidget(self.points_title)
        points_grid = QGridLayout()
        layout.addLayout(points_grid)
        self.points_rows: list[tuple[QLabel, QLabel]] = []
        for row in range(GROUPS):
            name, cards = self._label(), self._label(wrap=True)
            points_grid.addWidget(name, row, 0, Qt.AlignmentFlag.AlignTop)
            points_grid.addWidget(cards, row, 1)
            self.points_rows.append((name, cards))
        points_grid.setColumnStretch(1, 1)

        self.seats_title = self._title(self.tr("What the others have shown"))
        layout.addWidget(self.seats_title)
        # One sentence per seat, its name included: a name column would take the width the
        # facts need to wrap in, and seat names are long in some languages.
        self.seat_rows = [self._label(wrap=True) for _ in range(OTHER_SEATS)]
        for label in self.seat_rows:
            layout.addWidget(label)
        layout.addStretch(1)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # Rows wrap to the dock's width (long languages); only a word wider than the dock
        # scrolls sideways rather than being cut.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self.setMinimumWidth(240)

        controller.released.connect(self._on_released)
        controller.gameStarted.connect(self.refresh)

    # ----- building -------------------------------------------------------------------------

    def _label(self, text: str = "", wrap: bool = False) -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(wrap)
        return label

    def _title(self, text: str) -> QLabel:
        label = self._label(text, wrap=True)
        font = QFont(label.font())
        font.setBold(True)
        label.setFont(font)
        return label

    # ----- updating -------------------------------------------------------------------------

    def set_four_colour(self, on: bool) -> None:
        """Follow the table's four-colour preference (♦ blue, ♣ green)."""
        self._art.set_four_colour(on)
        self._named.clear()
        if self.memory is not None:
            self._show(self.memory)

    @Slot(object)
    def _on_released(self, _event: object) -> None:
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Read the snapshot again; while the dock is hidden only note that it is out of date
        (it is off by default, and the table calls this after every event)."""
        if not self.isVisible():
            self._stale = True
            return
        self._stale = False
        memory = card_memory(self.controller.snapshot.observation)
        if memory != self.memory:
            self._show(memory)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def _show(self, memory: CardMemory) -> None:
        self.memory = memory
        known = bool(memory.groups)
        self.waiting.setVisible(not known)
        for title in (self.played_title, self.points_title, self.seats_title):
            title.setVisible(known)
        for row, labels in enumerate(self.played_rows):
            group = memory.groups[row] if row < len(memory.groups) else None
            self._show_played(labels, group)
        with_points = [g for g in memory.groups if g.points_out]
        self.points_title.setText(
            self.tr("Point cards still out: %1 points").replace("%1", str(memory.points_out_total))
        )
        for row, (name, cards) in enumerate(self.points_rows):
            group = with_points[row] if row < len(with_points) else None
            name.setVisible(group is not None)
            cards.setVisible(group is not None)
            if group is not None:
                self._name_group(name, group.suit)
                self._ink(cards, group.suit)
                cards.setText(cards_text(group.points_out, group.suit))
        for label, facts in zip(self.seat_rows, memory.others, strict=True):
            label.setVisible(known)
            label.setText(
                self.tr("%1: %2")
                .replace("%1", seat_name(facts.seat))
                .replace("%2", self.facts_text(facts))
            )

    def _show_played(self, labels: tuple[QLabel, QLabel, QLabel], group: SuitGroup | None) -> None:
        name, count, cards = labels
        for label in labels:
            label.setVisible(group is not None)
        if group is None:
            return
        self._name_group(name, group.suit)
        count.setText(f"{len(group.played)}/{group.size}")
        count.setToolTip(
            self.tr("%1 of the %2 cards of this suit have been played")
            .replace("%1", str(len(group.played)))
            .replace("%2", str(group.size))
        )
        self._ink(cards, group.suit)
        cards.setText(cards_text(group.played, group.suit))

    def _name_group(self, label: QLabel, suit: str) -> None:
        if self._named.get(label) == suit:
            return
        label.setText(self.tr("Trumps") if suit == TRUMP else suit_symbol(suit))
        label.setToolTip(suit_name(suit))
        label.setAccessibleName(suit_name(suit))
        self._ink(label, suit)

    def _ink(self, label: QLabel, suit: str) -> None:
        """A plain suit's row in its suit colour; black suits and the mixed trump row keep
        the palette's own text colour, which stays readable on a dark theme."""
        if self._named.get(label) == suit:
            return
        self._named[label] = suit
        colour: QColor | None = None
        if suit != TRUMP:
            ink = self._art.suit_colour(suit)
            if ink != self._art.suit_colour("S"):
                colour = ink
        # An empty palette resolves nothing itself: the label inherits the dock's, except the ink.
        palette = QPalette()
        if colour is not None:
            palette.setColor(QPalette.ColorRole.WindowText, colour)
        label.setPalette(palette)

    def facts_text(self, facts: SeatFacts) -> str:
        """One seat's shown voids, missing pairs and taken-back cards, as a sentence."""
        parts = []
        if facts.void:
            parts.append(
                self.tr("void in %1").replace("%1", ", ".join(group_name(s) for s in facts.void))
            )
        if facts.out_of_pairs:
            parts.append(
                self.tr("out of pairs in %1").replace(
                    "%1", ", ".join(group_name(s) for s in facts.out_of_pairs)
                )
            )
        if facts.shown_in_hand:
            parts.append(
                self.tr("still holds %1").replace(
                    "%1", " ".join(short_card(c.code) for c in facts.shown_in_hand)
                )
            )
        if not parts:
            return self.tr("nothing shown yet")
        return "; ".join(parts)
