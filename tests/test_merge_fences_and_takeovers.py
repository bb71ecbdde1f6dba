"""A Markdown section appended inside the last code block, a new statement read over the tail of a like one, new
code above a kept block spaced as the snippet shows, and lines kept above their edited copies with one line
added (rules of *syntax*, *depth* and *beside*: apply/merge/declared.py ``parses``, brackets.py ``taken_over``,
alike.py ``spread_copy``; write.py). Seen on the frozen split ``tests/data/apply_unseen`` at its one
measurement, each written wrong, ``exact``."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

GUIDE = """# Troubleshooting

## Hot reload misses changes

Enable polling:

```sh
echo "POLL=true" >> .env
```
"""


def test_a_section_appended_inside_the_last_code_block_is_refused():
    """The new section's closing fence read on the file's last line: the old block left open, the new one's
    opening fence read inside it."""
    snippet = "<!-- ... existing entries ... -->\n\n## Migrations fail\n\nReset the database:\n\n```sh\nmake db-reset\n```\n"
    result = merge(GUIDE, snippet, language="markdown")
    assert not result.sure or result.text == GUIDE + snippet.split("-->\n", 1)[1], result.text


TAKEN = {  # language: (original: like multi-line statements; snippet adding one after the first)
    "python": ("def collect():\n    depth = Gauge(\n        \"depth\",\n        labels=[\"q\"],\n    )\n"
               "    consumers = Gauge(\n        \"consumers\",\n        labels=[\"q\"],\n    )\n    return depth\n",
               "def collect():\n    depth = Gauge(\n        \"depth\",\n        labels=[\"q\"],\n    )\n"
               "    unacked = Gauge(\n        \"unacked\",\n        labels=[\"q\"],\n    )\n    # ... existing code ...\n"),
    "javascript": ("function collect() {\n  const depth = gauge(\n    \"depth\",\n    { labels: [\"q\"] },\n  );\n"
                   "  const consumers = gauge(\n    \"consumers\",\n    { labels: [\"q\"] },\n  );\n  return depth;\n}\n",
                   "function collect() {\n  const depth = gauge(\n    \"depth\",\n    { labels: [\"q\"] },\n  );\n"
                   "  const unacked = gauge(\n    \"unacked\",\n    { labels: [\"q\"] },\n  );\n  // ... existing code ...\n"
                   "}\n"),
}


@pytest.mark.parametrize("language", sorted(TAKEN))
def test_a_new_statement_is_not_read_over_the_tail_of_a_like_one(language):
    original, snippet = TAKEN[language]
    result = merge(original, snippet, language=language)
    assert not result.sure or "consumers" in result.text and "unacked" in result.text, result.text


def test_depth_refuses_a_restated_closer_taken_by_a_new_statement_of_another_name():
    from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    from fastapply.apply.merge.certify import certify
    from fastapply.apply.merge.snippet import Snippet
    from fastapply.apply.merge.source import Source

    original, snippet = TAKEN["python"]
    source, snip = Source(original, "python"), Snippet(snippet, "python")
    texts = snippet.split("\n")[:10]
    originals = [0, 1, 2, 3, 4, None, None, 7, 8]
    lines = tuple(Written(t, n, o) for n, (t, o) in enumerate(zip(texts, originals)))
    certificate = Certificate((Piece(WRITE, (0, 9), (0, 9), lines), Piece(KEEP, (9, 10), (9, 10), marker=9)))
    refusals = certify(source, snip, certificate, certificate.render(source.lines)).refusals
    assert any(x.startswith("depth:") and "another's tail" in x for x in refusals), refusals


SPACED = {  # language: (original, snippet adding a statement above a kept method, a blank line before the marker)
    "php": ("<?php\n\nfinal class Repo\n{\n    public function find(int $id): ?Item\n    {\n        return null;\n    }\n}\n",
            "final class Repo\n{\n    private const TTL = 600;\n\n    // ... existing code ...\n}\n",
            "    private const TTL = 600;\n\n"),
    "java": ("final class Repo {\n    public Item find(int id) {\n        return null;\n    }\n}\n",
             "final class Repo {\n    private static final int TTL = 600;\n\n    // ... existing code ...\n}\n",
             "    private static final int TTL = 600;\n\n"),
}


@pytest.mark.parametrize("language", sorted(SPACED))
def test_new_code_above_a_kept_block_keeps_the_blank_line_the_snippet_shows(language):
    original, snippet, new = SPACED[language]
    head = "final class Repo\n{\n" if language == "php" else "final class Repo {\n"
    result = merge(original, snippet, language=language)
    at = original.index(head) + len(head)
    assert result.text == original[:at] + new + original[at:], result.text


DOCKERFILE = """FROM node:20-alpine AS build
WORKDIR /app
COPY . .
RUN npm run build

FROM node:20-alpine
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist

EXPOSE 3000
CMD ["node", "dist/server.js"]
"""


def test_lines_kept_above_their_edits_with_a_line_added_are_refused():
    snippet = ("# ... keep existing code\n\nCOPY --from=build --chown=node:node /app/package.json ./package.json\n"
               "COPY --from=build --chown=node:node /app/dist ./dist\n\nUSER node\n\nEXPOSE 3000\n"
               "# ... keep existing code\n")
    result = merge(DOCKERFILE, snippet, language=None)
    assert not result.sure or "COPY --from=build /app/dist" not in result.text, result.text
