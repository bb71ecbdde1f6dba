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
    return _accept_prefix(draft, _argmax(logits))


def _argmax(logits: torch.Tensor) -> list[int]:
    """Each row's argmax (the first maximum on ties, as torch's): numpy's for float32 logits on the CPU,
    about 15x faster than torch's CPU kernel (1 ms for 65 rows of 8,192 on one core, the verdict of a
    64-token draft); torch's elsewhere (on the device, one small copy back)."""
    if logits.device.type == "cpu" and logits.dtype == torch.float32:
        return logits.detach().numpy().argmax(axis=-1).tolist()
    return logits.argmax(dim=-1).tolist()


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


def verify_speculative_sampling(
    draft: list[int], q: torch.Tensor, logits: torch.Tensor, params: SamplingParams, generator: torch.Generator
) -> Verdict:
    """Leviathan/Chen rejection sampling for a draft sampled from a draft model.

    Accept d_i with probability min(1, p_i(d_i) / q_i(d_i)); at the first rejection sample the
    recovered token from norm(max(0, p_i - q_i)); if all k are accepted, sample the bonus from p_k.
    The emitted tokens are distributed exactly as the target's own samples.

    draft: k ids; q: [k, vocab] draft probabilities (same sampling transform as p);
    logits: [k+1, vocab] target logits.
    """
    p = processed_probs(logits, params)  # [k+1, vocab]
    k = len(draft)
    index = torch.arange(k, device=p.device)
    tokens = torch.tensor(draft, device=p.device)
    p_draft, q_draft = p[index, tokens], q[index, tokens]
    uniform = torch.rand(k, generator=generator, device=p.device)
    rejected = (uniform * q_draft > p_draft).tolist()  # u < p/q  <=>  accept
    accepted = rejected.index(True) if True in rejected else k
    if accepted == k:
        return Verdict(k, int(sample(p[k : k + 1], generator)))
    residual = (p[accepted] - q[accepted]).clamp_min(0.0)
    total = residual.sum()
    if total <= 0:  # p == q there: rejection has probability 0; numerically, fall back to p
        residual = p[accepted]
    return Verdict(accepted, int(sample((residual / residual.sum())[None], generator)))
