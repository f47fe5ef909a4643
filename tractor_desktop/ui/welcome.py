"""The welcome on the first start: what the game is, in two sentences, and three ways in: learn
to play (the guided round), play a game against the computer players, or play with friends
(host or join a table). Nothing is dealt behind it: the table waits for the player's choice."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QCommandLinkButton,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

CHOICES = ("learn", "play", "host", "join")


class WelcomeDialog(QDialog):
    chosen = Signal(str)
    """One of ``CHOICES``, once: closing the welcome is "play" (a game is dealt)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setWindowTitle(self.tr("Welcome to Tractor Desktop"))
        self.setModal(True)
        self._told = False
        column = QVBoxLayout(self)
        column.setSpacing(10)
        title = QLabel(self.tr("Welcome to Tractor"))
        title.setTextFormat(Qt.TextFormat.PlainText)
        big = QFont(title.font())
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        title.setFont(big)
        column.addWidget(title)
        about = QLabel(
            self.tr(
                'Tractor (升级, "level up") is a card game for four players in two teams, with '
                "two packs. You play with North, opposite you, against East and West: win tricks "
                "with points in them, and your side climbs from 2 to Ace."
            )
        )
        about.setTextFormat(Qt.TextFormat.PlainText)
        about.setWordWrap(True)
        column.addWidget(about)
        self.learn_button = self._choice(
            self.tr("Learn to play"),
            self.tr("A guided first round: the game shows you each step, you play the cards."),
            "learn",
        )
        self.play_button = self._choice(
            self.tr("Play a game"),
            self.tr("Against three computer players, your partner opposite you."),
            "play",
        )
        friends = QWidget()
        row = QHBoxLayout(friends)
        row.setContentsMargins(0, 0, 0, 0)
        self.host_button = QPushButton(self.tr("Host a table for friends…"))
        self.join_button = QPushButton(self.tr("Join a friend's table…"))
        for button, choice in ((self.host_button, "host"), (self.join_button, "join")):
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, c=choice: self.choose(c))
            row.addWidget(button)
        for widget in (self.learn_button, self.play_button, friends):
            column.addWidget(widget)
        later = QLabel(
            self.tr("All of these are in the Game and Help menus too; this welcome is shown once.")
        )
        later.setTextFormat(Qt.TextFormat.PlainText)
        later.setWordWrap(True)
        later.setEnabled(False)
        column.addWidget(later)
        self.learn_button.setDefault(True)
        self.learn_button.setFocus()
        self.setMinimumWidth(480)

    def _choice(self, title: str, description: str, choice: str) -> QCommandLinkButton:
        button = QCommandLinkButton(title, description)
        button.clicked.connect(lambda: self.choose(choice))
        return button

    def choose(self, choice: str) -> None:
        if not self._told:
            self._told = True
            self.chosen.emit(choice)
        self.accept()

    def reject(self) -> None:
        self.choose("play")

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._told:
            self._told = True
            self.chosen.emit("play")
        super().closeEvent(event)
