"""All KV-cache handling lives here: transformers' cache API changes between versions.

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

try:
    from transformers.cache_utils import DynamicLayer
except ImportError:  # transformers < 4.56 has no cache layers: no batching
    DynamicLayer = None


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
            self.past = DynamicCache(config=model.config)

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


# -- batched decoding (continuous batching, batch.py) ------------------------------------------
COMPACT_SLACK = 64  # holes a batch cache may grow by before its rows are packed again


def batchable(cache: KVCache) -> bool:
    """Whether a request's cache can join a ``BatchKVCache`` (dynamic, full-attention layers)."""
    layers = getattr(cache.past, "layers", None)
    return DynamicLayer is not None and not cache.static and bool(layers) and all(type(layer) is DynamicLayer for layer in layers)


class BatchRow:
    """One request's view of a ``BatchKVCache``: the ``len``/``trim`` a ``Generation`` needs."""

    lease = 0

    def __init__(self, batch: BatchKVCache, index: int, length: int) -> None:
        self.batch, self.index, self.length = batch, index, length

    def __len__(self) -> int:
        return self.length

    def trim(self, num_tokens: int) -> None:
        """Drop this row's last ``num_tokens`` positions: they become holes (masked columns)."""
        if num_tokens > 0:
            valid = self.batch.valid[self.index]
            valid[valid.nonzero().flatten()[-num_tokens:]] = False
            self.length -= num_tokens


class BatchKVCache:
    """Many requests' KV in one ``[rows, heads, columns, dim]`` tensor per layer (a DynamicCache).

    Each batched forward appends the same number of columns W to every row (W = the most new
    tokens any row feeds); a row that feeds fewer, and its rejected draft positions, leave
    *holes*: columns marked invalid in ``valid`` [rows, columns] and hidden by an explicit 4D
    attention mask (additive, the dtype's minimum: exactly zero weight after the softmax). Each
    row's tokens get explicit position ids (its count of valid columns onward), so holes do not
    shift positions. ``compact`` packs every row's valid columns to the left once the holes
    outgrow ``COMPACT_SLACK``; rows join (a request's own prefilled cache, padded) and leave
    (sliced out) between forwards.
    """

    def __init__(self, model: PreTrainedModel, slack: int = COMPACT_SLACK) -> None:
        self.model, self.slack = model, slack
        self.compactions = 0
        self.past: DynamicCache | None = None
        self.valid: torch.Tensor | None = None  # bool [rows, columns]
        self.rows: list[BatchRow] = []

    @property
    def columns(self) -> int:
        return 0 if self.valid is None else self.valid.shape[1]

    def add(self, cache: KVCache) -> BatchRow:
        """Take over a request's prefilled dynamic cache as a new row."""
        if not batchable(cache):
            raise ValueError("only a dynamic cache with full-attention layers can join a batch")
        length, device = len(cache), cache.past.layers[0].keys.device
        valid = torch.ones(1, length, dtype=torch.bool, device=device)
        if self.past is None:
            self.past, self.valid = cache.past, valid
        else:
            width = max(self.columns, length)
            for mine, theirs in zip(self.past.layers, cache.past.layers):
                mine.keys = torch.cat([_pad_columns(mine.keys, width), _pad_columns(theirs.keys, width)])
                mine.values = torch.cat([_pad_columns(mine.values, width), _pad_columns(theirs.values, width)])
            pad = torch.zeros(1, width - length, dtype=torch.bool, device=device)
            wide = torch.nn.functional.pad(self.valid, (0, width - self.columns))
            self.valid = torch.cat([wide, torch.cat([valid, pad], 1)])
        row = BatchRow(self, len(self.rows), length)
        self.rows.append(row)
        return row

    def remove(self, row: BatchRow) -> None:
        """Drop a row (a finished or cancelled request) and any columns no remaining row uses."""
        self.rows.pop(row.index)
        if not self.rows:
            self.past = self.valid = None
            return
        keep = torch.tensor([other.index for other in self.rows], device=self.valid.device)
        for index, other in enumerate(self.rows):
            other.index = index
        used = self.valid[keep].any(0).nonzero()
        width = int(used[-1]) + 1 if len(used) else 0
        self.valid = self.valid[keep, :width]
        for layer in self.past.layers:
            layer.keys = layer.keys[keep, :, :width]
            layer.values = layer.values[keep, :, :width]

    def forward(self, module: torch.nn.Module, tokens: list[list[int]]) -> list[torch.Tensor | None]:
        """One forward over every row's new ``tokens`` (row order; [] = sits this one out).

        Returns each row's logits [len(tokens[row]), vocab] (None for a row that fed nothing).
        """
        device, rows = self.valid.device, len(self.rows)
        counts = torch.tensor([len(row_tokens) for row_tokens in tokens], device=device)
        width = max(1, int(counts.max()))
        ids = torch.zeros(rows, width, dtype=torch.long, device=device)
        for index, row_tokens in enumerate(tokens):
            ids[index, : len(row_tokens)] = torch.tensor(row_tokens, dtype=torch.long)
        step = torch.arange(width, device=device)
        lengths = torch.tensor([row.length for row in self.rows], device=device)
        # padding takes the row's last real position (an absolute position table has room for it)
        positions = lengths[:, None] + torch.minimum(step[None], (counts - 1).clamp_min(0)[:, None])
        real = step[None] < counts[:, None]  # [rows, width]
        causal = step[None, :, None] >= step[None, None, :]  # query >= key
        new = (causal & real[:, None, :]) | torch.eye(width, dtype=torch.bool, device=device)  # padding sees itself
        allowed = torch.cat([self.valid[:, None, :].expand(rows, width, self.columns), new], dim=-1)
        dtype = self.model.dtype
        mask = torch.zeros(allowed.shape, dtype=dtype, device=device).masked_fill_(~allowed, torch.finfo(dtype).min)
        out = module(input_ids=ids, position_ids=positions, attention_mask=mask[:, None], use_cache=True,
                     **{_cache_argument(type(module)): self.past})
        self.valid = torch.cat([self.valid, real], dim=1)
        for row, row_tokens in zip(self.rows, tokens):
            row.length += len(row_tokens)
        return [out.logits[index, : len(row_tokens)] if row_tokens else None
                for index, row_tokens in enumerate(tokens)]

    def maybe_compact(self) -> None:
        if self.rows and self.columns - max(row.length for row in self.rows) >= self.slack:
            self.compact()

    def compact(self) -> None:
        """Move every row's valid columns to the left (in order), dropping the holes."""
        self.compactions += 1
        longest = max(row.length for row in self.rows)
        order = torch.sort((~self.valid).to(torch.int8), dim=1, stable=True).indices[:, :longest]
        for layer in self.past.layers:
            layer.keys, layer.values = _gather_columns(layer.keys, order), _gather_columns(layer.values, order)
        lengths = torch.tensor([row.length for row in self.rows], device=self.valid.device)
        self.valid = torch.arange(longest, device=self.valid.device)[None] < lengths[:, None]


def _pad_columns(tensor: torch.Tensor, width: int) -> torch.Tensor:
    """Zero-pad [rows, heads, columns, dim] to ``width`` columns (zeros: masked, never NaN)."""
    return torch.nn.functional.pad(tensor, (0, 0, 0, width - tensor.shape[2]))


def _gather_columns(tensor: torch.Tensor, order: torch.Tensor) -> torch.Tensor:
    """[rows, heads, columns, dim] -> the columns ``order`` [rows, kept] names, per row."""
    return tensor.gather(2, order[:, None, :, None].expand(-1, tensor.shape[1], -1, tensor.shape[3]))
