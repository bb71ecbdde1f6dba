"""A ``llama_batch`` whose arrays are numpy buffers: rows of tokens are placed by slices, not token by token.

``llama_batch_init`` allocates the arrays in C, and filling them through ctypes costs about a microsecond
per field per token (five fields); here the struct points at numpy arrays this object owns (never freed
by ``llama_batch_free``), each token's sequence-id pointer set once to its own cell of one int32 array.
A call's rows become flat arrays (``Plan``), loaded into the batch a chunk of at most ``capacity`` at a time.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True, slots=True)
class Plan:
    """Every token of one decode call, flat in batch order: id, position, sequence, logits wanted, row."""

    token: np.ndarray  # [n] int32
    pos: np.ndarray  # [n] int32
    seq: np.ndarray  # [n] int32
    want: np.ndarray  # [n] bool
    row: np.ndarray  # [n] int32: the caller's row each token belongs to

    @classmethod
    def of(cls, starts: list[int], tokens: list[list[int]], seqs: list[int], keeps: list[int]) -> Plan:
        """Row r's ``tokens[r]`` at positions ``starts[r]``.., logits for its last ``keeps[r]``."""
        sizes = np.array([len(row) for row in tokens], dtype=np.int64)
        total = int(sizes.sum())
        offsets = np.repeat(np.cumsum(sizes) - sizes, sizes)  # where each token's row begins in the flat arrays
        index = np.arange(total) - offsets  # each token's index within its row
        token = np.fromiter((t for row in tokens for t in row), dtype=np.int32, count=total)
        pos = (np.repeat(np.array(starts, dtype=np.int64), sizes) + index).astype(np.int32)
        seq = np.repeat(np.array(seqs, dtype=np.int32), sizes)
        want = index >= np.repeat(sizes - np.array(keeps, dtype=np.int64), sizes)
        row = np.repeat(np.arange(len(tokens), dtype=np.int32), sizes)
        return cls(token, pos, seq, want, row)

    def __len__(self) -> int:
        return len(self.token)


class TokenBatch:
    """One ``llama_batch`` of at most ``capacity`` tokens, one sequence per token, on numpy buffers."""

    def __init__(self, lib, capacity: int) -> None:
        self.capacity = capacity
        self.token = np.zeros(capacity, dtype=np.int32)
        self.pos = np.zeros(capacity, dtype=np.int32)
        self.n_seq_id = np.ones(capacity, dtype=np.int32)
        self.seq = np.zeros(capacity, dtype=np.int32)
        self.logits = np.zeros(capacity, dtype=np.int8)
        cell = ctypes.POINTER(lib.llama_seq_id)
        self.seq_ids = (cell * capacity)(*(ctypes.cast(self.seq.ctypes.data + 4 * i, cell) for i in range(capacity)))
        self.struct = lib.llama_batch(
            n_tokens=0,
            token=self.token.ctypes.data_as(ctypes.POINTER(lib.llama_token)),
            embd=None,
            pos=self.pos.ctypes.data_as(ctypes.POINTER(lib.llama_pos)),
            n_seq_id=self.n_seq_id.ctypes.data_as(ctypes.POINTER(ctypes.c_int32)),
            seq_id=self.seq_ids,
            logits=self.logits.ctypes.data_as(ctypes.POINTER(ctypes.c_int8)),
        )

    def load(self, plan: Plan, lo: int, hi: int) -> None:
        """Put the plan's tokens ``[lo, hi)`` (at most ``capacity``) in the batch."""
        size = hi - lo
        self.token[:size] = plan.token[lo:hi]
        self.pos[:size] = plan.pos[lo:hi]
        self.seq[:size] = plan.seq[lo:hi]
        self.logits[:size] = plan.want[lo:hi]
        self.struct.n_tokens = size


def output_rows(plan: Plan, lo: int, hi: int) -> list[tuple[int, int, int]]:
    """``(row, first, end)``: the outputs of plan tokens ``[lo, hi)`` (stored in batch order) per row."""
    rows = plan.row[lo:hi][plan.want[lo:hi]]
    if not len(rows):
        return []
    bounds = [0, *(np.flatnonzero(np.diff(rows)) + 1).tolist(), len(rows)]
    return [(int(rows[first]), first, end) for first, end in zip(bounds, bounds[1:])]
