"""Invariants over thousands of random complete rounds under random rule options.

Follows are judged twice: by the engine, and by a checker written here from RULES.md §3–4 alone
(no engine function decides a rule in it), which must agree on every play of every round.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tiers import first_by_default, sample_and_whole
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Play
from tractor_desktop.engine.cards import (
    ACE,
    DRAWN,
    Card,
    Suit,
    card,
    double_pack,
    points,
    rank_code,
)
from tractor_desktop.engine.combos import classify
from tractor_desktop.engine.following import check_follow
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.referee import answer
from tractor_desktop.engine.round import Round, team
from tractor_desktop.engine.simulate import random_action, random_options
from tractor_desktop.engine.trump import Trump, trump_context

PACK = Counter(double_pack())
ROUNDS_PER_CHUNK = 100
CHUNKS = 20
DEEP_EVERY = 4
"""One round in so many has many more plays of each hand judged both ways, not only those made."""

# The level table of RULES.md §5.3, written out independently of the engine: (lowest total,
# highest total, winner, levels gained).
LEVEL_TABLE = [
    (-10_000, 0, "declarers", 3),
    (5, 35, "declarers", 2),
    (40, 75, "declarers", 1),
    (80, 115, "opponents", 0),
    (120, 155, "opponents", 1),
    (160, 195, "opponents", 2),
    (200, 235, "opponents", 3),
    (240, 275, "opponents", 4),
    (280, 315, "opponents", 5),
    (320, 355, "opponents", 6),
    (360, 395, "opponents", 7),
    (400, 435, "opponents", 8),
]


def cards_in_play(game: Game) -> Counter:
    current = game.round
    found = [c for hand in current.hands for c in hand]
    if current.phase in ("draw", "last_chance"):
        return Counter(found + current.pack[current.drawn :])
    tricks = [*current.tricks, current.current] if current.current else current.tricks
    found += [c for trick in tricks for play in trick.plays for c in play]
    return Counter(found + current.talon)


def expected_levels(total: int) -> tuple[str, int]:
    for low, high, winner, gained in LEVEL_TABLE:
        if low <= total <= high:
            return winner, gained
    raise AssertionError(f"total {total} outside the table")


def check_trick_against_referee(game: Game, current: Round, won: ev.TrickWon) -> None:
    trick = current.tricks[-1]
    assert trick.winner == won.winner
    ctx = current.ctx
    assert ctx is not None
    query = {
        "kind": "trick",
        "trump": ctx.trump.to_dict(),
        "options": game.options.to_dict(),
        "plays": [[c.code for c in p] for p in trick.plays],
    }
    reply = answer(query)
    assert (trick.leader + reply["winner"]) % 4 == won.winner, (query, reply)
    assert reply["points"] == won.points


# ----- the follow rules, written again from RULES.md alone -------------------------------------


class Ranking:
    """RULES.md §3: each card's effective suit, and its step in that suit's ranking (equal cards
    share a step; adjacent steps are consecutive)."""

    def __init__(self, trump: Trump, rank_cards_trump_without_suit: bool) -> None:
        rank, trump_suit = trump.rank, trump.suit
        rank_cards_are_trumps = trump_suit is not None or rank_cards_trump_without_suit
        plain_ranks = [r for r in range(2, ACE + 1) if not (rank_cards_are_trumps and r == rank)]
        steps: dict[str, list[list[Card]]] = {}
        for suit in Suit:
            name = "T" if suit is trump_suit else suit.value
            steps[name] = [[card(_code(r, suit))] for r in plain_ranks]
        trumps = steps.setdefault("T", [])
        if rank_cards_are_trumps:
            trumps.append([card(_code(rank, s)) for s in Suit if s is not trump_suit])
            if trump_suit is not None:
                trumps.append([card(_code(rank, trump_suit))])
        trumps += [[card("BJ")], [card("RJ")]]
        self.suit_of: dict[Card, str] = {}
        self.step_of: dict[Card, int] = {}
        for name, ladder in steps.items():
            for step, equal_cards in enumerate(ladder):
                for c in equal_cards:
                    self.suit_of[c] = name
                    self.step_of[c] = step


def _code(rank: int, suit: Suit) -> str:
    return rank_code(rank) + suit.value


def pairs_of(items: Sequence[Card]) -> list[Card]:
    """Faces held twice: each is a pair (no face is held three times)."""
    seen: set[Card] = set()
    pairs = []
    for c in items:
        if c in seen:
            pairs.append(c)
        seen.add(c)
    return pairs


def taken_from(hand: Sequence[Card], play: Sequence[Card]) -> bool:
    rest = list(hand)
    for c in play:
        if c not in rest:
            return False
        rest.remove(c)
    return True


def has_tractor(pairs: Sequence[Card], length: int, ranking: Ranking) -> bool:
    """Whether ``length`` of these pairs (one suit) sit on consecutive steps."""
    steps = sorted({ranking.step_of[c] for c in pairs})
    run = 0
    for i, step in enumerate(steps):
        run = run + 1 if i and step == steps[i - 1] + 1 else 1
        if run >= length:
            return True
    return False


def follow_is_legal(
    lead: Sequence[Card],
    hand: Sequence[Card],
    play: Sequence[Card],
    ranking: Ranking,
    tractor_with_tractor: bool,
) -> bool:
    """RULES.md §4: may a follower holding ``hand`` play ``play`` to ``lead``?"""
    if len(play) != len(lead) or not taken_from(hand, play):
        return False
    suit = ranking.suit_of[lead[0]]
    held = [c for c in hand if ranking.suit_of[c] == suit]
    played = [c for c in play if ranking.suit_of[c] == suit]
    # Follow suit as far as the hand goes ...
    if len(played) < min(len(held), len(lead)):
        return False
    # ... with as many pairs of the suit as the lead has pairs (tractor pairs counted), if held;
    # a single lead asks for none.
    lead_pairs = pairs_of(lead)
    held_pairs = pairs_of(held)
    if len(pairs_of(played)) < min(len(lead_pairs), len(held_pairs)):
        return False
    # The option: a tractor lead (nothing but consecutive pairs) asks for a tractor, if held.
    length = len(lead) // 2
    if tractor_with_tractor and length >= 2 and len(lead_pairs) == length:
        tractor_led = has_tractor(lead_pairs, length, ranking)
        if tractor_led and has_tractor(held_pairs, length, ranking):
            return has_tractor(pairs_of(played), length, ranking)
    return True


_RANKINGS: dict[tuple[Trump, bool], Ranking] = {}


def ranking_of(game: Game) -> Ranking:
    ctx = game.round.ctx
    assert ctx is not None
    key = (ctx.trump, game.options.no_trump_rank_cards_are_trumps)
    if key not in _RANKINGS:
        _RANKINGS[key] = Ranking(*key)
    return _RANKINGS[key]


ENUMERATED = 40
"""Plays tried per position when the hand's possible plays are too many to try them all."""


