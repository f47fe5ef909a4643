"""The exact endgame: the rest of the round solved on a sampled deal, every seat seeing every hand,
each team playing best for itself, scored as a play-out scores it."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator

import pytest
from ai_helpers import advance, build_observation, hidden_swap, new_game

from tests.tiers import sample_and_whole
from tractor_desktop.ai import endgame
from tractor_desktop.ai.endgame import (
    NODES_PER_CARD,
    Endgame,
    EndgameTrials,
    best_play,
    endgame_ready,
    solve,
)
from tractor_desktop.ai.knowledge import Knowledge
from tractor_desktop.ai.outcome import team_value
from tractor_desktop.ai.playout import Aborted, Playout
from tractor_desktop.ai.sampling import World
from tractor_desktop.ai.search import HARD, Play, Search
from tractor_desktop.engine.candidates import follow_candidates, lead_candidates
from tractor_desktop.engine.cards import Suit, cards
from tractor_desktop.engine.combos import classify
from tractor_desktop.engine.following import check_follow
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.leading import judge_lead
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.simulate import random_action, random_options
from tractor_desktop.engine.trump import Trump


def root_plays(k: Knowledge, world: World) -> list[Play]:
    """The seat to act's plays: the engine's bounded set, and when leading, the whole of its
    longest suit as a top-cards lead (which may fail and be penalised)."""
    ctx, options = k.ctx, k.obs.options
    trick = k.obs.current
    if trick is not None and trick.plays:
        lead = classify(trick.plays[0], ctx, options.allow_tractor_in_throw)
        return follow_candidates(lead, k.hand, ctx, options.follow_tractor_with_tractor)
    plays = lead_candidates(k.hand, ctx)
    longest = max((k.held(s) for s in ("S", "H", "D", "C", "T")), key=len)
    if classify(longest, ctx, options.allow_tractor_in_throw).type == "throw":
        plays.append(tuple(ctx.sorted(longest)))
    return plays


def late_positions(seed: int, most: int) -> Iterator[tuple[Knowledge, World]]:
    """Every turn of a random round (random rules, random plays) from when the seat to act holds
    ``most`` cards or fewer: its knowledge, and the deal as it really is."""
    rng = random.Random(seed)
    game = Game(RuleOptions.from_dict(random_options(rng)), seed, humans=(), levels=(5, 5))
    while game.round.phase != "play":
        game.apply(random_action(game, rng))
    current = game.round
    while current.phase == "play":
        seat = current.to_act
        assert seat is not None
        if len(current.hands[seat]) <= most:
            world = World([list(h) for h in current.hands], list(current.talon))
            yield Knowledge(game.observation(seat)), world
        game.apply(random_action(game, rng))


class BruteForce:
    """Minimax without pruning, table or shortcut, on copies of a ``Playout``: the value in
    levels for the searching seat's team, and the positions it went through."""

    def __init__(self, k: Knowledge) -> None:
        self.team = k.seat % 2
        self.i_declare = k.i_declare
        self.nodes = 0

    def value(self, state: Playout, seat: int, play: Play) -> float:
        self.nodes += 1
        state = copy.copy(state)
        state.hands = [list(h) for h in state.hands]
        state.plays = list(state.plays)
        state.apply(seat, play)
        if len(state.plays) == 4:
            winner = state.take_trick()
            if not state.hands[winner]:
                return team_value(state.score(winner).opponent_total, self.i_declare)
            state.leader, state.plays, state.lead = winner, [], None
        nxt = (state.leader + len(state.plays)) % 4
        hand, ctx = state.hands[nxt], state.ctx
        if state.plays:
            assert state.lead is not None
            moves = follow_candidates(
                state.lead, hand, ctx, state.options.follow_tractor_with_tractor
            )
        else:
            moves = lead_candidates(hand, ctx)
        values = [self.value(state, nxt, m) for m in moves]
        return max(values) if nxt % 2 == self.team else min(values)


