"""Teacher-forced scoring of an apply model: one forward pass per task, no generation.

The reference answer (``answer_prefix + final + answer_suffix + eos`` of the template, tokenized as
one text) is appended to the prompt, and every answer position whose argmax differs from the
reference token is an *error*. A task with 0 errors is one whose greedy answer is exactly the
reference file: greedy decoding follows the argmax chain, which is then the reference itself.
(The converse need not hold: a greedy answer may spell the same text with other tokens.) With a
chat template the turn's end token is not scored (the plain template's ``<|end|>`` is), so there
0 errors means the answer is exact up to where the model should stop.

It is ~50x cheaper than generating (one forward instead of one per answer token without a
draft) and measures what limits speculative edits: the model's error rate per token is what
ends accepted runs of the draft.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass

import torch

from ..apply.templates import get_template
from ..data.tasks import Task
from ..engine import Engine
from ..models import takes_logits_to_keep


@dataclass(frozen=True, slots=True)
class ForcedScore:
    answer_tokens: int
    errors: int
    first_error: int | None  # answer token index of the first error

    @property
    def exact(self) -> bool:
        return self.errors == 0


def answer_ids(engine: Engine, task: Task, template_name: str) -> tuple[list[int], list[int]]:
    """(prompt ids, reference answer ids) as ``apply_edit`` would prompt the model."""
    template = get_template(template_name)
    prompt = engine.encode(template.render(task.original, task.update, tokenizer=engine.tokenizer),
                           add_special_tokens=not template.chat)
    answer = template.answer_prefix + task.final + template.answer_suffix + template.eos
    return prompt, engine.encode(answer, add_special_tokens=False)


@torch.inference_mode()
def forced_score(engine: Engine, task: Task, template_name: str = "plain") -> ForcedScore | None:
    """The task's teacher-forced errors; None when prompt + answer exceed the model's context."""
    prompt, answer = answer_ids(engine, task, template_name)
    if engine.max_context is not None and len(prompt) + len(answer) > engine.max_context:
        return None
    ids = torch.tensor([prompt + answer], device=engine.device)
    keep = len(answer) + 1  # logits at the prompt's last position and every answer position
    options = {"logits_to_keep": keep} if takes_logits_to_keep(type(engine.model)) else {}
    logits = engine.model(input_ids=ids, use_cache=False, **options).logits[0, -keep:-1]
    wrong = (logits.argmax(dim=-1) != ids[0, len(prompt) :]).nonzero().flatten().tolist()
    return ForcedScore(len(answer), len(wrong), wrong[0] if wrong else None)


def forced_record(engine: Engine, task: Task, template_name: str = "plain") -> dict:
    """One JSONL record: ``too_long`` or the answer's token count, errors and the first error's index."""
    score = forced_score(engine, task, template_name)
    record = {"id": task.id, "path": task.path}
    if score is None:
        return {**record, "too_long": True}
    return {**record, "too_long": False, "answer_tokens": score.answer_tokens, "errors": score.errors,
            "exact": score.exact, "first_error": score.first_error}


def forced_report(records: list[dict], title: str) -> str:
    """Markdown: tasks scored, tasks with 0 errors, the token error rate (overall and median per task)."""
    scored = [record for record in records if not record["too_long"]]
    lines = [f"# {title}", "", f"{len(records)} tasks, {len(scored)} fit the model's context", ""]
    if scored:
        tokens = sum(record["answer_tokens"] for record in scored)
        errors = sum(record["errors"] for record in scored)
        median = statistics.median(record["errors"] / record["answer_tokens"] for record in scored)
        lines += ["| tasks | exact (0 errors) | answer tokens | errors | error rate | median rate per task |",
                  "|---|---|---|---|---|---|",
                  f"| {len(scored)} | {sum(record['exact'] for record in scored)} | {tokens} | {errors} | "
                  f"{errors / tokens:.4f} | {median:.4f} |"]
    return "\n".join(lines) + "\n"
