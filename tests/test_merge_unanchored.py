"""A file-edge chunk with no anchor of its own (apply/edges.py ``place_unanchored``): weak lines (``#``,
``/**``, ``]``, ``else:``) on its marker side that equal the file's lines a few lines from that edge are those
lines, not new ones put beyond the file's edge; its other lines go between them and the edge. Lines like the
file's first ones, down to an empty comment equal to its line, edit them."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

M = "# ... existing code ..."

CONF = """# -*- coding: utf-8 -*-
#
# Sphinx configuration for the docs.

import os

project = u'demo'
release = '1.0.0'
"""


def test_an_empty_comment_below_the_encoding_line_is_the_file_s_own() -> None:
    """``#`` then a marker, on a file that opens with an encoding line and then ``#``: the snippet starts the
    file at that ``#`` (no marker before it), so the encoding line goes, as the edge rule drops such lines."""
    result = merge(CONF, f"#\n{M}\nimport os\n\nproject = u'demo'\nrelease = '1.0.1'\n", language="python")
    assert result.text == CONF.replace("# -*- coding: utf-8 -*-\n", "").replace("1.0.0", "1.0.1"), result.reasons
    assert result.confidence == "fuzzy", result.reasons


def test_an_empty_comment_on_the_file_s_first_line_is_that_line() -> None:
    """``#`` then a marker, on a file that opens with ``#``: that line, not a new one above it (an empty comment
    says nothing a snippet would add)."""
    original = CONF.replace("# -*- coding: utf-8 -*-\n", "")
    result = merge(original, f"#\n{M}\nproject = u'demo'\nrelease = '1.0.1'\n", language="python")
    assert result.text == original.replace("1.0.0", "1.0.1"), result.reasons
    assert result.sure, result.reasons


def test_a_weak_opening_line_below_other_lines_stays_ambiguous() -> None:
    """JavaScript: ``/**`` then a marker, on a file that opens with ``// @ts-check`` and a blank line: the
    snippet starts at that doc comment, which deletes ``// @ts-check`` (no marker before it keeps it), and
    ``/**`` is no empty comment: not written, rather than a second ``/**`` put above the file."""
    original = ("// @ts-check\n\n/**\n * An error with an exit code.\n */\nclass AppError extends Error {\n"
                "  constructor(code) {\n    super();\n    this.code = code;\n  }\n}\n")
    snippet = ("/**\n// ... existing code ...\nclass AppError extends Error {\n  constructor(code) {\n    super();\n"
               "    this.code = code || 1;\n  }\n}\n")
    result = merge(original, snippet, language="javascript")
    assert not result.sure, result.reasons
    assert result.text == original.replace("// @ts-check\n\n", "").replace("= code;", "= code || 1;")


def test_an_empty_comment_below_a_magic_comment_stays_ambiguous() -> None:
    """Ruby: ``#`` then a marker, below ``# frozen_string_literal: true``: the snippet starts at ``#`` and so
    deletes that line, which is code's, not an editor's: not written."""
    original = "# frozen_string_literal: true\n#\n# The app's settings.\n\nmodule Settings\n  TIMEOUT = 10\nend\n"
    result = merge(original, f"#\n{M}\nmodule Settings\n  TIMEOUT = 30\nend\n", language="ruby")
    assert not result.sure, result.reasons
    assert "dropped the 1 line(s) above it" in " ".join(result.reasons), result.reasons


def test_a_licence_year_bumped_above_an_empty_comment_is_an_edit() -> None:
    """Python: the copyright line rewritten, then ``#``, then a marker: the lines are like the file's first two,
    and the empty comment, which no snippet adds, is the file's own second line: an edit, written."""
    original = "# Copyright (c) 2020 Jane Doe\n#\n# Permission is hereby granted, free of charge.\n\nimport os\n"
    result = merge(original, f"# Copyright (c) 2024 Jane Doe\n#\n{M}\n", language="python")
    assert result.text == original.replace("2020", "2024"), result.reasons
    assert result.sure, result.reasons


def test_a_licence_year_bumped_above_an_empty_line_comment_is_an_edit() -> None:
    """The same in JavaScript, with ``//``."""
    original = "// Copyright 2020 Acme Corp.\n//\n// Licensed under the MIT license.\n\nexport const x = 1;\n"
    result = merge(original, "// Copyright 2024 Acme Corp.\n//\n// ... existing code ...\n", language="javascript")
    assert result.text == original.replace("2020", "2024"), result.reasons
    assert result.sure, result.reasons



