"""The draw, declaring trumps and the talon exchange, driven through ``Game`` (RULES.md §2.1–2.3).

Hands are controlled by stacking ``round.pack`` before the first draw: the k-th card drawn goes to
seat ``(first_drawer + k) % 4`` and the last 8 cards of the pack are the talon.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import pytest

from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Action, Bury, Declare, Draw, Pass, Play
from tractor_desktop.engine.cards import Card, Suit, card, cards, double_pack, rank_number
from tractor_desktop.engine.declaring import reveal_trump_suit
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.engine.round import Round
from tractor_desktop.engine.trump import Trump

HAND = 25
DRAWN = 100
E = TypeVar("E")


# ----- helpers ---------------------------------------------------------------------------------


def stack(rnd: Round, first_draws: Mapping[int, str], talon: str = "") -> None:
    """Make each seat draw the given cards first (in order) and put ``talon`` at the bottom.

    ``-`` leaves a draw as it is. The other cards keep their seeded order, so the pack stays a
    shuffled double pack.
    """
    assert rnd.drawn == 0, "stack the pack before anything is drawn"
    placed: dict[int, Card] = {}
    for seat, codes in first_draws.items():
        for i, code in enumerate(codes.split()):
            if code != "-":
                placed[(seat - rnd.first_drawer) % 4 + 4 * i] = card(code)
    for i, c in enumerate(cards(talon)):
        placed[DRAWN + i] = c
    left = Counter(double_pack())
    left.subtract(placed.values())
    assert min(left.values()) >= 0, "more than two copies of a card"
    rest: list[Card] = []
    for c in rnd.pack:
        if left[c] > 0:
            left[c] -= 1
            rest.append(c)
    it = iter(rest)
    rnd.pack = [placed[k] if k in placed else next(it) for k in range(108)]
    assert Counter(rnd.pack) == Counter(double_pack())


def draw(game: Game, n: int) -> list[ev.Event]:
    out: list[ev.Event] = []
    for _ in range(n):
        out.extend(game.apply(Draw()))
    return out


def draw_all(game: Game) -> list[ev.Event]:
    return draw(game, DRAWN - game.round.drawn)


def pass_all(game: Game) -> list[ev.Event]:
    out: list[ev.Event] = []
    while game.round.phase == "last_chance":
        seat = game.round.to_act
        assert seat is not None
        out.extend(game.apply(Pass(seat)))
    return out


def declare(seat: int, codes: str) -> Declare:
    return Declare(seat, tuple(cards(codes)))


def refused(game: Game, action: Action) -> str:
    """The reason code of an illegal action; also checks that applying it changes nothing."""
    verdict = game.is_legal(action)
    assert not verdict, f"{action} was allowed"
    before = snapshot(game)
    with pytest.raises(ValueError, match=verdict.code):
        game.apply(action)
    assert snapshot(game) == before
    return verdict.code


def snapshot(game: Game) -> object:
    rnd = game.round
    return (
        rnd.phase,
        rnd.drawn,
        [list(h) for h in rnd.hands],
        rnd.standing,
        list(rnd.declarations),
        rnd.starter,
        rnd.last_chance_turn,
        list(rnd.talon),
        len(game.actions),
    )


def of_type(events: Sequence[ev.Event], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


def first_round(seed: int = 1, **options: Any) -> Game:
    return Game(RuleOptions(**options), seed, humans=())


def later_round(seed: int = 1, **options: Any) -> Game:
    """Team 1 (seats 1 and 3) declare at level 3; team 0 is at 5; seat 1 starts."""
    return Game(RuleOptions(**options), seed, humans=(), levels=(5, 3), starter=1)


# ----- the draw --------------------------------------------------------------------------------


@pytest.mark.parametrize("first_drawer", range(4))
def test_cards_are_drawn_one_at_a_time_in_playing_order_from_the_first_drawer(
    first_drawer: int,
) -> None:
    game = next(g for g in map(first_round, range(100)) if g.round.first_drawer == first_drawer)
    rnd = game.round
    pack = list(rnd.pack)
    for k in range(DRAWN):
        assert rnd.next_drawer == (rnd.first_drawer + k) % 4
        events = game.apply(Draw())
        drawn = events[0]
        assert isinstance(drawn, ev.CardDrawn)
        assert drawn.seat == (rnd.first_drawer + k) % 4
        assert drawn.card is pack[k]
        assert drawn.remaining == DRAWN - 1 - k
    for seat in range(4):
        assert rnd.hands[seat] == [
            pack[k] for k in range(DRAWN) if (rnd.first_drawer + k) % 4 == seat
        ]


def test_each_player_draws_25_cards_and_8_are_left_as_the_talon() -> None:
    game = first_round()
    events = draw_all(game)
    rnd = game.round
    assert [len(h) for h in rnd.hands] == [HAND] * 4
    assert len(rnd.pack[DRAWN:]) == 8
    assert Counter(c for h in rnd.hands for c in h) + Counter(rnd.pack[DRAWN:]) == Counter(
        double_pack()
    )
    assert of_type(events, ev.LastChances) == [ev.LastChances(rnd.first_drawer)]
    assert rnd.phase == "last_chance"
    assert refused(game, Draw()) == "wrong_phase"


def test_the_pack_is_a_shuffled_double_pack() -> None:
    game = first_round()
    assert Counter(game.round.pack) == Counter(double_pack())
    assert game.round.pack != double_pack()


def test_the_first_drawer_of_a_first_round_is_a_random_seat() -> None:
    drawers = {first_round(seed).round.first_drawer for seed in range(40)}
    assert drawers == {0, 1, 2, 3}


def test_the_first_drawer_of_a_later_round_is_the_starter() -> None:
    for seed in range(8):
        game = Game(seed=seed, levels=(5, 3), starter=seed % 4)
        assert game.round.first_drawer == seed % 4
        first = draw(game, 1)[0]
        assert isinstance(first, ev.CardDrawn) and first.seat == seed % 4


def test_the_round_started_event_names_the_first_drawer_and_the_level() -> None:
    game = later_round()
    (started,) = game.round.opening
    assert started == ev.RoundStarted(0, 3, (5, 3), 1, 1)
    game = first_round()
    (started,) = game.round.opening
    assert isinstance(started, ev.RoundStarted)
    assert started.starter is None and started.level == 2
    assert started.first_drawer == game.round.first_drawer


# ----- declaring: holding the cards, the window ----------------------------------------------


def test_a_declaration_is_accepted_only_once_the_cards_are_drawn() -> None:
    game = first_round()
    seat = (game.round.first_drawer + 2) % 4
    stack(game.round, {seat: "3S 2H 4S"}, talon="2H")
    # seat draws its 2H as its second card: draw number 4 + 2 = 6 overall.
    draw(game, 6)
    assert refused(game, declare(seat, "2H")) == "cards_not_in_hand"
    draw(game, 1)
    events = game.apply(declare(seat, "2H"))
    standing = game.round.standing
    assert standing is not None
    assert events == [ev.Declared(standing, None)]
    assert standing.seat == seat and standing.kind == "single" and standing.suit is Suit.HEARTS


def test_a_pair_is_accepted_only_when_both_copies_are_held() -> None:
    game = first_round()
    seat = game.round.first_drawer
    stack(game.round, {seat: "2D 3S 2D"})
    draw(game, 5)
    assert refused(game, declare(seat, "2D 2D")) == "cards_not_in_hand"
    game.apply(declare(seat, "2D"))
    draw(game, 4)
    game.apply(declare(seat, "2D 2D"))
    assert game.round.standing is not None and game.round.standing.kind == "pair"


def test_a_declaration_may_be_made_right_after_the_first_card() -> None:
    game = first_round()
    seat = game.round.first_drawer
    stack(game.round, {seat: "2C"})
    draw(game, 1)
    game.apply(declare(seat, "2C"))
    assert game.round.declarers == seat % 2


def test_a_declaration_may_be_made_until_the_last_card_is_drawn() -> None:
    game = first_round()
    f = game.round.first_drawer
    second_last, last = (f + 2) % 4, (f + 3) % 4
    stack(game.round, {second_last: "- " * 24 + "2S", last: "- " * 24 + "2S"})
    draw(game, 98)
    assert refused(game, declare(second_last, "2S")) == "cards_not_in_hand"
    draw(game, 1)
    game.apply(declare(second_last, "2S"))
    assert refused(game, declare(last, "2S")) == "cards_not_in_hand"
    draw(game, 1)
    assert game.round.phase == "last_chance"
    for seat in (f, (f + 1) % 4, second_last):
        game.apply(Pass(seat))
    assert refused(game, declare(last, "2S")) == "single_cannot_override"


@pytest.mark.parametrize("seat", [-1, 4])
def test_only_the_four_seats_may_declare(seat: int) -> None:
    game = first_round()
    stack(game.round, {3: "2H"})
    draw(game, 4)
    # There is no such seat: it is never its turn, and applying the declaration changes nothing.
    assert refused(game, declare(seat, "2H")) == "not_your_turn"


def test_nobody_may_declare_with_cards_another_player_holds() -> None:
    game = first_round()
    f = game.round.first_drawer
    stack(game.round, {f: "2H", (f + 1) % 4: "2H"})
    draw(game, 4)
    assert refused(game, declare((f + 2) % 4, "2H")) == "cards_not_in_hand"


@pytest.mark.parametrize("shown", ["3H", "2H 2S", "RJ BJ", "BJ", "RJ", "3H 3H", "2H 3H"])
def test_only_a_rank_card_an_identical_rank_pair_or_a_joker_pair_declares(shown: str) -> None:
    game = first_round()
    seat = game.round.first_drawer
    stack(game.round, {seat: "2H 2H 2S 3H 3H RJ BJ"})
    draw(game, 28)
    assert refused(game, declare(seat, shown)) == "not_a_declaration"


def test_three_copies_can_never_be_shown() -> None:
    game = first_round()
    seat = game.round.first_drawer
    stack(game.round, {seat: "2H 2H"})
    draw(game, 8)
    assert refused(game, declare(seat, "2H 2H 2H")) in ("cards_not_in_hand", "not_a_declaration")


def test_a_rank_card_declares_its_suit_and_a_joker_pair_declares_no_trump() -> None:
    game = first_round()
    f = game.round.first_drawer
    stack(game.round, {f: "2S", (f + 1) % 4: "BJ BJ"})
    draw(game, 8)
    game.apply(declare(f, "2S"))
    assert game.observation(f).trump == Trump(2, Suit.SPADES)
    game.apply(declare((f + 1) % 4, "BJ BJ"))
    draw_all(game)
    events = pass_all(game)
    (settled,) = of_type(events, ev.TrumpSettled)
    assert settled.trump == Trump(2, None)


# ----- declaring: overrides (RULES.md §2.1) ---------------------------------------------------

#: What each seat draws first: enough for every override in the table below.
HOLDINGS = {0: "2H 2H 2C BJ BJ", 1: "2S 2S RJ RJ 2C", 2: "2D 2D", 3: "3S"}


def holding_game(**options: Any) -> Game:
    """A first round in which every seat holds its ``HOLDINGS`` (after 20 draws)."""
    game = first_round(5, **options)
    stack(game.round, HOLDINGS)
    draw(game, 20)
    return game


OVERRIDES = [
    # (first declaration, second declaration, refusal code or "" when it stands)
    ((0, "2H"), (1, "2C"), "single_cannot_override"),
    ((0, "2H"), (1, "2S 2S"), ""),
    ((0, "2H"), (1, "RJ RJ"), ""),
    ((0, "2H"), (2, "2D 2D"), ""),
    ((0, "2H 2H"), (1, "2S 2S"), "only_jokers_override_pair"),
    ((0, "2H 2H"), (1, "2C"), "only_jokers_override_pair"),
    ((0, "2H 2H"), (1, "RJ RJ"), ""),
    ((0, "BJ BJ"), (1, "RJ RJ"), "declaration_final"),
    ((1, "RJ RJ"), (0, "BJ BJ"), "declaration_final"),
    ((0, "BJ BJ"), (1, "2S 2S"), "declaration_final"),
    ((0, "BJ BJ"), (1, "2C"), "declaration_final"),
    ((0, "2H"), (0, "2C"), "cannot_change_own_declaration"),
    ((0, "2C"), (0, "2H 2H"), "cannot_change_own_declaration"),
    ((0, "2H"), (0, "BJ BJ"), "cannot_change_own_declaration"),
    ((0, "2H 2H"), (0, "BJ BJ"), "cannot_change_own_declaration"),
    ((0, "2H"), (0, "2H 2H"), ""),
]


@pytest.mark.parametrize(("first", "second", "code"), OVERRIDES)
def test_declaration_overrides_follow_the_single_pair_jokers_ladder(
    first: tuple[int, str], second: tuple[int, str], code: str
) -> None:
    game = holding_game()
    game.apply(declare(*first))
    standing = game.round.standing
    if code:
        assert refused(game, declare(*second)) == code
        assert game.round.standing == standing
    else:
        events = game.apply(declare(*second))
        new = game.round.standing
        assert new is not None
        assert events == [ev.Declared(new, standing)]
        assert new.seat == second[0] and new.cards == tuple(cards(second[1]))


def test_a_single_cannot_cancel_a_single() -> None:
    game = holding_game()
    game.apply(declare(0, "2H"))
    assert refused(game, declare(1, "2C")) == "single_cannot_override"


def test_a_pair_cannot_cancel_a_pair() -> None:
    game = holding_game()
    game.apply(declare(1, "2S 2S"))
    assert refused(game, declare(0, "2H 2H")) == "only_jokers_override_pair"


def test_a_red_joker_pair_does_not_beat_a_black_joker_pair() -> None:
    game = holding_game()
    game.apply(declare(0, "BJ BJ"))
    assert refused(game, declare(1, "RJ RJ")) == "declaration_final"


def test_a_partner_may_cancel_a_single_with_a_pair() -> None:
    game = holding_game()
    game.apply(declare(0, "2H"))
    game.apply(declare(2, "2D 2D"))
    assert game.round.provisional_starter == 2


def test_a_player_whose_single_was_cancelled_may_come_back_with_jokers() -> None:
    game = holding_game()
    game.apply(declare(0, "2H"))
    game.apply(declare(1, "2S 2S"))
    game.apply(declare(0, "BJ BJ"))
    assert game.round.standing is not None and game.round.standing.seat == 0
    assert game.round.standing.suit is None


def test_self_reinforcing_turns_a_single_into_a_pair_that_only_jokers_cancel() -> None:
    game = holding_game()
    game.apply(declare(0, "2H"))
    game.apply(declare(0, "2H 2H"))
    assert game.round.standing is not None and game.round.standing.kind == "pair"
    assert refused(game, declare(1, "2S 2S")) == "only_jokers_override_pair"
    game.apply(declare(1, "RJ RJ"))
    assert game.round.standing.seat == 1


def test_self_reinforcing_is_refused_when_the_option_is_off() -> None:
    game = holding_game(allow_self_reinforce=False)
    game.apply(declare(0, "2H"))
    assert refused(game, declare(0, "2H 2H")) == "cannot_reinforce"
    # the single still stands and others may still cancel it with a pair
    game.apply(declare(1, "2S 2S"))
    assert game.round.standing is not None and game.round.standing.seat == 1


def test_a_player_may_not_switch_their_own_declaration_to_another_suit() -> None:
    game = holding_game()
    game.apply(declare(0, "2C"))
    assert refused(game, declare(0, "2H")) == "cannot_change_own_declaration"
    assert refused(game, declare(0, "2H 2H")) == "cannot_change_own_declaration"
    assert refused(game, declare(0, "BJ BJ")) == "cannot_change_own_declaration"


def test_every_shown_declaration_stays_public_in_order() -> None:
    game = holding_game()
    game.apply(declare(0, "2H"))
    game.apply(declare(1, "2S 2S"))
    game.apply(declare(0, "BJ BJ"))
    shown = [(d.seat, d.cards) for d in game.observation(3).declarations]
    assert shown == [
        (0, tuple(cards("2H"))),
        (1, tuple(cards("2S 2S"))),
        (0, tuple(cards("BJ BJ"))),
    ]
    # revealed cards stay in their owner's hand
    assert Counter(game.round.hands[0])[card("BJ")] == 2


# ----- the last chance -------------------------------------------------------------------------


def test_after_the_draw_each_player_gets_one_last_chance_in_order_from_the_first_drawer() -> None:
    game = first_round()
    f = game.round.first_drawer
    stack(game.round, {s: "2S" if s == (f + 2) % 4 else "" for s in range(4)})
    draw_all(game)
    order: list[int] = []
    for i in range(4):
        seat = (f + i) % 4
        assert game.round.to_act == seat
        assert game.observation(seat).to_act == seat
        for other in range(4):
            if other != seat:
                assert refused(game, Pass(other)) == "not_your_turn"
        if seat == (f + 2) % 4:
            assert refused(game, Declare((f + 3) % 4, ())) == "not_your_turn"
            events = game.apply(declare(seat, "2S"))
        else:
            events = game.apply(Pass(seat))
            assert events[0] == ev.Passed(seat)
        order.append(seat)
    assert order == [(f + i) % 4 for i in range(4)]
    assert of_type(events, ev.TrumpSettled)
    assert game.round.phase == "bury"
    assert game.round.starter == (f + 2) % 4


def test_only_the_seat_to_act_may_declare_in_the_last_chance() -> None:
    game = first_round()
    f = game.round.first_drawer
    late = (f + 1) % 4
    stack(game.round, {late: "2D"})
    draw_all(game)
    assert refused(game, declare(late, "2D")) == "not_your_turn"
    game.apply(Pass(f))
    game.apply(declare(late, "2D"))
    assert game.round.to_act == (f + 2) % 4


def test_a_declaration_can_still_be_cancelled_in_the_last_chance() -> None:
    game = first_round()
    f = game.round.first_drawer
    stack(game.round, {f: "2H", (f + 3) % 4: "2C 2C"})
    draw(game, 8)
    game.apply(declare(f, "2H"))
    draw_all(game)
    for seat in (f, (f + 1) % 4, (f + 2) % 4):
        game.apply(Pass(seat))
    events = game.apply(declare((f + 3) % 4, "2C 2C"))
    (settled,) = of_type(events, ev.TrumpSettled)
    assert settled.trump == Trump(2, Suit.CLUBS)
    assert settled.starter == (f + 3) % 4 and settled.declarers == (f + 3) % 2


def test_a_refused_declaration_does_not_use_up_the_last_chance() -> None:
    game = first_round()
    f = game.round.first_drawer
    stack(game.round, {f: "2D 3D"})
    draw_all(game)
    assert refused(game, declare(f, "3D")) == "not_a_declaration"
    assert game.round.to_act == f
    game.apply(declare(f, "2D"))
    assert game.round.to_act == (f + 1) % 4


def test_pass_is_only_for_the_last_chance() -> None:
    game = first_round()
    draw(game, 10)
    assert refused(game, Pass(game.round.next_drawer)) == "wrong_phase"


def test_each_player_has_only_one_last_chance() -> None:
    game = first_round()
    f = game.round.first_drawer
    stack(game.round, {f: "2H 2H"})
    draw_all(game)
    game.apply(declare(f, "2H"))
    game.apply(Pass((f + 1) % 4))
    # the first drawer's chance is spent: reinforcing now is out of turn
    assert refused(game, declare(f, "2H 2H")) == "not_your_turn"


# ----- first round: who starts, nobody declaring ----------------------------------------------


def test_in_a_first_round_the_standing_declarer_starts_and_their_team_declares() -> None:
    game = first_round()
    f = game.round.first_drawer
    a, b = (f + 1) % 4, (f + 2) % 4
    stack(game.round, {a: "2H", b: "2S 2S"}, talon="3D 4D 5D 6D 7D 8D 9D 10D")
    draw(game, 12)
    game.apply(declare(a, "2H"))
    assert game.round.provisional_starter == a
    game.apply(declare(b, "2S 2S"))
    draw_all(game)
    events = pass_all(game)
    assert of_type(events, ev.TrumpSettled) == [ev.TrumpSettled(Trump(2, Suit.SPADES), b, b % 2)]
    assert of_type(events, ev.TalonPickedUp) == [
        ev.TalonPickedUp(b, tuple(cards("3D 4D 5D 6D 7D 8D 9D 10D")))
    ]
    rnd = game.round
    assert rnd.starter == b and rnd.declarers == b % 2
    assert rnd.phase == "bury" and rnd.to_act == b
    assert len(rnd.hands[b]) == 33
    assert [len(h) for s, h in enumerate(rnd.hands) if s != b] == [HAND] * 3


def test_nobody_declaring_in_a_first_round_means_a_new_deal() -> None:
    game = first_round(3)
    old_pack = list(game.round.pack)
    draw_all(game)
    events = pass_all(game)
    rnd = game.round
    redealt = of_type(events, ev.Redealt)
    assert redealt == [ev.Redealt(rnd.first_drawer)]
    started = of_type(events, ev.RoundStarted)
    assert started == [ev.RoundStarted(0, 2, (2, 2), None, rnd.first_drawer)]
    assert not of_type(events, ev.TrumpSettled) and not of_type(events, ev.TalonRevealed)
    assert rnd.phase == "draw" and rnd.drawn == 0
    assert rnd.hands == [[], [], [], []]
    assert rnd.declarations == [] and rnd.standing is None and rnd.starter is None
    assert Counter(rnd.pack) == Counter(double_pack()) and rnd.pack != old_pack
    assert game.round.number == 0
    # and the new deal is drawn normally from its first drawer
    first = draw(game, 1)[0]
    assert isinstance(first, ev.CardDrawn) and first.seat == rnd.first_drawer


def test_a_redeal_draws_a_new_random_first_drawer() -> None:
    drawers = set()
    for seed in range(24):
        game = first_round(seed)
        draw_all(game)
        pass_all(game)
        drawers.add(game.round.first_drawer)
    assert drawers == {0, 1, 2, 3}


def test_a_declaration_after_a_redeal_settles_the_first_round_normally() -> None:
    game = first_round(4)
    draw_all(game)
    pass_all(game)
    seat = (game.round.first_drawer + 3) % 4
    stack(game.round, {seat: "2D"})
    draw(game, 4)
    game.apply(declare(seat, "2D"))
    draw_all(game)
    pass_all(game)
    assert game.round.starter == seat and game.round.phase == "bury"


def test_the_opening_events_describe_the_current_deal_after_a_redeal() -> None:
    for seed in range(10):
        game = first_round(seed)
        first = game.round.first_drawer
        draw_all(game)
        pass_all(game)
        if game.round.first_drawer != first:
            break
    else:
        raise AssertionError("every redeal kept its first drawer")
    (started,) = game.round.opening
    assert isinstance(started, ev.RoundStarted)
    assert started.first_drawer == game.round.first_drawer


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5])
def test_reveal_talon_option_lets_the_first_drawer_start_when_nobody_declares(seed: int) -> None:
    game = first_round(seed, first_round_no_declaration="reveal_talon")
    rnd = game.round
    f = rnd.first_drawer
    talon = rnd.pack[DRAWN:]
    suit, turned = reveal_trump_suit(talon, 2)
    draw_all(game)
    events = pass_all(game)
    assert not of_type(events, ev.Redealt)
    assert of_type(events, ev.TalonRevealed) == [ev.TalonRevealed(tuple(talon[:turned]))]
    assert of_type(events, ev.TrumpSettled) == [ev.TrumpSettled(Trump(2, suit), f, f % 2)]
    assert rnd.starter == f and rnd.declarers == f % 2 and rnd.phase == "bury"
    assert len(rnd.hands[f]) == 33


def test_reveal_talon_option_changes_nothing_when_someone_declared() -> None:
    game = first_round(first_round_no_declaration="reveal_talon")
    seat = (game.round.first_drawer + 1) % 4
    stack(game.round, {seat: "2C"})
    draw(game, 4)
    game.apply(declare(seat, "2C"))
    draw_all(game)
    events = pass_all(game)
    assert not of_type(events, ev.TalonRevealed)
    assert game.round.starter == seat
    assert game.round.revealed_talon is None


# ----- later rounds ------------------------------------------------------------------------


def test_in_a_later_round_the_trump_rank_is_the_declarers_level() -> None:
    game = later_round()
    assert game.round.level == 3
    stack(game.round, {0: "5H 3H"})
    draw(game, 8)
    assert refused(game, declare(0, "5H")) == "not_a_declaration"
    game.apply(declare(0, "3H"))
    assert game.observation(2).trump == Trump(3, Suit.HEARTS)


@pytest.mark.parametrize("declarer", [0, 1, 2, 3])
def test_in_a_later_round_declaring_never_changes_the_starter(declarer: int) -> None:
    game = later_round()
    stack(game.round, {declarer: "3D"})
    draw(game, 4)
    game.apply(declare(declarer, "3D"))
    assert game.observation(0).starter == 1 and game.observation(0).declarers == 1
    draw_all(game)
    events = pass_all(game)
    assert of_type(events, ev.TrumpSettled) == [ev.TrumpSettled(Trump(3, Suit.DIAMONDS), 1, 1)]
    assert game.round.to_act == 1 and len(game.round.hands[1]) == 33


def test_in_a_later_round_a_joker_pair_makes_a_no_trump_round_at_the_declarers_level() -> None:
    game = later_round()
    stack(game.round, {2: "RJ RJ"})
    draw(game, 8)
    game.apply(declare(2, "RJ RJ"))
    draw_all(game)
    events = pass_all(game)
    assert of_type(events, ev.TrumpSettled) == [ev.TrumpSettled(Trump(3, None), 1, 1)]


def test_in_a_later_round_the_last_chances_start_from_the_starter() -> None:
    game = later_round()
    draw_all(game)
    assert game.round.to_act == 1
    assert refused(game, Pass(0)) == "not_your_turn"
    for seat in (1, 2, 3):
        game.apply(Pass(seat))
        assert game.round.to_act == (seat + 1) % 4


def turn_up(talon: Sequence[Card], rank: int) -> tuple[Suit, int]:
    """RULES.md §2.1 written out: the first trump-rank card turned, else the first of the
    highest-ranking non-jokers (every card turned)."""
    for i, c in enumerate(talon):
        if c.rank == rank and c.suit is not None:
            return c.suit, i + 1
    plain = [c for c in talon if c.suit is not None]
    best = max(c.rank for c in plain)
    first = next(c for c in plain if c.rank == best)
    assert first.suit is not None
    return first.suit, len(talon)


@pytest.mark.parametrize("seed", range(8))
def test_in_a_later_round_nobody_declaring_turns_up_the_talon(seed: int) -> None:
    game = later_round(seed)
    rnd = game.round
    talon = rnd.pack[DRAWN:]
    suit, turned = reveal_trump_suit(talon, 3)
    assert (suit, turned) == turn_up(talon, 3)
    draw_all(game)
    events = pass_all(game)
    assert of_type(events, ev.TalonRevealed) == [ev.TalonRevealed(tuple(talon[:turned]))]
    assert not of_type(events, ev.Redealt)
    assert of_type(events, ev.TrumpSettled) == [ev.TrumpSettled(Trump(3, suit), 1, 1)]
    assert of_type(events, ev.TalonPickedUp) == [ev.TalonPickedUp(1, tuple(talon))]
    assert rnd.revealed_talon == talon[:turned]
    assert all(game.observation(s).revealed_talon == tuple(talon[:turned]) for s in range(4))


REVEALS = [
    # (talon in the order turned, trump suit, cards turned) at trump rank 3
    ("4S 9D 3C 3H AS AS KD 2H", "C", 3),
    ("3D 4S 9D 3C AS AS KD 2H", "D", 1),
    ("BJ RJ 4S 3S AS AH KD 2H", "S", 4),
    ("4S 9D QC JH 10S KD 2H 5C", "D", 8),
    ("4S KH QC KD 10S KD 2H 5C", "H", 8),
    ("BJ 2C RJ BJ 2S AC 2D AD", "C", 8),
]


@pytest.mark.parametrize(("talon", "suit", "turned"), REVEALS)
def test_the_talon_reveal_stops_at_the_first_rank_card_or_else_takes_the_highest_card(
    talon: str, suit: str, turned: int
) -> None:
    game = later_round()
    stack(game.round, {}, talon=talon)
    draw_all(game)
    events = pass_all(game)
    assert of_type(events, ev.TalonRevealed) == [ev.TalonRevealed(tuple(cards(talon)[:turned]))]
    (settled,) = of_type(events, ev.TrumpSettled)
    assert settled.trump == Trump(3, Suit.parse(suit))


def test_in_a_later_round_a_declaration_prevents_the_talon_reveal() -> None:
    game = later_round()
    stack(game.round, {3: "3S"})
    draw(game, 4)
    game.apply(declare(3, "3S"))
    draw_all(game)
    events = pass_all(game)
    assert not of_type(events, ev.TalonRevealed)
    assert game.round.revealed_talon is None
    assert of_type(events, ev.TrumpSettled) == [ev.TrumpSettled(Trump(3, Suit.SPADES), 1, 1)]


def test_later_round_levels_are_those_of_the_game() -> None:
    game = Game(levels=(rank_number("J"), rank_number("4")), starter=2)
    assert game.round.level == rank_number("J")
    assert game.observation(0).levels == (rank_number("J"), 4)


# ----- the talon exchange ------------------------------------------------------------------


def settled_later_round(seed: int = 1) -> Game:
    game = later_round(seed)
    draw_all(game)
    pass_all(game)
    assert game.round.phase == "bury"
    return game


def test_the_starter_picks_up_the_talon_and_holds_33_cards() -> None:
    game = later_round()
    talon = list(game.round.pack[DRAWN:])
    draw_all(game)
    hand_before = list(game.round.hands[1])
    pass_all(game)
    assert Counter(game.round.hands[1]) == Counter(hand_before + talon)
    assert game.observation(1).hand_sizes == (25, 33, 25, 25)
    assert game.round.talon == []


def test_the_starter_must_bury_exactly_eight_cards() -> None:
    game = settled_later_round()
    hand = game.round.hands[1]
    assert refused(game, Bury(1, tuple(hand[:7]))) == "must_bury_eight"
    assert refused(game, Bury(1, tuple(hand[:9]))) == "must_bury_eight"
    assert refused(game, Bury(1, ())) == "must_bury_eight"


def test_only_the_starter_buries() -> None:
    game = settled_later_round()
    for seat in (0, 2, 3):
        assert refused(game, Bury(seat, tuple(game.round.hands[seat][:8]))) == "not_your_turn"


def test_the_starter_can_bury_only_cards_in_hand() -> None:
    game = settled_later_round()
    hand = game.round.hands[1]
    missing = next(c for c in game.round.hands[0] if c not in hand)
    assert refused(game, Bury(1, (*hand[:7], missing))) == "cards_not_in_hand"
    single = next(c for c in hand if Counter(hand)[c] == 1)
    others = [c for c in hand if c is not single][:6]
    assert refused(game, Bury(1, (single, single, *others))) == "cards_not_in_hand"


def test_burying_is_possible_only_in_the_bury_phase() -> None:
    game = later_round()
    draw(game, 40)
    assert refused(game, Bury(1, tuple(game.round.hands[1][:8]))) == "wrong_phase"
    draw_all(game)
    assert refused(game, Bury(1, tuple(game.round.hands[1][:8]))) == "wrong_phase"
    pass_all(game)
    game.apply(Bury(1, tuple(game.round.hands[1][:8])))
    assert refused(game, Bury(1, tuple(game.round.hands[1][:8]))) == "wrong_phase"


def test_nothing_but_burying_is_allowed_in_the_bury_phase() -> None:
    game = settled_later_round()
    hand = game.round.hands[1]
    assert refused(game, Draw()) == "wrong_phase"
    assert refused(game, Pass(1)) == "wrong_phase"
    assert refused(game, Play(1, (hand[0],))) == "wrong_phase"
    trump_rank_card = next((c for c in hand if c.rank == 3), None)
    if trump_rank_card is not None:
        assert refused(game, Declare(1, (trump_rank_card,))) == "wrong_phase"


def test_any_eight_cards_may_be_buried_points_and_trumps_included() -> None:
    game = settled_later_round()
    rnd = game.round
    ctx = rnd.ctx
    assert ctx is not None
    hand = rnd.hands[1]
    chosen = sorted(hand, key=lambda c: (-c.points, not ctx.is_trump(c), c.index))[:8]
    assert sum(c.points for c in chosen) > 0
    events = game.apply(Bury(1, tuple(chosen)))
    assert events == [ev.TalonBuried(1, tuple(chosen))]
    assert rnd.talon == chosen
    assert len(rnd.hands[1]) == HAND
    assert rnd.phase == "play" and rnd.to_act == 1


def test_burying_returns_the_hand_to_25_cards_and_the_starter_leads() -> None:
    game = settled_later_round()
    rnd = game.round
    before = Counter(rnd.hands[1])
    buried = tuple(rnd.hands[1][-8:])
    game.apply(Bury(1, buried))
    assert Counter(rnd.hands[1]) == before - Counter(buried)
    assert [len(h) for h in rnd.hands] == [HAND] * 4
    assert rnd.phase == "play" and rnd.to_act == 1
    assert Counter(c for h in rnd.hands for c in h) + Counter(rnd.talon) == Counter(double_pack())
