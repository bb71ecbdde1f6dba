"""apply_edit: original file + lazy edit snippet -> the full new file.

With a model, the output is the model's own greedy answer (lossless speculative decoding);
the deterministic merge only supplies a better draft. Without one, the merge is the answer.

    >>> apply_edit("a = 1\\nb = 2\\n", "a = 10\\n# ... existing code ...\\n", engine="merge").text
    'a = 10\\nb = 2\\n'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from ..config import EngineConfig, SamplingParams, SpeculationConfig
from ..defaults import default_model
from ..stats import RequestStats
from .merge import MergeError, MergeResult, merge
from .templates import SettledText, get_template
from .tiebreak import tie_break

if TYPE_CHECKING:  # the engine (torch, transformers) loads only when a model is used
    from ..engine import Engine

ENGINES = ("auto", "model", "merge")
DRAFTS = ("auto", "merge", "original")


class ApplyError(ValueError):
    """The edit could not be applied; nothing should be written."""


class ContextError(ApplyError):
    """The file is too long for the model's context window."""


@dataclass(slots=True)
class ApplyResult:
    text: str
    method: str  # "model" or "merge"
    merge_confidence: str  # exact / fuzzy / ambiguous / failed
    merge_reasons: tuple[str, ...] = ()
    draft: str | None = None  # what the model's prediction was: "merge" or "original"
    stats: RequestStats | None = None
    changed: bool = True  # the result differs from the original
    token_ids: list[int] | None = None  # the model's answer tokens
    accepted_mask: list[bool] | None = None  # per answer token: drafted and accepted (True) or generated
    merged: MergeResult | None = None  # the deterministic merge's result: its certificate and explanation


@lru_cache(maxsize=2)
def _load(model: str, device: str | None, dtype: str | None, config: EngineConfig) -> Engine:
    from ..engine import Engine

    return Engine.from_pretrained(model, device=device, dtype=dtype, config=config)


def resolve_engine(model: str | Engine | None, device: str | None = None, dtype: str | None = None,
                   config: EngineConfig | None = None) -> Engine:
    if model is not None and not isinstance(model, str):
        from ..engine import Engine  # already loaded when ``model`` is one

        if isinstance(model, Engine):
            return model
    name = model or default_model()
    if name is None:
        raise ApplyError("no model given and this install has no bundled model; use engine='merge'")
    return _load(name, device, dtype, config or EngineConfig())


def apply_edit(
    original: str,
    update: str,
    *,
    engine: str = "auto",
    model: str | Engine | None = None,
    template: str = "plain",
    draft: str = "auto",
    instruction: str = "",
    device: str | None = None,
    num_draft_tokens: int = 64,
    max_tokens: int | None = None,
    speculate: bool = True,
    engine_config: EngineConfig | None = None,
    on_progress: Callable[[RequestStats, int], None] | None = None,
    on_text: Callable[[str], None] | None = None,
    merged: MergeResult | None = None,
    language: str | None = None,
) -> ApplyResult:
    """Apply ``update`` to ``original``. Raises ApplyError (or MergeError) when it cannot.

    ``on_text`` receives the new file's text while the model writes it, in settled pieces (see
    :class:`~fastapply.apply.templates.SettledText`) that concatenate to ``text``; it is not called when the
    merge is the answer (its text comes at once). ``merged``: ``merge(original, update)`` when the caller
    ran it already (the server runs it in a process it can stop)."""
    if engine not in ENGINES:
        raise ApplyError(f"engine must be one of {', '.join(ENGINES)}")
    if draft not in DRAFTS:
        raise ApplyError(f"draft must be one of {', '.join(DRAFTS)}")
    if merged is None:
        try:  # ``language`` names the grammar of the syntax-aware merge (None: guessed from the text)
            merged = merge(original, update, language=language)  # also validates the snippet (MergeError when empty)
        except ValueError as error:
            if isinstance(error, MergeError):
                raise
            raise ApplyError(str(error)) from error
    if engine == "merge" or (engine == "auto" and model is None and default_model() is None) or (
            merged.text is None and not original.strip()):  # markers in an edit of an empty file: no model can help
        return _merge_only(original, merged)
    speculation = SpeculationConfig(method="prediction" if speculate else "none", num_tokens=num_draft_tokens)
    try:
        target = resolve_engine(model, device, config=engine_config)
        return _with_model(original, update, merged, target, template, draft, instruction,
                           speculation, max_tokens, on_progress, on_text)
    except ContextError as error:
        if engine == "auto" and model is None and merged.sure:  # the bundled model is small; the merge is sure
            result = _merge_only(original, merged)
            result.merge_reasons += (f"merged without the bundled model: {error}",)
            return result
        raise


