"""Grow a trained Llama model to a wider shape without losing what it has learned.

A small model that already copies (the induction circuit took most of its training) is widened
instead of trained again from scratch: the hidden size, the number of heads (same head size, so
the rotary positions stay as they were; same query heads per key-value head, so old heads keep
their keys) and the MLP width grow, the number of layers stays.

The old weights keep their place; what is new starts as follows, so that the grown model computes
nearly the same function and training goes on from where the small one stopped:

- new heads and new MLP units read with a fresh initialization and write through zeros
  (``o_proj`` / ``down_proj`` columns): they add nothing until training gives them a use;
- the new residual dimensions are written and read with small noise (``NOISE`` times the usual
  init), not zeros: all-zero would be a fixed point that gradient descent never leaves;
- RMSNorm averages over the wider residual, whose new dimensions are ~0, so the norm weights are
  scaled by ``sqrt(old / new)`` to keep the old dimensions' normalized values.

>>> # see tests/test_grow.py: logits before and after agree to ~1e-2, and the grown model trains
"""

from __future__ import annotations

import math

import torch
from transformers import LlamaConfig, LlamaForCausalLM

from .model_configs import ModelShape

NOISE = 0.05  # new residual dimensions: this fraction of the usual init scale


def grown_config(config: LlamaConfig, shape: ModelShape) -> LlamaConfig:
    """``config`` with the widths of ``shape``; checks that ``shape`` only grows it."""
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
    if shape.hidden_size // shape.num_attention_heads != head_dim:
        raise ValueError(f"growing keeps the head size ({head_dim}); this shape has "
                         f"{shape.hidden_size // shape.num_attention_heads}")
    if shape.num_hidden_layers != config.num_hidden_layers:
        raise ValueError(f"growing keeps the number of layers ({config.num_hidden_layers})")
    group = config.num_attention_heads // config.num_key_value_heads
    if shape.num_attention_heads // shape.num_key_value_heads != group:
        raise ValueError(f"growing keeps the query heads per key-value head ({group})")
    theta = (getattr(config, "rope_parameters", None) or {}).get("rope_theta", getattr(config, "rope_theta", None))
    if theta is not None and theta != shape.rope_theta:
        raise ValueError(f"growing keeps the rotary base (rope_theta {theta}); this shape has {shape.rope_theta}")
    old = (config.hidden_size, config.intermediate_size, config.num_attention_heads)
    new = (shape.hidden_size, shape.intermediate_size, shape.num_attention_heads)
    if any(n < o for n, o in zip(new, old)):
        raise ValueError(f"growing cannot shrink: {old} -> {new} (hidden, intermediate, heads)")
    grown = LlamaConfig.from_dict(config.to_dict())
    grown.hidden_size, grown.intermediate_size = shape.hidden_size, shape.intermediate_size
    grown.num_attention_heads, grown.num_key_value_heads = shape.num_attention_heads, shape.num_key_value_heads
    grown.head_dim = head_dim
    grown.max_position_embeddings = max(config.max_position_embeddings, shape.max_position_embeddings)
    return grown


@torch.no_grad()
def grow(model: LlamaForCausalLM, shape: ModelShape, seed: int = 0) -> LlamaForCausalLM:
    """A new ``LlamaForCausalLM`` of ``shape`` that starts out computing (nearly) what ``model`` does."""
    config = model.config
    if not config.tie_word_embeddings:
        raise ValueError("growing supports models with tied input and output embeddings only")
    with torch.random.fork_rng(devices=[]):  # seeded, without touching the caller's random state
        torch.manual_seed(seed)
        big = LlamaForCausalLM(grown_config(config, shape)).to(torch.float32)
        _fill(big.state_dict(), model.state_dict(), config.hidden_size, config.initializer_range)
    big.tie_weights()
    return big


def _fill(new: dict[str, torch.Tensor], old: dict[str, torch.Tensor], d0: int, std: float) -> None:
    """Write the old weights into the new ones (state-dict tensors share the new parameters' storage)."""
    norm_scale = math.sqrt(d0 / new["model.norm.weight"].shape[0])
    for name, target in new.items():
        if name == "lm_head.weight":  # tied to embed_tokens
            continue
        source = old[name].to(torch.float32)
        if name.endswith("norm.weight"):
            target.fill_(norm_scale)
            target[:d0] = source * norm_scale
        elif name.endswith(("o_proj.weight", "down_proj.weight")):  # [hidden, width]: writes the residual
            target.normal_(0.0, std * NOISE)
            target[:d0].zero_()
            target[:d0, : source.shape[1]] = source
        elif name.endswith("embed_tokens.weight"):  # [vocab, hidden]: also the (tied) output embedding
            target[:, d0:].normal_(0.0, std * NOISE)
            target[:, :d0] = source
        elif name.endswith(".weight") and target.dim() == 2:  # q, k, v, gate, up: [width, hidden]
            target[:, d0:].normal_(0.0, std * NOISE)
            target[: source.shape[0], :d0] = source
        elif target.shape == source.shape:
            target.copy_(source)
        else:
            raise ValueError(f"do not know how to grow {name} {tuple(source.shape)} -> {tuple(target.shape)}")
