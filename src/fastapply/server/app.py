"""HTTP routes: ``create_app(engine, config)`` -> a FastAPI app over the serving layer.

Every error is OpenAI-shaped (``{"error": {message, type, param, code}}``) and never carries a
traceback. The API key and the body size are checked before any route runs.
"""

from __future__ import annotations

import hmac
import json
import logging
import uuid
from contextlib import asynccontextmanager
from typing import AsyncIterator, Awaitable, Callable

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response, StreamingResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..batch import BatchConfig
from ..engine import Engine, GenerationResult
from .apply_chat import with_auto_prediction
from .protocol import (
    APIError, ApplyRequest, ApplyResponse, AssistantMessage, ChatChoice, ChatChunkChoice, ChatCompletion,
    ChatCompletionChunk, ChatCompletionRequest, Completion, CompletionChoice, CompletionRequest, ModelCard, ModelList,
    Usage, as_api_error, bad_request, internal_error, no_model_error, now, usage_of,
)
from .relace import router as relace_router
from .serving import Plan, ServerConfig, apply_work, check_model, generation_work, plan_chat, plan_completion
from .worker import Cancelled, Worker

log = logging.getLogger("fastapply.server")
OPEN_PATHS = ("/health",)
SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
CLIENT_GONE = 499  # nginx's "client closed request": nobody reads it


def create_app(engine: Engine | None, config: ServerConfig,
               health_extra: Callable[[], Awaitable[dict]] | None = None) -> FastAPI:
    """``engine=None``: a merge-only server (apply routes and /health; model routes answer 503).
    ``health_extra``: more fields for ``/health`` (replicas.py: the replica count and counters)."""
    worker = Worker(engine, config.max_queue, BatchConfig(config.max_batch_size, config.max_batch_tokens))

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        worker.start()
        yield
        worker.stop()

    app = FastAPI(title="fastapply", summary="OpenAI-compatible server with Predicted Outputs",
                  lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.worker, app.state.config = worker, config
    _install_error_handlers(app)
    app.add_middleware(Guard, api_key=config.api_key, max_body_bytes=config.max_body_bytes)

    @app.get("/health")
    async def health() -> JSONResponse:
        ok = worker.alive
        extra = await health_extra() if health_extra else {"replicas": int(ok)}
        return JSONResponse({"status": "ok" if ok else "engine worker stopped", "model": config.model_name,
                             "outstanding": worker.outstanding, **extra}, status_code=200 if ok else 503)

    @app.get("/v1/models")
    async def models() -> ModelList:
        return ModelList(data=[ModelCard(id=config.model_name)] if engine is not None else [])

    @app.get("/v1/models/{model_id:path}")
    async def model(model_id: str) -> ModelCard:
        if engine is None:
            raise no_model_error()
        check_model(model_id, config)
        return ModelCard(id=config.model_name)

    @app.post("/v1/chat/completions")
    @app.post("/v1/apply/chat/completions", include_in_schema=False)  # Relace's OpenAI base URL ends in /v1/apply
    async def chat_completions(body: ChatCompletionRequest, request: Request) -> Response:
        if engine is None:
            raise no_model_error()
        body = await with_auto_prediction(body, config)
        return await _generate(request, worker, config, plan_chat(body, config), chat=True)

    @app.post("/v1/completions")
    async def completions(body: CompletionRequest, request: Request) -> Response:
        if engine is None:
            raise no_model_error()
        return await _generate(request, worker, config, plan_completion(body, config), chat=False)

    @app.post("/v1/apply")
    async def apply(body: ApplyRequest, request: Request) -> Response:
        if body.model is not None:
            check_model(body.model, config)
        job = worker.submit(apply_work(body, config), config.timeout)
        try:
            kind, result = await job.next_event(request.is_disconnected)
        except Cancelled:
            return Response(status_code=CLIENT_GONE)
        finally:
            job.cancel()
        if kind == "error":
            raise as_api_error(result)
        if kind != "done":
            return Response(status_code=CLIENT_GONE)
        usage = usage_of(result.stats, "prediction") if result.stats else None
        return JSONResponse(ApplyResponse(
            model=config.model_name, text=result.text, method=result.method, merge_confidence=result.merge_confidence,
            merge_reasons=list(result.merge_reasons), draft=result.draft, changed=result.changed, usage=usage,
        ).model_dump())

    app.include_router(relace_router)  # POST /v1/code/apply
    return app


async def _generate(request: Request, worker: Worker, config: ServerConfig, plan: Plan, chat: bool) -> Response:
    job = worker.submit(generation_work(plan, config), config.timeout)
    rid = ("chatcmpl-" if chat else "cmpl-") + uuid.uuid4().hex
    streaming = False
    try:
        kind, value = await job.next_event(request.is_disconnected)  # 'start' unless the request was refused
        while kind == "delta" or (kind == "start" and not plan.stream):
            kind, value = await job.next_event(request.is_disconnected)
        if kind == "start":
            streaming = True
            return StreamingResponse(_stream(job, plan, rid, chat, config.model_name),
                                     media_type="text/event-stream", headers=SSE_HEADERS)
        if kind == "error":
            raise as_api_error(value)
        if kind != "done":
            return Response(status_code=CLIENT_GONE)
        _log_done(rid, value)
        return JSONResponse(_whole(rid, chat, value, plan, config.model_name).model_dump())
    except Cancelled:
        return Response(status_code=CLIENT_GONE)
    finally:
        if not streaming:
            job.cancel()


async def _stream(job, plan: Plan, rid: str, chat: bool, model: str) -> AsyncIterator[str]:
    """Server-sent events: role chunk, content chunks, finish chunk, usage chunk, [DONE]."""
    created = now()
    try:
        if chat:
            yield _sse(_chunk(chat, rid, created, model, delta={"role": "assistant", "content": ""}))
        while True:
            try:
                kind, value = await job.next_event()
            except APIError as error:  # timeout: the headers are gone, so the error travels as an event
                yield _sse(error.body())
                break
            if kind == "delta":
                yield _sse(_chunk(chat, rid, created, model, delta={"content": value}))
            elif kind == "done":
                _log_done(rid, value)
                yield _sse(_chunk(chat, rid, created, model, delta={}, finish=value.finish_reason))
                if plan.include_usage:
                    usage = usage_of(value.stats, plan.speculation.method)
                    yield _sse(_chunk(chat, rid, created, model, usage=usage))
                break
            elif kind == "error":
                yield _sse(as_api_error(value).body())
                break
            else:  # cancelled
                return
        yield "data: [DONE]\n\n"
    finally:
        job.cancel()  # a client that went away frees the engine at the next decode step


def _chunk(chat: bool, rid: str, created: int, model: str, delta: dict | None = None, finish: str | None = None,
           usage: Usage | None = None) -> ChatCompletionChunk | Completion:
    if chat:
        choices = [] if usage else [ChatChunkChoice(delta=delta or {}, finish_reason=finish)]
        return ChatCompletionChunk(id=rid, created=created, model=model, choices=choices, usage=usage)
    choices = [] if usage else [CompletionChoice(text=(delta or {}).get("content", ""), finish_reason=finish)]
    return Completion(id=rid, created=created, model=model, choices=choices, usage=usage)


def _whole(rid: str, chat: bool, result: GenerationResult, plan: Plan, model: str) -> ChatCompletion | Completion:
    usage = usage_of(result.stats, plan.speculation.method)
    if chat:
        choice = ChatChoice(message=AssistantMessage(content=result.text), finish_reason=result.finish_reason)
        return ChatCompletion(id=rid, model=model, choices=[choice], usage=usage)
    return Completion(id=rid, model=model, choices=[CompletionChoice(text=result.text,
                                                                     finish_reason=result.finish_reason)], usage=usage)


def _sse(payload) -> str:
    data = payload.model_dump_json() if hasattr(payload, "model_dump_json") else json.dumps(payload)
    return f"data: {data}\n\n"


def _log_done(rid: str, result: GenerationResult) -> None:
    if log.isEnabledFor(logging.INFO):
        log.info(json.dumps({"id": rid, **result.stats.to_dict()}))


# -- errors ------------------------------------------------------------------------------------
def _error_response(error: APIError) -> JSONResponse:
    return JSONResponse(error.body(), status_code=error.status, headers=error.headers)


def _install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(APIError)
    async def api_error(request: Request, error: APIError) -> JSONResponse:
        return _error_response(error)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, error: RequestValidationError) -> JSONResponse:
        return _error_response(_validation_error(error))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, error: StarletteHTTPException) -> JSONResponse:
        if error.status_code == 404:
            message, code = f"Invalid URL ({request.method} {request.url.path})", "unknown_url"
        else:
            message, code = str(error.detail), {405: "method_not_allowed", 413: "request_too_large"}.get(
                error.status_code)
        kind = "server_error" if error.status_code >= 500 else "invalid_request_error"
        return _error_response(APIError(error.status_code, message, kind, code=code, headers=error.headers))

    @app.exception_handler(Exception)
    async def crash(request: Request, error: Exception) -> JSONResponse:
        log.error("unhandled error on %s %s", request.method, request.url.path, exc_info=error)
        return _error_response(internal_error())


