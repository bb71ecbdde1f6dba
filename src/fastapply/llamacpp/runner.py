"""The target runner on llama.cpp: one context per engine, a request is a sequence in it.

A verify forward is one ``llama_batch`` of ``[last, d1..dk]`` (on a request's first step, the prompt
before them) at explicit positions, logits requested for the last ``keep`` entries only: no
``logits_all`` over the context. Rejected positions leave with ``llama_memory_seq_rm`` ("remove
from this position on"), so the cache always holds the committed tokens but the last.
"""

from __future__ import annotations

import ctypes

import numpy as np
import torch

from ..cache import CacheError
from .model import GGUFModel, default_threads

MAX_CONTEXT = 32768  # default context when the model was trained for more (KV memory is allocated up front)
MAX_BATCH = 2048  # tokens per llama_decode call; longer prompts go in several


class SequenceCache:
    """The positions a request holds in its context's sequence ``seq``; ``trim`` drops the newest."""

    def __init__(self, runner: LlamaCppRunner, seq: int = 0) -> None:
        self.runner = runner
        self.seq = seq
        self.length = 0
        self.lease = 0  # bumped each time the sequence is handed to a new request

    def __len__(self) -> int:
        return self.length

    def trim(self, num_tokens: int) -> None:
        if num_tokens <= 0:
            return
        if num_tokens > self.length:
            raise ValueError(f"cannot trim {num_tokens} positions from a cache of {self.length}")
        self.truncate(self.length - num_tokens)

    def truncate(self, length: int) -> None:
        """Keep positions ``[0, length)``."""
        if not self.runner.lib.llama_memory_seq_rm(self.runner.memory, self.seq, length, -1):
            raise CacheError("llama.cpp could not remove positions from this model's memory")
        self.length = length


class LlamaCppRunner:
    """``forward(cache, tokens, keep) -> logits [keep, vocab]`` on a llama.cpp context (float32, CPU tensors).

    n_ctx: positions the context holds (0: the model's training context, at most ``MAX_CONTEXT``);
    n_threads: CPU threads (None: all this process may use); flash_attn: llama.cpp's "auto" flash
    attention (faster on GPUs; on the CPU it changes greedy outputs in near ties, see __init__).
    """

    device = torch.device("cpu")  # where the logits are handed over, whatever runs the layers
    static = False

    def __init__(self, model: GGUFModel, n_ctx: int = 0, n_threads: int | None = None,
                 flash_attn: bool = False) -> None:
        lib = self.lib = model.lib
        self.model = model
        n_ctx = n_ctx or min(model.n_ctx_train or MAX_CONTEXT, MAX_CONTEXT)
        params = lib.llama_context_default_params()
        params.n_ctx = n_ctx
        params.n_batch = params.n_ubatch = self.n_batch = min(n_ctx, MAX_BATCH)
        params.n_seq_max = 1
        self.threads = n_threads or default_threads()
        params.n_threads = params.n_threads_batch = self.threads
        params.no_perf = True
        # off unless asked: llama.cpp's CPU flash attention works in half precision and its logits move
        # with the batch shape (a verify batch vs one token) by ~1e-3, enough to flip near-tied argmaxes
        params.flash_attn_type = lib.LLAMA_FLASH_ATTN_TYPE_AUTO if flash_attn else lib.LLAMA_FLASH_ATTN_TYPE_DISABLED
        self.context = lib.llama_init_from_model(model.model, params)
        if not self.context:
            raise CacheError(f"llama.cpp could not create a context of {n_ctx} positions for {model.path.name}")
        self.memory = lib.llama_get_memory(self.context)
        self.batch = lib.llama_batch_init(self.n_batch, 0, 1)
        self.max_context = lib.llama_n_ctx(self.context)
        self.vocab_size = model.n_vocab
        self.eos_ids = model.eos_ids
        self._cache = SequenceCache(self)

    def close(self) -> None:
        if getattr(self, "context", None):
            self.lib.llama_batch_free(self.batch)
            self.lib.llama_free(self.context)
            self.context = None

    def __del__(self) -> None:
        self.close()

    def batchable(self) -> bool:
        return False  # requests run one at a time (sequences of one shared batch: not yet)

    def new_cache(self, needed: int) -> SequenceCache:
        """The context's sequence, emptied and leased to a new request (an older holder can tell)."""
        cache = self._cache
        cache.truncate(0)
        cache.lease += 1
        return cache

    def forward(self, cache: SequenceCache, tokens: list[int], keep: int) -> torch.Tensor:
        """Logits for the last ``keep`` of ``tokens``, decoded after the cache's positions -> [keep, vocab]."""
        start = len(cache)
        if start + len(tokens) > self.max_context:
            raise CacheError(f"the context holds {self.max_context} positions; {start} + {len(tokens)} do not fit")
        first_kept = len(tokens) - keep
        rows: list[np.ndarray] = []
        try:
            for offset in range(0, len(tokens), self.n_batch):
                chunk = tokens[offset : offset + self.n_batch]
                wanted = max(0, offset + len(chunk) - max(offset, first_kept))
                self._decode(cache.seq, chunk, start + offset, wanted)
                if wanted:
                    rows.append(self._logits(wanted))
                cache.length = start + offset + len(chunk)
        except BaseException:
            cache.truncate(start)  # a failed forward leaves the cache as it was
            raise
        return torch.from_numpy(np.concatenate(rows) if len(rows) > 1 else rows[0])

    def _decode(self, seq: int, tokens: list[int], position: int, wanted: int) -> None:
        """One llama_decode of ``tokens`` at ``position``..., logits for the last ``wanted``."""
        batch = self.batch
        count = len(tokens)
        batch.n_tokens = count
        for index, token in enumerate(tokens):
            batch.token[index] = token
            batch.pos[index] = position + index
            batch.n_seq_id[index] = 1
            batch.seq_id[index][0] = seq
            batch.logits[index] = index >= count - wanted
        status = self.lib.llama_decode(self.context, batch)
        if status != 0:
            raise CacheError(f"llama_decode failed (status {status}) on {count} tokens at position {position}")

    def _logits(self, rows: int) -> np.ndarray:
        """A copy of the last decode's ``rows`` output rows (stored in batch order)."""
        out = np.empty((rows, self.vocab_size), dtype=np.float32)
        ctypes.memmove(out.ctypes.data, self.lib.llama_get_logits(self.context), out.nbytes)
        return out
