"""One state API for every phase: ``to_act``, ``legal_actions`` and the ``drive`` loop."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.engine.test_draw_and_declare import stack
from tests.tiers import sample_and_whole
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Action, Bury, Declare, Draw, Pass, Play
from tractor_desktop.engine.cards import TALON_SIZE, cards
from tractor_desktop.engine.drive import Driver, Turn, drive
from tractor_desktop.engine.game import TABLE, Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.simulate import random_action, random_decider, random_options

ACTORS = (TABLE, 0, 1, 2, 3)


def random_game(rng: random.Random, seed: int) -> Game:
    options = RuleOptions.from_dict(random_options(rng)) if seed % 3 else RuleOptions()
    if seed % 4 == 0:
        return Game(options, seed=seed, humans=[0])
    levels = (rng.randint(2, 14), rng.randint(2, 14))
    return Game(options, seed=seed, humans=[0], levels=levels, starter=seed % 4)


def game_at(phase: str, seed: int = 11) -> Game:
    game = Game(seed=seed, humans=(), levels=(5, 5), starter=seed % 4)
    rng = random.Random(seed)
    while game.round.phase != phase:
        game.apply(random_action(game, rng, declare_chance=0))
    return game


# ----- to_act and legal_actions ----------------------------------------------------------------


def test_the_table_acts_in_the_draw_a_seat_afterwards_and_nobody_once_the_game_is_over() -> None:
    game = Game(seed=3, humans=(), levels=(14, 14), starter=1)
    rng = random.Random(3)
    seen = set()
    while not game.over:
        actor = game.to_act()
        phase = game.round.phase
        seen.add(phase)
        if phase == "draw":
            assert actor == TABLE
        else:
            assert actor == game.round.to_act and actor in range(4)
        game.apply(random_action(game, rng))
    assert seen == {"draw", "last_chance", "bury", "play"}
    assert game.to_act() is None
    assert all(game.legal_actions(actor) == [] for actor in ACTORS)


def test_while_the_table_draws_it_may_only_draw_and_any_seat_may_declare() -> None:
    game = Game(seed=5, humans=(), levels=(5, 5), starter=0)
    assert game.legal_actions(TABLE) == [Draw()]
    assert all(game.legal_actions(seat) == [] for seat in range(4))
    for _ in range(60):
        game.apply(Draw())
    for seat in range(4):
        assert game.legal_actions(seat) == game.declarations(seat)
    assert any(game.legal_actions(seat) for seat in range(4))


def test_a_last_chance_offers_a_pass_and_the_declarations_of_the_seat_to_act_alone() -> None:
    game = game_at("last_chance")
    seat = game.round.to_act
    assert seat is not None
    assert game.legal_actions(seat) == [Pass(seat), *game.declarations(seat)]
    assert all(game.legal_actions(s) == [] for s in range(4) if s != seat)
    assert game.legal_actions(TABLE) == []


def test_the_starter_is_offered_one_bury_of_the_first_eight_cards_in_the_ranking() -> None:
    game = game_at("bury")
    starter = game.round.starter
    ctx = game.round.ctx
    assert starter is not None and ctx is not None
    (bury,) = game.legal_actions(starter)
    assert bury == Bury(starter, tuple(ctx.sorted(game.round.hands[starter])[:TALON_SIZE]))
    assert game.is_legal(bury)
    assert all(game.legal_actions(s) == [] for s in range(4) if s != starter)


def test_the_seat_to_play_is_offered_its_legal_plays_and_the_others_nothing() -> None:
    game = game_at("play")
    seat = game.round.to_act
    assert seat is not None
    assert game.legal_actions(seat) == [Play(seat, cards) for cards in game.legal_plays()]
    assert all(game.legal_actions(s) == [] for s in ACTORS if s != seat)


def test_there_are_no_actions_for_a_seat_that_does_not_exist() -> None:
    game = Game(seed=1, humans=())
    for _ in range(50):
        game.apply(Draw())
    assert game.legal_actions(4) == [] and game.legal_actions(-1) == []
    assert game.legal_actions("nobody") == []  # type: ignore[arg-type]


@pytest.mark.parametrize("games", sample_and_whole(50, 300))
def test_every_listed_action_is_legal_and_only_the_actor_to_act_has_any(games: int) -> None:
    rng = random.Random(2024)
    for seed in range(games):
        game = random_game(rng, seed)
        number = game.round.number
        while not game.over and game.round.number == number:
            actor = game.to_act()
            for who in ACTORS:
                listed = game.legal_actions(who)
                for action in listed:
                    assert game.is_legal(action), (who, action, game.is_legal(action).code)
                    assert getattr(action, "seat", TABLE) == who
                if who != actor and not (actor == TABLE and who != TABLE):
                    assert listed == [], (who, actor, listed)
            game.apply(random_action(game, rng))


@pytest.mark.parametrize("games", sample_and_whole(10, 40))
def test_the_declarations_listed_are_every_legal_showing_of_one_card_or_a_pair(
    games: int,
) -> None:
    rng = random.Random(8)
    for seed in range(games):
        game = random_game(rng, seed)
        while game.round.phase in ("draw", "last_chance"):
            for seat in range(4):
                hand = game.round.hands[seat]
                shows = [(c,) for c in dict.fromkeys(hand)]
                shows += [(c, c) for c, n in Counter(hand).items() if n == 2]
                legal = {Declare(seat, s) for s in shows if game.is_legal(Declare(seat, s))}
                assert set(game.declarations(seat)) == legal
            game.apply(random_action(game, rng))


def test_the_last_drawer_is_the_seat_that_drew_the_latest_card() -> None:
    game = Game(seed=9, humans=())
    assert game.round.last_drawer is None
    for _ in range(100):
        (drawn, *_) = game.apply(Draw())
        assert isinstance(drawn, ev.CardDrawn)
        assert game.round.last_drawer == drawn.seat


# ----- the driver's turns ----------------------------------------------------------------------


def test_every_turn_is_of_the_kind_the_phase_asks_for() -> None:
    rng = random.Random(4)
    kinds: Counter[str] = Counter()
    for seed in range(30):
        game = random_game(rng, seed)
        driver = Driver(game)
        decide = random_decider(rng)
        number = game.round.number
        while game.round.number == number and (turn := driver.next_turn()) is not None:
            kinds[turn.kind] += 1
            current = game.round
            if turn.kind == "draw":
                assert turn.actor == TABLE and current.phase == "draw" and not turn.optional
                answer: Action | None = Draw()
            else:
                assert turn.actor in range(4)
                if turn.kind == "declare":
                    assert current.phase == "draw" and turn.optional
                    assert turn.actor == current.last_drawer
                    assert game.legal_actions(turn.actor)
                else:
                    assert turn.kind == current.phase and not turn.optional
                    assert turn.actor == current.to_act
                answer = decide(game, turn)
            assert driver.accepts(turn, answer)
            driver.apply(turn, answer)
    assert set(kinds) == {"draw", "declare", "last_chance", "bury", "play"}


def test_a_drawer_with_nothing_to_declare_is_not_asked() -> None:
    game = Game(seed=2, humans=(), levels=(5, 5), starter=0)
    driver = Driver(game)
    offers = 0
    while game.round.phase == "draw":
        turn = driver.next_turn()
        assert turn is not None
        if turn.kind == "declare":
            assert game.declarations(turn.seat)
            driver.apply(turn, None)
            offers += 1
            continue
        assert turn.kind == "draw"
        drawer = game.round.next_drawer
        driver.apply(turn, Draw())
        offer = driver.next_turn()
        asked = offer is not None and offer.kind == "declare"
        assert asked == (game.round.phase == "draw" and bool(game.declarations(drawer)))
    assert 0 < offers < 100


def test_an_offer_declined_is_used_up_and_the_table_draws_again() -> None:
    game = Game(seed=2, humans=(), levels=(5, 5), starter=0)
    driver = Driver(game)
    while (turn := driver.next_turn()) is not None and turn.kind != "declare":
        driver.apply(turn, Draw())
    assert turn is not None
    assert driver.apply(turn, None) == []
    assert driver.next_turn() == Turn(TABLE, "draw")
    assert not driver.accepts(turn, None)


def test_a_new_driver_and_an_action_applied_directly_close_an_offer() -> None:
    game = Game(seed=2, humans=(), levels=(5, 5), starter=0)
    driver = Driver(game)
    while (turn := driver.next_turn()) is not None and turn.kind != "declare":
        driver.apply(turn, Draw())
    assert Driver(game).next_turn() == Turn(TABLE, "draw")
    game.apply(Draw())
    assert driver.next_turn() != turn


def test_a_declaration_between_turns_lets_the_last_drawer_answer_it() -> None:
    game = Game(seed=6, humans=(), levels=(5, 5), starter=0)
    stack(game.round, {0: "5S", 1: "5H 5H"})
    driver = Driver(game)
    while game.round.drawn < 6:  # the sixth card is seat 1's second 5H
        turn = driver.next_turn()
        assert turn is not None
        driver.apply(turn, Draw() if turn.kind == "draw" else None)
    offer = Turn(1, "declare")
    assert driver.next_turn() == offer
    driver.apply(offer, None)
    assert driver.next_turn() == Turn(TABLE, "draw")
    events = driver.interject(Declare(0, tuple(cards("5S"))))
    assert [type(e) for e in events] == [ev.Declared]
    assert driver.next_turn() == offer
    assert driver.accepts(offer, Declare(1, tuple(cards("5H 5H"))))
    seen = driver.apply_seen(offer, Declare(1, tuple(cards("5H 5H"))), 1)
    assert [type(e) for e, _ in seen] == [ev.Declared]
    assert seen[-1][1] == game.observation(1)
    assert driver.next_turn() == Turn(TABLE, "draw")


def test_only_a_declaration_while_the_table_draws_can_come_between_turns() -> None:
    game = Game(seed=6, humans=(), levels=(5, 5), starter=0)
    driver = Driver(game)
    with pytest.raises(ValueError, match="only a declaration"):
        driver.interject(Draw())
    game = game_at("play")
    seat = game.round.to_act
    assert seat is not None
    with pytest.raises(ValueError, match="wrong_phase"):
        Driver(game).interject(Declare(seat, (game.round.hands[seat][0],)))


def test_accepts_refuses_a_wrong_seat_a_wrong_kind_illegal_cards_and_a_stale_turn() -> None:
    game = game_at("play")
    driver = Driver(game)
    turn = driver.next_turn()
    assert turn is not None and turn.kind == "play"
    seat = turn.seat
    other = (seat + 1) % 4
    hand = game.round.hands[seat]
    good = game.legal_actions(seat)[0]
    refused: list[Action | None] = [
        None,
        Play(other, (game.round.hands[other][0],)),
        Bury(seat, tuple(hand[:TALON_SIZE])),
        Pass(seat),
        Play(seat, (game.round.hands[other][0],)),
        Play(seat, ()),
    ]
    for answer in refused:
        assert not driver.accepts(turn, answer), answer
        # Of the wrong kind or seat: it answers no turn; of the right one: the rules refuse it.
        with pytest.raises(ValueError, match="does not answer|cards_not_in_hand|no_cards"):
            driver.apply(turn, answer)
    assert not driver.accepts(Turn(other, "play"), Play(other, (game.round.hands[other][0],)))
    assert not driver.accepts(Turn(seat, "bury"), good)
    assert driver.accepts(turn, good)
    driver.apply(turn, good)
    assert not driver.accepts(turn, good)


def test_a_last_chance_needs_an_answer_and_a_bury_eight_cards() -> None:
    game = game_at("last_chance")
    driver = Driver(game)
    turn = driver.next_turn()
    assert turn is not None and turn.kind == "last_chance" and not turn.optional
    assert not driver.accepts(turn, None)
    assert driver.fallback(turn) == Pass(turn.seat)
    assert driver.accepts(turn, Pass(turn.seat))
    game = game_at("bury")
    driver = Driver(game)
    turn = driver.next_turn()
    assert turn is not None and turn.kind == "bury"
    hand = game.round.hands[turn.seat]
    assert not driver.accepts(turn, Bury(turn.seat, tuple(hand[: TALON_SIZE - 1])))
    assert driver.accepts(turn, Bury(turn.seat, tuple(hand[-TALON_SIZE:])))
    assert driver.fallback(turn) == game.legal_actions(turn.seat)[0]


def test_the_table_turn_has_no_seat() -> None:
    with pytest.raises(ValueError, match="no seat's turn"):
        _ = Turn(TABLE, "draw").seat
    assert Driver(Game(seed=1)).fallback(Turn(TABLE, "draw")) == Draw()


# ----- drive -----------------------------------------------------------------------------------


def test_drive_with_random_deciders_ends_every_game() -> None:
    rng = random.Random(17)
    for seed in range(40):
        start = (rng.randint(11, 14), rng.randint(11, 14))
        options = RuleOptions.from_dict(random_options(rng))
        game = Game(options, seed=seed, humans=[0], levels=start, starter=seed % 4)
        assert drive(game, random_decider(rng)) == 0
        assert game.over and game.to_act() is None
    for seed in range(2):
        game = Game(seed=seed, humans=())
        assert drive(game, random_decider(rng)) == 0
        assert game.over and game.winner in (0, 1)


def test_drive_stops_before_a_turn_once_until_holds() -> None:
    game = Game(seed=4, humans=())
    drive(game, random_decider(random.Random(4)), until=lambda g: g.round.phase == "bury")
    assert game.round.phase == "bury" and not game.over


def test_refused_answers_are_replaced_by_the_fallback_and_counted() -> None:
    def wrong(game: Game, turn: Turn) -> Action | None:
        asked.append(turn)
        return Pass((turn.seat + 1) % 4)

    def fallback(game: Game, turn: Turn) -> Action | None:
        return Driver(game).fallback(turn)

    asked: list[Turn] = []
    game = Game(seed=12, humans=(), levels=(13, 13), starter=2)
    refused = drive(game, wrong)
    assert game.over and refused == len(asked) > 0
    twin = Game(seed=12, humans=(), levels=(13, 13), starter=2)
    assert drive(twin, fallback) == 0
    assert twin.to_dict() == game.to_dict()


def test_an_illegal_play_of_the_right_kind_is_refused_too() -> None:
    def no_cards(game: Game, turn: Turn) -> Action | None:
        if turn.kind != "play":
            return Driver(game).fallback(turn)
        plays.append(turn)
        return Play(turn.seat, ())

    plays: list[Turn] = []
    game = Game(seed=13, humans=(), levels=(5, 5), starter=0)
    assert drive(game, no_cards, until=lambda g: bool(g.results)) == len(plays) > 0
