"""Observations as of each event: ``apply_seen`` shows the state right after every event."""

from __future__ import annotations

import random

import pytest

from tests.tiers import sample_and_whole
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Draw, Pass
from tractor_desktop.engine.cards import DRAWN, HAND_SIZE, TALON_SIZE
from tractor_desktop.engine.drive import Driver
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.simulate import random_action, random_decider, random_options


def check_as_of(event: ev.Event, obs: Observation, before: Observation) -> None:
    """What the observation right after ``event`` must show (``before``: the one before it)."""
    if isinstance(event, ev.RoundStarted):
        assert (obs.level, obs.levels, obs.phase) == (event.level, event.levels, "draw")
        assert obs.hand == () and obs.draw_remaining == DRAWN and obs.declarations == ()
        assert obs.starter == event.starter
    elif isinstance(event, ev.CardDrawn):
        assert obs.draw_remaining == event.remaining and not obs.last_chance
        sizes = list(before.hand_sizes)
        sizes[event.seat] += 1
        assert list(obs.hand_sizes) == sizes
        if obs.seat == event.seat:
            assert event.card in obs.hand
    elif isinstance(event, ev.Declared):
        assert obs.declarations[-1].seat == event.declaration.seat
        assert obs.declarations[-1].cards == event.declaration.cards
        if before.last_chance:
            assert obs.to_act != event.declaration.seat
    elif isinstance(event, ev.LastChances):
        assert obs.last_chance and obs.to_act == event.first_drawer
    elif isinstance(event, ev.Passed):
        assert obs.last_chance and obs.to_act != event.seat
        assert before.to_act == event.seat
    elif isinstance(event, ev.Redealt):
        assert obs.hand_sizes == (0, 0, 0, 0) and obs.draw_remaining == DRAWN
        assert not obs.last_chance and obs.declarations == ()
    elif isinstance(event, ev.TalonRevealed):
        assert obs.revealed_talon == event.cards and obs.trump is None
    elif isinstance(event, ev.TrumpSettled):
        assert (obs.trump, obs.starter, obs.declarers) == (
            event.trump,
            event.starter,
            event.declarers,
        )
        assert obs.hand_sizes == (HAND_SIZE,) * 4 and obs.to_act is None
    elif isinstance(event, ev.TalonPickedUp):
        assert obs.phase == "bury" and obs.to_act == event.seat
        assert obs.hand_sizes[event.seat] == HAND_SIZE + TALON_SIZE
    elif isinstance(event, ev.TalonBuried):
        assert obs.phase == "play" and obs.hand_sizes == (HAND_SIZE,) * 4
        assert obs.current is not None and obs.current.plays == ()
        assert (obs.talon == event.cards) == (obs.seat == event.seat)
    elif isinstance(event, ev.ThrowFailed):
        assert obs.current is not None and obs.current.plays == ()
        assert obs.current.failed_attempt == event.attempted
        assert obs.opponent_points == before.opponent_points + event.penalty
        assert obs.hand_sizes == before.hand_sizes
    elif isinstance(event, ev.CardsPlayed):
        trick = obs.current if obs.current is not None and obs.current.plays else None
        assert trick is not None and trick.plays[-1] == event.cards
        assert trick.winner is None and (len(trick.plays) == 1) == event.leads
        assert obs.hand_sizes[event.seat] == before.hand_sizes[event.seat] - len(event.cards)
    elif isinstance(event, ev.TrickWon):
        won = obs.tricks[-1]
        assert len(obs.tricks) == len(before.tricks) + 1 and len(won.plays) == 4
        assert (won.winner, won.points) == (event.winner, event.points)
        assert obs.opponent_points == event.opponent_points
        if any(obs.hand_sizes):
            assert obs.current is not None and obs.current.leader == event.winner
            assert obs.current.plays == () and obs.to_act == event.winner
        else:
            assert obs.current is None and obs.to_act is None and obs.phase == "play"
    elif isinstance(event, ev.RoundScored):
        assert obs.phase == "scored" and obs.to_act is None
        assert obs.opponent_points == event.opponent_points
    else:
        assert isinstance(event, ev.GameOver)
        assert obs.phase == "scored"


