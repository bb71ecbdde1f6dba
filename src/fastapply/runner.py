"""Runs the target model: cache layout, verify-width buckets and (on CUDA) captured graphs.

The engine's decode loop only asks for ``forward(cache, tokens) -> logits``; this module decides
how that runs: dynamic or static KV cache, inputs padded to a bucket width (the padding's cache
entries are trimmed right away and its logits dropped), and optionally a CUDA-graph-captured
forward (torch.compile "reduce-overhead"), which needs fixed shapes and fixed cache addresses, so
one static cache is kept per engine and reused by each request (requests run one at a time).
``EngineConfig.compile`` compiles the same forward on CPU too (plain torch.compile), so CPU tests run
the path CUDA graphs take: static cache, bucket widths, eager prefill, compiled verify forwards.
On CPU, a model with grouped KV heads on ``sdpa`` attention is switched to attention.py's grouped
function (``EngineConfig.grouped_attention``): the same attention without copying its KV heads.

Per verify step the host does not wait for the device: the cache length is a Python int, the ids go
through one reused buffer (pinned, copied asynchronously on CUDA); the engine's verdict (argmax on
the device, k + 1 ids back) is the step's one device-to-host sync. The reused host buffer is safe
because that sync comes after the forward that read it, and there is one buffer per thread: two
threads decoding on one engine (dynamic cache) would otherwise overwrite each other's ids between
the write and the forward, and silently decode from the other request's tokens.
"""

from __future__ import annotations

import bisect
import threading
from typing import Protocol, runtime_checkable

import torch

from .attention import use_grouped_sdpa
from .cache import CacheError, KVCache, static_unsupported_reason
from .cache_batch import BatchKVCache, batchable
from .cache_slots import SlotKVCache
from .config import EngineConfig
from .models import eos_token_ids, takes_logits_to_keep

DEFAULT_CUDA_BUCKETS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512)
# a verify position's cost over a forward's fixed cost (proposers.base.CostLength), from the cost curves in
# docs/benchmarks.md: a 16M Llama in float32 on one CPU core, 16 ms + 0.5 ms per position; on an H200
# 512 positions cost about 1.15 forwards of 1 (design notes)
POSITION_COST = {"cpu": 0.03, "cuda": 0.001}
STATIC_GRANULE = 1024  # static caches are sized in multiples of this many positions


class RunnerCache(Protocol):
    """A request's positions in the target's KV cache: the committed tokens but the last."""

    lease: int

    def __len__(self) -> int: ...

    def trim(self, num_tokens: int) -> None: ...

    def truncate(self, length: int) -> None: ...


class BatchRows(Protocol):
    """Many requests' caches in one layout, fed together (continuous batching, batch.py): rows join
    (``add``: a request's own cache taken over, or an empty row), feed their tokens in one forward
    (``feed``: each row's logits, or none for a prompt's prefill) and leave (``remove``; ``take``
    gives the row back as the request's own cache). ``cache_batch.BatchKVCache`` and
    ``cache_slots.SlotKVCache`` on torch, ``llamacpp.sequences.SequenceRows`` on llama.cpp."""

    rows: list

    def fresh(self) -> RunnerCache: ...

    def add(self, cache: RunnerCache | None = None) -> RunnerCache: ...

    def take(self, row: RunnerCache) -> RunnerCache: ...

    def remove(self, row: RunnerCache) -> None: ...

    def feed(self, tokens: list[list[int]]) -> list[torch.Tensor | None]: ...

    def maybe_compact(self) -> None: ...


@runtime_checkable
class Runner(Protocol):
    """The target model as the decode loop sees it: ``TargetRunner`` (a HuggingFace model on torch)
    or ``llamacpp.LlamaCppRunner`` (a GGUF on llama.cpp). Logits come back as torch tensors on
    ``device``; proposers, verifiers and the rest of the engine are the same code for both."""

    device: torch.device
    vocab_size: int
    max_context: int | None
    eos_ids: frozenset[int]
    static: bool
    position_cost: float  # a verify position's cost over a forward's fixed cost (sets draft lengths)

    def new_cache(self, needed: int) -> RunnerCache: ...

    def forward(self, cache, tokens: list[int], keep: int) -> torch.Tensor: ...

    def batchable(self) -> bool: ...

    def batch_rows(self, max_rows: int) -> tuple[BatchRows, BatchRows]:
        """The layouts of a batch of at most ``max_rows`` requests: (running rows: verify forwards with
        logits, admitted prompts: prefill forwards without)."""
        ...


