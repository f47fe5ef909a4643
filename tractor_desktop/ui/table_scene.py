"""The card table: piles of cards laid out by ``TableLayout`` and moved by the ``Animator``; the
mouse on the human's hand (select, drag to play, drag to reorder) is its base, ``HandMouse``.

Scene units: a card is ``CARD_W`` × ``CARD_H``; the scene is ``height_units`` high (the card-size
setting: the higher the table, the smaller the cards) and as wide as the window's aspect asks, at
least ``MIN_WIDTH``. ``TableLayout`` says where everything goes.
The human's hand mirrors ``HandModel``: the scene reads the model and never changes it except
through the signals it emits. While cards move, presses and drags are ignored, as at a real
table one waits for the cards to land.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QTimer
from PySide6.QtWidgets import QGraphicsScene

from tractor_desktop.engine.cards import card
from tractor_desktop.ui.animator import Animator, Then
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.card_item import CARD_W, CardItem
from tractor_desktop.ui.hand_mirror import HandMirror
from tractor_desktop.ui.hand_model import HandModel
from tractor_desktop.ui.hand_mouse import HandMouse
from tractor_desktop.ui.names import points_name
from tractor_desktop.ui.pile import Pile
from tractor_desktop.ui.seat_badge import SeatBadge
from tractor_desktop.ui.table_decor import FeltLabel, felt_brush
from tractor_desktop.ui.table_layout import (
    BACK_SCALE,
    LIFT,
    MIN_WIDTH,
    SHOWN_SCALE,
    TABLE_HEIGHTS,
    TableLayout,
)

PACK_SHOWN = 12
"""Backs shown for the undrawn pack: enough to read as a stack."""
OVERLAY_Z = 200


class TableScene(HandMouse):
    """Draws the table and moves its cards."""

    def __init__(self, art: CardArt, hand: HandModel, names: Sequence[str]) -> None:
        super().__init__()
        self.art = art
        self.hand_model = hand
        self.animator = Animator(self)
        self.height_units = TABLE_HEIGHTS["normal"]
        self.width_units = MIN_WIDTH
        self.aspect = MIN_WIDTH / self.height_units
        self.layout = TableLayout(self.width_units, self.height_units)
        self.setSceneRect(0, 0, self.width_units, self.height_units)
        self.setBackgroundBrush(felt_brush(self.width_units, self.height_units))
        # About a hundred items, most of them moving: a spatial index costs more than it saves.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.sides = {seat: Pile(self.layout.side(seat)) for seat in (1, 2, 3)}
        self.tricks: dict[int, Pile] = {}
        self.pack = Pile(self.layout.pack(), z=0)
        self.talon: Pile | None = None
        self.talon_seat: int | None = None
        self.declarations: dict[int, Pile] = {}
        self.points = Pile(self.layout.points(), z=20)
        self.overlay: list[Pile] = []
        self.badges = [SeatBadge(name) for name in names]
        for badge in self.badges:
            self.addItem(badge)
        self.points_text = self._add_text(FeltLabel(18, "#ffffff", 21))
        self.points_flash = self._add_text(FeltLabel(30, "#ffd54f", 120))
        self.banner = self._add_text(FeltLabel(30, "#ffe082", 150, plate=True))
        self.talon_label = self._add_text(FeltLabel(15, "#ffffff", 30, plate=True))
        self.refusal = self._add_text(FeltLabel(17, "#ffffff", 320, plate=True))
        self.refusal.outline = "#e53935"
        self._refusal_timer = QTimer(self)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.timeout.connect(self.clear_refusal)
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(lambda: self.points_flash.setText(""))
        self.hand = HandMirror(self, hand)
        self.layout_all(animated=False)

    def _add_text(self, label: FeltLabel) -> FeltLabel:
        self.addItem(label)
        return label

    # ----- geometry ----------------------------------------------------------------------------

    @property
    def speed(self) -> float:
        """Animation duration factor: 0 turns animation off."""
        return self.animator.speed

    @speed.setter
    def speed(self, factor: float) -> None:
        self.animator.speed = factor

    @property
    def focus_row(self) -> int:
        return self.hand.focus_row

    def set_focus_row(self, row: int) -> None:
        self.hand.set_focus_row(row)

    def take_leaving(self, codes: Sequence[str]) -> list[CardItem]:
        """The items of cards that just left the hand (to fly them somewhere)."""
        return self.hand.take_leaving(codes)

    def set_aspect(self, aspect: float) -> None:
        """The view's width / height: the table widens to fill it."""
        self.aspect = aspect
        self.width_units = max(MIN_WIDTH, self.height_units * aspect)
        self.layout = TableLayout(self.width_units, self.height_units)
        self.setSceneRect(0, 0, self.width_units, self.height_units)
        self.setBackgroundBrush(felt_brush(self.width_units, self.height_units))
        self.layout_all(animated=False)

    def set_card_size(self, size: str) -> None:
        self.height_units = TABLE_HEIGHTS.get(size, TABLE_HEIGHTS["normal"])
        self.set_aspect(self.aspect)

    @property
    def centre(self) -> QPointF:
        return self.layout.centre

    def seat_anchor(self, seat: int) -> QPointF:
        """Where cards fly to and from for a seat."""
        if seat == 0:
            return QPointF(self.width_units / 2 - CARD_W / 2, self.layout.hand_top)
        positions = self.layout.side(seat).positions(max(1, len(self.sides[seat])))
        return positions[len(positions) // 2]

    # ----- layout -----------------------------------------------------------------------------

    def layout_all(self, animated: bool = True) -> None:
        """Every pile to its place (after a resize, a new card size, a restored game)."""
        lay = self.layout
        self.drop_zone.setRect(lay.drop_zone())
        for seat, badge in enumerate(self.badges):
            badge.setPos(lay.badge(seat))
        self.points_text.setPos(lay.points_label())
        for seat, pile in self.sides.items():
            pile.spot = lay.side(seat)
        for seat, pile in self.tricks.items():
            pile.spot = lay.trick(seat)
        for seat, pile in self.declarations.items():
            pile.spot = lay.declaration(seat, len(pile))
        if self.talon is not None and self.talon_seat is not None:
            self.talon.spot = lay.talon(self.talon_seat)
            self._label_talon()
        self.points.spot = lay.points()
        self.points_text.set_max_width(lay.points_area().width())
        self._place_flash()
        self.pack.spot = lay.pack()
        for pile in self._piles():
            self._lay(pile, animated)
        self.layout_hand(animated)
        self.banner.set_max_width(lay.drop_zone().width())
        self._centre_banner()

    def _piles(self) -> list[Pile]:
        """Every pile on the table but the human's hand and the last trick shown again."""
        piles = [
            *self.sides.values(),
            *self.tricks.values(),
            *self.declarations.values(),
            self.points,
            self.pack,
        ]
        return piles if self.talon is None else [*piles, self.talon]

    def _lay(self, pile: Pile, animated: bool, then: Then | None = None) -> None:
        moves = pile.moves()
        self.animator.move(moves, 220 if animated else 0, then, blocking=then is not None)

    # ----- items ------------------------------------------------------------------------------

    def new_item(self, code: str | None, scale: float = 1.0, at: QPointF | None = None) -> CardItem:
        item = CardItem(self.art, code, scale)
        item.setPos(at if at is not None else self.centre)
        self.addItem(item)
        return item

    def drop_items(self, items: Sequence[CardItem]) -> None:
        for item in items:
            if item.scene() is self:
                self.removeItem(item)

    def clear_table(self) -> None:
        """Everything off the table but the badges (a new round, a new game)."""
        self.animator.stop()
        for pile in [*self._piles(), *self.overlay]:
            self.drop_items(pile.take_all())
        self.tricks.clear()
        self.declarations.clear()
        self.overlay.clear()
        self.talon, self.talon_seat = None, None
        self._label_talon()
        self._press = None
        self.set_banner("")
        self.clear_refusal()
        self.hand.reset()

    def set_banner(self, text: str) -> None:
        self.banner.setText(text)
        self._centre_banner()

    def _centre_banner(self) -> None:
        rect = self.banner.boundingRect()
        self.banner.setPos(self.layout.banner(rect.width(), rect.height()))

    def points_words(self, ours: bool | None) -> str:
        """Whose points the pile counts, named from the player's seat ("Our points")."""
        return points_name(ours)

    def set_points(self, points: int, ours: bool | None, shown: bool = True) -> None:
        """The count over the opponents' pile, named from the player's seat; not ``shown``
        during the draw, when nothing can have been taken and North's declaration may lie
        there."""
        self.points_text.setText(f"{self.points_words(ours)}: {points}")
        self.points_text.setVisible(shown)
        self._place_flash()

    # ----- the pack -----------------------------------------------------------------------------

    def build_pack(self, count: int) -> None:
        """The undrawn pack, shown as a small stack of backs."""
        self.drop_items(self.pack.take_all())
        self.pack.add([self.new_item(None) for _ in range(min(count, PACK_SHOWN))])
        self._lay(self.pack, False)

    def pack_top(self) -> QPointF:
        """Where a card drawn now comes from."""
        return self.pack.items[-1].pos() if self.pack.items else self.centre

    def shrink_pack(self, remaining: int) -> None:
        """The stack gets lower as the last dozen cards are drawn."""
        if remaining < len(self.pack) - 1 and len(self.pack) > 1:
            self.drop_items([self.pack.items.pop()])

    def take_pack(self) -> None:
        """The rest of the pack is picked up (it is the talon)."""
        self.drop_items(self.pack.take_all())

    # ----- the other seats ---------------------------------------------------------------------

    def give_backs(self, seat: int, count: int = 1, origin: QPointF | None = None) -> None:
        """``count`` face-down cards join another seat's hand."""
        start = origin or self.pack_top()
        self.sides[seat].add([self.new_item(None, BACK_SCALE, start) for _ in range(count)])
        self._lay(self.sides[seat], True)

    def take_backs(self, seat: int, codes: Sequence[str | None]) -> list[CardItem]:
        """Cards leave another seat's hand, turned face up (``None`` codes stay backs)."""
        pile = self.sides[seat]
        taken = []
        for code in codes:
            item = pile.take_middle() or self.new_item(None, BACK_SCALE)
            item.set_code(code)
            item.setScale(1.0)
            taken.append(item)
        self._lay(pile, True)
        return taken

    # ----- showing events ----------------------------------------------------------------------

    def show_declaration(self, seat: int, codes: Sequence[str]) -> None:
        for pile in self.declarations.values():
            for item in pile:
                item.set_dimmed(True)
        if seat in self.declarations:
            self.drop_items(self.declarations[seat].take_all())
        pile = Pile(self.layout.declaration(seat, len(codes)), z=40)
        pile.add([self.new_item(code, SHOWN_SCALE, self.seat_anchor(seat)) for code in codes])
        self.declarations[seat] = pile
        self._lay(pile, True)

    def clear_declarations(self) -> None:
        for pile in self.declarations.values():
            self.drop_items(pile.take_all())
        self.declarations.clear()

    def play_to_trick(self, seat: int, items: Sequence[CardItem], then: Then | None = None) -> None:
        for item in items:
            item.set_lifted(False)
            item.set_dimmed(False)
        pile = Pile(self.layout.trick(seat), z=60 + len(self.tricks) * 10)
        pile.add(list(items))
        self.tricks[seat] = pile
        self.animator.move(pile.moves(), 300, then)

    def gather_trick(self, winner: int, to_points: bool, then: Then | None = None) -> None:
        """The finished trick goes to its winner; point cards to the opponents' pile."""
        items = [i for seat in sorted(self.tricks) for i in self.tricks[seat]]
        self.tricks.clear()
        target = self.seat_anchor(winner)
        keep = [i for i in items if to_points and i.code and card(i.code).points]
        gone = [i for i in items if i not in keep]

        def arrived() -> None:
            self.drop_items(gone)
            self.points.add(keep)
            self._lay(self.points, True, then)

        self.animator.move([(item, target) for item in gone], 350, arrived)

    def flash_points(self, points: int) -> None:
        """A "+N" beside the opponents' count as the point cards land. One label: a second
        trick's points replace the first's (with animations off they would come at once)."""
        self.points_flash.setText(f"+{points}")
        self._place_flash()
        # Not a pause of the table: the label stays a moment while play goes on.
        self._flash_timer.start(max(300, int(1200 * self.speed)))

    def _place_flash(self) -> None:
        """Just right of the count, on its line."""
        count = self.points_text
        shown = count.text_size()[0] if count.text() else 0.0
        base = self.layout.points_label()
        flash_height = self.points_flash.text_size()[1]
        self.points_flash.setPos(
            base.x() + shown + 12, base.y() + (count.text_size()[1] - flash_height) / 2
        )

    def bury_talon(self, seat: int, items: Sequence[CardItem], then: Then | None = None) -> None:
        for item in items:
            item.set_code(None)
            item.set_lifted(False)
        self.talon = Pile(self.layout.talon(seat), z=10)
        self.talon.add(list(items))
        self.talon_seat = seat
        self._label_talon()
        self.animator.move(self.talon.moves(), 220, then)

    def _label_talon(self) -> None:
        """The buried talon says what it is, just below its cards."""
        if self.talon is None:
            self.talon_label.setText("")
            return
        rect = self.layout.talon_rect(self.talon_seat or 0)
        self.talon_label.set_max_width(rect.width())
        self.talon_label.setText(QCoreApplication.translate("TableScene", "Talon"))
        size = self.talon_label.boundingRect()
        # Over the middle of the backs: the name is part of the pile, never beside another.
        self.talon_label.setPos(
            rect.center().x() - size.width() / 2, rect.center().y() - size.height() / 2
        )

    def reveal_talon(self, codes: Sequence[str]) -> None:
        if self.talon is not None:
            for item, code in zip(self.talon, codes, strict=False):
                item.set_code(code)

    def show_overlay(self, plays: Sequence[tuple[int, Sequence[str]]]) -> None:
        """A trick shown on request (the last trick), over the table."""
        self.hide_overlay()
        for seat, codes in plays:
            pile = Pile(self.layout.trick(seat), z=OVERLAY_Z)
            pile.add([self.new_item(code) for code in codes])
            for item, target in pile.moves():
                item.setPos(target)
                item.set_highlight(True)
            self.overlay.append(pile)

    def hide_overlay(self) -> None:
        for pile in self.overlay:
            self.drop_items(pile.take_all())
        self.overlay.clear()

    def spring_back(self) -> None:
        """A refused drop: the cards return to the hand."""
        self.layout_hand()

    def show_refusal(self, text: str, rows: Sequence[int]) -> None:
        """Why the game refused these hand cards, at the cards: each framed in red, the reason
        on a plate just over them (in the trick's place, where the play would have gone)."""
        self.clear_refusal()
        items = [self.hand_items[r] for r in rows if 0 <= r < len(self.hand_items)]
        for item in items:
            item.set_refused(True)
        lay = self.layout
        self.refusal.set_max_width(lay.width - 2 * 12)
        self.refusal.setText(text)
        size = self.refusal.boundingRect()
        targets = self.hand.pile.targets()
        xs = [targets[r].x() for r in rows if 0 <= r < len(targets)] or [lay.width / 2]
        middle = (min(xs) + max(xs) + CARD_W) / 2
        left = min(max(12.0, middle - size.width() / 2), lay.width - 12 - size.width())
        top = lay.hand_top - LIFT - size.height() - 6
        # Beside the player's badge rather than over it.
        badge = lay.badge_rect(0)
        if QRectF(left, top, size.width(), size.height()).intersects(badge):
            left = min(badge.right() + 8, lay.width - 12 - size.width())
        self.refusal.setPos(left, top)
        # Long enough to read; gone at the next choice of cards (``clear_refusal``).
        self._refusal_timer.start(max(2500, 60 * len(text)))

    def clear_refusal(self) -> None:
        self._refusal_timer.stop()
        self.refusal.setText("")
        for item in self.hand_items:
            item.set_refused(False)
