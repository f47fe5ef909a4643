"""No hidden card leaks: every card the table sends seat s is in s's hand, or public (played,
shown in a declaration or a failed throw, turned up from the talon), or the talon s buried."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.net.table_moves import next_move
from tests.tiers import slow
from tractor_desktop.engine.cards import card
from tractor_desktop.engine.round import Round
from tractor_desktop.net.seats import WATCHERS, Outgoing
from tractor_desktop.net.table import Table


def card_codes(value: Any) -> list[str]:
    """Every string anywhere in a message that is a card's code."""
    if isinstance(value, str):
        try:
            card(value)
        except ValueError:
            return []
        return [value]
    if isinstance(value, dict):
        return [c for v in value.values() for c in card_codes(v)]
    if isinstance(value, list):
        return [c for v in value for c in card_codes(v)]
    return []


def codes_of(cards: Any) -> Counter[str]:
    return Counter(c.code for c in cards)


def public(round_: Round) -> Counter[str]:
    """What every seat has been shown of a round."""
    shown: Counter[str] = Counter()
    tricks = [*round_.tricks, *([round_.current] if round_.current else [])]
    for trick in tricks:
        for play in trick.plays:
            shown += codes_of(play)
        if trick.failed_throw is not None:
            shown += codes_of(trick.failed_throw.attempted)
    for declaration in round_.declarations:
        shown += codes_of(declaration.cards)
    shown += codes_of(round_.revealed_talon or ())
    if round_.phase == "scored":
        shown += codes_of(round_.talon)  # turned up for everyone at the end of a round
    return shown


def own(round_: Round, seat: int) -> Counter[str]:
    """What seat has held this round, as far as anything of it may still be in a message."""
    held = codes_of(round_.hands[seat])
    for trick in [*round_.tricks, *([round_.current] if round_.current else [])]:
        index = (seat - trick.leader) % 4
        if index < len(trick.plays):
            held += codes_of(trick.plays[index])
    if seat == round_.starter and round_.phase in ("play", "scored"):
        held += codes_of(round_.talon)
    return held


