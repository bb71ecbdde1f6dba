"""All KV-cache handling lives here and in its siblings (cache_batch.py, cache_slots.py: the batched
layouts): transformers' cache API changes between versions.

The engine keeps the invariant ``len(cache) == len(committed tokens) - 1``: the last committed
token is fed at the next verify forward, together with the draft.

Two layouts:
- dynamic (default on CPU): grows with the sequence; rejected positions are cropped away.
- static (default on CUDA): preallocated and written at absolute positions; trimming only moves
  the write position back, so rejected draft tokens are simply overwritten by the next forward
  (the causal mask hides anything beyond the query positions). Fixed shapes make CUDA graphs
  possible; inputs may be padded to a bucket width and the padding trimmed the same way.

Version notes (checked against transformers 5.17 and 5.24, the two CI runs; see the README):
- the forward's cache keyword is ``past_key_values`` up to 5.17 and ``cache`` later; it is read
  from the model class's signature, never from a (compiled) callable.
- a static layer's write position is a 0-d tensor ``cumulative_length`` (a fixed address that CUDA
  graphs read). Static layers gained ``crop`` only after 5.17, so the rewind moves that counter
  back itself, on every version; in place, under inference mode, because the counter becomes an
  inference tensor when the cache is filled under inference mode.
- the length is kept here as a Python int: reading ``get_seq_length()`` of a static cache
  returns that device tensor, and turning it into an int would cost a device-to-host sync.
"""

from __future__ import annotations

import inspect
from functools import cache

import torch
from transformers import DynamicCache, PreTrainedModel, StaticCache
from transformers.cache_utils import DynamicLayer


class CacheError(ValueError):
    """The requested cache layout cannot serve this model; the message says why."""


@cache
def _cache_argument(forward_class: type) -> str:
    """The keyword a model's forward takes its cache by (renamed in transformers 5.x)."""
    parameters = inspect.signature(forward_class.forward).parameters
    return "cache" if "cache" in parameters else "past_key_values"


def _rewindable(layer) -> bool:
    """A static layer whose write position is one counter tensor (not a sliding window, not linear attention)."""
    return isinstance(getattr(layer, "cumulative_length", None), torch.Tensor) and not getattr(
        layer, "is_sliding", False) and not hasattr(layer, "cumulative_length_int")


def static_unsupported_reason(model: PreTrainedModel) -> str | None:
    """Why a static cache cannot serve ``model`` (None when it can): sliding-window or non-attention layers."""
    try:
        probe = StaticCache(config=model.config, max_cache_len=1)  # layers allocate lazily: no memory
    except (TypeError, ValueError) as error:
        return f"transformers cannot build a static cache for it ({error})"
    odd = sorted({type(layer).__name__ for layer in probe.layers if not _rewindable(layer)})
    return f"its cache layers {', '.join(odd)} cannot be rewound in place" if odd else None


