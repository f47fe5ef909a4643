"""The one judge of moves: every refusal code of a declaration, a pass, a bury or a play (and of
the table's draw), decided from facts that a round and a seat's view both have.

A round judges from the whole table (a ``Round`` is its own ``Facts``); a seat judges its own
move from its view (``view_rules.facts_in_view``): it knows only its own hand, so a top-cards
lead is never found to fail there (the server's round finds out).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import NamedTuple, Protocol

from .actions import Action, Bury, Declare, Draw, Pass
from .cards import TALON_SIZE, Card
from .combos import Combo
from .declaring import Declaration, declarable, judge_declaration
from .following import check_follow
from .leading import LeadJudgement, judge_lead
from .options import RuleOptions
from .phases import Phase
from .trump import TrumpContext
from .verdict import ALLOWED, Verdict, holds, refuse


class Facts(Protocol):
    """What the judge decides from, as of one moment of a round: a ``Round`` has them all
    itself; a seat's view has them through ``view_rules.facts_in_view`` (a ``ViewFacts``)."""

    @property
    def phase(self) -> Phase: ...

    @property
    def to_act(self) -> int | None:
        """The seat the round waits for (None while the table draws, and once it is scored)."""

    @property
    def hands(self) -> Sequence[Sequence[Card]]:
        """The four hands by seat, as far as the judge may see them (a view: its own only)."""

    @property
    def options(self) -> RuleOptions: ...

    @property
    def level(self) -> int:
        """The rank played for (the one declared with)."""

    @property
    def standing(self) -> Declaration | None:
        """The declaration that stands, if any."""

    @property
    def ctx(self) -> TrumpContext | None:
        """The ranking tables, once the trump is settled."""

    @property
    def lead(self) -> Combo | None:
        """What was led to the trick under way; None when the seat to act leads (or no trick
        is under way)."""

    @property
    def humans(self) -> frozenset[int]:
        """The seats whose failed top-cards lead is refused when ``refuse_invalid_throws``."""

    @property
    def viewer(self) -> int | None:
        """The seat whose view these facts are: it judges its own moves only (another seat's is
        ``not_your_turn``). None for the whole table."""


@dataclasses.dataclass(slots=True)
class ViewFacts:
    """``Facts`` held as values: a seat's view of them (``view_rules.facts_in_view``), whose
    hands are the viewer's own and three empty ones (so a top-cards lead never fails there)."""

    phase: Phase
    to_act: int | None
    hands: Sequence[Sequence[Card]]
    options: RuleOptions
    level: int
    standing: Declaration | None
    ctx: TrumpContext | None = None
    lead: Combo | None = None
    humans: frozenset[int] = frozenset()
    viewer: int | None = None


class Ruling(NamedTuple):
    """The judge's answer: the verdict, and what an allowed move does."""

    verdict: Verdict
    detail: Declaration | LeadJudgement | None = None
    """The declaration an allowed ``Declare`` makes; the judgement of a lead (a failed
    top-cards lead says what is led instead); None otherwise."""


_WRONG_PHASE = Ruling(refuse("wrong_phase"))
_NOT_YOUR_TURN = Ruling(refuse("not_your_turn"))
_ALLOWED = Ruling(ALLOWED)


def may_declare(facts: Facts, seat: int) -> Verdict:
    """Whether ``seat`` may declare now at all, whatever it shows: during the draw, or on its own
    last chance."""
    if not 0 <= seat <= 3 or (facts.viewer is not None and seat != facts.viewer):
        return refuse("not_your_turn")
    phase = facts.phase
    if phase != "draw" and phase != "last_chance":
        return refuse("wrong_phase")
    if phase == "last_chance" and seat != facts.to_act:
        return refuse("not_your_turn")
    return ALLOWED


def declarations(facts: Facts, seat: int) -> list[tuple[Card, ...]]:
    """Every set of cards ``seat`` could declare with now (none when it may not declare)."""
    if not may_declare(facts, seat):
        return []
    return declarable(
        facts.hands[seat],
        seat,
        facts.level,
        facts.standing,
        allow_self_reinforce=facts.options.allow_self_reinforce,
    )


def judge(facts: Facts, action: Action) -> Ruling:
    """Whether ``action`` may be made now, with the reason code if not (``verdict.code``).

    In this order: a seat that is none of the four, or not the viewer's, is ``not_your_turn``;
    a move of another phase's kind is ``wrong_phase``; a move by a seat the round does not wait
    for is ``not_your_turn``; then what the move shows: ``must_bury_eight``,
    ``cards_not_in_hand``, ``no_cards``, and the rules of declaring, leading and following.
    """
    phase = facts.phase
    if isinstance(action, Draw):
        if phase != "draw":
            return _WRONG_PHASE
        return _ALLOWED if facts.viewer is None else _NOT_YOUR_TURN
    seat = action.seat
    if not 0 <= seat <= 3 or (facts.viewer is not None and seat != facts.viewer):
        return _NOT_YOUR_TURN
    if isinstance(action, Declare):
        verdict = may_declare(facts, seat)
        if not verdict:
            return Ruling(verdict)
        if not holds(facts.hands[seat], action.cards):
            return Ruling(refuse("cards_not_in_hand"))
        return Ruling(
            *judge_declaration(
                facts.standing,
                seat,
                action.cards,
                facts.level,
                allow_self_reinforce=facts.options.allow_self_reinforce,
            )
        )
    if isinstance(action, Pass):
        if phase != "last_chance":
            return _WRONG_PHASE
        return _ALLOWED if seat == facts.to_act else _NOT_YOUR_TURN
    if isinstance(action, Bury):
        if phase != "bury":
            return _WRONG_PHASE
        if seat != facts.to_act:
            return _NOT_YOUR_TURN
        if len(action.cards) != TALON_SIZE:
            return Ruling(refuse("must_bury_eight"))
        if not holds(facts.hands[seat], action.cards):
            return Ruling(refuse("cards_not_in_hand"))
        return _ALLOWED
    if phase != "play":
        return _WRONG_PHASE
    if seat != facts.to_act:
        return _NOT_YOUR_TURN
    ctx = facts.ctx
    if ctx is None:
        return _WRONG_PHASE  # never in a round: its trump is settled before the play
    if not action.cards:
        return Ruling(refuse("no_cards"))
    options = facts.options
    if facts.lead is None:
        judgement = judge_lead(
            facts.hands,
            seat,
            action.cards,
            ctx,
            tractor_in_throw=options.allow_tractor_in_throw,
            refuse_failed_throw=options.refuse_invalid_throws and seat in facts.humans,
        )
        return Ruling(judgement.verdict, judgement)
    verdict = check_follow(
        facts.lead,
        facts.hands[seat],
        action.cards,
        ctx,
        tractor_with_tractor=options.follow_tractor_with_tractor,
    )
    return Ruling(verdict)
