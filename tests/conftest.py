"""Offline fixtures: a byte-level BPE tokenizer trained here and tiny random models from configs."""

from __future__ import annotations

import functools
import sysconfig
from pathlib import Path

import pytest
import torch
from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
from transformers import (
    GPT2Config, GPT2LMHeadModel, LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast, Qwen2Config,
    Qwen2ForCausalLM,
)

from fastapply.engine import Engine

torch.set_num_threads(1)
SPECIAL_TOKENS = ["<|end|>", "<|pad|>"]
FAMILIES = ("llama", "qwen2", "gpt2")


def code_corpus(limit: int = 40) -> list[str]:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    files = sorted(stdlib.glob("*.py"))[:limit]
    return [path.read_text(encoding="utf-8", errors="replace") for path in files]


@functools.cache
def build_tokenizer(vocab_size: int = 384) -> PreTrainedTokenizerFast:
    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size, special_tokens=SPECIAL_TOKENS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False,
    )
    tokenizer.train_from_iterator(code_corpus() + ["é ü ñ 中文 日本語 🙂 ∑ ≥"], trainer=trainer)
    return PreTrainedTokenizerFast(tokenizer_object=tokenizer, eos_token="<|end|>", pad_token="<|pad|>")


def build_model(family: str, vocab_size: int, seed: int = 0, eos_token_id: int = 0, layers: int = 2):
    torch.manual_seed(seed)
    common = dict(vocab_size=vocab_size, eos_token_id=eos_token_id, bos_token_id=None, pad_token_id=None)
    if family == "llama":
        config = LlamaConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=layers,
                             num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=2048, **common)
        model = LlamaForCausalLM(config)
    elif family == "qwen2":
        config = Qwen2Config(hidden_size=64, intermediate_size=128, num_hidden_layers=layers,
                             num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=2048, **common)
        model = Qwen2ForCausalLM(config)
    elif family == "gpt2":
        config = GPT2Config(n_embd=64, n_layer=layers, n_head=4, n_positions=2048, **common)
        model = GPT2LMHeadModel(config)
    else:
        raise ValueError(family)
    model.generation_config.eos_token_id = eos_token_id
    return model.float().eval()


@functools.cache
def cached_engine(family: str, seed: int = 0) -> Engine:
    tokenizer = build_tokenizer()
    model = build_model(family, len(tokenizer), seed=seed, eos_token_id=tokenizer.eos_token_id)
    return Engine(model, tokenizer)


@pytest.fixture(scope="session")
def tokenizer() -> PreTrainedTokenizerFast:
    return build_tokenizer()


@pytest.fixture(params=FAMILIES)
def engine(request) -> Engine:
    return cached_engine(request.param)


CHAT_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory) -> Path:
    """A tiny random Llama + tokenizer (with a chat template) saved like a hub checkpoint."""
    folder = tmp_path_factory.mktemp("tiny-llama")
    engine = cached_engine("llama")
    tokenizer = build_tokenizer()
    tokenizer.chat_template = CHAT_TEMPLATE
    engine.model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder
