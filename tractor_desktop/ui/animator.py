"""The one owner of the table's running animations and pauses: it says when the table is still
(``idle``), so that showing an event can never forget to report that it is finished.

An event's handler runs inside ``showing()``; every move and pause it starts, and every one
started by their continuations, is counted, and ``idle`` is emitted once the last has ended.
Re-laying the hand after a click is not part of any event: such moves are not ``blocking``.

A card is moved by one animation at a time: a new move takes it over from any still running (the
table re-laid after a resize while cards fly), so that no earlier animation carries it on to a
place the layout no longer has.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject

Then = Callable[[], None]


class Animator(QObject):
    idle = Signal()
    """Nothing blocking moves or waits any more (emitted once per still moment)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = 1.0
        """Duration factor: 0 makes every move and pause instant."""
        self._busy = 0
        self._groups: list[QParallelAnimationGroup] = []
        self._timers: list[QTimer] = []
        self._pending_idle = False
        self._moving: dict[QGraphicsObject, QPropertyAnimation] = {}
        """The running animation of each card in flight."""

    def is_animating(self) -> bool:
        """Cards are moving or the table pauses to be seen: input waits."""
        return self._busy > 0

    def is_moving(self) -> bool:
        """Any card is in flight, the hand's re-laying included."""
        return bool(self._groups)

    @contextlib.contextmanager
    def showing(self) -> Iterator[None]:
        """Around an event's handler: idle is told only after it and all it started are done."""
        self._busy += 1
        try:
            yield
        finally:
            self._finish()

    def move(
        self,
        moves: Sequence[tuple[QGraphicsObject, QPointF]],
        duration_ms: int,
        then: Then | None = None,
        *,
        blocking: bool = True,
    ) -> None:
        """Move items to their targets together; ``then`` runs when they arrive."""
        ms = int(duration_ms * self.speed)
        for item, _ in moves:
            self._take_over(item)
        if ms <= 0 or not moves:
            for item, target in moves:
                item.setPos(target)
            if then is not None:
                self.after(0, then) if blocking else then()
            return
        group = QParallelAnimationGroup(self)
        for item, target in moves:
            animation = QPropertyAnimation(item, b"tablePos", group)
            animation.setDuration(ms)
            animation.setStartValue(item.pos())
            animation.setEndValue(target)
            animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
            group.addAnimation(animation)
            self._moving[item] = animation
        if blocking:
            self._busy += 1

        def finished() -> None:
            if group in self._groups:
                self._groups.remove(group)
            for item, _ in moves:
                if self._moving.get(item) in (None, *group.children()):
                    self._moving.pop(item, None)
            group.deleteLater()
            if then is not None:
                then()
            if blocking:
                self._finish()

        group.finished.connect(finished)
        self._groups.append(group)
        group.start()

    def _take_over(self, item: QGraphicsObject) -> None:
        """Stop the animation still moving ``item``; its group ends (and its continuation
        runs) once it moves nothing else."""
        animation = self._moving.pop(item, None)
        if animation is None:
            return
        group = animation.group()
        if group is not None and group.indexOfAnimation(animation) >= 0:
            group.takeAnimation(group.indexOfAnimation(animation))
        animation.stop()
        animation.deleteLater()

    def after(self, delay_ms: int, then: Then) -> None:
        """A pause of the table (scaled by the speed), then ``then``."""
        timer = QTimer(self)
        timer.setSingleShot(True)
        self._busy += 1

        def fire() -> None:
            if timer in self._timers:
                self._timers.remove(timer)
            timer.deleteLater()
            then()
            self._finish()

        timer.timeout.connect(fire)
        self._timers.append(timer)
        timer.start(max(0, int(delay_ms * self.speed)))

    def stop(self) -> None:
        """Drop every running move and pause without running what would follow (a new game)."""
        for group in self._groups:
            group.finished.disconnect()
            group.stop()
            group.deleteLater()
        for timer in self._timers:
            timer.timeout.disconnect()
            timer.stop()
            timer.deleteLater()
        self._groups.clear()
        self._timers.clear()
        self._moving.clear()
        self._busy = 0

    def _finish(self) -> None:
        self._busy = max(0, self._busy - 1)
        if self._busy == 0 and not self._pending_idle:
            # Told from the event loop, so that a handler's caller never re-enters the table.
            self._pending_idle = True
            QTimer.singleShot(0, self, self._tell_idle)

    def _tell_idle(self) -> None:
        self._pending_idle = False
        if self._busy == 0:
            self.idle.emit()
