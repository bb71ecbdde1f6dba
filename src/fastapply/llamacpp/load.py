"""Load a GGUF file as the engine's target (or draft): its llama.cpp runner and its own tokenizer."""

from __future__ import annotations

from ..config import EngineConfig
from .model import GGUFModel, GGUFTokenizer
from .runner import LlamaCppRunner


def load_gguf(path: str, config: EngineConfig = EngineConfig()) -> tuple[LlamaCppRunner, GGUFTokenizer]:
    """``(runner, tokenizer)`` for ``Engine(runner, tokenizer)``: one llama.cpp context per call."""
    model = GGUFModel(path, n_gpu_layers=config.n_gpu_layers)
    runner = LlamaCppRunner(model, n_ctx=config.n_ctx, n_threads=config.n_threads, flash_attn=config.flash_attn,
                            n_seq=config.n_seq, kv_type=config.kv_type)
    return runner, GGUFTokenizer(model)
