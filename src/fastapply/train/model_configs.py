"""Named shapes of the Llama models trained from scratch."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # transformers loads only when a config is built
    from transformers import LlamaConfig, PreTrainedTokenizerBase


@dataclass(frozen=True, slots=True)
class ModelShape:
    hidden_size: int
    intermediate_size: int
    num_hidden_layers: int
    num_attention_heads: int
    num_key_value_heads: int
    max_position_embeddings: int = 4096
    rope_theta: float = 10000.0

    def __post_init__(self) -> None:
        if self.hidden_size % self.num_attention_heads:
            raise ValueError("hidden_size must be a multiple of num_attention_heads")
        if self.num_attention_heads % self.num_key_value_heads:
            raise ValueError("num_attention_heads must be a multiple of num_key_value_heads")


MODEL_SHAPES = {
    # for tests: trains in seconds
    "tiny": ModelShape(hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                       num_attention_heads=4, num_key_value_heads=2),
    # "tiny" grown wider (tests of train --grow)
    "tiny-wide": ModelShape(hidden_size=128, intermediate_size=256, num_hidden_layers=2,
                            num_attention_heads=8, num_key_value_heads=4),
    # the shipped default: 2 layers learn to copy (induction) in the fewest CPU steps; ~1M parameters
    "mini": ModelShape(hidden_size=128, intermediate_size=384, num_hidden_layers=2,
                       num_attention_heads=4, num_key_value_heads=4),
    # "mini" grown wider (train --init MINI --grow wide): twice the residual for the copied token
    "wide": ModelShape(hidden_size=256, intermediate_size=768, num_hidden_layers=2,
                       num_attention_heads=8, num_key_value_heads=8),
    # a larger apply model: 4.2M parameters (17 MB in fp32) with a 4096-token vocabulary;
    # four layers, not six, so ~35 one-core CPU minutes buy ~1.5x more training tokens
    "small": ModelShape(hidden_size=256, intermediate_size=768, num_hidden_layers=4,
                        num_attention_heads=8, num_key_value_heads=4),
}


def llama_config(name: str, tokenizer: PreTrainedTokenizerBase) -> LlamaConfig:
    """A ``LlamaConfig`` of the named shape for ``tokenizer`` (tied embeddings, no bias, eos = pad-free)."""
    from transformers import LlamaConfig

    if name not in MODEL_SHAPES:
        raise ValueError(f"unknown model config {name!r}; choose from {sorted(MODEL_SHAPES)}")
    shape = MODEL_SHAPES[name]
    return LlamaConfig(
        vocab_size=len(tokenizer),
        tie_word_embeddings=True,
        bos_token_id=None,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
        rope_parameters={"rope_type": "default", "rope_theta": shape.rope_theta},
        **{key: value for key, value in asdict(shape).items() if key != "rope_theta"},
    )
