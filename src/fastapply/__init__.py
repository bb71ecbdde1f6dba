"""fastapply: Fast Apply with lossless speculative edits over any HuggingFace causal LM."""

from .config import ModelConfig, SamplingParams, SpeculationConfig

__all__ = ["Engine", "GenerationResult", "ModelConfig", "SamplingParams", "SpeculationConfig", "apply_edit"]
__version__ = "0.1.0"

# imported on first use: the engine pulls in torch and transformers (seconds), which the merge,
# the command line's --help and --version never need
_LAZY = {"Engine": "fastapply.engine", "GenerationResult": "fastapply.engine", "apply_edit": "fastapply.apply.api"}


def __getattr__(name: str):
    if name in _LAZY:
        import importlib

        if _LAZY[name] == "fastapply.engine":
            from .extras import require

            require("hf", f"fastapply.{name}")
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'fastapply' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
