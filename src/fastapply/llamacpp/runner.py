"""The target runner on llama.cpp: one context per engine, a request is a sequence in it.

A verify forward is one ``llama_batch`` of ``[last, d1..dk]`` (on a request's first step, the prompt
before them) at explicit positions, logits requested for the last ``keep`` entries only: no
``logits_all`` over the context. Rejected positions leave with ``llama_memory_seq_rm`` ("remove
from this position on"), so the cache always holds the committed tokens but the last.

Many requests at once (continuous batching, batch.py) are sequences of the same context
(sequences.py): one ``llama_batch`` holds every feeding request's tokens, each at its own positions
in its own sequence. The context is ``n_ctx`` x ``n_seq`` positions, each sequence its own stream of
``n_ctx`` (llama.cpp's split KV cache, ``kv_unified`` off), so a request can always grow to ``n_ctx``
positions (``max_context``, the per-request limit the engine clamps to) whatever the others hold: it
never fails, nor waits, for room. Split streams, not one pool of cells: in a unified pool every token
attends over every sequence's cells (masked), which made a forward of 8 one-token rows 1.3x slower on
a 16M model (one thread, 200 positions each); llama.cpp splits a batch whose rows differ in length into
several passes, but batch.py groups rows of similar length already (padding costs the same on torch).

KV type: a GGUF of F32 weights gets an F32 KV cache (``kv_type="auto"``), others llama.cpp's F16. A
token's keys and values come out of a verify batch and out of a one-token forward with last-bit
differences (llama.cpp's CPU kernels for one row and for many sum in different orders); stored in F16,
a few of them round to the neighbouring F16 value, which moved later logits by up to 2.5e-3 on a
trained 16M model, enough to flip a near tie (margin 2e-4) that speculative and plain decoding then
answer differently (llama.cpp's own prompt lookup too). Stored in F32 the difference stays at 1e-5.
"""

from __future__ import annotations

import ctypes
import logging

import numpy as np
import torch

from ..cache import CacheError
from .batch import Plan, TokenBatch, output_rows
from .model import GGUFModel, default_threads
from .sequences import SequenceCache, SequenceRows, Sequences

log = logging.getLogger(__name__)

MAX_CONTEXT = 32768  # default context when the model was trained for more (KV memory is allocated up front)
MAX_BATCHED_CONTEXT = 8192  # the same with several sequences (each can hold that many: memory x n_seq)
MAX_BATCH = 2048  # tokens per llama_decode call; longer prompts go in several
MAX_SEQUENCES = 256  # llama.cpp's LLAMA_MAX_SEQ
KV_BYTES = {"f16": 2, "f32": 4}  # bytes per key / value element
# a verify position's cost over a forward's fixed cost (proposers.base.CostLength), from the cost curves in
# docs/benchmarks.md (a 16M Llama, one CPU core, AVX2 build: F32 8.5 ms + 1.45 ms per position, Q8_0 5 ms
# + 1.4 ms); layers on a GPU: not measured, taken as nearly free as on torch
POSITION_COST = {"cpu-f32": 0.17, "cpu": 0.3, "gpu": 0.001}


