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


def test_a_weak_first_line_before_unlike_new_lines_is_not_their_delimiter():
    """New lines whose words are unlike the old ones between the delimiter and the anchors: no rewording, the old
    lines are not replaced (the merge keeps them, or refuses)."""
    snippet = PY_SNIPPET.replace("Read the settings file at path and return its values", "Parse KEY=VALUE pairs.")
    snippet = snippet.replace("as a dict of strings, keys and values stripped.", "Unknown keys are an error.")
    result = merge(PY, snippet, language="python")
    assert "Parse KEY=VALUE pairs." in (result.text or "")
    assert "Read the settings file at path and return" in result.text
