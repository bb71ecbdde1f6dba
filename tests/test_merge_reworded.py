"""A chunk whose first (last) line is a weak delimiter -- ``\"\"\"``, ``/**``, ``/*`` -- and whose next lines reword
the original lines after that delimiter, anchored only further in: the delimiter is the original one, and the
lines between are the old version of the reworded ones (replaced, not kept above them). Where the lines between
read unlike the new ones, the delimiter stays new code."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

PY = '''import os


def load(path):
    """
    Read the settings file at path and return
    its values as a dict of strings.

    Raises OSError when the file is missing.
    """
    with open(path) as f:
        return dict(line.split("=", 1) for line in f)


def save(path, values):
    with open(path, "w") as f:
        f.writelines(f"{k}={v}\\n" for k, v in values.items())
'''
PY_SNIPPET = '''# ... existing code ...
    """
    Read the settings file at path and return its values
    as a dict of strings, keys and values stripped.

    Raises OSError when the file is missing.
    """
    # ... existing code ...
'''

JS = """import { db } from "./db.js";

/**
 * Find the user with this id,
 * or null when there is none.
 * @param {string} id
 */
export async function findUser(id) {
  return db.users.get(id) ?? null;
}

export async function listUsers() {
  return db.users.all();
}
"""
JS_SNIPPET = """// ... existing code ...
/**
 * Find the user with this id, or null
 * when no user has it.
 * @param {string} id
 */