def test_keeping_the_trump_wins_the_last_trick_and_the_talon_bonus() -> None:
    # Seat 0 defends (seat 1 started: seats 1 and 3 declare) and leads with the ace of trumps
    # and a low spade; the others hold spades only. The trump first wins a trick of nothing and
    # leaves the last to a declarer's king; the spade first keeps the trump to ruff the last
    # trick, whoever leads it, and the talon's 20 points count twice.
    obs = build_observation("AH 3S", starter=1, hand_sizes=(2, 2, 2, 2))
    k = Knowledge(obs)
    world = World(
        [cards("AH 3S"), cards("KS 4S"), cards("6S 7S"), cards("8S 9S")], cards("KD 10D 3C")
    )
    trump_first, spade_first = (cards("AH")[0],), (cards("3S")[0],)
    assert solve(k, world, trump_first)[0] == 0
    assert solve(k, world, spade_first)[0] == 40
    assert best_play(k, world, [trump_first, spade_first]) == spade_first


class Judged(Endgame):
    """A solver that has the engine judge every play it makes before making it."""

    judged = 0

    def apply(self, seat: int, play: Play) -> None:
        ctx, options = self.ctx, self.options
        if self.plays:
            assert self.lead is not None
            verdict = check_follow(
                self.lead,
                self.hands[seat],
                play,
                ctx,
                tractor_with_tractor=options.follow_tractor_with_tractor,
            )
        else:
            judged = judge_lead(
                self.hands, seat, play, ctx, tractor_in_throw=options.allow_tractor_in_throw
            )
            verdict = judged.verdict
        assert verdict, (seat, play, self.hands[seat], verdict)
        Judged.judged += 1
        super().apply(seat, play)


def test_every_play_the_solver_makes_is_legal() -> None:
    Judged.judged = 0
    for seed in range(6):
        for k, world in late_positions(seed, 4):
            for play in root_plays(k, world):
                Judged(k, world).total(play)
    assert Judged.judged > 10_000


@pytest.mark.parametrize("deals", sample_and_whole(40, 200))
def test_the_solver_finds_the_value_of_minimax_without_pruning(deals: int) -> None:
    failed = mid_trick = declaring = 0
    searched = brute_searched = 0
    for seed in range(deals):
        for k, world in late_positions(seed, 3):
            brute = BruteForce(k)
            table: endgame.Table = {}
            for play in root_plays(k, world):
                expected = brute.value(Playout(k, world), k.seat, play)
                total, nodes = solve(k, world, play, table)
                assert team_value(total, k.i_declare) == expected, (seed, play)
                searched += nodes
                tried = Playout(k, world)
                tried.apply(k.seat, play)
                failed += tried.failed_attempt is not None
            brute_searched += brute.nodes
            mid_trick += bool(k.obs.current and k.obs.current.plays)
            declaring += k.i_declare
    # The positions saw what the comparison is about, and pruning paid.
    assert mid_trick and declaring and failed
    assert searched < brute_searched / 2


def test_a_failed_top_cards_lead_is_settled_and_penalised_as_a_playout_does() -> None:
    # Seat 0 tries the king and queen of spades; seat 1 holds the ace: the queen alone is led
    # (the lowest unit beaten), the king goes back to the hand, and the declarers' leader gives
    # the opponents 10.
    options = RuleOptions(throw_penalty_per_card=10)
    obs = build_observation("KS QS 3D", starter=0, hand_sizes=(3, 3, 3, 3), options=options)
    k = Knowledge(obs)
    world = World(
        [cards("KS QS 3D"), cards("AS 4D 5C"), cards("6D 7D 8D"), cards("9C 10C JC")],
        cards("3C 4C 6C 7C 8C 9S 10S JS"),
    )
    brute = BruteForce(k)
    throw = tuple(cards("KS QS"))
    total, _ = solve(k, world, throw)
    assert team_value(total, k.i_declare) == brute.value(Playout(k, world), 0, throw)
    plain = Playout(k, world)
    plain.apply(0, throw)
    assert plain.plays == [tuple(cards("QS"))] and plain.opponent_points == 10
    assert total >= 10


