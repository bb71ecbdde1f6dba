"""A file-edge chunk with no anchor of its own: weak lines (``#``, ``/**``, ``]``, ``else:``) on its marker side
that equal the file's lines a few lines from that edge are those lines, not new ones put beyond the file's edge;
its other lines go between them and the edge, and the edge rule keeps what lies beyond a marker-less edge. Lines
like the file's first ones, down to an empty comment equal to its line, edit them."""

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


@pytest.mark.xfail(strict=True, reason="refused: a lone weak first line is placed nowhere (failed), though it is the "
                                       "file's own second line")
def test_an_empty_comment_below_the_encoding_line_is_the_file_s_own() -> None:
    """``#`` then a marker, on a file that opens with an encoding line and then ``#``: that ``#`` is the file's
    own, and the encoding line above the snippet's marker-less edge stays (the edge rule)."""
    result = merge(CONF, f"#\n{M}\nimport os\n\nproject = u'demo'\nrelease = '1.0.1'\n", language="python")
    assert result.text == CONF.replace("1.0.0", "1.0.1"), result.reasons
    assert result.sure, result.reasons


def test_an_empty_comment_on_the_file_s_first_line_is_that_line() -> None:
    """``#`` then a marker, on a file that opens with ``#``: that line, not a new one above it (an empty comment
    says nothing a snippet would add)."""
    original = CONF.replace("# -*- coding: utf-8 -*-\n", "")
    result = merge(original, f"#\n{M}\nproject = u'demo'\nrelease = '1.0.1'\n", language="python")
    assert result.text == original.replace("1.0.0", "1.0.1"), result.reasons
    assert result.sure, result.reasons


@pytest.mark.xfail(strict=True, reason="refused: a lone weak first line is placed nowhere (failed), though it opens "
                                       "the file's doc comment")
def test_a_weak_opening_line_below_other_lines_is_the_file_s_own() -> None:
    """JavaScript: ``/**`` then a marker, on a file that opens with ``// @ts-check`` and a blank line: the
    snippet starts at that doc comment, and ``// @ts-check`` above its marker-less edge stays (the edge rule);
    a second ``/**`` put above the file is no reading."""
    original = ("// @ts-check\n\n/**\n * An error with an exit code.\n */\nclass AppError extends Error {\n"
                "  constructor(code) {\n    super();\n    this.code = code;\n  }\n}\n")
    snippet = ("/**\n// ... existing code ...\nclass AppError extends Error {\n  constructor(code) {\n    super();\n"
               "    this.code = code || 1;\n  }\n}\n")
    result = merge(original, snippet, language="javascript")
    assert result.text == original.replace("= code;", "= code || 1;"), result.reasons
    assert result.sure, result.reasons


@pytest.mark.xfail(strict=True, reason="refused: a lone weak first line is placed nowhere (failed), though it is the "
                                       "file's own second line")
def test_an_empty_comment_below_a_magic_comment_is_the_file_s_own() -> None:
    """Ruby: ``#`` then a marker, below ``# frozen_string_literal: true``: the snippet starts at the file's ``#``,
    and the magic comment above its marker-less edge stays (the edge rule)."""
    original = "# frozen_string_literal: true\n#\n# The app's settings.\n\nmodule Settings\n  TIMEOUT = 10\nend\n"
    result = merge(original, f"#\n{M}\nmodule Settings\n  TIMEOUT = 30\nend\n", language="ruby")
    assert result.text == original.replace("TIMEOUT = 10", "TIMEOUT = 30"), result.reasons
    assert result.sure, result.reasons


@pytest.mark.xfail(strict=True, reason="refused: the bumped first line is taken as new, the old one kept beside it")
def test_a_licence_year_bumped_above_an_empty_comment_is_an_edit() -> None:
    """Python: the copyright line rewritten, then ``#``, then a marker: the lines are like the file's first two,
    and the empty comment, which no snippet adds, is the file's own second line: an edit, written."""
    original = "# Copyright (c) 2020 Jane Doe\n#\n# Permission is hereby granted, free of charge.\n\nimport os\n"
    result = merge(original, f"# Copyright (c) 2024 Jane Doe\n#\n{M}\n", language="python")
    assert result.text == original.replace("2020", "2024"), result.reasons
    assert result.sure, result.reasons


@pytest.mark.xfail(strict=True, reason="refused: the bumped first line is taken as new, the old one kept beside it")
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


