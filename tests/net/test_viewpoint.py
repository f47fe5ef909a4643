"""The table as one player sees it: every seat and team the server names, turned so that the
player sits at seat 0 and its team is team 0; cards, points and sides stay as they are."""

from __future__ import annotations

import dataclasses
import functools
import random
import typing
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tiers import first_by_default, slow
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Action, Draw, Play
from tractor_desktop.engine.cards import Card
from tractor_desktop.engine.drive import Driver, Turn
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.net.viewpoint import (
    seat_from_view,
    seat_to_view,
    team_to_view,
    turned_event,
    turned_observation,
)

SEATS = range(4)
Views = tuple[Observation, Observation, Observation, Observation]


@dataclasses.dataclass(frozen=True)
class Seen:
    """One event of a game, with each seat's observation as the event left the game."""

    event: ev.Event
    views: Views
    watched: Views
    """What a spectator sees from each seat's chair."""


class RandomPlayer:
    """Random legal moves; a leader sometimes tries to throw a whole suit (which may fail).
    ``quiet``: nobody declares until the pack is redealt or the talon turned up."""

    def __init__(self, seed: int, *, quiet: bool = False) -> None:
        self.rng = random.Random(seed)
        self.quiet = quiet

    def heard(self, event: ev.Event) -> None:
        if isinstance(event, ev.Redealt | ev.TalonRevealed):
            self.quiet = False

    def choose(self, game: Game, turn: Turn) -> Action | None:
        rng = self.rng
        if turn.kind == "draw":
            return Draw()
        legal = game.legal_actions(turn.actor)
        if turn.kind == "declare":
            return None if self.quiet else rng.choice([None, *legal])
        if turn.kind == "last_chance" and self.quiet:
            return legal[0]  # the pass
        current = game.round.current
        if turn.kind == "play" and current is not None and not current.plays:
            thrown = self.throw(game, turn.seat)
            if thrown is not None:
                return thrown
        return rng.choice(legal)

    def throw(self, game: Game, seat: int) -> Action | None:
        ctx = game.round.ctx
        assert ctx is not None
        suits: dict[str, list[Card]] = {}
        for c in game.round.hands[seat]:
            suits.setdefault(ctx.suit(c), []).append(c)
        many = [cards for cards in suits.values() if len(cards) >= 2]
        if not many or self.rng.random() > 0.3:
            return None
        cards = self.rng.choice(many)
        action = Play(seat, tuple(ctx.sorted(cards, strongest_first=True)[:4]))
        return action if game.is_legal(action) else None


def play_game(
    game: Game,
    player: RandomPlayer,
    *,
    rounds: int,
    act: Callable[[Turn, Action | None], None] | None = None,
) -> list[Seen]:
    """Play ``rounds`` rounds (or to the end) and what every seat saw of each event."""
    seen: list[Seen] = []

    def watch(event: ev.Event) -> None:
        player.heard(event)
        views = tuple(game.observation(s) for s in SEATS)
        watched = tuple(game.public_observation(s) for s in SEATS)
        seen.append(Seen(event, views, watched))  # type: ignore[arg-type]

    for event in game.round.opening:
        watch(event)
    driver = Driver(game)
    while not game.over and game.round.number < rounds:
        turn = driver.next_turn()
        assert turn is not None
        action = player.choose(game, turn)
        if act is not None:
            act(turn, action)
        driver.apply(turn, action, watch)
    return seen


@functools.cache
def games() -> tuple[tuple[Seen, ...], ...]:
    """A few games that between them show every kind of event."""
    return (
        # First rounds with declarations, then two more rounds.
        tuple(play_game(Game(seed=7, humans=()), RandomPlayer(7), rounds=3)),
        # Nobody declares: the pack is redealt, then somebody does.
        tuple(play_game(Game(seed=8, humans=()), RandomPlayer(8, quiet=True), rounds=1)),
        # Nobody declares: the talon is turned up.
        tuple(
            play_game(
                Game(RuleOptions(first_round_no_declaration="reveal_talon"), seed=9, humans=()),
                RandomPlayer(9, quiet=True),
                rounds=1,
            )
        ),
        # Both teams at Ace: the game ends.
        tuple(
            play_game(
                Game(seed=10, humans=(), levels=(14, 13), starter=1), RandomPlayer(10), rounds=9
            )
        ),
    )