export async function findUser(id) {
// ... existing code ...
"""

C = """#include <stdio.h>

/*
 * Print the usage line and
 * the list of known commands.
 */
static void usage(void)
{
    puts("usage: tool CMD");
}

int main(void)
{
    usage();
    return 0;
}
"""
C_SNIPPET = """/* ... existing code ... */
/*
 * Print the usage line and then
 * every known command, one a line.
 */
static void usage(void)
/* ... existing code ... */
"""

CASES = {  # original, snippet, (old lines, their new version)
    "python": (PY, PY_SNIPPET, ("    Read the settings file at path and return\n    its values as a dict of strings.\n",
                                "    Read the settings file at path and return its values\n"
                                "    as a dict of strings, keys and values stripped.\n")),
    "javascript": (JS, JS_SNIPPET, (" * Find the user with this id,\n * or null when there is none.\n",
                                    " * Find the user with this id, or null\n * when no user has it.\n")),
    "c": (C, C_SNIPPET, (" * Print the usage line and\n * the list of known commands.\n",
                         " * Print the usage line and then\n * every known command, one a line.\n")),
}


@pytest.mark.parametrize("language", CASES)
def test_lines_reworded_after_a_weak_first_line_replace_the_old_ones(language):
    original, snippet, (old, new) = CASES[language]
    assert original.count(old) == 1
    result = merge(original, snippet, language=language)
    assert result.sure, result.reasons
    assert result.text == original.replace(old, new)


UNLIKE = {  # new lines whose words are unlike the old ones between the delimiter and the anchor
    "python": "    Parse KEY=VALUE pairs.\n    Unknown keys are an error.\n",
    "javascript": " * Look a user up by key.\n * Throws on a closed pool.\n",
    "c": " * Show help, then exit.\n * Exit code two.\n",
}


@pytest.mark.parametrize("language", CASES)
def test_a_weak_first_line_before_unlike_new_lines_delimits_them_only_as_a_fallback(language):
    """New lines whose words are unlike the old ones between the delimiter and the anchor: no rewording, so the
    first reading writes the delimiter new (and keeps the old lines), which the certifier refuses (the quotes or
    the comment opened twice); the fallback reading, the delimiter on its original line and the old lines
    rewritten, is then the one certified reading (real docstring rewrites read so)."""
    original, snippet, (old, new) = CASES[language]
    result = merge(original, snippet.replace(new, UNLIKE[language]), language=language)
    assert result.text == original.replace(old, UNLIKE[language]), result.reasons
    assert result.confidence == "fuzzy" and "the only one of 2 readings that is certified" in result.reasons


# ---- a comment line reworded right above the chunk's first restated line: its old wording is replaced

DOC = {
    "javascript": ("/**\n * Scale a value.\n * a: the value, as\n *   given by the caller\n */\nfunction scale(a) {\n"
                   "  return a * 2;\n}\n\nfunction other() {\n  return 1;\n}\n",
                   "// ... existing code ...\n * a: the value, {}\n *   given by the caller\n */\nfunction scale(a) {\n"
                   "  return a * 3;\n}\n// ... existing code ...\n"),
    "python": ("import os\n\n\n# Scale a value.\n# a: the value, as\n#   given by the caller\ndef scale(a):\n"
               "    return a * 2\n\n\ndef other():\n    return 1\n",
               "# ... existing code ...\n# a: the value, {}\n#   given by the caller\ndef scale(a):\n    return a * 3\n"
               "# ... existing code ...\n"),
    "go": ("package main\n\n// Scale scales a value.\n// a: the value, as\n//   given by the caller\nfunc Scale(a int) int {\n"
           "\treturn a * 2\n}\n\nfunc other() int {\n\treturn 1\n}\n",
           "// ... existing code ...\n// a: the value, {}\n//   given by the caller\nfunc Scale(a int) int {\n"
           "\treturn a * 3\n}\n// ... existing code ...\n"),
}


@pytest.mark.parametrize("language", DOC)
def test_a_comment_line_reworded_above_the_first_restated_line_replaces_its_old_wording(language: str) -> None:
    """`` * a: the value, as`` -> ``now``: the new line reads like the kept one (0.86, under the 0.9 any line needs)
    and stands in its place: its new wording, not a line added beside it (both were kept, ``exact``, before)."""
    original, snippet = DOC[language]
    result = merge(original, snippet.replace("{}", "now"), language=language)
    assert result.text == original.replace(", as\n", ", now\n").replace("a * 2", "a * 3"), result.reasons
    assert result.sure, result.reasons


@pytest.mark.parametrize("language", DOC)
def test_a_comment_line_unlike_the_one_above_the_chunk_is_added(language: str) -> None:
    """A new comment line that reads unlike the kept one beside it is a line added: both stay."""
    original, snippet = DOC[language]
    added = snippet.replace("{}", "now").replace("a: the value, now", "b: the count, if any")
    result = merge(original, added, language=language)
    line = added.splitlines()[1]
    assert result.text == original.replace(line.replace("b: the count, if any", "a: the value, as") + "\n",
                                           line.replace("b: the count, if any", "a: the value, as") + "\n" + line + "\n"
                                           ).replace("a * 2", "a * 3"), result.reasons
    assert result.sure, result.reasons


def test_beside_refuses_a_comment_line_kept_next_to_its_reworded_version() -> None:
    """The certifier on its own (a reading that keeps the old wording above the new one is refused)."""
    from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    from fastapply.apply.merge.certify import certify
    from fastapply.apply.merge.snippet import Snippet
    from fastapply.apply.merge.source import Source

    original = "import os\n\n\n# a: the value, as\n#   given by the caller\ndef scale(a):\n    return a * 2\n"
    snippet = Snippet("# ... existing code ...\n# a: the value, now\n#   given by the caller\ndef scale(a):\n"
                      "    return a * 3\n", "python")
    source = Source(original, "python")
    kept_beside = Certificate((Piece(KEEP, (0, 1), (0, 4), marker=0),
                               Piece(WRITE, (1, 5), (4, 7), (Written("# a: the value, now", 1, None),
                                                             Written("#   given by the caller", 2, 4),
                                                             Written("def scale(a):", 3, 5),
                                                             Written("    return a * 3", 4, None)))))
    verdict = certify(source, snippet, kept_beside, kept_beside.render(source.lines))
    assert any(r.startswith("beside:") and "a: the value, as" in r for r in verdict.refusals), verdict.refusals
