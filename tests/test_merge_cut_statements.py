"""Statements cut by a chunk, and new lines read beside their old versions (rules of *beside* and *depth*,
apply/merge/spread.py ``cut_head`` / ``cut_tail``, apply/merge/alike.py). Seen on edits the merge was never tuned
on: an SQL ``COMMENT ON ... IS`` rewritten with its string, the old string kept after the new one's ``;``; a
trigger appended after like ones, read as going in before the last one's ``FOR EACH ROW`` line; a Google Fonts
``@import`` whose weights grew kept beside its new version; a Makefile recipe line given more arguments kept
beside its new version. Each was written, ``exact`` or ``fuzzy``; each is refused now, but the ``@import``, whose
reading that replaces the old line is certified (``repaired.py``)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.alike import alike
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

M = "// ... existing code ..."

C = {}
C["sql_tail"] = (None, """CREATE FUNCTION a(p bigint) RETURNS bigint LANGUAGE sql AS $$ SELECT p $$;

COMMENT ON FUNCTION a(bigint) IS
    'The value a.';

CREATE FUNCTION b(p bigint)
RETURNS bigint
LANGUAGE sql AS $$ SELECT p + 1 $$;

COMMENT ON FUNCTION b(bigint) IS
    'The value b, plus one.';

CREATE FUNCTION c(p bigint) RETURNS bigint LANGUAGE sql AS $$ SELECT p + 2 $$;

COMMENT ON FUNCTION c(bigint) IS
    'The value c, plus two.';
""", """-- ... function a unchanged ...

CREATE FUNCTION b(p bigint, q bigint DEFAULT 1)
RETURNS bigint
LANGUAGE sql AS $$ SELECT p + q $$;

COMMENT ON FUNCTION b(bigint, bigint) IS
    'The value b, plus q (one unless given).';

-- ... function c unchanged ...
""")
C["python_tail"] = ("python", '''def check(value):
    if value < 0:
        raise ValueError(
            "value must not be negative")
    return value


def other(value):
    return value + 1
''', '''def check(value):
    if value < 0:
        raise ValueError(
            f"value must not be negative, got {value}")
    # ... existing code ...
''')
C["sql_head"] = (None, """-- triggers

DROP TRIGGER IF EXISTS users_audit ON users;
CREATE TRIGGER users_audit
    AFTER INSERT OR UPDATE ON users
    FOR EACH ROW EXECUTE FUNCTION audit();

DROP TRIGGER IF EXISTS orders_audit ON orders;
CREATE TRIGGER orders_audit
    AFTER INSERT OR UPDATE ON orders
    FOR EACH ROW EXECUTE FUNCTION audit();
""", """-- ... existing triggers ...

DROP TRIGGER IF EXISTS payments_audit ON payments;
CREATE TRIGGER payments_audit
    AFTER INSERT OR UPDATE ON payments
    FOR EACH ROW EXECUTE FUNCTION audit();
""")
C["css_import"] = ("css", '''@import url("https://fonts.example.com/css2?family=Inter:wght@400;600&display=swap");

.hero {
  font-family: Inter, sans-serif;
  font-weight: 600;
}

.hero__title {
  font-size: 3rem;
}
''', '''@import url("https://fonts.example.com/css2?family=Inter:wght@400;500;600;700&display=swap");

/* ... rest of the stylesheet unchanged ... */
''')
C["make_widened"] = (None, '''SRC := src
TESTS := tests

lint:
\truff check $(SRC)
\tcodespell $(SRC) docs
\tmypy $(SRC)

test:
\tpytest $(TESTS)
''', '''lint:
\t# ... ruff as before ...
\tcodespell $(SRC) $(TESTS) docs README.md
\tvale docs
\tmypy $(SRC)

# ... rest unchanged ...
''')
BLANKS = {}
BLANKS["go"] = ("go", '''package users

func (h *Handler) list() error {
\treturn nil
}

func (h *Handler) get() error {
\treturn nil
}
''', '''// ... existing code ...


func (h *Handler) remove() error {
\treturn nil
}
''')
BLANKS["typescript"] = ("typescript", '''export type A = string;
export interface B {
  b: number;
}
export interface C {
  c: boolean;
}
''', '''// ... existing code ...

export interface D {
  d: bigint;
}
''')


def _between_markers(snippet: str) -> str:
    """The snippet's lines between its first marker and its last, blank lines at either end left out."""
    return "\n".join(snippet.splitlines()[1:-1]).strip("\n") + "\n"


