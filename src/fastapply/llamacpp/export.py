"""Write a HuggingFace Llama or Qwen2 causal LM (and its byte-level BPE tokenizer) as a GGUF file.

Enough of llama.cpp's own converter (``convert_hf_to_gguf.py``) for the two families the tests and
benchmarks need, on the ``gguf`` package: the same tensor names, the same Q/K row permutation for
Llama (llama.cpp rotates interleaved pairs, HuggingFace rotates halves), F32 or Q8_0 weights.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

FAMILIES = ("llama", "qwen2")
WEIGHT_TYPES = ("f32", "q8_0")

_LAYER_TENSORS = {  # HuggingFace name inside layer i -> GGUF name inside block i
    "input_layernorm.weight": "attn_norm.weight",
    "self_attn.q_proj.weight": "attn_q.weight",
    "self_attn.q_proj.bias": "attn_q.bias",
    "self_attn.k_proj.weight": "attn_k.weight",
    "self_attn.k_proj.bias": "attn_k.bias",
    "self_attn.v_proj.weight": "attn_v.weight",
    "self_attn.v_proj.bias": "attn_v.bias",
    "self_attn.o_proj.weight": "attn_output.weight",
    "post_attention_layernorm.weight": "ffn_norm.weight",
    "mlp.gate_proj.weight": "ffn_gate.weight",
    "mlp.up_proj.weight": "ffn_up.weight",
    "mlp.down_proj.weight": "ffn_down.weight",
}


class ExportError(ValueError):
    """The model cannot be written as GGUF here; the message says why."""


def _permute(weight: np.ndarray, heads: int) -> np.ndarray:
    """Rows of a Q or K projection from half-split rotary order to llama.cpp's interleaved order."""
    return weight.reshape(heads, 2, weight.shape[0] // heads // 2, *weight.shape[1:]).swapaxes(1, 2).reshape(
        weight.shape)


def _tensors(model, family: str):
    """(GGUF name, float32 array) for every weight of ``model``."""
    config = model.config
    state = {name: tensor.detach().float().cpu().numpy() for name, tensor in model.state_dict().items()}
    yield "token_embd.weight", state["model.embed_tokens.weight"]
    yield "output_norm.weight", state["model.norm.weight"]
    if "lm_head.weight" in state and not getattr(config, "tie_word_embeddings", False):
        yield "output.weight", state["lm_head.weight"]
    for layer in range(config.num_hidden_layers):
        prefix = f"model.layers.{layer}."
        for hf_name, gguf_name in _LAYER_TENSORS.items():
            value = state.get(prefix + hf_name)
            if value is None:
                continue
            if family == "llama" and hf_name.startswith(("self_attn.q_proj", "self_attn.k_proj")):
                heads = config.num_attention_heads if "q_proj" in hf_name else config.num_key_value_heads
                value = _permute(value, heads)
            yield f"blk.{layer}.{gguf_name}", value


def _vocabulary(tokenizer, vocab_size: int) -> tuple[list[str], list[int], list[str]]:
    """(tokens, token types, merges) of a byte-level BPE tokenizer, padded to the model's vocabulary."""
    import gguf

    spec = json.loads(tokenizer.backend_tokenizer.to_str())
    if spec["model"]["type"] != "BPE" or "ByteLevel" not in json.dumps(spec.get("pre_tokenizer")):
        raise ExportError("only byte-level BPE tokenizers can be written as GGUF here")
    tokens = tokenizer.convert_ids_to_tokens(list(range(len(tokenizer))))
    special = {entry["id"] for entry in spec.get("added_tokens", []) if entry.get("special")}
    types = [int(gguf.TokenType.CONTROL if index in special else gguf.TokenType.NORMAL) for index in range(len(tokens))]
    if len(tokens) > vocab_size:
        raise ExportError(f"the tokenizer has {len(tokens)} tokens, the model's vocabulary only {vocab_size}")
    for index in range(len(tokens), vocab_size):
        tokens.append(f"[PAD{index}]")
        types.append(int(gguf.TokenType.UNUSED))
    merges = [merge if isinstance(merge, str) else " ".join(merge) for merge in spec["model"]["merges"]]
    return tokens, types, merges


def _rope_theta(config) -> float:
    parameters = getattr(config, "rope_parameters", None) or {}
    return float(parameters.get("rope_theta") or getattr(config, "rope_theta", None) or 10000.0)


def write_gguf(model, tokenizer, path: str | Path, weight_type: str = "f32") -> Path:
    """Write ``model`` (Llama or Qwen2 architecture) and ``tokenizer`` to ``path`` as GGUF; return the path.

    weight_type: "f32", or "q8_0" (matrices in Q8_0, norms and biases in F32).
    """
    import gguf

    family = model.config.model_type
    if family not in FAMILIES:
        raise ExportError(f"only {', '.join(FAMILIES)} models can be written as GGUF here, not {family!r}")
    if weight_type not in WEIGHT_TYPES:
        raise ExportError(f"weight type must be one of {', '.join(WEIGHT_TYPES)}, got {weight_type!r}")
    config = model.config
    path = Path(path)
    writer = gguf.GGUFWriter(str(path), family)
    heads = config.num_attention_heads
    writer.add_context_length(config.max_position_embeddings)
    writer.add_embedding_length(config.hidden_size)
    writer.add_block_count(config.num_hidden_layers)
    writer.add_feed_forward_length(config.intermediate_size)
    writer.add_head_count(heads)
    writer.add_head_count_kv(config.num_key_value_heads or heads)
    writer.add_rope_dimension_count(getattr(config, "head_dim", None) or config.hidden_size // heads)
    writer.add_layer_norm_rms_eps(config.rms_norm_eps)
    writer.add_rope_freq_base(_rope_theta(config))
    quantized = weight_type == "q8_0"
    writer.add_file_type(int(gguf.LlamaFileType.MOSTLY_Q8_0 if quantized else gguf.LlamaFileType.ALL_F32))
    vocab_size = model.get_output_embeddings().weight.shape[0]
    tokens, types, merges = _vocabulary(tokenizer, vocab_size)
    writer.add_tokenizer_model("gpt2")
    writer.add_tokenizer_pre("gpt-2")  # the GPT-2 split regex, as ByteLevel(use_regex=True)
    writer.add_token_list(tokens)
    writer.add_token_types(types)
    writer.add_token_merges(merges)
    if tokenizer.eos_token_id is not None:
        writer.add_eos_token_id(tokenizer.eos_token_id)
    if tokenizer.pad_token_id is not None:
        writer.add_pad_token_id(tokenizer.pad_token_id)
    writer.add_add_bos_token(False)
    if getattr(tokenizer, "chat_template", None):
        writer.add_chat_template(tokenizer.chat_template)
    for name, value in _tensors(model, family):
        if quantized and value.ndim == 2 and value.shape[-1] % 32 == 0:
            data = gguf.quants.quantize(value, gguf.GGMLQuantizationType.Q8_0)
            writer.add_tensor(name, data, raw_shape=data.shape, raw_dtype=gguf.GGMLQuantizationType.Q8_0)
        else:
            writer.add_tensor(name, np.ascontiguousarray(value, dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path
