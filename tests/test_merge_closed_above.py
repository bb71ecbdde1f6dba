"""A new line is not written deeper than a line right above it that only closes a block (apply/merge/certify.py,
``closed_above``): the block ends there, and the new line's depth says it belongs inside one the reading has left.
Seen in Go: a cut snippet's ``\\t\\tt.Fatal(...)`` written new after a function's closing ``}``, at the top level
(which tree-sitter-go parses without an error), ``fuzzy``."""

from __future__ import annotations

import pytest
from first_reading import assert_merged, assert_refused

DEEPER = {  # the new line at the depth of the ``if`` body of a(), the chunk pinned by b()'s first line
    "go": ("package main\n\nfunc a() {\n\tif ok {\n\t\trun()\n\t}\n}\n\nfunc b() {\n\tstop()\n}\n",
           "// ... existing code ...\n\t\tlog.Print(\"ran\")\n\nfunc b() {\n// ... existing code ...\n"),
    "javascript": ("function a() {\n  if (ok) {\n    run();\n  }\n}\n\nfunction b() {\n  stop();\n}\n",
                   "// ... existing code ...\n    log(\"ran\");\n\nfunction b() {\n// ... existing code ...\n"),
    "ruby": ("def a\n  if ok\n    run\n  end\nend\n\ndef b\n  stop\nend\n",
             "# ... existing code ...\n    log(\"ran\")\n\ndef b\n# ... existing code ...\n"),
}

NOT_DEEPER = {  # (language, original, snippet, merged): a sibling after the closer, an expression going on
    "go sibling": ("go", "package main\n\nfunc a() {\n\trun()\n}\n\nfunc b() {\n\tstop()\n}\n",
                   "// ... existing code ...\nfunc b() {\n\tstop()\n}\n\nfunc c() {\n\twalk()\n}\n",
                   "package main\n\nfunc a() {\n\trun()\n}\n\nfunc b() {\n\tstop()\n}\n\nfunc c() {\n\twalk()\n}\n"),
    "javascript chain": ("javascript", "load(url)\n  .then((r) => {\n    show(r);\n  })\n",
                         "load(url)\n  .then((r) => {\n    show(r);\n  })\n  .catch(report);\n",
                         "load(url)\n  .then((r) => {\n    show(r);\n  })\n  .catch(report);\n"),
}


@pytest.mark.parametrize("language", DEEPER)
def test_a_new_line_deeper_than_a_closing_line_above_it_is_refused(language: str) -> None:
    assert_refused(*DEEPER[language], language, "which closes a block")


@pytest.mark.parametrize("case", NOT_DEEPER)
def test_new_lines_after_a_closing_line_at_its_depth_or_going_on_an_expression(case: str) -> None:
    language, original, snippet, merged = NOT_DEEPER[case]
    assert_merged(original, snippet, language, merged)
