"""Search for the guided first round's deal (``tractor_desktop.app.tutorial``).

python tools/find_tutorial_deal.py [--first 1] [--count 20000]

Tries deal numbers in order and prints the first one whose cards let the lesson show every rule
in a natural order, with the computer players' moves that do it:

- the player (South) draws a trump-rank card early enough to declare it as it arrives, and no
  one else declares, so the player is the starter; at the last chance it has nothing to show;
- after the talon exchange South leads and wins a single (everyone following suit), a pair
  (someone following with a pair), a tractor and a top-cards lead of a single and a pair;
- then a top-cards lead of two cards that an opponent can beat: it fails, one card is taken
  back (a penalty of 10), and that opponent wins the trick with points in it;
- that opponent leads a single the player must follow, and a computer player wins the trick and
  leads a pair in a suit where the player holds a pair and more: the player must follow with it.

Every move is chosen among the engine's legal plays, so the script printed is legal; the tests
replay it anyway. The printout is the data at the top of ``tractor_desktop/app/tutorial.py``.
"""

from __future__ import annotations

import argparse
import copy
import itertools
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tractor_desktop.engine.actions import Bury, Declare, Draw, Pass, Play  # noqa: E402
from tractor_desktop.engine.candidates import follow_candidates, lead_candidates  # noqa: E402
from tractor_desktop.engine.cards import DRAWN, Card  # noqa: E402
from tractor_desktop.engine.combos import classify  # noqa: E402
from tractor_desktop.engine.game import Game  # noqa: E402
from tractor_desktop.engine.leading import judge_lead  # noqa: E402
from tractor_desktop.engine.options import RuleOptions  # noqa: E402
from tractor_desktop.engine.tricks import trick_winner  # noqa: E402
from tractor_desktop.engine.trump import TRUMP, TrumpContext  # noqa: E402

SOUTH = 0
OPPONENTS = (1, 3)
Plays = list[tuple[int, tuple[Card, ...]]]


def suit(c: Card, ctx: TrumpContext) -> str:
    return ctx.suit_of[c.index]


def cost(play: Sequence[Card], ctx: TrumpContext) -> tuple[int, int, int]:
    """How odd a follow would look: trumps first, then points, then high cards."""
    return (
        sum(suit(c, ctx) == TRUMP for c in play),
        sum(c.points for c in play),
        sum(ctx.key_of[c.index] for c in play),
    )


def draw_and_declare(seed: int) -> tuple[Game, int, Card] | None:
    """The deal up to the talon exchange, South declaring its first trump-rank card."""
    game = Game(RuleOptions(), seed, humans=(SOUTH,))
    first = game.round.first_drawer
    pack = game.round.pack
    mine = [i for i in range(DRAWN) if (first + i) % 4 == SOUTH]
    level = game.round.level
    arrival = next((i for i in mine if pack[i].rank == level), None)
    # A few cards in hand first, so the player sees the draw before being asked to declare.
    if arrival is None or mine.index(arrival) < 5 or mine.index(arrival) > 15:
        return None
    declared = pack[arrival]
    for _ in range(arrival + 1):
        game.apply(Draw())
    game.apply(Declare(SOUTH, (declared,)))
    for _ in range(DRAWN - arrival - 1):
        game.apply(Draw())
    for turn in range(4):
        seat = (first + turn) % 4
        if seat == SOUTH and game.declarations(SOUTH):
            return None  # the last chance should be a plain "no declaration"
        game.apply(Pass(seat))
    return game, arrival + 1, declared


def bury_choice(hand: Sequence[Card], ctx: TrumpContext) -> tuple[Card, ...] | None:
    """Eight plain cards without points, lowest first, breaking no pair."""
    counts = Counter(hand)
    spare = [c for c in hand if suit(c, ctx) != TRUMP and not c.points and counts[c] == 1]
    spare.sort(key=lambda c: ctx.key_of[c.index])
    return tuple(spare[:8]) if len(spare) >= 8 else None


def follows(game: Game, seat: int) -> list[tuple[Card, ...]]:
    r = game.round
    assert r.current is not None and r.ctx is not None
    return follow_candidates(r.current.lead, r.hands[seat], r.ctx)


