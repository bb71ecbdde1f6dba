"""Streaming text: incremental detokenization and stop strings."""

from __future__ import annotations

from typing import Sequence


class IncrementalDetokenizer:
    """Turns a growing token list into text deltas without broken multi-byte characters.

    Decodes a small window ``tokens[prefix:]`` and emits what it adds beyond
    ``tokens[prefix:read]``; text ending in U+FFFD (an incomplete UTF-8 sequence) is held
    back until the next tokens complete it. ``finish`` flushes the rest, so the deltas always
    add up to ``decode(all tokens)``.
    """

    def __init__(self, tokenizer, skip_special_tokens: bool = True) -> None:
        self.tokenizer = tokenizer
        self.skip_special_tokens = skip_special_tokens
        self.tokens: list[int] = []
        self.prefix = 0
        self.read = 0
        self.emitted = 0  # characters emitted so far

    def _decode(self, tokens: Sequence[int]) -> str:
        return self.tokenizer.decode(tokens, skip_special_tokens=self.skip_special_tokens)

    def push(self, new_tokens: Sequence[int]) -> str:
        self.tokens.extend(new_tokens)
        known = self._decode(self.tokens[self.prefix : self.read])
        text = self._decode(self.tokens[self.prefix :])
        if len(text) <= len(known) or text.endswith("\ufffd"):
            return ""
        self.prefix, self.read = self.read, len(self.tokens)
        delta = text[len(known) :]
        self.emitted += len(delta)
        return delta

    def finish(self) -> str:
        full = self._decode(self.tokens)
        delta = full[self.emitted :]
        self.emitted = len(full)
        return delta


class StopMatcher:
    """Cuts streamed text at the first stop string; never emits any part of a stop string.

    Text that could be the beginning of a stop string is held back until it is decided.
    >>> m = StopMatcher(["END"]); m.push("abcE"), m.push("NDxyz"), m.stopped
    ('abc', '', True)
    """

    def __init__(self, stops: Sequence[str]) -> None:
        self.stops = tuple(stops)
        self.pending = ""
        self.stopped = False

    def push(self, delta: str) -> str:
        if not self.stops:
            return delta
        text = self.pending + delta
        hits = [index for index in (text.find(stop) for stop in self.stops) if index >= 0]
        if hits:
            self.stopped, self.pending = True, ""
            return text[: min(hits)]
        hold = max((self._overlap(text, stop) for stop in self.stops), default=0)
        self.pending = text[len(text) - hold :]
        return text[: len(text) - hold]

    def finish(self) -> str:
        rest, self.pending = self.pending, ""
        return rest

    @staticmethod
    def _overlap(text: str, stop: str) -> int:
        """Length of the longest suffix of ``text`` that is a proper prefix of ``stop``."""
        for length in range(min(len(stop) - 1, len(text)), 0, -1):
            if text.endswith(stop[:length]):
                return length
        return 0
