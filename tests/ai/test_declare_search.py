"""Hard's declaring: Normal's decision stands unless another proves better over whole rounds."""

from __future__ import annotations

import copy
import dataclasses
import random
from collections import Counter
from collections.abc import Callable

import pytest
from ai_helpers import advance

from tractor_desktop.ai import declare_search
from tractor_desktop.ai.declare import decide_declaration
from tractor_desktop.ai.declare_search import (
    HARD_DECLARE,
    PLAYOUT_COST,
    DrawTrials,
    declare_candidates,
    draw_setting,
    search_declaration,
)
from tractor_desktop.ai.heuristic import NORMAL
from tractor_desktop.ai.players import Budget
from tractor_desktop.ai.search import run
from tractor_desktop.engine.actions import Declare, Pass
from tractor_desktop.engine.cards import DRAWN, card
from tractor_desktop.engine.declaring import judge_declaration
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation, ShownDeclaration
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.view_rules import declarations_in_view, standing_declaration

SMALL = 10 * PLAYOUT_COST
"""Ten play-outs: enough to nominate and confirm a little, cheap enough for many positions."""


def later_round(seed: int) -> Game:
    return Game(RuleOptions(), seed, humans=(), levels=(5, 5), starter=seed % 4)


def first_round(seed: int) -> Game:
    return Game(RuleOptions(), seed, humans=())


def could_show(game: Game) -> int | None:
    """The seat offered a declaration now that has something to show, or None."""
    r = game.round
    if r.phase == "draw":
        seat = r.last_drawer
    elif r.phase == "last_chance":
        seat = r.to_act
    else:
        return None
    return seat if seat is not None and r.declarable(seat) else None


def offered_after(drawn: int) -> Callable[[Game], bool]:
    """A game stands at a seat's offer to declare, with something to show, from card ``drawn``
    on (or at a last chance, or at the bury if no such offer came)."""

    def at(g: Game) -> bool:
        r = g.round
        if r.phase == "bury":
            return True
        return (r.drawn >= drawn or r.phase == "last_chance") and could_show(g) is not None

    return at


def position(game: Game, drawn: int, seed: int = 0) -> tuple[Game, Observation] | None:
    advance(game, offered_after(drawn), seed)
    seat = could_show(game)
    return None if seat is None else (game, game.observation(seat))


def positions() -> list[tuple[Game, Observation]]:
    """Offers to declare from real rounds, first and later ones, early and late in the draw."""
    out = []
    for seed in range(6):
        for drawn in (8, 30, 60, 90, DRAWN):
            for make in (later_round, first_round):
                found = position(make(seed), drawn, seed)
                if found is not None:
                    out.append(found)
    return out


POSITIONS = positions()


def test_the_positions_cover_the_draw_and_the_last_chances() -> None:
    assert len(POSITIONS) >= 30
    assert any(obs.last_chance for _, obs in POSITIONS)
    assert any(obs.declarations for _, obs in POSITIONS)
    assert any(obs.starter is None for _, obs in POSITIONS)


@pytest.mark.parametrize("index", range(0, len(POSITIONS), 2))
def test_a_declaration_searched_is_always_one_the_rules_accept(index: int) -> None:
    game, obs = POSITIONS[index]
    decision = search_declaration(obs, random.Random(index), Budget(), SMALL)
    if isinstance(decision, Declare):
        standing = standing_declaration(obs)
        allowed = obs.options.allow_self_reinforce
        assert judge_declaration(
            standing, obs.seat, decision.cards, obs.level, allow_self_reinforce=allowed
        )[0]
        assert Counter(decision.cards) <= Counter(obs.hand)
        assert game.is_legal(decision)
    elif obs.last_chance:
        assert decision == Pass(obs.seat)
    else:
        assert decision is None


@pytest.mark.parametrize("index", range(0, len(POSITIONS), 3))
def test_every_candidate_is_normal_first_then_legal_shows_or_nothing(index: int) -> None:
    game, obs = POSITIONS[index]
    candidates = declare_candidates(obs, 10)
    assert candidates[0] == decide_declaration(obs)
    nothing = Pass(obs.seat) if obs.last_chance else None
    assert nothing in candidates
    shows = [c.cards for c in candidates if isinstance(c, Declare)]
    assert sorted(shows, key=str) == sorted(declarations_in_view(obs), key=str)
    for candidate in candidates:
        assert candidate is None or game.is_legal(candidate)


