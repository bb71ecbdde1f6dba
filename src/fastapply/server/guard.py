"""ASGI middleware in front of every route: the API key, the body size and read timeout, shutdown.

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


def error_response(error: APIError) -> JSONResponse:
    return JSONResponse(error.body(), status_code=error.status, headers=error.headers)


class Guard:
    """Bearer API key (all paths but /health; the scheme's case is free), the request body size limit,
    a read timeout while the body arrives (a stalled client gets 408), and 503 once shutdown began."""

    def __init__(self, app, api_key: str | None, max_body_bytes: int, read_timeout: float,
                 drain: Drain | None = None) -> None:
        self.app, self.max_body_bytes, self.read_timeout, self.drain = app, max_body_bytes, read_timeout, drain
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

        async def guarded_receive():
            nonlocal received, reading
            if not reading:  # the body is in: later calls wait for a disconnect, as long as the response runs
                return await receive()
            try:
                message = await asyncio.wait_for(receive(), self.read_timeout)
            except asyncio.TimeoutError:
                raise StarletteHTTPException(408, f"The request body stalled: nothing arrived for "
                                                  f"{self.read_timeout:g} s.") from None
            reading = message["type"] == "http.request" and message.get("more_body", False)
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_body_bytes:
                    raise StarletteHTTPException(413, self._too_large().message)
            return message

        await self.app(scope, guarded_receive, send)

    def _authorized(self, headers: dict[bytes, bytes]) -> bool:
        scheme, _, key = headers.get(b"authorization", b"").strip().partition(b" ")
        return scheme.lower() == b"bearer" and hmac.compare_digest(key.strip(), self.expected)

    def _too_large(self) -> APIError:
        return APIError(413, f"The request body is larger than this server's limit of {self.max_body_bytes} bytes.",
                        code="request_too_large")
