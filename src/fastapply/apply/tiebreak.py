"""Model tie-break for a refused merge: when the merge read the snippet several ways (a chunk that fits several
places, edge lines that may be new), each reading's file is scored by the model with one teacher-forced forward
(the log-likelihood of the file as the apply prompt's answer, ``answer_prefix + file + answer_suffix``), and the
likeliest is taken as the model's draft.

With the ``model`` engine the written file is still the model's own greedy answer; the tie-break picks its
draft (the prediction) where the merge alone would have drafted the unedited original. ``candidates`` is the
merge's side (its readings, ``MergeResult.alternatives``), ``answer_logprob`` the model's; neither touches a KV
cache (a plain forward without one).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .merge import MergeResult

if TYPE_CHECKING:
    from ..engine import Engine
    from .templates import ApplyTemplate

__all__ = ["MAX_CANDIDATES", "TieBreak", "answer_logprob", "candidates", "tie_break"]

MAX_CANDIDATES = 8  # candidate files scored at most (one forward each)


def candidates(merged: MergeResult) -> list[str]:
    """The merged file and the files of its other readings: distinct, the merge's own first, at most
    MAX_CANDIDATES."""
    texts = [merged.text] if merged.text is not None else []
    texts += [text for text in merged.alternatives if text not in texts]
    return texts[:MAX_CANDIDATES]


def answer_logprob(engine: Engine, prompt_ids: list[int], answer: str) -> float:
    """log p(answer | prompt) under the engine's model: one forward over prompt + answer tokens (the answer
    encoded alone, as the engine encodes its prediction), the answer tokens' log-probabilities summed."""
    import torch

    answer_ids = engine.encode(answer, add_special_tokens=False)
    if not prompt_ids or not answer_ids:
        raise ValueError("scoring needs a non-empty prompt and answer")
    tokens = prompt_ids + answer_ids
    logits = engine.runner.forward(engine.runner.new_cache(len(tokens)), tokens, len(answer_ids) + 1)[:-1]
    logprobs = torch.log_softmax(logits.float(), dim=-1)
    target = torch.tensor(answer_ids, device=logprobs.device)[:, None]
    return float(logprobs.gather(1, target).sum())


@dataclass(frozen=True, slots=True)
class TieBreak:
    text: str  # the likeliest candidate
    scores: tuple[float, ...]  # each candidate's log-likelihood, in ``candidates`` order
    chosen: int  # its index

    @property
    def reason(self) -> str:
        return (f"model tie-break: took candidate {self.chosen + 1} of {len(self.scores)} placements "
                f"(log-likelihood {self.scores[self.chosen]:.1f}, next best "
                f"{max(s for k, s in enumerate(self.scores) if k != self.chosen):.1f})")


def tie_break(engine: Engine, template: ApplyTemplate, prompt_ids: list[int], merged: MergeResult) -> TieBreak | None:
    """The likeliest of ``merged``'s candidate placements under the model; None when it has fewer than 2 or
    one does not fit the model's context. Costs one forward over prompt + answer per candidate."""
    texts = candidates(merged)
    answers = [template.answer_prefix + text + template.answer_suffix for text in texts]
    longest = max((len(engine.encode(answer, add_special_tokens=False)) for answer in answers), default=0)
    if len(texts) < 2 or (engine.max_context is not None and len(prompt_ids) + longest > engine.max_context):
        return None  # nothing to choose, or a candidate does not fit the model (apply_edit says so next)
    scores = tuple(answer_logprob(engine, prompt_ids, answer) for answer in answers)
    chosen = max(range(len(texts)), key=scores.__getitem__)
    return TieBreak(texts[chosen], scores, chosen)
