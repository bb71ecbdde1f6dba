"""Prompt-lookup drafting: find the output's tail earlier in the prompt + output, copy what followed."""

from __future__ import annotations

from ..config import SpeculationConfig
from .base import AdaptiveLength


class NgramIndex:
    """For each n-gram size, the latest position whose n-gram has a known continuation.

    >>> index = NgramIndex(1, 2); index.extend([1, 2, 3, 1, 2])
    >>> index.match([1, 2, 3, 1, 2])   # tail [1, 2] occurred at 0..1 -> continuation starts at 2
    (2, 2)
    """

    def __init__(self, min_n: int, max_n: int) -> None:
        self.sizes = range(max_n, min_n - 1, -1)  # longest first
        self.tables: dict[int, dict[tuple[int, ...], int]] = {n: {} for n in self.sizes}
        self.tokens: list[int] = []

    def extend(self, new_tokens: list[int]) -> None:
        tokens = self.tokens
        for token in new_tokens:
            end = len(tokens)  # the n-grams ending here now have a continuation: `token`
            for n in self.sizes:
                if end >= n:
                    self.tables[n][tuple(tokens[end - n : end])] = end
            tokens.append(token)

    def match(self, tokens: list[int]) -> tuple[int, int] | None:
        """(continuation start, n) of the longest indexed n-gram equal to the tail of ``tokens``."""
        for n in self.sizes:
            if len(tokens) >= n:
                start = self.tables[n].get(tuple(tokens[-n:]))
                if start is not None:
                    return start, n
        return None


class NgramProposer:
    """Prompt lookup decoding over prompt + output so far (longest suffix match, latest occurrence)."""

    source = "ngram"

    def __init__(self, config: SpeculationConfig) -> None:
        self.index = NgramIndex(config.ngram_min, config.ngram_max)
        self.length = AdaptiveLength(config.min_tokens, config.num_tokens, start=config.min_tokens)

    def propose(self, tokens: list[int], budget: int) -> list[int]:
        return self.propose_matched(tokens, budget)[0]

    def propose_matched(self, tokens: list[int], budget: int) -> tuple[list[int], int]:
        """(draft, length of the n-gram it continues); ``([], 0)`` when the tail occurred nowhere.

        A match of the longest n-gram size (``ngram_max`` tokens of agreeing context) drafts the full
        length at once: such a continuation is rarely a coincidence. On recorded greedy outputs of edit
        tasks this cut target forwards by 4-13% (docs/benchmarks.md)."""
        self.index.extend(tokens[len(self.index.tokens) :])
        found = self.index.match(tokens)
        if found is None:
            return [], 0
        start, n = found
        length = self.length.maximum if n == self.index.sizes[0] else self.length.current
        return tokens[start : start + min(budget, length)], n

    def feedback(self, drafted: int, accepted: int) -> None:
        self.length.update(drafted, accepted)
