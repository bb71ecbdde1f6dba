"""A deadline for request headers (slowloris): uvicorn waits for a request's headers forever.

uvicorn's own ``timeout_keep_alive`` closes a kept-alive connection only while *no byte* arrives, is
not armed on a new connection, and is cancelled by the first byte of a next request; the app (and
so the body read timeout in guard.py) is not called until the headers are complete. A client that
connects and sends nothing, or sends half a request head and stalls, or sends one header byte now
and then, would hold its connection (and a file descriptor) for as long as it likes.

:func:`http_protocol` gives uvicorn (``uvicorn.Config(http=...)``) a subclass of its own HTTP
protocol that arms a timer when a connection opens and after each response, and cancels it once a
request's headers are complete. When it runs out, the connection is closed: with a 408 in the
OpenAI error shape if part of a request head had arrived, silently if nothing had (as for an idle
keep-alive connection). It only runs while no request is in flight, so no response is ever cut.
"""

from __future__ import annotations

import asyncio
import json

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from .connections import Draining, idle
from .errors import APIError

PARSERS = ("auto", "h11", "httptools")


class HeaderDeadline:
    """Mixin before a uvicorn HTTP protocol class: a request's headers must be complete within
    ``header_timeout`` seconds of the connection opening or of the previous response's end."""

    header_timeout: float = 30.0  # set per server by http_protocol()
    _header_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        self._await_headers()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self._header_timer is not None and not idle(self):  # a request's headers are complete
            self._cancel_header_timer()

    def on_response_complete(self) -> None:
        super().on_response_complete()  # may start a pipelined request already received
        self._await_headers()

    def handle_websocket_upgrade(self, *args) -> None:  # the connection is no longer HTTP's
        self._cancel_header_timer()
        super().handle_websocket_upgrade(*args)

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_header_timer()
        super().connection_lost(exc)

    def _await_headers(self) -> None:
        self._cancel_header_timer()
        if idle(self) and not self.transport.is_closing():
            self._header_timer = self.loop.call_later(self.header_timeout, self._headers_stalled)

    def _cancel_header_timer(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _headers_stalled(self) -> None:
        self._header_timer = None
        if self.transport.is_closing() or not idle(self):
            return
        if self._head_started():
            self.transport.write(self._request_timeout())
        self.transport.close()

    def _head_started(self) -> bool:
        """Whether part of a request head has arrived (subclasses know how their parser holds it)."""
        raise NotImplementedError

    def _request_timeout(self) -> bytes:
        error = APIError(408, f"The request headers did not arrive within {self.header_timeout:g} s.",
                         code="request_timeout")
        body = json.dumps(error.body()).encode()
        head = [b"HTTP/1.1 408 Request Timeout"]
        head += [name + b": " + value for name, value in self.server_state.default_headers]
        head += [b"content-type: application/json", b"content-length: " + str(len(body)).encode(),
                 b"connection: close"]
        return b"\r\n".join(head) + b"\r\n\r\n" + body


class H11HeaderDeadline(HeaderDeadline, H11Protocol):
    def _head_started(self) -> bool:  # h11 buffers an incomplete head unparsed
        return self.conn.their_state is h11.IDLE and bool(self.conn.trailing_data[0])


try:
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
except ImportError:  # httptools is optional (uvicorn[standard]); h11 always comes with uvicorn
    HttpToolsHeaderDeadline = None
else:
    class HttpToolsHeaderDeadline(HeaderDeadline, HttpToolsProtocol):
        _head_open = False  # httptools parses as bytes arrive: between a message's first byte and its headers' end

        def on_message_begin(self) -> None:
            super().on_message_begin()
            self._head_open = True

        def on_headers_complete(self) -> None:
            self._head_open = False
            super().on_headers_complete()

        def _head_started(self) -> bool:
            return self._head_open


def http_protocol(header_timeout: float, parser: str = "auto") -> type:
    """The protocol class for ``uvicorn.Config(http=...)``: uvicorn's h11 or httptools protocol (``auto``:
    httptools when installed, as uvicorn chooses) with a ``header_timeout``-second deadline for headers,
    and the lingering close and shutdown of connections.py."""
    if parser not in PARSERS:
        raise ValueError(f"parser must be one of {', '.join(PARSERS)}, got {parser!r}")
    if parser == "httptools" and HttpToolsHeaderDeadline is None:
        raise ValueError("the httptools parser is not installed: pip install httptools (or use h11)")
    base = H11HeaderDeadline if parser == "h11" or HttpToolsHeaderDeadline is None else HttpToolsHeaderDeadline
    return type(base.__name__, (Draining, base), {"header_timeout": header_timeout})