def test_with_nothing_to_show_the_answer_is_normal_at_once() -> None:
    count = 0
    for seed in range(4):
        game = later_round(seed)
        advance(game, lambda g: g.round.drawn >= 40 and could_show(g) is None, seed)
        drawer = game.round.last_drawer
        assert drawer is not None
        obs = game.observation(drawer)
        search = declare_search.declare_search(obs, random.Random(seed), HARD_DECLARE)
        spent = run(search, Budget())
        assert search.best() == decide_declaration(obs)
        assert spent.playouts == 0
        count += 1
    assert count == 4


def test_after_jokers_stand_nobody_may_show_and_normal_passes_at_its_last_chance() -> None:
    _, obs = next(p for p in POSITIONS if p[1].last_chance)
    jokers = ShownDeclaration((obs.seat + 1) % 4, (card("RJ"), card("RJ")))
    final = dataclasses.replace(obs, declarations=(*obs.declarations, jokers))
    search = declare_search.declare_search(final, random.Random(0), HARD_DECLARE)
    assert search.candidates == [decide_declaration(final)] == [Pass(obs.seat)]
    assert run(search, Budget()).playouts == 0


def hidden_changed(game: Game, viewer: int) -> Game:
    """A copy of the game whose cards the viewer cannot see are dealt otherwise: the other
    hands swap unshown cards among themselves, and the undrawn pack is shuffled."""
    twin = copy.deepcopy(game)
    r = twin.round
    shown = {c for d in r.declarations for c in d.cards}
    others = [s for s in range(4) if s != viewer]
    hidden = [(s, i) for s in others for i, c in enumerate(r.hands[s]) if c not in shown]
    faces = [r.hands[s][i] for s, i in hidden]
    random.Random(99).shuffle(faces)
    for (s, i), face in zip(hidden, faces, strict=True):
        r.hands[s][i] = face
    rest = r.pack[r.drawn :]
    random.Random(98).shuffle(rest)
    r.pack[r.drawn :] = rest
    return twin


@pytest.mark.parametrize("index", range(1, len(POSITIONS), 4))
def test_the_search_does_not_peek_at_the_other_hands_or_the_undrawn_cards(index: int) -> None:
    game, obs = POSITIONS[index]
    twin = hidden_changed(game, obs.seat)
    assert twin.round.hands != game.round.hands or twin.round.pack != game.round.pack
    assert twin.observation(obs.seat) == obs
    searches = []
    for played in (game, twin):
        search = declare_search.declare_search(
            played.observation(obs.seat), random.Random(5), HARD_DECLARE
        )
        run(search, Budget(iterations=HARD_DECLARE.nominate + 2))
        searches.append(search)
    first, second = searches
    assert first.values == second.values and first.gains == second.gains
    assert first.best() == second.best()


def test_a_sampled_deal_keeps_what_the_seat_has_seen() -> None:
    shown = [p for p in POSITIONS if any(d.seat != p[1].seat for d in p[1].declarations)]
    assert shown
    for _, obs in shown:
        trials = DrawTrials(obs, declare_candidates(obs, 4))
        trials.deal(random.Random(3))
        assert trials.hands[obs.seat] == list(obs.hand)
        assert tuple(len(h) for h in trials.hands) == obs.hand_sizes
        assert len(trials.pack) == (obs.draw_remaining or 0) + 8
        for d in obs.declarations:
            assert Counter(d.cards) <= Counter(trials.hands[d.seat])
        everything = Counter(c for h in trials.hands for c in h) + Counter(trials.pack)
        assert set(everything.values()) == {2} and len(everything) == 54


class Counted(DrawTrials):
    """Draw trials that count the play-outs they are asked for."""

    calls = 0

    def value(self, index: int, stop: Callable[[], bool]) -> float:
        Counted.calls += 1
        return super().value(index, stop)


