"""The guided round's script is legal from its first draw to its last play, as the controller
plays it, and every rule the lesson explains turns up in it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from tractor_desktop.app import tutorial
from tractor_desktop.app.tutorial import FIRST_PLAY, HUMAN, STEPS, Lesson, script_actions
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.actions import Action, Bury, Declare, Draw, Pass, Play
from tractor_desktop.engine.combos import classify
from tractor_desktop.engine.drive import Driver, drive
from tractor_desktop.engine.following import check_follow
from tractor_desktop.engine.game import Game


def replay() -> Iterator[tuple[Game, Action, list[ev.Event]]]:
    """Each scripted move applied the way the controller applies it: draws on the table's
    turns, the player's declaration between them, the rest on the turn of the seat to act;
    every offer to declare that the script does not take up is let go by."""
    lesson = Lesson()
    game = lesson.game
    driver = Driver(game)
    for move in lesson.moves:
        turn = driver.next_turn()
        while turn is not None and turn.kind == "declare" and not _declares(move, turn.seat):
            driver.apply(turn, None)
            turn = driver.next_turn()
        assert turn is not None
        verdict = game.is_legal(move)
        assert verdict, (len(game.actions), move, verdict.code)
        if turn.kind == "draw" and isinstance(move, Declare):
            events = driver.interject(move)
        else:
            assert driver.accepts(turn, move), (len(game.actions), turn, move)
            events = driver.apply(turn, move)
        yield game, move, events


def _declares(move: Action, seat: int) -> bool:
    return isinstance(move, Declare) and move.seat == seat


def script_events() -> list[tuple[Game, Action, list[ev.Event]]]:
    return [(g, m, list(e)) for g, m, e in replay()]


def test_every_scripted_move_is_legal_when_it_comes() -> None:
    moves = script_actions()
    played = [move for _, move, _ in replay()]
    assert played == list(moves)


def test_the_player_declares_a_trump_rank_card_as_it_arrives_and_starts() -> None:
    for game, move, events in replay():
        if isinstance(move, Declare):
            assert move.seat == HUMAN
            assert move.cards[0].rank == game.round.level
            assert game.round.last_drawer == HUMAN
            assert game.round.hands[HUMAN][-1] == move.cards[0]  # the card just drawn
            assert any(isinstance(e, ev.Declared) for e in events)
        if any(isinstance(e, ev.TrumpSettled) for e in events):
            settled = next(e for e in events if isinstance(e, ev.TrumpSettled))
            assert settled.starter == HUMAN and settled.declarers == 0
            picked = next(e for e in events if isinstance(e, ev.TalonPickedUp))
            assert picked.seat == HUMAN and len(picked.cards) == 8


def test_nothing_else_can_be_declared_by_the_player_before_or_after_its_declaration() -> None:
    """The declare control offers the one declaration the lesson asks for, and only then."""
    offers = []
    for game, _move, _ in replay():
        if game.round.phase in ("draw", "last_chance") and game.to_act() in ("table", HUMAN):
            offers.append((len(game.actions), [a.cards for a in game.declarations(HUMAN)]))
    declared_at = tutorial.DECLARED_AFTER
    assert offers
    for position, options in offers:
        if position == declared_at:
            assert options  # the 2 just drawn
        else:
            assert not options, (position, options)


def test_the_player_buries_eight_cards_it_holds() -> None:
    buries = [(g, m) for g, m, _ in replay() if isinstance(m, Bury)]
    assert len(buries) == 1
    _, bury = buries[0]
    assert bury.seat == HUMAN and len(bury.cards) == 8
    assert not any(c.points for c in bury.cards)


def leads(events: list[tuple[Game, Action, list[ev.Event]]]) -> list[tuple[int, str, bool]]:
    """(leader, kind of lead, whether it failed) for every trick of the script."""
    out = []
    for game, move, happened in events:
        failed = any(isinstance(e, ev.ThrowFailed) for e in happened)
        for e in happened:
            if isinstance(e, ev.CardsPlayed) and e.leads:
                ctx = game.round.ctx
                assert ctx is not None
                attempted = move.cards if isinstance(move, Play) else e.cards
                out.append((e.seat, classify(attempted, ctx).type, failed))
    return out


def test_the_player_leads_a_single_a_pair_a_tractor_a_throw_and_a_failed_throw() -> None:
    mine = [(kind, failed) for seat, kind, failed in leads(script_events()) if seat == HUMAN]
    assert mine == [
        ("single", False),
        ("pair", False),
        ("tractor", False),
        ("throw", False),
        ("throw", True),
    ]


def test_the_failed_throw_is_penalised_and_an_opponent_takes_points() -> None:
    events = [e for _, _, happened in replay() for e in happened]
    failed = [e for e in events if isinstance(e, ev.ThrowFailed)]
    assert len(failed) == 1
    assert failed[0].seat == HUMAN and failed[0].penalty == 10 * len(failed[0].returned) > 0
    after = events[events.index(failed[0]) :]
    taken = next(e for e in after if isinstance(e, ev.TrickWon))
    assert taken.winner in (1, 3) and taken.opponents_score and taken.points > 0
    assert taken.opponent_points == taken.points + failed[0].penalty


def test_a_computer_leads_and_the_player_follows_suit_and_a_pair_with_a_pair() -> None:
    follows = []
    for game, move, happened in replay():
        if not isinstance(move, Play) or move.seat != HUMAN:
            continue
        finished = any(isinstance(e, ev.TrickWon) for e in happened)
        trick = game.round.tricks[-1] if finished else game.round.current
        assert trick is not None
        if trick.leader != HUMAN:
            follows.append((trick.lead, move.cards))
    assert len(follows) == 2
    single, pair = follows
    assert single[0].type == "single" and single[1][0].suit == single[0].cards[0].suit
    assert pair[0].type == "pair" and pair[1][0] == pair[1][1]


def test_the_player_must_play_its_pair_when_a_pair_is_led() -> None:
    """Two odd cards of the suit would be refused: the pair follow is the rule, not a choice."""
    for game, _move, _ in replay():
        if game.round.current is None or game.round.ctx is None:
            continue
        trick = game.round.current
        if len(trick.plays) == 3 and trick.leader == 1 and trick.lead.type == "pair":
            hand = game.round.hands[HUMAN]
            suit = trick.lead.cards[0].suit
            held = [c for c in hand if c.suit == suit and not game.round.ctx.is_trump(c)]
            different = list(dict.fromkeys(held))[:2]
            assert len(different) == 2 and len(held) > 2
            verdict = check_follow(trick.lead, hand, tuple(different), game.round.ctx)
            assert not verdict and verdict.code == "must_play_pair"
            return
    pytest.fail("no pair led by East with the player to follow")


def test_the_round_can_be_played_on_to_its_result_after_the_script() -> None:
    game = [g for g, _, _ in replay()][-1]
    assert game.round.phase == "play" and not game.results
    drive(
        game,
        lambda g, turn: None if turn.kind == "declare" else g.legal_actions(turn.actor)[0],
        until=lambda g: bool(g.results),
    )
    assert len(game.results) == 1


def test_every_step_comes_at_a_point_of_the_script_and_asks_for_the_players_moves() -> None:
    moves = script_actions()
    acting = [s for s in STEPS if s.kind == "act"]
    for step in STEPS:
        assert step.text.strip()
        if step.kind == "result":
            assert step.at is None
            continue
        assert step.at is not None and 0 <= step.at <= len(moves)
    # Every move of the player's in the script is asked for by a step, and only those.
    wanted = [
        i
        for i, m in enumerate(moves)
        if not isinstance(m, Draw) and getattr(m, "seat", None) == HUMAN
    ]
    assert [s.at for s in acting] == wanted
    assert [s.at for s in STEPS if s.at is not None] == sorted(
        s.at for s in STEPS if s.at is not None
    )
    assert STEPS[-1].kind == "result" and len(moves) > FIRST_PLAY


def test_step_texts_are_one_or_two_sentences_and_name_their_cards() -> None:
    for step in STEPS:
        text = QCoreApplication.translate("Tutorial", step.text)
        sentences = [s for s in text.replace("!", ".").split(". ") if s.strip()]
        assert 1 <= len(sentences) <= 3, text
        if step.kind == "act" and not isinstance(script_actions()[step.at or 0], Pass):
            assert "%1" in step.text or "highlighted" in step.text, step.text
