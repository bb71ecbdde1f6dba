"""Verifiers: pure functions that decide which drafted tokens the target accepts.

Names (design glossary): for a draft ``d1..dk`` verified in one target forward over
``[last, d1..dk]`` we get k+1 target distributions. The longest accepted prefix is kept;
then one more token is emitted: the *recovered* token at the first rejection, or the
*bonus* token when all k are accepted. So every verify emits ``accepted + 1`` tokens.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from .config import SamplingParams
from .sampling import processed_probs, sample


@dataclass(frozen=True, slots=True)
class Verdict:
    accepted: int  # number of draft tokens kept
    next_token: int  # recovered token (at the first rejection) or bonus token

    def emitted(self, draft: list[int]) -> list[int]:
        return [*draft[: self.accepted], self.next_token]


def _accept_prefix(draft: list[int], target: list[int]) -> Verdict:
    accepted = 0
    for proposed, chosen in zip(draft, target):
        if proposed != chosen:
            break
        accepted += 1
    return Verdict(accepted, target[accepted])


def verify_greedy(draft: list[int], logits: torch.Tensor) -> Verdict:
    """Accept the longest prefix where draft == argmax.

    draft: k ids; logits: [k+1, vocab].
    >>> verify_greedy([5, 7], torch.eye(9)[[5, 2, 3]]).emitted([5, 7])
    [5, 2]
    """
    return _accept_prefix(draft, logits.argmax(dim=-1).tolist())


def verify_sampled_deterministic(
    draft: list[int], logits: torch.Tensor, params: SamplingParams, generator: torch.Generator
) -> Verdict:
    """Rejection sampling for a one-hot draft (n-gram or prediction): exact at any temperature.

    Sample the target at every position; accept while the sample equals the draft and keep
    the first differing sample. With q one-hot at d_i, ``min(1, p/q)`` accepts d_i with
    probability p(d_i), and the residual ``norm(max(0, p - q))`` is p with d_i removed,
    which is what a fresh sample conditioned on ``!= d_i`` is.

    draft: k ids; logits: [k+1, vocab].
    """
    samples = sample(processed_probs(logits, params), generator).tolist()
    return _accept_prefix(draft, samples)