def _merge_only(original: str, merged: MergeResult) -> ApplyResult:
    if merged.text is None:
        raise ApplyError("the snippet does not fit the file: " + "; ".join(merged.reasons))
    return ApplyResult(merged.text, "merge", merged.confidence, merged.reasons, changed=merged.text != original,
                       merged=merged)


def check_context(engine: Engine, prompt_tokens: int, answer_tokens: int) -> None:
    """Raise ContextError unless the prompt and an answer about as long as the draft fit the model."""
    limit = engine.max_context
    if limit is not None and prompt_tokens + answer_tokens + 1 > limit:
        raise ContextError(f"the file is too long for the model: prompt {prompt_tokens} + answer ~{answer_tokens} "
                           f"tokens > its context of {limit}; use engine 'merge' or a model with a longer context")


def _with_model(original, update, merged, engine: Engine, template_name, draft, instruction,
                speculation: SpeculationConfig, max_tokens, on_progress, on_text) -> ApplyResult:
    template = get_template(template_name)
    use_merge = draft == "merge" or (draft == "auto" and merged.sure)
    if draft == "merge" and merged.text is None:
        raise ApplyError("draft='merge' but the merge failed: " + "; ".join(merged.reasons))
    draft_text = merged.text if use_merge else original
    prompt_ids = engine.encode(template.render(original, update, instruction, tokenizer=engine.tokenizer),
                               add_special_tokens=not template.chat)
    if draft == "auto" and merged.confidence == "ambiguous" and (picked := tie_break(
            engine, template, prompt_ids, merged)):
        draft_text, use_merge = picked.text, True  # the model's likeliest reading drafts (apply/tiebreak.py)
        merged = replace(merged, reasons=(*merged.reasons, picked.reason))
    prediction = template.answer_prefix + draft_text + template.answer_suffix
    if not prediction:  # (an empty original drafted as itself: nothing to speculate from)
        speculation = SpeculationConfig(method="none")
    check_context(engine, len(prompt_ids), len(engine.encode(prediction, add_special_tokens=False)))
    if max_tokens is None:
        budget = 2 * len(engine.encode(original + update, add_special_tokens=False)) + 256
        room = (engine.max_context - len(prompt_ids)) if engine.max_context else budget
        max_tokens = max(1, min(budget, room))
    generation = engine.start(prompt_ids, SamplingParams(max_tokens=max_tokens), speculation, prediction)
    settled = SettledText(template)
    for delta in generation.steps():
        if on_progress is not None:
            on_progress(generation.stats, len(generation.output_ids))
        if on_text is not None and (piece := settled.push(delta)):
            on_text(piece)
    result = generation.result()
    if result.finish_reason == "length":
        raise ApplyError(f"the model's answer was cut off at {max_tokens} tokens; nothing applied")
    text = template.extract(result.text)
    if on_text is not None and (piece := settled.finish()):
        on_text(piece)
    return ApplyResult(text, "model", merged.confidence, merged.reasons, "merge" if use_merge else "original",
                       result.stats, changed=text != original, token_ids=result.token_ids,
                       accepted_mask=generation.accepted_mask, merged=merged)
