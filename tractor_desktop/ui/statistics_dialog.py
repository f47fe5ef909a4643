"""The player's record, grouped so that each number says what it counts, with a reset that asks.

What counts where is decided in ``app.statistics``; the notes here tell the player the same rules
in a sentence each (games with take-backs apart, games given up lost, the stronger opponent
decides a game's level, a streak is games won without take-backs).
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app.session import Session
from tractor_desktop.app.statistics import Statistics, Tally
from tractor_desktop.ui.names import level_name
from tractor_desktop.ui.setting_texts import choice_label

# The columns of a table of tallies: the row's name, then won, played and the share won.
NAME, WON, PLAYED, SHARE = range(4)


def _label(text: str = "", *, wrap: bool = False) -> QLabel:
    label = QLabel(text)
    # Plain text: nothing from the file or a translation is ever read as markup.
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    return label


class StatisticsDialog(QDialog):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Statistics"))
        # Numbers as the player's language writes them (digit grouping).
        self.number_locale = QLocale()
        # Each value label by a stable key, so that refresh() and the tests find it.
        self.values: dict[str, QLabel] = {}
        self.levels = tuple(session.statistics.games_by_level)

        games = self._tally_group(
            self.tr("Games"),
            [
                ("games", self.tr("All games")),
                ("games_clean", self.tr("Without take-backs")),
                ("games_take_backs", self.tr("With take-backs")),
                ("games_given_up", self.tr("Given up (lost)")),
            ],
            note=self.tr(
                "A game you give up unfinished counts as lost, unless a save file holds it as "
                "it stands. Games and rounds you made no move in are not counted."
            ),
        )
        rounds = self._tally_group(
            self.tr("Rounds"),
            [
                ("rounds", self.tr("All rounds")),
                ("rounds_declarers", self.tr("As declarers")),
                ("rounds_opponents", self.tr("As opponents")),
                ("rounds_take_backs", self.tr("After a take-back")),
            ],
            note=self.tr(
                "Rounds played after a take-back count only in their own row and add no levels."
            ),
        )
        by_level = self._tally_group(
            self.tr("Games by the opponents' strength"),
            [(f"level:{level}", choice_label(level)) for level in self.levels],
            note=self.tr(
                "A game counts under the stronger of your two opponents. "
                "Games with take-backs are not counted here."
            ),
        )
        records = self._number_group(
            self.tr("Streaks and levels"),
            [
                ("current_streak", self.tr("Current winning streak")),
                ("longest_streak", self.tr("Longest winning streak")),
                ("levels_gained", self.tr("Levels gained")),
                ("highest_level", self.tr("Highest level reached")),
            ],
            note=self.tr(
                "A streak counts the games won in a row without take-backs; "
                "a game won with take-backs does not add to it, and any lost game ends it."
            ),
        )

        # Two columns of groups: the dialog stays short enough for a small screen at scale 2.
        grid = QGridLayout()
        grid.addWidget(games, 0, 0)
        grid.addWidget(rounds, 1, 0)
        grid.addWidget(by_level, 0, 1)
        grid.addWidget(records, 1, 1)
        grid.setRowStretch(2, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(
            self.tr("Reset"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.reset_button.clicked.connect(self.reset)
        buttons.rejected.connect(self.reject)
        self.main_layout = QVBoxLayout(self)
        self.main_layout.addLayout(grid)
        self.main_layout.addWidget(buttons)
        self.refresh()
        self._fit_content()

    def _fit_content(self) -> None:
        """As large as the content asks, and no other size.

        Qt would open the window at most two thirds of the screen wide, and the notes, wrapped
        narrower, would then need more height than they get: top-level windows do not follow
        their labels' height for width. The numbers do not grow while the dialog is open (a reset
        only makes them shorter), so a fixed size fits them.
        """
        self.ensurePolished()
        width = self.sizeHint().width()
        height = max(self.sizeHint().height(), self.main_layout.totalHeightForWidth(width))
        self.setFixedSize(width, height)

    def _tally_group(self, title: str, rows: list[tuple[str, str]], note: str = "") -> QGroupBox:
        box = QGroupBox(title)
        grid = QGridLayout(box)
        # The share column has no heading: its values carry the percent sign.
        for column, heading in ((WON, self.tr("Won")), (PLAYED, self.tr("Played"))):
            grid.addWidget(self._heading(heading), 0, column)
        for row, (key, name) in enumerate(rows, start=1):
            grid.addWidget(_label(name), row, NAME)
            for column, part in ((WON, "won"), (PLAYED, "played"), (SHARE, "share")):
                value = _label()
                value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.values[f"{key}.{part}"] = value
                grid.addWidget(value, row, column)
        # The names take the spare width, so the numbers stay together on the right; a wider gap
        # keeps the share apart from the number played.
        grid.setColumnStretch(NAME, 1)
        grid.setHorizontalSpacing(box.fontMetrics().averageCharWidth() * 2)
        self._add_note(grid, note, len(rows) + 1)
        self._keep_at_top(grid)
        return box

    def _number_group(self, title: str, rows: list[tuple[str, str]], note: str) -> QGroupBox:
        box = QGroupBox(title)
        grid = QGridLayout(box)
        for row, (key, name) in enumerate(rows):
            grid.addWidget(_label(name), row, 0)
            value = _label()
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.values[key] = value
            grid.addWidget(value, row, 1)
        grid.setColumnStretch(0, 1)
        self._add_note(grid, note, len(rows))
        self._keep_at_top(grid)
        return box

    @staticmethod
    def _keep_at_top(grid: QGridLayout) -> None:
        # A group beside a taller one keeps its rows together at the top instead of spreading.
        grid.setRowStretch(grid.rowCount(), 1)

    def _heading(self, text: str) -> QLabel:
        label = _label(text)
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        return label

    def _add_note(self, grid: QGridLayout, note: str, row: int) -> None:
        if not note:
            return
        label = _label(note, wrap=True)
        font = label.font()
        font.setItalic(True)
        label.setFont(font)
        grid.addWidget(label, row, 0, 1, grid.columnCount())

    # ----- the numbers ---------------------------------------------------------------------------

    def _number(self, value: int) -> str:
        return self.number_locale.toString(value)

    def _set_tally(self, key: str, tally: Tally) -> None:
        self.values[f"{key}.won"].setText(self._number(tally.won))
        self.values[f"{key}.played"].setText(self._number(tally.played))
        if tally.played:
            percent = round(100 * tally.won / tally.played)
            # "%1%" is translatable: some languages put a space before the sign or put it first.
            share = self.tr("%1%").replace("%1", self._number(percent))
        else:
            share = "–"  # nothing played: a share of nothing would read as a loss
        self.values[f"{key}.share"].setText(share)

    def refresh(self) -> None:
        s = self.session.statistics
        self._set_tally("games", Tally(s.games_played, s.games_won))
        self._set_tally("games_clean", s.games_without_take_backs)
        self._set_tally("games_take_backs", s.games_with_take_backs)
        # A count, not a tally: none of them was won, so only the Played column is filled.
        self.values["games_given_up.played"].setText(self._number(s.games_given_up))
        self._set_tally("rounds", Tally(s.rounds_played, s.rounds_won))
        self._set_tally("rounds_declarers", s.rounds_as_declarers)
        self._set_tally("rounds_opponents", s.rounds_as_opponents)
        self._set_tally("rounds_take_backs", s.rounds_with_take_backs)
        for level in self.levels:
            self._set_tally(f"level:{level}", s.games_by_level.get(level, Tally()))
        self.values["current_streak"].setText(self._games(s.current_streak))
        self.values["longest_streak"].setText(self._games(s.longest_streak))
        self.values["levels_gained"].setText(self._number(s.levels_gained))
        self.values["highest_level"].setText(level_name(s.highest_level))

    def _games(self, count: int) -> str:
        return self.tr("%n game(s)", "", count)

    # ----- reset ---------------------------------------------------------------------------------

    def reset(self) -> None:
        """Clear the record, after the player said yes: it cannot be brought back."""
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Clear all your statistics? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.session.statistics = Statistics()
        self.session.save_statistics()
        self.refresh()
