"""Fallback readings and the rules beside them: a chunk's weak edge line (a docstring's quotes, a comment rule, a
list item) written new by the first reading is read, where that reading is refused, on its twin in the original,
with the lines after it that run on equal lines (the block between rewritten); the certifier refuses such a
reading where another twin, kept, could be meant as well. Each case checks the first reading and the written one."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from first_reading import first_reading, reading

HEADER_RUNS = {  # (original, snippet, meant): two comment rule lines restated, the line after them replaced
    "python": ("#\n# tool.py\n#\n# Reads the config.\n#\n#\n\nfrom lib import *\n\n# the sample input\nsample = load()\n",
               "# ... existing code ...\n#\n#\n\nimport lib\n\n# the sample input\n# ... existing code ...\n",
               "#\n# tool.py\n#\n# Reads the config.\n#\n#\n\nimport lib\n\n# the sample input\nsample = load()\n"),
    "go": ("//\n// tool.go\n//\n// Reads the config.\n//\n//\n\npackage tool\n\nimport \"fmt\"\n\n// the sample input\n"
           "var sample = 1\n",
           "// ... existing code ...\n//\n//\n\npackage tool\n\nimport \"strings\"\n\n// the sample input\n"
           "// ... existing code ...\n",
           "//\n// tool.go\n//\n// Reads the config.\n//\n//\n\npackage tool\n\nimport \"strings\"\n\n// the sample input\n"
           "var sample = 1\n"),
    "lua": ("--\n-- tool.lua\n--\n-- Reads the config.\n--\n--\n\nlocal lib = require(\"lib\")\n\n-- the sample input\n"
            "local sample = lib.load()\n",
            "-- ... existing code ...\n--\n--\n\nlocal lib = require(\"lib2\")\n\n-- the sample input\n-- ... existing code ...\n",
            "--\n-- tool.lua\n--\n-- Reads the config.\n--\n--\n\nlocal lib = require(\"lib2\")\n\n-- the sample input\n"
            "local sample = lib.load()\n"),
}


@pytest.mark.parametrize("language", sorted(HEADER_RUNS))
def test_a_run_of_weak_edge_lines_stands_on_a_run_of_twins(language):
    """``#`` / ``#`` opening the chunk stand on the original's two ``#`` lines before the edited import, not the
    first of them on the nearest ``#`` and the second written new (three ``#`` lines, written sure before)."""
    original, snippet, meant = HEADER_RUNS[language]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (meant, True), result.reasons


DEPTHS = {  # (original, snippet, meant): a continuation line moved deeper; the line after keeps its depth
    "python": ('def f(a):\n    """\n    Args:\n        a: the value, as\n           read from the file.\n\n'
               '    Returns the sum.\n    """\n    return a\n',
               '# ... existing code ...\n        a: the value, now\n            read from the file.\n\n'
               '    Returns the sum.\n# ... existing code ...\n',
               'def f(a):\n    """\n    Args:\n        a: the value, now\n            read from the file.\n\n'
               '    Returns the sum.\n    """\n    return a\n'),
    "yaml": ("steps:\n  - run: |\n      make all\n       --quiet\n\n      make test\n  - run: lint\n",
             "# ... existing code ...\n      make everything\n        --quiet\n\n      make test\n# ... existing code ...\n",
             "steps:\n  - run: |\n      make everything\n        --quiet\n\n      make test\n  - run: lint\n"),
}


@pytest.mark.parametrize("language", [
    "python",
    pytest.param("yaml", marks=pytest.mark.xfail(strict=True, reason="wrong, fuzzy: the edited first line is not "
                 "paired with its old version, so the old two lines stay above the new ones (refused before)")),
])
def test_where_the_edge_anchors_differ_in_depth_as_many_ways_the_unshifted_depth_holds(language):
    """The chunk's first anchor moved deeper, its last one kept: as many anchors each way, so the snippet's own
    depth (no shift) is the chunk's, and the moved line is an edit of its depth, written as the snippet has it
    (the first shift met won before: the last line counted as moved, the moved one kept at its old depth)."""
    original, snippet, meant = DEPTHS[language]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (meant, True), result.reasons


