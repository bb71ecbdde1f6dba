"""Runs the target model: cache layout, verify-width buckets and (on CUDA) captured graphs.

The engine's decode loop only asks for ``forward(cache, tokens) -> logits``; this module decides
how that runs: dynamic or static KV cache, inputs padded to a bucket width (the padding's cache
entries are trimmed right away and its logits dropped), and optionally a CUDA-graph-captured
forward (torch.compile "reduce-overhead"), which needs fixed shapes and fixed cache addresses, so
one static cache is kept per engine and reused by each request (requests run one at a time).
"""

from __future__ import annotations

import bisect

import torch

from .cache import KVCache
from .config import EngineConfig
from .models import takes_logits_to_keep

DEFAULT_CUDA_BUCKETS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512)
STATIC_GRANULE = 1024  # static caches are sized in multiples of this many positions


class TargetRunner:
    def __init__(self, model, config: EngineConfig, max_context: int | None) -> None:
        self.model = model
        self.device = next(model.parameters()).device
        on_cuda = self.device.type == "cuda"
        self.static = config.kv_cache == "static" or (config.kv_cache == "auto" and on_cuda)
        buckets = config.verify_buckets
        if buckets is None:
            buckets = DEFAULT_CUDA_BUCKETS if (self.static and on_cuda) else ()
        self.buckets = buckets if self.static else ()
        self.max_context = max_context
        self.graphs = config.cuda_graphs and on_cuda and self.static
        self.forward_fn = torch.compile(model.forward, mode="reduce-overhead") if self.graphs else model
        self._static_cache: KVCache | None = None

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
        first = len(tokens) > keep or (self.graphs and not len(cache))  # a fresh cache is set up eagerly
        if first and takes_logits_to_keep(type(self.model)):
            ids = torch.tensor([tokens], device=self.device)
            return cache.forward(self.model, ids, logits_to_keep=keep).logits[0, -keep:]
        if len(tokens) > keep:
            cache.forward(self.model.base_model, torch.tensor([tokens[:-keep]], device=self.device))
            tokens = tokens[-keep:]
        width = self._width(len(tokens), len(cache))
        padded = tokens + [tokens[-1]] * (width - len(tokens))
        ids = torch.tensor([padded], device=self.device)
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