@pytest.mark.parametrize("work", [5 * PLAYOUT_COST, 12 * PLAYOUT_COST, 30 * PLAYOUT_COST])
def test_a_decision_plays_out_no_more_than_its_work_allows(
    work: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(declare_search, "DrawTrials", Counted)
    most = 0
    for index in range(0, len(POSITIONS), 3):
        _, obs = POSITIONS[index]
        Counted.calls = 0
        search_declaration(obs, random.Random(index), Budget(), work)
        assert Counted.calls * PLAYOUT_COST <= work
        most = max(most, Counted.calls)
    # The work is spent, not just capped: some decision went close to it.
    assert most * PLAYOUT_COST > work - 2 * PLAYOUT_COST


def test_the_same_seed_decides_the_same() -> None:
    _, obs = POSITIONS[0]
    first = search_declaration(obs, random.Random(7), Budget(), SMALL)
    assert search_declaration(obs, random.Random(7), Budget(), SMALL) == first


def test_a_later_round_is_read_as_one_and_its_first_drawer_is_its_starter() -> None:
    later = [(g, o) for g, o in POSITIONS if g.round.starter is not None]
    assert later
    for game, obs in later:
        setting = draw_setting(obs)
        assert not setting.first_round
        assert setting.first_drawers == (game.round.first_drawer,) == (obs.starter,)


def test_a_first_round_before_any_declaration_is_read_as_one() -> None:
    first = [(g, o) for g, o in POSITIONS if g.round.starter is None and not o.declarations]
    assert first
    for game, obs in first:
        setting = draw_setting(obs)
        assert setting.first_round
        assert game.round.first_drawer in setting.first_drawers


def test_declaring_in_a_first_round_makes_the_declarer_the_starter() -> None:
    game, obs = next(
        (g, o)
        for g, o in POSITIONS
        if g.round.starter is None and not o.declarations and not o.last_chance
    )
    assert draw_setting(obs).first_round
    show = next(c for c in declare_candidates(obs, 10) if isinstance(c, Declare))
    trials = DrawTrials(obs, [show])
    trials.deal(random.Random(1))
    current = trials.round_now()
    current.apply(show)
    assert declare_search.finish_draw(current)
    assert current.starter is not None
    assert current.starter == current.standing.seat  # type: ignore[union-attr]


def test_hard_searches_its_declaration_with_its_plan_and_without_one_declares_as_normal() -> None:
    from tractor_desktop.ai.declare_search import HARD_DECLARE
    from tractor_desktop.ai.players import HardPlayer

    unhurried = Budget(iterations=10**6)  # no clock: the plan's work alone ends the search
    searched = 0
    for _, obs in POSITIONS[:6]:
        plain = HardPlayer()
        plain.declare_plan = None
        assert plain.decide(obs, random.Random(1), Budget()) == decide_declaration(obs)
        assert plain.spent is None
        player = HardPlayer()
        assert player.declare_plan == HARD_DECLARE
        decision = player.decide(obs, random.Random(1), unhurried)
        assert player.spent is not None
        searched += player.spent.playouts
        expected = declare_search.declare_search(obs, random.Random(1), HARD_DECLARE)
        run(expected, unhurried)
        assert decision == expected.best()
    assert searched > 0


def test_hards_declaration_plays_its_tricks_against_varied_opponents_or_four_normals() -> None:
    _, obs = next((g, o) for g, o in POSITIONS if declarations_in_view(o))
    candidates = declare_candidates(obs, HARD_DECLARE.candidates)
    plain = DrawTrials(obs, candidates, 0.0)
    plain.deal(random.Random(3))
    assert plain.styles == [NORMAL] * 4
    assert HARD_DECLARE.spread > 0
    varied = DrawTrials(obs, candidates, HARD_DECLARE.spread)
    varied.deal(random.Random(3))
    assert all((varied.styles[s] == NORMAL) == ((s - obs.seat) % 2 == 0) for s in range(4))
    for index in range(len(candidates)):  # the players are the deal's, not drawn again
        assert varied.value(index, lambda: False) == varied.value(index, lambda: False)
