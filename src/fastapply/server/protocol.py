"""OpenAI-shaped request and response models and usage (errors: errors.py). Shapes only: no engine, no HTTP.

Requests are validated strictly (``"5"`` is not a number) and unknown fields are ignored, since
OpenAI clients send fields this server has no use for. ``speculation`` and ``top_k`` are our
extensions; ``usage.speculation`` reports what the drafter did. Fields the server takes only some values
of are marked in the OpenAPI schema (``takes``) beside the check that refuses the rest.
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ..apply.merge.syntax import canonical, language_names
from ..apply.templates import TEMPLATES

from .fields import INT32, Int32, Seed, Snippet, Text, bounded, takes
from .limits import MAX_STOP_CHARS, MAX_STOPS

if TYPE_CHECKING:
    from ..stats import RequestStats


class _Request(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore")


class TextPart(_Request):
    type: Literal["text"] = "text"
    text: Text


def _text_parts_only(schema: dict) -> None:
    schema["properties"]["type"]["enum"] = ["text"]  # serving.py refuses other parts
    schema["properties"]["text"] = {"type": "string", "title": "Text"}
    schema["required"] = ["type", "text"]


class ContentPart(_Request):
    model_config = ConfigDict(strict=True, extra="ignore", json_schema_extra=_text_parts_only)
    type: Text
    text: Text | None = None


ROLES = ("system", "developer", "user", "assistant", "tool")


class ChatMessage(_Request):
    role: Literal[ROLES]
    content: Text | list[ContentPart] | None = None
    name: Text | None = None


class Prediction(_Request):
    """OpenAI Predicted Outputs: text expected to largely reappear in the answer."""

    type: Literal["content"]
    content: Text | list[TextPart]

    def text(self) -> str:
        return self.content if isinstance(self.content, str) else "".join(part.text for part in self.content)


class Speculation(_Request):
    """Extension: per-request drafting. Default: 'prediction' with a prediction, else 'ngram'."""

    method: Literal["none", "ngram", "prediction", "draft"] | None = takes(enum=["none", "ngram", "prediction", None])
    num_tokens: Int32 | None = takes(minimum=1, maximum=1024)


class StreamOptions(_Request):
    include_usage: bool = False


class _GenerationRequest(_Request):
    model: Text
    temperature: float | None = takes(minimum=0, maximum=100)
    top_p: float | None = takes(minimum=0, maximum=1)
    top_k: Int32 | None = takes(minimum=0)
    max_tokens: Int32 | None = takes(minimum=1)
    stop: Text | list[Text] | None = takes(minLength=1, maxLength=MAX_STOP_CHARS, maxItems=MAX_STOPS,
                                           items={"type": "string", "minLength": 1})
    seed: Seed | None = None
    stream: bool | None = False
    stream_options: StreamOptions | None = None
    n: Int32 | None = takes(1, enum=[1, None])  # one choice per request
    presence_penalty: float | None = takes(enum=[0, None])  # penalties are not supported
    frequency_penalty: float | None = takes(enum=[0, None])
    prediction: Prediction | None = None
    speculation: Speculation | None = None
    ignore_eos: bool | None = None  # extension (as vLLM's): generate max_tokens, past the end-of-sequence token
    user: Text | None = None


MAX_MESSAGES = 8192  # counted before the messages are validated: 100k of them would hold the event loop for seconds


class ChatCompletionRequest(_GenerationRequest):
    messages: list[ChatMessage] = Field(min_length=1, json_schema_extra={"maxItems": MAX_MESSAGES})

    @field_validator("messages", mode="before")
    @classmethod
    def _count_first(cls, messages: Any) -> Any:
        if isinstance(messages, list) and len(messages) > MAX_MESSAGES:
            raise ValueError(f"at most {MAX_MESSAGES} messages, got {len(messages)}")
        return messages
    max_completion_tokens: Int32 | None = takes(minimum=1)
    logprobs: bool | None = takes(enum=[False, None])  # refused: not supported
    top_logprobs: Int32 | None = takes(enum=[0, None])
    tools: list[Any] | None = takes(maxItems=0)  # no tools or function calling
    tool_choice: Any = None
    functions: list[Any] | None = takes(maxItems=0)
    response_format: dict | None = takes(properties={"type": {"enum": ["text"]}})


class CompletionRequest(_GenerationRequest):
    prompt: Text | list[Annotated[Int32, Field(json_schema_extra={"minimum": 0})]] | \
        Annotated[list[Text], Field(json_schema_extra={"minItems": 1, "maxItems": 1})]  # one prompt per request
    logprobs: Int32 | None = takes(enum=[None])  # refused: not supported
    echo: bool | None = takes(False, enum=[False, None])
    suffix: Text | None = takes(maxLength=0)
    best_of: Int32 | None = takes(enum=[1, None])


class ApplyRequest(_Request):
    """Extension: original file + lazy edit snippet -> the full new file."""

    original: Text
    update: Snippet
    model: Text | None = None
    template: Text | None = takes(enum=[*TEMPLATES, None])  # None: the server's --apply-template
    instruction: Text = ""
    engine: Literal["auto", "model", "merge"] | None = None  # None: the server's --apply-engine
    draft: Literal["auto", "merge", "original"] = "auto"
    max_tokens: bounded(1, INT32[1]) | None = None
    num_draft_tokens: bounded(1, 1024) = 64
    allow_ambiguous: bool = False  # accept an ambiguous merge as the answer (else 422 ambiguous_merge)
    language: Text | None = takes(enum=[*language_names(), None])  # the file's (a grammar's name or alias, or sql /
    # makefile / dockerfile); None: guessed from the original's text. Give it where the file's name says it, as the
    # CLI and MCP do

    @field_validator("language")
    @classmethod
    def _known_language(cls, language: str | None) -> str | None:
        return None if language is None else canonical(language)  # (ValueError: "no grammar for language ...")


# -- responses ---------------------------------------------------------------------------
def now() -> int:
    return int(time.time())


class CompletionTokensDetails(BaseModel):
    accepted_prediction_tokens: int = 0
    rejected_prediction_tokens: int = 0
    reasoning_tokens: int = 0


class SpeculationUsage(BaseModel):
    method: str
    drafted_tokens: int
    accepted_tokens: int
    target_forwards: int
    shared_forwards: int = 0  # target forwards that verified other requests' drafts too (batching)


class Usage(BaseModel):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int
    completion_tokens_details: CompletionTokensDetails = CompletionTokensDetails()
    speculation: SpeculationUsage | None = None


class AssistantMessage(BaseModel):
    role: Literal["assistant"] = "assistant"
    content: str


class ChatChoice(BaseModel):
    index: int = 0
    message: AssistantMessage
    finish_reason: str
    logprobs: None = None


class ChatCompletion(BaseModel):
    id: str
    object: Literal["chat.completion"] = "chat.completion"
    created: int = Field(default_factory=now)
    model: str
    choices: list[ChatChoice]
    usage: Usage


class ChatChunkChoice(BaseModel):
    index: int = 0
    delta: dict[str, str]
    finish_reason: str | None = None
    logprobs: None = None


class ChatCompletionChunk(BaseModel):
    id: str
    object: Literal["chat.completion.chunk"] = "chat.completion.chunk"
    created: int
    model: str
    choices: list[ChatChunkChoice]
    usage: Usage | None = None


class CompletionChoice(BaseModel):
    index: int = 0
    text: str
    finish_reason: str | None = None
    logprobs: None = None


class Completion(BaseModel):
    """Both the whole answer and each streamed chunk of /v1/completions."""

    id: str
    object: Literal["text_completion"] = "text_completion"
    created: int = Field(default_factory=now)
    model: str
    choices: list[CompletionChoice]
    usage: Usage | None = None


class ModelCard(BaseModel):
    id: str
    object: Literal["model"] = "model"
    created: int = Field(default_factory=now)
    owned_by: str = "fastapply"


class ModelList(BaseModel):
    object: Literal["list"] = "list"
    data: list[ModelCard]


class ApplyResponse(BaseModel):
    object: Literal["apply"] = "apply"
    model: str
    text: str
    method: str
    merge_confidence: str
    merge_reasons: list[str]
    draft: str | None
    changed: bool
    usage: Usage  # zeros when the merge answered


# -- usage -----------------------------------------------------------------------------------
def usage_of(stats: RequestStats, method: str) -> Usage:
    """OpenAI usage. Prediction tokens: accepted = tokens drafted from the prediction and kept in the
    completion, rejected = the rest of what was drafted from it (both 0 without a prediction; drafts
    of the n-gram fallback are not prediction tokens). As in OpenAI's usage, ``completion_tokens``
    counts the rejected prediction tokens too (they were computed, and OpenAI bills them), so it is
    the answer's length plus ``rejected_prediction_tokens``. ``speculation`` holds the raw drafter numbers."""
    completion = stats.output_tokens
    details = CompletionTokensDetails()
    if method == "prediction":
        drafted, accepted = stats.drafted_by_source["prediction"], stats.accepted_by_source["prediction"]
        details = CompletionTokensDetails(accepted_prediction_tokens=min(accepted, completion),
                                          rejected_prediction_tokens=drafted - accepted)
        completion += details.rejected_prediction_tokens
    return Usage(prompt_tokens=stats.prompt_tokens, completion_tokens=completion,
                 total_tokens=stats.prompt_tokens + completion, completion_tokens_details=details,
                 speculation=SpeculationUsage(method=method, drafted_tokens=stats.drafted_tokens,
                                              accepted_tokens=stats.accepted_tokens,
                                              target_forwards=stats.target_forwards,
                                              shared_forwards=stats.shared_forwards))


def apply_usage(stats: RequestStats | None) -> Usage:
    """The usage of an apply: the model's (its draft is a prediction), or zeros when the merge answered."""
    if stats is None:
        return Usage(prompt_tokens=0, completion_tokens=0, total_tokens=0)
    return usage_of(stats, "prediction")


SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


def sse(payload) -> str:
    """One server-sent event carrying ``payload`` (a pydantic model or plain JSON data)."""
    data = payload.model_dump_json() if hasattr(payload, "model_dump_json") else json.dumps(payload)
    return f"data: {data}\n\n"
