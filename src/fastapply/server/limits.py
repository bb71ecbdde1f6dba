"""A cheap bound on prompt length, checked before anything is tokenised.

Tokenising a 4 MB prompt only to learn that it is too long costs seconds and a gigabyte. No token of
the vocabulary spells more than ``longest_token_chars`` characters (byte-level and SentencePiece
tokens spell at least as many characters as they cover), so a text longer than
``context * longest_token_chars`` characters cannot fit the context: it is refused at once.
Anything shorter is tokenised and checked exactly, as before.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .protocol import bad_request

if TYPE_CHECKING:
    from ..engine import Engine


@lru_cache(maxsize=8)
def longest_token_chars(tokenizer) -> int:
    """The most characters any token of ``tokenizer`` (added tokens included) spells; at least 1."""
    tokens = tokenizer.convert_ids_to_tokens(list(range(len(tokenizer))))
    return max([len(token) for token in tokens if token] + [1])


def context_limit(engine: Engine, max_total_tokens: int | None) -> int | None:
    limits = [limit for limit in (max_total_tokens, engine.max_context) if limit]
    return min(limits) if limits else None


def check_chars(chars: int, where: str, engine: Engine, max_total_tokens: int | None) -> None:
    """400 ``context_length_exceeded`` when ``chars`` characters cannot fit the context in any tokenisation."""
    limit = context_limit(engine, max_total_tokens)
    if limit is None:
        return
    per_token = longest_token_chars(engine.tokenizer)
    if chars > limit * per_token:
        raise bad_request(f"This model's maximum context length is {limit} tokens, and the {where} has {chars} "
                          f"characters: more than {limit} tokens can hold (no token spells more than {per_token} "
                          "characters). Please shorten it.", where, "context_length_exceeded")
