"""The history panel: the tricks of the round and the score sheet, in tabs, their columns and
rows fitted to the panel's width (long languages, long throws).

The texts are translated in the "MainWindow" context, where they were first written, so that
the translations already in the .ts files keep applying."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QDockWidget, QHeaderView, QStyle, QTableView, QTabWidget, QWidget

from tractor_desktop.ui.history_models import ScoreModel, TrickHistoryModel


class HistoryDock(QDockWidget):
    """The tricks and the score sheet, one tab each."""

    def __init__(
        self, scores: ScoreModel, tricks: TrickHistoryModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        tabs = QTabWidget()
        self.score_view = QTableView()
        self.score_view.setModel(scores)
        self.trick_view = QTableView()
        self.trick_view.setModel(tricks)
        # Per view: its model, the column that takes the room left over, and the number
        # columns, whose titles are cut short (elided; the tooltip says them in full) when room
        # runs out. Without number columns the titles wrap instead.
        shapes: dict[QTableView, tuple[ScoreModel | TrickHistoryModel, int, tuple[int, ...]]] = {
            self.score_view: (scores, 3, (0, 2, 4)),
            self.trick_view: (tricks, 1, ()),
        }
        style = self.style()
        # What a cell or a title has beside its text: the margins both sides (and a cell, its
        # grid line). Sizing a column adds a pixel to spare.
        cell_margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) + 1
        title_margin = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
        wrapping = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        fitted: dict[QTableView, int] = {}
        pending: set[QTableView] = set()

        def title(view: QTableView, column: int) -> str:
            return str(view.model().headerData(column, Qt.Orientation.Horizontal))

        def fit_columns(view: QTableView) -> None:
            """Each column beside the stretching one from its title and the model's sample
            texts (measuring every row after each trick stalled the table): first what it
            cannot do without (its longest word; a number column, its number), then whatever
            room is left makes the number columns' titles whole, then the other texts whole."""
            model, stretch, numbers = shapes[view]
            header = view.horizontalHeader()
            titles, cells = header.fontMetrics(), view.fontMetrics()

            def room(metrics: QFontMetrics, texts: list[str], words: bool = False) -> int:
                if words:
                    texts = [w for t in texts for w in t.split()]
                pad = (title_margin if metrics is titles else cell_margin) + 1
                return max((metrics.horizontalAdvance(t) + pad for t in texts), default=pad)

            def least(column: int) -> int:
                if column in numbers:
                    return room(cells, model.sample_texts(column))
                heading = room(titles, [title(view, column)], words=not numbers)
                return max(room(cells, model.sample_texts(column), words=True), heading)

            def whole(column: int) -> int:
                heading = room(titles, [title(view, column)])
                return max(room(cells, model.sample_texts(column)), heading)

            others = [c for c in range(model.columnCount()) if c != stretch]
            widths = {c: least(c) for c in others}
            spare = view.viewport().width() - max(least(stretch), header.minimumSectionSize())
            spare -= sum(widths.values())
            for group in (numbers, [c for c in others if c not in numbers]):
                wanted = {c: max(0, whole(c) - widths[c]) for c in group}
                total = sum(wanted.values())
                share = min(1.0, max(0, spare) / total) if total else 0.0
                for c in group:
                    grow = int(wanted[c] * share)
                    widths[c] += grow
                    spare -= grow
            for c in others:
                header.resizeSection(c, widths[c])
            # Titles cut short ("Rou…", "Poi…") are words the player cannot read: the panel
            # takes the width they lack from the table, which keeps the rest.
            short = sum(max(0, whole(c) - widths[c]) for c in numbers)
            if short > 0 and self.isVisible():
                self.setMinimumWidth(self.minimumWidth() + short)

        def fit_rows(view: QTableView, first: int, last: int) -> None:
            """Rows as tall as their wrapped text, measured with the font when added (and again
            when the columns change width). Not Qt's measuring of all rows after each trick:
            that stalled the table, and it measures a pixel wider than it paints."""
            model = view.model()
            header = view.horizontalHeader()
            metrics = view.fontMetrics()
            for row in range(first, last + 1):
                tallest = max(
                    metrics.boundingRect(
                        QRect(0, 0, max(1, header.sectionSize(c) - cell_margin), 100_000),
                        wrapping,
                        str(model.data(model.index(row, c)) or ""),
                    ).height()
                    for c in range(model.columnCount())
                )
                view.setRowHeight(row, tallest + cell_margin)

        def fit_header(view: QTableView) -> None:
            """As tall as the title that wraps to the most lines."""
            header = view.horizontalHeader()
            metrics = header.fontMetrics()
            tallest = max(
                metrics.boundingRect(
                    QRect(0, 0, max(1, header.sectionSize(c) - title_margin), 100_000),
                    wrapping,
                    title(view, c),
                ).height()
                for c in range(header.count())
            )
            header.setMinimumHeight(header.sizeHint().height() + tallest - metrics.height())

        def refit(view: QTableView) -> None:
            pending.discard(view)
            width = view.viewport().width()
            if fitted.get(view) != width:
                fitted[view] = width
                fit_columns(view)
            fit_rows(view, 0, view.model().rowCount() - 1)
            if not shapes[view][2]:
                fit_header(view)

        def refit_soon(view: QTableView) -> None:
            """After the header's own resizing, which undoes sizes set while it runs."""
            if view not in pending:
                pending.add(view)
                QTimer.singleShot(0, self, lambda: refit(view))

        def resized(view: QTableView, column: int) -> None:
            if column == shapes[view][1]:
                refit_soon(view)

        def shown(index: int) -> None:
            for view in shapes:
                if tabs.widget(index) is view:
                    refit_soon(view)

        for view, (model, stretch, numbers) in shapes.items():
            view.verticalHeader().setVisible(False)
            view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header = view.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
            header.setMinimumSectionSize(24)
            if numbers:
                header.setTextElideMode(Qt.TextElideMode.ElideRight)
            else:
                header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            view.setWordWrap(True)
            # Always there: a scroll bar coming and going would change the width the rows wrap
            # at, so their heights, so whether the scroll bar is needed.
            view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
            view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
            view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
            model.rowsInserted.connect(lambda _p, a, b, v=view: fit_rows(v, a, b))
            model.modelReset.connect(lambda v=view: fit_rows(v, 0, v.model().rowCount() - 1))
            header.sectionResized.connect(lambda c, _old, _new, v=view: resized(v, c))
        # The newest trick in view: the list follows the round.
        tricks.modelReset.connect(lambda: QTimer.singleShot(0, self.trick_view.scrollToBottom))
        tricks.rowsInserted.connect(lambda *_: QTimer.singleShot(0, self.trick_view.scrollToBottom))
        tabs.addTab(self.trick_view, QCoreApplication.translate("MainWindow", "Tricks"))
        tabs.addTab(self.score_view, QCoreApplication.translate("MainWindow", "Score sheet"))
        # A page resized while hidden is not stretched again when shown: fit it then.
        tabs.currentChanged.connect(shown)
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "History"))
        self.setObjectName("history")
        self.setWidget(tabs)
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        # The columns are fitted to this width. Without a minimum, QMainWindow takes the width
        # the central widget's minimum grows by (the info bar and the buttons grow with their
        # texts, as when the talon is picked up) from the dock, and never gives it back.
        self.setMinimumWidth(360)
