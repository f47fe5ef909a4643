"""One round as a state machine: draw with declarations, talon exchange, tricks, scoring.

Phases: ``draw`` (cards drawn one at a time, any player may declare) → ``last_chance`` (each
player in turn may still declare) → ``bury`` (the starter exchanges the talon) → ``play`` →
``scored``. A first round with no declaration goes back to ``draw`` with a new deal.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Literal

from . import events as ev
from .actions import Action, Bury, Declare, Draw, Pass
from .candidates import follow_candidates, lead_candidates
from .cards import Card, double_pack, points
from .combos import INVALID, Combo
from .declaring import Declaration, judge_declaration, reveal_trump_suit
from .following import check_follow
from .leading import Block, LeadJudgement, judge_lead
from .options import RuleOptions
from .scoring import RoundResult, score_round
from .tricks import trick_winner
from .trump import Trump, TrumpContext, trump_context
from .verdict import ALLOWED, Verdict, holds, refuse

Phase = Literal["draw", "last_chance", "bury", "play", "scored"]
HAND_SIZE = 25
TALON_SIZE = 8
DRAWN = 4 * HAND_SIZE


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
    """A round of Tractor. ``starter`` is None for a first round (the declaration decides it)."""

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
        self.fixed_starter = starter
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
        if self.phase == "last_chance":
            return (self.first_drawer + self.last_chance_turn) % 4
        if self.phase == "bury":
            return self.starter
        if self.phase == "play":
            assert self.current is not None
            return (self.current.leader + len(self.current.plays)) % 4
        return None

    @property
    def next_drawer(self) -> int:
        return (self.first_drawer + self.drawn) % 4

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

    def _draw(self) -> list[ev.Event]:
        seat = self.next_drawer
        c = self.pack[self.drawn]
        self.hands[seat].append(c)
        self.drawn += 1
        out: list[ev.Event] = [ev.CardDrawn(seat, c, DRAWN - self.drawn)]
        if self.drawn == DRAWN:
            self.phase = "last_chance"
            self.last_chance_turn = 0
            out.append(ev.LastChances(self.first_drawer))
        return out

    def _judge_declaration(
        self, seat: int, items: Sequence[Card]
    ) -> tuple[Verdict, Declaration | None]:
        if not holds(self.hands[seat], items):
            return refuse("cards_not_in_hand"), None
        return judge_declaration(
            self.standing,
            seat,
            items,
            self.level,
            allow_self_reinforce=self.options.allow_self_reinforce,
        )

    def _declare(self, declaration: Declaration) -> list[ev.Event]:
        out: list[ev.Event] = [ev.Declared(declaration, self.standing)]
        self.standing = declaration
        self.declarations.append(declaration)
        if self.phase == "last_chance":
            out.extend(self._next_last_chance())
        return out

    def _next_last_chance(self) -> list[ev.Event]:
        self.last_chance_turn += 1
        if self.last_chance_turn < 4:
            return []
        return self._settle_trump()

    def _settle_trump(self) -> list[ev.Event]:
        out: list[ev.Event] = []
        talon = self.pack[DRAWN:]
        if self.standing is not None:
            suit = self.standing.suit
            if self.starter is None:
                self.starter = self.standing.seat
        elif self.starter is None and self.options.first_round_no_declaration == "redeal":
            started = self._deal()
            self.opening = [started]
            return [ev.Redealt(self.first_drawer), started]
        else:
            suit, turned = reveal_trump_suit(talon, self.level)
            self.revealed_talon = talon[:turned]
            out.append(ev.TalonRevealed(tuple(self.revealed_talon)))
            if self.starter is None:
                self.starter = self.first_drawer
        self.trump = Trump(self.level, suit)
        self.ctx = trump_context(self.trump, self.options.no_trump_rank_cards_are_trumps)
        out.append(ev.TrumpSettled(self.trump, self.starter, team(self.starter)))
        self.hands[self.starter].extend(talon)
        self.talon = []
        self.phase = "bury"
        out.append(ev.TalonPickedUp(self.starter, tuple(talon)))
        return out

    # ----- legality ---------------------------------------------------------------------------

    def is_legal(self, action: Action) -> Verdict:
        """Whether ``action`` may be applied now, with the reason code if not."""
        return self._check(action)[0]

    def _check(self, action: Action) -> tuple[Verdict, object]:
        phase = self.phase
        if isinstance(action, Draw):
            return (ALLOWED if phase == "draw" else refuse("wrong_phase")), None
        if isinstance(action, Declare):
            if not 0 <= action.seat <= 3:
                return refuse("not_your_turn"), None
            if phase not in ("draw", "last_chance"):
                return refuse("wrong_phase"), None
            if phase == "last_chance" and action.seat != self.to_act:
                return refuse("not_your_turn"), None
            return self._judge_declaration(action.seat, action.cards)
        if isinstance(action, Pass):
            if phase != "last_chance":
                return refuse("wrong_phase"), None
            return (ALLOWED if action.seat == self.to_act else refuse("not_your_turn")), None
        if isinstance(action, Bury):
            if phase != "bury":
                return refuse("wrong_phase"), None
            if action.seat != self.starter:
                return refuse("not_your_turn"), None
            if len(action.cards) != TALON_SIZE:
                return refuse("must_bury_eight"), None
            if not holds(self.hands[action.seat], action.cards):
                return refuse("cards_not_in_hand"), None
            return ALLOWED, None
        if phase != "play":
            return refuse("wrong_phase"), None
        if action.seat != self.to_act:
            return refuse("not_your_turn"), None
        assert self.current is not None and self.ctx is not None
        if not action.cards:
            return refuse("no_cards"), None
        if not self.current.plays:
            judgement = judge_lead(
                self.hands,
                action.seat,
                action.cards,
                self.ctx,
                tractor_in_throw=self.options.allow_tractor_in_throw,
                refuse_failed_throw=self.options.refuse_invalid_throws
                and action.seat in self.humans,
            )
            return judgement.verdict, judgement
        verdict = check_follow(
            self.current.lead,
            self.hands[action.seat],
            action.cards,
            self.ctx,
            tractor_with_tractor=self.options.follow_tractor_with_tractor,
        )
        return verdict, None

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

    def apply(self, action: Action) -> list[ev.Event]:
        """Apply a legal action; ValueError (with the reason code) for an illegal one."""
        verdict, detail = self._check(action)
        if not verdict:
            raise ValueError(verdict.code)
        out: list[ev.Event] = []
        if isinstance(action, Draw):
            out.extend(self._draw())
        elif isinstance(action, Declare):
            assert isinstance(detail, Declaration)
            out.extend(self._declare(detail))
        elif isinstance(action, Pass):
            out.append(ev.Passed(action.seat))
            out.extend(self._next_last_chance())
        elif isinstance(action, Bury):
            out.extend(self._bury(action.seat, action.cards))
        else:
            out.extend(self._play(action.seat, action.cards, detail))
        return out

    def _bury(self, seat: int, items: Sequence[Card]) -> list[ev.Event]:
        hand = self.hands[seat]
        for c in items:
            hand.remove(c)
        self.talon = list(items)
        self.phase = "play"
        assert self.ctx is not None
        self.current = Trick(seat, INVALID, [])
        return [ev.TalonBuried(seat, tuple(items))]

    def _play(self, seat: int, items: Sequence[Card], detail: object) -> list[ev.Event]:
        trick, ctx = self.current, self.ctx
        assert trick is not None and ctx is not None and self.starter is not None
        out: list[ev.Event] = []
        if not trick.plays:
            judgement = detail
            assert isinstance(judgement, LeadJudgement)
            trick.lead = judgement.led
            items = judgement.led.cards
            if judgement.failed:
                penalty = self.options.throw_penalty_per_card * len(judgement.returned)
                if team(seat) != team(self.starter):
                    penalty = -penalty
                self.opponent_points += penalty
                trick.failed_throw = FailedThrow(
                    judgement.attempted.cards, penalty, judgement.blocks
                )
                out.append(
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
        trick.plays.append(tuple(items))
        out.append(ev.CardsPlayed(seat, tuple(items), len(trick.plays) == 1))
        if len(trick.plays) == 4:
            out.extend(self._finish_trick(trick, ctx))
        return out

    def _finish_trick(self, trick: Trick, ctx: TrumpContext) -> list[ev.Event]:
        assert self.starter is not None
        winner = (trick.leader + trick_winner(trick.lead, trick.plays, ctx)) % 4
        trick.winner = winner
        trick.points = sum(points(p) for p in trick.plays)
        opponents_score = team(winner) != team(self.starter)
        if opponents_score:
            self.opponent_points += trick.points
        self.tricks.append(trick)
        out: list[ev.Event] = [
            ev.TrickWon(winner, trick.points, opponents_score, self.opponent_points)
        ]
        if self.hands[winner]:
            self.current = Trick(winner, INVALID, [])
            return out
        self.current = None
        out.append(self._score(trick, opponents_score))
        return out

    def _score(self, last: Trick, opponents_won_last: bool) -> ev.RoundScored:
        assert self.starter is not None
        declarers = team(self.starter)
        self.result = score_round(
            starter=self.starter,
            declarers_level=self.levels[declarers],
            opponents_level=self.levels[1 - declarers],
            opponent_points=self.opponent_points,
            talon=self.talon,
            opponents_won_last_trick=opponents_won_last,
            cards_per_player=len(last.lead.cards),
            largest_unit=last.lead.units[0].size,
            options=self.options,
        )
        self.phase = "scored"
        return ev.RoundScored(
            self.result,
            self.starter,
            declarers,
            tuple(self.talon),
            self.opponent_points,
            len(last.lead.cards),
        )
