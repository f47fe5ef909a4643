"""A deployment's tables in Redis, shared by its server processes: which process owns each room
(a lease), each room's log (its header and its actions, one list item each) and the index of
rooms. Only the lease holder plays a table, and every append checks, in one script on the
Redis server, that its process still holds the lease and that the log is as long as the
process thinks: a process that lost its lease (paused, cut off, its lease expired and taken)
can never add a move after another's, so a game never forks.

Saves go out in batches, off the table's task: ``save`` notes the table and returns, and a
writer sends every table noted since its last round in one round trip (a pipeline of the
append script). A process that cannot reach Redis is told by ``save`` raising ``OSError`` (the
rooms then play on in memory and tell their people, as for a full disk), and gives its tables
up once it has not renewed their leases for a lease's time: another process may own them now.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import RedisError

from ..engine.actions import action_to_dict
from .table import Table

log = logging.getLogger(__name__)

LEASE_MS = 4000
"""A room's lease lasts this long unless renewed: a process that dies gives its rooms up within
it (and the proxy's health check, within a second, sends their people to another process)."""
RENEW_S = 1.0
"""How often an owner renews its leases (a quarter of the lease: three renewals may fail)."""
CLAIM_WAIT_S = LEASE_MS / 1000 + 2.0
"""How long a link for a room owned elsewhere waits for the room: the owner asked to let it go
does so at once; a dead owner's lease runs out within LEASE_MS."""
KEEP_MS = 24 * 3600 * 1000
"""A room's log is kept this long after its last move (the index forgets it when it is gone):
a room no process plays any more (its shard has no process left) does not stay for ever."""
RETRY_S = 0.5
RETRY_MAX_S = 10.0
"""Redis unreachable: tried again after 0.5 s, twice as long each time, up to 10 s."""
TIMEOUT_S = 2.0
"""A Redis command not answered within this is a failure (the store is then down)."""
RELEASE_CHANNEL = "release"

# KEYS: owner, head, log, index. ARGV: process, actions expected, header ('' when unchanged),
# lease ms, '1' for a room this process made (it takes the lease then), code, keep ms, actions.
APPEND = """
local owner = redis.call('GET', KEYS[1])
if owner ~= ARGV[1] then
  if owner or ARGV[5] ~= '1' or redis.call('EXISTS', KEYS[2]) == 1 then return -1 end
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[4])
end
if redis.call('LLEN', KEYS[3]) ~= tonumber(ARGV[2]) then return -2 end
if ARGV[3] ~= '' then redis.call('SET', KEYS[2], ARGV[3]) end
for i = 8, #ARGV do redis.call('RPUSH', KEYS[3], ARGV[i]) end
redis.call('SADD', KEYS[4], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[7])
redis.call('PEXPIRE', KEYS[3], ARGV[7])
return redis.call('LLEN', KEYS[3])
"""
# KEYS: the owners' keys. ARGV: process, lease ms. The positions (from 1) of leases not held.
RENEW = """
local lost = {}
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
  else
    table.insert(lost, i)
  end
end
return lost
"""
# KEYS: owner. ARGV: process.
RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""
# KEYS: owner, head, log, index. ARGV: process, code. Only the owner (or nobody) forgets a room.
FORGET = """
local owner = redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
redis.call('SREM', KEYS[4], ARGV[2])
return 1
"""


class RoomBusy(Exception):
    """Another process holds the room and did not let it go in time."""


async def cancel_all(tasks: Iterable[asyncio.Task[Any]]) -> None:
    """Cancel the tasks and wait until they end. Python 3.11's ``wait_for`` may swallow a
    cancellation that comes as its awaited call answers, and the task then waits on (the
    listener for as long as no message comes): each task still running after a second is
    cancelled again, so that stopping never hangs."""
    pending = set(tasks)
    while pending:
        for task in pending:
            task.cancel()
        _, pending = await asyncio.wait(pending, timeout=1.0)


class SharedStore:
    """The rooms of one process of a deployment, kept in Redis at ``url``.

    The interface ``rooms.Rooms`` uses (``save``, ``forget``, ``load``) is the file store's;
    ``claim`` (async) takes a room over from the shared store, and ``lost`` (set by the server)
    is called with a room's code when its lease turns out to be another's."""

    def __init__(
        self,
        url: str,
        *,
        prefix: str = "tractor:",
        process: str | None = None,
        lease_ms: int = LEASE_MS,
        renew_s: float = RENEW_S,
        timeout_s: float = TIMEOUT_S,
    ) -> None:
        self.url = url
        self.prefix = prefix
        self.process = process or secrets.token_hex(8)
        """This process's name in the leases: new at each start, so that a restarted process
        never takes a lease its earlier life held for its own."""
        self.lease_ms = lease_ms
        self.renew_s = renew_s
        self.timeout_s = timeout_s
        self.lost: Callable[[str], None] = lambda code: None
        self.release: Callable[[str], Awaitable[None]] | None = None
        """Asked to let a room go (another process has a link for it): stops the table and
        closes its links; the store then gives the lease up."""
        self.down = False
        """Redis could not be reached at the last try: saves fail until it can again."""
        self._redis: aioredis.Redis | None = None
        self._listener: aioredis.Redis | None = None
        self._owned: set[str] = set()
        self._made_here: set[str] = set()
        """Rooms made by this process and not yet in Redis: their first save takes the lease."""
        self._length: dict[str, int] = {}
        self._heads: dict[str, str] = {}
        self._dirty: dict[str, Table] = {}
        self._forgotten: set[str] = set()
        self._wake = asyncio.Event()
        self._idle = asyncio.Event()
        self._idle.set()
        self._tasks: list[asyncio.Task[None]] = []
        self._claims: dict[str, asyncio.Future[dict[str, Any] | None]] = {}
        self._renewed_at = 0.0

    # ----- keys -------------------------------------------------------------------------------

    @property
    def index(self) -> str:
        """The key of the set of every room's code."""
        return self.prefix + "rooms"

    def _keys(self, code: str) -> list[str]:
        room = f"{self.prefix}room:{code}:"
        return [room + "owner", room + "head", room + "log", self.index]

    @property
    def redis(self) -> aioredis.Redis:
        assert self._redis is not None, "start() first"
        return self._redis

    # ----- running ----------------------------------------------------------------------------

    async def start(self) -> None:
        """Connect (RedisError if Redis cannot be reached) and start the writer, the renewals
        and the listener for requests to let a room go."""
        # Every command answers within timeout_s or fails: a Redis that hangs (paused, a lost
        # route) must not hold a save, or a renewal, for ever.
        self._redis = aioredis.Redis.from_url(
            self.url,
            decode_responses=True,
            socket_timeout=self.timeout_s,
            socket_connect_timeout=self.timeout_s,
        )
        await self._redis.ping()
        # The listener waits for messages as long as there are none: a connection of its own.
        self._listener = aioredis.Redis.from_url(
            self.url, decode_responses=True, socket_connect_timeout=self.timeout_s
        )
        self._append = self._redis.register_script(APPEND)
        self._renew = self._redis.register_script(RENEW)
        self._release = self._redis.register_script(RELEASE)
        self._forget = self._redis.register_script(FORGET)
        self._renewed_at = asyncio.get_running_loop().time()
        self._tasks = [
            asyncio.create_task(self._write_rounds(), name="saving to redis"),
            asyncio.create_task(self._renew_rounds(), name="renewing leases"),
            asyncio.create_task(self._listen(), name="requests to let rooms go"),
        ]

    async def stop(self) -> None:
        """Write what is noted, give every lease up (another process may take the rooms at
        once), and close."""
        with contextlib.suppress(TimeoutError, asyncio.TimeoutError):
            await asyncio.wait_for(self.written(), 3.0)
        await cancel_all(self._tasks)
        if self._redis is not None:
            with contextlib.suppress(RedisError, OSError):
                for code in list(self._owned):
                    await self._release(keys=self._keys(code)[:1], args=[self.process])
            await self._redis.aclose()
        if self._listener is not None:
            await self._listener.aclose()
        self._owned.clear()

    async def written(self) -> None:
        """Wait until every save noted so far has been sent (or refused)."""
        while self._dirty or self._forgotten or not self._idle.is_set():
            self._wake.set()
            await asyncio.sleep(0.005)

    # ----- the file store's interface ---------------------------------------------------------

    def load(self, *, pace_draws: bool) -> list[Table]:
        """Nothing at start: a room is taken over when a link asks for it (``claim``)."""
        return []

    def made(self, code: str) -> None:
        """A room made by this process: its first save takes its lease."""
        self._made_here.add(code)

    def save(self, table: Table) -> None:
        """Note the table: the writer sends what changed at its next round. OSError while
        Redis cannot be reached (the rooms try again later)."""
        if self.down:
            raise OSError("the shared store (Redis) cannot be reached")
        if table.room in self._owned or table.room in self._made_here:
            self._dirty[table.room] = table
            self._wake.set()

    def forget(self, code: str) -> None:
        """The room is over and forgotten: its log goes too (if this process still owns it)."""
        self._dirty.pop(code, None)
        if code in self._owned or code in self._made_here:
            self._forgotten.add(code)
            self._wake.set()
        self._let_go(code)

    def _let_go(self, code: str) -> None:
        self._owned.discard(code)
        self._made_here.discard(code)
        self._length.pop(code, None)
        self._heads.pop(code, None)

    # ----- taking a room over -----------------------------------------------------------------

    async def claim(self, code: str, wait_s: float = CLAIM_WAIT_S) -> dict[str, Any] | None:
        """Take the room's lease and read its log (``Table.to_log``'s form); None if there is no
        such room. Another live owner is asked to let it go; RoomBusy if it does not within
        ``wait_s``. Links that ask at once share one claim."""
        pending = self._claims.get(code)
        if pending is None:
            pending = asyncio.ensure_future(self._claim(code, wait_s))
            self._claims[code] = pending
            pending.add_done_callback(lambda _: self._claims.pop(code, None))
        return await asyncio.shield(pending)

    async def _claim(self, code: str, wait_s: float) -> dict[str, Any] | None:
        owner, head, actions, index = self._keys(code)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait_s
        asked = False
        while True:
            if not await self.redis.exists(head):
                await self.redis.srem(index, code)  # its log expired: the index forgets it too
                return None
            if await self.redis.set(owner, self.process, nx=True, px=self.lease_ms):
                break
            if await self.redis.get(owner) == self.process:
                break
            if not asked:
                await self.redis.publish(self.prefix + RELEASE_CHANNEL, code)
                asked = True
            if loop.time() >= deadline:
                raise RoomBusy(code)
            await asyncio.sleep(0.05)
        header, lines = await asyncio.gather(
            self.redis.get(head), self.redis.lrange(actions, 0, -1)
        )
        try:
            data = json.loads(header or "")
            if not isinstance(data, dict):
                raise ValueError("a table's log is an object")
            game = data.get("game")
            if isinstance(game, dict):
                game["actions"] = [json.loads(line) for line in lines]
        except ValueError:
            await self._release(keys=[owner], args=[self.process])
            raise
        self._owned.add(code)
        self._length[code] = len(lines)
        self._heads[code] = str(header or "")
        return data

    async def rooms(self) -> list[str]:
        """Every room in the index."""
        return sorted(str(code) for code in await self.redis.smembers(self.index))

    async def owner(self, code: str) -> str | None:
        found = await self.redis.get(self._keys(code)[0])
        return None if found is None else str(found)

    async def give_up(self, code: str) -> None:
        """Let the room go: what is noted for it is written first (unless Redis does not
        answer: then the lease runs out by itself), then the lease is freed."""
        with contextlib.suppress(TimeoutError, asyncio.TimeoutError):
            await asyncio.wait_for(self.written(), 2 * self.timeout_s)
        self._let_go(code)
        with contextlib.suppress(RedisError, OSError):
            await self._release(keys=self._keys(code)[:1], args=[self.process])

    # ----- the writer -------------------------------------------------------------------------

    async def _write_rounds(self) -> None:
        delay = RETRY_S
        while True:
            await self._wake.wait()
            self._wake.clear()
            self._idle.clear()
            dirty, self._dirty = self._dirty, {}
            forgotten, self._forgotten = self._forgotten, set()
            try:
                await self._write(dirty, forgotten)
                if self.down:
                    log.warning("the shared store (Redis) is reached again")
                self.down = False
                delay = RETRY_S
            except (RedisError, OSError) as error:
                if not self.down:
                    log.warning("the shared store (Redis) cannot be reached: %s", str(error)[:200])
                self.down = True
                for code, table in dirty.items():
                    self._dirty.setdefault(code, table)
                self._forgotten |= forgotten
                await asyncio.sleep(delay)
                delay = min(RETRY_MAX_S, delay * 2)
                self._wake.set()
            except Exception:  # a bug in one round must not stop the saving for good
                log.exception("a round of saves to the shared store failed")
            finally:
                self._idle.set()

    async def _write(self, dirty: dict[str, Table], forgotten: set[str]) -> None:
        pipe = self.redis.pipeline(transaction=False)
        sent: list[tuple[str, int, str]] = []
        for code in forgotten:
            await self._forget(keys=self._keys(code), args=[self.process, code], client=pipe)
        for code, table in dirty.items():
            header = json.dumps(table.to_log(with_actions=False))
            done = self._length.get(code, 0)
            actions = table.game.actions[done:] if table.game is not None else []
            if header == self._heads.get(code) and not actions:
                continue
            lines = [json.dumps(action_to_dict(a), separators=(",", ":")) for a in actions]
            args: list[Any] = [
                self.process,
                done,
                "" if header == self._heads.get(code) else header,
                self.lease_ms,
                "1" if code in self._made_here else "0",
                code,
                KEEP_MS,
                *lines,
            ]
            await self._append(keys=self._keys(code), args=args, client=pipe)
            sent.append((code, done + len(lines), header))
        if not sent and not forgotten:
            await pipe.reset()  # type: ignore[no-untyped-call]
            return
        results = await pipe.execute(raise_on_error=False)
        for (code, length, header), result in zip(sent, results[len(forgotten) :], strict=True):
            if isinstance(result, Exception):
                raise result
            if result >= 0:
                self._length[code] = length
                self._heads[code] = header
                if code in self._made_here:
                    self._made_here.discard(code)
                    self._owned.add(code)
            else:
                # -1: another process holds the lease; -2: the log is not as this process
                # left it (another wrote it meanwhile). Either way the table is not ours.
                log.warning("table %s: its lease is another process's; given up here", code)
                self._let_go(code)
                self.lost(code)

    # ----- leases -----------------------------------------------------------------------------

    async def _renew_rounds(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(self.renew_s)
            owned = sorted(self._owned)
            try:
                lost = await self._renew(
                    keys=[self._keys(c)[0] for c in owned], args=[self.process, self.lease_ms]
                )
                self._renewed_at = loop.time()
            except (RedisError, OSError) as error:
                if loop.time() - self._renewed_at < self.lease_ms / 1000:
                    continue
                # The leases ran out meanwhile: another process may play these tables now.
                log.warning("leases not renewed (%s): every table given up", str(error)[:200])
                lost = list(range(1, len(owned) + 1))
            except Exception:
                log.exception("a round of lease renewals failed")
                continue
            for position in lost:
                code = owned[int(position) - 1]
                if code in self._owned:
                    log.warning("table %s: its lease is gone; given up here", code)
                    self._let_go(code)
                    self.lost(code)

    async def _listen(self) -> None:
        """Let a room go when another process asks for it (it has a link for the room: the
        proxy sends the room's links there now)."""
        delay = RETRY_S
        while True:
            try:
                assert self._listener is not None
                async with self._listener.pubsub() as pubsub:
                    await pubsub.subscribe(self.prefix + RELEASE_CHANNEL)
                    delay = RETRY_S
                    async for message in pubsub.listen():
                        code = message.get("data")
                        if message.get("type") != "message" or code not in self._owned:
                            continue
                        if self.release is not None:
                            log.info("table %s: asked for by another process; let go", code)
                            await self.release(code)
            except asyncio.CancelledError:
                raise
            except Exception as error:  # Redis went away: listen again once it is back
                log.debug("listening for rooms to let go: %s", error)
                await asyncio.sleep(delay)
                delay = min(RETRY_MAX_S, delay * 2)