SIBLING_TWINS = {  # (original, snippet, meant): a weak item restated after the first one, its twin five items on
    "yaml": ('python-versions:\n  - "2.7"\n  - "3.5"\n  - "3.6"\n  - "3.7"\n  - "3.8"\n  - "3.9"\n  - "pypy"\nos: linux\n',
             '# ... existing code ...\npython-versions:\n  - "2.7"\n  - "3.9"\n# ... existing code ...\n',
             'python-versions:\n  - "2.7"\n  - "3.9"\n  - "pypy"\nos: linux\n'),
    "markdown": ("## Supported versions\n\n- 2.7\n- 3.5\n- 3.6\n- 3.7\n- 3.8\n- 3.9\n- pypy\n\n## License\n",
                 "<!-- ... existing content ... -->\n## Supported versions\n\n- 2.7\n- 3.9\n"
                 "<!-- ... existing content ... -->\n",
                 "## Supported versions\n\n- 2.7\n- 3.9\n- pypy\n\n## License\n"),
    "python": ('TESTS = """\n    first case\n    [a TO b]\n    [c TO d]\n    [e TO f]\n    [g TO h]\n    [\\\\* TO \\\\*]\n'
               '    last case\n    """\n',
               '# ... existing code ...\nTESTS = """\n    first case\n    [\\\\* TO \\\\*]\n# ... existing code ...\n',
               'TESTS = """\n    first case\n    [\\\\* TO \\\\*]\n    last case\n    """\n'),
}


@pytest.mark.parametrize("language", sorted(SIBLING_TWINS))
def test_a_weak_last_line_written_above_its_twin_among_kept_siblings_is_refused(language):
    """The first reading writes the weak item new while its twin stands five items below, all of one depth (a
    list's items): refused (beyond the nearest four kept lines, written twice before); the fallback reading,
    the item restated and the items between deleted, is the one certified."""
    original, snippet, meant = SIBLING_TWINS[language]
    assert any("restated there, or written twice?" in x for x in first_reading(original, snippet, language))
    result = merge(original, snippet, language=language)
    assert (result.text, result.confidence) == (meant, "fuzzy"), result.reasons


LICENSES = {  # (original, snippet): a weak comment rule restated after a kept line; two rules stand after it
    "go": ("// Copyright 2020 The Authors\n//\n// Licensed under the Apache License.\n"
           "// You may not use this file except in compliance.\n// You may obtain a copy of the License at\n//\n"
           "//      http://www.apache.org/licenses/LICENSE-2.0\n//\n// Unless required by law.\n\npackage x\n",
           "/* ... unchanged ... */\n// You may not use this file except in compliance.\n//\n/* ... unchanged ... */\n"),
    "python": ("# Copyright 2020 The Authors\n#\n# Licensed under the Apache License.\n"
               "# You may not use this file except in compliance.\n# You may obtain a copy of the License at\n#\n"
               "#      http://www.apache.org/licenses/LICENSE-2.0\n#\n# Unless required by law.\n\nimport os\n",
               "# ... unchanged ...\n# You may not use this file except in compliance.\n#\n# ... unchanged ...\n"),
    "lua": ("-- Copyright 2020 The Authors\n--\n-- Licensed under the Apache License.\n"
            "-- You may not use this file except in compliance.\n-- You may obtain a copy of the License at\n--\n"
            "--      http://www.apache.org/licenses/LICENSE-2.0\n--\n-- Unless required by law.\n\nlocal x = 1\n",
            "-- ... unchanged ...\n-- You may not use this file except in compliance.\n--\n-- ... unchanged ...\n"),
}


@pytest.mark.parametrize("language", sorted(LICENSES))
def test_a_weak_line_restated_after_a_deletion_with_its_twin_kept_after_it_is_refused(language):
    """The first reading writes the ``//`` new (its twin kept just below: refused); the fallback reads it on the
    nearest ``//``, deleting the line before it, while the marker keeps another ``//`` two lines on: read there,
    the chunk deletes the URL too. The snippet does not say which: refused (one was written sure before)."""
    original, snippet = LICENSES[language]
    result = merge(original, snippet, language=language)
    assert not result.sure, result.text
    assert any("which the marker beside it keeps: read there, the chunk deletes 1 more line(s)" in x
               for x in reading(original, snippet, language, (1,)))