_TYPE_TAGS = {"str", "int", "float", "bool", "dict", "list", "none", "is-instance"}


def _validation_error(error: RequestValidationError) -> APIError:
    errors = error.errors()
    first = errors[0] if errors else {}
    if first.get("type") == "json_invalid":
        reason = (first.get("ctx") or {}).get("error", "invalid JSON")
        return bad_request(f"We could not parse the JSON body of your request ({reason}).", code="invalid_json")
    loc = [part for part in first.get("loc", ()) if part != "body"]
    while loc and isinstance(loc[-1], str) and ("[" in loc[-1] or loc[-1] in _TYPE_TAGS):
        loc.pop()  # pydantic names the union member it tried; the client wants the field
    param = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in loc).lstrip(".") or None
    if param is None:
        return bad_request("The request body must be a JSON object.", code="invalid_body")
    if first.get("type") == "missing":
        return bad_request(f"Missing required parameter: '{param}'.", param, "missing_required_parameter")
    return bad_request(f"Invalid value for '{param}': {first.get('msg', 'invalid')}.", param, "invalid_value")


class Guard:
    """ASGI middleware: Bearer API key (all paths but /health) and the request body size limit."""

    def __init__(self, app, api_key: str | None, max_body_bytes: int) -> None:
        self.app, self.max_body_bytes = app, max_body_bytes
        self.expected = f"Bearer {api_key}".encode() if api_key else None

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = dict(scope["headers"])
        if self.expected and scope["path"] not in OPEN_PATHS and not hmac.compare_digest(
                headers.get(b"authorization", b""), self.expected):
            error = APIError(401, "Incorrect or missing API key: send it as 'Authorization: Bearer <key>'.",
                             code="invalid_api_key", headers={"WWW-Authenticate": "Bearer"})
            return await _error_response(error)(scope, receive, send)
        length = headers.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_body_bytes):
            return await _error_response(self._too_large())(scope, receive, send)
        received = 0

        async def limited_receive():
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_body_bytes:
                    raise StarletteHTTPException(413, self._too_large().message)
            return message

        await self.app(scope, limited_receive, send)

    def _too_large(self) -> APIError:
        return APIError(413, f"The request body is larger than this server's limit of {self.max_body_bytes} bytes.",
                        code="request_too_large")
