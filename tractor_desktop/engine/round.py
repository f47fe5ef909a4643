"""One round as a state machine: draw with declarations, talon exchange, tricks, scoring.

Phases (``phases``): ``draw`` (cards drawn one at a time, any player may declare) →
``last_chance`` (each player in turn may still declare) → ``bury`` (the starter exchanges the
talon) → ``play`` → ``scored``. A first round with no declaration goes back to ``draw`` with a
new deal. Whether a move may be made is the judge's to say (``judge``): a round is the judge's
``Facts`` of the whole table.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence

from . import events as ev
from .actions import Action, Bury, Declare, Draw, Pass
from .candidates import follow_candidates, lead_candidates
from .cards import DRAWN, Card, double_pack
from .combos import INVALID, Combo
from .declaring import Declaration, reveal_trump_suit
from .judge import declarations, judge
from .leading import Block, LeadJudgement
from .observation import TrickView
from .options import RuleOptions
from .phases import Phase
from .scoring import RoundResult, score_played_round, throw_penalty
from .tricks import trick_taken
from .trump import Trump, TrumpContext, trump_context
from .verdict import IllegalAction, Verdict


def team(seat: int) -> int:
    """Seats 0 and 2 are team 0; seats 1 and 3 are team 1."""
    return seat % 2


@dataclasses.dataclass(slots=True)
class FailedThrow:
    attempted: tuple[Card, ...]
    penalty: int
    blocks: tuple[Block, ...]


@dataclasses.dataclass(slots=True)
class Trick:
    leader: int
    lead: Combo
    plays: list[tuple[Card, ...]]
    failed_throw: FailedThrow | None = None
    winner: int | None = None
    points: int = 0


class Round:
    """A round of Tractor. ``starter`` is None for a first round (the declaration decides it).

    Every event is emitted once the state it reports is in place, so that a watcher of ``apply``
    sees the round exactly as of each event.
    """

    _emit: Callable[[ev.Event], None]
    """Where the action being applied reports its events (set only while it is applied)."""
    viewer: int | None = None
    """A round is the judge's ``Facts`` of the whole table, not of one seat's view."""

    def __init__(
        self,
        options: RuleOptions,
        rng: random.Random,
        *,
        number: int,
        levels: tuple[int, int],
        starter: int | None,
        humans: frozenset[int] = frozenset(),
    ) -> None:
        if starter is None and levels[0] != levels[1]:
            raise ValueError("a first round needs both teams at the same level")
        self.options = options
        self.rng = rng
        self.number = number
        self.levels = levels
        self.humans = humans
        self.starter: int | None = starter
        self.level = levels[team(starter)] if starter is not None else levels[0]
        self.phase: Phase = "draw"
        self.hands: list[list[Card]] = [[], [], [], []]
        self.pack: list[Card] = []
        self.drawn = 0
        self.first_drawer = 0
        self.declarations: list[Declaration] = []
        self.standing: Declaration | None = None
        self.last_chance_turn = 0
        self.trump: Trump | None = None
        self.ctx: TrumpContext | None = None
        self.talon: list[Card] = []
        self.revealed_talon: list[Card] | None = None
        self.tricks: list[Trick] = []
        self.trick_views: tuple[TrickView, ...] = ()
        """The finished tricks as an observation shows them, made once each (every
        observation of the round holds them)."""
        self.current: Trick | None = None
        self.opponent_points = 0
        self.result: RoundResult | None = None
        self.opening: list[ev.Event] = [self._deal()]
        """The events of the opening deal, for whoever reports this round's start."""

    # ----- who is who -------------------------------------------------------------------------

    @property
    def declarers(self) -> int | None:
        """The declaring team (provisional in a first round while the draw goes on)."""
        starter = self.provisional_starter
        return None if starter is None else team(starter)

    @property
    def provisional_starter(self) -> int | None:
        if self.starter is not None:
            return self.starter
        return self.standing.seat if self.standing else None

    @property
    def to_act(self) -> int | None:
        """The seat whose decision the round waits for; None during the draw itself."""
        phase = self.phase
        if phase == "play":
            trick = self.current
            # No trick between the end of the last one and the scoring (seen by a watcher).
            return None if trick is None else (trick.leader + len(trick.plays)) % 4
        if phase == "last_chance":
            turn = self.last_chance_turn
            # After the fourth chance, until the trump is settled, nobody is to act.
            return (self.first_drawer + turn) % 4 if turn < 4 else None
        if phase == "bury":
            return self.starter
        return None

    @property
    def lead(self) -> Combo | None:
        """What was led to the trick under way; None when the seat to act leads (or no trick is
        under way)."""
        trick = self.current
        return trick.lead if trick is not None and trick.plays else None

    @property
    def next_drawer(self) -> int:
        return (self.first_drawer + self.drawn) % 4

    @property
    def last_drawer(self) -> int | None:
        """The seat that drew the latest card of this deal; None before the first."""
        return (self.first_drawer + self.drawn - 1) % 4 if self.drawn else None

    # ----- the draw ---------------------------------------------------------------------------

    def _deal(self) -> ev.RoundStarted:
        self.pack = double_pack()
        self.rng.shuffle(self.pack)
        self.first_drawer = self.starter if self.starter is not None else self.rng.randrange(4)
        self.hands = [[], [], [], []]
        self.drawn = 0
        self.declarations = []
        self.standing = None
        self.phase = "draw"
        return ev.RoundStarted(
            self.number, self.level, self.levels, self.starter, self.first_drawer
        )

    def _draw(self) -> None:
        seat = self.next_drawer
        c = self.pack[self.drawn]
        self.hands[seat].append(c)
        self.drawn += 1
        self._emit(ev.CardDrawn(seat, c, DRAWN - self.drawn))
        if self.drawn == DRAWN:
            self.phase = "last_chance"
            self.last_chance_turn = 0
            self._emit(ev.LastChances(self.first_drawer))

    def declarable(self, seat: int) -> list[tuple[Card, ...]]:
        """Every set of cards ``seat`` could legally declare with now."""
        return declarations(self, seat)

    def _declare(self, declaration: Declaration) -> None:
        declared = ev.Declared(declaration, self.standing)
        self.standing = declaration
        self.declarations.append(declaration)
        if self.phase == "last_chance":
            self._use_last_chance(declared)
        else:
            self._emit(declared)

    def _use_last_chance(self, event: ev.Declared | ev.Passed) -> None:
        """The seat to act declared or passed: the next seat's chance, or the trump settles."""
        self.last_chance_turn += 1
        self._emit(event)
        if self.last_chance_turn == 4:
            self._settle_trump()

    def _settle_trump(self) -> None:
        talon = self.pack[DRAWN:]
        if self.standing is not None:
            suit = self.standing.suit
            if self.starter is None:
                self.starter = self.standing.seat
        elif self.starter is None and self.options.first_round_no_declaration == "redeal":
            started = self._deal()
            self.opening = [started]
            self._emit(ev.Redealt(self.first_drawer))
            self._emit(started)
            return
        else:
            suit, turned = reveal_trump_suit(talon, self.level)
            self.revealed_talon = talon[:turned]
            self._emit(ev.TalonRevealed(tuple(self.revealed_talon)))
            if self.starter is None:
                self.starter = self.first_drawer
        self.trump = Trump(self.level, suit)
        self.ctx = trump_context(self.trump, self.options.no_trump_rank_cards_are_trumps)
        self._emit(ev.TrumpSettled(self.trump, self.starter, team(self.starter)))
        self.hands[self.starter].extend(talon)
        self.talon = []
        self.phase = "bury"
        self._emit(ev.TalonPickedUp(self.starter, tuple(talon)))

    # ----- legality ---------------------------------------------------------------------------

    def is_legal(self, action: Action) -> Verdict:
        """Whether ``action`` may be applied now, with the reason code if not."""
        return judge(self, action).verdict

    def legal_plays(self) -> list[tuple[Card, ...]]:
        """Sensible legal plays for the seat to act (a bounded set; see ``candidates``)."""
        seat = self.to_act
        if self.phase != "play" or seat is None:
            return []
        assert self.current is not None and self.ctx is not None
        hand = self.hands[seat]
        if not self.current.plays:
            return lead_candidates(hand, self.ctx)
        return follow_candidates(
            self.current.lead, hand, self.ctx, self.options.follow_tractor_with_tractor
        )

    # ----- the one mutation point -------------------------------------------------------------

    def apply(
        self, action: Action, watch: Callable[[ev.Event], None] | None = None
    ) -> list[ev.Event]:
        """Apply a legal action and return its events; IllegalAction (a ValueError with the
        reason code) for an illegal one, before anything changes. ``watch``, if given, is called
        with each event as soon as the state it reports is in place."""
        verdict, detail = judge(self, action)
        if not verdict:
            raise IllegalAction(verdict.code)
        out: list[ev.Event] = []
        self._emit = out.append if watch is None else _both(out.append, watch)
        if isinstance(action, Draw):
            self._draw()
        elif isinstance(action, Declare):
            assert isinstance(detail, Declaration)
            self._declare(detail)
        elif isinstance(action, Pass):
            self._use_last_chance(ev.Passed(action.seat))
        elif isinstance(action, Bury):
            self._bury(action.seat, action.cards)
        else:
            self._play(action.seat, action.cards, detail)
        del self._emit  # nothing is reported between actions
        return out

    def _bury(self, seat: int, items: Sequence[Card]) -> None:
        hand = self.hands[seat]
        for c in items:
            hand.remove(c)
        self.talon = list(items)
        self.phase = "play"
        assert self.ctx is not None
        self.current = Trick(seat, INVALID, [])
        self._emit(ev.TalonBuried(seat, tuple(items)))

    def _play(
        self, seat: int, items: Sequence[Card], detail: Declaration | LeadJudgement | None
    ) -> None:
        trick, ctx = self.current, self.ctx
        assert trick is not None and ctx is not None and self.starter is not None
        if not trick.plays:
            judgement = detail
            assert isinstance(judgement, LeadJudgement)
            trick.lead = judgement.led
            items = judgement.led.cards
            if judgement.failed:
                penalty = throw_penalty(
                    self.options, len(judgement.returned), team(seat) == team(self.starter)
                )
                self.opponent_points += penalty
                trick.failed_throw = FailedThrow(
                    judgement.attempted.cards, penalty, judgement.blocks
                )
                self._emit(
                    ev.ThrowFailed(
                        seat,
                        judgement.attempted.cards,
                        items,
                        judgement.returned,
                        penalty,
                        judgement.blocks,
                    )
                )
        hand = self.hands[seat]
        for c in items:
            hand.remove(c)
        played = tuple(items)
        trick.plays.append(played)
        self._emit(ev.CardsPlayed(seat, played, len(trick.plays) == 1))
        if len(trick.plays) == 4:
            self._finish_trick(trick, ctx)

    def _finish_trick(self, trick: Trick, ctx: TrumpContext) -> None:
        assert self.starter is not None
        winner, trick.points = trick_taken(trick.leader, trick.lead, trick.plays, ctx)
        trick.winner = winner
        opponents_score = team(winner) != team(self.starter)
        if opponents_score:
            self.opponent_points += trick.points
        self.tricks.append(trick)
        self.trick_views += (trick_view(trick),)
        last = not self.hands[winner]
        self.current = None if last else Trick(winner, INVALID, [])
        self._emit(ev.TrickWon(winner, trick.points, opponents_score, self.opponent_points))
        if last:
            self._score(trick, opponents_score)

    def _score(self, last: Trick, opponents_won_last: bool) -> None:
        assert self.starter is not None
        self.result = score_played_round(
            starter=self.starter,
            levels=self.levels,
            opponent_points=self.opponent_points,
            talon=self.talon,
            last_lead=last.lead,
            opponents_won_last_trick=opponents_won_last,
            options=self.options,
        )
        self.phase = "scored"
        self._emit(
            ev.RoundScored(
                self.result,
                self.starter,
                team(self.starter),
                tuple(self.talon),
                self.opponent_points,
                len(last.lead.cards),
            )
        )


def _both(
    first: Callable[[ev.Event], None], second: Callable[[ev.Event], None]
) -> Callable[[ev.Event], None]:
    def emit(event: ev.Event) -> None:
        first(event)
        second(event)

    return emit


def trick_view(trick: Trick) -> TrickView:
    """A trick as an observation shows it."""
    failed = trick.failed_throw
    return TrickView(
        leader=trick.leader,
        plays=tuple(trick.plays),
        winner=trick.winner,
        points=trick.points,
        failed_attempt=failed.attempted if failed else None,
        failed_penalty=failed.penalty if failed else 0,
    )
