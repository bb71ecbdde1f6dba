"""Side-by-side decode benchmark on edit tasks: this engine's modes and the peers, one run.

Every method decodes the same prompt greedily on the same model, task by task (the methods
interleaved); the per-task ratio against this engine's plain decoding and whether the output
equals plain greedy, token for token and as text, are recorded, so a row is only fast if it is
also right. ``prediction`` drafts from the original file, ``apply_merge`` from the deterministic
merge of original and snippet (where it is sure; else the original), as ``fastapply apply --draft
merge`` does. The lookup peers take a draft length after a colon (``llamacpp_prompt_lookup:32``;
default ``prompt_lookup_tokens``). Records are data (dicts, written as JSONL).
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from time import perf_counter
from typing import TYPE_CHECKING, Iterable, Iterator

from ..config import SamplingParams, SpeculationConfig
from ..data.tasks import Task

if TYPE_CHECKING:  # torch and the engine load only when a benchmark runs
    from ..engine import Engine

METHODS = ("plain", "hf_generate", "hf_prompt_lookup", "ngram", "prediction", "apply_merge", "draft", "hf_assisted",
           "llamacpp_generate", "llamacpp_prompt_lookup")
DEFAULT_METHODS = METHODS[:5]  # "draft" and "hf_assisted" need a draft model; llamacpp_* a GGUF model
LLAMACPP_METHODS = ("plain", "llamacpp_generate", "llamacpp_prompt_lookup", "ngram", "prediction")
LOOKUPS = ("hf_prompt_lookup", "llamacpp_prompt_lookup")  # the methods that take ":N" (tokens per draft)


def method_base(method: str) -> tuple[str, int | None]:
    """``("llamacpp_prompt_lookup", 32)`` for ``"llamacpp_prompt_lookup:32"``; ``(method, None)`` without one."""
    name, _, tokens = method.partition(":")
    return name, int(tokens) if tokens else None


@dataclass(frozen=True, slots=True)
class BenchConfig:
    methods: tuple[str, ...] = DEFAULT_METHODS
    template: str = "plain"
    draft_source: str = "original"  # "original" file or "merge" of original + update
    num_draft_tokens: int = 64  # largest draft for method "prediction"
    ngram_tokens: int = 16  # largest draft for method "ngram"
    draft_model_tokens: int = 8  # largest draft for method "draft"
    prompt_lookup_tokens: int = 10
    max_new_tokens: int | None = None  # default: 1.25 x the reference answer's tokens + 16

    def __post_init__(self) -> None:
        unknown = [m for m in self.methods if not _valid(m)]
        if unknown:
            raise ValueError(f"unknown methods {sorted(unknown)}; choose from {', '.join(METHODS)} "
                             f"({', '.join(LOOKUPS)} with :N for N tokens per draft)")
        if self.draft_source not in ("original", "merge"):
            raise ValueError("draft_source must be 'original' or 'merge'")


def _valid(method: str) -> bool:
    name, _, tokens = method.partition(":")
    return name in METHODS if not tokens else name in LOOKUPS and tokens.isdigit() and int(tokens) > 0


def bench_template(name: str):
    """A named apply template, or a plain one from a format string holding ``{original}`` and ``{update}``
    (a model trained on its own prompt, e.g. ``"<|original|>\\n{original}<|update|>\\n{update}<|final|>\\n"``)."""
    from ..apply.templates import ApplyTemplate, get_template

    if "{original}" in name and "{update}" in name:
        return ApplyTemplate("format", False, "", "", name)
    return get_template(name)


def task_inputs(engine: Engine, task: Task, config: BenchConfig) -> tuple[list[int], dict[str, str], int]:
    """(prompt ids, predictions by source ("original", "merge"), max new tokens) for one task."""
    from ..apply.merge import merge

    template = bench_template(config.template)
    merged = merge(task.original, task.update)
    drafts = {"original": task.original, "merge": merged.text if merged.sure else task.original}
    predictions = {source: template.answer_prefix + draft + template.answer_suffix for source, draft in drafts.items()}
    prompt_ids, max_new = prompt_and_budget(engine, task, config)
    return prompt_ids, predictions, max_new


def prompt_and_budget(engine: Engine, task: Task, config: BenchConfig) -> tuple[list[int], int]:
    """(prompt ids, max new tokens: 1.25 x the reference answer's tokens + 16, unless configured)."""
    template = bench_template(config.template)
    prompt = template.render(task.original, task.update, tokenizer=engine.tokenizer)
    answer_tokens = len(engine.encode(template.answer_prefix + task.final + template.answer_suffix, False))
    max_new = config.max_new_tokens or int(answer_tokens * 1.25) + 16
    return engine.encode(prompt, add_special_tokens=False), max_new


def fits(engine: Engine, task: Task, config: BenchConfig) -> bool:
    """Whether the task's prompt and answer budget fit the model's context."""
    prompt_ids, max_new = prompt_and_budget(engine, task, config)
    return engine.max_context is None or len(prompt_ids) + max_new <= engine.max_context


def _hf_generate(engine: Engine, prompt_ids: list[int], max_new: int, **extra) -> list[int]:
    import torch

    ids = torch.tensor([prompt_ids], device=engine.device)
    eos = sorted(engine.eos_ids)
    with torch.inference_mode():
        output = engine.model.generate(
            ids, attention_mask=torch.ones_like(ids), max_new_tokens=max_new, do_sample=False,
            eos_token_id=eos, pad_token_id=eos[0] if eos else 0, **extra,
        )
    tokens = output[0, len(prompt_ids) :].tolist()
    while tokens and tokens[-1] in engine.eos_ids:  # our engine never emits the EOS itself
        tokens.pop()
    return tokens


def run_method(engine: Engine, method: str, prompt_ids: list[int], predictions: dict[str, str], max_new: int,
               config: BenchConfig) -> dict:
    """``{"tokens", "text", "seconds", "output_tokens", ...}`` of one method on one task."""
    name, lookup = method_base(method)
    lookup = lookup or config.prompt_lookup_tokens
    started = perf_counter()
    if name.startswith("llamacpp_"):
        from .llamacpp_peers import llamacpp_generate

        tokens, text = llamacpp_generate(engine, name, prompt_ids, max_new, lookup)
        return {"tokens": tokens, "text": text, "seconds": perf_counter() - started, "output_tokens": len(tokens),
                "long_pieces": sum(len(engine.tokenizer.token_bytes([token], True)) > 32 for token in tokens)}
    if name.startswith("hf_"):
        extra = {"hf_generate": {}, "hf_prompt_lookup": {"prompt_lookup_num_tokens": lookup},
                 "hf_assisted": {"assistant_model": engine.draft_model}}[name]
        tokens = _hf_generate(engine, prompt_ids, max_new, **extra)
        seconds = perf_counter() - started
        return {"tokens": tokens, "text": engine.tokenizer.decode(tokens, skip_special_tokens=True),
                "seconds": seconds, "output_tokens": len(tokens)}
    num_tokens = {"draft": config.draft_model_tokens, "ngram": config.ngram_tokens}.get(name, config.num_draft_tokens)
    speculation = SpeculationConfig(method={"plain": "none", "apply_merge": "prediction"}.get(name, name),
                                    num_tokens=num_tokens)
    prediction = {"prediction": predictions[config.draft_source], "apply_merge": predictions["merge"]}.get(name)
    result = engine.generate(prompt_ids, SamplingParams(max_tokens=max_new), speculation, prediction)
    stats = result.stats.to_dict()
    return {"tokens": result.token_ids, "text": result.text, "seconds": perf_counter() - started, **{
        key: stats[key] for key in ("output_tokens", "target_forwards", "drafted_tokens", "accepted_tokens",
                                    "mean_acceptance_length", "acceptance_lengths", "prefill_seconds",
                                    "propose_seconds", "verify_seconds", "position_acceptance_rate")}}


def run_bench(engine: Engine, tasks: Iterable[Task], config: BenchConfig) -> Iterator[dict]:
    """One record per (task, method); 'plain' runs first as the reference.

    A task that does not fit the model's context yields one record ``{"task", "skipped"}`` instead.
    """
    methods = ("plain",) + tuple(m for m in config.methods if m != "plain")
    for task in tasks:
        if not fits(engine, task, config):
            yield {"task": task.id, "skipped": "the prompt and answer budget exceed the model's context"}
            continue
        prompt_ids, predictions, max_new = task_inputs(engine, task, config)
        reference: dict | None = None
        for method in methods:
            measured = run_method(engine, method, prompt_ids, predictions, max_new, config)
            tokens, text = measured.pop("tokens"), measured.pop("text")
            if reference is None:
                reference = {"tokens": tokens, "text": text, "seconds": measured["seconds"]}
            yield {
                "task": task.id, "method": method, "prompt_tokens": len(prompt_ids),
                "changed_fraction": task.meta.get("changed_fraction"), **measured,
                "tokens_per_second": measured["output_tokens"] / measured["seconds"],
                "speedup_vs_plain": reference["seconds"] / measured["seconds"],
                "equals_plain": tokens == reference["tokens"],
                "text_equals_plain": text == reference["text"],
                "text_equals_final": engine.tokenizer.decode(tokens, skip_special_tokens=True) == task.final,
            }


def summarize(records: list[dict]) -> list[dict]:
    """Per method: medians over tasks (ratios are per task, then the median)."""
    rows = []
    for method in dict.fromkeys(r["method"] for r in records):
        mine = [r for r in records if r["method"] == method]
        row = {
            "method": method,
            "tasks": len(mine),
            "median_tokens_per_second": statistics.median(r["tokens_per_second"] for r in mine),
            "median_speedup_vs_plain": statistics.median(r["speedup_vs_plain"] for r in mine),
            "identical_to_plain": sum(r["equals_plain"] for r in mine) / len(mine),
            "text_identical_to_plain": sum(r.get("text_equals_plain", True) for r in mine) / len(mine),
            "median_seconds": statistics.median(r["seconds"] for r in mine),
        }
        lengths = [r["mean_acceptance_length"] for r in mine if "mean_acceptance_length" in r]
        row["median_acceptance_length"] = statistics.median(lengths) if lengths else None
        rows.append(row)
    return rows


def ratio_between(records: list[dict], faster: str, slower: str | tuple[str, ...]) -> float | None:
    """Median over tasks of time(slower) / time(faster), both measured in the same run; several slower
    methods: the fastest of them on each task (the peer at its best)."""
    slower = (slower,) if isinstance(slower, str) else slower
    by_task: dict[str, dict[str, float]] = {}
    for record in records:
        by_task.setdefault(record["task"], {})[record["method"]] = record["seconds"]
    ratios = [min(t[s] for s in slower) / t[faster] for t in by_task.values()
              if faster in t and all(s in t for s in slower)]
    return statistics.median(ratios) if ratios else None
