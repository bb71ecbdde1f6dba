"""A statement wrapped in a new block right above a later block: the new block's closing line is new, the moved
statement replaces its old copy, and the later block keeps its own closing line (placement: apply/merge/widen.py
``_moved_in``; the certifier's ``borrowed``, a rule of *depth*, apply/merge/brackets.py). Seen on a Lua edit
written by someone who never read the merge: ``red:expire(...)`` wrapped in a new ``if count == 1 then``, its
``end`` read on the ``end`` of the later ``if count > self.limit then``, ``red:set_keepalive(...)`` and that
``if`` deleted between them. It was written wrong before."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

CASES = {  # language: (original, snippet wrapping a statement in a new block, the expected file)
    "lua": ("local M = {}\n\nfunction M.hit(red, key, limit)\n  local count = red:incr(key)\n"
            "  if not count then\n    return nil\n  end\n  red:expire(key, 60)\n\n  red:set_keepalive(10000, 100)\n\n"
            "  if count > limit then\n    return nil, \"rejected\"\n  end\n  return limit - count\nend\n\nreturn M\n",
            "function M.hit(red, key, limit)\n  -- ... existing code ...\n  if not count then\n    return nil\n"
            "  end\n  if count == 1 then\n    -- first hit: set the TTL once\n    red:expire(key, 60)\n  end\n\n"
            "  -- ... existing code ...\nend\n",
            ("  red:expire(key, 60)\n", "  if count == 1 then\n    -- first hit: set the TTL once\n"
                                      "    red:expire(key, 60)\n  end\n")),
    "javascript": ("async function hit(client, key, limit) {\n  const count = await client.incr(key);\n"
                   "  if (!count) {\n    throw new Error(\"no count\");\n  }\n  await client.expire(key, 60);\n\n"
                   "  client.release();\n\n  if (count > limit) {\n    return \"rejected\";\n  }\n"
                   "  return limit - count;\n}\n\nmodule.exports = { hit };\n",
                   "async function hit(client, key, limit) {\n  // ... existing code ...\n  if (!count) {\n"
                   "    throw new Error(\"no count\");\n  }\n  if (count === 1) {\n    await client.expire(key, 60);\n"
                   "  }\n\n  // ... existing code ...\n}\n",
                   ("  await client.expire(key, 60);\n",
                    "  if (count === 1) {\n    await client.expire(key, 60);\n  }\n")),
    "go": ("package limit\n\nfunc (l *Limiter) Hit(key string) (int, error) {\n\tcount, err := l.redis.Incr(key)\n"
           "\tif err != nil {\n\t\treturn 0, err\n\t}\n\tl.redis.Expire(key, 60)\n\n\tl.pool.Release()\n\n"
           "\tif count > l.limit {\n\t\treturn 0, ErrRejected\n\t}\n\treturn l.limit - count, nil\n}\n",
           "func (l *Limiter) Hit(key string) (int, error) {\n\t// ... existing code ...\n\tif err != nil {\n"
           "\t\treturn 0, err\n\t}\n\tif count == 1 {\n\t\tl.redis.Expire(key, 60)\n\t}\n\n\t// ... existing code ...\n}\n",
           ("\tl.redis.Expire(key, 60)\n", "\tif count == 1 {\n\t\tl.redis.Expire(key, 60)\n\t}\n")),
}


@pytest.mark.parametrize("language", sorted(CASES))
def test_a_statement_wrapped_in_a_new_block_above_a_later_block_is_moved(language) -> None:
    original, snippet, (old, new) = CASES[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(old, new), (result.reasons, result.text)


LUA = CASES["lua"][0]


def _written(texts: list[str], originals: list[int | None], at: int) -> tuple[Written, ...]:
    return tuple(Written(text, at + n, original) for n, (text, original) in enumerate(zip(texts, originals)))


def _borrowing(closer: int) -> tuple[Source, Snippet, Certificate]:
    """The Lua case read with the new block's ``end`` on original line ``closer``, the lines between deleted."""
    source, snippet = Source(LUA, "lua"), Snippet(CASES["lua"][1], "lua")
    lines = ["  if not count then", "    return nil", "  end", "  if count == 1 then", "    -- first hit: set the TTL once",
             "    red:expire(key, 60)", "  end"]
    pieces = (Piece(KEEP, (0, 0), (0, 2)), Piece(WRITE, (0, 1), (2, 3), _written(["function M.hit(red, key, limit)"], [2], 0)),
              Piece(KEEP, (1, 2), (3, 4), marker=1),
              Piece(WRITE, (2, 9), (4, closer + 1), _written(lines, [4, 5, 6, None, None, None, closer], 2)),
              Piece(KEEP, (9, 11), (closer + 1, 15), marker=10),
              Piece(WRITE, (11, 12), (15, 16), _written(["end"], [15], 11)), Piece(KEEP, (12, 12), (16, 18)))
    return source, snippet, Certificate(pieces)


def test_a_new_block_read_onto_a_later_blocks_closing_line_is_refused() -> None:
    source, snippet, certificate = _borrowing(13)
    result = certificate.render(source.lines)
    assert "  red:set_keepalive(10000, 100)" not in result  # (the reading deletes it)
    refusals = certify(source, snippet, certificate, result).refusals
    assert any(x.startswith("depth:") and "later block's end" in x for x in refusals), refusals


def test_a_new_block_closed_on_the_line_its_old_copy_stood_before_is_no_borrowing() -> None:
    """The same new block read onto the ``end`` of ``if not count`` above it is no later block's: not this rule's."""
    source, snippet, certificate = _borrowing(6)
    refusals = certify(source, snippet, certificate, certificate.render(source.lines)).refusals
    assert not any("later block's end" in x for x in refusals), refusals