def finish_trick(game: Game, plays: Plays, want: int, *, follow_suit: bool = False) -> bool:
    """The three followers' plays so that seat ``want`` wins (lowest-looking choice)."""
    r = game.round
    assert r.current is not None and r.ctx is not None
    ctx, trick = r.ctx, r.current
    seats = [(trick.leader + i) % 4 for i in range(len(trick.plays), 4)]
    choices = []
    for seat in seats:
        options = follows(game, seat)
        if follow_suit and not any(suit(c, ctx) == trick.lead.suit for c in r.hands[seat]):
            return False
        choices.append(sorted(options, key=lambda p: cost(p, ctx)))
    for combo in itertools.islice(itertools.product(*choices), 20000):
        all_plays = [*trick.plays, *combo]
        winner = (trick.leader + trick_winner(trick.lead, all_plays, ctx)) % 4
        if winner == want:
            for seat, play in zip(seats, combo, strict=True):
                game.apply(Play(seat, play))
                plays.append((seat, play))
            return True
    return False


def lead(game: Game, plays: Plays, seat: int, cards: tuple[Card, ...]) -> None:
    game.apply(Play(seat, cards))
    plays.append((seat, cards))


def plain(cards: Sequence[Card], ctx: TrumpContext) -> bool:
    return all(suit(c, ctx) != TRUMP for c in cards)


def south_leads(game: Game, kind: str) -> Iterator[tuple[Card, ...]]:
    r = game.round
    assert r.ctx is not None
    ctx, hand = r.ctx, r.hands[SOUTH]
    for option in lead_candidates(hand, ctx):
        if not plain(option, ctx):
            continue
        combo = classify(option, ctx)
        if combo.type != kind:
            continue
        # A single lead that surely wins is an Ace; the tractor, the shortest (two pairs).
        if (kind != "single" or option[0].rank == 14) and (kind != "tractor" or len(option) == 4):
            yield option


def throws(game: Game, failing: bool) -> Iterator[tuple[tuple[Card, ...], int]]:
    """South's top-cards leads (a single and a pair that stand; or two singles, the lower one
    beatable by an opponent), with the seat that will win the trick."""
    r = game.round
    assert r.ctx is not None
    ctx, hand = r.ctx, r.hands[SOUTH]
    by_suit: dict[str, list[Card]] = {}
    for c in ctx.sorted(hand):
        by_suit.setdefault(suit(c, ctx), []).append(c)
    for s, held in by_suit.items():
        if s == TRUMP:
            continue
        faces = list(dict.fromkeys(held))
        shapes = (
            [(a, b) for a, b in itertools.permutations(faces, 2) if held.count(a) >= 1]
            if failing
            else [(a, b, b) for a, b in itertools.permutations(faces, 2) if held.count(b) >= 2]
        )
        for shape in shapes:
            combo = classify(shape, ctx)
            if combo.type != "throw":
                continue
            judged = judge_lead(r.hands, SOUTH, shape, ctx)
            if not judged.verdict:
                continue
            if not failing and not judged.failed:
                yield shape, SOUTH
            if failing and judged.failed and len(judged.returned) == 1:
                blockers = {b.seat for b in judged.blocks}
                for seat in OPPONENTS:
                    if seat in blockers and blockers <= {seat}:
                        yield shape, seat


def computer_leads(game: Game, seat: int, pairs: bool) -> Iterator[tuple[Card, ...]]:
    r = game.round
    assert r.ctx is not None
    ctx = r.ctx
    for option in lead_candidates(r.hands[seat], ctx):
        if not plain(option, ctx):
            continue
        if len(option) == (2 if pairs else 1):
            held = [c for c in r.hands[SOUTH] if suit(c, ctx) == suit(option[0], ctx)]
            if not held:
                continue
            if pairs:
                counts = Counter(held)
                # A pair to be made to play, and more of the suit besides: the rule bites.
                if not any(n >= 2 for n in counts.values()) or len(held) < 3:
                    continue
            yield option


