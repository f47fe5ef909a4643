"""What a seat can judge of its own move from its own view alone: a client of a table server
checks a play before sending it, as the engine would, except for what only the other hands
decide (whether a throw stands). The server's engine has the last word. The judge is the
engine's own (``judge``); this module gives it the view's facts."""

from __future__ import annotations

from .actions import Action
from .cards import Card
from .combos import classify
from .declaring import Declaration, declaration_kind
from .judge import ViewFacts, declarations, judge
from .observation import Observation
from .phases import phase_in_view
from .verdict import Verdict


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


def facts_in_view(obs: Observation) -> ViewFacts:
    """The judge's facts as the seat's view has them: its own hand only (so a top-cards lead
    is never found to fail here)."""
    ctx = obs.context()
    trick = obs.current
    lead = None
    if ctx is not None and trick is not None and trick.plays:
        lead = classify(trick.plays[0], ctx, obs.options.allow_tractor_in_throw)
    seat = obs.seat
    return ViewFacts(
        phase=phase_in_view(obs.phase, obs.last_chance),
        to_act=obs.to_act,
        hands=tuple(obs.hand if s == seat else () for s in range(4)),
        options=obs.options,
        level=obs.level,
        standing=standing_declaration(obs),
        ctx=ctx,
        lead=lead,
        viewer=seat,
    )


def declarations_in_view(obs: Observation) -> list[tuple[Card, ...]]:
    """Every declaration the seat could make now."""
    return declarations(facts_in_view(obs), obs.seat)


def check_in_view(obs: Observation, action: Action) -> Verdict:
    """Whether the seat's ``action`` may be sent, judged from its view (a throw is allowed
    here whatever the other hands hold: the server finds out whether it stands)."""
    return judge(facts_in_view(obs), action).verdict
