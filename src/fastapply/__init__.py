"""fastapply: Fast Apply with lossless speculative edits over any HuggingFace causal LM."""

from .config import ModelConfig, SamplingParams, SpeculationConfig
from .engine import Engine, GenerationResult

__all__ = ["Engine", "GenerationResult", "ModelConfig", "SamplingParams", "SpeculationConfig", "apply_edit"]
__version__ = "0.1.0"


def __getattr__(name: str):
    if name == "apply_edit":  # imported lazily: the apply package pulls in the merge and templates
        from .apply.api import apply_edit

        return apply_edit
    raise AttributeError(name)