class Ledger:
    """Checks each message against the true game, round by round for each seat."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.rounds: dict[int, Round] = {}
        self.round_of = {seat: 0 for seat in (0, 1, 2, 3, WATCHERS)}
        self.checked = 0

    def note_round(self) -> None:
        game = self.table.game
        assert game is not None
        self.rounds.setdefault(game.round.number, game.round)

    def seated(self, seat: int) -> None:
        """A person takes a seat somebody left: its messages from now on are of this round
        (it was told nothing while a computer player played it)."""
        game = self.table.game
        assert game is not None
        self.note_round()
        self.round_of[seat] = game.round.number

    def check(self, out: list[Outgoing]) -> None:
        self.note_round()
        game = self.table.game
        for seat, message in out:
            self.checked += 1
            kind = message.get("type")
            if kind == "game_over":
                assert game is not None and game.over
                continue  # the log, seed and all, is told when the game is over
            text = json.dumps(message)
            assert '"seed"' not in text and '"token"' not in text
            current = self.rounds[self.round_of[seat]]
            if kind == "round_over":
                assert Counter(message["talon"]) == codes_of(current.talon)
                self.round_of[seat] += 1
                continue
            if kind != "observation":
                assert not card_codes(message), message
                continue
            view = message["observation"]
            shown = Counter(card_codes(message.get("event")))
            if seat == WATCHERS:  # a spectator: public cards only, from seat 0's chair
                assert view["seat"] == 0 and not view["hand"] and view["talon"] is None
                assert shown <= public(current), (seat, shown - public(current))
            else:
                assert view["seat"] == seat
                hand = Counter(view["hand"])
                assert hand <= own(current, seat), (seat, hand - own(current, seat))
                mine = own(current, seat) + public(current)
                assert shown <= mine, (seat, message["event"], shown - mine)
            if view["talon"] is not None:
                assert seat == current.starter
                assert Counter(view["talon"]) == codes_of(current.talon)
            # The score sheet: each round scored, with the talon turned up at its end.
            number = self.round_of[seat]
            scored = [self.rounds[n] for n in range(number + (view["phase"] == "scored"))]
            assert [Counter(r["talon"]) for r in view["results"]] == [
                codes_of(r.talon) for r in scored
            ]
            rest = Counter(
                card_codes({k: v for k, v in view.items() if k not in ("hand", "talon", "results")})
            )
            assert rest <= public(current), (seat, rest - public(current))


def play(table: Table, ledger: Ledger, rng: random.Random, steps: int) -> None:
    game = table.game
    assert game is not None
    tokens = {s.index: s.token for s in table.seats}
    for _ in range(steps):
        if game.over:
            return
        roll = rng.random()
        if roll < 0.01:  # a link drops; a computer player covers; the person comes back
            seat = rng.randrange(4)
            ledger.check(table.drop(seat))
            ledger.check(table.cover(seat))
            continue
        if roll < 0.03:
            away = [s.index for s in table.seats if s.covered]
            if away:
                _, out = table.rejoin(tokens[rng.choice(away)])
                ledger.check(out)
                continue
        if roll < 0.04:  # a person leaves; a computer player plays the seat until one sits
            people = [s.index for s in table.seats if s.kind == "human"]
            if people:
                ledger.check(table.leave(rng.choice(people)))
                continue
        if roll < 0.05:  # a person sits at a seat someone left: its own view, nothing more
            free = [s.index for s in table.seats if table.takeable(s.index)]
            if free:
                wanted = rng.choice(free)
                ledger.seated(wanted)
                seat, tokens[wanted], out = table.join("Again", wanted)
                ledger.check(out)
                continue
        ledger.check(next_move(table, rng))


def four_at_a_table() -> tuple[Table, Ledger]:
    table = Table("NOLEAK", level="random", budget_ms=5, pace_draws=True)
    ledger = Ledger(table)
    for n in range(4):
        _, _, out = table.join(f"P{n}")
        for seat, message in out:
            assert not card_codes(message) or message["type"] == "observation", (seat, message)
    table.watch()  # a spectator is there from the start (no game to see yet)
    out = table.start(0, seed=None)
    ledger.check(out)
    return table, ledger


def every_card_checked(seed: int) -> None:
    table, ledger = four_at_a_table()
    play(table, ledger, random.Random(seed), steps=450)
    assert ledger.checked > 400
    assert len(ledger.rounds) >= 2  # a round was finished, its end shown


def played_tables(count: int):  # type: ignore[no-untyped-def]
    return settings(
        max_examples=count,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
        database=None,
    )(given(seed=st.integers(0, 2**32 - 1))(every_card_checked))


# Two tables played by default, four in the slow tier (as many as before the tiers).
test_every_card_sent_to_a_seat_is_its_own_or_public = played_tables(2)
test_every_card_sent_to_four_tables_is_its_own_or_public = slow(played_tables(4))


def test_the_check_sees_a_card_drawn_by_another_seat_in_an_event() -> None:
    table, ledger = four_at_a_table()
    game = table.game
    assert game is not None

    # A card seat 0 holds a twin of (two decks) would be its own to see: draw until seat 1
    # holds one seat 0 has no copy of.
    def foreign() -> list[str]:
        mine = own(game.round, 0) + public(game.round)
        return [c.code for c in game.round.hands[1] if c.code not in mine]

    while not foreign():
        table.advance()
    drawn = foreign()[0]
    bad = {
        "type": "observation",
        "seq": 99,
        "observation": game.observation(0).to_json(),
        "event": {"kind": "card_drawn", "seat": 1, "card": drawn, "remaining": 1},
    }
    try:
        ledger.check([(0, bad)])
    except AssertionError:
        return
    raise AssertionError("seat 1's drawn card in an event sent to seat 0 went unnoticed")


def test_the_check_sees_a_leaked_hand() -> None:
    table, ledger = four_at_a_table()
    game = table.game
    assert game is not None
    while len(game.round.hands[1]) < 5:
        table.advance()
    stolen = game.observation(1).to_json()
    bad = {"type": "observation", "seq": 99, "observation": {**stolen, "seat": 0}}
    try:
        ledger.check([(0, bad)])
    except AssertionError:
        return
    raise AssertionError("a hand of seat 1 sent to seat 0 went unnoticed")


def test_a_seat_taken_again_after_a_leave_is_sent_its_own_view_only() -> None:
    """The seat a person left is taken by whoever joins next: that connection is sent the
    seat's own view, and nobody's cards but the seat's and the public ones."""
    table, ledger = four_at_a_table()
    rng = random.Random(7)
    play(table, ledger, rng, steps=120)
    game = table.game
    assert game is not None and not game.over
    ledger.check(table.leave(2))
    assert table.takeable(2) and table.seats[2].kind == "computer"
    ledger.seated(2)
    held = codes_of(game.round.hands[2])
    seat, _, out = table.join("Back", 2)
    ledger.check(out)
    assert seat == 2 and table.seats[2].kind == "human" and not table.takeable(2)
    views = [m for s, m in out if m.get("type") == "observation"]
    assert views and all(s in (2, WATCHERS) for s, m in out if m.get("type") == "observation")
    assert Counter(views[0]["observation"]["hand"]) == held  # the seat's hand, whole
    play(table, ledger, rng, steps=120)