def plays_to_try(
    lead: Sequence[Card], hand: Sequence[Card], ranking: Ranking, rng: random.Random
) -> set[tuple[Card, ...]]:
    """Plays of the right size from the suit led and a few other cards: every one when they are
    few, else a random sample (which cards outside the suit are played never matters); and the
    suit followed with each choice of as many pairs as the lead has, where the rules on pairs
    and tractors decide."""
    n = len(lead)
    suit = ranking.suit_of[lead[0]]
    held = [c for c in hand if ranking.suit_of[c] == suit]
    others = [c for c in hand if ranking.suit_of[c] != suit]
    pool = held + rng.sample(others, min(len(others), n))
    if len(pool) < n:
        return set()
    combos = itertools.combinations(range(len(pool)), n)
    chosen = list(itertools.islice(combos, ENUMERATED + 1))
    if len(chosen) > ENUMERATED:
        chosen = [tuple(sorted(rng.sample(range(len(pool)), n))) for _ in range(ENUMERATED)]
    plays = [[pool[i] for i in picks] for picks in chosen]
    held_pairs = pairs_of(held)
    wanted = min(len(pairs_of(lead)), len(held_pairs), n // 2)
    for pairs in itertools.islice(itertools.combinations(held_pairs, wanted), ENUMERATED):
        play = [c for c in pairs for _ in range(2)]
        rest = list(held)
        for c in play:
            rest.remove(c)
        rng.shuffle(rest)
        plays.append(play + (rest + others)[: n - len(play)])
    return {tuple(sorted(p, key=lambda c: c.index)) for p in plays if len(p) == n}


def check_follows_independently(game: Game, action: Play, rng: random.Random, deep: bool) -> None:
    """The play about to be applied, every candidate the engine offers and (``deep``) other plays
    of the hand: the engine and the rules written here agree on each."""
    current = game.round
    trick, ctx = current.current, current.ctx
    assert trick is not None and ctx is not None
    ranking = ranking_of(game)
    lead = trick.plays[0]
    hand = current.hands[action.seat]
    option = game.options.follow_tractor_with_tractor
    assert follow_is_legal(lead, hand, action.cards, ranking, option), (lead, hand, action)
    for play in game.legal_plays():
        assert follow_is_legal(lead, hand, play, ranking, option), (lead, hand, play)
    if deep:
        for play in plays_to_try(lead, hand, ranking, rng):
            engine = bool(check_follow(trick.lead, hand, play, ctx, tractor_with_tractor=option))
            rules = follow_is_legal(lead, hand, play, ranking, option)
            assert engine == rules, (lead, hand, play, option, engine)


def play_checked_round(game: Game, rng: random.Random, deep: bool = False) -> None:
    number = game.round.number
    while not game.over and game.round.number == number:
        action = random_action(game, rng)
        current = game.round
        if isinstance(action, Play) and current.current and current.current.plays:
            check_follows_independently(game, action, rng, deep)
        levels_before = game.levels
        events = game.apply(action)
        for event in events:
            if isinstance(event, ev.TrickWon):
                check_trick_against_referee(game, current, event)
            elif isinstance(event, ev.RoundScored):
                check_round_score(game, event, levels_before)
        if game.round is current:
            assert cards_in_play(game) == PACK
        if current.phase == "scored":
            assert (
                sum(points(t for p in tr.plays for t in p) for tr in current.tricks)
                + points(current.talon)
                == 200
            )
            penalties = sum(t.failed_throw.penalty for t in current.tricks if t.failed_throw)
            taken = sum(
                t.points
                for t in current.tricks
                if team(t.winner or 0) != team(current.starter or 0)
            )
            assert current.opponent_points == taken + penalties


def check_round_score(game: Game, scored: ev.RoundScored, levels_before: tuple[int, int]) -> None:
    result = scored.result
    winner, gained = expected_levels(result.opponent_total)
    assert result.winner == winner
    declarers = scored.declarers
    before = (levels_before[declarers], levels_before[1 - declarers])
    if winner == "declarers":
        assert result.declarers_gain == gained and result.opponents_gain == 0
        assert result.next_starter == (scored.starter + 2) % 4
        assert result.declarers_level == min(before[0] + gained, 14)
    else:
        assert result.opponents_gain == gained and result.declarers_gain == 0
        assert result.next_starter == (scored.starter + 1) % 4
        assert result.opponents_level == min(before[1] + gained, 14)


@pytest.mark.parametrize("chunk", first_by_default(range(CHUNKS), 1))
def test_random_rounds_conserve_cards_points_and_follow_the_rules(chunk: int) -> None:
    rng = random.Random(chunk)
    for i in range(ROUNDS_PER_CHUNK):
        options = RuleOptions.from_dict(random_options(rng)) if i % 3 else RuleOptions()
        levels = (rng.randint(2, 14), rng.randint(2, 14))
        if i % 4 == 0:
            game = Game(options, seed=chunk * 1000 + i, humans=[0])
        else:
            game = Game(options, seed=chunk * 1000 + i, humans=[0], levels=levels, starter=i % 4)
        play_checked_round(game, rng, deep=i % DEEP_EVERY == 0)
        assert game.over or game.round.number == 1


@pytest.mark.parametrize("hands", sample_and_whole(500, 1500))
def test_follows_from_hands_rich_in_pairs_are_judged_as_the_rules_say(hands: int) -> None:
    """Dealt hands seldom hold tractors in the suit led: hands made of pairs of one suit do."""
    rng = random.Random(99)
    compared = 0
    for _ in range(hands):
        trump = Trump(rng.randint(2, 14), rng.choice([*Suit, None]))
        options = RuleOptions(
            no_trump_rank_cards_are_trumps=rng.random() < 0.5,
            follow_tractor_with_tractor=rng.random() < 0.7,
        )
        ctx = trump_context(trump, options.no_trump_rank_cards_are_trumps)
        ranking = Ranking(trump, options.no_trump_rank_cards_are_trumps)
        suit = rng.choice(sorted(set(ranking.suit_of.values())))
        faces = [c for c in ranking.suit_of if ranking.suit_of[c] == suit]
        pack = [c for c in faces for _ in range(2)]
        rng.shuffle(pack)
        if rng.random() < 0.5:
            pairs = rng.sample(faces, min(len(faces), rng.randint(1, 3)))
        else:  # a tractor: pairs on consecutive steps
            steps = sorted({ranking.step_of[c] for c in faces})
            length = min(len(steps), rng.randint(2, 3))
            start = rng.randrange(len(steps) - length + 1)
            pairs = [
                rng.choice([c for c in faces if ranking.step_of[c] == step])
                for step in steps[start : start + length]
            ]
        lead = [c for c in pairs for _ in range(2)]
        if rng.random() < 0.3:
            lead = lead[: rng.randint(1, len(lead))]
        combo = classify(lead, ctx, options.allow_tractor_in_throw)
        if combo.type == "invalid":
            continue
        left = list(pack)
        for c in lead:
            left.remove(c)
        others = [c for c in double_pack() if ranking.suit_of[c] != suit]
        hand = rng.sample(left, min(len(left), rng.randint(0, 9))) + rng.sample(others, 4)
        for play in plays_to_try(lead, hand, ranking, rng):
            tractors = options.follow_tractor_with_tractor
            engine = bool(check_follow(combo, hand, play, ctx, tractor_with_tractor=tractors))
            assert engine == follow_is_legal(lead, hand, play, ranking, tractors), (lead, play)
            compared += 1
    assert compared > 40 * hands // 3  # candidate follows judged (20,000 for the whole)


@pytest.mark.parametrize("games", sample_and_whole(1, 3))
def test_whole_games_end_with_one_team_past_ace(games: int) -> None:
    rng = random.Random(7)
    for seed in range(games):
        game = Game(seed=seed, humans=())
        for _ in range(200):
            if game.over:
                break
            play_checked_round(game, rng)
        assert game.over and game.winner in (0, 1)
        assert game.levels[game.winner] == 14
        assert game.results[-1].result.game_over


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), stop=st.integers(0, 260), option_seed=st.integers(0, 10**6))
def test_save_then_load_at_any_point_reproduces_the_state(
    seed: int, stop: int, option_seed: int
) -> None:
    rng = random.Random(option_seed)
    game = Game(RuleOptions.from_dict(random_options(rng)), seed=seed)
    for _ in range(stop):
        if game.over:
            break
        game.apply(random_action(game, rng))
    loaded = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    for seat in range(4):
        assert loaded.observation(seat) == game.observation(seat)
    assert loaded.round.hands == game.round.hands
    assert loaded.round.talon == game.round.talon
    assert loaded.round.pack == game.round.pack
    assert loaded.levels == game.levels
    assert loaded.to_dict() == game.to_dict()
    # the two go on identically
    for _ in range(30):
        if game.over:
            break
        action = random_action(game, rng)
        assert game.apply(action) == loaded.apply(action)


def test_level_codes_round_trip_through_the_level_table() -> None:
    assert [rank_code(n) for n in (2, 10, 11, 14)] == ["2", "10", "J", "A"]
    assert DRAWN == 100
