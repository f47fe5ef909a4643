"""One judge: at every step of random rounds, for every seat and every kind of move, the code the
judge gives (from the whole table, and from the seat's own view) is the one the round refuses
the move with, and a move it allows the round applies."""

from __future__ import annotations

import random
from typing import get_args

import pytest

from tests.tiers import sample_and_whole
from tractor_desktop.engine.actions import Action, Bury, Declare, Draw, Pass, Play
from tractor_desktop.engine.cards import TALON_SIZE, Card
from tractor_desktop.engine.drive import TurnKind
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.judge import judge
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.phases import OPEN_PHASES, PHASES, SEAT_PHASES, SHOWN_PHASES, Phase
from tractor_desktop.engine.round import Round
from tractor_desktop.engine.simulate import random_action, random_options
from tractor_desktop.engine.verdict import ALLOWED, IllegalAction, Verdict
from tractor_desktop.engine.view_rules import facts_in_view


def some(rng: random.Random, pool: list[Card], low: int, high: int) -> tuple[Card, ...]:
    return tuple(rng.sample(pool, min(len(pool), rng.randint(low, high))))


def moves(current: Round, seat: int, rng: random.Random) -> list[Action]:
    """Every kind of move by ``seat``, right and wrong: its own cards, too few or too many,
    another seat's, none, and the round's own legal ones (and some by no seat at all)."""
    hand = current.hands[seat]
    other = current.hands[(seat + 1) % 4]
    rank_cards = [c for c in hand if c.rank == current.level or c.is_joker]
    out: list[Action] = [
        Pass(seat),
        Declare(seat, some(rng, rank_cards or hand, 1, 2)),
        Declare(seat, some(rng, hand, 1, 3)),
        Declare(seat, some(rng, other, 1, 1)),
        Declare(seat, ()),
        Bury(seat, some(rng, hand, TALON_SIZE, TALON_SIZE)),
        Bury(seat, some(rng, hand, 1, TALON_SIZE + 1)),
        Bury(seat, tuple(other[:TALON_SIZE])),
        Play(seat, some(rng, hand, 1, 1)),
        Play(seat, some(rng, hand, 2, 6)),
        Play(seat, some(rng, other, 1, 2)),
        Play(seat, ()),
        Declare(rng.choice((-1, 4)), some(rng, hand, 1, 1)),
        Pass(rng.choice((-1, 4))),
    ]
    out += (Declare(seat, cards) for cards in current.declarable(seat))
    if seat == current.to_act and current.phase == "play":
        plays = current.legal_plays()
        out += (Play(seat, cards) for cards in rng.sample(plays, min(4, len(plays))))
    return out


def refused_with(current: Round, action: Action) -> Verdict:
    """What the round does with an action the judge refuses: apply raises the code, and nothing
    changes."""
    before = (current.phase, [len(hand) for hand in current.hands], len(current.declarations))
    with pytest.raises(IllegalAction) as refused:
        current.apply(action)
    assert (current.phase, [len(h) for h in current.hands], len(current.declarations)) == before
    return Verdict(False, refused.value.code)


@pytest.mark.parametrize("rounds", sample_and_whole(4, 30))
def test_the_judge_gives_the_code_the_round_refuses_with(rounds: int) -> None:
    rng = random.Random(26)
    judged = 0
    codes: set[str] = set()
    for number in range(rounds):
        options = RuleOptions.from_dict(random_options(rng))
        first = number % 3 == 0  # a first round: declarations decide the starter
        game = Game(
            options,
            seed=number,
            humans=range(4) if number % 2 else (),
            starter=None if first else rng.randrange(4),
            levels=(2, 2) if first else (rng.randint(2, 14), rng.randint(2, 14)),
        )
        while not game.results:
            current = game.round
            facts = current  # a round is its own facts
            views = [facts_in_view(game.observation(seat)) for seat in range(4)]
            allowed: list[Action] = []
            table = judge(facts, Draw()).verdict
            assert table == (ALLOWED if current.phase == "draw" else refused_with(current, Draw()))
            for seat in range(4):
                for action in moves(current, seat, rng):
                    verdict = judge(facts, action).verdict
                    if verdict:
                        allowed.append(action)
                    else:
                        assert refused_with(current, action) == verdict, action
                        codes.add(verdict.code)
                    mine = judge(views[seat], action).verdict
                    # A seat's view cannot tell whether a top-cards lead stands.
                    wanted = ALLOWED if verdict.code == "throw_failed" else verdict
                    assert mine == wanted, (action, verdict.code, mine.code)
                    judged += 1
            # A move the judge allows is one the round applies: a random one of them, now and
            # then (most steps go on as a random player would, so that the rounds get played).
            chosen = [a for a in allowed if isinstance(a, (Pass, Bury, Play))]
            if chosen and rng.random() < 0.2:
                game.apply(rng.choice(chosen))
            else:
                game.apply(random_action(game, rng))
    assert judged > 1000 * rounds
    assert {"wrong_phase", "not_your_turn", "cards_not_in_hand", "must_bury_eight"} <= codes
    assert {"no_cards", "mixed_suits", "must_follow_suit", "not_a_declaration"} <= codes


def test_the_phases_are_named_once() -> None:
    """The tuples of phase names are the Literal types' values, and a turn's kinds are the
    phases in which someone acts, and the drawer's offer to declare."""
    assert get_args(Phase) == PHASES
    assert PHASES[:-1] == OPEN_PHASES
    assert OPEN_PHASES[1:] == SEAT_PHASES
    assert set(SHOWN_PHASES) == set(PHASES) - {"last_chance"}
    assert set(get_args(TurnKind)) == {*OPEN_PHASES, "declare"}
