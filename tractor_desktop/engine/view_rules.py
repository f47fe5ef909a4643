"""What a seat can judge of its own move from its own view alone: a client of a table server
checks a play before sending it, as the engine would, except for what only the other hands
decide (whether a throw stands). The server's engine has the last word."""

from __future__ import annotations

from .actions import Action, Bury, Declare, Pass, Play
from .cards import TALON_SIZE, Card
from .combos import classify
from .declaring import Declaration, declarable, declaration_kind, judge_declaration
from .following import check_follow
from .observation import Observation
from .verdict import ALLOWED, Verdict, holds, refuse


def standing_declaration(obs: Observation) -> Declaration | None:
    """The declaration that stands, as the view shows it."""
    if not obs.declarations:
        return None
    shown = obs.declarations[-1]
    kind = declaration_kind(shown.cards, obs.level)
    if kind is None:
        return None
    suit = None if kind == "jokers" else shown.cards[0].suit
    return Declaration(shown.seat, shown.cards, kind, suit)


def may_declare(obs: Observation) -> bool:
    """The seat may declare now: during the draw, or on its own last chance."""
    if obs.phase != "draw":
        return False
    return not obs.last_chance or obs.to_act == obs.seat


def declarations_in_view(obs: Observation) -> list[tuple[Card, ...]]:
    """Every declaration the seat could make now."""
    if not may_declare(obs):
        return []
    return declarable(
        obs.hand,
        obs.seat,
        obs.level,
        standing_declaration(obs),
        allow_self_reinforce=obs.options.allow_self_reinforce,
    )


def check_in_view(obs: Observation, action: Action) -> Verdict:
    """Whether the seat's ``action`` may be sent, judged from its view (a throw is allowed
    here whatever the other hands hold: the server finds out whether it stands)."""
    seat = obs.seat
    if getattr(action, "seat", seat) != seat:
        return refuse("not_your_turn")
    if isinstance(action, Declare):
        if obs.phase != "draw":
            return refuse("wrong_phase")
        if not may_declare(obs):
            return refuse("not_your_turn")
        if not holds(obs.hand, action.cards):
            return refuse("cards_not_in_hand")
        verdict, _ = judge_declaration(
            standing_declaration(obs),
            seat,
            action.cards,
            obs.level,
            allow_self_reinforce=obs.options.allow_self_reinforce,
        )
        return verdict
    if isinstance(action, Pass):
        if not obs.last_chance:
            return refuse("wrong_phase")
        return ALLOWED if obs.to_act == seat else refuse("not_your_turn")
    if isinstance(action, Bury):
        if obs.phase != "bury":
            return refuse("wrong_phase")
        if obs.to_act != seat:
            return refuse("not_your_turn")
        if len(action.cards) != TALON_SIZE:
            return refuse("must_bury_eight")
        return ALLOWED if holds(obs.hand, action.cards) else refuse("cards_not_in_hand")
    if not isinstance(action, Play):
        return refuse("wrong_phase")
    if obs.phase != "play":
        return refuse("wrong_phase")
    if obs.to_act != seat:
        return refuse("not_your_turn")
    ctx = obs.context()
    trick = obs.current
    if ctx is None or trick is None:
        return refuse("wrong_phase")
    if not action.cards:
        return refuse("no_cards")
    allow_tractor = obs.options.allow_tractor_in_throw
    if not trick.plays:
        if not holds(obs.hand, action.cards):
            return refuse("cards_not_in_hand")
        if classify(action.cards, ctx, allow_tractor).type == "invalid":
            return refuse("mixed_suits")
        return ALLOWED
    lead = classify(trick.plays[0], ctx, allow_tractor)
    return check_follow(
        lead,
        obs.hand,
        action.cards,
        ctx,
        tractor_with_tractor=obs.options.follow_tractor_with_tractor,
    )