def test_a_solve_uses_only_its_world_and_the_seats_view() -> None:
    # Two games at the same point whose hidden cards differ, seen alike by the seat to act:
    # the values on the deals sampled from the view are the same, though on the true deals
    # they are not.
    game = new_game(seed=3)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.hands[0]) <= 4)
    seat = game.round.to_act
    assert seat is not None
    twin = hidden_swap(game, seat)
    obs, twin_obs = game.observation(seat), twin.observation(seat)
    assert obs == twin_obs
    k, twin_k = Knowledge(obs), Knowledge(twin_obs)
    candidates = root_plays(k, World([], []))
    values: list[list[float]] = []
    for view in (k, twin_k):
        trials = EndgameTrials(view, candidates)
        rng = random.Random(3)
        row: list[float] = []
        for _ in range(4):
            trials.deal(rng)
            row.extend(trials.value(i, lambda: False) for i in range(len(candidates)))
        values.append(row)
    assert values[0] == values[1]
    true_totals = [
        [
            solve(k, World([list(h) for h in g.round.hands], list(g.round.talon)), p)[0]
            for p in candidates
        ]
        for g in (game, twin)
    ]
    assert true_totals[0] != true_totals[1]


def test_pruning_never_searches_more_than_full_minimax() -> None:
    for seed in range(40, 50):
        for k, world in late_positions(seed, 3):
            for play in root_plays(k, world):
                brute = BruteForce(k)
                brute.value(Playout(k, world), k.seat, play)
                assert solve(k, world, play)[1] <= brute.nodes


def test_the_search_is_charged_the_nodes_it_searched() -> None:
    # What the search counts as spent (solves times cost, in play-out cards) covers the nodes
    # searched, give or take one card a solve, and the decision stops at the plan's work.
    for seed in (1, 2, 3):
        game = new_game(seed=seed)
        advance(game, lambda g: g.round.phase == "play" and len(g.round.hands[0]) <= 5)
        seat = game.round.to_act
        assert seat is not None
        k = Knowledge(game.observation(seat))
        candidates = root_plays(k, World([], []))[: HARD.candidates]
        trials = EndgameTrials(k, candidates)
        assert trials.cost == len(k.hand), "before any solve, a play-out from here"
        search = Search(trials, random.Random(seed), HARD)
        while not search.settled():
            search.step(lambda: False)
        charged = search.playouts * trials.cost
        assert charged * NODES_PER_CARD >= trials.nodes
        assert (charged - search.playouts) * NODES_PER_CARD < trials.nodes
        last_deal = len(candidates) * trials.cost
        assert charged <= HARD.work + last_deal


def test_a_solve_stops_when_told() -> None:
    game = new_game(seed=2)
    advance(game, lambda g: g.round.phase == "play" and len(g.round.hands[0]) <= 5)
    seat = game.round.to_act
    assert seat is not None
    k = Knowledge(game.observation(seat))
    world = World([list(h) for h in game.round.hands], list(game.round.talon))
    asked = []

    def stop() -> bool:
        asked.append(1)
        return True

    solver = Endgame(k, world)
    with pytest.raises(Aborted):
        solver.total(root_plays(k, world)[0], stop)
    assert solver.nodes == endgame.CHECK_EVERY and asked == [1]


def test_the_endgame_is_ready_when_the_seat_holds_few_enough_cards() -> None:
    k = Knowledge(build_observation("AH 3S 4S", starter=1))
    assert endgame_ready(k, 3) and not endgame_ready(k, 2)
    assert endgame_ready(k) == (endgame.ENDGAME_CARDS >= 3)


def test_a_card_that_ties_a_copy_in_another_hand_is_not_as_good_as_a_lower_one() -> None:
    # Seat 0 holds the 8 and 9 of spades, nothing ranked between them is left, but seat 3 holds
    # the other 9: played to the same trick, the first of the two 9s wins, so the solver must
    # try both of seat 0's spades (minimax over every play agrees).
    options = RuleOptions(talon_multiplier="power")
    obs = build_observation(
        "6D 10D 6C", seat=1, trump=Trump(5, Suit.CLUBS), starter=0, options=options
    )
    k = Knowledge(obs)
    world = World(
        [cards("8S 9S 9C"), cards("6D 10D 6C"), cards("10H 7S JC"), cards("10D 9S 6D")],
        cards("5H 7D 9D 5S 6H 8D 8H 5C"),
    )
    for play in root_plays(k, world):
        expected = BruteForce(k).value(Playout(k, world), k.seat, play)
        assert team_value(solve(k, world, play)[0], k.i_declare) == expected, play