class TargetRunner:
    def __init__(self, model, config: EngineConfig, max_context: int | None, tokenizer=None) -> None:
        self.model = model
        self.device = next(model.parameters()).device
        self.vocab_size = model.get_output_embeddings().weight.shape[0]
        self.eos_ids = eos_token_ids(model, tokenizer) if tokenizer is not None else frozenset()
        self.grouped_attention = config.grouped_attention and use_grouped_sdpa(model)
        on_cuda = self.device.type == "cuda"
        self.position_cost = POSITION_COST["cuda" if on_cuda else "cpu"]
        wanted = config.kv_cache == "static" or (config.kv_cache == "auto" and (on_cuda or config.compile))
        reason = static_unsupported_reason(model) if wanted else None
        if reason and (config.kv_cache == "static" or config.compile):
            raise CacheError(f"--kv-cache static / --compile cannot serve this model: {reason}")
        self.static = wanted and reason is None  # "auto" falls back to dynamic for such models
        self.compiled = config.compile
        buckets = config.verify_buckets
        if buckets is None:
            buckets = DEFAULT_CUDA_BUCKETS if (self.static and (on_cuda or self.compiled)) else ()
        self.buckets = buckets if self.static else ()
        self.max_context = max_context
        self.graphs = self.compiled and on_cuda  # CUDA graphs: outputs live in graph memory (cloned)
        self.forward_fn = _compile(model, config.compile_backend, on_cuda) if self.compiled else model
        self._static_cache: KVCache | None = None
        self._ids = _InputIds(self.device)

    def batchable(self) -> bool:
        """Whether requests can share forwards (batch.Batch): full-attention layers, dynamic cache
        layers, or the static layout (taken only for models whose layers rewind in place)."""
        return self.static or batchable(KVCache(self.model))

    def batch_rows(self, max_rows: int) -> tuple[BatchRows, BatchRows]:
        """Preallocated slots run by the compiled forward (static), else rows of one dynamic cache (eager:
        shapes vary); prompts go in through the base model (no logits), eagerly, in a dynamic cache."""
        if self.static:
            running = SlotKVCache(self.model, max_rows, self.buckets, self.graphs, module=self.forward_fn)
        else:
            running = BatchKVCache(self.model)
        return running, BatchKVCache(self.model, module=self.model.base_model)

    def new_cache(self, needed: int) -> KVCache:
        """A cache for a request that will hold at most ``needed`` positions.

        The static cache is one per engine: handing it to a new request bumps its ``lease``, so
        an older request still holding it can tell that its entries are gone.
        """
        if not self.static:
            return KVCache(self.model)
        needed += self.buckets[-1] if self.buckets else 0
        if self.max_context is not None:
            needed = min(needed, self.max_context)
        cache = self._static_cache
        if cache is None or cache.capacity < needed:
            size = -(-needed // STATIC_GRANULE) * STATIC_GRANULE
            if self.max_context is not None:
                size = max(needed, min(size, self.max_context))
            cache = self._static_cache = KVCache(self.model, static_length=size)
        else:
            cache.truncate(0)  # rewind: stale entries sit beyond every query position (masked)
        cache.lease += 1
        return cache

    @torch.inference_mode()
    def forward(self, cache: KVCache, tokens: list[int], keep: int) -> torch.Tensor:
        """Target logits for the last ``keep`` of ``tokens``, appended after the cache -> [keep, vocab].

        A request's first forward also carries the prompt: one eager pass fills the cache and
        scores the first draft, the LM head on the kept positions only (without
        ``logits_to_keep`` support: the base model on the prompt, then the kept tokens).
        """
        first = len(tokens) > keep or (self.compiled and not len(cache))  # a fresh cache is set up eagerly
        if first and takes_logits_to_keep(type(self.model)):
            ids = torch.tensor([tokens], device=self.device)
            return cache.forward(self.model, ids, logits_to_keep=keep).logits[0, -keep:]
        if first and len(tokens) == keep:  # compiled, fresh cache, nothing to prefill: one eager forward
            return cache.forward(self.model, torch.tensor([tokens], device=self.device)).logits[0]
        if len(tokens) > keep:
            cache.forward(self.model.base_model, torch.tensor([tokens[:-keep]], device=self.device))
            tokens = tokens[-keep:]
        width = self._width(len(tokens), len(cache))
        ids = self._ids(tokens, width)
        if self.graphs:
            torch.compiler.cudagraph_mark_step_begin()
            logits = cache.forward(self.forward_fn, ids).logits[0, : len(tokens)].clone()
        else:
            logits = cache.forward(self.forward_fn, ids).logits[0, : len(tokens)]
        cache.trim(width - len(tokens))
        return logits

    def _width(self, length: int, cached: int) -> int:
        """The bucket width for ``length`` tokens, if the padding still fits the cache and context."""
        index = bisect.bisect_left(self.buckets, length)
        if index == len(self.buckets):
            return length
        width = self.buckets[index]
        limit = self._static_cache.capacity if self._static_cache is not None else None
        if self.max_context is not None:
            limit = min(limit, self.max_context) if limit is not None else self.max_context
        return width if limit is None or cached + width <= limit else length


def _compile(model, backend: str, on_cuda: bool):
    """The target forward, compiled: CUDA graphs on CUDA ("reduce-overhead"), plain compile elsewhere."""
    if on_cuda and backend == "inductor":
        return torch.compile(model.forward, mode="reduce-overhead")
    return torch.compile(model.forward, backend=backend)


class _InputIds(threading.local):
    """Verify inputs through one reused buffer per thread: ``tokens`` padded (with its last id) to
    ``width`` -> [1, width]. (``threading.local``: each thread gets its own buffer, set up by
    ``__init__`` on first use in that thread.)"""

    def __init__(self, device: torch.device) -> None:
        self.device = device
        self.host: torch.Tensor | None = None

    def __call__(self, tokens: list[int], width: int) -> torch.Tensor:
        if self.host is None or self.host.shape[0] < width:
            size = max(64, 1 << (width - 1).bit_length())
            self.host = torch.empty(size, dtype=torch.long, pin_memory=self.device.type == "cuda")
            self.values = self.host.numpy()
            on_cpu = self.device.type == "cpu"
            self.on_device = self.host if on_cpu else torch.empty_like(self.host, device=self.device)
        self.values[: len(tokens)] = tokens
        self.values[len(tokens) : width] = tokens[-1]
        if self.on_device is not self.host:
            self.on_device[:width].copy_(self.host[:width], non_blocking=True)
        return self.on_device[None, :width]
