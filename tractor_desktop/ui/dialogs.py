"""Dialogs: the end-of-round summary, the end of the game, the rules summary and About."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app.qt_strings import QT_TRANSLATE_NOOP
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.scoring import level_band
from tractor_desktop.ui.card_art import CardArt
from tractor_desktop.ui.names import card_name, level_name, seat_name, team_name, we_collect


def _t(text: str) -> str:
    return QCoreApplication.translate("dialogs", text)


def round_summary_lines(scored: ev.RoundScored) -> list[str]:
    """The end-of-round story in sentences (also used by the demo's banner and tests)."""
    result = scored.result
    ours = we_collect(scored.declarers)
    lines = []
    if result.talon_bonus:
        bonus = (
            QCoreApplication.translate(
                "dialogs", "We won the last trick: talon points %1 × %2 = %3"
            )
            if ours
            else QCoreApplication.translate(
                "dialogs", "They won the last trick: talon points %1 × %2 = %3"
            )
        )
        lines.append(
            bonus.replace("%1", str(result.talon_points))
            .replace("%2", str(result.multiplier))
            .replace("%3", str(result.talon_bonus))
        )
    elif result.talon_points:
        kept = (
            QCoreApplication.translate(
                "dialogs",
                "They won the last trick as declarers: the talon's %1 points do not count.",
            )
            if ours
            else QCoreApplication.translate(
                "dialogs", "We won the last trick as declarers: the talon's %1 points do not count."
            )
        )
        lines.append(kept.replace("%1", str(result.talon_points)))
    total = (
        QCoreApplication.translate("dialogs", "Our points: %1 in tricks, %2 in all")
        if ours
        else QCoreApplication.translate("dialogs", "Their points: %1 in tricks, %2 in all")
    )
    lines.append(
        total.replace("%1", str(scored.opponent_points)).replace("%2", str(result.opponent_total))
    )
    low, high = level_band(result.opponent_total)
    if low is None:
        lines.append(QCoreApplication.translate("dialogs", "Level table: no points (0 or less)"))
    else:
        lines.append(
            QCoreApplication.translate("dialogs", "Level table: %1 points").replace(
                "%1", f"{low}–{high}"
            )
        )
    declarers, opponents = team_name(scored.declarers), team_name(1 - scored.declarers)
    if result.winner == "declarers":
        lines.append(
            QCoreApplication.translate("dialogs", "%1 defend: levels +%2")
            .replace("%1", declarers)
            .replace("%2", str(result.declarers_gain))
        )
    elif result.opponents_gain:
        lines.append(
            QCoreApplication.translate("dialogs", "%1 take over: levels +%2")
            .replace("%1", opponents)
            .replace("%2", str(result.opponents_gain))
        )
    else:
        lines.append(
            QCoreApplication.translate(
                "dialogs", "%1 take over (80–115 points: no level gained)"
            ).replace("%1", opponents)
        )
    levels = scored.levels
    lines.append(
        QCoreApplication.translate("dialogs", "Levels now: Us %1, Them %2")
        .replace("%1", level_name(levels[0]))
        .replace("%2", level_name(levels[1]))
    )
    if result.game_over:
        winners = declarers if result.game_winner == "declarers" else opponents
        lines.append(
            QCoreApplication.translate("dialogs", "%1 go past Ace and win the game!").replace(
                "%1", winners
            )
        )
    else:
        lines.append(
            QCoreApplication.translate("dialogs", "%1 starts the next round.").replace(
                "%1", seat_name(result.next_starter)
            )
        )
    return lines


class RoundSummaryDialog(QDialog):
    """The one modal during play: what the round came to, with the talon face up."""

    def __init__(self, scored: ev.RoundScored, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("End of the round"))
        layout = QVBoxLayout(self)
        heading = QLabel(self.tr("The talon:"))
        layout.addWidget(heading)
        talon_row = QHBoxLayout()
        for buried in scored.talon:
            label = QLabel()
            label.setPixmap(art.face(buried.code, 60, self.devicePixelRatioF()))
            label.setAccessibleName(card_name(buried.code))
            talon_row.addWidget(label)
        talon_row.addStretch(1)
        layout.addLayout(talon_row)
        text = QLabel("\n".join(round_summary_lines(scored)))
        text.setTextFormat(Qt.TextFormat.PlainText)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = text.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        text.setFont(font)
        layout.addWidget(text)
        buttons = QDialogButtonBox()
        self.continue_button = buttons.addButton(
            self.tr("Continue"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.continue_button.setDefault(True)


def game_over_title(winner: int) -> str:
    """Who won, from the player's seat."""
    if winner == 0:
        return QCoreApplication.translate("GameOverDialog", "You and your partner win the game!")
    return QCoreApplication.translate("GameOverDialog", "East and West win the game.")


class GameOverDialog(QDialog):
    def __init__(self, winner: int, levels: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        layout = QVBoxLayout(self)
        label = QLabel(game_over_title(winner))
        label.setTextFormat(Qt.TextFormat.PlainText)
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        label.setFont(font)
        layout.addWidget(label)
        layout.addWidget(
            QLabel(
                self.tr("Final levels: Us %1, Them %2")
                .replace("%1", level_name(levels[0]))
                .replace("%2", level_name(levels[1]))
            )
        )
        buttons = QDialogButtonBox()
        self.new_game_button = buttons.addButton(
            self.tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.review_button = buttons.addButton(
            self.tr("Review this game"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        # Enter must not throw the result away: it only closes, and the table keeps the result.
        for button in (self.new_game_button, self.review_button):
            button.setAutoDefault(False)
            button.setDefault(False)
        self.close_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.review_button.clicked.connect(self.accept)  # the review opens in front, usable
        layout.addWidget(buttons)


RULES_HTML = QT_TRANSLATE_NOOP(
    "dialogs",
    """
<h2>Tractor in brief</h2>
<p>Four players in two partnerships: you (South) and North against East and West. Two packs with
four jokers, 108 cards. Kings and tens score 10, fives score 5: 200 points in the pack.</p>
<h3>Levels and trumps</h3>
<p>Both teams start at level 2 and climb towards Ace; the first team past Ace wins. Each round's
trump rank is the declaring team's level. While the cards are drawn, show a card of the trump
rank to name its suit as trumps; a pair of them beats a single; a pair of identical jokers
beats everything and means no trump suit.</p>
<p>Trumps, high to low: red joker, black joker, the trump-rank card of the trump suit, the other
trump-rank cards (equal), then the trump suit from Ace down. All trumps count as one suit.</p>
<h3>The talon</h3>
<p>The starter picks up the 8 leftover cards and buries 8. If the opponents win the last trick,
the points buried there count for them, multiplied by twice the number of cards each played.</p>
<h3>Tricks</h3>
<p>Lead a single card, a <b>pair</b> (two identical cards), a <b>tractor</b> (consecutive pairs
of one suit) or several <b>top cards</b> of one suit that nobody can beat. Others must follow
suit, and match pairs as far as they can. A top-cards lead that turns out beatable costs 10
points per card taken back.</p>
<h3>Scoring</h3>
<p>Only the opponents collect points. Under 40: declarers go up 2 levels (3 with none at all);
40–75: declarers +1; 80 or more: the opponents become the declarers, and gain a level for every
40 points beyond 80.</p>
""",
)


NO_TRUMP_NOTE_HTML = QT_TRANSLATE_NOOP(
    "dialogs",
    """
<h3>No-trump rounds</h3>
<p>After a pair of jokers is declared, only the four jokers are trumps. By these rules the
trump-rank cards are then ordinary cards of their suits, in their usual place from Ace down;
the declaring team's level still moves at the end of the round. Many tables keep the trump-rank
cards as trumps even then: the rule option "Trump-rank cards stay trumps without a trump suit"
in Settings plays that way.</p>
""",
)


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules summary"))
        self.resize(620, 640)
        layout = QVBoxLayout(self)
        browser = QTextBrowser()
        browser.setHtml(_t(RULES_HTML) + _t(NO_TRUMP_NOTE_HTML))
        layout.addWidget(browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


ABOUT_HTML = QT_TRANSLATE_NOOP(
    "dialogs",
    """
<h2>Tractor Desktop %1</h2>
<p>Tractor (升级 / 拖拉机): play offline against three computer players, or with friends over the
network.</p>
<p>Copyright © 2026 the Tractor Desktop authors. Released under the MIT License.</p>
<p>This program uses Qt through PySide6 (Qt for Python), used under the GNU Lesser General
Public License version 3. Qt is © The Qt Company Ltd. and other contributors. You may replace
the Qt libraries this program uses with your own build; the LGPL's full text is at
https://www.gnu.org/licenses/lgpl-3.0.html.</p>
""",
)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Tractor Desktop"))
        layout = QVBoxLayout(self)
        label = QLabel(_t(ABOUT_HTML).replace("%1", QCoreApplication.applicationVersion()))
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class KeyboardDialog(QDialog):
    """Every key of the table, for playing without a mouse."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard"))
        rows = [
            ("← →", self.tr("Move along your hand")),
            (self.tr("Space"), self.tr("Select or deselect the card")),
            (self.tr("Enter"), self.tr("Play (or bury) the selected cards")),
            (self.tr("Esc"), self.tr("Clear the selection")),
            ("D", self.tr("Declare with the strongest cards you may show")),
            ("P", self.tr("No declaration (at your last chance)")),
            ("H", self.tr("Hint: select what a good player would play")),
            ("L", self.tr("Show the last trick")),
            ("F7", self.tr("Show or hide the history (tricks and score sheet)")),
            ("F8", self.tr("Show or hide the card memory")),
            ("Ctrl+M", self.tr("Sound on or off")),
            ("Ctrl+N / Ctrl+O / Ctrl+S", self.tr("New game / Open / Save")),
            ("F1", self.tr("Rules summary")),
            ("Alt", self.tr("Menus")),
        ]
        layout = QVBoxLayout(self)
        grid = QFormLayout()
        for key, action in rows:
            grid.addRow(f"<b>{key}</b>", QLabel(action))
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
