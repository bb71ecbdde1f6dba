"""New code is not written between a comment and the code it documents (apply/merge/certify.py, ``documented``,
rule "beside"): a chunk that restates a comment as its last placed line and writes new code after it, before a
marker that keeps the line of code right below that comment, may have written that code's new version, the old
one kept beside it. Seen in mkdocs' base.js: a jQuery ``$("li.disabled a").click(...)`` rewritten with
``document.querySelectorAll("li.disabled a").forEach(...)`` under its comment, both kept, ``exact``."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from first_reading import assert_merged, first_reading

UNDER_COMMENT = {  # (original, snippet, the old line that must not be written beside the new one)
    "javascript": ('import $ from "jquery";\n\n/* Prevent disabled links from reloading */\n'
                   '$("li.disabled a").click(function () {\n  event.preventDefault();\n});\n\n'
                   "function other() {\n  return 1;\n}\n",
                   "// ... existing code ...\n/* Prevent disabled links from reloading */\n"
                   'document.querySelectorAll("li.disabled a").forEach(function (item) {\n'
                   '  item.addEventListener("click", (e) => e.preventDefault());\n});\n// ... existing code ...\n',
                   '$("li.disabled a").click(function () {'),
    "python": ('import os\n\n# The cache directory, created on first use\nCACHE = os.path.expanduser("~/.cache/app")\n\n\n'
               "def main():\n    return CACHE\n",
               '# ... existing code ...\n# The cache directory, created on first use\nCACHE_DIR = Path.home() / ".cache" / "app"\n'
               "# ... existing code ...\n",
               'CACHE = os.path.expanduser("~/.cache/app")'),
    "go": ("package main\n\n// maxRetries bounds how often a request is retried\nconst maxRetries = 3\n\nfunc main() {\n"
           "\trun(maxRetries)\n}\n",
           '// ... existing code ...\n// maxRetries bounds how often a request is retried\nvar retryLimit = config.Int("retries", 5)\n'
           "// ... existing code ...\n",
           "const maxRetries = 3"),
}


@pytest.mark.parametrize("language", UNDER_COMMENT)
def test_new_code_between_a_comment_and_the_code_it_documents_is_refused(language: str) -> None:
    original, snippet, old = UNDER_COMMENT[language]
    assert any("the code that comment documents" in r for r in first_reading(original, snippet, language)), \
        first_reading(original, snippet, language)
    result = merge(original, snippet, language=language)
    assert not (result.sure and old in result.text), result.text  # (another reading may replace it: javascript)


def test_new_code_under_a_section_comment_with_a_blank_line_after_it_is_written() -> None:
    original = "# --- helpers ---\n\ndef a():\n    return 1\n"
    snippet = "# --- helpers ---\ndef b():\n    return 2\n\n# ... existing code ...\n"
    assert_merged(original, snippet, "python", "# --- helpers ---\ndef b():\n    return 2\n\ndef a():\n    return 1\n")
