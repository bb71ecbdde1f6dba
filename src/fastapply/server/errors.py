"""Errors answered as OpenAI does: ``{"error": {message, type, param, code}}`` with an HTTP status."""

from __future__ import annotations

from pydantic import BaseModel


class ErrorDetail(BaseModel):
    message: str
    type: str
    param: str | None = None
    code: str | None = None


class ErrorResponse(BaseModel):
    error: ErrorDetail


class APIError(Exception):
    """An error answered as OpenAI does: ``{"error": {message, type, param, code}}``."""

    def __init__(self, status: int, message: str, type: str = "invalid_request_error", param: str | None = None,
                 code: str | None = None, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.type, self.param, self.code = status, message, type, param, code
        self.headers = headers

    def body(self) -> dict:
        return {"error": {"message": self.message, "type": self.type, "param": self.param, "code": self.code}}


def bad_request(message: str, param: str | None = None, code: str | None = None) -> APIError:
    return APIError(400, message, param=param, code=code)


def internal_error() -> APIError:
    return APIError(500, "The server had an error while processing your request.", "server_error",
                    code="internal_error")


def no_model_error() -> APIError:
    """503 for model routes on a server started without ``--model`` (sent with ``x-should-retry: false``)."""
    return APIError(503, "This server runs without a model (fastapply serve --apply-engine merge): it serves "
                         "/v1/apply, /v1/code/apply, chat messages in an apply format (<code>..</code><update>.."
                         "</update>) and /health only. Start it with --model to use this route.",
                    "server_error", code="no_model", headers={"x-should-retry": "false"})


def as_api_error(error: BaseException) -> APIError:
    return error if isinstance(error, APIError) else internal_error()
