"""Turn target logits into the distribution we sample from (temperature, top-k, top-p)."""

from __future__ import annotations

import torch

from .config import SamplingParams


def processed_probs(logits: torch.Tensor, params: SamplingParams) -> torch.Tensor:
    """Probabilities after temperature, top-k and top-p, for sampled (non-greedy) decoding.

    logits: [n, vocab] -> probs [n, vocab] (float32). The same transform is applied to the
    target's p and a draft model's q, so that speculative sampling stays exact.
    """
    scores = logits.float() / params.temperature
    if params.top_k and params.top_k < scores.shape[-1]:
        kth = torch.topk(scores, params.top_k, dim=-1).values[..., -1:]
        scores = scores.masked_fill(scores < kth, float("-inf"))
    if params.top_p < 1.0:
        sorted_scores, order = torch.sort(scores, dim=-1, descending=True)
        sorted_probs = sorted_scores.softmax(dim=-1)
        mass_before = sorted_probs.cumsum(dim=-1) - sorted_probs
        drop_sorted = mass_before >= params.top_p
        drop_sorted[..., 0] = False  # the top token stays, even for a top_p that is 0 in float32
        drop = drop_sorted.scatter(-1, order, drop_sorted)
        scores = scores.masked_fill(drop, float("-inf"))
    return scores.softmax(dim=-1)


def make_generator(seed: int | None, device: torch.device | str = "cpu") -> torch.Generator:
    generator = torch.Generator(device=device)
    if seed is None:
        generator.seed()
    else:
        generator.manual_seed(seed)
    return generator


def sample(probs: torch.Tensor, generator: torch.Generator) -> torch.Tensor:
    """One token per row. probs: [n, vocab] -> ids [n]."""
    return torch.multinomial(probs, 1, generator=generator).squeeze(-1)
