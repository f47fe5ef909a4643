"""A game (match) of rounds until a team goes past Ace; its plain-data form replays its history.

A whole game is ``{options, seed, actions}``: dealing is seeded chance, so replaying the actions
through ``apply`` rebuilds every state exactly. Loading validates each action on the way.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Final, Literal, TypeAlias

from . import events as ev
from .actions import Action, Bury, Declare, Draw, Pass, Play, action_from_dict, action_to_dict
from .cards import DRAWN, PACK_SIZE, TALON_SIZE, Card, rank_code, rank_number
from .observation import Observation, ShownDeclaration
from .options import RuleOptions
from .phases import shown_phase
from .round import Round, trick_view
from .trump import Trump
from .verdict import IllegalAction, Verdict, refuse

FIRST_LEVEL = 2
MAX_ACTIONS = 200_000
"""More actions than any real game needs (about 220 a round): a guard against hostile files."""
TABLE: Final = "table"
"""Who acts while the cards are drawn: the table itself (its step is a ``Draw``)."""
Actor: TypeAlias = int | Literal["table"]
"""A seat 0..3, or the table."""


class GameFormatError(ValueError):
    """A game's plain data cannot be loaded; the message says what is wrong."""


class Game:
    """Rounds of Tractor with both teams' levels, from a seed, until one team wins."""

    def __init__(
        self,
        options: RuleOptions | None = None,
        seed: int = 0,
        *,
        humans: Iterable[int] = (0,),
        levels: tuple[int, int] = (FIRST_LEVEL, FIRST_LEVEL),
        starter: int | None = None,
    ) -> None:
        """``starter`` None starts with a first round (declarations decide who starts)."""
        self.options = options or RuleOptions()
        self.seed = seed
        self.humans = frozenset(humans)
        self.start_levels = levels
        self.start_starter = starter
        self.levels = levels
        self.actions: list[Action] = []
        self.results: list[ev.RoundScored] = []
        self._results: tuple[ev.RoundScored, ...] = ()
        """``results`` as the observations show it (made again only when a round is scored)."""
        self.winner: int | None = None
        self.round_starts: list[int] = [0]
        """How many actions came before each round's deal: where each round can be replayed."""
        self.round = self._new_round(0, starter)

    def _new_round(self, number: int, starter: int | None) -> Round:
        rng = random.Random(f"tractor/{self.seed}/{number}")
        return Round(
            self.options,
            rng,
            number=number,
            levels=self.levels,
            starter=starter,
            humans=self.humans,
        )

    @property
    def over(self) -> bool:
        return self.winner is not None

    def opening_seen(self, seat: int) -> list[tuple[ev.Event, Observation]]:
        """The opening events, each with ``seat``'s observation as of the deal; ValueError once
        the round has moved on (its opening was reported by ``apply`` then, or is stale)."""
        current = self.round
        if current.phase != "draw" or current.drawn:
            raise ValueError("the round has moved on since its deal")
        view = self.observation(seat)
        return [(event, view) for event in current.opening]

    def to_act(self) -> Actor | None:
        """Who the game waits for: a seat, ``TABLE`` while the cards are drawn, None when over."""
        if self.over:
            return None
        current = self.round
        return TABLE if current.phase == "draw" else current.to_act

    def legal_actions(self, actor: Actor) -> list[Action]:
        """What ``actor`` may do now, empty when nothing: a bounded, canonical set.

        While the table draws, any seat may declare. A seat with a last chance may pass or
        declare; the starter is offered one way to bury (the first eight cards in the ranking's
        order: any eight are legal, and ``is_legal`` judges the others); the seat to play, the
        engine's sensible plays (``candidates``).
        """
        current = self.round
        phase = current.phase
        if self.over:
            return []
        if isinstance(actor, str):
            return [Draw()] if actor == TABLE and phase == "draw" else []
        if phase == "draw":
            return list(self.declarations(actor))
        if actor != current.to_act:
            return []
        if phase == "last_chance":
            return [Pass(actor), *self.declarations(actor)]
        if phase == "bury":
            assert current.ctx is not None
            return [Bury(actor, tuple(current.ctx.sorted(current.hands[actor])[:TALON_SIZE]))]
        return [Play(actor, cards) for cards in current.legal_plays()]

    def is_legal(self, action: Action) -> Verdict:
        if self.over:
            return refuse("game_over")
        return self.round.is_legal(action)

    def declarations(self, seat: int) -> list[Declare]:
        """Every declaration ``seat`` could legally make now (a pair only when both are held)."""
        if self.over:
            return []
        return [Declare(seat, cards) for cards in self.round.declarable(seat)]

    def legal_plays(self) -> list[tuple[Card, ...]]:
        return [] if self.over else self.round.legal_plays()

    def apply(self, action: Action) -> list[ev.Event]:
        """Apply a legal action and return what happened; IllegalAction (a ValueError with the
        reason code) if it is illegal, before anything changes."""
        return self._apply(action, None)

    def apply_seen(self, action: Action, seat: int) -> list[tuple[ev.Event, Observation]]:
        """The events of ``apply(action)``, each with ``seat``'s observation of the state right
        after it (a round's last events see it scored, the next round's deal sees the new one)."""
        if not 0 <= seat <= 3:
            raise ValueError(f"no seat {seat!r}")
        seen: list[tuple[ev.Event, Observation]] = []

        def watch(event: ev.Event) -> None:
            seen.append((event, observe(self.round, seat, self._results)))

        self._apply(action, watch)
        return seen

    def apply_watched(self, action: Action, watch: Callable[[ev.Event], None]) -> list[ev.Event]:
        """``apply``, calling ``watch`` right after each event, while the game stands as the
        event left it (``observation`` then is a seat's view as of that event)."""
        return self._apply(action, watch)

    def _apply(self, action: Action, watch: Callable[[ev.Event], None] | None) -> list[ev.Event]:
        if self.over:
            raise IllegalAction("game_over")

        def noted(event: ev.Event) -> None:
            # The score sheet takes the round before its watcher sees it scored.
            if isinstance(event, ev.RoundScored):
                self._note(event)
            assert watch is not None
            watch(event)

        out = self.round.apply(action, None if watch is None else noted)
        self.actions.append(action)
        if self.round.phase == "scored":
            scored = out[-1]
            assert isinstance(scored, ev.RoundScored)
            if watch is None:
                self._note(scored)
            finished = self._finish_round(scored)
            out.extend(finished)
            if watch is not None:
                for event in finished:
                    watch(event)
        return out

    def _note(self, scored: ev.RoundScored) -> None:
        self.results.append(scored)
        self._results = tuple(self.results)

    def _finish_round(self, scored: ev.RoundScored) -> list[ev.Event]:
        result = scored.result
        self.levels = scored.levels
        if result.game_winner is not None:
            declarers = scored.declarers
            winning_team = declarers if result.game_winner == "declarers" else 1 - declarers
            self.winner = winning_team
            return [ev.GameOver(winning_team)]
        self.round = self._new_round(self.round.number + 1, result.next_starter)
        self.round_starts.append(len(self.actions))
        return list(self.round.opening)

    def last_move_of(self, seat: int) -> int | None:
        """The index of ``seat``'s last action (a declaration, pass, bury or play) in the round
        in progress; None before it has made one."""
        for index in range(len(self.actions) - 1, self.round_starts[-1] - 1, -1):
            if getattr(self.actions[index], "seat", None) == seat:
                return index
        return None

    def prefix(self, count: int) -> Game:
        """The same game with only its first ``count`` actions: as it stood before the others
        (a take-back, a deal played again, a game played on from a review). The same seed
        deals the same cards, so replaying the actions rebuilds every state exactly."""
        if not 0 <= count <= len(self.actions):
            raise ValueError(f"a game of {len(self.actions)} actions has no prefix of {count}")
        game = Game(
            self.options,
            self.seed,
            humans=self.humans,
            levels=self.start_levels,
            starter=self.start_starter,
        )
        for action in self.actions[:count]:
            game.apply(action)
        return game

    # ----- views ------------------------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        return observe(self.round, seat, self._results)

    def public_observation(self, viewpoint: int) -> Observation:
        """What a spectator may know, seen from ``viewpoint``'s chair: only public cards."""
        return observe_public(self.round, viewpoint, self._results)

    def private_cards(self, seat: int) -> tuple[tuple[Card, ...], tuple[Card, ...] | None]:
        """What only ``seat`` may see now: its hand and the talon it buried, if it did (what
        its ``observation`` adds to the public one)."""
        return private_cards(self.round, seat)

    # ----- plain data -------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        data = self.header()
        data["actions"] = _compress([action_to_dict(a) for a in self.actions])
        return data

    def header(self) -> dict[str, Any]:
        """``to_dict`` without the actions: what a log that appends them keeps once."""
        data: dict[str, Any] = {
            "options": self.options.to_dict(),
            "seed": self.seed,
            "humans": sorted(self.humans),
        }
        if self.start_levels != (FIRST_LEVEL, FIRST_LEVEL) or self.start_starter is not None:
            data["levels"] = [rank_code(v) for v in self.start_levels]
            data["starter"] = self.start_starter
        return data

    @classmethod
    def from_dict(cls, data: object) -> Game:
        """Rebuild a game by replaying its actions; GameFormatError names the first bad one."""
        if not isinstance(data, Mapping):
            raise GameFormatError("a game must be an object")
        try:
            options = RuleOptions.from_dict(data.get("options", {}))
        except ValueError as e:
            raise GameFormatError(str(e)) from None
        seed = data.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
            raise GameFormatError("seed must be a whole number from 0 to 2**63 - 1")
        humans = data.get("humans", [0])
        if not isinstance(humans, list) or not all(
            isinstance(h, int) and not isinstance(h, bool) and 0 <= h <= 3 for h in humans
        ):
            raise GameFormatError("humans must be a list of seats")
        levels = (FIRST_LEVEL, FIRST_LEVEL)
        starter = data.get("starter")
        if "levels" in data:
            raw = data["levels"]
            try:
                if not isinstance(raw, list) or len(raw) != 2:
                    raise ValueError
                levels = (rank_number(raw[0]), rank_number(raw[1]))
            except (ValueError, TypeError):
                raise GameFormatError("levels must be two rank codes") from None
        if starter is not None and (
            isinstance(starter, bool) or not isinstance(starter, int) or not 0 <= starter <= 3
        ):
            raise GameFormatError("starter must be a seat or null")
        if starter is None and levels[0] != levels[1]:
            raise GameFormatError("a game without a starter must start with equal levels")
        raw_actions = data.get("actions")
        if not isinstance(raw_actions, list):
            raise GameFormatError("actions must be a list")
        game = cls(options, seed, humans=humans, levels=levels, starter=starter)
        for index, action in enumerate(_expand(raw_actions)):
            if index >= MAX_ACTIONS:
                raise GameFormatError(f"more than {MAX_ACTIONS} actions")
            try:
                parsed = action_from_dict(action)
            except ValueError as e:
                raise GameFormatError(f"action {index + 1}: {e}") from None
            # ``apply`` judges the action and refuses it before anything changes: judging it
            # first as well would double the cost of replaying a long game.
            try:
                game.apply(parsed)
            except IllegalAction as refused:
                raise GameFormatError(
                    f"action {index + 1} ({_describe(action)}): {refused.code}"
                ) from None
        return game


