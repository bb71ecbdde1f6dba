"""Continuous batching's dynamic KV layout (batch.py): many requests' rows in one DynamicCache.

Part of the cache seam (cache.py): all KV handling lives in cache*.py. The static / compiled
layout (a preallocated slot per row) is cache_slots.py.
"""

from __future__ import annotations

import contextlib

import torch
from transformers import DynamicCache, PreTrainedModel
from transformers.cache_utils import DynamicLayer

from .cache import KVCache, RoomLayer, _cache_argument, roomy

COMPACT_SLACK = 64  # holes a batch cache may grow by before its rows are packed again


def batchable(cache: KVCache) -> bool:
    """Whether a request's cache can join a ``BatchKVCache`` (dynamic, full-attention layers)."""
    layers = getattr(cache.past, "layers", None)
    return not cache.static and bool(layers) and all(type(layer) in (DynamicLayer, RoomLayer) for layer in layers)


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

    def __init__(self, model: PreTrainedModel, slack: int = COMPACT_SLACK, module=None) -> None:
        self.model, self.slack = model, slack
        self.module = model if module is None else module  # what ``feed`` runs (the base model: no logits)
        self.compactions = 0
        self.past: DynamicCache | None = None
        self.valid: torch.Tensor | None = None  # bool [rows, columns]
        self.rows: list[BatchRow] = []

    @property
    def columns(self) -> int:
        return 0 if self.valid is None else self.valid.shape[1]

    def add(self, cache: KVCache | None = None) -> BatchRow:
        """Take over a request's prefilled dynamic cache as a new row (None: an empty row, its
        prompt to be fed through ``forward``)."""
        if cache is not None and not batchable(cache):
            raise ValueError("only a dynamic cache with full-attention layers can join a batch")
        length = len(cache) if cache is not None else 0
        device = next(self.model.parameters()).device
        valid = torch.ones(1, length, dtype=torch.bool, device=device)
        if self.past is None:
            past = cache.past if cache is not None else DynamicCache(config=self.model.config)
            self.past, self.valid = roomy(past), valid
        else:
            width = max(self.columns, length)
            if length and not getattr(self.past.layers[0], "is_initialized", True):
                raise ValueError("a prefilled row cannot join rows whose prompts have not been fed yet")
            if self.columns or length:
                for index, mine in enumerate(self.past.layers):
                    theirs = cache.past.layers[index] if cache is not None else None
                    mine.keys = torch.cat([_pad_columns(mine.keys, width), _row_like(mine.keys, theirs, "keys", width)])
                    mine.values = torch.cat([_pad_columns(mine.values, width),
                                             _row_like(mine.values, theirs, "values", width)])
                    mine.buffers = None
            pad = torch.zeros(1, width - length, dtype=torch.bool, device=device)
            wide = torch.nn.functional.pad(self.valid, (0, width - self.columns))
            self.valid = torch.cat([wide, torch.cat([valid, pad], 1)])
        row = BatchRow(self, len(self.rows), length)
        self.rows.append(row)
        return row

    def fresh(self) -> KVCache:
        """A cache for a request that runs alone before it joins (it joins with it)."""
        return KVCache(self.model)

    def feed(self, tokens: list[list[int]]) -> list[torch.Tensor | None]:
        """``forward`` through this layout's own module (the runner's ``batch_rows`` sets it)."""
        return self.forward(self.module, tokens)

    def take(self, row: BatchRow) -> KVCache:
        """Remove a row and return its positions (holes dropped) as a request's own dynamic cache."""
        columns = self.valid[row.index].nonzero().flatten()
        cache = KVCache.from_states(self.model, [(layer.keys[row.index : row.index + 1, :, columns],
                                                  layer.values[row.index : row.index + 1, :, columns])
                                                 for layer in self.past.layers])
        self.remove(row)
        return cache

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
            layer.buffers = None  # the old rows' buffers go now, not at the next forward

    def forward(self, module: torch.nn.Module, tokens: list[list[int]]) -> list[torch.Tensor | None]:
        """One forward over the rows that feed ``tokens`` (row order; [] = sits this one out).

        Only those rows go through the model (a row sitting out costs nothing but holes: its KV
        is left out of the forward, and the columns the forward appends are holes in its row).
        Returns each row's logits [len(tokens[row]), vocab] (None for a row that fed nothing; all
        None when ``module`` is a base model, as for a prompt's prefill).
        """
        device, rows = self.valid.device, len(self.rows)
        feeding = [index for index, row_tokens in enumerate(tokens) if row_tokens]
        if not feeding:
            return [None] * rows
        counts = torch.tensor([len(tokens[index]) for index in feeding], device=device)
        width = int(counts.max())
        ids = torch.zeros(len(feeding), width, dtype=torch.long, device=device)
        for slot, index in enumerate(feeding):
            ids[slot, : len(tokens[index])] = torch.tensor(tokens[index], dtype=torch.long)
        step = torch.arange(width, device=device)
        lengths = torch.tensor([self.rows[index].length for index in feeding], device=device)
        positions = row_positions(lengths, counts, step)
        real = step[None] < counts[:, None]  # [feeding, width]
        causal = step[None, :, None] >= step[None, None, :]  # query >= key
        new = (causal & real[:, None, :]) | torch.eye(width, dtype=torch.bool, device=device)  # padding sees itself
        subset = None if len(feeding) == rows else torch.tensor(feeding, device=device)
        valid = self.valid if subset is None else self.valid[subset]
        allowed = torch.cat([valid[:, None, :].expand(len(feeding), width, self.columns), new], dim=-1)
        mask = additive_mask(allowed, self.model.dtype)
        with self._rows(subset, width):
            out = module(input_ids=ids, position_ids=positions, attention_mask=mask, use_cache=True,
                         **{_cache_argument(type(module)): self.past})
        grown = torch.zeros(rows, width, dtype=torch.bool, device=device)
        grown[feeding] = real
        self.valid = torch.cat([self.valid, grown], dim=1)
        logits: list[torch.Tensor | None] = [None] * rows
        for slot, index in enumerate(feeding):
            self.rows[index].length += len(tokens[index])
            if getattr(out, "logits", None) is not None:
                logits[index] = out.logits[slot, : len(tokens[index])]
        return logits

    @contextlib.contextmanager
    def _rows(self, subset: torch.Tensor | None, width: int):
        """Let a forward see only the rows ``subset`` (None: all): each layer holds just their KV
        meanwhile (gathered once, with room for the forward's ``width`` new columns); afterwards
        the full rows come back, ``width`` columns longer (the subset's new KV in its rows, holes
        elsewhere). A forward that fails leaves the cache as it was (each layer's states as
        before: the columns it wrote are beyond them)."""
        layers = self.past.layers
        before = [(layer.keys, layer.values, layer.buffers) for layer in layers]
        end = self.columns + width
        full = []  # with a subset: each layer's own buffers (room for ``end`` columns) meanwhile
        try:
            for layer in layers if subset is not None else ():
                key_room, value_room = layer.reserve(end, layer.keys, layer.values)
                full.append((key_room, value_room))
                layer.buffers = (key_room[:, :, :end].index_select(0, subset),
                                 value_room[:, :, :end].index_select(0, subset))
                layer.keys, layer.values = (room[:, :, : self.columns] for room in layer.buffers)
            yield
        except BaseException:
            for layer, (keys, values, buffers) in zip(layers, before):
                layer.keys, layer.values, layer.buffers = keys, values, buffers
            raise
        if subset is None:
            return
        for layer, (key_room, value_room) in zip(layers, full):
            key_room[:, :, self.columns : end] = 0  # holes in the rows that sat out: zeros, never stale
            value_room[:, :, self.columns : end] = 0
            key_room[subset, :, self.columns : end] = layer.keys[:, :, -width:]
            value_room[subset, :, self.columns : end] = layer.values[:, :, -width:]
            layer.buffers = key_room, value_room
            layer.keys, layer.values = key_room[:, :, :end], value_room[:, :, :end]

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
            layer.buffers = None
        lengths = torch.tensor([row.length for row in self.rows], device=self.valid.device)
        self.valid = torch.arange(longest, device=self.valid.device)[None] < lengths[:, None]


