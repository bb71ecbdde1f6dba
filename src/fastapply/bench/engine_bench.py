"""Side-by-side decode benchmark on edit tasks: this engine's modes and the HF peers, one run.

Every method decodes the same prompt greedily on the same model; the per-task ratio against
this engine's plain decoding and whether the output equals plain greedy are recorded, so a
row is only fast if it is also right. Records are data (dicts, written as JSONL).
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

METHODS = ("plain", "hf_generate", "hf_prompt_lookup", "ngram", "prediction", "draft", "hf_assisted",
           "llamacpp_generate", "llamacpp_prompt_lookup")
DEFAULT_METHODS = METHODS[:5]  # "draft" and "hf_assisted" need a draft model; llamacpp_* a GGUF model
LLAMACPP_METHODS = ("plain", "llamacpp_generate", "llamacpp_prompt_lookup", "ngram", "prediction")


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
        unknown = set(self.methods) - set(METHODS)
        if unknown:
            raise ValueError(f"unknown methods {sorted(unknown)}; choose from {', '.join(METHODS)}")
        if self.draft_source not in ("original", "merge"):
            raise ValueError("draft_source must be 'original' or 'merge'")


def task_inputs(engine: Engine, task: Task, config: BenchConfig) -> tuple[list[int], str, int]:
    """(prompt ids, prediction text, max new tokens) for one task."""
    from ..apply.templates import get_template

    template = get_template(config.template)
    prompt = template.render(task.original, task.update, tokenizer=engine.tokenizer)
    draft = task.original
    if config.draft_source == "merge":
        from ..apply.merge import merge

        merged = merge(task.original, task.update)
        draft = merged.text if merged.sure else task.original
    prediction = template.answer_prefix + draft + template.answer_suffix
    answer_tokens = len(engine.encode(template.answer_prefix + task.final + template.answer_suffix, False))
    max_new = config.max_new_tokens or int(answer_tokens * 1.25) + 16
    return engine.encode(prompt, add_special_tokens=False), prediction, max_new


def fits(engine: Engine, task: Task, config: BenchConfig) -> bool:
    """Whether the task's prompt and answer budget fit the model's context."""
    prompt_ids, _, max_new = task_inputs(engine, task, config)
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


def run_method(engine: Engine, method: str, prompt_ids: list[int], prediction: str, max_new: int,
               config: BenchConfig) -> dict:
    started = perf_counter()
    if method.startswith("llamacpp_"):
        from .llamacpp_peers import llamacpp_generate

        tokens = llamacpp_generate(engine, method, prompt_ids, max_new, config.prompt_lookup_tokens)
        return {"tokens": tokens, "seconds": perf_counter() - started, "output_tokens": len(tokens)}
    if method.startswith("hf_"):
        extra = {"hf_generate": {}, "hf_prompt_lookup": {"prompt_lookup_num_tokens": config.prompt_lookup_tokens},
                 "hf_assisted": {"assistant_model": engine.draft_model}}[method]
        tokens = _hf_generate(engine, prompt_ids, max_new, **extra)
        seconds = perf_counter() - started
        return {"tokens": tokens, "seconds": seconds, "output_tokens": len(tokens)}
    num_tokens = {"draft": config.draft_model_tokens, "ngram": config.ngram_tokens}.get(method, config.num_draft_tokens)
    speculation = SpeculationConfig(method="none" if method == "plain" else method, num_tokens=num_tokens)
    result = engine.generate(prompt_ids, SamplingParams(max_tokens=max_new), speculation,
                             prediction if method == "prediction" else None)
    stats = result.stats.to_dict()
    return {"tokens": result.token_ids, "seconds": perf_counter() - started, **{
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
        prompt_ids, prediction, max_new = task_inputs(engine, task, config)
        reference: dict | None = None
        for method in methods:
            measured = run_method(engine, method, prompt_ids, prediction, max_new, config)
            tokens = measured.pop("tokens")
            if reference is None:
                reference = {"tokens": tokens, "seconds": measured["seconds"]}
            yield {
                "task": task.id, "method": method, "prompt_tokens": len(prompt_ids),
                "changed_fraction": task.meta.get("changed_fraction"), **measured,
                "tokens_per_second": measured["output_tokens"] / measured["seconds"],
                "speedup_vs_plain": reference["seconds"] / measured["seconds"],
                "equals_plain": tokens == reference["tokens"],
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
            "median_seconds": statistics.median(r["seconds"] for r in mine),
        }
        lengths = [r["mean_acceptance_length"] for r in mine if "mean_acceptance_length" in r]
        row["median_acceptance_length"] = statistics.median(lengths) if lengths else None
        rows.append(row)
    return rows


def ratio_between(records: list[dict], faster: str, slower: str) -> float | None:
    """Median over tasks of time(slower) / time(faster), both measured in the same run."""
    by_task: dict[str, dict[str, float]] = {}
    for record in records:
        by_task.setdefault(record["task"], {})[record["method"]] = record["seconds"]
    ratios = [t[slower] / t[faster] for t in by_task.values() if faster in t and slower in t]
    return statistics.median(ratios) if ratios else None
