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


BRACKETED_REASONS = {  # language: (original, snippet whose marker gives a reason in brackets, the name removed)
    "swift": ("final class Profile {\n    func load() {\n        render()\n    }\n\n    private func loadFromDisk() -> Int {\n"
              "        return 1\n    }\n\n    func render() {\n        print(AvatarCache.shared)\n    }\n}\n",
              "final class Profile {\n    // ... existing code ...\n\n    // ... removed the deprecated loadFromDisk() "
              "helper (AvatarCache handles avatars now) ...\n\n    // ... existing code ...\n}\n", "loadFromDisk"),
    "python": ("def load():\n    return render()\n\n\ndef load_from_disk():\n    return 1\n\n\ndef render():\n"
               "    return avatar_cache.get()\n",
               "# ... existing code ...\n\n# ... removed load_from_disk() (avatar_cache handles it now) ...\n\n"
               "# ... existing code ...\n", "load_from_disk"),
    "go": ("package p\n\nfunc Load() int {\n\treturn Render()\n}\n\nfunc loadFromDisk() int {\n\treturn 1\n}\n\n"
           "func Render() int {\n\treturn avatarCache.Get()\n}\n",
           "package p\n\n// ... existing code ...\n\n// ... removed loadFromDisk() (avatarCache replaces it) ...\n\n"
           "// ... existing code ...\n", "loadFromDisk"),
}


@pytest.mark.parametrize("language", sorted(BRACKETED_REASONS))
def test_a_name_in_a_bracketed_reason_is_not_removed(language):
    """The marker's words in brackets give a reason, not a second name to remove (``AvatarCache`` is used by the
    code that stays): the declaration named outside them goes, and the snippet is not refused for the other."""
    original, snippet, name = BRACKETED_REASONS[language]
    result = merge(original, snippet, language=language)
    body = {"swift": "    private func loadFromDisk() -> Int {\n        return 1\n    }\n\n",
            "python": "def load_from_disk():\n    return 1\n\n\n",
            "go": "func loadFromDisk() int {\n\treturn 1\n}\n\n"}[language]
    assert (result.confidence, result.text) == ("exact", original.replace(body, "")), result.reasons


CSS_HELPERS = """.page {
  margin: 0 auto;
}

.card {
  padding: 1rem;
}

/* Legacy float helpers, kept for the old product pages */
.clearfix::after {
  content: "";
  clear: both;
}

.pull-left {
  float: left;
}

.footer {
  color: gray;
}
"""
HELPERS_GONE = CSS_HELPERS.replace(CSS_HELPERS[CSS_HELPERS.index("/* Legacy"):CSS_HELPERS.index(".footer")], "")


def test_a_marker_between_markers_removes_the_paragraphs_about_its_words_where_they_stand_together():
    """Nothing beside the marker is about ``legacy``, ``float`` or ``helpers``: the paragraphs that are, one run of
    them further on, go."""
    snippet = ("/* ... existing styles ... */\n\n/* ... removed the legacy float helpers (.clearfix, .pull-left) ... */"
               "\n\n/* ... existing styles ... */\n")
    result = merge(CSS_HELPERS, snippet, language="css")
    assert (result.confidence, result.text) == ("exact", HELPERS_GONE)


def test_a_paragraph_that_mentions_a_word_before_those_about_the_marker_stays():
    """``.card``'s comment mentions ``float``; the run about the marker's words starts at the paragraph that
    mentions most of them (``legacy``, ``float``, ``helpers``)."""
    original = CSS_HELPERS.replace(".card {", "/* float fallback */\n.card {")
    snippet = "/* ... existing styles ... */\n\n/* ... removed the legacy float helpers ... */\n\n/* ... rest ... */\n"
    result = merge(original, snippet, language="css")
    assert (result.confidence, result.text) == ("exact", HELPERS_GONE.replace(".card {", "/* float fallback */\n.card {"))


def test_paragraphs_that_mention_as_many_of_the_words_are_refused():
    original = CSS_HELPERS.replace(".card {", "/* legacy float */\n.card {").replace("/* Legacy float helpers, kept",
                                                                                  "/* Legacy float, kept")
    snippet = "/* ... existing styles ... */\n\n/* ... removed the legacy float helpers ... */\n\n/* ... rest ... */\n"
    assert not merge(original, snippet, language="css").sure


CHANGELOG = """# Changelog

## [Unreleased]

### Added

- New `-o csv` output format.

### Deprecated

- The `--legacy-output` flag goes in 3.0; use `-o plain`.

### Fixed

- Timestamps parse correctly.
"""


def test_a_markdown_heading_removed_goes_with_its_section():
    """``### Deprecated`` is about the marker's words; its bullet is not, but it is the heading's section."""
    snippet = ("## [Unreleased]\n\n<!-- ... Added entries as before ... -->\n\n<!-- (removed the \"### Deprecated\" "
               "subsection: nothing is deprecated now) -->\n\n<!-- ... Fixed entries unchanged ... -->\n")
    result = merge(CHANGELOG, snippet, language="markdown")
    expected = CHANGELOG.replace("### Deprecated\n\n- The `--legacy-output` flag goes in 3.0; use `-o plain`.\n\n", "")
    assert (result.confidence, result.text) == ("exact", expected)


def test_a_markdown_heading_removed_without_its_section_is_refused():
    from fastapply.apply.merge.certificate import KEEP, Certificate, Piece
    from fastapply.apply.merge.certify import certify
    from fastapply.apply.merge.snippet import Snippet
    from fastapply.apply.merge.source import Source

    source = Source(CHANGELOG, "markdown")
    snippet = Snippet("<!-- (removed the \"### Deprecated\" subsection) -->\n", "markdown")
    at = source.lines.index("### Deprecated")
    certificate = Certificate((Piece(KEEP, (0, 1), (0, len(source.lines)), marker=0, removed=((at, at + 2),)),))
    refusals = certify(source, snippet, certificate, certificate.render(source.lines)).refusals
    assert any("not whole paragraphs" in x for x in refusals), refusals


GUIDE = """# Contributing

## CI

Every pull request runs the test matrix.

### Legacy Travis CI builds

Older release branches still build on Travis CI; check its status on the PR.

### Running CI locally

Run `make ci` before you push the release branches.
"""


def test_a_note_that_names_a_section_by_its_quoted_title_removes_that_section():
    """``removed the "..." subsection: reason`` is a deletion marker (no dots); its words after the colon, a reason,
    do not choose the paragraphs (``release``, ``branches`` are in the section after it too)."""
    snippet = ("<!-- ... existing sections unchanged ... -->\n\n<!-- removed the \"Legacy Travis CI builds\" subsection: "
               "release branches are EOL -->\n\n<!-- ... rest of the guide unchanged ... -->\n")
    result = merge(GUIDE, snippet, language="markdown")
    expected = GUIDE.replace("### Legacy Travis CI builds\n\nOlder release branches still build on Travis CI; check its "
                             "status on the PR.\n\n", "")
    assert (result.confidence, result.text) == ("exact", expected)


def test_a_paragraph_inside_a_body_is_not_what_a_marker_between_markers_removes():
    """The only paragraph about ``retry`` lies inside a function body, deeper than the marker: not removed."""
    original = ("def fetch(url):\n    session = make_session()\n\n    # retry on 503\n    for attempt in range(3):\n"
                "        pass\n    return session.get(url)\n\n\ndef close():\n    pass\n")
    snippet = "# ... existing code ...\n\n# ... removed the retry loop ...\n\n# ... existing code ...\n"
    result = merge(original, snippet, language="python")
    assert not result.sure or "for attempt" in result.text
