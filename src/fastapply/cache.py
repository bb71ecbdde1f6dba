"""All KV-cache handling lives here: transformers' cache API changes between versions.

The engine keeps the invariant ``len(cache) == len(committed tokens) - 1``: the last committed
token is fed at the next verify forward, together with the draft.

Two layouts:
- dynamic (default on CPU): grows with the sequence; rejected positions are cropped away.
- static (default on CUDA): preallocated and written at absolute positions; trimming only moves
  the write position back, so rejected draft tokens are simply overwritten by the next forward
  (the causal mask hides anything beyond the query positions). Fixed shapes make CUDA graphs
  possible; inputs may be padded to a bucket width and the padding trimmed the same way.
"""

from __future__ import annotations

import inspect
from functools import cache

import torch
from transformers import DynamicCache, PreTrainedModel, StaticCache


@cache
def _cache_argument(forward_class: type) -> str:
    """The keyword a model's forward takes its cache by (renamed in transformers 5.x)."""
    parameters = inspect.signature(forward_class.forward).parameters
    return "cache" if "cache" in parameters else "past_key_values"


class KVCache:
    """A per-request cache with ``forward``, ``trim`` and ``len`` for every supported transformers."""

    def __init__(self, model: PreTrainedModel, static_length: int | None = None) -> None:
        self.static = static_length is not None
        self.capacity = static_length  # positions a static cache holds; None = grows
        self.lease = 0  # bumped each time a (reused static) cache is handed to a new request
        if self.static:
            self.past = StaticCache(config=model.config, max_cache_len=static_length)
        else:
            try:
                self.past = DynamicCache(config=model.config)
            except TypeError:  # transformers < 4.56 has no config argument
                self.past = DynamicCache()

    def forward(self, module: torch.nn.Module, input_ids: torch.Tensor, **kwargs):
        """Run ``module`` on ``input_ids`` ([1, n]) after the cached positions, appending to the cache."""
        return module(input_ids=input_ids, use_cache=True, **{_cache_argument(type(module)): self.past}, **kwargs)

    def __len__(self) -> int:
        return int(self.past.get_seq_length())

    def trim(self, num_tokens: int) -> None:
        """Drop the last ``num_tokens`` positions (rejected draft tokens, bucket padding)."""
        if num_tokens > 0:
            # a negative argument means "remove this many" both in the legacy crop(max_length)
            # and in the current crop(tokens_to_remove) signature; static layers just rewind.
            self.past.crop(-num_tokens)

    def truncate(self, length: int) -> None:
        self.trim(len(self) - length)
