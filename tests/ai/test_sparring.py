"""Sparring partners (issue 29): legal actions only, no peeking, the Monte Carlo player's fixed
work, each style playing otherwise than Normal, and Normal itself unchanged by the styles."""

from __future__ import annotations

import functools
import hashlib
import random
import time

import pytest
from ai_helpers import advance, new_game, views_with_other_hidden_cards

from tests.tiers import sample_and_whole
from tractor_desktop.ai import montecarlo
from tractor_desktop.ai.budget import Budget
from tractor_desktop.ai.heuristic import NORMAL, Style, rank_plays, safe_throws
from tractor_desktop.ai.knowledge import Knowledge, lead_combo
from tractor_desktop.ai.players import make_player
from tractor_desktop.ai.sparring import PARTNERS, STYLES, StyledPlayer, make_partner
from tractor_desktop.engine.actions import Action, Bury, Declare, Pass, Play
from tractor_desktop.engine.cards import Card, codes
from tractor_desktop.engine.combos import classify
from tractor_desktop.engine.drive import Turn, drive
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.simulate import random_options
from tractor_desktop.engine.tricks import trick_winner
from tractor_desktop.engine.trump import TRUMP

QUICK = Budget(iterations=2)
"""Two worlds a Monte Carlo decision: enough to exercise every path, cheap."""

ANSWERS: dict[str, tuple[type, ...]] = {
    "declare": (Declare, type(None)),
    "last_chance": (Declare, Pass),
    "bury": (Bury,),
    "play": (Play,),
}

NORMAL_DIGEST = "2ed6abbc6d48ad038cbd1585d10e67a59999d98674e1b712e7a6c58c4527a228"
"""Normal's rankings (every play with its score, and the proven-safe throws) at the 416 card
plays of ``normal_positions``, hashed before ``Style`` existed. Regenerate it only when Normal is
changed on purpose: ``python tests/ai/test_sparring.py``."""


def random_rules_game(rng: random.Random, i: int) -> Game:
    options = RuleOptions.from_dict(random_options(rng))
    return Game(options, seed=rng.randrange(2**31), humans=(), starter=i % 4)


@functools.cache
def normal_positions() -> tuple[Observation, ...]:
    """The observation of every card play of six rounds of four Normal players, random rules."""
    rng = random.Random("styles")
    normal = StyledPlayer("normal", NORMAL)
    seen: list[Observation] = []
    for i in range(6):
        game = random_rules_game(rng, i)

        def decide(played: Game, turn: Turn) -> Action | None:
            obs = played.observation(turn.seat)
            if turn.kind == "play":
                seen.append(obs)
            return normal.decide(obs, rng, Budget())

        assert drive(game, decide, until=lambda g: bool(g.results)) == 0
    return tuple(seen)


def rankings_digest(positions: tuple[Observation, ...], style: Style = NORMAL) -> str:
    digest = hashlib.sha256()
    for obs in positions:
        for value, play in rank_plays(Knowledge(obs), style):
            digest.update(f"{value:.9f} {''.join(codes(play))};".encode())
        for play in safe_throws(Knowledge(obs), style):
            digest.update(f"t {''.join(codes(play))};".encode())
        digest.update(b"|")
    return digest.hexdigest()


# ----- Normal is unchanged --------------------------------------------------------------------


def test_normal_ranks_every_play_as_it_did_before_styles_existed() -> None:
    positions = normal_positions()
    assert len(positions) == 416
    assert rankings_digest(positions) == NORMAL_DIGEST


def test_the_digest_sees_a_change_of_a_single_weight() -> None:
    """The test above can fail: a style one weight away from Normal's ranks otherwise."""
    assert rankings_digest(normal_positions(), Style(unit_bonus=2.6)) != NORMAL_DIGEST


# ----- the registry ---------------------------------------------------------------------------


def test_make_partner_knows_every_partner_by_its_name_and_refuses_others() -> None:
    assert PARTNERS == ("montecarlo", "thrower", "hoarder", "trumper", "easy")
    assert [make_partner(name).level for name in PARTNERS] == list(PARTNERS)
    with pytest.raises(ValueError, match="unknown sparring partner 'normal'"):
        make_partner("normal")


# ----- legal actions only ---------------------------------------------------------------------


def play_round_checked(game: Game, partner: str, rng: random.Random) -> int:
    """One round, the partner at seats 0 and 2, Normal and Easy at 1 and 3; every action is
    asserted legal. Returns the partner's decisions."""
    seats = [
        make_partner(partner),
        make_player("normal"),
        make_partner(partner),
        make_player("easy"),
    ]
    number = game.round.number
    decisions = 0

    def decide(played: Game, turn: Turn) -> Action | None:
        nonlocal decisions
        obs = played.observation(turn.seat)
        action = seats[turn.seat].decide(obs, rng, QUICK)
        assert isinstance(action, ANSWERS[turn.kind]), (partner, turn, action)
        if action is not None:
            assert isinstance(action, (Declare, Pass, Bury, Play))
            assert action.seat == turn.seat
            verdict = played.is_legal(action)
            assert verdict, (partner, turn, action, verdict.code)
        decisions += turn.seat % 2 == 0
        return action

    assert drive(game, decide, until=lambda g: g.round.number != number) == 0
    return decisions


@pytest.mark.parametrize("wanted", sample_and_whole(150, 4_000))
@pytest.mark.parametrize("partner", PARTNERS)
def test_every_partner_takes_only_legal_actions_under_random_rules(
    partner: str, wanted: int
) -> None:
    """A round or so by default; 4,000 of the partner's decisions each in the slow tier."""
    rng = random.Random(f"sparring/{partner}")
    made = i = 0
    while made < wanted:
        made += play_round_checked(random_rules_game(rng, i), partner, rng)
        i += 1


