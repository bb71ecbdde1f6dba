"""A bare ``continue`` (``break``, ``pass``, ``return``) in a block the snippet opens with a new line stands only
for one in a block that line's version opens (apply/merge/scopes.py): a new ``if ...: continue`` added right
after an ``except`` body that ends with ``continue`` took that ``continue`` for its own, moving the ``except``'s
into the new block (a certified reading beside the right one: refused as ambiguous, or written where it was the
only one)."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

FETCH = ("def fetch(urls):\n    out = []\n    for url in urls:\n        try:\n            r = get(url)\n"
         "        except IOError:\n            log(url)\n            continue\n        if r.status >= 500:\n"
         "            continue\n        out.append(r)\n    return out\n")
FETCH_SNIPPET = ("def fetch(urls):\n    # ... existing code ...\n        if r.status == 429:\n            wait(r)\n"
                 "            continue\n        if r.status >= 500:\n            continue\n        out.append(r)\n"
                 "    return out\n")
NEW_BLOCK = {  # (language, original, snippet, the merged file)
    "python": ("python", FETCH, FETCH_SNIPPET, FETCH.replace(
        "        if r.status >= 500:", "        if r.status == 429:\n            wait(r)\n            continue\n"
        "        if r.status >= 500:")),
    "go": ("go", "func fetch(urls []string) []Resp {\n\tvar out []Resp\n\tfor _, url := range urls {\n"
           "\t\tr, err := get(url)\n\t\tif err != nil {\n\t\t\tlog(url)\n\t\t\tcontinue\n\t\t}\n"
           "\t\tif r.Status >= 500 {\n\t\t\tcontinue\n\t\t}\n\t\tout = append(out, r)\n\t}\n\treturn out\n}\n",
           "func fetch(urls []string) []Resp {\n\t// ... existing code ...\n\t\t\tcontinue\n\t\t}\n"
           "\t\tif r.Status == 429 {\n\t\t\twait(r)\n\t\t\tcontinue\n\t\t}\n\t\tif r.Status >= 500 {\n\t\t\tcontinue\n"
           "\t\t}\n\t// ... existing code ...\n}\n",
           "func fetch(urls []string) []Resp {\n\tvar out []Resp\n\tfor _, url := range urls {\n"
           "\t\tr, err := get(url)\n\t\tif err != nil {\n\t\t\tlog(url)\n\t\t\tcontinue\n\t\t}\n"
           "\t\tif r.Status == 429 {\n\t\t\twait(r)\n\t\t\tcontinue\n\t\t}\n"
           "\t\tif r.Status >= 500 {\n\t\t\tcontinue\n\t\t}\n\t\tout = append(out, r)\n\t}\n\treturn out\n}\n"),
}


@pytest.mark.parametrize("case", sorted(NEW_BLOCK))
def test_a_new_block_ending_in_a_jump_keeps_the_jump_of_the_block_before(case: str) -> None:
    language, original, snippet, merged = NEW_BLOCK[case]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == merged, (result.reasons, result.text)


def test_a_jump_of_an_edited_block_still_restates_its_old_one() -> None:
    """``if a or b:`` for ``if a:``: its ``continue`` is the old one (the block's opener is a version of it)."""
    original = "for x in xs:\n    if x is None:\n        continue\n    use(x)\n"
    result = merge(original, "for x in xs:\n    if x is None or x < 0:\n        continue\n    use(x)\n", language="python")
    assert (result.confidence, result.text) == ("exact", original.replace("None:", "None or x < 0:")), result.reasons


def test_anchors_refuses_a_jump_taken_into_a_new_block() -> None:
    """The certifier on its own (hand-built): the ``except``'s ``continue`` read as the new block's is refused."""
    source, snippet = Source(FETCH, "python"), Snippet(FETCH_SNIPPET, "python")
    lines = FETCH_SNIPPET.splitlines()
    def reading(jump: int | None, start: int) -> Certificate:
        tail = (Written(lines[2], 2, None), Written(lines[3], 3, None), Written(lines[4], 4, jump)) + tuple(
            Written(lines[k], k, k + 3) for k in range(5, 9))
        return Certificate((Piece(KEEP, (0, 0), (0, 0)), Piece(WRITE, (0, 1), (0, 1), (Written(lines[0], 0, 0),)),
                            Piece(KEEP, (1, 2), (1, start), marker=1), Piece(WRITE, (2, 9), (start, 12), tail),
                            Piece(KEEP, (9, 9), (12, 12))))
    taken = reading(7, 7)
    out = certify(source, snippet, taken, taken.render(source.lines))
    assert "anchors: snippet line 5 restates original line 8, which it may not stand for (another declaration's, " \
           "or a block its new opener does not open)" in out.refusals, out.refusals
    right = reading(None, 8)
    assert certify(source, snippet, right, right.render(source.lines)).confidence == "exact"