def _describe(action: object) -> str:
    if isinstance(action, dict):
        parts = [str(action.get("type"))]
        if "seat" in action:
            parts.append(f"seat {action['seat']}")
        if isinstance(action.get("cards"), list):
            parts.append(" ".join(str(c) for c in action["cards"]))
        return ", ".join(parts)
    return repr(action)[:60]


def _compress(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Runs of draws are stored as one ``{"type": "draw", "count": n}``."""
    out: list[dict[str, Any]] = []
    for a in actions:
        if a["type"] == "draw" and out and out[-1]["type"] == "draw":
            out[-1]["count"] = out[-1].get("count", 1) + 1
        else:
            out.append(dict(a))
    return out


def _expand(actions: list[Any], done: int = 0) -> Iterable[Any]:
    """Single actions, runs of draws unrolled; ``done`` counts those already yielded."""
    for a in actions:
        if isinstance(a, dict) and a.get("type") == "draw" and "count" in a:
            count = a["count"]
            if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= PACK_SIZE:
                raise GameFormatError(
                    f"action {done + 1}: a run of draws must count 1 to {PACK_SIZE}, not {count!r}"
                )
            done += count
            yield from ({"type": "draw"} for _ in range(count))
        else:
            done += 1
            yield a


def observe(current: Round, seat: int, results: tuple[ev.RoundScored, ...] = ()) -> Observation:
    """Everything ``seat`` may know about the round (and ``results``, the game's rounds scored
    so far), and nothing more."""
    hand, talon = private_cards(current, seat)
    return _observation(current, seat, hand, talon, results)


def observe_public(
    current: Round, viewpoint: int, results: tuple[ev.RoundScored, ...] = ()
) -> Observation:
    """The round as anyone watching may know it: ``viewpoint``'s view without its hand and
    without a talon it buried (the cards played, shown and turned up are the whole table's)."""
    return _observation(current, viewpoint, (), None, results)


def private_cards(current: Round, seat: int) -> tuple[tuple[Card, ...], tuple[Card, ...] | None]:
    """What only ``seat`` may see of the round: its hand, in card order, and the talon it
    buried (once it is the starter and has buried it); the rest of a view is the table's."""
    buried = (
        current.talon if seat == current.starter and current.phase in ("play", "scored") else None
    )
    hand = tuple(sorted(current.hands[seat], key=lambda c: c.index))
    return hand, tuple(buried) if buried is not None else None


def _observation(
    current: Round,
    seat: int,
    hand: tuple[Card, ...],
    talon: tuple[Card, ...] | None,
    results: tuple[ev.RoundScored, ...],
) -> Observation:
    phase = shown_phase(current.phase)
    trump = current.trump
    if trump is None and current.standing is not None:
        trump = Trump(current.level, current.standing.suit)
    return Observation(
        seat=seat,
        phase=phase,
        options=current.options,
        levels=current.levels,
        level=current.level,
        trump=trump,
        declarations=tuple(ShownDeclaration(d.seat, d.cards) for d in current.declarations),
        starter=current.provisional_starter,
        declarers=current.declarers,
        hand=hand,
        talon=talon,
        revealed_talon=tuple(current.revealed_talon) if current.revealed_talon else None,
        hand_sizes=(
            len(current.hands[0]),
            len(current.hands[1]),
            len(current.hands[2]),
            len(current.hands[3]),
        ),
        tricks=current.trick_views,
        current=trick_view(current.current) if current.current else None,
        opponent_points=current.opponent_points,
        draw_remaining=(DRAWN - current.drawn) if phase == "draw" else None,
        last_chance=current.phase == "last_chance",
        to_act=current.to_act,
        results=results,
    )