def every_step() -> list[Seen]:
    return [step for game in games() for step in game]


def test_the_games_played_here_show_every_kind_of_event() -> None:
    kinds = {type(step.event) for step in every_step()}
    assert kinds == set(typing.get_args(ev.Event))
    assert any(isinstance(step.event, ev.GameOver) for step in games()[-1])


# ----- seats and teams ---------------------------------------------------------------------------


@pytest.mark.parametrize("me", SEATS)
def test_the_player_sits_at_0_with_its_right_hand_neighbour_at_1_and_its_partner_at_2(
    me: int,
) -> None:
    assert seat_to_view(me, me) == 0
    assert seat_to_view((me + 1) % 4, me) == 1
    assert seat_to_view((me + 2) % 4, me) == 2
    assert seat_to_view((me + 3) % 4, me) == 3
    for seat in SEATS:
        assert seat_from_view(seat_to_view(seat, me), me) == seat
        assert seat_to_view(seat_from_view(seat, me), me) == seat


@pytest.mark.parametrize("me", SEATS)
def test_the_players_team_is_team_0_and_turning_a_team_twice_turns_it_back(me: int) -> None:
    assert team_to_view(me % 2, me) == 0
    assert team_to_view(1 - me % 2, me) == 1
    for seat in SEATS:
        assert team_to_view(seat % 2, me) == seat_to_view(seat, me) % 2
    for team in (0, 1):
        assert team_to_view(team_to_view(team, me), me) == team


@pytest.mark.parametrize(
    "call",
    [
        lambda: seat_to_view(4, 0),
        lambda: seat_to_view(-1, 1),
        lambda: seat_to_view(0, 4),
        lambda: seat_from_view(5, 2),
        lambda: seat_from_view(1, -1),
        lambda: team_to_view(2, 1),
        lambda: team_to_view(0, 7),
    ],
)
def test_no_seat_or_team_outside_the_table_is_turned(call: Callable[[], int]) -> None:
    with pytest.raises(ValueError, match="^no (seat|team) "):
        call()


# ----- observations ------------------------------------------------------------------------------


def test_from_seat_0_nothing_turns() -> None:
    for step in every_step():
        assert turned_event(step.event, 0) is step.event
        assert turned_observation(step.views[0], 0) is step.views[0]


def test_every_player_sees_itself_at_seat_0_holding_its_own_hand() -> None:
    for step in every_step():
        for me in SEATS:
            obs = step.views[me]
            view = turned_observation(obs, me)
            assert view.seat == 0
            assert view.hand == obs.hand and view.talon == obs.talon
            assert view.hand_sizes[0] == len(view.hand)
            assert view.hand_sizes == tuple(obs.hand_sizes[(i + me) % 4] for i in SEATS)
            if obs.to_act is None:
                assert view.to_act is None
            else:
                assert view.to_act == (obs.to_act - me) % 4
                assert (view.to_act == 0) == (obs.to_act == me)
            # Team 0 is the player's: its level first, and "we declare" is team 0 declaring.
            assert view.levels == (obs.levels[me % 2], obs.levels[1 - me % 2])
            if obs.declarers is None:
                assert view.declarers is None
            else:
                assert (view.declarers == 0) == (obs.declarers == me % 2)
            # Cards, phase and points are the same whoever looks.
            assert (view.phase, view.level, view.trump, view.options) == (
                obs.phase,
                obs.level,
                obs.trump,
                obs.options,
            )
            assert view.opponent_points == obs.opponent_points
            assert view.revealed_talon == obs.revealed_talon
            assert [d.cards for d in view.declarations] == [d.cards for d in obs.declarations]
            for mine, theirs in zip(view.tricks, obs.tricks, strict=True):
                assert mine.plays == theirs.plays and mine.points == theirs.points
                assert mine.leader == seat_to_view(theirs.leader, me)
                assert theirs.winner is not None and mine.winner == seat_to_view(theirs.winner, me)


