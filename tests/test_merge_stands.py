"""A chunk's weak edge lines that equal original lines a few lines off its anchors: new lines, or those lines
with the ones between deleted? Where only the second keeps the program whole (a closing quote), it is meant; a
bare comment line is new (a weak line anchors only right beside its anchor)."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

M = "# ... existing code ..."

PY = '''def is_token(token, i=None, t=None):
    """Check a token.

    :return: bool
    """
    clss = i
    types = [t] if t else t
    patterns = [m] if m else m

    if token is None:
        return False
    elif clss and isinstance(token, clss):
        return True
    return False


def consume(iterator, n):
    """Advance the iterator."""
    deque(itertools.islice(iterator, n), maxlen=0)
'''
PY_SNIPPET = f'''{M}
    """
    if token is None:
        return False
    if i and isinstance(token, i):
        return True
    return False


def consume(iterator, n):
    """Advance the iterator."""
{M}
'''
PY_RIGHT = PY.replace('''    clss = i
    types = [t] if t else t
    patterns = [m] if m else m

''', "").replace("elif clss and isinstance(token, clss)", "if i and isinstance(token, i)")
KT = '''fun check(token: Token?, i: Kind?): Boolean {
    println(
        """
        Check a token.
        """
    )
    val clss = i
    val types = listOf(i)
    val patterns = listOf(token)
    val seen = mutableSetOf<Token>()
    val depth = 0

    if (token == null) {
        return false
    }
    return clss != null
}

fun consume(n: Int) {
    println(
        """
        Advance.
        """
    )
}
'''
KT_SNIPPET = '''// ... existing code ...
        """
    )
    if (token == null) {
        return false
    }
    return i != null
}

fun consume(n: Int) {
// ... existing code ...
'''
KT_RIGHT = KT.replace('''    val clss = i
    val types = listOf(i)
    val patterns = listOf(token)
    val seen = mutableSetOf<Token>()
    val depth = 0

''', "").replace("return clss != null", "return i != null")


@pytest.mark.parametrize(("original", "snippet", "right", "language"), [
    (PY, PY_SNIPPET, PY_RIGHT, "python"),
    (KT, KT_SNIPPET, KT_RIGHT, "kotlin"),
])
def test_a_closing_quote_a_few_lines_above_is_the_original_one(original, snippet, right, language) -> None:
    """The snippet opens with the docstring's (string's) closing quotes, then the body without its first lines:
    read as new, the quotes would open a string that swallows the rest; read as the original ones, the lines
    between are deleted, and only that keeps the program whole."""
    result = merge(original, snippet, language=language)
    assert result.text == right, result.reasons
    assert result.sure, result.reasons


RUN = {
    "python": ("def run(token):\n    #\n    clss = token.cls\n    types = token.types\n    patterns = token.patterns\n\n"
               "    if token is None:\n        return False\n    return True\n",
               f"{M}\n    #\n    if token is None:\n        warn(token)\n        return False\n{M}\n"),
    "javascript": ("function run(token) {\n  //\n  const clss = token.cls;\n  const types = token.types;\n"
                   "  const patterns = token.patterns;\n\n  if (token === null) {\n    return false;\n  }\n"
                   "  return true;\n}\n",
                   "// ... existing code ...\n  //\n  if (token === null) {\n    warn(token);\n    return false;\n"
                   "// ... existing code ...\n"),
}


@pytest.mark.parametrize("language", sorted(RUN))
def test_a_bare_comment_line_a_few_lines_above_is_new(language) -> None:
    """A bare comment line above the edited ``if``: a weak line, four lines off its anchor, so a new one there;
    the lines between are kept, never deleted on the word of a bare comment."""
    original, snippet = RUN[language]
    result = merge(original, snippet, language=language)
    comment, anchor, call = {"python": ("    #\n", "    if token is None:\n", "        warn(token)\n"),
                             "javascript": ("  //\n", "  if (token === null) {\n", "    warn(token);\n")}[language]
    assert result.text == original.replace(anchor, comment + anchor + call), result.reasons
    assert result.confidence == "exact", result.reasons
