"""Markers in every comment syntax the snippets of chat assistants use, each standing for the code it elides."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.markers import is_marker_line, removes

MARKERS = ["// ... existing code ...", "# ... rest of the file unchanged ...", "/* ... layout rules as before ... */",
           "<!-- ... -->", "{/* ... existing code ... */}", "-- ... rest of the query ...", "; ... existing code ...",
           "% ... existing code ...", '""" ... existing code ... """', "''' ... rest unchanged '''",
           "    // ... other routes unchanged ...", "# existing code...", "// … existing code …",
           "# ... (argument parsing and validation stay the same) ...",
           "/* ... variables, grid layout and category cards unchanged ... */",
           "<!-- ... existing fields (company, email, password, confirm password) ... -->",
           "# (removed the temporary debug tooling layers)", "// (removed the deprecated legacy_slugify() helper)"]
NOT_MARKERS = ["...", "x = foo(...)", "const all = [...args];", "# TODO: fix this...", "# Other transport exceptions...",
               '"""Docstring..."""', '"""', "// see https://example.com/a...b", "# (see below)",
               "# ... and then we add the totals of all the orders up ...", "// (the removed flag is kept for v1 clients)"]


@pytest.mark.parametrize("line", MARKERS)
def test_a_marker_in_any_comment_syntax(line):
    assert is_marker_line(line)


@pytest.mark.parametrize("line", NOT_MARKERS)
def test_code_and_prose_are_no_markers(line):
    assert not is_marker_line(line)


def test_a_marker_names_what_it_removes():
    assert removes("/* ... parse_flags() removed, nothing calls it ... */") == ("parse_flags",)
    assert removes("// ... existing code ...") is None


@pytest.mark.parametrize("marker", ['""" ... existing code ... """', "# ... existing code ..."])
def test_a_docstring_line_of_dots_keeps_the_code_it_stands_for(marker):
    original = "import os\n\n\ndef f():\n    return 1\n\n\ndef g():\n    return 2\n"
    result = merge(original, f"{marker}\ndef g():\n    return 3\n", language="python")
    assert result.confidence == "exact" and result.text == original.replace("return 2", "return 3")


@pytest.mark.parametrize("language, original, update, expected", [
    ("sql", "SELECT a,\n       b\nFROM t\nWHERE a > 1;\n", "-- ... existing code ...\nFROM t\nWHERE a > 2;\n",
     "SELECT a,\n       b\nFROM t\nWHERE a > 2;\n"),
    ("css", ".a {\n  color: red;\n}\n\n.b {\n  color: blue;\n}\n", "/* ... rules as before ... */\n.b {\n  color: green;\n}\n",
     ".a {\n  color: red;\n}\n\n.b {\n  color: green;\n}\n"),
    ("html", "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n", "<ul>\n  <!-- ... -->\n  <li>c</li>\n</ul>\n",
     "<ul>\n  <li>a</li>\n  <li>b</li>\n  <li>c</li>\n</ul>\n"),
])
def test_markers_keep_code_in_other_languages(language, original, update, expected):
    result = merge(original, update, language=None if language == "sql" else language)  # (SQL: no grammar)
    assert result.sure and result.text == expected, result.reasons


def test_a_line_after_a_marker_that_edits_the_files_last_line_replaces_it():
    # written after the old line, the old one would stand beside its new version (refused): it is its edit
    result = merge("SELECT a,\n       b\nFROM t\nWHERE a > 1;\n", "-- ... existing code ...\nWHERE a > 2;\n")
    assert result.sure and result.text == "SELECT a,\n       b\nFROM t\nWHERE a > 2;\n", result.reasons
    lua = "local Queue = {}\n\nfunction Queue.new()\n  return setmetatable({}, Queue)\nend\n\nreturn Queue\n"
    callable_ = "return setmetatable(Queue, {\n  __call = function(_, ...)\n    return Queue.new(...)\n  end,\n})\n"
    result = merge(lua, f"-- ... existing Queue implementation ...\n\n{callable_}", language="lua")
    assert result.sure and result.text == lua.replace("return Queue\n", callable_), result.reasons
