"""``game.observation(seat)``: one seat's view and its JSON form (BOT_PROTOCOL.md)."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from tests.engine.stepping import step
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Action, Bury, Declare, Draw, Pass, Play
from tractor_desktop.engine.cards import RANK_CODES, Card, Suit, card, cards, double_pack
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.observation import Observation
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.round import Round
from tractor_desktop.engine.trump import Trump

DRAWN = 100
BOT_FIELDS = (
    "seat",
    "phase",
    "options",
    "levels",
    "level",
    "trump",
    "declarations",
    "starter",
    "declarers",
    "hand",
    "talon",
    "revealed_talon",
    "hand_sizes",
    "tricks",
    "current",
    "points",
    "draw",
)


# ----- helpers ---------------------------------------------------------------------------------


def stack(rnd: Round, first_draws: Mapping[int, str], talon: str = "") -> None:
    """Make each seat draw the given cards first and put ``talon`` at the bottom of the pack."""
    assert rnd.drawn == 0
    placed: dict[int, Card] = {}
    for seat, codes in first_draws.items():
        for i, c in enumerate(cards(codes)):
            placed[(seat - rnd.first_drawer) % 4 + 4 * i] = c
    for i, c in enumerate(cards(talon)):
        placed[DRAWN + i] = c
    left = Counter(double_pack())
    left.subtract(placed.values())
    rest: list[Card] = []
    for c in rnd.pack:
        if left[c] > 0:
            left[c] -= 1
            rest.append(c)
    it = iter(rest)
    rnd.pack = [placed[k] if k in placed else next(it) for k in range(108)]


def draw(game: Game, n: int) -> None:
    for _ in range(n):
        game.apply(Draw())


def draw_all(game: Game) -> None:
    draw(game, DRAWN - game.round.drawn)


def pass_all(game: Game) -> list[ev.Event]:
    out: list[ev.Event] = []
    while game.round.phase == "last_chance":
        seat = game.round.to_act
        assert seat is not None
        out.extend(game.apply(Pass(seat)))
    return out


def declare(seat: int, codes: str) -> Declare:
    return Declare(seat, tuple(cards(codes)))


def play(game: Game, seat: int, codes: str) -> list[ev.Event]:
    return game.apply(Play(seat, tuple(cards(codes))))


def views(game: Game) -> list[Observation]:
    return [game.observation(seat) for seat in range(4)]


# The designed deal of test_play_flow: hearts trumps at rank 2 (the talon shows 2H first), seat 0
# starts; every spade but the rank-2 ones is placed.
TALON = "2H 3D 4D 6D 7D 8D 9D JD"
SPADES = {
    0: "AS AS QS JS 3S 3S",
    1: "KS 10S 8S 4S",
    2: "KS QS 10S 9S 6S 5S",
    3: "JS 9S 8S 7S 7S 6S 5S 4S",
}


def designed_game() -> Game:
    hands = [cards(SPADES[seat]) for seat in range(4)]
    left = Counter(double_pack())
    left.subtract(c for h in hands for c in h)
    left.subtract(cards(TALON))
    seats = iter(s for _ in range(108) for s in range(4))
    for c in sorted(left.elements(), key=lambda c: c.index):
        hands[next(s for s in seats if len(hands[s]) < 25)].append(c)
    game = Game(seed=7, humans=(), levels=(2, 2), starter=0)
    rnd = game.round
    rnd.pack = [hands[(rnd.first_drawer + k) % 4][k // 4] for k in range(100)] + cards(TALON)
    draw_all(game)
    pass_all(game)
    game.apply(Bury(0, tuple(cards(TALON))))
    return game


def is_card_list(value: object) -> bool:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        return False
    for c in value:
        card(c)
    return True


def is_seat(value: object) -> bool:
    return type(value) is int and 0 <= value <= 3


def check_json(o: dict[str, Any]) -> None:
    """Every field of BOT_PROTOCOL.md's observation with its JSON type."""
    assert json.loads(json.dumps(o)) == o, "only JSON types (lists, not tuples)"
    for name in BOT_FIELDS:
        assert name in o, name
    assert is_seat(o["seat"])
    assert o["phase"] in ("draw", "bury", "play")
    assert isinstance(o["options"], dict)
    assert RuleOptions.from_dict(o["options"]) is not None
    assert isinstance(o["levels"], list) and len(o["levels"]) == 2
    assert all(level in RANK_CODES for level in o["levels"])
    assert o["level"] in RANK_CODES
    trump = o["trump"]
    assert trump is None or (
        isinstance(trump, dict)
        and set(trump) == {"rank", "suit"}
        and trump["rank"] in RANK_CODES
        and trump["suit"] in ("S", "H", "D", "C", None)
    )
    assert isinstance(o["declarations"], list)
    for d in o["declarations"]:
        assert is_seat(d["seat"]) and is_card_list(d["cards"]) and type(d["accepted"]) is bool
    assert o["starter"] is None or is_seat(o["starter"])
    assert o["declarers"] is None or o["declarers"] in (0, 1)
    assert is_card_list(o["hand"])
    assert o["talon"] is None or (is_card_list(o["talon"]) and len(o["talon"]) == 8)
    assert o["revealed_talon"] is None or is_card_list(o["revealed_talon"])
    sizes = o["hand_sizes"]
    assert isinstance(sizes, list) and len(sizes) == 4 and all(type(n) is int for n in sizes)
    assert isinstance(o["tricks"], list)
    for t in o["tricks"]:
        assert is_seat(t["leader"]) and is_seat(t["winner"]) and type(t["points"]) is int
        assert isinstance(t["plays"], list) and len(t["plays"]) == 4
        assert all(is_card_list(p) for p in t["plays"])
        if "failed_throw" in t:
            assert is_card_list(t["failed_throw"]["attempted"])
            assert type(t["failed_throw"]["penalty"]) is int
    current = o["current"]
    if current is not None:
        assert is_seat(current["leader"]) and isinstance(current["plays"], list)
        assert all(is_card_list(p) for p in current["plays"]) and len(current["plays"]) < 4
    assert isinstance(o["points"], dict) and type(o["points"]["opponents"]) is int
    draw_field = o["draw"]
    if o["phase"] == "draw":
        assert isinstance(draw_field, dict)
        assert type(draw_field["remaining"]) is int and type(draw_field["last_chance"]) is bool
    else:
        assert draw_field is None


