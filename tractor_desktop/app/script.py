"""Moves arranged in advance (a lesson) that the controller plays instead of asking the
computer players, and the only human moves it accepts meanwhile."""

from __future__ import annotations

from typing import Protocol

from tractor_desktop.engine.actions import Action
from tractor_desktop.engine.drive import Turn
from tractor_desktop.engine.game import Game

NOT_IN_SCRIPT = "not_in_script"
"""The reason a legal move is refused while a script runs: it is not the move the script has
(the controller's own code, not one of the rules')."""


class Script(Protocol):
    """Moves arranged in advance (a lesson): the controller plays the computer players' moves
    from it instead of asking them, accepts from the human only the move it has, and lets it
    hold the game still at chosen points."""

    def scripted(self, game: Game) -> Action | None:
        """The move the script has for ``game`` as it stands, whoever is to make it; None where
        it has none (another game, or past its end): everyone moves freely then."""
        ...

    def hold(self, game: Game, turn: Turn) -> bool:
        """The table has caught up and ``turn`` comes next: True keeps the game still here (a
        text to read, the draw waiting for the human's declaration) until ``go_on``."""
        ...


def same_move(a: Action, b: Action) -> bool:
    """The same action, whatever the order its cards were given in."""
    if type(a) is not type(b) or getattr(a, "seat", None) != getattr(b, "seat", None):
        return False
    order = sorted(getattr(a, "cards", ())), sorted(getattr(b, "cards", ()))
    return order[0] == order[1]
