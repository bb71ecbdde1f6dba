"""Relace's REST apply API, ``POST /v1/code/apply``, so that Relace clients (Continue's ``relace``
provider, agent toolkits) work against this server by changing the base URL only.

Request: ``{"initialCode", "editSnippet", "stream"?}`` (or Relace's newer snake_case
``initial_code`` / ``edit_snippet``, with ``instruction``); other fields Relace clients send
(``model``, ``relace_metadata``...) are ignored. Answer: ``{"mergedCode", "usage", ...}``. The engine
and the model's prompt template are server settings (``--apply-engine``, ``--apply-template``). With
``"stream": true`` the answer is server-sent events: ``{"delta": text}`` pieces of the new file as they
settle, then the whole answer object (``mergedCode`` included), then ``[DONE]``; an error after the
first event is a ``{"error": {...}}`` event.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse
from pydantic import AliasChoices, BaseModel, Field, PrivateAttr, model_validator

from .applying import merge_answer, model_apply
from .errors import APIError, as_api_error
from .fields import Snippet, Text
from .openapi import STREAMED, error_responses
from .protocol import ApplyRequest, Usage, _Request, apply_usage
from .applying import apply_engine_of
from .worker import Cancelled

router = APIRouter()
CLIENT_GONE = 499  # Continue's Relace adapter reads 499 as "aborted by the user"
SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


class RelaceApplyRequest(_Request):
    initial_code: Text = Field(validation_alias=AliasChoices("initialCode", "initial_code"))
    edit_snippet: Snippet = Field(validation_alias=AliasChoices("editSnippet", "edit_snippet"))
    instruction: Text | None = Field(default=None, validation_alias=AliasChoices("instruction", "instructions"))
    stream: bool | None = False
    allow_ambiguous: bool = False  # extension: accept an ambiguous merge (else 422 ambiguous_merge)
    _names: dict[str, str] = PrivateAttr(default_factory=dict)  # apply's field -> as this request spells it

    @model_validator(mode="wrap")
    @classmethod
    def _spelling(cls, data, handler):
        request = handler(data)
        snake = isinstance(data, dict) and "edit_snippet" in data and "editSnippet" not in data
        request._names = {"update": "edit_snippet", "original": "initial_code"} if snake else \
            {"update": "editSnippet", "original": "initialCode"}
        return request


class RelaceApplyResponse(BaseModel):
    mergedCode: str
    usage: Usage
    method: str  # extension: "model" or "merge"
    merge_confidence: str  # extension: exact / fuzzy / ambiguous
    merge_reasons: list[str]


@router.post("/v1/code/apply", response_model=RelaceApplyResponse, responses={**error_responses(422), **STREAMED})
async def code_apply(body: RelaceApplyRequest, request: Request) -> Response:
    worker, config = request.app.state.worker, request.app.state.config
    apply = ApplyRequest.model_construct(original=body.initial_code, update=body.edit_snippet,  # validated above
                                         instruction=body.instruction or "", allow_ambiguous=body.allow_ambiguous)
    merges = request.app.state.merges
    try:
        if apply_engine_of(apply, config, worker.engine) == "merge":  # in the merge processes, within the budget
            result = await merge_answer(merges, apply)
            if body.stream:
                return StreamingResponse(_merged(result), media_type="text/event-stream", headers=SSE_HEADERS)
            return JSONResponse(_answer(result).model_dump())
        job = await model_apply(apply, config, worker, merges, stream=bool(body.stream))
    except APIError as error:
        raise _relace_names(error, body) from None
    streaming = False
    try:
        kind, value = await job.next_event(request.is_disconnected)
        if kind == "error":
            raise _relace_names(as_api_error(value), body)
        if kind not in ("delta", "done"):
            return Response(status_code=CLIENT_GONE)
        if body.stream:
            streaming = True
            return StreamingResponse(_events(job, kind, value, body), media_type="text/event-stream", headers=SSE_HEADERS)
        return JSONResponse(_answer(value).model_dump())
    except Cancelled:
        return Response(status_code=CLIENT_GONE)
    finally:
        if not streaming:
            job.cancel()


def _answer(result) -> RelaceApplyResponse:
    return RelaceApplyResponse(mergedCode=result.text, usage=apply_usage(result.stats), method=result.method,
                               merge_confidence=result.merge_confidence, merge_reasons=list(result.merge_reasons))


async def _events(job, kind: str, value, body: RelaceApplyRequest) -> AsyncIterator[str]:
    """``{"delta"}``... then the answer, or an error event; then ``[DONE]``. A client gone cancels the job."""
    try:
        while True:
            if kind == "delta":
                yield _sse({"delta": value})
            elif kind == "done":
                yield _sse(_answer(value).model_dump())
                break
            elif kind == "error":
                yield _sse(_relace_names(as_api_error(value), body).body())
                break
            else:  # cancelled
                return
            try:
                kind, value = await job.next_event()
            except APIError as error:  # the timeout: the headers are gone, so it travels as an event
                kind, value = "error", error
        yield "data: [DONE]\n\n"
    finally:
        job.cancel()  # frees the engine at its next decode step


async def _merged(result) -> AsyncIterator[str]:
    """The merge's events: its text at once, the answer, ``[DONE]``."""
    if result.text:
        yield _sse({"delta": result.text})
    yield _sse(_answer(result).model_dump())
    yield "data: [DONE]\n\n"


def _relace_names(error: APIError, body: RelaceApplyRequest) -> APIError:
    """Errors of the apply work name /v1/apply's fields; here they are Relace's, as the request spells them."""
    error.param = body._names.get(error.param, error.param)
    return error


def _sse(payload: dict) -> str:
    return f"data: {json.dumps(payload)}\n\n"
