"""Serving: OpenAI requests -> plans -> engine work, run on the single worker (worker.py)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..apply.templates import TEMPLATES
from ..config import ConfigError, SamplingParams, SpeculationConfig
from .errors import APIError, bad_request
from .limits import check_chars, context_limit
from .protocol import ChatCompletionRequest, ChatMessage, CompletionRequest
from .worker import Job

if TYPE_CHECKING:  # a merge-only server never loads torch
    from ..engine import Engine, Generation

try:
    from jinja2 import TemplateError
except ImportError:  # chat templates need jinja2: without it only plain prompts can work
    TemplateError = RuntimeError


@dataclass(frozen=True, slots=True)
class ServerConfig:
    model_name: str  # the name clients send as "model", and the one answers carry
    model_aliases: tuple[str, ...] = ()  # more names clients may send (e.g. morph-v3-fast, relace-apply-3, auto)
    api_key: str | None = None  # Bearer key on every route but /health; None = open
    max_queue: int = 32  # requests waiting behind the running one
    max_body_bytes: int = 4 * 2**20
    max_total_tokens: int | None = None  # prompt + completion; None = the model's context
    timeout: float = 600.0  # seconds from arrival, queueing included
    default_max_tokens: int = 1024  # completion budget when a request names none
    apply_engine: str = "auto"  # /v1/code/apply, and /v1/apply requests naming none: auto | model | merge
    apply_template: str = "plain"  # the apply model's prompt format (apply.templates)
    auto_prediction: bool = True  # chat requests in the apply format draft from the merge (apply_chat.py)
    max_batch_size: int = 16  # requests decoding together (1 = one at a time)
    max_batch_tokens: int = 512  # tokens (last token + draft, per request) in one batched forward
    read_timeout: float = 30.0  # seconds a request body may stall before 408
    body_timeout: float = 60.0  # seconds a whole request body may take to arrive before 408
    header_timeout: float = 30.0  # seconds from a connection's opening / last response to a request's full headers
    shutdown_grace: float = 10.0  # seconds running requests get to finish after SIGTERM
    apply_timeout: float = 5.0  # seconds a /v1/apply merge (engine "merge") may take before 408

    def __post_init__(self) -> None:
        checks = {"model names must not be empty": all(self.model_names),
                  f"max_queue must be >= 0, got {self.max_queue}": self.max_queue >= 0,
                  f"max_body_bytes must be >= 1024, got {self.max_body_bytes}": self.max_body_bytes >= 1024,
                  f"max_total_tokens must be >= 2, got {self.max_total_tokens}": (self.max_total_tokens or 2) >= 2,
                  f"timeout must be > 0 seconds, got {self.timeout}": self.timeout > 0,
                  f"default_max_tokens must be >= 1, got {self.default_max_tokens}": self.default_max_tokens >= 1,
                  f"apply_engine must be auto, model or merge, got {self.apply_engine!r}":
                      self.apply_engine in ("auto", "model", "merge"),
                  f"unknown apply_template {self.apply_template!r}; valid: {', '.join(sorted(TEMPLATES))}":
                      self.apply_template in TEMPLATES,
                  f"max_batch_size must be >= 1, got {self.max_batch_size}": self.max_batch_size >= 1,
                  f"max_batch_tokens must be >= 1, got {self.max_batch_tokens}": self.max_batch_tokens >= 1,
                  f"read_timeout must be > 0 seconds, got {self.read_timeout}": self.read_timeout > 0,
                  f"body_timeout must be > 0 seconds, got {self.body_timeout}": self.body_timeout > 0,
                  f"header_timeout must be > 0 seconds, got {self.header_timeout}": self.header_timeout > 0,
                  f"shutdown_grace must be >= 0 seconds, got {self.shutdown_grace}": self.shutdown_grace >= 0,
                  f"apply_timeout must be > 0 seconds, got {self.apply_timeout}": self.apply_timeout > 0}
        for message, ok in checks.items():
            if not ok:
                raise ConfigError(message)

    @property
    def model_names(self) -> tuple[str, ...]:
        """Every name this server answers to, the answers' own first (as vLLM's --served-model-name)."""
        return tuple(dict.fromkeys((self.model_name, *self.model_aliases)))


# -- requests -> engine -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Plan:
    """What the engine should do for one generation request."""

    messages: list[dict] | None  # chat: rendered with the model's chat template
    prompt: str | list[int] | None  # completions: text or token ids
    sampling: SamplingParams  # max_tokens is provisional until the prompt is tokenized
    max_tokens: int | None  # as requested (None: fit the default to the context)
    speculation: SpeculationConfig
    prediction: str | None
    stream: bool
    include_usage: bool

    @property
    def where(self) -> str:  # the request field that holds the prompt
        return "messages" if self.messages is not None else "prompt"


def check_model(name: str | None, config: ServerConfig) -> None:
    if name not in config.model_names:
        served = ", ".join(f"'{served}'" for served in config.model_names)
        raise APIError(404, f"The model '{name}' does not exist; this server serves {served}.",
                       param="model", code="model_not_found")


def plan_chat(request: ChatCompletionRequest, config: ServerConfig) -> Plan:
    if request.tools or request.functions:
        raise bad_request("tools and function calling are not supported by this server", "tools")
    if request.response_format and request.response_format.get("type", "text") != "text":
        raise bad_request("only response_format type 'text' is supported", "response_format")
    if request.prediction is not None and request.logprobs:
        raise bad_request("Invalid parameter: 'logprobs' is not supported with predicted outputs.", "logprobs")
    if request.logprobs or request.top_logprobs:
        raise bad_request("logprobs are not supported by this server", "logprobs")
    messages = [_message_dict(message, index) for index, message in enumerate(request.messages)]
    max_tokens = request.max_completion_tokens if request.max_completion_tokens is not None else request.max_tokens
    return _plan(request, config, max_tokens, messages=messages)


def plan_completion(request: CompletionRequest, config: ServerConfig) -> Plan:
    if request.logprobs is not None:
        raise bad_request("logprobs are not supported by this server", "logprobs")
    if request.echo or request.suffix:
        raise bad_request("echo and suffix are not supported by this server", "echo" if request.echo else "suffix")
    if request.best_of not in (None, 1):
        raise bad_request("best_of must be 1", "best_of")
    prompt = request.prompt
    if isinstance(prompt, list) and prompt and isinstance(prompt[0], str):
        if len(prompt) != 1:
            raise bad_request("this server takes one prompt per request", "prompt")
        prompt = prompt[0]
    return _plan(request, config, request.max_tokens, prompt=prompt)


def _plan(request, config: ServerConfig, max_tokens: int | None, messages=None, prompt=None) -> Plan:
    check_model(request.model, config)
    if request.n not in (None, 1):
        raise bad_request("n must be 1: this server returns one choice per request", "n")
    for name in ("presence_penalty", "frequency_penalty"):
        if getattr(request, name):
            raise bad_request(f"Invalid parameter: '{name}' is not supported with predicted outputs."
                              if request.prediction is not None else f"{name} is not supported by this server", name)
    prediction = request.prediction.text() if request.prediction is not None else None
    try:
        sampling = SamplingParams(
            temperature=1.0 if request.temperature is None else request.temperature,
            top_p=1.0 if request.top_p is None else request.top_p, top_k=request.top_k or 0, seed=request.seed,
            max_tokens=config.default_max_tokens if max_tokens is None else max_tokens,
            stop=[request.stop] if isinstance(request.stop, str) else (request.stop or []),
            ignore_eos=bool(request.ignore_eos),
        )
    except ConfigError as error:
        field = str(error).split()[0]
        raise bad_request(str(error), field if field in ("temperature", "top_p", "top_k", "stop") else "max_tokens")
    return Plan(messages, prompt, sampling, max_tokens, _speculation(request, prediction), prediction or None,
                bool(request.stream), bool(request.stream_options and request.stream_options.include_usage))


def _speculation(request, prediction: str | None) -> SpeculationConfig:
    asked = request.speculation
    method = (asked.method if asked else None) or ("prediction" if prediction else "ngram")
    if method == "draft":
        raise bad_request("speculation method 'draft' is not available on this server", "speculation.method")
    if method == "prediction" and not prediction:
        raise bad_request("speculation method 'prediction' needs a non-empty 'prediction'", "speculation.method")
    try:
        if asked and asked.num_tokens is not None:
            return SpeculationConfig(method=method, num_tokens=asked.num_tokens)
        return SpeculationConfig(method=method)
    except ConfigError as error:
        raise bad_request(str(error), "speculation.num_tokens") from error


def _message_dict(message: ChatMessage, index: int) -> dict:
    content = message.content
    if isinstance(content, list):
        if any(part.type != "text" or part.text is None for part in content):
            raise bad_request("only text content parts are supported", f"messages[{index}].content")
        content = "".join(part.text for part in content)
    role = "system" if message.role == "developer" else message.role
    return {"role": role, "content": content or ""}


@dataclass(frozen=True, slots=True)
class GenerationWork:
    """Work for the worker: events 'start' (prompt tokens), 'delta' (text, when streaming)..., 'done' (result).

    Called, it runs the request alone; a batching worker calls ``start`` instead, runs the
    request's steps in its batch and reports each step's text with ``delta``.
    """

    plan: Plan
    config: ServerConfig

    def start(self, engine: Engine, job: Job) -> Generation:
        generation = _start(engine, self.plan, self.config)
        job.emit("start", generation.prompt_len)
        return generation

    def delta(self, job: Job, text: str) -> None:
        if self.plan.stream and text:
            job.emit("delta", text)

    def __call__(self, engine: Engine, job: Job) -> None:
        generation = self.start(engine, job)
        for text in generation.steps():  # every decode step, so a cancel is seen at once
            job.check()
            self.delta(job, text)
        job.emit("done", generation.result())


def generation_work(plan: Plan, config: ServerConfig) -> GenerationWork:
    return GenerationWork(plan, config)


def _start(engine: Engine, plan: Plan, config: ServerConfig):
    from ..engine import RequestError

    if plan.messages is not None or isinstance(plan.prompt, str):  # before tokenising: a cheap bound
        chars = len(plan.prompt) if plan.messages is None else sum(len(m["content"]) for m in plan.messages)
        check_chars(chars, plan.where, engine, config.max_total_tokens)
    try:
        if plan.messages is not None:
            try:
                ids = engine.chat_prompt(plan.messages)
            except RequestError as error:
                raise bad_request(f"{error}; use /v1/completions with a plain prompt", "messages") from error
        elif isinstance(plan.prompt, str):
            ids = engine.encode(plan.prompt)
        else:
            ids = _checked_ids(plan.prompt, engine)
        sampling = replace(plan.sampling, max_tokens=_fit_max_tokens(len(ids), plan, engine, config))
        return engine.start(ids, sampling, plan.speculation, plan.prediction)
    except (RequestError, ConfigError, TemplateError, ValueError) as error:
        raise bad_request(str(error)) from error


def _checked_ids(ids: list[int], engine: Engine) -> list[int]:
    vocab = engine.vocab_size
    if any(not 0 <= token < vocab for token in ids):
        raise bad_request(f"token ids must be in [0, {vocab})", "prompt")
    return ids


def _fit_max_tokens(prompt_tokens: int, plan: Plan, engine: Engine, config: ServerConfig) -> int:
    limit = context_limit(engine, config.max_total_tokens)
    where = plan.where
    if limit is not None and prompt_tokens >= limit:
        raise bad_request(f"This model's maximum context length is {limit} tokens, but the {where} has "
                          f"{prompt_tokens} tokens. Please shorten it.", where, "context_length_exceeded")
    if plan.max_tokens is None:
        return min(config.default_max_tokens, limit - prompt_tokens) if limit else config.default_max_tokens
    if limit is not None and prompt_tokens + plan.max_tokens > limit:
        raise bad_request(f"This model's maximum context length is {limit} tokens. However, you requested "
                          f"{prompt_tokens + plan.max_tokens} tokens ({prompt_tokens} in the {where}, "
                          f"{plan.max_tokens} in the completion). Please reduce the length of the {where} or "
                          "the completion.", "max_tokens", "context_length_exceeded")
    return plan.max_tokens
