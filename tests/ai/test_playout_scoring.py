"""A play-out keeps the score as the engine's round does: the same plays, played through
``Playout``, take the same tricks and give the same points, penalties, talon bonus and result as
the engine's game gave for them (from any point of the play, a trick under way too)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tests.tiers import sample_and_whole
from tractor_desktop.ai.knowledge import Knowledge
from tractor_desktop.ai.playout import Playout
from tractor_desktop.ai.sampling import World
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Play
from tractor_desktop.engine.cards import Card
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.simulate import random_action, random_options


@dataclasses.dataclass
class Start:
    """A point of the engine's play: a seat's view, and every hidden card as it really was."""

    obs: Observation
    world: World
    plays: list[Play] = dataclasses.field(default_factory=list)
    """The plays the engine's game applied from here on, as the seats made them."""
    tricks: list[tuple[int, int]] = dataclasses.field(default_factory=list)
    """(winner, the opponents' running total) of every trick finished from here on."""
    failed: list[tuple[Card, ...]] = dataclasses.field(default_factory=list)
    """The top-cards leads that failed from here on, as attempted."""


class Scripted(Playout):
    """A play-out that makes exactly the given plays and notes what it scores."""

    def __init__(self, start: Start) -> None:
        super().__init__(Knowledge(start.obs), start.world)
        self.script = list(start.plays)
        self.tricks: list[tuple[int, int]] = []
        self.failed: list[tuple[Card, ...]] = []

    def choose_lead(self, seat: int) -> tuple[Card, ...]:
        play = self.script.pop(0)
        assert play.seat == seat
        return play.cards

    choose_follow = choose_lead

    def apply(self, seat: int, play: tuple[Card, ...]) -> None:
        super().apply(seat, play)
        if len(self.plays) == 1 and self.failed_attempt is not None:
            self.failed.append(self.failed_attempt)

    def take_trick(self) -> int:
        winner = super().take_trick()
        self.tricks.append((winner, self.opponent_points))
        return winner


def play_round(seed: int, rng: random.Random) -> tuple[list[Start], ev.RoundScored]:
    """A random round of a random game, with a few points of its play to start play-outs at."""
    options = RuleOptions.from_dict(random_options(rng))
    levels = (rng.randint(2, 14), rng.randint(2, 14))
    game = Game(options, seed, humans=(), levels=levels, starter=rng.randrange(4))
    while game.round.phase != "play":
        game.apply(random_action(game, rng))
    current = game.round
    starts: list[Start] = []
    scored: ev.RoundScored | None = None
    count = 0
    while scored is None:
        seat = current.to_act
        assert seat is not None and current.current is not None
        # The first lead, and then now and again, a trick under way or not.
        if count == 0 or rng.random() < 0.02:
            obs = game.observation(seat)
            hands = [list(hand) for hand in current.hands]
            starts.append(Start(obs, World(hands, list(current.talon))))
        action = random_action(game, rng)
        assert isinstance(action, Play)
        count += 1
        for start in starts:
            start.plays.append(action)
        for event in game.apply(action):
            for start in starts:
                if isinstance(event, ev.TrickWon):
                    start.tricks.append((event.winner, event.opponent_points))
                elif isinstance(event, ev.ThrowFailed):
                    start.failed.append(event.attempted)
            if isinstance(event, ev.RoundScored):
                scored = event
    return starts, scored


@pytest.mark.parametrize("deals", sample_and_whole(30, 300))
def test_a_playout_of_the_engines_plays_scores_them_as_the_engine(deals: int) -> None:
    rng = random.Random(11)
    failed = bonuses = started_mid_trick = 0
    for seed in range(deals):
        starts, scored = play_round(seed, rng)
        for start in starts:
            playout = Scripted(start)
            total = playout.run(lambda: False)
            assert not playout.script, "the play-out ended before the engine's round"
            assert playout.tricks == start.tricks
            assert [sorted(f) for f in playout.failed] == [sorted(f) for f in start.failed]
            assert playout.result == scored.result
            assert total == scored.result.opponent_total
            failed += len(start.failed)
            bonuses += scored.result.talon_bonus > 0
            started_mid_trick += start.obs.current is not None and bool(start.obs.current.plays)
    # The deals saw what the comparison is about: failed throws, talon bonuses, tricks under way.
    assert failed and bonuses and started_mid_trick