def round_trips(o: Observation) -> None:
    data = json.loads(json.dumps(o.to_json()))
    assert Observation.from_json(data) == o


# ----- what a seat sees --------------------------------------------------------------------


@pytest.mark.parametrize("drawn", [0, 1, 37, 100])
def test_a_seat_sees_its_own_hand_and_only_the_sizes_of_the_others(drawn: int) -> None:
    game = Game(seed=3, humans=())
    draw(game, drawn)
    rnd = game.round
    for seat, o in enumerate(views(game)):
        assert o.seat == seat
        assert Counter(o.hand) == Counter(rnd.hands[seat])
        assert o.hand_sizes == tuple(len(h) for h in rnd.hands)
        assert Counter(o.to_json()["hand"]) == Counter(c.code for c in rnd.hands[seat])


def test_an_observation_holds_no_other_seats_cards() -> None:
    game = designed_game()
    o = game.observation(0).to_json()
    text = json.dumps(o)
    # seat 1's KS and seat 2's 9S appear nowhere in seat 0's view
    assert "KS" not in text and "9S" not in text
    assert Counter(o["hand"]) == Counter(c.code for c in game.round.hands[0])


def test_the_draw_field_counts_down_and_flags_the_last_chance() -> None:
    game = Game(seed=3, humans=())
    o = game.observation(0)
    assert o.phase == "draw" and o.draw_remaining == 100 and not o.last_chance
    assert o.to_json()["draw"] == {"remaining": 100, "last_chance": False}
    draw(game, 40)
    assert game.observation(2).to_json()["draw"] == {"remaining": 60, "last_chance": False}
    draw_all(game)
    o = game.observation(1)
    assert o.phase == "draw", "the last chance is part of the draw phase for a bot"
    assert o.to_json()["draw"] == {"remaining": 0, "last_chance": True}
    assert o.to_act == game.round.first_drawer


def test_nothing_about_the_trump_or_the_starter_is_known_before_a_first_round_declaration() -> None:
    game = Game(seed=3, humans=())
    draw(game, 30)
    for o in views(game):
        assert o.trump is None and o.starter is None and o.declarers is None
        assert o.declarations == ()
        j = o.to_json()
        assert j["trump"] is None and j["starter"] is None and j["declarers"] is None