@pytest.mark.parametrize("case, old", [
    ("sql_tail", "CREATE FUNCTION b(p bigint)\nRETURNS bigint\nLANGUAGE sql AS $$ SELECT p + 1 $$;\n\n"
                 "COMMENT ON FUNCTION b(bigint) IS\n    'The value b, plus one.';\n"),
    ("python_tail", "def check(value):\n    if value < 0:\n        raise ValueError(\n"
                    "            \"value must not be negative\")\n")])
def test_the_old_end_of_a_cut_statement_is_replaced_by_the_repaired_reading(case: str, old: str) -> None:
    """The first reading keeps the statement's old end (``'The value b, plus one.';``, the ``raise``'s old message
    line) after its new one: the *beside* doubt (``cut_tail``), and in Python a syntax error; the reading that
    deletes it (``repaired.py``, ``edged.tail_edit``) is the only one certified."""
    language, original, snippet = C[case]
    result = merge(original, snippet, language=language)
    new = _between_markers(snippet) if case == "sql_tail" else "\n".join(snippet.splitlines()[:4]) + "\n"
    assert result.reasons == ("the only one of 2 readings that is certified",), result.reasons
    assert result.text == original.replace(old, new)


def test_a_trigger_appended_is_not_cut_into_the_last_one() -> None:
    """Read before the last trigger's ``FOR EACH ROW`` line (its only anchor, a line the file has twice), the new
    trigger cuts that statement in two (*depth*); the other reading, new code at the file's end, is certified."""
    language, original, snippet = C["sql_head"]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original + snippet.split("...\n", 1)[1], (result.reasons, result.text)


def test_cut_tail_reads_a_hand_certificate() -> None:
    """The certifier alone: the statement of line 1 ends, new, in the chunk, and its old end, line 2, is kept."""
    source = Source("x = 1\nCOMMENT ON t IS\n    'old';\ny = 2\n", None)
    snippet = Snippet("-- ...\nCOMMENT ON t IS\n    'new';\n-- ...\n", None)
    pieces = (Piece(KEEP, (0, 1), (0, 1), marker=0),
              Piece(WRITE, (1, 3), (1, 2), (Written("COMMENT ON t IS", 1, 1), Written("    'new';", 2, None))),
              Piece(KEEP, (3, 4), (2, 4), marker=3))
    result = ["x = 1", "COMMENT ON t IS", "    'new';", "    'old';", "y = 2"]
    verdict = certify(source, snippet, Certificate(pieces), result)
    assert any("the end of the statement that original line 2 opens" in x for x in verdict.refusals), verdict.refusals


def test_a_chunk_after_a_whole_statement_is_no_cut() -> None:
    """A trigger inserted before the last one, by its first line: the kept ``FOR EACH ROW ...;`` above the chunk
    ends its statement, and the chunk goes in between."""
    language, original, _ = C["sql_head"]
    new = ("DROP TRIGGER IF EXISTS payments_audit ON payments;\nCREATE TRIGGER payments_audit\n"
           "    AFTER INSERT OR UPDATE ON payments\n    FOR EACH ROW EXECUTE FUNCTION audit();\n\n")
    snippet = f"-- ... existing triggers ...\n\n{new}DROP TRIGGER IF EXISTS orders_audit ON orders;\n-- ... rest ...\n"
    result = merge(original, snippet, language=language)
    assert result.sure, result.reasons
    assert result.text == original.replace("DROP TRIGGER IF EXISTS orders", new + "DROP TRIGGER IF EXISTS orders")


def test_alike_reads_number_lists_and_added_arguments_but_not_siblings() -> None:
    assert alike('@import url("f.css?family=Inter:wght@400;500;700")', '@import url("f.css?family=Inter:wght@400;700")')
    assert alike("\tcodespell $(SRC) $(TESTS) docs README.md", "\tcodespell $(SRC) docs")
    assert alike("    run(args, timeout=30, retries=3)", "    run(args, timeout=30)")
    assert not alike("def test_2():", "def test_1():")  # siblings: names differ
    assert not alike("\tcodespell $(SRC) docs", "\truff check $(SRC)")  # a make variable's ``$`` names nothing
    assert not alike("\tpytest -x tests", "\tpytest --cov tests")  # no old token dropped, none added in order


