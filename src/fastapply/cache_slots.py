"""Continuous batching's static / compiled KV layout (batch.py): one preallocated slot per row.

Part of the cache seam (cache.py). Per layer, keys and values are ``[slots, kv_heads, capacity,
dim]``, allocated once (and only reallocated, larger, when a row would not fit). Every forward
runs all ``slots`` rows (fixed row count) over a bucketed width W (the runner's
``verify_buckets``), so each (slots, W) shape can be one compiled graph / CUDA graph:

- each row writes its W new columns at its own length: ``SlotLayer.update`` scatters them at
  per-row write offsets (a device tensor at a fixed address, refreshed in place before each
  forward) instead of the one ``cache_position`` a ``StaticLayer`` has;
- a row's rejected draft positions and its padding are simply left beyond its length and
  overwritten by its next forward (``SlotRow.trim`` only moves the length back): no holes, no
  compaction;
- the 4D mask comes from the per-row lengths alone (query j of a row sees columns <= its length +
  j, so stale columns beyond a row's length are never seen), positions are explicit (the row's
  length onward); free slots and rows sitting a round out compute padding at their own length.

This is a ``transformers`` ``Cache`` made of custom ``CacheLayerMixin`` layers, the public
extension point the attention modules call (``cache.update(keys, values, layer_idx, ...)`` ->
the layer's ``update``, which returns the full keys and values to attend over): no model code
is forked or patched. Checked with transformers 5.17 and 5.24.
"""

from __future__ import annotations

import bisect

import torch
from transformers import PreTrainedModel
from transformers.cache_utils import Cache, CacheLayerMixin

from .cache import KVCache, _cache_argument
from .cache_batch import additive_mask, row_positions

GRANULE = 1024  # capacity grows in multiples of this many positions


class SlotLayer(CacheLayerMixin):
    """One layer's ``[slots, heads, capacity, dim]`` keys and values, written at per-row offsets."""

    is_compileable = True
    is_sliding = False

    def __init__(self, keys: torch.Tensor, values: torch.Tensor, offsets: torch.Tensor) -> None:
        super().__init__()
        self.keys, self.values, self.offsets = keys, values, offsets
        self.max_cache_len = keys.shape[2]
        self.is_initialized = True

    def lazy_initialization(self, key_states: torch.Tensor, value_states: torch.Tensor) -> None:
        pass  # allocated up front by SlotKVCache

    def update(self, key_states: torch.Tensor, value_states: torch.Tensor, *args, **kwargs):
        columns = self.offsets[:, None] + torch.arange(key_states.shape[2], device=key_states.device)
        index = columns[:, None, :, None]  # [slots, 1, W, 1]: row r writes at offsets[r] + j
        self.keys.scatter_(2, index.expand(key_states.shape), key_states)
        self.values.scatter_(2, index.expand(value_states.shape), value_states)
        return self.keys, self.values

    def get_mask_sizes(self, *args, **kwargs) -> tuple[int, int]:
        return self.max_cache_len, 0

    def get_seq_length(self, *args, **kwargs) -> int:
        return 0  # rows differ: their lengths live in SlotKVCache (the mask is always given)

    def get_max_length(self) -> int:
        return self.max_cache_len


class SlotRow:
    """One request's view of a ``SlotKVCache``: the ``len``/``trim`` a ``Generation`` needs."""

    lease = 0

    def __init__(self, slot: int, length: int) -> None:
        self.slot, self.length = slot, length

    def __len__(self) -> int:
        return self.length

    def trim(self, num_tokens: int) -> None:
        """Drop the last ``num_tokens`` positions: the next forward overwrites them."""
        if num_tokens > self.length:
            raise ValueError(f"cannot trim {num_tokens} positions from a row of {self.length}")
        self.length -= max(0, num_tokens)


