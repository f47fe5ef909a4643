"""The view that shows the table scene, fitted to the window, with every card face pre-rendered."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from tractor_desktop.engine.cards import FACES
from tractor_desktop.ui.card_item import CARD_W
from tractor_desktop.ui.table_layout import BACK_SCALE, SHOWN_SCALE
from tractor_desktop.ui.table_scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole table, scaled to the window (the scene widens to the window's aspect)."""

    painted = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt's gradient is costly to fill in software: render it once per size.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Card table"))
        self.viewport().installEventFilter(self)
        self._to_render: list[tuple[str | None, int]] = []
        self._warmer = QTimer(self)
        self._warmer.setInterval(15)
        self._warmer.timeout.connect(self._render_one)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def refit(self) -> None:
        size = self.viewport().size()
        if size.height() > 0:
            self.table.set_aspect(size.width() / size.height())
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._warm_cache()

    def _warm_cache(self) -> None:
        """Render every face at this zoom ahead of need, one per tick, so that no card shown
        for the first time in play costs a stall."""
        scale = self.transform().m11()
        trick = self.table.layout.trick_scale
        widths = {max(8, round(CARD_W * scale * f)) for f in (1.0, trick, BACK_SCALE, SHOWN_SCALE)}
        codes: list[str | None] = [c.code for c in FACES]
        self._to_render = [(code, w) for w in sorted(widths, reverse=True) for code in codes]
        self._to_render += [(None, w) for w in widths]
        self._warmer.start()

    def _render_one(self) -> None:
        if not self._to_render:
            self._warmer.stop()
            return
        code, width = self._to_render.pop(0)
        dpr = self.devicePixelRatioF()
        art = self.table.art
        art.face(code, width, dpr) if code else art.back(width, dpr)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self.painted.emit)
        return super().eventFilter(watched, event)
