"""A file-start line added (a shebang, a Dockerfile ``# syntax=`` directive) above restated code, with no header
comment of its own: the old licence, encoding or description header is not deleted as its old version (kept below
it, or the merge refuses), and a directive or shebang never lands below the file's first line
(:func:`fastapply.apply.merge.beyond.restates_beyond`, :func:`fastapply.apply.merge.declared.parses`). A new
header of its own (``//!`` crate docs, a comment below the shebang) still replaces the old one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("name", ["python/j3_py_shebang_added_license_kept", "python/j3_py_encoding_shebang_kept",
                                  "dockerfile/j3_docker_syntax_directive_only"])
def test_a_file_start_line_added_never_deletes_the_old_header_nor_lands_below_it(name):
    case = load_case(DATA / "apply_adv12" / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text


def test_a_parser_directive_written_below_the_first_line_is_refused():
    original = "# API image.\nFROM python:3.12-slim\nCMD [\"python\", \"app.py\"]\n"
    result = merge(original, "# syntax=docker/dockerfile:1.7\nFROM python:3.12-slim\n# ... existing code ...\n",
                   language="dockerfile")
    assert not result.sure or result.text.startswith("# syntax="), result.text


def test_a_new_crate_doc_header_replaces_the_old_one():
    case = load_case(DATA / "apply_hidden" / "rust" / "geometry_crate_header_docs_and_point_default")
    result = merge(case.original, case.update, language="rust")
    assert result.sure and result.text == case.final, result.reasons


def test_a_syntax_comment_in_a_grammar_language_is_no_directive():
    original = "import re\n\n\ndef parse(text):\n    return re.split(',', text)\n"
    snippet = ("# ... existing code ...\n\n\ndef parse(text):\n    # syntax=csv, one record a line\n"
               "    return re.split(',', text)\n")
    result = merge(original, snippet, language="python")
    assert result.sure and "# syntax=csv" in result.text, result.reasons
