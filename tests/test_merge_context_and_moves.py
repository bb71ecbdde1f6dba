"""A statement moved into a new block with its old copy kept, a new declaration read over a like one whose own
lines it drops, and a chunk's context read as a new line elsewhere (rules of *beside*, *declarations* and
*pinned*: apply/merge/neighbours.py, declared.py, pinned.py ``own_context``). Seen on edits written by people
who never read the merge: ``red:expire(...)`` wrapped in a new ``if count == 1 then``; a new metric ``val`` read
over the next one's ``.build()`` / ``.register()`` lines; ``Get``'s last lines restated to delete ``Peek`` after
it, read as a new line written into ``Peek``. Each was written wrong before."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

WRAPPED = {  # language: (original, snippet wrapping one statement in a new block, the statement)
    "lua": ("local M = {}\n\nfunction M.hit(red, key)\n  local count = red:incr(key)\n  red:expire(key, 60)\n\n"
            "  red:set_keepalive(10000, 100)\n  return count\nend\n\nreturn M\n",
            "function M.hit(red, key)\n  local count = red:incr(key)\n  if count == 1 then\n    red:expire(key, 60)\n"
            "  end\n\n  -- ... existing code ...\nend\n", "red:expire(key, 60)"),
    "python": ("def hit(red, key):\n    count = red.incr(key)\n    red.expire(key, 60)\n\n    red.close()\n"
               "    return count\n",
               "def hit(red, key):\n    count = red.incr(key)\n    if count == 1:\n        red.expire(key, 60)\n\n"
               "    # ... existing code ...\n", "red.expire(key, 60)"),
    "javascript": ("function hit(red, key) {\n  const count = red.incr(key);\n  red.expire(key, 60);\n\n  red.close();\n"
                   "  return count;\n}\n",
                   "function hit(red, key) {\n  const count = red.incr(key);\n  if (count === 1) {\n"
                   "    red.expire(key, 60);\n  }\n\n  // ... existing code ...\n}\n", "red.expire(key, 60);"),
}


@pytest.mark.parametrize("language", sorted(WRAPPED))
def test_a_statement_moved_into_a_new_block_is_not_kept_beside_it(language):
    original, snippet, line = WRAPPED[language]
    result = merge(original, snippet, language=language)
    assert not result.sure or result.text.count(line) == 1, result.text


METRICS = {  # language: (original with like builder blocks, snippet appending a new one after the second)
    "scala": ("object M {\n  val hits: Counter = Counter\n    .build()\n    .name(\"hits\")\n    .register()\n\n"
              "  val misses: Counter = Counter\n    .build()\n    .name(\"misses\")\n    .register()\n\n"
              "  val size: Gauge = Gauge\n    .build()\n    .name(\"size\")\n    .register()\n\n"
              "  def f(): Unit = hits.inc()\n}\n",
              "  // ... keep existing code\n\n  val misses: Counter = Counter\n    .build()\n    .name(\"misses\")\n"
              "    .register()\n\n  val ratio: Gauge = Gauge\n    .build()\n    .name(\"ratio\")\n    .register()\n\n"
              "  // ... keep existing code\n"),
    "kotlin": ("object M {\n    val hits: Counter = Counter\n        .build()\n        .name(\"hits\")\n        .register()\n\n"
               "    val misses: Counter = Counter\n        .build()\n        .name(\"misses\")\n        .register()\n\n"
               "    val size: Gauge = Gauge\n        .build()\n        .name(\"size\")\n        .register()\n\n"
               "    fun f() = hits.inc()\n}\n",
               "    // ... keep existing code\n\n    val misses: Counter = Counter\n        .build()\n"
               "        .name(\"misses\")\n        .register()\n\n    val ratio: Gauge = Gauge\n        .build()\n"
               "        .name(\"ratio\")\n        .register()\n\n    // ... keep existing code\n"),
}


@pytest.mark.parametrize("language", sorted(METRICS))
def test_a_new_declaration_is_not_read_over_a_like_one_whose_own_lines_it_drops(language):
    original, snippet = METRICS[language]
    result = merge(original, snippet, language=language)
    assert not result.sure or '"size"' in result.text and '"ratio"' in result.text, result.text


TWINS = {  # language: (original: a function, its like twin, the next one; snippet deleting the twin)
    "go": ("package c\n\nfunc (c *C) Get(k string) int {\n\tc.mu.Lock()\n\tc.touch(k)\n\treturn c.m[k]\n}\n\n"
           "func (c *C) Peek(k string) int {\n\tc.mu.Lock()\n\treturn c.m[k]\n}\n\nfunc (c *C) Len() int {\n"
           "\treturn len(c.m)\n}\n",
           "// ... existing code ...\n\n\tc.touch(k)\n\treturn c.m[k]\n}\n\nfunc (c *C) Len() int {\n"
           "// ... existing code ...\n"),
    "python": ("class C:\n    def get(self, k):\n        self.lock()\n        self.touch(k)\n        return self.m[k]\n\n"
               "    def peek(self, k):\n        self.lock()\n        return self.m[k]\n\n    def size(self):\n"
               "        return len(self.m)\n",
               "    # ... existing code ...\n        self.touch(k)\n        return self.m[k]\n\n    def size(self):\n"
               "    # ... existing code ...\n"),
}


@pytest.mark.parametrize("language", sorted(TWINS))
def test_a_chunk_s_context_is_not_read_as_a_new_line_in_a_like_function(language):
    """Restating ``Get``'s last lines and the head of ``Len`` deletes ``Peek`` between them; read on ``Peek``'s
    last lines, the chunk's first line would be written into ``Peek`` as new code."""
    original, snippet = TWINS[language]
    result = merge(original, snippet, language=language)
    touch = [x for x in original.split("\n") if "touch" in x][0]
    assert not result.sure or result.text.count(touch) == 1, result.text


def test_pinned_refuses_a_chunk_s_first_line_written_new_where_the_original_has_it_above_its_next_line():
    from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    from fastapply.apply.merge.certify import certify
    from fastapply.apply.merge.snippet import Snippet
    from fastapply.apply.merge.source import Source

    original, snippet = TWINS["go"]
    source, snip = Source(original, "go"), Snippet(snippet, "go")
    texts = ["\tc.touch(k)", "\treturn c.m[k]", "}", "", "func (c *C) Len() int {"]
    lines = tuple(Written(t, 2 + n, o) for n, (t, o) in enumerate(zip(texts, [None, 10, 11, 12, 13])))
    certificate = Certificate((Piece(KEEP, (0, 2), (0, 10), marker=0), Piece(WRITE, (2, 7), (10, 14), lines),
                               Piece(KEEP, (7, 8), (14, 16), marker=7)))
    result = certificate.render(source.lines)
    assert result.count("\tc.touch(k)") == 2
    refusals = certify(source, snip, certificate, result).refusals
    assert any(x.startswith("pinned:") and "read elsewhere" in x for x in refusals), refusals
