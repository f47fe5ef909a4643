"""The computer players' thinking time, shared between the server's tables: one thread pool, and
a queue in front of it that decides which table's decision goes into the pool next.

The pool alone would serve the decisions in the order they were asked for, so that a dozen
computer-only tables (each always asking again as soon as it is answered) would put every
other table's decision at the back of a queue a dozen long. Here:

- a table has at most one decision in the pool at once (its task waits for each answer anyway;
  a task restarted after a failure cannot add a second);
- a decision of a table with a person at it goes into the pool before any decision of a table
  with nobody at a seat (asked again at each pick: a person may sit down or go meanwhile);
- within each kind, the tables are served in the order they asked, and a table asks again only
  once answered: round-robin, so no table is served twice while another waits;
- the tables with nobody at a seat use at most ``workers - 1`` of the threads (one when the pool
  has only one), so that a decision of a table with a person at it never waits for a whole
  pool of long searches nobody is waiting for.

Stopping never blocks the event loop: the pool is shut down without waiting, and the decisions
under way are waited for (on the loop, not in it) for a bounded time only.
"""

from __future__ import annotations

import asyncio
import collections
import dataclasses
import functools
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from ..engine.actions import Action
from .turns import ComputerRequest

log = logging.getLogger(__name__)

Decide = Callable[[ComputerRequest], Action | None]


@dataclasses.dataclass(eq=False)
class _Ask:
    """One table's decision, waiting for a thread or being thought in one."""

    table: str
    request: ComputerRequest
    attended: Callable[[], bool]
    """Whether a person sits at the table now (asked again at every pick)."""
    answer: asyncio.Future[Action | None]
    unattended: bool = False
    """It went into the pool for a table nobody sat at (it counts against their share)."""


class Thinking:
    """The computer players' decisions of every table, fairly shared over ``workers`` threads."""

    def __init__(self, decide: Decide, workers: int) -> None:
        self.workers = max(1, workers)
        self.executor = ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="computer")
        self._decide = decide
        self._waiting: collections.deque[_Ask] = collections.deque()
        self._thinking: dict[str, tuple[_Ask, asyncio.Future[Action | None]]] = {}
        """The decision in the pool for each table (at most one each)."""
        self.served: collections.Counter[str] = collections.Counter()
        """Decisions that went into the pool, by table (the fairness tests read it; one entry
        a table ever served)."""
        self.closed = False

    @property
    def unattended_share(self) -> int:
        """Threads the tables with nobody at a seat may use at once."""
        return max(1, self.workers - 1)

    async def decide(
        self, table: str, request: ComputerRequest, attended: Callable[[], bool]
    ) -> Action | None:
        """The computer player's answer for ``table`` (None for none: the table falls back to
        a legal move), once its turn in the pool came and the thought is over."""
        if self.closed:
            raise asyncio.CancelledError
        ask = _Ask(table, request, attended, asyncio.get_running_loop().create_future())
        self._waiting.append(ask)
        self._dispatch()
        try:
            return await ask.answer
        finally:
            if ask in self._waiting:  # the table's task was cancelled before its turn came
                self._waiting.remove(ask)

    def _dispatch(self) -> None:
        """Fill the free threads, people's tables first, each kind in the order asked."""
        while not self.closed and len(self._thinking) < self.workers:
            ask = self._next()
            if ask is None:
                return
            self._waiting.remove(ask)
            self._start(ask)

    def _next(self) -> _Ask | None:
        unattended_thinking = sum(1 for ask, _ in self._thinking.values() if ask.unattended)
        first_unattended: _Ask | None = None
        for ask in self._waiting:
            if ask.table in self._thinking or ask.answer.done():
                continue
            if ask.attended():
                return ask
            if first_unattended is None:
                first_unattended = ask
        if first_unattended is not None and unattended_thinking < self.unattended_share:
            first_unattended.unattended = True
            return first_unattended
        return None

    def _start(self, ask: _Ask) -> None:
        loop = asyncio.get_running_loop()
        self.served[ask.table] += 1
        future = loop.run_in_executor(self.executor, self._decide_safely, ask.request)
        self._thinking[ask.table] = (ask, future)
        future.add_done_callback(functools.partial(self._done, ask))

    def _decide_safely(self, request: ComputerRequest) -> Action | None:
        """In a worker thread: a player that raises gives no answer (the table plays the
        turn's fallback) instead of ending its table's task."""
        try:
            return self._decide(request)
        except Exception:
            log.exception("a computer player failed; its table plays the turn's fallback")
            return None

    def _done(self, ask: _Ask, future: asyncio.Future[Action | None]) -> None:
        if self._thinking.get(ask.table, (None, None))[0] is ask:
            del self._thinking[ask.table]
        if not ask.answer.done():
            if future.cancelled():
                ask.answer.cancel()
            elif (error := future.exception()) is not None:
                ask.answer.set_exception(error)
            else:
                ask.answer.set_result(future.result())
        self._dispatch()

    async def stop(self, wait_s: float) -> None:
        """No more decisions; the ones waiting are dropped, the ones under way are waited for
        at most ``wait_s`` on the loop (the loop runs on meanwhile), then left to end alone."""
        self.closed = True
        for ask in self._waiting:
            ask.answer.cancel()
        self._waiting.clear()
        self.executor.shutdown(wait=False, cancel_futures=True)
        under_way = [future for _, future in self._thinking.values() if not future.done()]
        if under_way:
            await asyncio.wait(under_way, timeout=wait_s)
