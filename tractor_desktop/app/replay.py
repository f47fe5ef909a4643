"""Frames for reviewing a game: its history replayed, one picture per step worth seeing.

Steps: each declaration, the settled trump, the talon picked up and buried, every finished
trick, the end of each round. Every frame shows all four hands face up.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Draw
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.round import Round


@dataclasses.dataclass(frozen=True)
class Frame:
    round_number: int
    kind: str
    """"declared", "trump", "talon", "buried", "trick", "scored"."""
    hands: tuple[tuple[str, ...], ...]
    trick: tuple[tuple[int, tuple[str, ...]], ...]
    """(seat, cards) in playing order."""
    trump: tuple[int, str | None] | None
    levels: tuple[int, int]
    starter: int | None
    opponent_points: int
    event: ev.Event
    actions: int
    """How many of the game's actions lead to this picture: a game played on from here keeps
    those."""
    over: bool
    """The game is over at this picture: there is nothing to play on from."""


def _snapshot(
    current: Round,
    kind: str,
    event: ev.Event,
    trick: list[tuple[int, tuple[str, ...]]],
    actions: int,
    over: bool,
) -> Frame:
    ctx = current.ctx
    hands = tuple(
        tuple(c.code for c in (ctx.sorted(hand) if ctx else sorted(hand, key=lambda c: c.index)))
        for hand in current.hands
    )
    trump = None
    if current.trump is not None:
        trump = (current.trump.rank, current.trump.suit.value if current.trump.suit else None)
    elif current.standing is not None:
        suit = current.standing.suit
        trump = (current.level, suit.value if suit else None)
    return Frame(
        round_number=current.number,
        kind=kind,
        hands=hands,
        trick=tuple(trick),
        trump=trump,
        levels=current.levels,
        starter=current.provisional_starter,
        opponent_points=current.opponent_points,
        event=event,
        actions=actions,
        over=over,
    )


def frames(recorded: Game | dict[str, object]) -> list[Frame]:
    """Replay a game (or its plain data, ``{options, seed, actions}``) from its start and
    collect the frames."""
    data = recorded.to_dict() if isinstance(recorded, Game) else recorded
    whole = Game.from_dict(data)
    game = Game.from_dict({**data, "actions": []})
    out: list[Frame] = []
    plays: list[tuple[int, tuple[str, ...]]] = []
    for done, action in enumerate(whole.actions, start=1):
        current = game.round
        events = game.apply(action)
        if isinstance(action, Draw) and not any(isinstance(e, ev.Declared) for e in events):
            continue
        for event in events:
            if isinstance(event, ev.CardsPlayed):
                if event.leads:
                    plays = []
                plays.append((event.seat, tuple(c.code for c in event.cards)))
                continue
            kind = {
                ev.Declared: "declared",
                ev.TrumpSettled: "trump",
                ev.TalonPickedUp: "talon",
                ev.TalonBuried: "buried",
                ev.TrickWon: "trick",
                ev.RoundScored: "scored",
            }.get(type(event))
            if kind is not None:
                trick = plays if kind == "trick" else []
                out.append(_snapshot(current, kind, event, trick, done, game.over))
    return out


def nothing_left_to_play(steps: Sequence[Frame], index: int) -> bool:
    """Playing on from step ``index`` would leave the player nothing to decide: the game is
    over there, or it ended with this round and every hand holds one card at most (the last
    trick then plays itself, to the end the game had)."""
    frame, last = steps[index], steps[-1]
    if frame.over:
        return True
    return (
        last.over
        and frame.round_number == last.round_number
        and all(len(hand) <= 1 for hand in frame.hands)
    )
