"""Loading HuggingFace causal LMs and tokenizers with sensible devices and dtypes."""

from __future__ import annotations

import inspect
from functools import cache
from pathlib import Path

import torch

from .config import ModelConfig, is_gguf

DTYPES = {"float32": torch.float32, "fp32": torch.float32, "float16": torch.float16,
          "fp16": torch.float16, "bfloat16": torch.bfloat16, "bf16": torch.bfloat16}


@cache
def takes_logits_to_keep(model_class: type) -> bool:
    """Whether a model class computes logits for the last n positions only (``logits_to_keep=n``)."""
    return "logits_to_keep" in inspect.signature(model_class.forward).parameters


class ModelLoadError(RuntimeError):
    """The model or tokenizer could not be loaded; the message says why in plain words."""


def pick_device(device: str | None) -> torch.device:
    if device:
        return torch.device(device)
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def pick_dtype(dtype: str | None, device: torch.device) -> torch.dtype:
    if dtype:
        if dtype not in DTYPES:
            raise ModelLoadError(f"unknown dtype {dtype!r}; use one of {', '.join(DTYPES)}")
        return DTYPES[dtype]
    if device.type == "cuda":
        return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
    return torch.float32


def _looks_like_local_path(name: str) -> bool:
    return name.startswith((".", "/", "~")) or Path(name).expanduser().exists() or name.count("/") > 1


def load_model(config: ModelConfig):
    """Return ``(model, tokenizer)`` in eval mode on the chosen device."""
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

    name = config.model
    if is_gguf(name):
        raise ModelLoadError(f"{name!r} is a GGUF file: run it on llama.cpp (--backend llama.cpp or auto)")
    if _looks_like_local_path(name) and not Path(name).expanduser().exists():
        raise ModelLoadError(f"model path {name!r} does not exist")
    source = str(Path(name).expanduser()) if Path(name).expanduser().exists() else name
    device = pick_device(config.device)
    dtype = pick_dtype(config.dtype, device)
    try:
        model_config = AutoConfig.from_pretrained(source, trust_remote_code=config.trust_remote_code)
    except (OSError, ValueError) as error:
        raise ModelLoadError(f"cannot load a model config from {name!r}: {error}") from error
    try:
        tokenizer = AutoTokenizer.from_pretrained(source, trust_remote_code=config.trust_remote_code)
    except (OSError, ValueError) as error:
        raise ModelLoadError(f"cannot load a tokenizer from {name!r}: {error}") from error
    try:
        model = AutoModelForCausalLM.from_pretrained(
            source, config=model_config, dtype=dtype, trust_remote_code=config.trust_remote_code, **config.extra
        )
    except ValueError as error:
        if "Unrecognized configuration class" in str(error):
            raise ModelLoadError(
                f"{name!r} is a {type(model_config).__name__} model, not a causal language model"
            ) from error
        raise ModelLoadError(f"cannot load model {name!r}: {error}") from error
    except OSError as error:
        raise ModelLoadError(f"cannot load model weights from {name!r}: {error}") from error
    return model.to(device).eval(), tokenizer


def context_length(model) -> int | None:
    """The model's maximum number of positions, when its config says."""
    config = model.config
    for attribute in ("max_position_embeddings", "n_positions", "max_sequence_length", "seq_length"):
        value = getattr(config, attribute, None)
        if isinstance(value, int) and value > 0:
            return value
    return None


def eos_token_ids(model, tokenizer) -> frozenset[int]:
    """Every id that ends generation: the tokenizer's EOS and the generation config's."""
    ids: set[int] = set()
    for source in (getattr(model, "generation_config", None), model.config):
        value = getattr(source, "eos_token_id", None) if source is not None else None
        if isinstance(value, int):
            ids.add(value)
        elif isinstance(value, (list, tuple)):
            ids.update(int(v) for v in value)
    if tokenizer.eos_token_id is not None:
        ids.add(int(tokenizer.eos_token_id))
    return frozenset(ids)
