"""What each observation message costs the table server (prints figures; not a test).

    .venv/bin/python tools/frame_bench.py [--games 3] [--seed 1] [--profile]

Plays whole games on a ``net.table.Table`` as the server does (draws paced one at a time, the
people's actions sent in BOT_PROTOCOL's form, every message handed to a ``Client`` to be
encoded for its socket), with people at 1, 2 and 4 seats, each with and without a spectator.
The computer players are ``random`` and decided outside the timed calls: their thinking is not
counted; the people pick a random legal move, also outside them.

Columns, per case:
  msgs/game   observation messages per game (every person's and the spectators')
  build       µs per observation message to make it: the table's calls, less the same calls
              of the same game played again with nobody to tell, over the messages
  encode      µs per observation message in ``Client.send`` (to the text the socket gets)
  frame       build + encode: the cost of one message reaching the socket
  table       µs per action of the table's calls with nobody to tell (the engine, the turns,
              the judging of the people's actions): not part of a frame
  kB/msg      mean size of an observation message's text
  200@2/s     the share of one core that 200 such tables take at two moves a second each
              (the pace docs/NETWORK.md counts busy tables at), frames and table work alike;
              the computer players' thinking comes on top

``--profile`` then plays the 4-person case with a spectator again under cProfile and prints its
top 10 by own time, over the table's calls and the encoding (the engine's work included).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import dataclasses
import pstats
import random
import sys
import time
from pathlib import Path
from typing import Any, cast

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tractor_desktop.ai.botcli import action_json  # noqa: E402
from tractor_desktop.engine.options import RuleOptions  # noqa: E402
from tractor_desktop.net.connection import Client  # noqa: E402
from tractor_desktop.net.rate_limit import RateLimit  # noqa: E402
from tractor_desktop.net.seats import WATCHERS, Outgoing  # noqa: E402
from tractor_desktop.net.table import Table  # noqa: E402
from tractor_desktop.net.turns import decide  # noqa: E402

BUSY_TABLES = 200
MOVES_PER_S = 2


@dataclasses.dataclass
class Tally:
    games: int = 0
    actions: int = 0
    messages: int = 0
    """Observation messages sent."""
    bytes: int = 0
    table_s: float = 0.0
    """In the table's calls (the engine's work included)."""
    encode_s: float = 0.0
    """In ``Client.send`` for observation messages."""
    quiet_s: float = 0.0
    """The table's calls of the same game played again with nobody to tell."""


class Audience:
    """A connection per person and one per spectator, as ``Rooms.deliver`` sends to them."""

    def __init__(self, people: list[int], spectators: int) -> None:
        def client() -> Client:
            return Client(ws=cast(Any, None), limit=RateLimit())

        self.seats = {seat: client() for seat in people}
        self.watchers = [client() for _ in range(spectators)]

    def deliver(self, out: list[Outgoing], tally: Tally) -> None:
        for seat, message in out:
            clients = self.watchers if seat == WATCHERS else [self.seats[seat]]
            observation = message.get("type") == "observation"
            start = time.perf_counter()
            for client in clients:
                client.send(message)
            if observation:
                tally.encode_s += time.perf_counter() - start
                tally.messages += len(clients)
        for client in [*self.seats.values(), *self.watchers]:
            while not client.outbox.empty():
                text = client.outbox.get_nowait()
                assert text is not None
                if text.startswith('{"type":"observation"'):
                    tally.bytes += len(text)


def play_game(
    people: int,
    spectators: int,
    seed: int,
    tally: Tally,
    profiler: cProfile.Profile | None = None,
    quiet: bool = False,
) -> int:
    """Plays one game; its actions. ``quiet``: the same game, nobody told anything (its time
    goes to ``tally.quiet_s``, and nothing else is counted)."""
    rng = random.Random(seed)
    table = Table("BENCH", RuleOptions(), level="random", pace_draws=True)
    table._rng = random.Random(seed)  # the computer players' seeds: the same game again
    seats = [0, 2, 1, 3][:people]
    audience = Audience(seats, spectators)

    def timed(call: Any, *args: Any) -> list[Outgoing]:
        if profiler is not None:
            profiler.enable()
        start = time.perf_counter()
        out: list[Outgoing] = call(*args)
        if quiet:
            tally.quiet_s += time.perf_counter() - start
        else:
            tally.table_s += time.perf_counter() - start
        if profiler is not None:
            profiler.disable()
        return out

    for seat in seats:
        _, _, out = table.join(f"P{seat}", seat)
        audience.deliver(out, tally)
    for _ in range(spectators):
        audience.deliver(table.watch(), tally)
    if quiet:
        table._audience = list  # type: ignore[method-assign]  # nobody is told
    audience.deliver(timed(table.start, seats[0], seed), tally)
    game, driver = table.game, table.driver
    assert game is not None and driver is not None
    while not game.over:
        request = table.pending
        if request is not None:
            action = decide(request)
            out = timed(table.answer, request, action)
        elif table.waiting_draw:
            shows = [s for s in seats if game.declarations(s)]
            if shows and rng.random() < 0.05:
                seat = rng.choice(shows)
                declare = rng.choice(game.declarations(seat))
                out = timed(table.act, seat, {"declare": [c.code for c in declare.cards]})
            else:
                out = timed(table.advance)
        else:
            turn = driver.next_turn()
            assert turn is not None and isinstance(turn.actor, int)
            move = rng.choice(game.legal_actions(turn.actor))
            data = action_json(move, game.observation(turn.actor))
            out = timed(table.act, turn.actor, data)
        if quiet:
            continue
        if profiler is not None:
            profiler.enable()
        audience.deliver(out, tally)
        if profiler is not None:
            profiler.disable()
    return len(game.actions)


def play_twice(people: int, spectators: int, seed: int, tally: Tally) -> None:
    """A game told to its audience, then the same one told to nobody."""
    actions = play_game(people, spectators, seed, tally)
    again = play_game(people, spectators, seed, tally, quiet=True)
    assert again == actions, "the same game again"
    tally.games += 1
    tally.actions += actions


def row(name: str, tally: Tally) -> str:
    messages = max(1, tally.messages)
    build = (tally.table_s - tally.quiet_s) / messages * 1e6
    encode = tally.encode_s / messages * 1e6
    actions = max(1, tally.actions)
    quiet = tally.quiet_s / actions * 1e6
    per_move = tally.messages / actions * (build + encode) + quiet
    share = BUSY_TABLES * MOVES_PER_S * per_move / 1e6
    return (
        f"{name:<22}{tally.messages / max(1, tally.games):>10.0f}{build:>9.1f}{encode:>9.1f}"
        f"{build + encode:>9.1f}{quiet:>9.1f}{tally.bytes / messages / 1000:>8.2f}"
        f"{share:>9.0%}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per case")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    asyncio.set_event_loop(asyncio.new_event_loop())  # the clients' queues
    print(
        f"{'case':<22}{'msgs/game':>10}{'build':>9}{'encode':>9}{'frame':>9}{'table':>9}"
        f"{'kB/msg':>8}{'200@2/s':>9}"
    )
    for people in (1, 2, 4):
        for spectators in (0, 1):
            tally = Tally()
            for game in range(args.games):
                play_twice(people, spectators, args.seed + game, tally)
            name = f"{people} people" + (" + spectator" if spectators else "")
            print(row(name, tally), flush=True)
    if args.profile:
        # A run of its own: the profiler slows what it watches.
        profiler = cProfile.Profile()
        for game in range(args.games):
            play_game(4, 1, args.seed + game, Tally(), profiler)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(10)


if __name__ == "__main__":
    main()