def test_a_spectator_sees_a_seats_view_without_its_hand_turned_the_same_way() -> None:
    for step in every_step():
        for chair in SEATS:
            watched = turned_observation(step.watched[chair], chair)
            assert watched.seat == 0
            assert watched == dataclasses.replace(
                turned_observation(step.views[chair], chair), hand=(), talon=None
            )


# ----- events agree with the view ----------------------------------------------------------------


def test_each_event_names_the_seats_and_teams_the_view_shows() -> None:
    for game in games():
        for me in SEATS:
            scored: ev.RoundScored | None = None
            for step in game:
                event = turned_event(ev.seen_by(step.event, me), me)
                view = turned_observation(step.views[me], me)
                if isinstance(event, ev.RoundStarted):
                    assert event.levels == view.levels and event.starter == view.starter
                    if scored is not None:
                        # The levels the round's scoring gave are the next round's.
                        assert scored.levels == view.levels == event.levels
                        assert scored.result.next_starter == event.starter == view.starter
                        scored = None
                elif isinstance(event, ev.CardDrawn):
                    assert (event.card is not None) == (event.seat == 0)
                    assert event.card is None or event.card in view.hand
                elif isinstance(event, ev.Declared):
                    assert view.declarations[-1].seat == event.declaration.seat
                    assert view.declarations[-1].cards == event.declaration.cards
                elif isinstance(event, ev.TrumpSettled):
                    assert event.declarers == view.declarers
                    assert event.starter == view.starter
                    assert event.declarers == event.starter % 2
                elif isinstance(event, ev.TalonPickedUp):
                    assert event.seat == view.starter
                    assert bool(event.cards) == (event.seat == 0)
                elif isinstance(event, ev.ThrowFailed):
                    assert event.blocks and all(b.seat != event.seat for b in event.blocks)
                    # The penalty is gained when a declarer threw, lost when an opponent did.
                    assert (event.penalty > 0) == (event.seat % 2 == view.declarers)
                elif isinstance(event, ev.CardsPlayed):
                    trick = view.current if view.current is not None else view.tricks[-1]
                    assert trick.plays[-1] == event.cards
                    assert event.seat == (trick.leader + len(trick.plays) - 1) % 4
                elif isinstance(event, ev.TrickWon):
                    assert event.winner == view.tricks[-1].winner
                    assert event.opponents_score == (event.winner % 2 != view.declarers)
                elif isinstance(event, ev.RoundScored):
                    assert event.declarers == view.declarers
                    assert event.starter == view.starter
                    # The result names sides, not teams: the same whoever looks.
                    assert isinstance(step.event, ev.RoundScored)
                    assert event.result.winner == step.event.result.winner
                    assert event.result.game_winner == step.event.result.game_winner
                    scored = event
                elif isinstance(event, ev.GameOver):
                    assert isinstance(step.event, ev.GameOver)
                    assert (event.winner == 0) == (step.event.winner == me % 2)


def test_turning_back_from_the_view_gives_the_servers_own() -> None:
    steps = every_step()
    for step in steps:
        for me in SEATS:
            back = (4 - me) % 4
            assert turned_event(turned_event(step.event, me), back) == step.event
            obs = step.views[me]
            assert turned_observation(turned_observation(obs, me), back) == obs
    # Turning by a then by b is turning by a + b.
    for step in steps[::25]:
        for a in SEATS:
            for b in SEATS:
                ab = (a + b) % 4
                assert turned_event(turned_event(step.event, a), b) == turned_event(step.event, ab)
                obs = step.views[a]
                twice = turned_observation(turned_observation(obs, a), b)
                assert twice == turned_observation(obs, ab)