class LlamaCppRunner:
    """``forward(cache, tokens, keep) -> logits [keep, vocab]`` on a llama.cpp context (float32, CPU tensors).

    n_ctx: positions a request may hold (0: the model's training context, at most ``MAX_CONTEXT``, or
    ``MAX_BATCHED_CONTEXT`` with several sequences); n_seq: sequences, i.e. requests holding positions
    at once (1: one at a time; batching needs more); n_threads: CPU threads (None: all this process may
    use); flash_attn: llama.cpp's "auto" flash attention (faster on GPUs; on the CPU it changes greedy
    outputs in near ties, see __init__); kv_type: "f16", "f32" or "auto" (f32 for F32 weights, see the
    module's docstring).
    """

    device = torch.device("cpu")  # where the logits are handed over, whatever runs the layers
    static = False

    def __init__(self, model: GGUFModel, n_ctx: int = 0, n_threads: int | None = None,
                 flash_attn: bool = False, n_seq: int = 1, kv_type: str = "auto") -> None:
        lib = self.lib = model.lib
        self.model = model
        if not 1 <= n_seq <= MAX_SEQUENCES:
            raise CacheError(f"a llama.cpp context holds 1 to {MAX_SEQUENCES} sequences, not {n_seq}")
        n_ctx = n_ctx or min(model.n_ctx_train or MAX_CONTEXT, MAX_CONTEXT if n_seq == 1 else MAX_BATCHED_CONTEXT)
        params = lib.llama_context_default_params()
        params.n_ctx = n_ctx * n_seq
        params.n_batch = params.n_ubatch = self.n_batch = min(n_ctx * n_seq, MAX_BATCH)
        params.n_seq_max = self.n_seq = n_seq
        params.kv_unified = False  # a stream per sequence (see the module's docstring)
        self.threads = n_threads or default_threads()
        params.n_threads = params.n_threads_batch = self.threads
        params.no_perf = True
        self.kv_type = kv_type if kv_type != "auto" else "f32" if model.float32 else "f16"
        on_cpu = model.n_gpu_layers == 0
        self.position_cost = POSITION_COST["gpu" if not on_cpu else "cpu-f32" if model.float32 else "cpu"]
        params.type_k = params.type_v = lib.GGML_TYPE_F32 if self.kv_type == "f32" else lib.GGML_TYPE_F16
        # off unless asked: llama.cpp's CPU flash attention works in half precision and its logits move
        # with the batch shape (a verify batch vs one token) by ~1e-3, enough to flip near-tied argmaxes
        params.flash_attn_type = lib.LLAMA_FLASH_ATTN_TYPE_AUTO if flash_attn else lib.LLAMA_FLASH_ATTN_TYPE_DISABLED
        self.context = lib.llama_init_from_model(model.model, params)
        if not self.context:
            raise CacheError(f"llama.cpp could not create a context of {n_ctx} x {n_seq} positions for "
                             f"{model.path.name}")
        self.memory = lib.llama_get_memory(self.context)
        self.batch = TokenBatch(lib, self.n_batch)
        self.max_context = lib.llama_n_ctx_seq(self.context)
        self.vocab_size = model.n_vocab
        self.eos_ids = model.eos_ids
        self.sequences = Sequences(self, n_seq)
        log.info("llama.cpp context: %d positions per request x %d sequence(s), about %.2f GiB of KV cache",
                 self.max_context, n_seq, kv_bytes(model, self.max_context * n_seq, self.kv_type) / 2**30)

    def close(self) -> None:
        if getattr(self, "context", None):
            self.lib.llama_free(self.context)
            self.context = None

    def __del__(self) -> None:
        self.close()

    def batchable(self) -> bool:
        """Whether requests can share forwards: a context of several sequences."""
        return self.n_seq > 1

    def new_cache(self, needed: int) -> SequenceCache:
        """A request's cache: a sequence of the context, claimed at its first forward."""
        return SequenceCache(self)

    def batch_rows(self, max_rows: int) -> tuple[SequenceRows, SequenceRows]:
        """Continuous batching's layouts (running rows, admitted prompts): sequences of this context."""
        if max_rows > self.n_seq:
            raise CacheError(f"{max_rows} requests at once need as many sequences; this context has {self.n_seq}")
        return SequenceRows(self, logits=True), SequenceRows(self, logits=False)

    def forward(self, cache: SequenceCache, tokens: list[int], keep: int) -> torch.Tensor:
        """Logits for the last ``keep`` of ``tokens``, decoded after the cache's positions -> [keep, vocab]."""
        return self.decode_rows([cache], [tokens], [keep])[0]

    def decode_rows(self, caches: list[SequenceCache], tokens: list[list[int]],
                    keeps: list[int]) -> list[torch.Tensor | None]:
        """Each cache's ``tokens`` decoded after its positions, in one ``llama_batch`` (several when they
        outnumber ``n_batch``): the logits of each row's last ``keeps[row]`` tokens (None for 0). A failed
        decode leaves every cache as it was."""
        for cache, row_tokens in zip(caches, tokens):
            if len(cache) + len(row_tokens) > self.max_context:
                raise CacheError(f"a request holds at most {self.max_context} positions here; "
                                 f"{len(cache)} + {len(row_tokens)} do not fit")
        seqs = [cache.seq if row_tokens else -1 for cache, row_tokens in zip(caches, tokens)]
        plan = Plan.of([len(cache) for cache in caches], tokens, seqs, keeps)
        rows: list[list[np.ndarray]] = [[] for _ in caches]
        try:
            for lo in range(0, len(plan), self.n_batch):
                hi = min(lo + self.n_batch, len(plan))
                self._decode(plan, lo, hi)
                self._logits(plan, lo, hi, rows)
        except BaseException:
            for cache, row_tokens in zip(caches, tokens):
                if row_tokens:
                    cache.truncate(len(cache))  # positions the failed decode may have written go
            raise
        for cache, row_tokens, seq in zip(caches, tokens, seqs):
            cache.length += len(row_tokens)
            if row_tokens:
                self.sequences.touch(seq)
        return [None if not parts else torch.from_numpy(np.concatenate(parts) if len(parts) > 1 else parts[0])
                for parts in rows]

    def _decode(self, plan: Plan, lo: int, hi: int) -> None:
        """One llama_decode of the plan's tokens ``[lo, hi)``."""
        self.batch.load(plan, lo, hi)
        status = self.lib.llama_decode(self.context, self.batch.struct)
        if status != 0:
            raise CacheError(f"llama_decode failed (status {status}) on {hi - lo} tokens "
                             f"(the first at position {int(plan.pos[lo])})")

    def _logits(self, plan: Plan, lo: int, hi: int, rows: list[list[np.ndarray]]) -> None:
        """The last decode's output rows (stored in batch order), each appended to its request's."""
        spans = output_rows(plan, lo, hi)
        if not spans:
            return
        out = np.empty((spans[-1][2], self.vocab_size), dtype=np.float32)
        ctypes.memmove(out.ctypes.data, self.lib.llama_get_logits(self.context), out.nbytes)
        for row, first, end in spans:
            rows[row].append(out[first:end])


def kv_bytes(model: GGUFModel, positions: int, kv_type: str = "f16") -> int:
    """The KV cache's size for ``positions`` keys and values of ``kv_type``."""
    lib, handle = model.lib, model.model
    width = lib.llama_model_n_embd(handle) // max(lib.llama_model_n_head(handle), 1) * lib.llama_model_n_head_kv(handle)
    return 2 * KV_BYTES[kv_type] * lib.llama_model_n_layer(handle) * width * positions
