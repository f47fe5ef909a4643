"""The app's WebSocket link to a table server, in a thread of its own with an asyncio loop, so
that the window never waits on the network. Messages come in through ``received`` (in the Qt
thread, by a queued signal) and go out through ``send``, from any thread.

A link that drops is opened again every second, and ``resume`` (the rejoin with the seat's
token) is sent first on the new one: the server hands the seat back with the whole view.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any

from PySide6.QtCore import QThread, Signal
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import (
    ConnectionClosed,
    InvalidStatus,
    InvalidURI,
    WebSocketException,
)

from tractor_desktop.net.protocol import ERRORS, MAX_FRAME_BYTES
from tractor_desktop.net.shards import room_url

log = logging.getLogger(__name__)

RETRY_S = 1.0
GIVE_UP_S = 120.0
"""A link that cannot be opened again for this long is given up ("failed"): the table is gone
(its host closed it) or the network is; a server restarted meanwhile is back well before."""
OPEN_TIMEOUT_S = 5.0
PING_INTERVAL_S = 2.0
PING_TIMEOUT_S = 2.0
CLOSE_FLUSH_S = 1.0
"""How long a link closed for good waits for its last messages to be written."""


def handshake_refusal(error: BaseException) -> str | None:
    """The server's code of a refused handshake (an HTTP status whose body is one of the
    protocol's error codes: ``server_full``, ``too_many_connections``), else None."""
    if not isinstance(error, InvalidStatus):
        return None
    try:
        code = bytes(error.response.body or b"").decode("ascii").strip()
    except UnicodeDecodeError:
        return None
    return code if code in ERRORS else None


class NetLink(QThread):
    received = Signal(object)
    """A message from the server (a dict)."""
    state = Signal(str, str)
    """"connecting", "open", "lost" (being opened again), "failed" (never opened), "closed";
    with a detail (the error) for lost and failed."""

    def __init__(self, url: str, first: dict[str, Any], parent: Any = None) -> None:
        super().__init__(parent)
        self.url = url
        self.first = first
        """Sent when the link first opens: create, join or watch."""
        self.resume: dict[str, Any] | None = None
        """Sent instead on a link opened again (the rejoin), once the seat is known."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ws: ClientConnection | None = None
        self._stop: asyncio.Event | None = None
        self._closing = False
        self._sending: set[asyncio.Future[None]] = set()
        """Messages on their way out: a link closed for good sends them first (a leave)."""
        self.give_up_s = GIVE_UP_S

    # ----- from the Qt thread -----------------------------------------------------------------

    def send(self, message: dict[str, Any]) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            text = json.dumps(message)
            loop.call_soon_threadsafe(self._start_sending, text)

    def close(self) -> None:
        """Close the link for good (the thread ends soon after)."""
        self._closing = True
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(stop.set)

    # ----- the link's own thread --------------------------------------------------------------

    def run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        opened = False
        lost_at: float | None = None
        while not self._closing:
            self.state.emit("connecting", "")
            detail = ""
            try:
                # The room in the path: a deployment's proxy sends the link to its process.
                again = opened and self.resume is not None
                ws = await self._open(
                    (self.resume if again and self.resume else self.first).get("room")
                )
                if ws is None:
                    break  # closed while the link was being opened
                try:
                    self._ws = ws
                    await ws.send(json.dumps({"type": "hello"}))
                    await ws.send(json.dumps(self.resume if again else self.first))
                    opened = True
                    lost_at = None
                    self.state.emit("open", "")
                    await self._read(ws)
                finally:
                    await ws.close()
            except (
                OSError,
                TimeoutError,
                asyncio.TimeoutError,
                InvalidURI,
                WebSocketException,
            ) as error:
                # The system's own words, if it has any (shown plain, cut); a bare class name
                # is no sentence for a player: the log keeps it.
                detail = str(error)
                log.info("the table's link: %s", type(error).__name__)
                refused = handshake_refusal(error)
                if refused is not None:
                    # The server said why at the handshake (full, too many connections from
                    # here): told as its refusal, which the window words; not as a failure.
                    self.received.emit({"error": refused})
                    detail = ""
                if not opened:
                    self._ws = None
                    self.state.emit("failed", detail)
                    return
            self._ws = None
            if self._closing or self.resume is None:
                break
            now = self._loop.time()
            lost_at = now if lost_at is None else lost_at
            if now - lost_at >= self.give_up_s:
                self.state.emit("failed", detail)  # "": gave up, the window says it in words
                return
            self.state.emit("lost", detail)
            with contextlib.suppress(TimeoutError, asyncio.TimeoutError):  # one class from 3.11
                await asyncio.wait_for(self._stop.wait(), RETRY_S)
        self.state.emit("closed", "")

    async def _open(self, room: object) -> ClientConnection | None:
        """The link opened, or None if ``close`` came first (the window need not wait for the
        open timeout of a host that does not answer)."""
        assert self._stop is not None
        opening = asyncio.ensure_future(
            connect(
                room_url(self.url, room),
                open_timeout=OPEN_TIMEOUT_S,
                ping_interval=PING_INTERVAL_S,
                ping_timeout=PING_TIMEOUT_S,
                close_timeout=1.0,
                max_size=MAX_FRAME_BYTES * 16,
                compression=None,
            )
        )
        stopping = asyncio.ensure_future(self._stop.wait())
        await asyncio.wait({opening, stopping}, return_when=asyncio.FIRST_COMPLETED)
        stopping.cancel()
        if not opening.done():
            opening.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await opening
            return None
        return opening.result()

    async def _read(self, ws: ClientConnection) -> None:
        reader = asyncio.ensure_future(self._read_all(ws))
        stopper = asyncio.ensure_future(self._wait_stop())
        await asyncio.wait({reader, stopper}, return_when=asyncio.FIRST_COMPLETED)
        for task in (reader, stopper):
            task.cancel()
        if self._closing:
            # What was sent before the close goes out before it: a "leave" must reach the
            # server, or the seat stays a ghost's that nobody can take.
            if self._sending:
                await asyncio.wait(set(self._sending), timeout=CLOSE_FLUSH_S)
            await ws.close()
        elif reader.done() and not reader.cancelled() and reader.exception() is not None:
            raise reader.exception()  # type: ignore[misc]

    async def _wait_stop(self) -> None:
        assert self._stop is not None
        await self._stop.wait()

    async def _read_all(self, ws: ClientConnection) -> None:
        try:
            async for raw in ws:
                if isinstance(raw, bytes):
                    continue  # the server sends text frames only
                try:
                    message = json.loads(raw)
                except ValueError:
                    log.warning("the server sent a message that is not JSON")
                    continue
                if isinstance(message, dict):
                    self.received.emit(message)
        except ConnectionClosed as closed:
            code = closed.rcvd.code if closed.rcvd else 1006
            raise OSError(f"the link closed ({code})") from None
        raise OSError("the server closed the link")

    def _start_sending(self, text: str) -> None:
        sending = asyncio.ensure_future(self._send(text))
        self._sending.add(sending)
        sending.add_done_callback(self._sending.discard)

    async def _send(self, text: str) -> None:
        ws = self._ws
        if ws is None:
            return  # not open now: the rejoin on the next link re-sends the whole view
        with contextlib.suppress(ConnectionClosed):
            await ws.send(text)
