"""The guided first round in the window: the guide panel over the table (the step's text, Next,
Back and Leave), the marks over the cards to play, and starting and ending the lesson so that
the player's own game and statistics are never touched by it."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Slot
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QGraphicsObject,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app.controller import GameController
from tractor_desktop.app.script import NOT_IN_SCRIPT
from tractor_desktop.app.session import Session
from tractor_desktop.app.storage import SaveError
from tractor_desktop.app.tutorial import Lesson
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Bury, Declare, Pass, Play
from tractor_desktop.ui.card_item import CardItem
from tractor_desktop.ui.hand_model import HandModel
from tractor_desktop.ui.names import describe_cards
from tractor_desktop.ui.notices import NoticeBoard
from tractor_desktop.ui.plain import plain
from tractor_desktop.ui.presenter import Presenter
from tractor_desktop.ui.table_controls import TableControls
from tractor_desktop.ui.table_scene import TableScene


class LessonWindow(Protocol):
    """What the lesson uses of the window it runs in (the main window, a ``QMainWindow``)."""

    @property
    def controller(self) -> GameController: ...
    @property
    def session(self) -> Session: ...
    @property
    def notices(self) -> NoticeBoard: ...
    @property
    def presenter(self) -> Presenter: ...
    @property
    def hand(self) -> HandModel: ...
    @property
    def scene(self) -> TableScene: ...
    @property
    def controls(self) -> TableControls: ...


def _frame(window: LessonWindow) -> QMainWindow:
    """The window as Qt's main window, for its dock areas."""
    assert isinstance(window, QMainWindow)
    return window


MARK_Z = 250
"""Above every card of the hand (selected or not), below cards being dragged."""


def start_tutorial(window: LessonWindow) -> None:
    """Learn to play: a guided round in place of the game on the table. The player's unfinished
    game is autosaved first and comes back when the lesson ends; asked first if there is one."""
    frame = _frame(window)
    running = next((g for g in frame.findChildren(TutorialGuide) if not g.over), None)
    if running is not None:
        resume_after = running.resume_after
        running.close_lesson(restore=False)
    else:
        resume_after = window.session.in_progress()
        if resume_after and not confirm_lesson(frame):
            return
        try:
            window.session.save_before_practice()
        except SaveError as error:
            window.notices.post(
                QCoreApplication.translate(
                    "Tutorial",
                    "The lesson did not start: your game could not be saved first (%1). "
                    "It goes on as it was.",
                ).replace("%1", str(error))
            )
            return
    guide = TutorialGuide(window, resume_after)
    if running is not None:
        guide.path_before = running.path_before
    elif resume_after:
        guide.path_before = window.session.path
    frame.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, guide)
    window.session.practise(guide.lesson)
    guide.show_step()


def confirm_lesson(window: QWidget) -> bool:
    answer = QMessageBox.question(
        window,
        QCoreApplication.translate("Tutorial", "Learn to play"),
        QCoreApplication.translate(
            "Tutorial",
            "The lesson takes the table for one round. Your game in progress is saved and comes "
            "back when the lesson ends. Start the lesson?",
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


MARK_WIDTH = 28.0
MARK_HEIGHT = 22.0


class CardMark(QGraphicsObject):
    """A triangle over a hand card the lesson asks for; it follows the card as it moves. It is
    no wider than the strip of the card that the next one leaves in view, so that in a full
    hand it points at one card only."""

    def __init__(self, target: CardItem, strip: float) -> None:
        super().__init__()
        self.target = target
        self.width = max(8.0, min(MARK_WIDTH, strip - 4))
        self.setZValue(MARK_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        target.xChanged.connect(self.follow)
        target.yChanged.connect(self.follow)
        self.follow()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.width + 4, MARK_HEIGHT + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 3))
        painter.setBrush(QColor("#e91e63"))
        corners = [QPointF(0, 0), QPointF(self.width, 0), QPointF(self.width / 2, MARK_HEIGHT)]
        painter.drawPolygon(QPolygonF(corners))

    @Slot()
    def follow(self) -> None:
        # Over the corner of the card that stays in view where the hand's cards overlap.
        at = self.target.pos()
        self.setPos(at.x() + 2, at.y() - MARK_HEIGHT - 4)

    def release(self) -> None:
        try:
            self.target.xChanged.disconnect(self.follow)
            self.target.yChanged.disconnect(self.follow)
        except (RuntimeError, TypeError):
            pass  # the card is gone already
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)


