"""Faults on the link are survived: a fault-injecting proxy (fault_proxy.py) between the clients
and a real table server delays, drops, duplicates and truncates messages, cuts links and turns
them silent, and the games still finish, replay from their logs and give seats back."""

from __future__ import annotations

import asyncio
import contextlib
import copy
import dataclasses
import json
import random
from collections.abc import AsyncIterator, Callable
from typing import Any

from fault_proxy import FaultProxy, Faults, Link, is_action, message_type
from net_helpers import running
from net_helpers import seated as seated_by
from websockets.asyncio.client import ClientConnection
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from tests.tiers import slow
from tractor_desktop.ai.botcli import action_json
from tractor_desktop.engine.actions import Action, Play
from tractor_desktop.engine.game import Game
from tractor_desktop.net.botclient import Bot
from tractor_desktop.net.client import Message, TableClient
from tractor_desktop.net.protocol import ProtocolError
from tractor_desktop.net.server import PING_INTERVAL_S, PING_TIMEOUT_S, TableServer
from tractor_desktop.net.table import Table

REFUSED = frozenset({"not_your_turn", "illegal_action", "wrong_phase", "stale"})
"""How an action that is not the seat's to make now is answered."""
GAME_TIMEOUT_S = 90.0
"""A whole game's bound: a stalled game fails here instead of hanging the run."""
BOT_LEVELS = ("normal", "random", "normal", "random")
"""The bots at the four seats, all with a 1 ms budget: a team of normal players beats a team
of random ones in some six rounds (four random teams take 20 to 35), which keeps a whole game
to a few seconds while every message still goes through the faults."""


class SyncingClient(TableClient):
    """A table client that watches ``seq``: a gap (an observation that never came) is answered
    with ``{"type": "sync"}``, and a view re-sent that is the one it already has is not news
    (only its ``seq``, which the next action answers, is taken). It keeps the
    lobbies it was sent, to check what the others were told."""

    def __init__(self, ws: ClientConnection) -> None:
        super().__init__(ws)
        self.wire_seq = 0
        """The last ``seq`` that came over the wire (``seq`` is the last new view's)."""
        self.gaps = 0
        self.syncs = 0
        self.out_of_order = 0
        self.lobbies: list[Message] = []
        self._behind = False
        self._view: object = None

    def _note(self, message: Message) -> None:
        if message.get("type") == "observation":
            seq = message["seq"]
            if seq > self.wire_seq + 1:
                self.gaps += 1
                self._behind = True
            elif seq <= self.wire_seq:
                self.out_of_order += 1
            self.wire_seq = max(self.wire_seq, seq)
            if message["observation"] == self._view:
                # The view it has, re-sent (the answer to a sync): nothing new to see, but an
                # action must now answer this number (the server refuses the older as stale).
                self.seq = seq
                self.settled = not message.get("more", False)
                return
            self._view = message["observation"]
        elif message.get("type") == "lobby":
            self.lobbies.append(message)
        super()._note(message)

    @classmethod
    async def open(cls, url: str) -> SyncingClient:
        client = await cls.connect(url)
        assert isinstance(client, SyncingClient)
        return client

    async def receive(self, timeout: float | None = 10.0) -> Message:
        message = await super().receive(timeout)
        if self._behind:
            self._behind = False
            self.syncs += 1
            await self.send({"type": "sync"})
        return message