# ----- the key property: the turned game is the game with its seats turned -----------------------


def turned_action(action: Action | None, me: int) -> Action | None:
    if action is None or isinstance(action, Draw):
        return action
    return dataclasses.replace(action, seat=seat_to_view(action.seat, me))


def in_any_order(event: ev.Event) -> ev.Event:
    """The event with a failed throw's blocks in one order: the engine lists them by the
    server's seat numbers, and turning the seats keeps each block, not their order."""
    if isinstance(event, ev.ThrowFailed):
        blocks = sorted(event.blocks, key=lambda b: (b.seat, b.unit.top, b.unit.size, repr(b)))
        return dataclasses.replace(event, blocks=tuple(blocks))
    return event


def check_rotated_games(seed: int, me: int, levels: tuple[int, int], rounds: int) -> None:
    """The server's game with the player at ``me`` against the same deal with everybody moved
    round the table so that the player sits at seat 0 and plays the same cards: what the first
    game shows each seat, turned for the player, is what the second shows, seat for seat."""
    swapped = (levels[1], levels[0]) if me % 2 else levels
    # With a given starter, the starter draws first: the same shuffle deals seat me + k of the
    # first game the cards of seat k of the second.
    served = Game(seed=seed, humans=(), levels=levels, starter=me)
    turned = Game(seed=seed, humans=(), levels=swapped, starter=0)
    turned_driver = Driver(turned)
    turned_seen: list[Seen] = []

    def watch(event: ev.Event) -> None:
        views = tuple(turned.observation(s) for s in SEATS)
        watched = tuple(turned.public_observation(s) for s in SEATS)
        turned_seen.append(Seen(event, views, watched))  # type: ignore[arg-type]

    for event in turned.round.opening:
        watch(event)

    def act(turn: Turn, action: Action | None) -> None:
        expected = turned_driver.next_turn()
        assert expected is not None
        actor = turn.actor if isinstance(turn.actor, str) else seat_to_view(turn.actor, me)
        assert expected == Turn(actor, turn.kind)
        turned_driver.apply(expected, turned_action(action, me), watch)

    served_seen = play_game(served, RandomPlayer(seed), rounds=rounds, act=act)
    assert len(served_seen) == len(turned_seen) > 100
    for ours, theirs in zip(served_seen, turned_seen, strict=True):
        assert in_any_order(turned_event(ours.event, me)) == in_any_order(theirs.event)
        for seat in SEATS:
            view = seat_to_view(seat, me)
            assert in_any_order(turned_event(ev.seen_by(ours.event, seat), me)) == in_any_order(
                ev.seen_by(theirs.event, view)
            )
            assert turned_observation(ours.views[seat], me) == theirs.views[view]
            assert turned_observation(ours.watched[seat], me) == theirs.watched[view]


@pytest.mark.parametrize("me", first_by_default([1, 2, 3], 1))
def test_the_game_seen_from_seat_me_is_the_game_with_its_seats_turned(me: int) -> None:
    check_rotated_games(seed=20 + me, me=me, levels=(3, 6), rounds=2)


ANY_GAME = given(
    me=st.integers(0, 3),
    seed=st.integers(0, 10_000),
    levels=st.sampled_from([(2, 2), (5, 9), (14, 13)]),
)


def any_game_turned(me: int, seed: int, levels: tuple[int, int]) -> None:
    check_rotated_games(seed=seed, me=me, levels=levels, rounds=1)


# Two games by default, six in the slow tier.
test_any_game_seen_from_any_seat_is_the_game_with_its_seats_turned = settings(
    max_examples=2, deadline=None
)(ANY_GAME(any_game_turned))
test_six_games_seen_from_any_seat_are_the_games_with_their_seats_turned = slow(
    settings(max_examples=6, deadline=None)(ANY_GAME(any_game_turned))
)