class GuidePanel(QFrame):
    """The guide's contents; as tall as its wrapped text needs at the width it is given (the
    window's dock areas do not ask a widget for its height at a width)."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def fit(self) -> None:
        layout = self.layout()
        if layout is None:
            return
        layout.activate()  # a layout not yet shown does not know its height for a width
        needed = layout.heightForWidth(self.width())
        if needed > 0:
            self.setMinimumHeight(needed)


class TutorialGuide(QDockWidget):
    """The lesson's panel over the table, for as long as the lesson's game is on it."""

    def __init__(self, window: LessonWindow, resume_after: bool) -> None:
        super().__init__(_frame(window))
        self.setObjectName("tutorial")
        self.setWindowTitle(QCoreApplication.translate("Tutorial", "Learn to play"))
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.setAllowedAreas(Qt.DockWidgetArea.TopDockWidgetArea)
        self.setTitleBarWidget(QWidget(self))
        self.main = window
        self.resume_after = resume_after
        """The player had a game in progress: it comes back when the lesson ends."""
        self.path_before: Path | None = None
        """The file the player's game was saved in: Save goes on writing there."""
        self.over = False
        self.lesson = Lesson(self)
        self.marks: list[CardMark] = []
        self._build()
        self._connect()

    def _build(self) -> None:
        panel = GuidePanel()
        panel.setObjectName("tutorialPanel")
        panel.setStyleSheet(
            "QFrame#tutorialPanel { background: #fff8e1; border-bottom: 2px solid #c9a227; }"
            " QLabel { color: #3b2f00; }"
        )
        row = QHBoxLayout(panel)
        row.setContentsMargins(12, 8, 12, 8)
        column = QVBoxLayout()
        column.setSpacing(4)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        larger = self.text.font()
        larger.setPointSizeF(larger.pointSizeF() * 1.1)
        self.text.setFont(larger)
        self.text.setAccessibleName(QCoreApplication.translate("Tutorial", "Lesson"))
        self.nudge = QLabel()
        self.nudge.setTextFormat(Qt.TextFormat.PlainText)
        self.nudge.setWordWrap(True)
        self.nudge.setStyleSheet("QLabel { color: #b71c1c; font-weight: bold; }")
        self.nudge.setVisible(False)
        for label in (self.title, self.text, self.nudge):
            column.addWidget(label)
        row.addLayout(column, 1)
        buttons = QHBoxLayout()
        self.back_button = QPushButton(QCoreApplication.translate("Tutorial", "Back"))
        self.next_button = QPushButton(QCoreApplication.translate("Tutorial", "Next"))
        self.leave_button = QPushButton(QCoreApplication.translate("Tutorial", "Leave the lesson"))
        for button in (self.back_button, self.next_button, self.leave_button):
            button.setAutoDefault(False)
            buttons.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(buttons)
        self.panel = panel
        self.setWidget(panel)

    def _connect(self) -> None:
        window = self.main
        c = window.controller
        self.lesson.stepChanged.connect(self.show_step)
        self.next_button.clicked.connect(self.on_next)
        self.back_button.clicked.connect(self.lesson.back)
        self.leave_button.clicked.connect(self.on_leave)
        c.gameStarted.connect(self.on_game_started)
        c.illegalAction.connect(self.on_refused)
        c.stateChanged.connect(self.refresh_marks)
        self.lesson.stepChanged.connect(self.refresh_marks)
        window.presenter.roundOver.connect(self.on_round_over)
        hand = window.hand
        for signal in (
            hand.modelReset,
            hand.rowsInserted,
            hand.rowsRemoved,
            hand.rowsMoved,
            hand.layoutChanged,
        ):
            signal.connect(self.refresh_marks)

    # ----- what the panel shows -----------------------------------------------------------------

    @Slot()
    def show_step(self) -> None:
        if self.over:
            return
        lesson = self.lesson
        step = lesson.step
        self.nudge.setVisible(False)
        if step is None:
            return
        text = QCoreApplication.translate("Tutorial", step.text)
        if step.kind == "result":
            text = text.replace("%1", str(lesson.opponent_total))
        else:
            text = text.replace("%1", describe_cards(list(lesson.step_cards())))
        if isinstance(lesson.expected(), (Bury, Play)):
            # Cards left selected from before (a throw taken back) would join the move.
            self.main.hand.clear_selection()
        self.title.setText(
            QCoreApplication.translate("Tutorial", "Learn to play: step %1 of %2")
            .replace("%1", str(lesson.index + 1))
            .replace("%2", str(len(lesson.steps)))
        )
        self.text.setText(plain(text))
        self.update_buttons()
        self.refresh_marks()
        self.panel.fit()

    def update_buttons(self) -> None:
        step = self.lesson.step
        # Nothing comes after the result: the summary's Continue ends the lesson.
        self.next_button.setVisible(step is None or step.kind != "result")
        self.next_button.setEnabled(self.lesson.reading)
        self.back_button.setVisible(self.lesson.can_go_back())
        if self.lesson.reading:
            self.next_button.setFocus()

    @Slot()
    def refresh_marks(self) -> None:
        """A mark over each card the step asks for, one per copy, while it is still to play."""
        for mark in self.marks:
            mark.release()
        self.marks = []
        if self.over:
            return
        wanted = list(self.lesson.highlighted())
        scene = self.main.scene
        items = scene.hand_items
        strip = scene.layout.hand(len(items)).spread.x() if len(items) > 1 else MARK_WIDTH
        for item in items:
            if item.code in wanted:
                wanted.remove(item.code)
                mark = CardMark(item, strip)
                scene.addItem(mark)
                self.marks.append(mark)

    # ----- the player ---------------------------------------------------------------------------

    def on_next(self) -> None:
        self.lesson.go_on()
        self.update_buttons()
        self.main.controller.go_on()

    def on_leave(self) -> None:
        self.close_lesson(restore=True)

    @Slot(str)
    def on_refused(self, code: str) -> None:
        """Why the move was not taken, in the panel and in the message line."""
        if self.over or not self.lesson.on_table():
            return
        expected = self.lesson.expected()
        cards = describe_cards(list(self.lesson.step_cards()))
        if isinstance(expected, Declare):
            text = QCoreApplication.translate(
                "Tutorial", "Declare the %1 now: press its Declare button."
            )
        elif isinstance(expected, Pass):
            text = QCoreApplication.translate("Tutorial", "Press No declaration: your 2♦ stands.")
        elif isinstance(expected, Bury):
            text = QCoreApplication.translate(
                "Tutorial", "Select exactly the highlighted cards, then press Bury."
            )
        elif expected is not None:
            text = QCoreApplication.translate(
                "Tutorial",
                "This step asks for %1: select exactly the highlighted cards, then press Play.",
            )
        elif code == NOT_IN_SCRIPT:
            text = QCoreApplication.translate(
                "Tutorial", "Not now: the lesson tells you when it is your move."
            )
        else:
            return
        text = text.replace("%1", cards)
        self.nudge.setText(plain(text))
        self.nudge.setVisible(True)
        if code == NOT_IN_SCRIPT:
            # The message line has only a general refusal for a move the rules allow.
            self.main.controls.show_message(text)
        self.panel.fit()

    @Slot(object)
    def on_round_over(self, scored: ev.RoundScored) -> None:
        """The summary's Continue ends the lesson (the window opened the summary just now)."""
        dialog = getattr(self.main, "summary_dialog", None)
        if self.over or dialog is None or not self.lesson.on_table():
            return
        dialog.finished.connect(self.on_summary_closed)

    @Slot(int)
    def on_summary_closed(self, _result: int) -> None:
        self.close_lesson(restore=True)

    # ----- ending -------------------------------------------------------------------------------

    @Slot()
    def on_game_started(self) -> None:
        """Another game on the table (new, opened, resumed): the lesson is over."""
        if not self.over and not self.lesson.on_table():
            self.close_lesson(restore=False)

    def close_lesson(self, restore: bool) -> None:
        """End the lesson; ``restore`` brings back the player's game (or deals a new one)."""
        if self.over:
            return
        self.over = True
        window = self.main
        for mark in self.marks:
            mark.release()
        self.marks = []
        window.controller.end_script(self.lesson)
        _frame(window).removeDockWidget(self)
        self.hide()
        self.deleteLater()
        if restore and window.session.practice:
            self._restore()

    def _restore(self) -> None:
        window = self.main
        session = window.session
        if self.resume_after:
            try:
                session.resume_autosave()
            except SaveError as error:
                window.notices.post(
                    QCoreApplication.translate(
                        "Tutorial", "Your game could not be brought back: %1"
                    ).replace("%1", str(error))
                )
            else:
                if self.path_before is not None:
                    session.keep_saving_to(self.path_before)
                window.controls.show_message(
                    QCoreApplication.translate("Tutorial", "Your game is back where you left it.")
                )
                return
            session.keep_unreadable_autosave()
        session.new_game()
