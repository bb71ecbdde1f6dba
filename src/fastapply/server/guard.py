"""ASGI middleware in front of every route: the API key, the body size, its read timeouts, shutdown.

Errors are answered here, before any route runs, in the OpenAI shape.
"""

from __future__ import annotations

import asyncio
import hmac

from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from .errors import APIError
from .shutdown import Drain

OPEN_PATHS = ("/health",)
CLOSE = {"Connection": "close"}  # the rest of the body is never read: the connection ends with the answer


def error_response(error: APIError) -> JSONResponse:
    return JSONResponse(error.body(), status_code=error.status, headers=error.headers)


class Guard:
    """Bearer API key (all paths but /health; the scheme's case is free), the request body size limit,
    two limits while the body arrives (408: ``read_timeout`` seconds with nothing arriving, an idle timer;
    ``body_timeout`` seconds for the whole body, a deadline, so a body trickled a byte at a time ends
    too), and 503 once shutdown began."""

    def __init__(self, app, api_key: str | None, max_body_bytes: int, read_timeout: float,
                 drain: Drain | None = None, body_timeout: float = 60.0) -> None:
        self.app, self.max_body_bytes, self.read_timeout, self.drain = app, max_body_bytes, read_timeout, drain
        self.body_timeout = body_timeout
        self.expected = api_key.encode() if api_key else None

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        if self.drain is not None and self.drain.draining:
            return await error_response(self.drain.refusal())(scope, receive, send)
        headers = dict(scope["headers"])
        if self.expected and scope["path"] not in OPEN_PATHS and not self._authorized(headers):
            error = APIError(401, "Incorrect or missing API key: send it as 'Authorization: Bearer <key>'.",
                             code="invalid_api_key", headers={"WWW-Authenticate": "Bearer"})
            return await error_response(error)(scope, receive, send)
        length = headers.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_body_bytes):
            return await error_response(self._too_large())(scope, receive, send)
        received, reading = 0, True
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.body_timeout

        async def guarded_receive():
            nonlocal received, reading
            if not reading:  # the body is in: later calls wait for a disconnect, as long as the response runs
                return await receive()
            left = deadline - loop.time()
            try:
                message = await asyncio.wait_for(receive(), max(min(self.read_timeout, left), 0.0))
            except asyncio.TimeoutError:
                if loop.time() >= deadline:
                    raise StarletteHTTPException(408, f"The request body did not arrive within {self.body_timeout:g} "
                                                      "s (--body-timeout).", CLOSE) from None
                raise StarletteHTTPException(408, f"The request body stalled: nothing arrived for "
                                                  f"{self.read_timeout:g} s.", CLOSE) from None
            reading = message["type"] == "http.request" and message.get("more_body", False)
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_body_bytes:
                    raise StarletteHTTPException(413, self._too_large().message, CLOSE)
            return message

        await self.app(scope, guarded_receive, send)

    def _authorized(self, headers: dict[bytes, bytes]) -> bool:
        scheme, _, key = headers.get(b"authorization", b"").strip().partition(b" ")
        return scheme.lower() == b"bearer" and hmac.compare_digest(key.strip(), self.expected)

    def _too_large(self) -> APIError:
        return APIError(413, f"The request body is larger than this server's limit of {self.max_body_bytes} bytes.",
                        code="request_too_large", headers=CLOSE)
