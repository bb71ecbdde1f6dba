"""Continuous batching: many requests' speculative decode steps verified in one target forward.

A round (``Batch.step``):
1. admit: waiting requests (while slots are free) prefill their prompts (all but the last
   token) together in one forward of at most ``max_batch_tokens`` (rows x width) over their own
   dynamic ``BatchKVCache``: short prompts whole and side by side, a long one alone, a chunk
   per round (so the running requests keep getting a round between chunks). A prompt all in
   leaves that cache as its own and joins the batch as a row; its first verify (last prompt
   token + first draft) is a row of the next batched forward. (A one-token prompt has nothing
   to prefill: its first step runs alone, as ``Generation.steps`` would, then it joins.)
2. decode: every running request proposes its own draft (its own proposer and length); the
   requests are grouped by draft size so that padding short drafts to a long one's width never
   costs more than a forward (``_choose``), and one group is verified in one forward
   (``BatchKVCache``: rows sitting out cost nothing), each request accepting its own prefix and
   committing with its own
   verifier, generator, detokenizer and stop strings (the same ``Generation`` sub-steps as the
   single-request loop). A request left out keeps its draft for the next round (it goes then),
   so what each request drafts, and therefore what it outputs (greedy, and seeded sampling too),
   never depends on who else is in the batch;
3. leave: finished requests drop out; ``remove`` drops a cancelled one at once.

A request whose own sub-step raises (its proposer, its verifier...) leaves with an error event;
a shared forward that raises (which leaves the caches as they were) is retried row by row, so that
only a row that fails alone fails: one request never fails the others.

The layouts come from the engine's runner (``Runner.batch_rows``): ``BatchKVCache`` (prompts, and the
running rows on the dynamic cache) or ``SlotKVCache`` (the running rows on the static cache) on
torch; on llama.cpp, sequences of one context (``llamacpp.sequences.SequenceRows``) for both, a row
being the request's own sequence. The steps above are the same for every layout.
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass, replace
from time import perf_counter

import torch

from .batch_groups import emitted, partition
from .config import BatchConfig
from .engine import Engine, Generation

log = logging.getLogger("fastapply.batch")
CPU_FORWARD_COST = 16  # a 14M Llama on 2 CPU cores: ~13 ms a forward + ~0.5-1 ms a position (docs/architecture.md)


@dataclass(frozen=True, slots=True)
class BatchEvent:
    generation: Generation
    delta: str  # text that became final this round (possibly empty)
    finished: bool  # the request is done (its result is ready) and has left the batch
    error: Exception | None = None  # the request failed (and left the batch); the others go on


def supports_batching(engine: Engine) -> bool:
    """Whether the engine's runner lets requests share forwards (see ``TargetRunner.batchable``)."""
    return engine.runner.batchable()


