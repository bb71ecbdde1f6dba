"""A marker between two chunks stands for some original lines: a reading that puts the two chunks right next to
each other in the original, a line written new against the marker, is refused (apply/merge/certify.py,
``stands_for_code``); a marker between two lines the original has side by side, both restated or edited, says
nothing and is no refusal.
Seen where a snippet moves a list item up and shows the rest with a marker: read with the moved item as the old
first items' new version, the items between were deleted, ``exact``."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from first_reading import first_reading

MOVED = {
    "python": ("import re\n\nfrom .util import (\n    col,\n    line,\n    lineno,\n    _collapse,\n    replaced,\n)\n\n\n"
               "def f():\n    return col\n",
               "import re\n\nfrom .util import (\n    _collapse,\n    # ... existing code ...\n    lineno,\n    replaced,\n)\n"
               "# ... existing code ...\n"),
    "javascript": ('import fs from "fs";\nimport {\n  col,\n  line,\n  lineno,\n  collapse,\n  replaced,\n} from "./util";\n\n'
                   "export function f() {\n  return col;\n}\n",
                   'import fs from "fs";\nimport {\n  collapse,\n  // ... existing code ...\n  lineno,\n  replaced,\n'
                   '} from "./util";\n// ... existing code ...\n'),
    "go": ('package main\n\nimport (\n\t"bytes"\n\t"context"\n\t"strings"\n\t"errors"\n\t"net/http"\n)\n\nfunc f() {\n'
           '\thttp.Get("x")\n}\n',
           'package main\n\nimport (\n\t"errors"\n\t// ... existing code ...\n\t"strings"\n\t"net/http"\n)\n'
           "// ... existing code ...\n"),
}


@pytest.mark.parametrize("language", MOVED)
def test_a_marker_between_two_chunks_placed_side_by_side_is_refused(language: str) -> None:
    original, snippet = MOVED[language]
    result = merge(original, snippet, language=language)
    assert not result.sure, result.text
    assert any("stands between two chunks" in r for r in first_reading(original, snippet, language)), \
        first_reading(original, snippet, language)


SIDE_BY_SIDE = {  # (original, the line the marker goes after, old, new): the marker stands for a blank line, or none
    "blank": {
        "python": ("def a():\n    return 1\n\n\ndef b():\n    return 2\n", "    return 1", "return 2", "return 3"),
        "javascript": ("function a() {\n  return 1;\n}\n\nfunction b() {\n  return 2;\n}\n", "}", "return 2", "return 3"),
        "go": ("package main\n\nfunc a() int {\n\treturn 1\n}\n\nfunc b() int {\n\treturn 2\n}\n", "}", "return 2",
               "return 3"),
    },
    "none": {
        "python": ("def f():\n    total = 1\n    count = 2\n    return total + count\n", "    total = 1", "+", "*"),
        "javascript": ("function f() {\n  const total = 1;\n  const count = 2;\n  return total + count;\n}\n",
                       "  const total = 1;", "+", "*"),
        "go": ("package main\n\nfunc f() int {\n\ttotal := 1\n\tcount := 2\n\treturn total + count\n}\n", "\ttotal := 1",
               "+", "*"),
    },
}


@pytest.mark.parametrize("language", ["python", "javascript", "go"])
@pytest.mark.parametrize("gap", SIDE_BY_SIDE)
def test_a_marker_between_two_chunks_may_stand_for_blank_lines_or_none_between_restated_lines(gap: str,
                                                                                              language: str) -> None:
    """Two functions with a marker between them that stands for the blank line there; ``total = 1`` / marker /
    ``count = 2``, both restated, the marker standing for no line: the edit below it is written."""
    original, after, old, new = SIDE_BY_SIDE[gap][language]
    lines = original.split("\n")
    at = lines.index(after)
    indent = after[: len(after) - len(after.lstrip())] if gap == "none" else ""
    comment = "#" if language == "python" else "//"
    snippet = "\n".join([*lines[: at + 1], f"{indent}{comment} ... existing code ...", *lines[at + 1 :]])
    result = merge(original, snippet.replace(old, new), language=language)
    assert result.sure and result.text == original.replace(old, new), result.reasons
