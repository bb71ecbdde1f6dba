"""Deletion markers in brackets or with longer words, a guarded declaration removed whole with its guard, and a
chunk pinned by the end of the block its indented marker stands in (the chunk before opens it)."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

GUARDED = {
    "php": ("<?php\n\nif (!function_exists('slugify')) {\n    function slugify(string $t): string\n    {\n"
            "        return strtolower($t);\n    }\n}\n\nif (!function_exists('legacy_slugify')) {\n"
            "    function legacy_slugify(string $t): string\n    {\n        return str_replace(' ', '_', $t);\n"
            "    }\n}\n\nif (!function_exists('initials')) {\n    function initials(string $n): string\n    {\n"
            "        return substr($n, 0, 2);\n    }\n}\n",
            "<?php\n\n// ... existing code ...\n\n// (removed the deprecated legacy_slugify() helper: no callers left)\n\n"
            "if (!function_exists('initials')) {\n// ... existing code ...\n",
            "legacy_slugify"),
    "javascript": ("if (typeof slugify === 'undefined') {\n  function slugify(t) {\n    return t.toLowerCase();\n  }\n}\n\n"
                   "if (typeof legacySlugify === 'undefined') {\n  function legacySlugify(t) {\n"
                   "    return t.replace(/ /g, '_');\n  }\n}\n\nif (typeof initials === 'undefined') {\n"
                   "  function initials(n) {\n    return n.slice(0, 2);\n  }\n}\n",
                   "// ... existing code ...\n\n// ... removed legacySlugify(): no callers left ...\n\n"
                   "if (typeof initials === 'undefined') {\n// ... existing code ...\n",
                   "legacySlugify"),
}


@pytest.mark.parametrize("language", sorted(GUARDED))
def test_a_named_declaration_in_a_guard_of_its_own_goes_with_its_guard(language):
    original, snippet, name = GUARDED[language]
    result = merge(original, snippet, language=language)
    blocks = original.split("\n\n")
    expected = "\n\n".join(b for b in blocks if name not in b)
    assert result.sure and result.text == expected, (result.reasons, result.text)


END = {
    "python": ("def export_csv(rows, path):\n    count = 0\n    for row in rows:\n        count += 1\n"
               "    return count\n\n\ndef export_legacy(rows, path):\n    count = 0\n    for row in rows:\n"
               "        count += 2\n    return count\n\n\ndef export_json(rows, path):\n    return len(rows)\n",
               "def export_csv(rows, path):\n    # ... existing code ...\n    return count\n\n\n"
               "# ... removed export_legacy(), no longer used ...\n\n\ndef export_json(rows, path):\n"
               "    # ... existing code ...\n"),
    "go": ("package x\n\nfunc exportCSV(rows []Row) int {\n\tcount := 0\n\tfor range rows {\n\t\tcount++\n\t}\n"
           "\treturn count\n}\n\nfunc exportLegacy(rows []Row) int {\n\tcount := 0\n\tfor range rows {\n"
           "\t\tcount += 2\n\t}\n\treturn count\n}\n\nfunc exportJSON(rows []Row) int {\n\treturn len(rows)\n}\n",
           "func exportCSV(rows []Row) int {\n\t// ... existing code ...\n\treturn count\n}\n\n"
           "// ... removed exportLegacy(), no longer used ...\n\nfunc exportJSON(rows []Row) int {\n"
           "// ... existing code ...\n"),
    "java": ("class Export {\n    int csv(List<Row> rows) {\n        int count = 0;\n        count += rows.size();\n"
             "        return count;\n    }\n\n    int legacy(List<Row> rows) {\n        int count = 0;\n"
             "        count += 2 * rows.size();\n        return count;\n    }\n\n    int json(List<Row> rows) {\n"
             "        return rows.size();\n    }\n}\n",
             "    int csv(List<Row> rows) {\n        // ... existing code ...\n        return count;\n    }\n\n"
             "    // ... removed legacy(), no longer used ...\n\n    int json(List<Row> rows) {\n"
             "    // ... existing code ...\n"),
}


@pytest.mark.parametrize("language", sorted(END))
def test_a_block_s_last_line_after_its_indented_marker_is_pinned_by_the_block(language):
    """``return count`` stands in two functions; after the marker inside ``export_csv`` it is that function's last
    line (the chunk before restates its first), and the deletion marker after it removes the other one."""
    original, snippet = END[language]
    result = merge(original, snippet, language=language)
    legacy = {"python": "def export_legacy", "go": "func exportLegacy", "java": "    int legacy"}[language]
    start = original.index(legacy)
    end = original.index({"python": "def export_json", "go": "func exportJSON", "java": "    int json"}[language])
    assert result.sure and result.text == original[:start] + original[end:], (result.reasons, result.text)