@pytest.mark.parametrize("language", sorted(BLANKS))
def test_blank_lines_after_a_marker_follow_the_snippet_where_it_shows_more_than_the_file(language: str) -> None:
    """Go puts one blank line between functions, the snippet two after its marker: two, as shown. A TypeScript
    file that packs its declarations packs the new one too, whatever blank line follows the marker."""
    original, snippet = BLANKS[language][1:]
    result = merge(original, snippet, language=language)
    new = snippet.split("...\n", 1)[1]
    assert result.confidence == "exact"
    assert result.text == original + (new if language == "go" else new.lstrip("\n")), result.text


def test_a_weak_first_line_written_new_below_its_twin_is_refused() -> None:
    """``>>> c`` opens the chunk, new, two lines below the same line kept: restated there (``Counter()`` deleted),
    or written twice? Seen on a random edit of the standard library's docstrings, written twice, ``exact``."""
    original = ('def f():\n    """\n    >>> c\n    Counter({\'a\': 1})\n\n    >>> c\n    Counter()\n\n'
                '    Note: counts may be zero.\n    """\n    return 1\n')
    snippet = "# ... rest of code ...\n    >>> c\n\n    Note: counts may be zero.\n    # ... rest of code ...\n"
    result = merge(original, snippet, language="python")
    assert not result.sure or result.text == original.replace("    >>> c\n    Counter()\n", "    >>> c\n"), result.text
    assert any("written twice" in x for x in result.reasons), result.reasons


def test_a_line_read_as_replaced_while_the_chunk_writes_it_anew_is_refused() -> None:
    """A function of CPython's ``cpython/abstract.h`` restated, then a ``_copy`` of it appended (the property test's
    edit): a reading that writes ``_PyObject_VectorcallMethodId(`` as new code over an earlier function and reads the
    original line as replaced by the copy's name deleted 30 lines, ``fuzzy``. That line is in the snippet as it is."""
    lines = (Path(sysconfig.get_paths()["include"]) / "cpython" / "abstract.h").read_text().splitlines(True)
    start = lines.index("PyAPI_FUNC(PyObject *) PyObject_VectorcallMethod(\n")
    original = "".join(lines[start : start + 67])
    head, body = original.split("static inline PyObject *\n_PyObject_VectorcallMethodId(\n")
    function = "static inline PyObject *\n_PyObject_VectorcallMethodId(\n" + body[: body.index("}\n\n") + 2]
    snippet = f"{M}\n{function}\n{function.replace('MethodId(', 'MethodId_copy(')}{M}\n"
    result = merge(original, snippet)
    assert not result.sure or result.text == original.replace(function, function + "\n" + function.replace(
        "MethodId(", "MethodId_copy(")), result.text


WIDENED = {  # (language, original, snippet, old line, new line): a line given more arguments, right beside its anchor
    "makefile": (None, "lint:\n\truff check $(SRC)\n\tcodespell $(SRC) docs\n\tmypy $(SRC)\n\ntest:\n\tpytest\n",
                 "lint:\n\t# ... ruff as before ...\n\tcodespell $(SRC) $(TESTS) docs README.md\n\tmypy $(SRC)\n\n"
                 "# ... rest unchanged ...\n", "\tcodespell $(SRC) docs", "\tcodespell $(SRC) $(TESTS) docs README.md"),
    "dockerfile": (None, "FROM golang:1.22 AS build\nCOPY . .\nRUN --mount=type=cache,target=/go/pkg/mod \\\n"
                   "    go build -trimpath -o /out/api ./cmd/api\n\nFROM debian:12-slim\n"
                   "COPY --from=build /out/api /api\n",
                   "# ... keep existing code\nRUN --mount=type=cache,target=/go/pkg/mod \\\n"
                   "    go build -trimpath -ldflags=\"-s -w\" -o /out/api ./cmd/api\n\n# ... keep existing code\n",
                   "    go build -trimpath -o /out/api ./cmd/api",
                   "    go build -trimpath -ldflags=\"-s -w\" -o /out/api ./cmd/api"),
    "python": ("python", "def main():\n    args = parse()\n    run(args, timeout=30)\n    return 0\n\n\ndef parse():\n"
               "    return None\n", "def main():\n    args = parse()\n    run(args, timeout=30, retries=3)\n"
               "    # ... existing code ...\n", "    run(args, timeout=30)", "    run(args, timeout=30, retries=3)"),
}


