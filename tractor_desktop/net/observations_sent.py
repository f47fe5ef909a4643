"""What a table tells the people at its seats and its spectators about the game: each one its own
observation only (a spectator the public view from seat 0's chair), after every event, with
the event as that seat may know it; a finished round's result (the declarers, and the talon
turned up for everyone); and at the game's end its whole log, seed included. A computer player
is told nothing: it reads the game itself.

What every seat sees alike after an event (the public view: the tricks, the score sheet, the
trump, the declarations, the counts) is written once for the whole audience, as JSON and as
text (``PublicFrame``); each seat's message then adds only its own part: its seat, its hand,
the talon it buried, and the event as it may know it. Only that part ever differs from one
seat's message to another's, and it is made from that seat's cards alone. The pieces that
change seldom (the finished tricks, the score sheet, the options) are kept from one event to
the next (``KeptParts``). The messages are the ones ``Observation.to_json`` and
``event_to_json`` would write for each seat, to the byte (tests/net/test_frames_shared.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from ..engine import events as ev
from ..engine.cards import Card, codes, rank_code
from ..engine.game import Game
from ..engine.observation import (
    JsonParts,
    Observation,
    PublicJson,
    TrickView,
    round_scored_to_json,
    seat_view_json,
    trick_to_json,
)
from ..engine.options import RuleOptions
from .protocol import Known, Spliced, dumps, members_text
from .seats import WATCHERS, Outgoing, Seat
from .wire_events import seen_to_json

Piece = TypeVar("Piece")


def audience(seats: Sequence[Seat], watchers: int) -> list[int]:
    """Who is told: the people's seats (a computer player reads the game itself), and the
    spectators if there are any."""
    people = [s.index for s in seats if s.kind == "human"]
    return [*people, WATCHERS] if watchers else people


class KeptParts(JsonParts):
    """One table's pieces of its views that change seldom from one event to the next: the
    options, the round's finished tricks, the game's score sheet. Each is written once, as JSON
    and as text, instead of in every view of every event; a trick or a scored round already
    written is taken again when a new one joins them."""

    def __init__(self) -> None:
        self._options: RuleOptions | None = None
        self._options_written: tuple[dict[str, Any], str] = ({}, "{}")
        self._tricks = KeptList[TrickView](trick_to_json)
        self._results = KeptList[ev.RoundScored](round_scored_to_json)
        self._before: tuple[dict[str, Any], str] = ({}, "")

    def options(self, options: RuleOptions) -> dict[str, Any]:
        if options is not self._options:
            written = options.to_dict()
            self._options, self._options_written = options, (written, dumps(written))
        return self._options_written[0]

    def tricks(self, tricks: tuple[TrickView, ...]) -> list[dict[str, Any]]:
        return self._tricks.json(tricks)

    def results(self, results: tuple[ev.RoundScored, ...]) -> list[dict[str, Any]]:
        return self._results.json(results)

    def public(self, observation: Observation) -> tuple[PublicJson, str, str]:
        """``observation``'s public part as JSON, and the text of each half's members."""
        before, after = observation.public_json(self)
        known: Known = {
            id(written): (written, text)
            for written, text in (
                self._options_written,
                self._tricks.written,
                self._results.written,
            )
        }
        # What comes before the seats' cards changes only now and then (a declaration, a
        # new phase): its text is written again only then. (Each member always has the same
        # JSON types, so equal here is the same text: no true standing for a 1.)
        if before != self._before[0]:
            self._before = (before, members_text(before, known))
        return (before, after), self._before[1], members_text(after, known)


class KeptList(Generic[Piece]):
    """A list of pieces of a view written as JSON and as text, kept until the list changes; a
    piece already written keeps its place (the lists only grow, until a new round)."""

    def __init__(self, write: Callable[[Piece], dict[str, Any]]) -> None:
        self._write = write
        self._pieces: tuple[Piece, ...] = ()
        self._items: list[tuple[dict[str, Any], str]] = []
        self.written: tuple[list[dict[str, Any]], str] = ([], "[]")

    def json(self, pieces: tuple[Piece, ...]) -> list[dict[str, Any]]:
        if pieces is not self._pieces:
            old, items = self._pieces, []
            for place, piece in enumerate(pieces):
                if place < len(old) and old[place] is piece:
                    items.append(self._items[place])
                else:
                    written = self._write(piece)
                    items.append((written, dumps(written)))
            self._pieces, self._items = pieces, items
            self.written = (
                [written for written, _ in items],
                "[" + ",".join([text for _, text in items]) + "]",
            )
        return self.written[0]


class PublicFrame:
    """The game as it stands after one event (or now, with no event), written once for all
    its audience as far as every seat sees it alike; ``message`` puts one seat's own part in
    it: the seat, its hand, the talon it buried, and the event as that seat may know it. A
    spectator is told the public view from seat 0's chair."""

    def __init__(self, game: Game, event: ev.Event | None, parts: KeptParts) -> None:
        self._game = game
        self._event = event
        self._public, self._before, self._after = parts.public(game.public_observation(0))
        self._events: list[tuple[ev.Event, dict[str, Any], str]] = []

    def message(self, index: int, seq: int) -> Spliced:
        """``index``'s observation (a seat, or ``WATCHERS``) as its ``seq``-th message of the
        kind, with the event that led to it; ``"more": true`` until ``settled`` says it is the
        last of one change."""
        viewer = None if index == WATCHERS else index
        # A spectator sees the table from seat 0's chair, without its cards.
        seat = 0 if viewer is None else viewer
        hand: tuple[Card, ...] = ()
        talon: tuple[Card, ...] | None = None
        if viewer is not None:
            hand, talon = self._game.private_cards(viewer)
        observation = seat_view_json(seat, hand, talon, self._public)
        # The order of seat_view_json (and so of Observation.to_json).
        cards = dumps({"hand": observation["hand"], "talon": observation["talon"]})[1:-1]
        text = f'{{"seat":{seat},{self._before},{cards},{self._after}}}'
        message = Spliced(type="observation", seq=seq)
        message.put("observation", observation, text)
        message["more"] = True
        if self._event is not None:
            message.put("event", *self._seen(viewer))
        return message

    def _seen(self, viewer: int | None) -> tuple[dict[str, Any], str]:
        """The event as ``viewer`` may know it, written once for all who know it alike."""
        assert self._event is not None
        seen = ev.seen_by(self._event, viewer)
        for known, written, text in self._events:
            if known is seen or known == seen:
                return written, text
        written = seen_to_json(seen)
        text = dumps(written)
        self._events.append((seen, written, text))
        return written, text


def round_over_message(scored: ev.RoundScored, rounds: int) -> dict[str, Any]:
    """The result of the ``rounds``-th round, told after its last event."""
    result = scored.result
    return {
        "type": "round_over",
        "round": rounds,
        "declarers": scored.declarers,
        "talon": codes(scored.talon),  # turned up for everyone at the end of a round
        "opponent_points": result.opponent_total,
        "levels": [rank_code(v) for v in scored.levels],
        "winner": result.winner,
    }


def game_over_message(game: Game) -> dict[str, Any]:
    """The game's end: the winner and the whole log (``Game.to_dict``)."""
    # The seed is told only now: with it and the actions, anyone can check the whole deal.
    return {"type": "game_over", "winner": game.winner, "log": game.to_dict()}


def settled(out: list[Outgoing]) -> list[Outgoing]:
    """Marks the last observation each seat gets from one change as the one to act on: the
    ones before it carry ``"more": true`` (their events are still being shown)."""
    last: dict[int, int] = {}
    for position, (index, message) in enumerate(out):
        if message.get("type") == "observation":
            last[index] = position
    for position in last.values():
        out[position][1].pop("more", None)
    return out
