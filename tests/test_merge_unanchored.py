"""A snippet's first chunk with no anchor of its own (apply/edges.py ``place_unanchored``): weak lines (``#``,
``/**``) that open the snippet, with no marker before them, are the file's own lines a few lines in, not new
ones put above the file; the edge rule decides the lines between them and the file's start. Lines like the
file's first ones, down to an empty comment equal to its line, edit them: a closer (``}``) pins nothing."""

from __future__ import annotations

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


def test_a_function_like_the_first_one_above_a_marker_stays_ambiguous() -> None:
    """Text without a grammar: ``function b`` before a marker at the file's start, like ``function a`` line for
    line down to its ``}``: an edit of ``a`` or a new function above it? A closing brace pins nothing."""
    original = "function a() {\n  return 1;\n}\n\nfunction c() {\n  return 3;\n}\n"
    result = merge(original, "function b() {\n  return 2;\n}\n// ... existing code ...\n")
    assert not result.sure, result.reasons
