"""A computer player at a seat of a table server, over the wire like a person:

    python -m tractor_desktop.net.botclient --url ws://127.0.0.1:8765 --room K7M2QX --level normal

Without ``--room`` it opens a room, prints its code and, with ``--start``, starts at once
(computer players fill the other seats). It decides from the observations the server sends
and answers in BOT_PROTOCOL's form (``ai.botcli.action_json``), and ends with the game.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidStatus

from ..ai.botcli import action_json
from ..ai.players import BUDGET_MS, LEVELS, Budget, Player, legal_plays, make_player, my_turn
from ..engine.cards import TALON_SIZE, codes
from ..engine.observation import Observation
from .client import TableClient

REJOIN_EVERY_S = 1.0
"""How often a bot whose link dropped tries to take its seat back."""


class SeatLost(Exception):
    """The server would not give the seat back (the room is gone, the token is not its)."""


def fallback(obs: Observation) -> dict[str, Any]:
    """What stands in for a decision the server refused: the first legal way, or nothing."""
    if obs.phase == "bury":
        return {"bury": codes(obs.hand[:TALON_SIZE])}
    if obs.phase == "play":
        return {"play": codes(legal_plays(obs)[0])}
    return {"declare": None}


class Bot:
    """Plays the seat of ``client`` until the game is over; returns the game_over message."""

    def __init__(
        self,
        client: TableClient,
        level: str,
        budget_ms: float | None = None,
        seed: int = 0,
        *,
        reconnect: Callable[[], Awaitable[TableClient]] | None = None,
    ) -> None:
        self.client = client
        self.reconnect = reconnect
        """Opens a new link and takes the seat back (its token): a dropped link is then
        resumed, as a person's window does, instead of leaving the seat to a computer."""
        self.rejoins = 0
        self.player: Player = make_player(level)
        self.budget_ms = BUDGET_MS[level] if budget_ms is None else budget_ms
        self.rng = random.Random(seed)
        self.decisions = 0
        self.refused = 0

    def _decide(self, obs: Observation) -> dict[str, Any] | None:
        deadline = time.monotonic() + self.budget_ms / 1000
        action = self.player.decide(obs, self.rng, Budget(deadline=deadline))
        if action is None and not obs.last_chance:
            return None  # nothing to declare now: the draw goes on without an answer
        return action_json(action, obs)

    async def play(self, timeout: float = 600.0) -> dict[str, Any]:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            try:
                return await self._play(deadline)
            except ConnectionClosed:
                if self.reconnect is None:
                    raise
            # The link dropped (a keepalive missed on a busy machine, a network blip): the
            # seat is taken back on a new link, whose whole view the play goes on from.
            self.client = await self._rejoin(deadline)

    async def _rejoin(self, deadline: float) -> TableClient:
        assert self.reconnect is not None
        loop = asyncio.get_running_loop()
        while True:
            try:
                client = await self.reconnect()
                self.rejoins += 1
                return client
            except (OSError, TimeoutError, asyncio.TimeoutError, ConnectionClosed, InvalidStatus):
                if loop.time() + REJOIN_EVERY_S >= deadline:
                    raise
                await asyncio.sleep(REJOIN_EVERY_S)

    async def _play(self, deadline: float) -> dict[str, Any]:
        client = self.client
        answered = -1
        loop = asyncio.get_running_loop()
        while client.game_over is None:
            obs = client.observation
            fresh = client.settled and answered != client.seq
            if obs is not None and obs.phase != "scored" and fresh:
                answered = client.seq
                if my_turn(obs):
                    # The decision runs beside the loop, which keeps answering the server's pings.
                    answer = await asyncio.to_thread(self._decide, obs)
                    if answer is not None and client.seq == answered:  # still the latest view
                        self.decisions += 1
                        await client.act(answer, seq=answered)
            message = await client.receive(max(0.0, deadline - loop.time()))
            error = message.get("error")
            if error == "flooding":
                await asyncio.sleep(0.2)
                answered = -1  # dropped unread: decide again from the latest view
            elif error in ("illegal_action", "bad_action") and obs is not None:
                latest = client.observation
                if latest is not None and latest.to_act == latest.seat and client.settled:
                    self.refused += 1
                    await client.act(fallback(latest), seq=client.seq)
            elif error == "stale":
                answered = -1  # the view moved on: decide again from the latest one
        return client.game_over


def seat_taker(url: str, room: str, token: str) -> Callable[[], Awaitable[TableClient]]:
    """What takes the seat of ``token`` back on a new link (``Bot``'s ``reconnect``); SeatLost
    if the server will not give it back."""

    async def reconnect() -> TableClient:
        again = await TableClient.connect(url, room)
        joined = await again.rejoin(room, token)
        if "error" in joined:
            await again.close()
            raise SeatLost(str(joined["error"]))
        return again

    return reconnect


async def main_async(args: argparse.Namespace) -> int:
    client = await TableClient.connect(args.url, args.room)
    name = args.name or f"{args.level} bot"
    if args.room:
        joined = await (
            client.rejoin(args.room, args.token) if args.token else client.join(args.room, name)
        )
        if "error" in joined:
            print(json.dumps(joined), file=sys.stderr)
            return 1
    else:
        await client.create(name, args.level)
        print(json.dumps({"room": client.room, "seat": client.seat}), flush=True)
        if args.start:
            await client.start()
    assert client.room is not None and client.token is not None
    reconnect = seat_taker(args.url, client.room, client.token)
    bot = Bot(client, args.level, args.budget_ms, args.seed, reconnect=reconnect)
    over = await bot.play()
    print(json.dumps({"winner": over["winner"], "seat": bot.client.seat}), flush=True)
    await bot.client.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tractor_desktop.net.botclient")
    parser.add_argument("--url", default="ws://127.0.0.1:8765")
    parser.add_argument("--room", help="the room code to join (without: open a room)")
    parser.add_argument("--token", help="take back a seat of --room with its token")
    parser.add_argument("--name", default="")
    parser.add_argument("--level", choices=LEVELS, default="normal")
    parser.add_argument("--budget-ms", type=float, default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--start", action="store_true", help="start the room it opened at once")
    args = parser.parse_args(argv)
    try:
        return asyncio.run(main_async(args))
    except (OSError, TimeoutError, asyncio.TimeoutError, ConnectionClosed) as error:
        print(f"botclient: {error or 'the server did not answer in time'}", file=sys.stderr)
        return 1
    except SeatLost as lost:
        print(f"botclient: the seat could not be taken back ({lost})", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