# ----- no peeking -----------------------------------------------------------------------------


@pytest.mark.parametrize("partner", PARTNERS)
@pytest.mark.parametrize("point", ["draw", "bury", "lead", "follow"])
def test_same_observation_with_other_hidden_cards_gives_the_same_decision(
    partner: str, point: str
) -> None:
    obs, twin_obs = views_with_other_hidden_cards(point)
    player = make_partner(partner)
    budget = Budget(iterations=3)
    assert player.decide(obs, random.Random(5), budget) == player.decide(
        twin_obs, random.Random(5), budget
    )


# ----- the Monte Carlo player: fixed work -----------------------------------------------------


def late_position(cards: int = 25) -> tuple[Game, Observation]:
    """The first lead by a hand of at most ``cards`` cards."""
    game = new_game(seed=11)

    def at(g: Game) -> bool:
        r = g.round
        leading = r.phase == "play" and r.current is not None and not r.current.plays
        return leading and r.to_act is not None and len(r.hands[r.to_act]) <= cards

    advance(game, at)
    seat = game.round.to_act
    assert seat is not None
    return game, game.observation(seat)


def test_the_monte_carlo_player_repeats_its_move_for_the_same_observation_and_seed() -> None:
    _, obs = late_position()
    moves = {
        make_partner("montecarlo").decide(obs, random.Random(42), Budget(iterations=6))
        for _ in range(3)
    }
    assert len(moves) == 1


class Dealt:
    """Counts the worlds the player deals."""

    def __init__(self) -> None:
        self.worlds = 0
        self.real = montecarlo.deal_world

    def __call__(
        self, seen: montecarlo.Seen, rng: random.Random
    ) -> tuple[list[list[Card]], list[Card]]:
        self.worlds += 1
        return self.real(seen, rng)


class Clock:
    """A counted clock: ``step`` seconds pass at every reading (a second: a slow machine)."""

    def __init__(self, step: float = 1.0) -> None:
        self.now = 1000.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_the_monte_carlo_player_does_fixed_work_however_slow_the_clock(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Its default budget is a number of worlds, not a time: a machine so busy that a second
    passes between two readings of the clock plays the same move on as many worlds, as long
    as the deadline is not reached."""
    _, obs = late_position(cards=6)
    dealt = Dealt()
    monkeypatch.setattr(montecarlo, "deal_world", dealt)
    monkeypatch.setattr(time, "monotonic", Clock(step=1e-6))  # never near the cap, however busy
    quick = make_partner("montecarlo").decide(obs, random.Random(3), Budget())
    quick_worlds = dealt.worlds
    dealt.worlds = 0
    monkeypatch.setattr(time, "monotonic", Clock())
    slow = make_partner("montecarlo").decide(obs, random.Random(3), Budget(deadline=1e9))
    assert slow == quick
    assert dealt.worlds == quick_worlds > montecarlo.MIN_WORLDS


def test_the_monte_carlo_player_answers_a_cancel_with_its_greedy_rule_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game, obs = late_position()
    dealt = Dealt()
    monkeypatch.setattr(montecarlo, "deal_world", dealt)
    action = make_partner("montecarlo").decide(
        obs, random.Random(1), Budget(cancelled=lambda: True)
    )
    assert isinstance(action, Play) and game.is_legal(action)
    assert dealt.worlds == 1  # the one the greedy rule is read from


def test_the_monte_carlo_player_chooses_by_the_lower_confidence_bound() -> None:
    """A steady candidate beats one with a higher mean and a wide spread."""
    steady = [0.5] * 10
    wild = [3.0, -2.0] * 5  # mean 0.5 too, then higher
    assert montecarlo.lower_bound(steady) > montecarlo.lower_bound(wild)
    assert montecarlo.lower_bound([x + 0.4 for x in wild]) < montecarlo.lower_bound(steady)


# ----- the styles play otherwise --------------------------------------------------------------


def style_habits(style: Style) -> dict[str, int]:
    """At Normal's card plays: how often the style's choice differs from Normal's, its trump
    leads, its top-cards leads, and the points it gives to a trick the opponents then hold."""
    counts = {"differ": 0, "trump leads": 0, "throws": 0, "points given": 0}
    for obs in normal_positions():
        k = Knowledge(obs)
        play = rank_plays(k, style)[0][1]
        counts["differ"] += play != rank_plays(Knowledge(obs))[0][1]
        trick = obs.current
        if trick is None or not trick.plays:
            led = classify(play, k.ctx, obs.options.allow_tractor_in_throw)
            counts["trump leads"] += led.suit == TRUMP
            counts["throws"] += led.type == "throw"
            continue
        lead = lead_combo(trick, obs, k.ctx)
        holder = (trick.leader + trick_winner(lead, [*trick.plays, play], k.ctx)) % 4
        if holder % 2 != obs.seat % 2:
            counts["points given"] += sum(c.points for c in play)
    return counts


def test_each_style_plays_otherwise_than_normal_in_its_own_way() -> None:
    habits = {name: style_habits(style) for name, style in {"normal": NORMAL, **STYLES}.items()}
    for name, counts in habits.items():
        print(name, counts)
    normal = habits["normal"]
    assert normal["differ"] == 0
    assert all(habits[name]["differ"] > 0 for name in STYLES)
    assert habits["thrower"]["throws"] > normal["throws"]
    assert habits["trumper"]["trump leads"] > normal["trump leads"]
    assert habits["hoarder"]["points given"] < normal["points given"]


if __name__ == "__main__":
    print(len(normal_positions()), rankings_digest(normal_positions()))