def test_a_line_appended_after_the_file_s_closing_bracket() -> None:
    """Python: a marker, ``]`` (the file's last line) and a new statement: the ``]`` is the file's own, the new
    line goes after it. Read as all new, a second ``]`` breaks the program: only the first reading stands."""
    original = 'from ._make import _make_getattr\n\n__all__ = [\n    "asdict",\n    "define",\n]\n'
    result = merge(original, f"{M}\n]\n\n__getattr__ = _make_getattr(__name__)\n", language="python")
    assert result.text == original + "\n__getattr__ = _make_getattr(__name__)\n", result.reasons
    assert result.sure, result.reasons


def test_the_last_line_rewritten_below_an_else() -> None:
    """Python: a marker, ``else:`` (the file's last but one line) and the last line rewritten: ``else:`` is the
    file's own and the line below it is replaced; appending both would break the program."""
    original = ('def emit(prefix, args):\n    if args:\n        print("%s.argtypes = (%s)" % (prefix, args))\n'
                '    else:\n        print("%s.argtypes = ()" % (prefix))\n')
    result = merge(original, f'{M}\n    else:\n        print(f"{{prefix}}.argtypes = ()")\n', language="python")
    assert result.text == original.replace('"%s.argtypes = ()" % (prefix)', 'f"{prefix}.argtypes = ()"')
    assert result.sure, result.reasons


def test_a_paragraph_after_a_closing_tag_without_a_check_stays_ambiguous() -> None:
    """Markdown: a marker, ``</details>`` (the file's last line) and a new paragraph: the file's ``</details>``
    or a second one? No grammar checks the readings: not written (rather than a doubled closing tag)."""
    original = "# Notes\n\n<details>\n\nSome text.\n\n</details>\n"
    result = merge(original, "<!-- ... existing content ... -->\n</details>\n\nA new paragraph.\n",
                   language="markdown")
    assert not result.sure, result.reasons
    assert result.text == original + "\nA new paragraph.\n", result.reasons


FOOTER = ('<footer>\n  <div role="contentinfo">\n    <p>Docs</p>\n  </div>\n\n'
          '  {% trans link="<a href=\\"https://www.mkdocs.org/\\">MkDocs</a>" %}Built with %(link)s.{% endtrans %}\n'
          '</footer>\n')
CONFIG = 'module.exports = {\n  entry: {\n    main: "./src/index.js",\n  },\n  version: "1.0",\n};\n'


@pytest.mark.parametrize(("original", "snippet", "final", "language"), [
    (FOOTER, '<!-- ... existing code ... -->\n  </div>\n\n  {% trans link="<a href=\\"https://www.mkdocs.org/\\">MkDocs'
             '</a>" %}Built with %(link)s and love.{% endtrans %}\n</footer>\n',
     FOOTER.replace("%(link)s.", "%(link)s and love."), None),
    (CONFIG, '// ... existing code ...\n  },\n  version: "1.1",\n};\n', CONFIG.replace('"1.0"', '"1.1"'), "javascript"),
])
def test_a_line_edited_between_the_file_s_closing_lines_is_sure(original, snippet, final, language) -> None:
    """A file-end chunk anchored only on closing lines, its other lines like the file's between those one for
    one: edits of them (read as new at the end, the file's last lines would stand twice)."""
    result = merge(original, snippet, language=language)
    assert (result.text, result.confidence) == (final, "exact"), result.reasons
    assert "one for one" in result.reasons[-1], result.reasons


def test_an_edited_looking_line_above_the_file_s_closing_line_is_not_sure() -> None:
    """The chunk's edited-looking line is its first, right below the marker, and only ``</footer>`` anchors it:
    an edit of the line above, or a new line after it (the marker keeping that one)? Not the file's lines one for
    one: the edge stays in doubt."""
    snippet = ('<!-- ... existing code ... -->\n  {% trans link="<a href=\\"https://www.mkdocs.org/\\">MkDocs</a>" %}'
               'Built with %(link)s and love.{% endtrans %}\n</footer>\n')
    result = merge(FOOTER, snippet)
    assert result.confidence == "ambiguous", result.reasons
    assert not any("one for one" in reason for reason in result.reasons), result.reasons
