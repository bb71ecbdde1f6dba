"""A chunk is pinned by a run of its lines that stands once among the lines its declarations allow (the certifier's
*pinned*, read with ``scopes``: apply/merge/pinned.py), and a line too weak to anchor, written where the original
has that very line, is restated, not an edit (apply/merge/place.py). Seen on compose files written by people who
never read the merge: the ``environment:`` block of ``api`` and ``worker`` alike, the snippet showing ``api``'s;
and a chunk of ``  api:`` alone between two markers. Each was refused before."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

TWINS = {  # language: (original with two like blocks in two declarations, snippet editing the first, old, new)
    "yaml": ("services:\n  api:\n    image: app\n    environment:\n      A: \"1\"\n      B: \"2\"\n    ports:\n"
             "      - \"80:80\"\n\n  worker:\n    image: app\n    environment:\n      A: \"1\"\n      B: \"2\"\n",
             "services:\n  api:\n    # ... image unchanged ...\n    environment:\n      A: \"1\"\n      B: \"2\"\n"
             "      C: \"3\"\n    # ... ports unchanged ...\n\n  # ... worker unchanged ...\n",
             "      B: \"2\"\n    ports:", "      B: \"2\"\n      C: \"3\"\n    ports:"),
    "python": ("class Api:\n    image = \"app\"\n\n    def env(self):\n        a = 1\n        b = 2\n        return a + b\n\n\n"
               "class Worker:\n    image = \"app\"\n\n    def env(self):\n        a = 1\n        b = 2\n        return a + b\n",
               "class Api:\n    # ... image unchanged ...\n\n    def env(self):\n        a = 1\n        b = 2\n        c = 3\n"
               "        # ... rest unchanged ...\n\n\n# ... Worker unchanged ...\n",
               "        b = 2\n        return a + b\n\n\nclass Worker",
               "        b = 2\n        c = 3\n        return a + b\n\n\nclass Worker"),
}


@pytest.mark.parametrize("language", sorted(TWINS))
def test_a_run_found_once_in_its_declaration_pins_its_chunk(language) -> None:
    original, snippet, old, new = TWINS[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(old, new, 1), (result.reasons, result.text)


def test_a_weak_line_written_where_the_original_has_it_is_restated() -> None:
    original = ("services:\n  db:\n    image: postgres\n\n  api:\n    image: app\n    environment:\n"
                "      A: \"1\"\n    ports:\n      - \"80:80\"\n")
    snippet = ("services:\n  # ... db unchanged ...\n\n  api:\n    # ... image as before ...\n    environment:\n"
               "      A: \"1\"\n      B: \"2\"\n    # ... ports as before ...\n")
    result = merge(original, snippet, language="yaml")
    assert result.sure and result.text == original.replace("      A: \"1\"\n", "      A: \"1\"\n      B: \"2\"\n"), \
        (result.reasons, result.text)
