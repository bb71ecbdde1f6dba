"""A chunk of new code after a marker at the margin, at the end of the file, is pinned by that edge, unless its
first line continues a statement (``else``, ``except``, ``catch``, ``finally``): then it continues the file's last
statement, which the snippet does not show, and could continue another one (apply/merge/pinned.py, ``_at_edge``).
Seen in a dedented snippet: ``else:`` / ``print(...)`` meant for an ``if`` inside a loop was written after the
loop as its ``for ... else``, ``fuzzy``."""

from __future__ import annotations

import pytest
from first_reading import assert_merged, assert_refused

CONTINUES = {  # (language, original ending with a statement the clause would attach to, snippet)
    "python for-else": ("python", "import sys\n\nfor arg in sys.argv:\n    if arg == '-v':\n        print('verbose')\n",
                        "# ... existing code ...\nelse:\n    print('done')\n"),
    "python except": ("python", "import json\n\ntry:\n    data = json.load(open('a.json'))\nexcept ValueError:\n"
                      "    data = {}\n", "# ... existing code ...\nexcept OSError:\n    data = None\n"),
    "javascript": ("javascript", "const a = process.argv[2];\n\nif (a) {\n  run(a);\n}\n",
                   "// ... existing code ...\nelse stop(a);\n"),
    "php": ("php", "<?php\n$a = $argv[1];\n\nif ($a) {\n    run($a);\n}\n",
            "// ... existing code ...\nelse\n    stop($a);\n"),
}

NEW_CODE = {  # new code at the file's end after a marker at the margin: pinned by the edge
    "python": ("python", "import sys\n\nfor arg in sys.argv:\n    print(arg)\n",
               "# ... existing code ...\nprint('done')\n",
               "import sys\n\nfor arg in sys.argv:\n    print(arg)\nprint('done')\n"),
    "python call named like a clause": ("python", "import sys\n\nfor arg in sys.argv:\n    print(arg)\n",
                                        "# ... existing code ...\nensure(sys.argv)\n",
                                        "import sys\n\nfor arg in sys.argv:\n    print(arg)\nensure(sys.argv)\n"),
    "javascript": ("javascript", "const a = 1;\n\nif (a) {\n  run(a);\n}\n", "// ... existing code ...\nstop();\n",
                   "const a = 1;\n\nif (a) {\n  run(a);\n}\nstop();\n"),
}


@pytest.mark.parametrize("case", CONTINUES)
def test_a_clause_that_continues_a_statement_is_not_pinned_by_the_file_end(case: str) -> None:
    language, original, snippet = CONTINUES[case]
    assert_refused(original, snippet, language, "pinned: ")


@pytest.mark.parametrize("case", NEW_CODE)
def test_new_code_after_a_marker_at_the_margin_goes_at_the_file_end(case: str) -> None:
    language, original, snippet, merged = NEW_CODE[case]
    assert_merged(original, snippet, language, merged)