async def wait_for(condition: Callable[[], object], timeout: float = 10.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise TimeoutError("the condition did not come true in time")
        await asyncio.sleep(0.005)


async def stop(*tasks: asyncio.Task[Any]) -> None:
    """Cancel bots' tasks and wait until they are done. Python 3.11's ``asyncio.wait_for``
    (TableClient.receive) may swallow a cancellation that comes as a message arrives, so one
    ``cancel()`` is not always enough: the bot would play on."""
    for task in tasks:
        while not task.done():
            task.cancel()
            await asyncio.wait({task}, timeout=0.05)
    await asyncio.gather(*tasks, return_exceptions=True)


async def seated(url: str, count: int, level: str = "random") -> list[SyncingClient]:
    return await seated_by(url, count, level, SyncingClient)


@contextlib.asynccontextmanager
async def through_proxy(
    up: Faults | None = None, down: Faults | None = None, seed: object = 0, **server: Any
) -> AsyncIterator[tuple[TableServer, FaultProxy]]:
    server.setdefault("budget_ms", 1)
    server.setdefault("rate", 1000)  # four bots answer faster than a person: no flood limit
    server.setdefault("burst", 1000)
    async with (
        running(**server) as (table_server, url),
        FaultProxy(url, up=up, down=down, seed=seed) as proxy,
    ):
        yield table_server, proxy


def only_table(server: TableServer) -> Table:
    (room,) = server.rooms.values()
    return room.table


async def started(server: TableServer) -> tuple[Table, Game]:
    """The server's only table, once the host's start has come in, and its game."""
    table = only_table(server)
    await wait_for(lambda: table.game is not None, 5)
    assert table.game is not None
    return table, table.game


async def play_to_the_end(clients: list[SyncingClient]) -> tuple[list[Bot], dict[str, Any]]:
    """Bots (``BOT_LEVELS``) play every seat of ``clients`` to the game's end; every seat is
    told the same end."""
    bots = [Bot(c, BOT_LEVELS[c.seat or 0], budget_ms=1, seed=n) for n, c in enumerate(clients)]
    results = await asyncio.gather(*(b.play(timeout=GAME_TIMEOUT_S) for b in bots))
    assert all(r == results[0] for r in results)
    return bots, results[0]


def replays_to_its_winner(over: dict[str, Any]) -> Game:
    """The log told at the end, replayed by the engine, ends the same way."""
    replayed = Game.from_dict(over["log"])
    assert replayed.over and replayed.winner == over["winner"]
    return replayed


async def close_all(clients: list[SyncingClient]) -> None:
    for client in clients:
        with contextlib.suppress(ConnectionClosed):
            await client.close()


# ----- the proxy itself -----------------------------------------------------------------------


def test_the_proxy_drops_duplicates_truncates_and_delays_as_its_seed_says() -> None:
    """Against an echo server: a message is dropped, sent twice or cut short as the seeded
    faults say, the order is kept, and the same seed tells the same story."""

    async def echo(ws: ServerConnection) -> None:
        async for message in ws:
            await ws.send(message)

    async def one_run(seed: int) -> tuple[list[str], dict[str, int]]:
        faults = Faults(
            drop=0.1,
            duplicate=0.1,
            truncate=0.1,
            delay_s=(0, 0.01),
            delay_p=0.2,
            only=lambda frame: frame != "end",
        )
        async with serve(echo, "127.0.0.1", 0) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            async with FaultProxy(f"ws://127.0.0.1:{port}", up=faults, seed=seed) as proxy:
                client = await TableClient.connect(proxy.url)
                sent = [json.dumps({"n": n}) for n in range(300)]
                for text in sent:
                    await client.ws.send(text)
                await client.ws.send("end")
                echoed: list[str] = []
                while (text := str(await client.ws.recv())) != "end":
                    echoed.append(text)
                await client.close()
                (link,) = proxy.links
                return echoed, dict(link.counts["up"])

        raise AssertionError("unreachable")

    async def main() -> None:
        echoed, counts = await one_run(7)
        for fault in ("dropped", "duplicated", "truncated", "delayed"):
            assert counts[fault] > 5, counts
        whole = [json.loads(t)["n"] for t in echoed if t.endswith("}")]
        assert whole == sorted(whole)  # in order, a duplicate right after its original
        assert len(whole) - len(set(whole)) == counts["duplicated"]
        assert 300 - len(set(whole)) == counts["dropped"] + counts["truncated"]
        assert sum(not t.endswith("}") for t in echoed) == counts["truncated"]
        assert (await one_run(7)) == (echoed, counts)
        assert (await one_run(8))[0] != echoed

    asyncio.run(main())


# ----- delays ---------------------------------------------------------------------------------


@slow
def test_a_game_through_a_link_with_delays_finishes_and_replays_from_its_log() -> None:
    """Messages held back 0-80 ms now and then (both ways, the order kept, as on TCP) slow the
    game but change nothing: four bot clients play it to the end, every ``seq`` comes without
    a gap, nothing is refused (but, at most, a bot's answer to a view already overtaken), and
    the log revealed at the end replays to the same winner."""

    async def main() -> None:
        lag = Faults(delay_s=(0.0, 0.08), delay_p=0.02)
        async with through_proxy(up=lag, down=lag, seed="delays") as (server, proxy):
            clients = await seated(proxy.url, 4)
            await clients[0].start()
            bots, over = await play_to_the_end(clients)
            replays_to_its_winner(over)
            held = [link.counts[d]["delayed"] for link in proxy.links for d in ("up", "down")]
            # Every link's server-to-client side carried some held messages (hundreds pass
            # there); a client's own side sends a hundred or so, 2 % of which may be none.
            down = [link.counts["down"]["delayed"] for link in proxy.links]
            assert all(down) and sum(held) > 20, held
            assert server.games_over == 1
            assert sum(b.decisions for b in bots) > 100
            for client in clients:
                assert client.gaps == client.out_of_order == 0
                assert not [e for e in client.errors if e.get("error") not in REFUSED]
            await close_all(clients)

    asyncio.run(main())


# ----- duplicates -----------------------------------------------------------------------------


@dataclasses.dataclass
class Judged:
    """One action the table was asked to take, and what came of it."""

    seat: int
    message: dict[str, Any]
    outcome: str
    """An error code, "applied", or "nothing" (a draw-time pass: accepted, changes nothing)."""
    unchanged: bool
    leading: bool
    """Whether the seat was to lead a trick when it came."""


def spy_on_actions(table: Table) -> list[Judged]:
    """Every action a person's connection hands the table, in order, with its outcome."""
    judged: list[Judged] = []
    act = table.act

    def state() -> tuple[int, int, list[int]]:
        assert table.game is not None
        return len(table.game.actions), table.version, list(table.seq)

    def spied(index: int, data: dict[str, Any]) -> Any:
        game = table.game
        before = state()
        view = game.observation(index) if game is not None and not game.over else None
        leading = (
            view is not None
            and view.phase == "play"
            and view.to_act == index
            and (view.current is None or not view.current.plays)
        )
        try:
            out = act(index, data)
        except ProtocolError as refused:
            judged.append(Judged(index, data, refused.code, state() == before, leading))
            raise
        unchanged = state() == before
        judged.append(
            Judged(index, data, "nothing" if unchanged else "applied", unchanged, leading)
        )
        return out

    table.act = spied  # type: ignore[method-assign]
    return judged


def judged_all(link: Link, judged: list[Judged], seat: int) -> bool:
    sent = sum(is_action(r.original) for r in link.relayed["up"])
    return sent == sum(j.seat == seat for j in judged)


def copies_and_outcomes(link: Link, judged: list[Judged], seat: int) -> list[tuple[bool, Judged]]:
    """The actions the proxy passed on for one seat (the copy of a duplicate marked), each
    with the table's verdict: a connection's messages are taken in order."""
    relayed = [r for r in link.relayed["up"] if is_action(r.original)]
    mine = [j for j in judged if j.seat == seat]
    assert len(relayed) == len(mine), (len(relayed), len(mine))
    for r, j in zip(relayed, mine, strict=True):
        assert json.loads(r.frame) == j.message
    return [(r.copy, j) for r, j in zip(relayed, mine, strict=True)]


@slow  # a whole game
def test_a_duplicated_action_is_refused_and_changes_nothing() -> None:
    """About one action in seven that a client sends arrives twice. The second comes when the
    seat is no longer to act (or the cards are gone, or the phase is over), so it is refused
    as not_your_turn, illegal_action or wrong_phase and leaves the table as it was; the game
    finishes and replays from its log.

    Each action says which view it answers (its ``seq``), so a copy that arrives when the same
    seat is to lead again (a trick's last play that wins it, the twin card still in hand) is
    refused as stale too, not played as the next lead."""

    async def main() -> None:
        twice = Faults(duplicate=0.15, only=is_action)
        async with through_proxy(up=twice, seed="duplicates") as (server, proxy):
            clients = await seated(proxy.url, 4)
            judged = spy_on_actions(only_table(server))
            await clients[0].start()
            _, over = await play_to_the_end(clients)
            replays_to_its_winner(over)
            pairs = [(link, c.seat or 0) for link, c in zip(proxy.links, clients, strict=True)]
            # The last messages may still be on their way in when the bots are done.
            await wait_for(lambda: all(judged_all(link, judged, seat) for link, seat in pairs))
            copies = [
                j
                for link, seat in pairs
                for copy_, j in copies_and_outcomes(link, judged, seat)
                if copy_
            ]
            assert len(copies) > 30
            for j in copies:
                assert j.outcome in REFUSED | {"game_over", "nothing"}, j
                assert j.unchanged, j
            await close_all(clients)

    asyncio.run(main())


def twin_that_wins(game: Game, seat: int) -> Play | None:
    """A single card that ``seat``, last to play to a trick, wins it with while holding the
    other deck's twin (then the seat leads next, and the same message is a legal lead)."""
    view = game.observation(seat)
    if view.phase != "play" or view.current is None or len(view.current.plays) != 3:
        return None
    for action in game.legal_actions(seat):
        assert isinstance(action, Play)
        if len(action.cards) != 1 or view.hand.count(action.cards[0]) != 2:
            continue
        after = copy.deepcopy(game)
        after.apply(action)
        same_round = after.round.number == game.round.number and after.round.phase == "play"
        if same_round and after.to_act() == seat:
            return action
    return None


async def act_and_wait(table: Table, client: TableClient, action: Action) -> None:
    assert table.game is not None
    seat = client.seat
    assert seat is not None
    before = table.version
    await client.act(action_json(action, table.game.observation(seat)))
    await wait_for(lambda: table.version != before, 5)


def test_a_repeated_play_is_not_taken_as_the_next_lead() -> None:
    """A seat plays last to a trick a single card that wins it, holding the twin from the other
    deck; the message, which says the view it answers, arrives twice. The copy is refused as
    stale, not played as the next lead (without ``seq`` it would be a legal lead)."""

    async def to_such_a_trick(table: Table, clients: list[SyncingClient]) -> tuple[int, Play]:
        """Every seat plays (single cards when it can) until one can win a trick so."""
        game = table.game
        assert game is not None
        rng = random.Random(1)
        await wait_for(lambda: isinstance(game.to_act(), int), 5)
        for _ in range(2000):
            seat = game.to_act()
            assert isinstance(seat, int), seat
            found = twin_that_wins(game, seat)
            if found is not None:
                return seat, found
            legal = game.legal_actions(seat)
            singles = [a for a in legal if isinstance(a, Play) and len(a.cards) == 1]
            if game.round.phase in ("draw", "last_chance"):
                choice = legal[-1]  # a declaration when it can: four passes deal again
            else:
                choice = rng.choice(singles or legal)
            await act_and_wait(table, clients[seat], choice)
        raise RuntimeError("no trick to win with a twin card came up")

    async def main() -> None:
        async with through_proxy(seed="twin") as (server, proxy):
            clients = await seated(proxy.url, 4)
            judged = spy_on_actions(only_table(server))
            await clients[0].start()
            table, game = await started(server)
            try:  # only the rule's own assertion is the expected failure
                seat, found = await to_such_a_trick(table, clients)
            except AssertionError as broken:
                raise RuntimeError(f"the set-up went wrong: {broken!r}") from broken
            link = proxy.links[seat]
            answered = table.seq[seat]  # the latest view the server sent the seat
            text = json.dumps({**action_json(found, game.observation(seat)), "seq": answered})
            link.set_faults(up=Faults(duplicate=1.0, only=lambda frame: frame == text))
            mine = len([j for j in judged if j.seat == seat])
            await clients[seat].ws.send(text)
            await wait_for(lambda: len([j for j in judged if j.seat == seat]) == mine + 2, 5)
            original, repeated = [j for j in judged if j.seat == seat][-2:]
            if original.outcome != "applied":
                raise RuntimeError(f"the winning play was not taken: {original}")
            assert repeated.outcome in REFUSED and repeated.unchanged, repeated
            await close_all(clients)

    asyncio.run(main())


# ----- drops ----------------------------------------------------------------------------------


def hands_over_no_turn(frame: str | bytes) -> bool:
    """An observation after which the game goes on without this seat: someone else is to act,
    so a later observation comes and shows the gap. (One that gives the seat its turn, lost,
    would leave the table waiting for a seat that does not know: seq cannot show that.)"""
    if message_type(frame) != "observation":
        return False
    view = json.loads(frame)["observation"]
    return bool(view.get("to_act") != view.get("seat"))


@slow  # a whole game
def test_a_client_that_misses_an_observation_syncs_and_plays_on() -> None:
    """Some observations from the server are lost on the way. The client sees the gap in
    ``seq``, asks for ``sync``, gets its whole view again, and the game goes on to its end
    (and replays from its log)."""

    async def main() -> None:
        lossy = Faults(drop=0.03, limit=8, only=hands_over_no_turn)
        async with through_proxy(down=lossy, seed="drops") as (server, proxy):
            clients = await seated(proxy.url, 4)
            await clients[0].start()
            _, over = await play_to_the_end(clients)
            replays_to_its_winner(over)
            dropped = [link.counts["down"]["dropped"] for link in proxy.links]
            print(f"observations lost: {dropped}; gaps seen: {[c.gaps for c in clients]}")
            assert all(dropped), dropped
            for link, client in zip(proxy.links, clients, strict=True):
                # A gap is seen at the next observation (two lost in a row make one gap);
                # each gap is one sync, and its answer closes it.
                assert 1 <= client.gaps <= link.counts["down"]["dropped"]
                assert client.gaps == client.syncs and client.out_of_order == 0
                assert client.wire_seq > 100
            await close_all(clients)

    asyncio.run(main())


# ----- truncation -----------------------------------------------------------------------------


def table_state(table: Table) -> tuple[str, list[int], int]:
    assert table.game is not None
    return json.dumps(table.game.to_dict()), list(table.seq), table.version


async def answer(client: TableClient, timeout: float = 5.0) -> Message:
    """The next error, or the next message that is not an observation or a lobby."""
    return await client.until(lambda m: m.get("type") not in ("observation", "lobby"), timeout)


def test_a_truncated_message_is_answered_bad_json_and_changes_nothing() -> None:
    """A message cut short on its way to the server (an action, a chat line, a sync) is
    answered ``{"error": "bad_json"}``; the table, every seat's view and the chat are as they
    were, and the same connection then plays the move whole."""

    async def main() -> None:
        async with through_proxy(seed="truncation") as (server, proxy):
            clients = await seated(proxy.url, 4)
            await clients[0].start()
            table, game = await started(server)
            await wait_for(lambda: isinstance(game.to_act(), int), 5)
            while game.round.phase in ("draw", "last_chance"):  # the declarations made
                seat = game.to_act()
                assert isinstance(seat, int)
                await act_and_wait(table, clients[seat], game.legal_actions(seat)[-1])
            seat = game.to_act()
            assert isinstance(seat, int)
            actor, link = clients[seat], proxy.links[seat]
            for other in clients:  # read what has come so far
                with contextlib.suppress(TimeoutError):
                    while True:
                        await other.receive(0.05)
            move = action_json(game.legal_actions(seat)[0], game.observation(seat))
            link.set_faults(up=Faults(truncate=1.0))
            for message in (move, {"type": "chat", "text": "gl hf"}, {"type": "sync"}):
                before = table_state(table)
                await actor.send(message)
                assert (await answer(actor)) == {"error": "bad_json"}
                assert table_state(table) == before
            assert link.counts["up"]["truncated"] == 3
            link.set_faults(up=Faults())
            for other in clients:
                if other is not actor:  # the cut chat line reached nobody
                    with contextlib.suppress(TimeoutError):
                        message = await other.until(lambda m: m.get("type") == "chat", 0.1)
                        raise AssertionError(f"a truncated chat line arrived: {message}")
            played = len(game.actions)
            await actor.act(move)
            await wait_for(lambda: len(game.actions) > played, 5)
            assert getattr(game.actions[played], "seat", None) == seat
            await close_all(clients)

    asyncio.run(main())


# ----- a cut link, a silent link --------------------------------------------------------------


def seat_shown(client: SyncingClient, seat: int, **wanted: object) -> bool:
    """Whether a lobby the client was sent showed ``seat`` so (e.g. connected=False)."""
    return any(
        all(lobby["seats"][seat].get(k) == v for k, v in wanted.items()) for lobby in client.lobbies
    )


def shown_now(client: SyncingClient, seat: int, **wanted: object) -> bool:
    """Whether the last lobby the client was sent shows ``seat`` so."""
    lobby = client.lobby
    return lobby is not None and all(lobby["seats"][seat].get(k) == v for k, v in wanted.items())


def actions_of(game: Game, seat: int) -> int:
    return sum(getattr(a, "seat", None) == seat for a in game.actions)


def test_a_cut_link_is_covered_and_the_seat_given_back_with_its_token() -> None:
    """The proxy resets a person's link mid-game. The others are told the seat is not
    connected; after the grace period a computer player covers it and the game goes on;
    the person rejoins with the token over a new link, gets the whole view and plays again."""

    async def main() -> None:
        async with through_proxy(seed="cut", grace_s=0.2) as (server, proxy):
            watcher, person = await seated(proxy.url, 2)
            await watcher.start()
            table, game = await started(server)
            watching = asyncio.create_task(Bot(watcher, "random", budget_ms=1).play(60))
            playing = asyncio.create_task(Bot(person, "random", budget_ms=1, seed=1).play(60))
            await wait_for(lambda: game.round.phase == "play" and len(game.actions) > 150, 20)
            room, token, seq = person.room, person.token, person.seq
            assert room and token
            proxy.links[1].cut()
            with contextlib.suppress(ConnectionClosed):
                await playing
            await wait_for(lambda: seat_shown(watcher, 1, connected=False), 5)
            await wait_for(lambda: seat_shown(watcher, 1, covered=True), 5)
            covered_from = actions_of(game, 1)
            await wait_for(lambda: actions_of(game, 1) > covered_from, 10)  # no waiting for it
            back = await SyncingClient.open(proxy.url)
            joined = await back.rejoin(room, token)
            assert joined.get("type") == "joined" and joined["seat"] == 1, joined
            view = await back.until_type("observation", 5)
            assert view["seq"] > seq and view["observation"]["seat"] == 1
            assert back.observation is not None and back.observation.hand
            await wait_for(lambda: shown_now(watcher, 1, connected=True, covered=False), 5)
            assert not table.seats[1].covered
            mine = actions_of(game, 1)
            playing = asyncio.create_task(Bot(back, "random", budget_ms=1, seed=2).play(60))
            await wait_for(lambda: actions_of(game, 1) >= mine + 3 or game.over, 20)
            assert not table.seats[1].covered  # the person's own moves, not a computer's
            await stop(watching, playing)
            assert not [e for e in back.errors if e.get("error") not in REFUSED]
            await close_all([watcher, back])

    asyncio.run(main())


def test_a_link_gone_silent_is_noticed_by_the_keepalive() -> None:
    """The proxy stops forwarding a person's link without closing it (no FIN: the peer is
    gone from the network). Only the server's keepalive (a ping every PING_INTERVAL_S, a pong
    due within PING_TIMEOUT_S) can notice, and does: the others are told the seat is not
    connected, which bounds the notice by the two (the figure is in tools/timings_bench.py)."""
    assert PING_INTERVAL_S + PING_TIMEOUT_S <= 2.5

    async def main() -> None:
        keepalive = {"ping_interval_s": PING_INTERVAL_S / 5, "ping_timeout_s": PING_TIMEOUT_S / 5}
        async with through_proxy(seed="silence", grace_s=0.5, **keepalive) as (server, proxy):
            watcher, person = await seated(proxy.url, 2)
            await watcher.start()
            table, game = await started(server)
            watching = asyncio.create_task(Bot(watcher, "random", budget_ms=1).play(60))
            playing = asyncio.create_task(Bot(person, "random", budget_ms=1, seed=1).play(60))
            await wait_for(lambda: game.round.phase == "play" and len(game.actions) > 120, 20)
            await stop(playing)  # the person stops; the table soon waits for it
            await wait_for(lambda: game.to_act() == 1 and table.pending is None, 10)
            proxy.links[1].blackhole()
            await wait_for(lambda: seat_shown(watcher, 1, connected=False), 30)
            assert not table.seats[1].connected
            await wait_for(lambda: table.seats[1].covered and game.to_act() != 1, 5)
            await stop(watching)
            await close_all([watcher])

    asyncio.run(main())