def test_declarations_are_public_and_name_the_provisional_trump_and_starter() -> None:
    game = Game(seed=3, humans=())
    f = game.round.first_drawer
    a, b = (f + 1) % 4, (f + 3) % 4
    stack(game.round, {a: "2H", b: "2C 2C"})
    draw(game, 8)
    game.apply(declare(a, "2H"))
    for o in views(game):
        assert o.trump == Trump(2, Suit.HEARTS)
        assert o.starter == a and o.declarers == a % 2
    game.apply(declare(b, "2C 2C"))
    for o in views(game):
        j = o.to_json()
        assert j["declarations"] == [
            {"seat": a, "cards": ["2H"], "accepted": True},
            {"seat": b, "cards": ["2C", "2C"], "accepted": True},
        ]
        assert j["trump"] == {"rank": "2", "suit": "C"}
        assert j["starter"] == b and j["declarers"] == b % 2


def test_a_joker_declaration_shows_a_trump_without_a_suit() -> None:
    game = Game(seed=3, humans=())
    seat = game.round.first_drawer
    stack(game.round, {seat: "RJ RJ"})
    draw(game, 8)
    game.apply(declare(seat, "RJ RJ"))
    assert game.observation(2).to_json()["trump"] == {"rank": "2", "suit": None}


def test_a_later_round_shows_its_starter_and_declarers_from_the_start() -> None:
    game = Game(seed=3, humans=(), levels=(5, 3), starter=1)
    for o in views(game):
        assert o.starter == 1 and o.declarers == 1
        assert o.levels == (5, 3) and o.level == 3 and o.trump is None
        j = o.to_json()
        assert j["levels"] == ["5", "3"] and j["level"] == "3"


def test_in_the_bury_phase_the_starter_sees_the_talon_in_hand_and_nobody_sees_it_apart() -> None:
    game = Game(seed=3, humans=(), levels=(5, 3), starter=1)
    stack(game.round, {0: "3S"})
    draw(game, 4)
    game.apply(declare(0, "3S"))
    talon = list(game.round.pack[DRAWN:])
    draw_all(game)
    hand_before = list(game.round.hands[1])
    pass_all(game)
    starter = game.observation(1)
    assert starter.phase == "bury"
    assert Counter(starter.hand) == Counter(hand_before + talon)
    assert starter.hand_sizes == (25, 33, 25, 25)
    for o in views(game):
        assert o.talon is None and o.revealed_talon is None
        assert o.draw_remaining is None and o.to_json()["draw"] is None


def test_the_buried_talon_is_shown_only_to_the_starter_after_burying() -> None:
    game = Game(seed=3, humans=(), levels=(5, 3), starter=1)
    draw_all(game)
    pass_all(game)
    buried = tuple(game.round.hands[1][:8])
    game.apply(Bury(1, buried))
    assert Counter(game.observation(1).talon or ()) == Counter(buried)
    assert game.observation(1).to_json()["talon"] == [c.code for c in buried]
    for seat in (0, 2, 3):
        assert game.observation(seat).talon is None
        assert game.observation(seat).to_json()["talon"] is None


def test_the_talon_turned_up_when_nobody_declares_is_shown_to_everyone() -> None:
    game = Game(seed=3, humans=(), levels=(5, 3), starter=1)
    stack(game.round, {}, talon="4S 9D 3C 3H AS AS KD 2H")
    draw_all(game)
    pass_all(game)
    for o in views(game):
        assert o.revealed_talon == tuple(cards("4S 9D 3C"))
        assert o.to_json()["revealed_talon"] == ["4S", "9D", "3C"]
        assert o.trump == Trump(3, Suit.CLUBS)
    game.apply(Bury(1, tuple(game.round.hands[1][:8])))
    assert game.observation(0).to_json()["revealed_talon"] == ["4S", "9D", "3C"]


def test_the_current_trick_shows_the_plays_so_far_from_the_leader() -> None:
    game = designed_game()
    o = game.observation(2)
    assert o.phase == "play" and o.to_json()["current"] == {"leader": 0, "plays": []}
    assert o.to_act == 0
    play(game, 0, "3S")
    play(game, 1, "8S")
    for o in views(game):
        assert o.to_json()["current"] == {"leader": 0, "plays": [["3S"], ["8S"]]}
        assert o.tricks == ()
        assert o.to_act == 2


