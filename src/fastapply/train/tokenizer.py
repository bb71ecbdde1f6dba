"""Byte-level BPE tokenizer for code, trained with the ``tokenizers`` package.

Byte-level with no normalizer: every string (tabs, CRLF, whitespace runs, non-ASCII)
round-trips exactly, ``decode(encode(text)) == text``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from fastapply.apply.templates import PLAIN_SPECIAL_TOKENS

EOS_TOKEN = PLAIN_SPECIAL_TOKENS[-1]
PAD_TOKEN = "<|pad|>"
SPECIAL_TOKENS = (*PLAIN_SPECIAL_TOKENS, PAD_TOKEN)
DEFAULT_VOCAB_SIZE = 4096

if TYPE_CHECKING:  # tokenizers and transformers load only when a tokenizer is built
    from tokenizers import Tokenizer
    from transformers import PreTrainedTokenizerFast


def train_tokenizer(
    texts: Iterable[str], vocab_size: int = DEFAULT_VOCAB_SIZE, model_max_length: int = 4096
) -> PreTrainedTokenizerFast:
    """Train a byte-level BPE on ``texts``; special tokens get the first ids."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers

    alphabet = pre_tokenizers.ByteLevel.alphabet()
    if vocab_size < len(alphabet) + len(SPECIAL_TOKENS):
        raise ValueError(f"vocab_size must be >= {len(alphabet) + len(SPECIAL_TOKENS)}, got {vocab_size}")
    core = Tokenizer(models.BPE())
    core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
    core.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        min_frequency=2,
        special_tokens=list(SPECIAL_TOKENS),
        initial_alphabet=alphabet,
        show_progress=False,
    )
    core.train_from_iterator(texts, trainer)
    return wrap_tokenizer(core, model_max_length)


def wrap_tokenizer(core: Tokenizer, model_max_length: int = 4096) -> PreTrainedTokenizerFast:
    """The transformers tokenizer around ``core``: eos ``<|end|>``, pad ``<|pad|>``, no space clean-up.

    The template markers are special tokens of ``core`` itself (never split, skipped by
    ``skip_special_tokens``), so the config only names eos and pad.
    """
    from transformers import PreTrainedTokenizerFast

    return PreTrainedTokenizerFast(
        tokenizer_object=core,
        eos_token=EOS_TOKEN,
        pad_token=PAD_TOKEN,
        clean_up_tokenization_spaces=False,
        model_max_length=model_max_length,
    )