def _row_like(mine: torch.Tensor, theirs, name: str, width: int) -> torch.Tensor:
    """A joining row's keys or values ([1, heads, width, dim]): its own cache layer's, or zeros."""
    if theirs is None:
        return mine.new_zeros(1, mine.shape[1], width, mine.shape[3])
    return _pad_columns(getattr(theirs, name), width)


def _pad_columns(tensor: torch.Tensor, width: int) -> torch.Tensor:
    """Zero-pad [rows, heads, columns, dim] to ``width`` columns (zeros: masked, never NaN)."""
    return torch.nn.functional.pad(tensor, (0, 0, 0, width - tensor.shape[2]))


def _gather_columns(tensor: torch.Tensor, order: torch.Tensor) -> torch.Tensor:
    """[rows, heads, columns, dim] -> the columns ``order`` [rows, kept] names, per row."""
    return tensor.gather(2, order[:, None, :, None].expand(-1, tensor.shape[1], -1, tensor.shape[3]))


def row_positions(lengths: torch.Tensor, counts: torch.Tensor, step: torch.Tensor) -> torch.Tensor:
    """Position ids [rows, width]: each row's tokens from its length on; padding takes the row's
    last real position (so an absolute position table always has room for it)."""
    return lengths[:, None] + torch.minimum(step[None], (counts - 1).clamp_min(0)[:, None])


def additive_mask(allowed: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """[rows, queries, keys] bool -> the 4D additive mask [rows, 1, queries, keys] transformers passes
    through as-is: 0 where allowed, the dtype's minimum elsewhere (exactly zero weight after softmax)."""
    mask = torch.zeros(allowed.shape, dtype=dtype, device=allowed.device)
    return mask.masked_fill_(~allowed, torch.finfo(dtype).min)[:, None]