@pytest.mark.parametrize("case", sorted(WIDENED))
def test_a_line_given_more_arguments_beside_its_anchor_replaces_its_old_version(case: str) -> None:
    language, original, snippet, old, new = WIDENED[case]
    result = merge(original, snippet, language=language)
    assert (result.confidence, result.text) == ("exact", original.replace(old, new, 1)), result.reasons


def test_an_arg_of_a_later_stage_is_its_own_not_the_old_version_of_a_global_one() -> None:
    """A Dockerfile's global ``ARG PNPM_VERSION=...`` edited at the top, the ``base`` stage's own ``ARG
    PNPM_VERSION`` (which takes the global's value in that stage) kept: two stages, two names."""
    original = ("ARG NODE_VERSION=18.19.0\nARG PNPM_VERSION=8.15.1\n\nFROM node:${NODE_VERSION}-alpine AS base\n"
                "ARG PNPM_VERSION\nRUN npm install -g pnpm@${PNPM_VERSION}\nWORKDIR /app\n")
    snippet = "ARG NODE_VERSION=20.11.1\nARG PNPM_VERSION=9.1.0\n\n# ... stages unchanged ...\n"
    result = merge(original, snippet, language=None)
    expected = original.replace("18.19.0", "20.11.1").replace("8.15.1", "9.1.0")
    assert (result.confidence, result.text) == ("exact", expected), result.reasons


ONLY_MARKERS = {  # language: (original, a snippet of markers only, one of which says code is removed, the result)
    "python": ("import click\n\n\n@click.command()\ndef sync():\n    pass\n\n\n@click.command()\ndef legacy_sync():\n"
               "    pass\n",
               "# ... imports and sync unchanged ...\n\n# (removed the deprecated legacy_sync command)\n\n"
               "# ... rest unchanged ...\n", "import click\n\n\n@click.command()\ndef sync():\n    pass\n"),
    "sql": ("CREATE VIEW totals AS SELECT 1;\n\nCREATE VIEW legacy_totals AS SELECT 2;\n",
            "-- ... existing views ...\n-- ... legacy_totals removed ...\n", "CREATE VIEW totals AS SELECT 1;\n"),
    "toml": ('[tool.black]\nline-length = 100\n\n[tool.isort]\nprofile = "black"\n\n[tool.ruff]\nline-length = 100\n\n'
             '[tool.ruff.lint.isort]\nknown-first-party = ["app"]\n',
             "# ... [tool.black] and [tool.isort] removed, ruff formats the code now ...\n"
             "# ... other tables unchanged ...\n",
             '[tool.ruff]\nline-length = 100\n\n[tool.ruff.lint.isort]\nknown-first-party = ["app"]\n'),
}


@pytest.mark.parametrize("language", sorted(ONLY_MARKERS))
def test_a_snippet_of_markers_only_removes_what_its_deletion_marker_names_or_is_refused(language: str) -> None:
    """The declarations a deletion marker names are removed (``[tool.isort]`` told from ``[tool.ruff.lint.isort]``
    by its whole name; at the file's end with the blank lines before it); in SQL, read with no grammar, the
    paragraph that mentions the name it gives."""
    original, snippet, expected = ONLY_MARKERS[language]
    language = None if language == "sql" else language
    result = merge(original, snippet, language=language)
    assert (result.confidence, result.text) == ("exact", expected), result.reasons
    assert merge(original, "# ... existing code ...\n", language=None).confidence == "exact"  # (nothing to change)


@pytest.mark.parametrize("language, name", [("python", "legacy_sync"), ("sql", "legacy_totals")])
def test_a_deletion_marker_naming_what_nothing_declares_or_mentions_is_refused(language: str, name: str) -> None:
    """Writing the file back unchanged, ``exact``, would drop the edit silently."""
    original, snippet, _ = ONLY_MARKERS[language]
    result = merge(original, snippet.replace(name, "old_report_view"), language=None if language == "sql" else language)
    assert result.confidence == "ambiguous", (result.confidence, result.reasons)


def test_a_removed_name_that_names_two_declarations_is_refused() -> None:
    """``isort`` alone names ``[tool.isort]`` and ``[tool.ruff.lint.isort]``: the marker does not say which."""
    original = ONLY_MARKERS["toml"][0]
    result = merge(original, "# ... existing code ...\n# ... removed the isort settings ...\n# ... rest ...\n",
                   language="toml")
    assert not result.sure, result.text