class RoomLayer(DynamicLayer):
    """A dynamic cache layer that appends in place.

    ``DynamicLayer.update`` concatenates: every forward copies the whole layer into a new tensor.
    Here ``keys`` and ``values`` are views of buffers with room for more columns (a quarter more,
    at least ``ROOM``), so a forward writes only its new columns. A crop is a view and keeps the
    buffer; anything that assigns ``keys``/``values`` otherwise (a batch's rows joining, leaving,
    being packed) is noticed, and the next update moves the layer into a new buffer, once. The
    room is zeros or earlier keys and values: always finite, so masked columns weigh exactly 0.
    """

    ROOM = 64

    def __init__(self) -> None:
        super().__init__()
        self.buffers: tuple[torch.Tensor, torch.Tensor] | None = None

    def update(self, key_states: torch.Tensor, value_states: torch.Tensor, *args, **kwargs):
        if not self.is_initialized:
            self.lazy_initialization(key_states, value_states)
        held = self.get_seq_length()
        end = held + key_states.shape[2]
        keys, values = self.reserve(end, key_states, value_states)
        keys[:, :, held:end] = key_states
        values[:, :, held:end] = value_states
        self.keys, self.values = keys[:, :, :end], values[:, :, :end]
        return self.keys, self.values

    def reserve(self, columns: int, key_like: torch.Tensor,
                value_like: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Buffers backing ``keys``/``values`` with room for ``columns`` columns (new ones, holding
        the current states, when the present ones are too small or no longer back them)."""
        buffer = self.buffers[0] if self.buffers is not None else None
        if self.backed() and buffer.shape[2] >= columns and buffer.shape[:2] == key_like.shape[:2]:
            return self.buffers
        held = self.get_seq_length()
        capacity = columns + max(self.ROOM, columns // 4)
        keys = key_like.new_zeros(*key_like.shape[:2], capacity, key_like.shape[3])
        values = value_like.new_zeros(*value_like.shape[:2], capacity, value_like.shape[3])
        if held:
            keys[:, :, :held] = self.keys
            values[:, :, :held] = self.values
        self.buffers = keys, values
        self.keys, self.values = keys[:, :, :held], values[:, :, :held]
        return self.buffers

    def backed(self) -> bool:
        """Whether ``keys`` and ``values`` are still views of the front of this layer's buffers
        (and the buffers writable here: inference tensors only in inference mode)."""
        if self.buffers is None or (self.buffers[0].is_inference() and not torch.is_inference_mode_enabled()):
            return False
        return all(state.dim() == 4 and state.data_ptr() == buffer.data_ptr() and state.stride() == buffer.stride()
                   and state.shape[:2] == buffer.shape[:2]
                   for state, buffer in zip((self.keys, self.values), self.buffers))


def roomy(past: DynamicCache) -> DynamicCache:
    """``past`` with its plain dynamic layers (not sliding-window ones) appending in place."""
    for index, layer in enumerate(past.layers):
        if type(layer) is DynamicLayer:
            past.layers[index] = room = RoomLayer()
            room.__dict__.update(layer.__dict__, buffers=None)  # its states (if any), no buffers yet
    return past


class KVCache:
    """A per-request cache with ``forward``, ``trim`` and ``len`` for every supported transformers."""

    def __init__(self, model: PreTrainedModel, static_length: int | None = None) -> None:
        self.static = static_length is not None
        self.capacity = static_length  # positions a static cache holds; None = grows
        self.lease = 0  # bumped each time a (reused static) cache is handed to a new request
        self.keyword = _cache_argument(type(model))
        self.length = 0  # positions held, tracked here so that reading it never syncs with the device
        if self.static:
            reason = static_unsupported_reason(model)
            if reason:
                raise CacheError(f"a static KV cache cannot serve this model: {reason}; use the dynamic cache")
            self.past = StaticCache(config=model.config, max_cache_len=static_length)
        else:
            self.past = roomy(DynamicCache(config=model.config))

    @classmethod
    def from_states(cls, model: PreTrainedModel, states: list[tuple[torch.Tensor, torch.Tensor]]) -> KVCache:
        """A dynamic cache holding ``states``: each layer's (keys, values) [1, heads, length, dim]."""
        cache = cls(model)
        for index, (keys, values) in enumerate(states):
            cache.past.update(keys, values, index)
        cache.length = states[0][0].shape[2] if states else 0
        return cache

    def forward(self, module, input_ids: torch.Tensor, **kwargs):
        """Run ``module`` on ``input_ids`` ([1, n]) after the cached positions, appending to the cache.

        ``module`` is the model, its base model, or a compiled forward of the model (whose
        keyword is the model's).
        """
        keyword = _cache_argument(type(module)) if isinstance(module, torch.nn.Module) else self.keyword
        if self.capacity is not None and self.length + input_ids.shape[1] > self.capacity:
            raise CacheError(f"the static cache holds {self.capacity} positions; "
                             f"{self.length} + {input_ids.shape[1]} do not fit")
        output = module(input_ids=input_ids, use_cache=True, **{keyword: self.past}, **kwargs)
        self.length += input_ids.shape[1]
        return output

    def __len__(self) -> int:
        return self.length

    def stored_length(self) -> int:
        """The length transformers' cache reports (a device read for static caches: for checks only)."""
        return int(self.past.get_seq_length())

    def trim(self, num_tokens: int) -> None:
        """Drop the last ``num_tokens`` positions (rejected draft tokens, bucket padding)."""
        if num_tokens <= 0:
            return
        if num_tokens > self.length:
            raise ValueError(f"cannot trim {num_tokens} positions from a cache of {self.length}")
        self.length -= num_tokens
        if not self.static:
            self.past.crop(-num_tokens)  # negative: "remove this many" (5.17 and later)
            return
        with torch.inference_mode():
            for layer in self.past.layers:
                if getattr(layer, "is_initialized", True):
                    layer.cumulative_length.sub_(num_tokens)

    def truncate(self, length: int) -> None:
        self.trim(len(self) - length)
