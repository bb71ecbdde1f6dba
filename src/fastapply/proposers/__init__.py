"""Proposers draft tokens for the target to verify."""

from __future__ import annotations

from ..config import SpeculationConfig
from .base import NoProposer, Proposer
from .ngram import NgramProposer
from .prediction import PredictionProposer


def make_proposer(
    config: SpeculationConfig, prompt_ids: list[int], prediction_ids: list[int] | None
) -> Proposer:
    """The proposer for one request."""
    if config.method == "none":
        return NoProposer()
    if config.method == "ngram":
        return NgramProposer(config)
    if config.method == "prediction":
        if prediction_ids is None:
            raise ValueError("speculation method 'prediction' needs a prediction text")
        return PredictionProposer(prediction_ids, len(prompt_ids), config)
    raise ValueError(f"speculation method {config.method!r} is not available in this engine")


__all__ = ["NgramProposer", "NoProposer", "PredictionProposer", "Proposer", "make_proposer"]
