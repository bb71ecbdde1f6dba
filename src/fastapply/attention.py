"""SDPA attention that keeps grouped KV heads grouped when a mask is given (CPU).

transformers' ``sdpa`` attention repeats every key/value head ``num_key_value_groups`` times
(``repeat_kv``: a copy of the whole KV) whenever an attention mask is passed and the device's
kernel is not known to take masked GQA. A speculative verify (several query positions after a
cache) always has a mask, and a batched verify has one per row, so on CPU that copy costs more
than the attention's matmuls at a few hundred positions of context (a 14M Llama, 8 rows x 2
tokens x 300 columns: 58 ms a forward, of which ~29 ms copies; 34 ms without them). torch's CPU
SDPA takes masked GQA natively (``enable_gqa``).

``use_grouped_sdpa`` registers this function under its own name through transformers'
``AttentionInterface`` (and the ``sdpa`` mask under the same name) and switches a model from
``sdpa`` to it: only on CPU, only for models with grouped KV heads, only for the model families in
``GROUPED_MODEL_TYPES`` (some modeling files test ``_attn_implementation == "sdpa"`` themselves,
e.g. Gemma4's KV-shared layers, and would take another path under any other name; the families
listed here call attention only through the interface, checked in transformers 5.17 and 5.24).
Every case it does not improve (no mask, one query, a position bias or soft-capping, another
device) goes through transformers' own ``sdpa_attention_forward`` unchanged.
"""

from __future__ import annotations

import torch
from transformers import AttentionInterface, PreTrainedModel
from transformers.integrations.sdpa_attention import sdpa_attention_forward
from transformers.masking_utils import AttentionMaskInterface, sdpa_mask

NAME = "fastapply_grouped_sdpa"
GROUPED_MODEL_TYPES = frozenset({
    "llama", "mistral", "ministral", "mixtral", "qwen2", "qwen2_moe", "qwen3", "qwen3_moe", "phi3",
    "starcoder2", "granite", "olmo2", "glm4", "gemma", "gemma3_text",
})


def grouped_sdpa_forward(module: torch.nn.Module, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
                         attention_mask: torch.Tensor | None, dropout: float = 0.0, scaling: float | None = None,
                         is_causal: bool | None = None, **kwargs) -> tuple[torch.Tensor, None]:
    """``sdpa_attention_forward`` with ``enable_gqa`` for a masked, multi-query attention on CPU."""
    groups = getattr(module, "num_key_value_groups", 1)
    plain = (attention_mask is None or groups <= 1 or query.shape[2] == 1 or query.device.type != "cpu"
             or kwargs.get("position_bias") is not None or kwargs.get("softcap") is not None
             or kwargs.get("output_attentions", False))
    if plain:
        return sdpa_attention_forward(module, query, key, value, attention_mask, dropout=dropout, scaling=scaling,
                                      is_causal=is_causal, **kwargs)
    out = torch.nn.functional.scaled_dot_product_attention(
        query, key, value, attn_mask=attention_mask, dropout_p=dropout, scale=scaling, enable_gqa=True)
    return out.transpose(1, 2).contiguous(), None


def use_grouped_sdpa(model: PreTrainedModel) -> bool:
    """Switch ``model`` from ``sdpa`` to the grouped function when it runs on CPU with grouped
    KV heads and is of a listed family; whether it did. Other models, devices and attention
    implementations are left as they are."""
    config = model.config
    heads, kv_heads = getattr(config, "num_attention_heads", None), getattr(config, "num_key_value_heads", None)
    on_cpu = next(model.parameters()).device.type == "cpu"
    if getattr(config, "_attn_implementation", None) != "sdpa" or not on_cpu or not heads or not kv_heads \
            or kv_heads >= heads or getattr(config, "model_type", None) not in GROUPED_MODEL_TYPES \
            or not hasattr(model, "set_attn_implementation"):
        return False
    AttentionInterface.register(NAME, grouped_sdpa_forward)  # idempotent: a name -> function mapping
    AttentionMaskInterface.register(NAME, sdpa_mask)
    model.set_attn_implementation(NAME)
    return model.config._attn_implementation == NAME