def test_completed_tricks_show_the_plays_the_winner_and_the_points() -> None:
    game = designed_game()
    for seat, codes in enumerate(["3S", "KS", "5S", "4S"]):
        play(game, seat, codes)
    for o in views(game):
        j = o.to_json()
        assert j["tricks"] == [
            {"leader": 0, "plays": [["3S"], ["KS"], ["5S"], ["4S"]], "winner": 1, "points": 15}
        ]
        assert j["current"] == {"leader": 1, "plays": []}
        assert j["points"] == {"opponents": 15}
        assert j["hand_sizes"] == [24, 24, 24, 24]


def test_a_failed_throw_shows_what_was_led_with_the_attempt_and_the_penalty() -> None:
    game = designed_game()
    events = play(game, 0, "AS AS QS")
    (failed,) = [e for e in events if isinstance(e, ev.ThrowFailed)]
    for o in views(game):
        current = o.to_json()["current"]
        assert current["leader"] == 0 and current["plays"] == [["QS"]]
        assert Counter(current["failed_throw"]["attempted"]) == Counter(["AS", "AS", "QS"])
        assert current["failed_throw"]["penalty"] == failed.penalty == 20
        assert o.to_json()["points"] == {"opponents": 20}
    play(game, 1, "KS")
    play(game, 2, "9S")
    play(game, 3, "4S")
    for o in views(game):
        (t,) = o.to_json()["tricks"]
        assert t["plays"] == [["QS"], ["KS"], ["9S"], ["4S"]]
        assert t["winner"] == 1 and t["points"] == 10
        assert Counter(t["failed_throw"]["attempted"]) == Counter(["AS", "AS", "QS"])
        assert t["failed_throw"]["penalty"] == 20
        assert o.to_json()["points"] == {"opponents": 30}
    assert Counter(game.observation(0).hand)[card("AS")] == 2


def test_tricks_without_a_failed_throw_carry_no_failed_throw_field() -> None:
    game = designed_game()
    for seat, codes in enumerate(["AS", "KS", "5S", "4S"]):
        play(game, seat, codes)
    (t,) = game.observation(3).to_json()["tricks"]
    assert "failed_throw" not in t


# ----- the JSON form -----------------------------------------------------------------------


def observations_of_a_whole_round(seed: int) -> list[Observation]:
    """Every seat's observation after every action of one round (first round, random players)."""
    game = Game(seed=seed, humans=())
    rng = random.Random(seed)
    out = views(game)
    while not game.results:
        step(game, rng)
        if not game.results:
            out.extend(views(game))
    return out


@pytest.mark.parametrize("seed", [0, 1])
def test_every_observation_of_a_round_has_every_protocol_field_with_its_json_type(
    seed: int,
) -> None:
    phases = set()
    for o in observations_of_a_whole_round(seed):
        check_json(o.to_json())
        phases.add(o.phase)
    assert phases == {"draw", "bury", "play"}


@pytest.mark.parametrize("seed", [0, 1])
def test_every_observation_of_a_round_survives_its_json_form(seed: int) -> None:
    for o in observations_of_a_whole_round(seed):
        round_trips(o)


def test_special_observations_have_their_json_types_and_survive_their_json_form() -> None:
    samples: list[Observation] = []
    game = designed_game()
    play(game, 0, "AS AS QS")
    samples += views(game)
    for seat, codes in ((1, "KS"), (2, "9S"), (3, "4S")):
        play(game, seat, codes)
    samples += views(game)
    game = Game(seed=3, humans=(), levels=(5, 3), starter=1)
    stack(game.round, {2: "BJ BJ"}, talon="4S 9D 3C 3H AS AS KD 2H")
    draw(game, 8)
    game.apply(declare(2, "BJ BJ"))
    samples += views(game)
    draw_all(game)
    samples += views(game)
    game = Game(seed=3, humans=(), levels=(5, 3), starter=1)
    stack(game.round, {}, talon="4S 9D 3C 3H AS AS KD 2H")
    draw_all(game)
    pass_all(game)
    game.apply(Bury(1, tuple(game.round.hands[1][:8])))
    samples += views(game)
    for o in samples:
        check_json(o.to_json())
        round_trips(o)


