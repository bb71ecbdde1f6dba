"""Chat requests in an apply format on a server without a model: the merge answers them.

A merge-only server (``serve --apply-engine merge``) has no model to chat with, but a chat message in an
apply format (Morph / Relace's ``<code>..</code><update>..</update>``, or one of this project's chat
templates, see :mod:`.apply_chat`) is an apply. The merge answers it under the rules of
``/v1/code/apply`` (in the merge processes, within ``--apply-timeout``): 422 ``ambiguous_merge`` when
the snippet fits more than one place, 422 ``apply_failed`` when it fits none, nothing guessed. The
answer is the new file framed as that format's model frames it, with zero tokens counted. Any other
chat request is 503 ``no_model``.
"""

from __future__ import annotations

import uuid

from fastapi import Request
from fastapi.responses import JSONResponse, Response

from .apply_chat import find_apply_message
from .applying import merge_answer
from .errors import APIError, no_model_error
from .protocol import (
    SSE_HEADERS, ApplyRequest, AssistantMessage, ChatChoice, ChatChunkChoice, ChatCompletion, ChatCompletionChunk,
    ChatCompletionRequest, apply_usage, now, sse,
)
from .serving import ServerConfig, plan_chat


async def merge_chat(body: ChatCompletionRequest, request: Request, config: ServerConfig) -> Response:
    found = find_apply_message(body.messages)
    if found is None:
        raise no_model_error()
    plan = plan_chat(body, config)  # a chat's own checks: the model's name, n, tools, logprobs...
    try:
        result = await merge_answer(request.app.state.merges, ApplyRequest.model_construct(  # a blank update: 400
            original=found.original, update=found.update))
    except APIError as error:  # the snippet and the code are in the message
        error.param = "messages"
        raise
    text = found.template.answer_prefix + result.text + found.template.answer_suffix
    rid, model, usage = "chatcmpl-" + uuid.uuid4().hex, config.model_name, apply_usage(None)
    if not plan.stream:
        choice = ChatChoice(message=AssistantMessage(content=text), finish_reason="stop")
        return JSONResponse(ChatCompletion(id=rid, model=model, choices=[choice], usage=usage).model_dump())
    created = now()
    deltas = [({"role": "assistant", "content": ""}, None), ({"content": text}, None), ({}, "stop")]
    chunks = [ChatCompletionChunk(id=rid, created=created, model=model,
                                  choices=[ChatChunkChoice(delta=delta, finish_reason=finish)])
              for delta, finish in deltas]
    if plan.include_usage:
        chunks.append(ChatCompletionChunk(id=rid, created=created, model=model, choices=[], usage=usage))
    return Response("".join(map(sse, chunks)) + "data: [DONE]\n\n", media_type="text/event-stream",
                    headers=SSE_HEADERS)
