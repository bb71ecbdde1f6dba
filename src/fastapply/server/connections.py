"""How connections end: never with a reset, and at shutdown never before their next request is answered.

**Lingering close.** When the server closes a connection (after a ``Connection: close`` answer, a
408, a shutdown), a plain ``close()`` while the client's next bytes are in flight makes the kernel send
a TCP reset, and a reset discards what the client had not read yet: the answer it was sent. So the
server half-closes (``write_eof``: the client reads the whole answer, then the end), reads and drops
whatever still arrives, and closes once the client has closed its side, or after ``LINGER_SECONDS``
(RFC 9112, section 9.6; Apache and nginx do the same).

**Shutdown.** uvicorn, on SIGTERM, closes every idle kept-alive connection at once and turns keep-alive
off for the busy ones, so a client whose next request crosses the close gets a reset for a request it
had sent. Here a connection instead stays open while any request of the server still runs (within the
grace period, see shutdown.py), and ``LAST_CALL_SECONDS`` more once none does: a request on it is
answered (503 ``server_shutting_down`` from the guard, with ``Connection: close``), so a client that
sends its next request as its stream ends gets that answer, not a closed connection. Then the idle
connections are closed (lingering). New connections are refused meanwhile (uvicorn closes the
listening socket).
"""

from __future__ import annotations

import asyncio
import weakref

LINGER_SECONDS = 2.0  # how long a half-closed connection waits for the client to close its side
LAST_CALL_SECONDS = 1.0  # at shutdown, once no request runs: how long idle connections still take one
_last_calls: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # uvicorn's server state -> its timer


def idle(protocol) -> bool:
    """No request in flight on a uvicorn HTTP protocol's connection (its next request's head is awaited)."""
    return protocol.cycle is None or protocol.cycle.response_complete


class LingeringTransport:
    """A transport whose ``close`` is a lingering close; every other call goes to the transport."""

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport, self._loop = transport, loop
        self.lingering = False
        self._timer: asyncio.TimerHandle | None = None

    def __getattr__(self, name: str):
        return getattr(self._transport, name)

    def close(self) -> None:
        if self.lingering or self._transport.is_closing():
            return
        if not self._transport.can_write_eof():
            return self._transport.close()
        self.lingering = True
        self._transport.write_eof()  # after what is buffered: the client reads the whole answer
        self._transport.resume_reading()  # read (and drop) to the client's end, even if flow control paused it
        self._timer = self._loop.call_later(LINGER_SECONDS, self._transport.close)

    def is_closing(self) -> bool:
        return self.lingering or self._transport.is_closing()

    def ended(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None


class Draining:
    """Mixin before a uvicorn HTTP protocol class (and before slowloris.HeaderDeadline): the two rules above."""

    transport: LingeringTransport
    _draining = False

    def connection_made(self, transport) -> None:
        super().connection_made(LingeringTransport(transport, asyncio.get_running_loop()))

    def data_received(self, data: bytes) -> None:
        if self.transport.lingering:  # the answer is sent and the end written: what still comes is dropped
            return
        super().data_received(data)

    def connection_lost(self, exc: Exception | None) -> None:
        self.transport.ended()
        super().connection_lost(exc)
        if self._draining:  # it may have been the last busy one
            self._close_when_all_idle()

    def shutdown(self) -> None:
        """uvicorn's call on SIGTERM: instead of its close, keep the connection until nothing runs."""
        self._draining = True
        self._close_when_all_idle()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if self._draining:
            self._close_when_all_idle()

    def _close_when_all_idle(self) -> None:
        """Once no request runs: the last call, then the idle connections are closed."""
        state = self.server_state
        if _all_idle(state) and state not in _last_calls:
            _last_calls[state] = asyncio.get_running_loop().call_later(LAST_CALL_SECONDS, _close_idle, state)


def _ours(state) -> list[Draining]:
    return [connection for connection in state.connections if isinstance(connection, Draining)]


def _all_idle(state) -> bool:
    return all(map(idle, _ours(state)))


def _close_idle(state) -> None:
    del _last_calls[state]
    if not _all_idle(state):  # a request came in the last call: its answer starts another
        return
    for connection in _ours(state):
        if connection._draining:
            connection.transport.close()
