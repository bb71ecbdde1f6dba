"""Continuous batching: many requests' speculative decode steps verified in one target forward.

A round (``Batch.step``):
1. admit: one waiting request prefills its prompt (all but the last token) into its own dynamic
   cache, one chunk of at most ``max_batch_tokens`` per round (so the running requests keep
   getting a round between chunks); then its cache joins the batch as a row and its first verify
   (last prompt token + first draft) is a row of the batched forward. (A one-token prompt has
   nothing to prefill: its first step runs alone, as ``Generation.steps`` would, then it joins.)
2. decode: every running request proposes its own draft (its own proposer and length); the
   drafts that fit under ``max_batch_tokens`` are verified in one forward over all rows
   (``BatchKVCache``), and each request accepts its own prefix and commits with its own
   verifier, generator, detokenizer and stop strings (the same ``Generation`` sub-steps as the
   single-request loop). A request left out by the token cap keeps its draft for the next round,
   so what each request drafts, and therefore what it outputs (greedy, and seeded sampling too),
   never depends on who else is in the batch;
3. leave: finished requests drop out; ``remove`` drops a cancelled one at once.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from time import perf_counter

import torch

from .cache import KVCache
from .cache_batch import BatchKVCache, batchable
from .cache_slots import SlotKVCache
from .config import ConfigError
from .engine import Engine, Generation


@dataclass(frozen=True, slots=True)
class BatchConfig:
    max_batch_size: int = 16  # requests decoding together
    max_batch_tokens: int = 512  # rows x width of one batched forward (each row: last token + draft); a prefill chunk
    # what one forward costs beyond its rows x width tokens, in tokens: the bigger, the more rows
    # share a forward despite padding (CPU: ~16; GPU, where a forward costs about the same for
    # 1 or 512 tokens: large)
    forward_cost: int = 16

    def __post_init__(self) -> None:
        if self.max_batch_size < 1:
            raise ConfigError(f"max_batch_size must be >= 1, got {self.max_batch_size}")
        if self.max_batch_tokens < 1:
            raise ConfigError(f"max_batch_tokens must be >= 1, got {self.max_batch_tokens}")
        if self.forward_cost < 0:
            raise ConfigError(f"forward_cost must be >= 0, got {self.forward_cost}")


@dataclass(frozen=True, slots=True)
class BatchEvent:
    generation: Generation
    delta: str  # text that became final this round (possibly empty)
    finished: bool  # the request is done (its result is ready) and has left the batch


def supports_batching(engine: Engine) -> bool:
    """Batching needs full-attention layers: dynamic cache layers, or the static layout (the
    runner only takes the static cache for models whose layers can be rewound in place)."""
    return engine.runner.static or batchable(KVCache(engine.model))


class Batch:
    """The requests decoding together; they join (``add``) and leave between rounds."""

    def __init__(self, engine: Engine, config: BatchConfig = BatchConfig()) -> None:
        if not supports_batching(engine):
            raise ValueError("this engine cannot batch requests: batching needs a model without "
                             "sliding-window layers")
        self.engine, self.config = engine, config
        runner = engine.runner
        if runner.static:  # preallocated slots, bucketed widths: the runner's compiled forward (CUDA graphs)
            self.cache = SlotKVCache(engine.model, config.max_batch_size, runner.buckets, runner.graphs)
        else:
            self.cache = BatchKVCache(engine.model)
        self.forward_fn = runner.forward_fn if runner.static else engine.model  # dynamic: eager (shapes vary)
        self.waiting: deque[Generation] = deque()
        self.prefilling: Generation | None = None  # admitted, its prompt going into its own cache chunk by chunk
        self.prefill_seconds: dict[Generation, float] = {}  # its chunks' time, added to its stats on its first verify
        self.running: list[Generation] = []  # in the cache's row order
        self.drafts: dict[Generation, list[int]] = {}  # proposed, not yet verified (left out by the cap)
        self.waited: dict[Generation, int] = {}  # rounds left out in a row: they go first next round

    def __len__(self) -> int:
        return len(self.waiting) + len(self.running) + (self.prefilling is not None)

    def add(self, generation: Generation) -> None:
        if generation.stats.target_forwards:
            raise ValueError("only a request that has not started can join a batch")
        self.waiting.append(generation)

    @torch.inference_mode()
    def remove(self, generation: Generation) -> None:
        """Drop a request (cancelled, timed out) now; its row and draft go with it."""
        if generation in self.waiting:
            self.waiting.remove(generation)
        elif generation is self.prefilling:
            self.prefilling = None
            self.prefill_seconds.pop(generation, None)
        elif generation in self.running:
            self._leave(generation)

    @torch.inference_mode()
    def step(self) -> list[BatchEvent]:
        """One round: a prefill chunk of the request being admitted, then one batched verify
        forward over the running ones."""
        events = []
        if self.prefilling is None and self.waiting and len(self.running) < self.config.max_batch_size:
            self.prefilling = self.waiting.popleft()
            self.prefilling.started = perf_counter()
            self.prefilling.cache = KVCache(self.engine.model)  # its own dynamic cache until it joins
        if self.prefilling is not None:
            events += self._prefill(self.prefilling)
        if self.running:
            events += self._decode()
        return events

    def _prefill(self, generation: Generation) -> list[BatchEvent]:
        """One chunk (at most ``max_batch_tokens``) of the prompt but its last token; once all in, join."""
        cache, events = generation.cache, []
        todo = generation.prompt_len - 1 - len(cache)
        if todo > 0:
            started = perf_counter()
            chunk = generation.tokens[len(cache) : len(cache) + min(todo, self.config.max_batch_tokens)]
            cache.forward(self.engine.model.base_model, torch.tensor([chunk], device=self.engine.device))
            self.prefill_seconds[generation] = self.prefill_seconds.get(generation, 0.0) + perf_counter() - started
            if len(cache) < generation.prompt_len - 1:
                return []
        elif not generation.stats.target_forwards:  # a one-token prompt: its first step alone
            events.append(self._advance(generation, generation._step()))
        self.prefilling = None
        if generation.finish_reason is None:
            generation.cache = self.cache.add(cache)
            self.running.append(generation)
        return events

    def _decode(self) -> list[BatchEvent]:
        for generation in self.running:
            if generation not in self.drafts:
                self.drafts[generation] = generation._propose()
        chosen = self._choose()
        tokens = [generation.tokens[len(generation.cache):] + self.drafts[generation] if generation in chosen
                  else [] for generation in self.running]
        started = perf_counter()
        logits = self.cache.forward(self.forward_fn, tokens)
        events = []
        for generation, row_logits in zip(list(self.running), logits):
            if row_logits is None:
                self.waited[generation] = self.waited.get(generation, 0) + 1
                continue
            self.waited.pop(generation, None)
            draft = self.drafts.pop(generation)
            events.append(self._advance(generation, generation._accept(draft, row_logits, started)))
            generation.stats.prefill_seconds += self.prefill_seconds.pop(generation, 0.0)
        for event in events:
            if event.finished:
                self._leave(event.generation)
        self.cache.maybe_compact()
        return events

    def _choose(self) -> set[Generation]:
        """The requests verified in this forward: the group that buys the most tokens for its cost.

        Every row is padded to the widest row's tokens, so a forward over rows x width tokens
        costs ``forward_cost + rows * width`` (in tokens). A request left out last round must go
        now; then, for each width, the requests that fit it (at most ``max_batch_tokens / width``
        rows), with the expected tokens each emits (its draft, capped at its acceptance length so
        far); the group with the best tokens per cost wins. Long drafts that everyone else would
        pad to wait one round instead (they keep their draft, so no output changes).
        """
        sizes = {generation: len(generation.tokens) - len(generation.cache) + len(self.drafts[generation])
                 for generation in self.running}
        order = sorted(self.running, key=lambda generation: -self.waited.get(generation, 0))
        forced = [generation for generation in order if self.waited.get(generation)]
        floor = max((sizes[generation] for generation in forced), default=1)
        best, best_rate = [], -1.0
        for width in sorted({size for size in sizes.values() if size >= floor} | {floor}):
            rows = max(1, self.config.max_batch_tokens // width)
            group = [generation for generation in order if sizes[generation] <= width][:rows]
            gain = sum(min(sizes[generation], _emitted(generation)) for generation in group)
            rate = gain / (self.config.forward_cost + len(group) * width)
            if rate > best_rate:
                best, best_rate = group, rate
        return set(best)

    def _advance(self, generation: Generation, delta: str) -> BatchEvent:
        delta = generation._advance(delta)
        if generation.finish_reason is None:
            return BatchEvent(generation, delta, False)
        return BatchEvent(generation, delta + generation._finish(), True)

    def _leave(self, generation: Generation) -> None:
        self.running.remove(generation)
        self.drafts.pop(generation, None)
        self.waited.pop(generation, None)
        self.cache.remove(generation.cache)


def _emitted(generation: Generation) -> float:
    """Tokens a request's verify forward has emitted on average (1 + accepted per forward)."""
    stats = generation.stats
    return 1.0 + stats.accepted_tokens / stats.target_forwards if stats.target_forwards else 1.0