class Batch:
    """The requests decoding together; they join (``add``) and leave between rounds."""

    def __init__(self, engine: Engine, config: BatchConfig = BatchConfig()) -> None:
        if not supports_batching(engine):
            raise ValueError("this engine cannot batch requests: batching needs a model without "
                             "sliding-window layers (on llama.cpp: a context of several sequences)")
        if config.forward_cost is None:
            on_cpu = engine.device.type == "cpu"
            config = replace(config, forward_cost=CPU_FORWARD_COST if on_cpu else config.max_batch_tokens)
        self.engine, self.config = engine, config
        # the running requests' rows and the admitted prompts going in: the runner's layouts (runner.BatchRows)
        self.cache, self.prefill = engine.runner.batch_rows(config.max_batch_size)
        self.waiting: deque[Generation] = deque()
        self.prefilling: list[Generation] = []  # admitted, their prompts going into ``prefill``, in its row order
        self.prefill_seconds: dict[Generation, float] = {}  # its chunks' time, added to its stats on its first verify
        self.running: list[Generation] = []  # in the cache's row order
        self.drafts: dict[Generation, list[int]] = {}  # proposed, not yet verified (left out by the cap)
        self.waited: dict[Generation, int] = {}  # rounds left out in a row: they go first next round

    def __len__(self) -> int:
        return len(self.waiting) + len(self.running) + len(self.prefilling)

    def add(self, generation: Generation) -> None:
        if generation.stats.target_forwards:
            raise ValueError("only a request that has not started can join a batch")
        self.waiting.append(generation)

    @torch.inference_mode()
    def remove(self, generation: Generation) -> None:
        """Drop a request (cancelled, timed out) now; its row and draft go with it."""
        if generation in self.waiting:
            self.waiting.remove(generation)
        elif generation in self.prefilling:
            self.prefilling.remove(generation)
            self.prefill.remove(generation.cache)
            self.prefill_seconds.pop(generation, None)
        elif generation in self.running:
            self._leave(generation)

    @torch.inference_mode()
    def step(self) -> list[BatchEvent]:
        """One round: a prefill forward over the prompts being admitted, then one batched verify
        forward over the running ones."""
        events = self._prefill()
        if self.running:
            events += self._decode()
        return events

    def _prefill(self) -> list[BatchEvent]:
        """One forward over the admitted prompts (but their last tokens), at most
        ``max_batch_tokens`` (rows x width): whole short prompts together, a long one alone, chunk
        by chunk. A prompt all in joins the running requests (its first verify is in the next
        decode forward)."""
        events, group, width = [], [], 0
        budget = self.config.max_batch_tokens
        while True:
            if len(group) < len(self.prefilling):
                generation = self.prefilling[len(group)]
            elif self.waiting and len(self.running) + len(self.prefilling) < self.config.max_batch_size:
                generation = self.waiting[0]
            else:
                break
            fed = len(generation.cache) if generation in self.prefilling else 0
            chunk = min(generation.prompt_len - 1 - fed, budget)
            if group and (len(group) + 1) * max(width, chunk) > budget:
                break
            if generation not in self.prefilling:
                self.waiting.popleft()
                generation.started = perf_counter()
                if generation.prompt_len == 1:  # nothing to prefill: its first step alone, as Generation.steps runs it
                    generation.cache = self.cache.fresh()
                    try:
                        events.append(self._advance(generation, generation._step()))
                    except Exception as error:
                        events.append(BatchEvent(generation, "", True, error))
                        continue
                    self._join(generation, generation.cache)
                    continue
                generation.cache = self.prefill.add()
                self.prefilling.append(generation)
            group.append(generation)
            width = max(width, chunk)
        if group:
            started = perf_counter()
            group = self._each(group, lambda rows: self._prefill_forward(rows, width), events)
            for generation in group:
                self.prefill_seconds[generation] = self.prefill_seconds.get(generation, 0.0) + perf_counter() - started
                if len(generation.cache) == generation.prompt_len - 1:
                    self.prefilling.remove(generation)
                    self._join(generation, self.prefill.take(generation.cache))
            if self.prefilling:
                self.prefill.maybe_compact()
        return events

    def _prefill_forward(self, group: list[Generation], width: int) -> None:
        self.prefill.feed([
            generation.tokens[len(generation.cache) : min(len(generation.cache) + width, generation.prompt_len - 1)]
            if generation in group else [] for generation in self.prefilling])

    def _each(self, rows: list[Generation], forward, events: list[BatchEvent]) -> list[Generation]:
        """``forward(rows)``; when it raises (the caches stay as they were), each row alone: a row that
        fails alone leaves with an error event. The rows that went through."""
        try:
            forward(rows)
            return rows
        except Exception as error:
            if len(rows) == 1:
                events.append(self._failed(rows[0], error))
                return []
            log.warning("a forward over %d requests failed (%s: %s); each goes alone", len(rows),
                        type(error).__name__, error)
        through = []
        for generation in rows:
            try:
                forward([generation])
                through.append(generation)
            except Exception as error:
                events.append(self._failed(generation, error))
        return through

    def _failed(self, generation: Generation, error: Exception) -> BatchEvent:
        self.remove(generation)
        return BatchEvent(generation, "", True, error)

    def _join(self, generation: Generation, cache) -> None:
        if generation.finish_reason is None:
            generation.cache = self.cache.add(cache)
            self.running.append(generation)

    def _decode(self) -> list[BatchEvent]:
        events = []
        for generation in list(self.running):
            if generation not in self.drafts:
                try:
                    self.drafts[generation] = generation._propose()
                except Exception as error:
                    events.append(self._failed(generation, error))
        if not self.running:
            return events
        chosen = self._choose()
        started = perf_counter()
        logits: dict[Generation, object] = {}
        together: dict[Generation, int] = {}  # requests in the forward that verified each

        def forward(rows: list[Generation]) -> None:
            fed = self.cache.feed([
                generation.tokens[len(generation.cache):] + self.drafts[generation] if generation in rows else []
                for generation in self.running])
            logits.update((generation, row) for generation, row in zip(self.running, fed) if row is not None)
            together.update(dict.fromkeys(rows, len(rows)))

        self._each([generation for generation in self.running if generation in chosen], forward, events)
        for generation in list(self.running):
            if generation not in logits:
                self.waited[generation] = self.waited.get(generation, 0) + 1
                continue
            self.waited.pop(generation, None)
            draft = self.drafts.pop(generation)
            generation.stats.shared_forwards += together[generation] > 1
            try:
                event = self._advance(generation, generation._accept(draft, logits[generation], started))
            except Exception as error:
                events.append(self._failed(generation, error))
                continue
            events.append(event)
            generation.stats.prefill_seconds += self.prefill_seconds.pop(generation, 0.0)
            if event.finished:
                self._leave(generation)
        self.cache.maybe_compact()
        return events

    def _choose(self) -> set[Generation]:
        """The requests verified in this forward.

        Every row is padded to the widest row's tokens, so a forward over rows x width tokens
        costs ``forward_cost + rows * width`` (in tokens). The running requests, by size (their
        last token + draft), are split into the groups that feed them all at the least cost (a
        dynamic program over the sorted sizes: a long prediction draft and short n-gram drafts
        go in separate forwards when padding the short ones would cost more than a forward; each
        group at most ``max_batch_tokens``). This forward takes the group of the request left out
        longest (the widest of them) and the other left-out requests that fit the cap with it
        (with two groups, none waits two rounds in a row); with none left out, the group that
        emits the most tokens for its cost (each request's draft, capped at its acceptance length
        so far). Requests left out keep their draft for the next round, so no output changes.
        """
        sizes = {generation: len(generation.tokens) - len(generation.cache) + len(self.drafts[generation])
                 for generation in self.running}
        groups = partition(sorted(self.running, key=sizes.__getitem__), sizes, self.config)
        forced = sorted((generation for generation in self.running if self.waited.get(generation)),
                        key=lambda generation: (-self.waited[generation], -sizes[generation]))
        if forced:  # the longest waiting (the widest of them) goes with its group, and as many others as fit
            chosen = list(next(group for group in groups if forced[0] in group))
            width = max(sizes[generation] for generation in chosen)
            for generation in forced[1:]:
                wider = max(width, sizes[generation])
                if generation not in chosen and (len(chosen) + 1) * wider <= self.config.max_batch_tokens:
                    chosen, width = chosen + [generation], wider
            return set(chosen)

        def rate(group: list[Generation]) -> float:
            gain = sum(min(sizes[generation], emitted(generation)) for generation in group)
            return gain / (self.config.forward_cost + len(group) * max(sizes[generation] for generation in group))

        return set(max(groups, key=rate))

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
