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

from .errors import bad_request

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


MAX_STOPS = 16  # stop strings per request (OpenAI takes 4); each is matched at every step
MAX_STOP_CHARS = 4096  # their total length


def _text(content) -> str:
    """A message's content or a prediction's, as one text (parts joined; None is empty)."""
    if content is None or isinstance(content, str):
        return content or ""
    return "".join(part.text or "" for part in content)


def check_request_size(request, engine: Engine, max_total_tokens: int | None) -> None:
    """The size budget of a chat or completion request, before any work on it (tokenising, the
    apply-format scan, a merge, the stop matcher): 400 naming the field that is too long.

    Everything that reaches the tokenizer (each message's role, name and content, a text prompt)
    must fit the context at ``longest_token_chars`` characters a token, with a token at least per
    message; a prediction too (it drafts the completion, which fits the context); at most MAX_STOPS
    stop strings of MAX_STOP_CHARS characters in all."""
    stops = [request.stop] if isinstance(request.stop, str) else (request.stop or [])
    if len(stops) > MAX_STOPS or sum(map(len, stops)) > MAX_STOP_CHARS:
        raise bad_request(f"'stop' takes at most {MAX_STOPS} strings of {MAX_STOP_CHARS} characters in all; got "
                          f"{len(stops)} of {sum(map(len, stops))}.", "stop", "invalid_value")
    limit = context_limit(engine, max_total_tokens)
    if limit is None:
        return
    fields: list[tuple[str, int]] = []  # (param, characters) of every text the prompt is made of
    if hasattr(request, "messages"):
        if len(request.messages) > limit:
            raise bad_request(f"This model's maximum context length is {limit} tokens, and the request has "
                              f"{len(request.messages)} messages (each takes a token at least). Please send "
                              "fewer.", "messages", "context_length_exceeded")
        for index, message in enumerate(request.messages):
            where = f"messages[{index}]"
            fields += [(f"{where}.role", len(message.role)), (f"{where}.name", len(message.name or "")),
                       (f"{where}.content", len(_text(message.content)))]
    elif isinstance(request.prompt, str):
        fields.append(("prompt", len(request.prompt)))
    elif request.prompt and isinstance(request.prompt[0], str):
        fields.append(("prompt", sum(map(len, request.prompt))))
    elif len(request.prompt) > limit:
        raise bad_request(f"This model's maximum context length is {limit} tokens, but the prompt has "
                          f"{len(request.prompt)} tokens. Please shorten it.", "prompt", "context_length_exceeded")
    total, per_token = sum(chars for _, chars in fields), longest_token_chars(engine.tokenizer)
    if total > limit * per_token:
        param, longest = max(fields, key=lambda field: field[1])
        raise bad_request(f"This model's maximum context length is {limit} tokens, and the prompt's texts have "
                          f"{total} characters in all ('{param}' has {longest} characters): more than {limit} tokens can hold (no "
                          f"token spells more than {per_token} characters). Please shorten them.",
                          param.split("[")[0], "context_length_exceeded")  # as OpenAI: the field's name
    if request.prediction is not None:
        check_chars(len(_text(request.prediction.content)), "prediction", engine, max_total_tokens)