@pytest.mark.xfail(strict=True, reason="refused: the file's else: is read as new only, a second else: written")
def test_the_last_line_rewritten_below_an_else() -> None:
    """Python: a marker, ``else:`` (the file's last but one line) and the last line rewritten: ``else:`` is the
    file's own and the line below it is replaced; appending both would break the program."""
    original = ('def emit(prefix, args):\n    if args:\n        print("%s.argtypes = (%s)" % (prefix, args))\n'
                '    else:\n        print("%s.argtypes = ()" % (prefix))\n')
    result = merge(original, f'{M}\n    else:\n        print(f"{{prefix}}.argtypes = ()")\n', language="python")
    assert result.text == original.replace('"%s.argtypes = ()" % (prefix)', 'f"{prefix}.argtypes = ()"')
    assert result.sure, result.reasons


def test_a_paragraph_after_a_closing_tag_is_appended_after_it() -> None:
    """Markdown: a marker, ``</details>`` (the file's last line) and a new paragraph: the file's ``</details>``,
    the paragraph after it (a second closing tag closes nothing)."""
    original = "# Notes\n\n<details>\n\nSome text.\n\n</details>\n"
    result = merge(original, "<!-- ... existing content ... -->\n</details>\n\nA new paragraph.\n",
                   language="markdown")
    assert result.text == original + "\nA new paragraph.\n", result.reasons
    assert result.sure, result.reasons


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


def test_an_edited_looking_line_above_the_file_s_closing_line_is_its_edit() -> None:
    """The chunk's edited-looking line is its first, right below the marker, and only ``</footer>`` anchors it:
    it keeps every word of the line above ``</footer>`` and reads alike, so it is that line's edit (the old line
    kept beside it is no reading)."""
    snippet = ('<!-- ... existing code ... -->\n  {% trans link="<a href=\\"https://www.mkdocs.org/\\">MkDocs</a>" %}'
               'Built with %(link)s and love.{% endtrans %}\n</footer>\n')
    result = merge(FOOTER, snippet)
    assert result.text == FOOTER.replace("%(link)s.", "%(link)s and love."), result.reasons
    assert result.confidence == "exact", result.reasons


def test_new_code_after_the_file_s_closing_call_restates_its_closer() -> None:
    """JavaScript: a marker, ``});`` (the file's last line, too weak to anchor) and new code: the ``});`` is the
    file's own and the new code goes after it; read as all new, a second ``});`` would close nothing."""
    original = "const app = express();\n\napp.get('/health', (req, res) => {\n  res.json({ ok: true });\n});\n"
    snippet = "// ... existing code ...\n});\n\napp.listen(3000);\n"
    result = merge(original, snippet, language="javascript")
    assert (result.text, result.sure) == (original + "\napp.listen(3000);\n", True), result.reasons


@pytest.mark.parametrize(("original", "snippet", "final"), [
    ("name: CI\n\non:\n  push:\n    branches: [main]\n  pull_request:\n    branches: [main]\n  workflow_dispatch:\n\njobs:\n  test:\n    runs-on: ubuntu-latest\n\n"
     "  lint:\n    runs-on: ubuntu-latest\n\n  docs:\n    runs-on: ubuntu-latest\n\n  build:\n    runs-on: ubuntu-latest\n\n"
     "  release:\n    runs-on: ubuntu-latest\n",
     "name: CI\n\non:\n  merge_group:\n# ... existing code ...\n  workflow_dispatch:\n",
     "name: CI\n\non:\n  merge_group:\n  push:\n    branches: [main]\n  pull_request:\n    branches: [main]\n"
     "  workflow_dispatch:\n\njobs:\n  test:\n"
     "    runs-on: ubuntu-latest\n\n  lint:\n    runs-on: ubuntu-latest\n\n  docs:\n    runs-on: ubuntu-latest\n\n"
     "  build:\n    runs-on: ubuntu-latest\n\n  release:\n    runs-on: ubuntu-latest\n"),
], ids=["workflow-trigger"])
def test_a_new_key_with_nothing_under_it_gets_no_blank_line_before_the_kept_block(original, snippet, final):
    """YAML: a key with no value and nothing under it (``merge_group:``) opens no block, so no blank line is put
    between it and the kept key below, however the file spaces its blocks (``jobs:``' entries)."""
    result = merge(original, snippet, language="yaml")
    assert result.text == final, result.reasons
    assert result.sure, result.reasons