def has_pair_suit_for(game: Game, seat: int) -> bool:
    return any(True for _ in computer_leads(game, seat, pairs=True))


def plan(seed: int) -> dict[str, object] | None:
    found = draw_and_declare(seed)
    if found is None:
        return None
    after_draw, declared_after, declared = found
    r = after_draw.round
    assert r.ctx is not None and r.starter == SOUTH
    ctx = r.ctx
    bury = bury_choice(r.hands[SOUTH], ctx)
    if bury is None:
        return None
    base = copy.deepcopy(after_draw)
    base.apply(Bury(SOUTH, bury))
    # Each of South's leads in turn, trying a few choices of each before giving up on the deal.
    for single in itertools.islice(south_leads(base, "single"), 4):
        g1, p1 = copy.deepcopy(base), []
        lead(g1, p1, SOUTH, single)
        if not finish_trick(g1, p1, SOUTH, follow_suit=True):
            continue
        for pair in itertools.islice(south_leads(g1, "pair"), 6):
            g2, p2 = copy.deepcopy(g1), list(p1)
            lead(g2, p2, SOUTH, pair)
            if not finish_trick(g2, p2, SOUTH):
                continue
            if not any(len(play) == 2 and play[0] == play[1] for _, play in p2[-3:]):
                continue  # someone should show following a pair with a pair
            for tractor in itertools.islice(south_leads(g2, "tractor"), 4):
                g3, p3 = copy.deepcopy(g2), list(p2)
                lead(g3, p3, SOUTH, tractor)
                if not finish_trick(g3, p3, SOUTH):
                    continue
                suits = {suit(c[0], ctx) for c in (single, pair, tractor)}
                if len(suits) < 3:
                    continue  # each lead in a suit of its own: less alike, easier to follow
                for throw, _ in itertools.islice(throws(g3, failing=False), 4):
                    led = suit(throw[0], ctx)
                    if not any(suit(c, ctx) == led for s in (1, 2, 3) for c in g3.round.hands[s]):
                        continue  # the others should hold the suit: the throw stands on its cards
                    g4, p4 = copy.deepcopy(g3), list(p3)
                    lead(g4, p4, SOUTH, throw)
                    if not finish_trick(g4, p4, SOUTH):
                        continue
                    result = failed_and_follows(g4, p4)
                    if result is not None:
                        return {
                            "seed": seed,
                            "declared_after": declared_after,
                            "declaration": declared.code,
                            "bury": [c.code for c in bury],
                            "plays": [(s, [c.code for c in p]) for s, p in result],
                        }
    return None


def failed_and_follows(g4: Game, p4: Plays) -> Plays | None:
    for throw, winner in itertools.islice(throws(g4, failing=True), 6):
        g5, p5 = copy.deepcopy(g4), list(p4)
        lead(g5, p5, SOUTH, throw)
        if not finish_trick(g5, p5, winner):
            continue
        if g5.round.tricks[-1].points < 10:
            continue
        for single in computer_leads(g5, winner, pairs=False):
            g6, p6 = copy.deepcopy(g5), list(p5)
            lead(g6, p6, winner, single)
            for next_leader in (1, 3, 2):
                if not has_pair_suit_for(g6, next_leader):
                    continue
                g7, p7 = copy.deepcopy(g6), list(p6)
                if not finish_trick(g7, p7, next_leader, follow_suit=True):
                    continue
                for pair in computer_leads(g7, next_leader, pairs=True):
                    g8, p8 = copy.deepcopy(g7), list(p7)
                    lead(g8, p8, next_leader, pair)
                    seats = [(next_leader + i) % 4 for i in range(1, 4)]
                    for seat in seats:
                        options = sorted(follows(g8, seat), key=lambda p: cost(p, g8.round.ctx))  # type: ignore[arg-type]
                        g8.apply(Play(seat, options[0]))
                        p8.append((seat, options[0]))
                    return p8
    return None


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--count", type=int, default=20000)
    args = parser.parse_args()
    for seed in range(args.first, args.first + args.count):
        found = plan(seed)
        if found is not None:
            print(found)
            return 0
    print("no deal found", file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
