"""A data file's key that the snippet states whole (a marker at the margin after it) but that restates or edits
none of the keys it holds in the original is refused (apply/merge/deletions.py, ``_no_key_kept``): its new keys
may be meant beside the old ones, and the marker at the margin does not say which. A key restated whole with some
of its keys shown still replaces the original whole (the keys it leaves out are deleted).
Seen in a CI workflow: ``on:`` / ``  merge_group:`` / a marker: the push, pull_request and workflow_dispatch
triggers were deleted, ``exact``."""

from __future__ import annotations

import pytest
from first_reading import assert_merged, assert_refused

NEW_KEYS_ONLY = {  # YAML shapes
    "workflow": ("name: CI\n\non:\n  push:\n    branches: [main]\n  pull_request:\n    branches: [main]\n\nenv:\n"
                 "  FORCE_COLOR: \"1\"\n",
                 "# ... existing code ...\non:\n  merge_group:\n# ... existing code ...\n"),
    "compose": ("services:\n  web:\n    image: app:1\n    environment:\n      DEBUG: \"0\"\n      PORT: \"80\"\n"
                "  db:\n    image: postgres:16\n",
                "services:\n  web:\n    # ... existing code ...\n    environment:\n      LOG_LEVEL: info\n"
                "# ... existing code ...\n"),
    "k8s": ("spec:\n  containers:\n    - name: app\n      resources:\n        limits:\n          cpu: 500m\n"
            "          memory: 128Mi\n      ports:\n        - containerPort: 80\n",
            "# ... existing code ...\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n"
            "# ... existing code ...\n"),
}

OTHER_READINGS = {  # (language, original, snippet, the merged file): where the snippet itself says which
    "toml joins": ("toml", '[project]\nname = "demo"\n\n[tool.ruff]\nline-length = 100\n\n[tool.pytest]\naddopts = "-q"\n',
                   '# ... existing code ...\n[tool.ruff]\nselect = ["E"]\n\n# ... existing code ...\n',
                   '[project]\nname = "demo"\n\n[tool.ruff]\nselect = ["E"]\nline-length = 100\n\n[tool.pytest]\n'
                   'addopts = "-q"\n'),  # (a table's marker at the margin stands for the rest of it)
    "json closes": ("json", '{\n  "name": "demo",\n  "scripts": {\n    "build": "tsc"\n  },\n  "license": "MIT"\n}\n',
                    '{\n  // ... existing code ...\n  "scripts": {\n    "lint": "eslint ."\n  },\n  // ... existing code ...\n}\n',
                    '{\n  "name": "demo",\n  "scripts": {\n    "lint": "eslint ."\n  },\n  "license": "MIT"\n}\n'),
}  # (its closing line restated: nothing of the old object lies between what the snippet shows)

SOME_KEYS_KEPT = {  # (original, snippet, the merged file)
    "yaml": ("on:\n  push:\n    branches: [main]\n  pull_request:\n    branches: [main]\n\nenv:\n  A: \"1\"\n  B: \"2\"\n",
             "# ... existing code ...\nenv:\n  A: \"1\"\n  C: \"3\"\n",
             "on:\n  push:\n    branches: [main]\n  pull_request:\n    branches: [main]\n\nenv:\n  A: \"1\"\n  C: \"3\"\n"),
    "toml": ('[project]\nname = "demo"\n\n[tool.ruff]\nline-length = 100\ntarget-version = "py311"\n',
             '# ... existing code ...\n[tool.ruff]\nline-length = 120\ntarget-version = "py311"\n',
             '[project]\nname = "demo"\n\n[tool.ruff]\nline-length = 120\ntarget-version = "py311"\n'),
}


@pytest.mark.parametrize("shape", NEW_KEYS_ONLY)
def test_a_yaml_key_stated_whole_with_none_of_its_keys_is_refused(shape: str) -> None:
    assert_refused(*NEW_KEYS_ONLY[shape], "yaml", "key(s) it holds in the original")


@pytest.mark.parametrize("case", OTHER_READINGS)
def test_a_key_with_new_keys_only_where_the_snippet_says_which(case: str) -> None:
    language, original, snippet, merged = OTHER_READINGS[case]
    assert_merged(original, snippet, language, merged)


@pytest.mark.parametrize("language", SOME_KEYS_KEPT)
def test_a_key_restated_with_some_of_its_keys_replaces_it_whole(language: str) -> None:
    assert_merged(*SOME_KEYS_KEPT[language][:2], language, SOME_KEYS_KEPT[language][2])


@pytest.mark.parametrize("original, snippet", [
    ("x", '"a": {'),
    ('      "suggested_key": {', "    {"),
    ("      },", '  "commands": {\n    "group-by-domain": {\n      "suggested_key": {\n    },\n      "suggested_key": {\n'
     "      },"),
])
def test_an_unclosed_object_is_read_to_the_texts_end_not_past_it(original: str, snippet: str) -> None:
    """The parser closes an unclosed text with a brace past its last line; the declarations end at that line (an
    IndexError came out of the merge)."""
    from fastapply.apply.merge import merge
    result = merge(original, snippet, language="json")
    assert result.confidence in ("exact", "fuzzy", "ambiguous", "failed")