def test_an_observation_after_the_game_is_over_survives_its_json_form() -> None:
    for seed in range(200):
        game = Game(seed=seed, humans=(), levels=(14, 14), starter=0)
        rng = random.Random(seed)
        while not game.results:
            step(game, rng)
        if game.over:
            for o in views(game):
                round_trips(o)
            return
    raise AssertionError("no game ended")


# ----- no peeking --------------------------------------------------------------------------


def twin_games(hide: tuple[int, int]) -> tuple[Game, Game]:
    """Two later-round games (seat 0 starts) that differ only by two different cards swapped
    between the seats of ``hide``; seat 0 draws 3H first and will declare with it."""
    games = []
    for swap in (False, True):
        game = Game(seed=11, humans=(), levels=(3, 3), starter=0)
        stack(game.round, {0: "3H"})
        if swap:
            rnd, pack = game.round, game.round.pack
            for i in range(3, 25):
                ka = (hide[0] - rnd.first_drawer) % 4 + 4 * i
                kb = (hide[1] - rnd.first_drawer) % 4 + 4 * i
                if pack[ka] is not pack[kb]:
                    pack[ka], pack[kb] = pack[kb], pack[ka]
                    break
        games.append(game)
    a, b = games
    assert a.round.pack != b.round.pack
    assert Counter(a.round.pack) == Counter(b.round.pack)
    return a, b


def both(games: Sequence[Game], action: Action) -> None:
    for game in games:
        game.apply(action)


@pytest.mark.parametrize("hide", [(1, 2), (2, 3), (1, 3)])
def test_a_seat_cannot_see_a_difference_in_other_seats_hidden_cards(
    hide: tuple[int, int],
) -> None:
    games = twin_games(hide)
    watchers = [s for s in range(4) if s not in hide]

    def same() -> None:
        for seat in watchers:
            assert games[0].observation(seat) == games[1].observation(seat)
            assert games[0].observation(seat).to_json() == games[1].observation(seat).to_json()

    same()
    for _ in range(30):
        both(games, Draw())
        same()
    both(games, declare(0, "3H"))
    same()
    for _ in range(70):
        both(games, Draw())
    same()
    for seat in range(4):
        both(games, Pass(seat))
        same()
    assert games[0].round.phase == "bury"
    buried = tuple(games[0].round.hands[0][-8:])
    both(games, Bury(0, buried))
    same()
    # the first trick: everybody plays a card both worlds share
    for k in range(4):
        actor = games[0].round.to_act
        assert actor is not None
        first, second = (g.round.hands[actor] for g in games)
        shared = Counter(first) & Counter(second)
        legal = [
            p
            for p in games[0].legal_plays()
            if not Counter(p) - shared and games[1].is_legal(Play(actor, p))
        ]
        assert legal, f"no shared legal play for seat {actor} at play {k}"
        both(games, Play(actor, legal[0]))
        same()
    assert games[0].observation(hide[0]) != games[1].observation(hide[0])
    assert games[0].observation(hide[1]) != games[1].observation(hide[1])


def test_a_seat_cannot_see_a_difference_in_the_talon_it_never_holds() -> None:
    games = []
    for swap in (False, True):
        game = Game(seed=12, humans=(), levels=(3, 3), starter=1)
        stack(game.round, {0: "3H"}, talon="4S 9D 8C JH 10S KD 2H 5C")
        if swap:
            rnd = game.round
            k2 = (2 - rnd.first_drawer) % 4 + 4 * 5
            rnd.pack[k2], rnd.pack[DRAWN + 2] = rnd.pack[DRAWN + 2], rnd.pack[k2]
        games.append(game)
    assert games[0].round.pack != games[1].round.pack
    for _ in range(10):
        both(games, Draw())
    both(games, declare(0, "3H"))
    for _ in range(90):
        both(games, Draw())
    for seat in (1, 2, 3, 0):
        both(games, Pass(seat))
    # seat 1 (the starter) now holds different cards in the two worlds; seats 0 and 3 see no
    # difference before or after the bury.
    for seat in (0, 3):
        assert games[0].observation(seat) == games[1].observation(seat)
    shared = Counter(games[0].round.hands[1]) & Counter(games[1].round.hands[1])
    buried = tuple(list(shared.elements())[:8])
    both(games, Bury(1, buried))
    for seat in (0, 3):
        assert games[0].observation(seat) == games[1].observation(seat)
    assert games[0].observation(1) != games[1].observation(1)
