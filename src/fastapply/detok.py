"""Streaming text: incremental detokenization and stop strings.

The streamed deltas of a request always add up to the text its tokenizer gives the whole output:
``tokenizer.decode(ids, skip_special_tokens=True)`` for a HuggingFace tokenizer (with its own space
clean-up setting, as ``generate`` + ``decode`` would), the token pieces joined as bytes for a GGUF
vocabulary (``token_bytes``, as llama.cpp's own completion writes them).
"""

from __future__ import annotations

import codecs
from typing import Sequence


class IncrementalDetokenizer:
    """Turns a growing token list into text deltas without broken multi-byte characters.

    A tokenizer with ``token_bytes(ids, skip_special_tokens)`` (the GGUF vocabulary) is read as bytes:
    each token's piece appended, UTF-8 assembled incrementally (an incomplete character waits for the
    bytes that complete it). Otherwise (HuggingFace) a small window ``tokens[prefix:]`` is decoded and
    what it adds beyond ``tokens[prefix:read]`` is emitted; text ending in U+FFFD (an incomplete UTF-8
    sequence) is held back until the next tokens complete it. A tokenizer that cleans up spaces
    (`` .`` -> ``.``) has the windows decoded raw and the clean-up applied to settled text
    (``SpaceCleanup``). ``finish`` flushes the rest, so the deltas add up to the one-shot decode.
    """

    def __init__(self, tokenizer, skip_special_tokens: bool = True) -> None:
        self.tokenizer = tokenizer
        self.skip_special_tokens = skip_special_tokens
        self.tokens: list[int] = []
        self.prefix = 0
        self.read = 0
        self.emitted = 0  # characters the windows emitted so far (before any clean-up)
        self.bytes = hasattr(tokenizer, "token_bytes")
        self.utf8 = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.cleanup = None if self.bytes or not cleans_up_spaces(tokenizer) else SpaceCleanup(
            tokenizer.clean_up_tokenization)

    def _decode(self, tokens: Sequence[int]) -> str:
        if self.cleanup is not None:
            return self.tokenizer.decode(tokens, skip_special_tokens=self.skip_special_tokens,
                                         clean_up_tokenization_spaces=False)
        return self.tokenizer.decode(tokens, skip_special_tokens=self.skip_special_tokens)

    def push(self, new_tokens: Sequence[int]) -> str:
        if self.bytes:
            return self.utf8.decode(self.tokenizer.token_bytes(new_tokens, self.skip_special_tokens))
        self.tokens.extend(new_tokens)
        known = self._decode(self.tokens[self.prefix : self.read])
        text = self._decode(self.tokens[self.prefix :])
        if len(text) <= len(known) or text.endswith("\ufffd"):
            return ""
        self.prefix, self.read = self.read, len(self.tokens)
        delta = text[len(known) :]
        self.emitted += len(delta)
        return delta if self.cleanup is None else self.cleanup.push(delta)

    def finish(self) -> str:
        if self.bytes:
            return self.utf8.decode(b"", final=True)
        full = self._decode(self.tokens)
        delta = full[self.emitted :]
        self.emitted = len(full)
        return delta if self.cleanup is None else self.cleanup.push(delta) + self.cleanup.finish()


def cleans_up_spaces(tokenizer) -> bool:
    """Whether ``tokenizer.decode`` removes the space of `` .`` (HuggingFace's ``clean_up_tokenization``,
    on when the tokenizer's setting asks for it and, on recent transformers, its model is not BPE)."""
    if not hasattr(tokenizer, "clean_up_tokenization"):
        return False
    try:
        ids = tokenizer("a .", add_special_tokens=False)["input_ids"]
        raw = tokenizer.decode(ids, clean_up_tokenization_spaces=False)
        return " ." in raw and tokenizer.decode(ids) != raw
    except (TypeError, ValueError, KeyError):
        return False


class SpaceCleanup:
    """``clean`` (HuggingFace's space clean-up) applied to streamed text, in pieces that never change.

    Text is cut only at a space that follows three non-spaces: every pattern the clean-up replaces
    (`` .``, `` ,``, `` ' ``, `` n't``...) starts with a space and is at most four characters long, and
    it only deletes spaces, so no match, in any of its passes, straddles such a cut; the pieces cleaned
    one by one concatenate to the whole text cleaned at once.

    >>> c = SpaceCleanup(lambda text: text.replace(" .", ".")); c.push("from . import x"), c.finish()
    ('from. import', ' x')
    """

    def __init__(self, clean) -> None:
        self.clean, self.pending = clean, ""

    def push(self, text: str) -> str:
        self.pending += text
        cut = self.pending.rfind(" ")
        while cut >= 0 and (cut < 3 or " " in self.pending[cut - 3 : cut]):
            cut = self.pending.rfind(" ", 0, cut)
        if cut <= 0:
            return ""
        settled, self.pending = self.pending[:cut], self.pending[cut:]
        return self.clean(settled)

    def finish(self) -> str:
        rest, self.pending = self.pending, ""
        return self.clean(rest)


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
