"""A llama.cpp context's sequences: each request holds one (its KV positions), many are fed together.

A ``SequenceCache`` claims a sequence id of its runner's context on first use, not when it is made
(requests waiting to join a batch hold none), and gives it back when released (``SequenceRows`` does
when a request leaves a batch; otherwise when the cache is dropped). With every id held, the one used
least recently is reclaimed (its positions removed): its holder, were it ever to run again, fails
loudly instead of decoding from another request's positions. ``SequenceRows`` is continuous
batching's layout on llama.cpp (batch.py drives it as it drives ``BatchKVCache``): every row is a
request's own sequence, and a forward is one ``llama_batch`` of every feeding row's tokens at its
own positions.
"""

from __future__ import annotations

from typing import Any, Protocol

import torch

from ..cache import CacheError


class Context(Protocol):
    """What sequences need of the runner that owns the llama.cpp context (``runner.LlamaCppRunner``; named
    here, not imported, so that the two modules do not import each other)."""

    lib: Any  # the llama_cpp bindings
    context: Any  # the llama_context (None once freed)
    memory: Any  # its llama_memory
    sequences: Sequences

    def decode_rows(self, caches: list[SequenceCache], tokens: list[list[int]],
                    keeps: list[int]) -> list[torch.Tensor | None]: ...


class SequenceCache:
    """The positions a request holds in a sequence of its runner's context; ``trim`` drops the newest."""

    lease = 0  # the engine's shared-cache check; a sequence checks its own claim (``seq``)

    def __init__(self, runner: Context) -> None:
        self.runner = runner
        self.id: int | None = None  # the sequence, once claimed
        self.claim = 0  # the runner's claim count of that sequence when this cache took it
        self.length = 0

    def __len__(self) -> int:
        return self.length

    @property
    def seq(self) -> int:
        """This cache's sequence id (claimed now if it holds none)."""
        if self.id is None:
            self.id, self.claim = self.runner.sequences.claim()
        elif self.runner.sequences.claims[self.id] != self.claim:
            raise CacheError("this request's llama.cpp sequence was handed to another request (every sequence "
                             "of the context was in use): run fewer requests at once, or to the end")
        return self.id

    def trim(self, num_tokens: int) -> None:
        if num_tokens <= 0:
            return
        if num_tokens > self.length:
            raise ValueError(f"cannot trim {num_tokens} positions from a cache of {self.length}")
        self.truncate(self.length - num_tokens)

    def truncate(self, length: int) -> None:
        """Keep positions ``[0, length)``."""
        if self.id is None and not length:
            return
        if not self.runner.lib.llama_memory_seq_rm(self.runner.memory, self.seq, length, -1):
            raise CacheError("llama.cpp could not remove positions from this model's memory")
        self.length = length

    def release(self) -> None:
        """Give the sequence back (its positions removed), unless another request holds it by now."""
        if self.id is not None and self.runner.context and self.runner.sequences.claims[self.id] == self.claim:
            self.runner.sequences.release(self.id)
        self.id, self.length = None, 0

    def __del__(self) -> None:
        self.release()


class Sequences:
    """The sequence ids of one context: free ones, claim counts, and when each was last used."""

    def __init__(self, runner: Context, count: int) -> None:
        self.runner = runner
        self.free = list(range(count))
        self.claims = [0] * count  # bumped each time a sequence changes hands
        self.used = [0] * count  # the forward that last used each sequence
        self.clock = 0

    def claim(self) -> tuple[int, int]:
        if self.free:
            seq = self.free.pop(0)
        else:  # all in use: the least recently used goes (its holder fails at its next use)
            seq = min(range(len(self.used)), key=self.used.__getitem__)
            self._empty(seq)
        self.claims[seq] += 1
        self.touch(seq)
        return seq, self.claims[seq]

    def release(self, seq: int) -> None:
        self._empty(seq)
        self.claims[seq] += 1
        self.free.append(seq)
        self.free.sort()

    def touch(self, seq: int) -> None:
        self.clock += 1
        self.used[seq] = self.clock

    def _empty(self, seq: int) -> None:
        self.runner.lib.llama_memory_seq_rm(self.runner.memory, seq, 0, -1)


class SequenceRows:
    """Requests' sequences fed together (continuous batching's layout, as ``BatchKVCache`` is on torch).

    A row is the request's own ``SequenceCache``: joining takes it as it is, leaving releases it.
    ``logits``: whether ``feed`` returns the fed positions' logits (verify) or none (a prompt's prefill).
    """

    compactions = 0  # never needed: a rejected position is removed from its sequence at once

    def __init__(self, runner: Context, logits: bool) -> None:
        self.runner, self.logits = runner, logits
        self.rows: list[SequenceCache] = []

    def fresh(self) -> SequenceCache:
        """A cache for a request that runs alone before it joins (it joins with it)."""
        return SequenceCache(self.runner)

    def add(self, cache: SequenceCache | None = None) -> SequenceCache:
        row = cache if cache is not None else SequenceCache(self.runner)
        self.rows.append(row)
        return row

    def take(self, row: SequenceCache) -> SequenceCache:
        """Remove a row, its sequence kept: the request's own cache (to join the running rows)."""
        self.rows.remove(row)
        return row

    def remove(self, row: SequenceCache) -> None:
        self.rows.remove(row)
        row.release()

    def maybe_compact(self) -> None:
        pass

    def feed(self, tokens: list[list[int]]) -> list[torch.Tensor | None]:
        """One batch over the rows that feed ``tokens`` (row order; [] = sits this one out): each row's
        logits [len(tokens[row]), vocab] (None for a row that fed nothing, or every row for a prefill)."""
        keeps = [len(row_tokens) if self.logits else 0 for row_tokens in tokens]
        return self.runner.decode_rows(self.rows, tokens, keeps)
