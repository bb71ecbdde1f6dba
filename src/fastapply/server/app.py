"""HTTP routes: ``create_app(engine, config)`` -> a FastAPI app over the serving layer.

Every error is OpenAI-shaped (``{"error": {message, type, param, code}}``) and never carries a
traceback. The API key and the body size are checked before any route runs.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, AsyncIterator, Awaitable, Callable

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response, StreamingResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..apply.api import ApplyResult
from .apply_chat import with_apply_defaults
from .applying import apply_engine_of, merge_answer, model_apply
from .errors import APIError, as_api_error, bad_request, internal_error, no_model_error
from .fields import CUSTOM_ERRORS
from .guard import Guard, error_response
from .limits import check_request_size, context_limit
from .merge_chat import merge_chat
from .merging import MergeRunner
from .openapi import STREAMED, document_errors, error_responses
from .protocol import (
    SSE_HEADERS, ApplyRequest, ApplyResponse, AssistantMessage, ChatChoice, ChatChunkChoice, ChatCompletion,
    ChatCompletionChunk, ChatCompletionRequest, Completion, CompletionChoice, CompletionRequest, ModelCard,
    ModelList, Usage, apply_usage, now, sse, usage_of,
)
from .relace import router as relace_router
from .serving import Plan, ServerConfig, check_model, generation_work, plan_chat, plan_completion
from .shutdown import Drain
from .worker import Cancelled, Worker

if TYPE_CHECKING:  # a merge-only server (engine None) never loads torch
    from ..engine import Engine, GenerationResult

log = logging.getLogger("fastapply.server")
CLIENT_GONE = 499  # nginx's "client closed request": nobody reads it


def create_app(engine: Engine | None, config: ServerConfig,
               health_extra: Callable[[], Awaitable[dict]] | None = None) -> FastAPI:
    """``engine=None``: a merge-only server (apply routes and /health; model routes answer 503).
    ``health_extra``: more fields for ``/health`` (replicas.py: the replica count and counters)."""
    drain = Drain(config.shutdown_grace)
    worker = Worker(engine, config.max_queue, _batch_config(engine, config), drain)
    merges = MergeRunner(config.apply_timeout)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        worker.start()
        app.state.merges.drain = drain
        app.state.merges.start()
        yield
        app.state.merges.close()  # kills running merges: nothing waits for them
        await asyncio.to_thread(worker.stop)  # the engine thread ends before the interpreter does

    app = FastAPI(title="fastapply", summary="OpenAI-compatible server with Predicted Outputs",
                  lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.worker, app.state.config, app.state.drain = worker, config, drain
    app.state.merges = merges  # /v1/apply with engine "merge" (a MergeRunner; tests may give their own)
    _install_error_handlers(app)
    app.add_middleware(Guard, api_key=config.api_key, max_body_bytes=config.max_body_bytes,
                       read_timeout=config.read_timeout, drain=drain, body_timeout=config.body_timeout)

    @app.api_route("/health", methods=["GET", "HEAD"])
    async def health() -> JSONResponse:
        ok = worker.alive
        extra = await health_extra() if health_extra else {"replicas": int(ok)}
        return JSONResponse({"status": "ok" if ok else "engine worker stopped", "model": config.model_name,
                             "outstanding": worker.outstanding, **extra}, status_code=200 if ok else 503)

    @app.get("/v1/models")
    async def models() -> ModelList:  # a merge-only server's names too ("merge"): the apply chats take them
        return ModelList(data=[ModelCard(id=name) for name in config.model_names])

    @app.get("/v1/models/{model_id:path}")
    async def model(model_id: str) -> ModelCard:
        check_model(model_id, config)
        return ModelCard(id=model_id)

    # a merge-only server answers only chats in an apply format: the route is not in its schema
    @app.post("/v1/chat/completions", include_in_schema=engine is not None, responses=STREAMED)
    @app.post("/v1/apply/chat/completions", include_in_schema=False)  # Relace's OpenAI base URL ends in /v1/apply
    async def chat_completions(body: ChatCompletionRequest, request: Request) -> Response:
        if engine is None:  # the merge answers a chat in an apply format; anything else needs a model
            return await merge_chat(body, request, config)
        check_request_size(body, engine, config.max_total_tokens)  # before any work: the scan, a merge
        body = await with_apply_defaults(body, config, app.state.merges)
        return await _generate(request, worker, config, plan_chat(body, config), chat=True)

    @app.post("/v1/completions", include_in_schema=engine is not None, responses=STREAMED)
    async def completions(body: CompletionRequest, request: Request) -> Response:
        if engine is None:
            raise no_model_error()
        check_request_size(body, engine, config.max_total_tokens)
        return await _generate(request, worker, config, plan_completion(body, config), chat=False)

    @app.post("/v1/apply", responses=error_responses(422))
    async def apply(body: ApplyRequest, request: Request) -> Response:
        if body.model is not None:
            check_model(body.model, config)
        if apply_engine_of(body, config, engine) == "merge":  # in the merge processes, within --apply-timeout
            return _applied(await merge_answer(app.state.merges, body), config.model_name)
        job = await model_apply(body, config, worker, app.state.merges)
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
        return _applied(result, config.model_name)

    app.include_router(relace_router)  # POST /v1/code/apply
    document_errors(app, bearer=config.api_key is not None, merge_only=engine is None,
                    context=context_limit(engine, config.max_total_tokens) if engine is not None else None)
    return app


def _batch_config(engine: Engine | None, config: ServerConfig):
    if engine is None:
        return None
    from ..batch import BatchConfig

    return BatchConfig(config.max_batch_size, config.max_batch_tokens)


def _applied(result: ApplyResult, model: str) -> JSONResponse:
    return JSONResponse(ApplyResponse(
        model=model, text=result.text, method=result.method, merge_confidence=result.merge_confidence,
        merge_reasons=list(result.merge_reasons), draft=result.draft, changed=result.changed,
        usage=apply_usage(result.stats),
    ).model_dump())


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
            yield sse(_chunk(chat, rid, created, model, delta={"role": "assistant", "content": ""}))
        while True:
            try:
                kind, value = await job.next_event()
            except APIError as error:  # timeout: the headers are gone, so the error travels as an event
                yield sse(error.body())
                break
            if kind == "delta":
                yield sse(_chunk(chat, rid, created, model, delta={"content": value}))
            elif kind == "done":
                _log_done(rid, value)
                yield sse(_chunk(chat, rid, created, model, delta={}, finish=value.finish_reason))
                if plan.include_usage:
                    usage = usage_of(value.stats, plan.speculation.method)
                    yield sse(_chunk(chat, rid, created, model, usage=usage))
                break
            elif kind == "error":
                yield sse(as_api_error(value).body())
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


def _log_done(rid: str, result: GenerationResult) -> None:
    if log.isEnabledFor(logging.INFO):
        log.info(json.dumps({"id": rid, **result.stats.to_dict()}))


# -- errors ------------------------------------------------------------------------------------
def _install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(APIError)
    async def api_error(request: Request, error: APIError) -> JSONResponse:
        return error_response(error)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, error: RequestValidationError) -> JSONResponse:
        return error_response(_validation_error(error))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, error: StarletteHTTPException) -> JSONResponse:
        if error.status_code == 404:
            message, code = f"Invalid URL ({request.method} {request.url.path})", "unknown_url"
        else:
            codes = {405: "method_not_allowed", 408: "request_timeout", 413: "request_too_large"}
            message, code = str(error.detail), codes.get(error.status_code)
        kind = "server_error" if error.status_code >= 500 else "invalid_request_error"
        return error_response(APIError(error.status_code, message, kind, code=code, headers=error.headers))

    @app.exception_handler(Exception)
    async def crash(request: Request, error: Exception) -> JSONResponse:
        log.error("unhandled error on %s %s", request.method, request.url.path, exc_info=error)
        return error_response(internal_error())


_TYPE_TAGS = {"str", "int", "float", "bool", "dict", "list", "none", "is-instance"}


def _validation_error(error: RequestValidationError) -> APIError:
    errors = error.errors()  # in a union, pydantic reports every member: our own checks say the most
    first = next((e for e in errors if e.get("type") in CUSTOM_ERRORS), errors[0] if errors else {})
    if first.get("type") == "json_invalid":
        reason = (first.get("ctx") or {}).get("error", "invalid JSON")
        return bad_request(f"We could not parse the JSON body of your request ({reason}).", code="invalid_json")
    loc = [part for part in first.get("loc", ()) if part != "body" and not (  # pydantic names the union
        isinstance(part, str) and ("[" in part or part in _TYPE_TAGS))]  # member it tried: the client wants the field
    param = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in loc).lstrip(".") or None
    if param is None:
        return bad_request("The request body must be a JSON object.", code="invalid_body")
    if first.get("type") == "missing":
        return bad_request(f"Missing required parameter: '{param}'.", param, "missing_required_parameter")
    return bad_request(f"Invalid value for '{param}': {first.get('msg', 'invalid')}.", param, "invalid_value")
