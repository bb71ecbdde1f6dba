"""Run apply on every task and grade it; one record (a dict, written as JSONL) per task."""

from __future__ import annotations

from dataclasses import dataclass
from time import perf_counter
from typing import Iterable, Iterator

from ..apply.api import ApplyError, ContextError, apply_edit
from ..apply.merge import MergeError
from ..data.tasks import Task, diff_summary
from .graders import grade
from .judge import Judge


@dataclass(frozen=True, slots=True)
class EvalConfig:
    engine: str = "model"  # "model" or "merge"
    template: str = "plain"
    draft: str = "auto"
    compare_plain: bool = False  # also decode without speculation: speedup and equality
    num_draft_tokens: int = 64
    judge: Judge | None = None

    def __post_init__(self) -> None:
        if self.engine not in ("model", "merge"):
            raise ValueError("engine must be 'model' or 'merge'")
        if self.compare_plain and self.engine != "model":
            raise ValueError("compare_plain needs engine='model'")


def _apply(task: Task, config: EvalConfig, model, speculate: bool = True) -> tuple[dict, object | None]:
    started = perf_counter()
    try:
        result = apply_edit(task.original, task.update, engine=config.engine, model=model, template=config.template,
                            draft=config.draft, num_draft_tokens=config.num_draft_tokens, speculate=speculate)
    except (ApplyError, MergeError) as error:
        return {"applied": False, "error": str(error), "too_long": isinstance(error, ContextError),
                "seconds": perf_counter() - started}, None
    return {"applied": True, "seconds": perf_counter() - started}, result


def evaluate_task(task: Task, config: EvalConfig, model=None) -> dict:
    record = {"id": task.id, "language": task.language, "path": task.path,
              "lines": task.original.count("\n") + 1,
              "changed_fraction": task.meta.get("changed_fraction")}
    if record["changed_fraction"] is None:
        record["changed_fraction"] = diff_summary(task.original, task.final)["changed_fraction"]
    outcome, result = _apply(task, config, model)
    record.update(outcome)
    output = result.text if result is not None else None
    record.update(grade(output, task.final, task.language))
    if result is not None:
        record.update(method=result.method, merge_confidence=result.merge_confidence, draft=result.draft)
        if result.stats is not None:
            stats = result.stats
            record.update(output_tokens=stats.output_tokens, target_forwards=stats.target_forwards,
                          tokens_per_second=stats.output_tokens / record["seconds"],
                          mean_acceptance_length=stats.mean_acceptance_length,
                          acceptance_rate=stats.acceptance_rate)
    if config.compare_plain and result is not None:
        plain, plain_result = _apply(task, config, model, speculate=False)
        record.update(plain_seconds=plain["seconds"], speedup_vs_plain=plain["seconds"] / record["seconds"],
                      equals_plain=plain_result is not None and plain_result.text == output)
    if config.judge is not None and output is not None:
        record["judge"] = config.judge.grade(task.original, task.update, task.final, output)
    return record


def run_eval(tasks: Iterable[Task], config: EvalConfig, model=None) -> Iterator[dict]:
    for task in tasks:
        yield evaluate_task(task, config, model)
