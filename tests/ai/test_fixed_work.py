"""Hard and Expert search a fixed amount of work; the clock only caps it for latency.

The clocks here are counted, not timed: each reading of ``time.monotonic`` moves a fake clock on
by a fixed step, so a slower machine is the same readings with a longer step between them."""

from __future__ import annotations

import random
import time

import pytest
from ai_helpers import advance, new_game

from tests.tiers import slow
from tractor_desktop.ai import bury_search, rollout, search
from tractor_desktop.ai.bury_search import HARD_BURY
from tractor_desktop.ai.players import BUDGET_MS, Budget, HardPlayer, make_player
from tractor_desktop.ai.pool import PlayerPool
from tractor_desktop.engine.actions import Action, Bury, Play
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation

FAST = 0.0001
"""Seconds between two readings of the clock on a fast machine (the work between is the same
on any machine: at most one trick of a play-out)."""
SLOW = 3 * FAST
"""The same work on a machine three times slower, or as busy."""


class Clock:
    """A clock that moves on ``step`` seconds at every reading, and jumps ``jump`` seconds at
    reading ``jump_at`` (a machine that stalls)."""

    def __init__(self, step: float, jump_at: int = 0, jump: float = 0.0) -> None:
        self.now = 1000.0
        self.step = step
        self.jump_at = jump_at
        self.jump = jump
        self.readings = 0

    @property
    def elapsed(self) -> float:
        """The seconds this counted clock moved on: its readings times its step (and any jump),
        never the machine's own time."""
        return self.now - 1000.0

    def __call__(self) -> float:
        self.readings += 1
        self.now += self.step + (self.jump if self.readings == self.jump_at else 0.0)
        return self.now


class PlayoutCount:
    """Counts the play-outs the search starts (of card plays and of buries)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.started = 0
        counter = self

        class Counted(rollout.NormalPlayout):
            def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
                counter.started += 1
                super().__init__(*args, **kwargs)

        monkeypatch.setattr(search, "NormalPlayout", Counted)
        monkeypatch.setattr(bury_search, "NormalPlayout", Counted)


def early_play(seed: int = 15) -> tuple[Game, Observation]:
    """The second trick of a round, where Hard names a challenger on its nomination deals and
    plays it out against Normal's choice on fresh ones (a close decision, the costly kind)."""
    game = new_game(seed=seed)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.tricks) == 1)
    seat = game.round.to_act
    assert seat is not None
    return game, game.observation(seat)


def at_bury(seed: int = 19) -> tuple[Game, Observation]:
    """A starter's bury Hard changes from Normal's, once its challenger is confirmed."""
    game = new_game(seed=seed)
    advance(game, lambda g: g.round.phase == "bury")
    seat = game.round.to_act
    assert seat is not None
    return game, game.observation(seat)


def decided_by_the_pool(
    monkeypatch: pytest.MonkeyPatch, level: str, obs: Observation, step: float
) -> tuple[Action | None, int, Clock]:
    """The decision as the app and the server ask for it (the level's thinking time as the
    deadline), on a machine whose clock moves ``step`` a reading; and the play-outs it took."""
    clock = Clock(step)
    monkeypatch.setattr(time, "monotonic", clock)
    count = PlayoutCount(monkeypatch)
    action, error = PlayerPool().decide(level, obs, BUDGET_MS[level], 7, lambda: False)
    assert error == ""
    return action, count.started, clock


@pytest.mark.parametrize("level", ["hard", pytest.param("expert", marks=slow)])
def test_a_searching_level_plays_the_same_on_a_slow_machine_with_the_same_work(
    monkeypatch: pytest.MonkeyPatch, level: str
) -> None:
    game, obs = early_play()
    fast, fast_work, fast_clock = decided_by_the_pool(monkeypatch, level, obs, FAST)
    slow_, slow_work, slow_clock = decided_by_the_pool(monkeypatch, level, obs, SLOW)
    assert fast == slow_ and isinstance(fast, Play) and game.is_legal(fast)
    assert fast_work == slow_work
    # The search went past its nomination: it tried a challenger on fresh deals.
    plan = search.EXPERT if level == "expert" else search.HARD
    assert (
        fast_work > len(search.Search.start(obs, random.Random(0), plan).candidates) * plan.nominate
    )
    # Neither machine reached the level's cap: the work, not the clock, ended the search.
    assert slow_clock.readings == fast_clock.readings
    assert slow_clock.elapsed < BUDGET_MS[level] / 1000


def test_hard_buries_the_same_on_a_slow_machine_with_the_same_work(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game, obs = at_bury()
    fast, fast_work, _ = decided_by_the_pool(monkeypatch, "hard", obs, FAST)
    slow_, slow_work, slow_clock = decided_by_the_pool(monkeypatch, "hard", obs, SLOW)
    assert fast == slow_ and isinstance(fast, Bury) and game.is_legal(fast)
    assert fast_work == slow_work
    nominated = len(bury_search.bury_search(obs, random.Random(0), HARD_BURY).candidates)
    assert fast_work > nominated * HARD_BURY.nominate
    assert slow_clock.elapsed < BUDGET_MS["hard"] / 1000


def test_the_play_outs_a_player_reports_are_the_ones_it_played(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _, obs = early_play()
    count = PlayoutCount(monkeypatch)
    monkeypatch.setattr(time, "monotonic", Clock(FAST))  # a busy machine never hits the cap
    hard = make_player("hard")
    assert isinstance(hard, HardPlayer)
    hard.decide(obs, random.Random(3), Budget())
    assert hard.spent is not None and not hard.spent.capped
    assert hard.spent.playouts == count.started
    # The plan's work bounds it: each play-out costs the cards the seat holds.
    assert hard.spent.playouts * len(obs.hand) <= search.HARD.work


@pytest.mark.parametrize("jump_at", [2, 60, 400])
def test_the_cap_still_bounds_a_search_on_a_machine_that_stalls(
    monkeypatch: pytest.MonkeyPatch, jump_at: int
) -> None:
    """No deadline given: the level's own cap (``BUDGET_MS``). The clock jumps past it at a
    reading; that reading is the search's last, and a legal play is returned at once."""
    game, obs = early_play()
    unhurried = make_player("hard")
    assert isinstance(unhurried, HardPlayer)
    monkeypatch.setattr(time, "monotonic", Clock(FAST))  # its whole work, however busy
    unhurried.decide(obs, random.Random(3), Budget())
    assert unhurried.spent is not None and not unhurried.spent.capped
    clock = Clock(FAST, jump_at=jump_at, jump=BUDGET_MS["hard"] / 1000)
    monkeypatch.setattr(time, "monotonic", clock)
    hard = make_player("hard")
    assert isinstance(hard, HardPlayer)
    action = hard.decide(obs, random.Random(3), Budget())
    assert isinstance(action, Play) and game.is_legal(action)
    assert clock.readings == jump_at
    assert hard.spent is not None and hard.spent.capped
    assert hard.spent.playouts < unhurried.spent.playouts


def test_a_cancelled_search_is_reported_as_cut_short() -> None:
    _, obs = early_play()
    hard = make_player("hard")
    assert isinstance(hard, HardPlayer)
    hard.decide(obs, random.Random(3), Budget(cancelled=lambda: True))
    assert hard.spent is not None and hard.spent.capped and hard.spent.playouts == 0
