"""Proposers draft tokens for the target to verify."""

from __future__ import annotations

import torch

from ..config import SamplingParams, SpeculationConfig
from .base import NoProposer, Proposer
from .draft_model import DraftModelProposer
from .ngram import NgramProposer
from .prediction import PredictionProposer


def make_proposer(
    config: SpeculationConfig, prompt_ids: list[int], prediction_ids: list[int] | None, *,
    draft_model=None, target_vocab: int = 0, sampling: SamplingParams | None = None,
    generator: torch.Generator | None = None, position_cost: float | None = None,
) -> Proposer:
    """The proposer for one request (``draft_model`` and the rest only matter for method 'draft');
    ``position_cost``: the target's cost of a verify position, which sets n-gram and prediction drafts'
    lengths (``proposers.base.CostLength``; None: ``AdaptiveLength``)."""
    if config.method == "none":
        return NoProposer()
    if config.method == "ngram":
        return NgramProposer(config, position_cost)
    if config.method == "prediction":
        if prediction_ids is None:
            raise ValueError("speculation method 'prediction' needs a prediction text")
        return PredictionProposer(prediction_ids, len(prompt_ids), config, position_cost)
    if config.method == "draft":
        if draft_model is None:
            raise ValueError("speculation method 'draft' needs a draft model (--draft-model)")
        return DraftModelProposer(draft_model, target_vocab, config, sampling or SamplingParams(), generator)
    raise ValueError(f"speculation method {config.method!r} is not available in this engine")


__all__ = ["DraftModelProposer", "NgramProposer", "NoProposer", "PredictionProposer", "Proposer", "make_proposer"]
