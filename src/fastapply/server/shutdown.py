"""Graceful shutdown: on SIGTERM (or Ctrl-C) stop taking requests, let running ones finish within a
grace period, then end what is still open with an OpenAI-shaped 503 (an error event and ``[DONE]``
for a stream).

uvicorn stops accepting connections when the signal comes and waits for open responses; the
:class:`Drain` tells the app when the grace period ends, so each response ends itself in the
OpenAI shape instead of being cut when uvicorn gives up waiting.
"""

from __future__ import annotations

import signal
import time

from .errors import APIError

BACKSTOP_SECONDS = 5.0  # after the grace period: time for open responses to send their error and close


class Drain:
    """The shutdown state the guard, the worker and every open response read."""

    def __init__(self, grace: float) -> None:
        self.grace = grace
        self.deadline: float | None = None  # monotonic time the grace period ends; None = serving

    def begin(self) -> None:
        if self.deadline is None:
            self.deadline = time.monotonic() + self.grace

    @property
    def draining(self) -> bool:
        return self.deadline is not None

    def over(self) -> bool:
        return self.deadline is not None and time.monotonic() >= self.deadline

    def refusal(self) -> APIError:
        return APIError(503, "The server is shutting down and takes no new requests; retry on another instance "
                             "or later.", "server_error", code="server_shutting_down",
                        headers={"Retry-After": "5", "Connection": "close"})

    def cut_off(self) -> APIError:
        return APIError(503, f"The server shut down before this request finished (grace period "
                             f"{self.grace:g} s); retry it.", "server_error", code="server_shutting_down",
                        headers={"Connection": "close"})


def serve(app, drain: Drain, **uvicorn_options) -> None:
    """Run ``app`` under uvicorn until SIGTERM/SIGINT, draining as above; returns once all is closed."""
    import uvicorn

    class DrainingServer(uvicorn.Server):
        def handle_exit(self, sig, frame) -> None:  # uvicorn's signal handler: begin the grace period too
            drain.begin()
            super().handle_exit(sig, frame)

    config = uvicorn.Config(app, timeout_graceful_shutdown=drain.grace + BACKSTOP_SECONDS, **uvicorn_options)
    # uvicorn re-raises the signal it caught once it is done; a handled SIGTERM is a clean exit (status 0)
    previous = signal.signal(signal.SIGTERM, lambda sig, frame: None)
    try:
        DrainingServer(config).run()
    finally:
        signal.signal(signal.SIGTERM, previous)