class SlotKVCache:
    """``slots`` rows of preallocated KV; rows join (a request's prefilled cache, copied into a
    free slot) and leave (the slot is freed) between forwards. Same interface as ``BatchKVCache``."""

    compactions = 0  # never needed: rejected positions are overwritten in place

    def __init__(self, model: PreTrainedModel, slots: int, buckets: tuple[int, ...] = (),
                 graphs: bool = False, module=None) -> None:
        self.model, self.slots, self.buckets, self.graphs = model, slots, tuple(buckets), graphs
        self.module = model if module is None else module  # what ``feed`` runs (the compiled forward)
        self.keyword = _cache_argument(type(model))
        self.rows: list[SlotRow] = []  # in the batch's row order
        self.past: Cache | None = None
        self.capacity = 0
        self.offsets: torch.Tensor | None = None  # [slots] write offsets, refreshed before each forward

    def add(self, cache: KVCache) -> SlotRow:
        """Copy a request's prefilled dynamic cache into a free slot."""
        if len(self.rows) >= self.slots:
            raise ValueError(f"all {self.slots} slots are taken")
        length = len(cache)
        if self.past is None:
            if not length:
                raise ValueError("the first row to join a slot cache must bring a prefilled cache")
            self.offsets = torch.zeros(self.slots, dtype=torch.long, device=cache.past.layers[0].keys.device)
            self._mark(self.offsets)
            self._fit(length + max(self.buckets, default=1), template=cache.past.layers)
        self._fit(length + max(self.buckets, default=1))
        free = sorted(set(range(self.slots)) - {row.slot for row in self.rows})[0]
        for mine, theirs in zip(self.past.layers, cache.past.layers if length else ()):
            mine.keys[free, :, :length] = theirs.keys[0]
            mine.values[free, :, :length] = theirs.values[0]
        row = SlotRow(free, length)
        self.rows.append(row)
        return row

    def fresh(self) -> KVCache:
        """A dynamic cache for a request that runs alone before it joins (copied in when it does)."""
        return KVCache(self.model)

    def feed(self, tokens: list[list[int]]) -> list[torch.Tensor | None]:
        return self.forward(self.module, tokens)

    def remove(self, row: SlotRow) -> None:
        self.rows.remove(row)  # its slot's stale entries lie beyond length 0 of the next row there

    def maybe_compact(self) -> None:
        pass

    def forward(self, module, tokens: list[list[int]]) -> list[torch.Tensor | None]:
        """One forward over all slots; ``tokens`` in row order ([] = sits this one out).

        ``module`` is the model or its compiled forward. Returns each row's logits
        [len(tokens[row]), vocab] (None for a row that fed nothing).
        """
        device = self.offsets.device
        needed = max(1, max(len(row_tokens) for row_tokens in tokens))
        index = bisect.bisect_left(self.buckets, needed)
        width = self.buckets[index] if index < len(self.buckets) else needed
        self._fit(max(row.length for row in self.rows) + width)
        ids = torch.zeros(self.slots, width, dtype=torch.long)
        lengths = torch.zeros(self.slots, dtype=torch.long)
        counts = torch.zeros(self.slots, dtype=torch.long)
        for row, row_tokens in zip(self.rows, tokens):
            ids[row.slot, : len(row_tokens)] = torch.tensor(row_tokens, dtype=torch.long)
            lengths[row.slot], counts[row.slot] = row.length, len(row_tokens)
        ids, lengths, counts = ids.to(device), lengths.to(device), counts.to(device)
        step = torch.arange(width, device=device)
        columns = torch.arange(self.capacity, device=device)
        allowed = columns[None, None, :] <= (lengths[:, None] + step[None])[:, :, None]  # [slots, W, capacity]
        self.offsets.copy_(lengths)
        if self.graphs:
            torch.compiler.cudagraph_mark_step_begin()
        out = module(input_ids=ids, position_ids=row_positions(lengths, counts, step), use_cache=True,
                     attention_mask=additive_mask(allowed, self.model.dtype), **{self.keyword: self.past})
        logits = []
        for row, row_tokens in zip(self.rows, tokens):
            row.length += len(row_tokens)
            row_logits = out.logits[row.slot, : len(row_tokens)] if row_tokens else None
            logits.append(row_logits.clone() if self.graphs and row_tokens else row_logits)
        return logits

    def _fit(self, columns: int, template=None) -> None:
        """Make every slot hold ``columns`` positions: a larger allocation (granules), entries copied.

        ``template``: the layers whose shapes, dtype and device to copy (a joining dynamic cache's
        layers, for the first allocation)."""
        if columns <= self.capacity:
            return
        capacity = -(-columns // GRANULE) * GRANULE
        layers = []
        for layer in template if template is not None else self.past.layers:
            keys, values = (_slots_like(tensor, self.slots, capacity) for tensor in (layer.keys, layer.values))
            if self.past is not None:
                keys[:, :, : self.capacity], values[:, :, : self.capacity] = layer.keys, layer.values
            self._mark(keys)
            self._mark(values)
            layers.append(SlotLayer(keys, values, self.offsets))
        self.past, self.capacity = Cache(layers=layers), capacity

    @staticmethod
    def _mark(tensor: torch.Tensor) -> None:
        """A fixed address that compiled graphs / CUDA graphs read in place (as StaticLayer does)."""
        torch._dynamo.mark_static_address(tensor)


def _slots_like(tensor: torch.Tensor, slots: int, capacity: int) -> torch.Tensor:
    """Zeros [slots, heads, capacity, dim] with ``tensor``'s heads, dim, dtype and device."""
    return tensor.new_zeros(slots, tensor.shape[1], capacity, tensor.shape[3])