@pytest.mark.parametrize("seeds", sample_and_whole(range(0, 70, 5), range(70)))
def test_each_event_is_seen_with_the_state_right_after_it(seeds: range) -> None:
    """Every fifth deal by default (each kind of start is among them), all 70 in the slow tier."""
    rng = random.Random(31)
    kinds: set[type] = set()
    for seed in seeds:
        options = RuleOptions.from_dict(random_options(rng)) if seed % 2 else RuleOptions()
        if seed % 3 == 0:
            game = Game(options, seed=seed, humans=[0])
        else:
            start = (rng.randint(12, 14),) * 2 if seed % 5 == 0 else (2, 2)
            game = Game(options, seed=seed, humans=[0], levels=start, starter=seed % 4)
        twin = Game.from_dict(game.to_dict())
        seat = seed % 4
        for started, seen_then in game.opening_seen(seat):
            check_as_of(started, seen_then, seen_then)
        # Some deals with nobody declaring, for redeals and talons turned up.
        silent = 110 if seed % 7 == 0 else 0
        while not game.over and len(game.results) < 2:
            chance = 0.0 if len(game.actions) < silent else 0.3
            action = random_action(game, rng, chance)
            before = game.observation(seat)
            seen = game.apply_seen(action, seat)
            assert [e for e, _ in seen] == twin.apply(action)
            assert seen[-1][1] == game.observation(seat) == twin.observation(seat)
            for event, obs in seen:
                assert obs.seat == seat
                check_as_of(event, obs, before)
                kinds.add(type(event))
                before = obs
    assert kinds == set(ev.Event.__args__)  # type: ignore[attr-defined]


def test_the_last_card_of_a_round_sees_the_trick_won_the_round_scored_then_the_new_deal() -> None:
    game = Game(seed=7, humans=(), levels=(5, 5), starter=0)
    rng = random.Random(7)
    while True:
        current, action = game.round, random_action(game, rng)
        trick, seat = current.current, current.to_act
        if (
            trick is not None
            and seat is not None
            and len(trick.plays) == 3
            and len(current.hands[seat]) == len(trick.plays[0])
        ):
            break
        game.apply(action)
    seen = game.apply_seen(action, 2)
    kinds = [type(e) for e, _ in seen]
    assert kinds == [ev.CardsPlayed, ev.TrickWon, ev.RoundScored, ev.RoundStarted]
    played, won, scored, started = (obs for _, obs in seen)
    assert played.phase == "play" and played.current is not None
    assert len(played.current.plays) == 4 and played.current.winner is None
    assert won.current is None and won.tricks[-1].winner is not None and won.phase == "play"
    assert scored.phase == "scored" and scored.tricks == won.tricks
    assert started.phase == "draw" and started.hand == () and started.tricks == ()
    assert game.round is not current and started == game.observation(2)


def test_the_fourth_pass_sees_the_last_chance_used_then_the_trump_settled_then_the_talon() -> None:
    game = Game(seed=8, humans=(), levels=(5, 5), starter=3)
    while game.round.phase == "draw":
        game.apply(Draw())
    for _ in range(3):
        seat = game.round.to_act
        assert seat is not None
        game.apply(Pass(seat))
    seat = game.round.to_act
    assert seat is not None
    seen = game.apply_seen(Pass(seat), 3)
    kinds = [type(e) for e, _ in seen]
    assert kinds == [ev.Passed, ev.TalonRevealed, ev.TrumpSettled, ev.TalonPickedUp]
    passed, revealed, settled, picked = (obs for _, obs in seen)
    assert passed.last_chance and passed.to_act is None and passed.trump is None
    assert revealed.revealed_talon and revealed.trump is None
    assert settled.trump is not None and len(settled.hand) == HAND_SIZE
    assert picked.phase == "bury" and len(picked.hand) == HAND_SIZE + TALON_SIZE


def test_the_opening_is_seen_as_dealt_and_only_until_the_round_moves_on() -> None:
    game = Game(seed=5, humans=())
    ((started, obs),) = game.opening_seen(1)
    assert isinstance(started, ev.RoundStarted) and obs == game.observation(1)
    game.apply(Draw())
    with pytest.raises(ValueError, match="moved on since its deal"):
        game.opening_seen(1)


def test_an_observer_that_is_no_seat_is_refused_before_anything_changes() -> None:
    game = Game(seed=5, humans=())
    with pytest.raises(ValueError, match="no seat 4"):
        game.apply_seen(Draw(), 4)
    assert game.actions == []


def test_the_driver_reports_what_the_game_reports_with_the_same_observations() -> None:
    game = Game(seed=9, humans=(), levels=(5, 5), starter=1)
    twin = Game(seed=9, humans=(), levels=(5, 5), starter=1)
    driver, twin_driver = Driver(game), Driver(twin)
    decide = random_decider(random.Random(9))
    while not game.results:
        turn = driver.next_turn()
        assert turn is not None and turn == twin_driver.next_turn()
        answer = Draw() if turn.kind == "draw" else decide(game, turn)
        seen = driver.apply_seen(turn, answer, 0)
        assert [e for e, _ in seen] == twin_driver.apply(turn, answer)
        if seen:
            assert seen[-1][1] == game.observation(0)
