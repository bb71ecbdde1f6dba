"""What markers say and what snippet edges imply, seen on edits written by people who never read the merge:
a line kept after a chunk that rewrote a ``\\``-continued statement's last line (*beside*, ``cut_tail``); a
declaration's doc comment dropped between two restated lines (*deletion*, ``doc_dropped``); a line deleted
beside a marker that says it keeps what the line mentions (*deletion*, ``kept_said``); a run of like lines
(includes, imports) restated at a marker-less edge with one of them dropped (*deletion*, ``edge_run``); a make
``.PHONY:`` line named by the target it lists; no blank line above a statement that ends with ``;``; SQL
``CREATE`` statements removed by a deletion marker. Each was written wrong, ``exact``, before."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

CONTINUED = {  # language: (original, snippet rewriting the continued statement's last line over several)
    "dockerfile": ("FROM golang:1.22 AS build\n\nRUN --mount=type=cache,target=/go/pkg/mod \\\n"
                   "    go build -ldflags=\"-s -w\" -o /out/api ./cmd/api\n\nRUN go vet ./...\n",
                   "# ... keep existing code\n\nRUN --mount=type=cache,target=/go/pkg/mod \\\n    go build \\\n"
                   "      -ldflags=\"-s -w -X main.version=${VERSION}\" \\\n      -o /out/api ./cmd/api\n\n"
                   "# ... keep existing code\n"),
    "bash": ("#!/usr/bin/env bash\nset -euo pipefail\n\nrsync -a --delete \\\n    ./build/ deploy@host:/srv/app/\n\n"
             "echo done\n",
             "# ... existing code ...\n\nrsync -a --delete \\\n    --exclude '*.map' \\\n    ./build/ deploy@host:/srv/www/\n\n"
             "# ... existing code ...\n"),
}


@pytest.mark.parametrize("language", sorted(CONTINUED))
def test_the_old_last_line_of_a_continued_statement_is_not_kept_after_its_rewrite(language):
    original, snippet = CONTINUED[language]
    result = merge(original, snippet, language=None if language == "dockerfile" else language)
    old = [x for x in original.split("\n") if x.startswith("    ") and not x.rstrip().endswith("\\")][0]
    assert not result.sure or old not in result.text.split("\n"), result.text


DOCS = {  # language: (original, snippet that restates the lines around a doc comment, adding a field)
    "go": ("package p\n\ntype T struct {\n\ta int\n\tb int\n}\n\n// New returns a T.\nfunc New() *T {\n\treturn &T{}\n}\n",
           "type T struct {\n\t// ... existing fields ...\n\tb int\n\tc int\n}\n\nfunc New() *T {\n"
           "\t// ... existing code ...\n}\n"),
    "python": ("import os\n\nLIMIT = 3\n\n\n# Load the settings from the environment.\ndef load():\n"
               "    return os.environ\n",
               "# ... existing code ...\nLIMIT = 3\nRETRIES = 5\n\n\ndef load():\n    # ... existing code ...\n"),
    "java": ("class A {\n    int a;\n    int b;\n\n    /** Makes an A. */\n    A() {\n        a = 1;\n    }\n}\n",
             "class A {\n    // ... existing fields ...\n    int b;\n    int c;\n\n    A() {\n        // ... existing code ...\n"
             "    }\n}\n"),
}


@pytest.mark.parametrize("language", sorted(DOCS))
def test_a_doc_comment_dropped_between_restated_lines_is_refused_or_kept(language):
    original, snippet = DOCS[language]
    result = merge(original, snippet, language=language)
    comment = [x for x in original.split("\n") if x.strip().startswith(("//", "#", "/**"))][-1]
    assert not result.sure or comment in result.text, result.text


KEPT = {  # language: (original, snippet whose marker names what it keeps, a line of it the misreading drops)
    "tsx": ("export function Row({ o }: P) {\n  return (\n    <tr>\n      <td>{o.number}</td>\n      <td>\n"
            "        <Badge>{o.status}</Badge>\n      </td>\n      <td>{o.total}</td>\n    </tr>\n  );\n}\n",
            "export function Row({ o }: P) {\n  return (\n    <tr>\n      {/* ... number and status cells ... */}\n"
            "      <td>\n        <a href={o.url}>{o.tracking}</a>\n      </td>\n      {/* ... total cell ... */}\n"
            "    </tr>\n  );\n}\n", "<Badge>{o.status}</Badge>"),
    "python": ("def build(o):\n    parts = [\n        o.number,\n        (\n            o.status,\n        ),\n"
               "        o.total,\n    ]\n    return parts\n",
               "def build(o):\n    parts = [\n        # ... number and status parts ...\n        (\n            o.tracking,\n"
               "        ),\n        # ... total part ...\n    ]\n    return parts\n", "o.status,"),
}


@pytest.mark.parametrize("language", sorted(KEPT))
def test_a_line_the_marker_says_it_keeps_is_not_deleted_beside_it(language):
    original, snippet, kept = KEPT[language]
    result = merge(original, snippet, language=language)
    assert not result.sure or kept in result.text, result.text


RUNS = {  # language: (original, a marker-less top edge restating a run of like lines from its second one)
    "c": ("#include <stdarg.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <stdio.h>\n\nint x;\n\nint f(void)\n"
          "{\n    return x;\n}\n",
          "#include <stddef.h>\n#include <stdio.h>\n\n// ... existing code ...\n", "#include <stdarg.h>"),
    "python": ("import json\nimport os\nimport re\nimport sys\n\n\ndef f():\n    return os.sep\n",
               "import os\nimport sys\n\n\n# ... existing code ...\n", "import json"),
    "javascript": ("import a from \"a\";\nimport b from \"b\";\nimport c from \"c\";\nimport d from \"d\";\n\n"
                   "export const x = a + b + d;\n",
                   "import b from \"b\";\nimport d from \"d\";\n\n// ... existing code ...\n", "import a from"),
}


@pytest.mark.parametrize("language", sorted(RUNS))
def test_a_run_restated_at_an_edge_with_a_line_dropped_is_refused(language):
    """Kept beyond the edge (the convention) or dropped with the run (what the list reads as): not sure."""
    original, snippet, first = RUNS[language]
    result = merge(original, snippet, language=language)
    assert not result.sure, result.text
    assert any("run of like lines" in x for x in result.reasons), result.reasons


def test_a_run_restated_at_an_edge_whole_keeps_what_lies_beyond():
    original = "import json\nimport os\nimport sys\n\n\ndef f():\n    return os.sep\n"
    result = merge(original, "import os\nimport re\nimport sys\n\n\n# ... existing code ...\n", language="python")
    assert (result.confidence, result.text) == ("exact", original.replace("import os\n", "import os\nimport re\n"))


MAKEFILE = """.PHONY: test
test: ## Run the tests
\tgo test ./...

.PHONY: lint
lint: ## Lint
\tgolangci-lint run
"""


def test_a_new_phony_line_is_not_the_new_version_of_the_next_one():
    snippet = ("# ... existing code ...\n\n.PHONY: test\ntest: ## Run the tests\n\tgo test ./...\n\n.PHONY: cover\n"
               "cover: ## Coverage\n\tgo test -cover ./...\n\n# ... existing code ...\n")
    result = merge(MAKEFILE, snippet, language=None)
    expected = MAKEFILE.replace("\n.PHONY: lint", "\n.PHONY: cover\ncover: ## Coverage\n\tgo test -cover ./...\n\n"
                                ".PHONY: lint")
    assert (result.sure, result.text) == (True, expected)


@pytest.mark.parametrize("language, original, snippet, new", [
    (None, "CREATE INDEX a ON t (x);\nCREATE INDEX b ON u (y);\n\nCOMMIT;\n",
     "-- ... existing code ...\nCREATE INDEX a ON t (x);\nCREATE INDEX c ON t (z) WHERE z > 0;\n-- ... rest ...\n",
     "CREATE INDEX c ON t (z) WHERE z > 0;"),
    ("c", "int f(void);\nint g(void);\n\nint main(void)\n{\n    return f();\n}\n",
     "// ... existing code ...\nint f(void);\nint h(int x);\n// ... existing code ...\n", "int h(int x);"),
], ids=["sql", "c"])
def test_a_statement_ended_by_a_semicolon_opens_no_block_to_space(language, original, snippet, new):
    first = original.split("\n")[0]
    result = merge(original, snippet, language=language)
    assert result.text == original.replace(first + "\n", f"{first}\n{new}\n"), result.text


SQL = """-- Orders per customer.
CREATE OR REPLACE VIEW app.v_orders AS
SELECT customer_id, count(*) FROM orders GROUP BY 1;

-- Legacy totals, kept for the old export.
CREATE OR REPLACE VIEW app.v_legacy_totals AS
SELECT id, legacy_total FROM orders
WHERE legacy_total IS NOT NULL;

CREATE FUNCTION app.refresh() RETURNS void AS $$
BEGIN
  PERFORM 1;
END;
$$ LANGUAGE plpgsql;
"""


@pytest.mark.parametrize("marker", ["-- (removed app.v_legacy_totals: the export reads v_orders now)",
                                    "-- ... v_legacy_totals removed ..."])
def test_a_deletion_marker_removes_an_sql_statement_it_names(marker):
    snippet = f"-- ... v_orders unchanged ...\n\n{marker}\n\n-- ... remaining views unchanged ...\n"
    result = merge(SQL, snippet, language=None)
    gone = "-- Legacy totals, kept for the old export.\nCREATE OR REPLACE VIEW app.v_legacy_totals AS\n" \
        "SELECT id, legacy_total FROM orders\nWHERE legacy_total IS NOT NULL;\n\n"
    assert (result.confidence, result.text) == ("exact", SQL.replace(gone, ""))


def test_the_certifier_refuses_a_deletion_beside_a_marker_that_keeps_it():
    from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    from fastapply.apply.merge.certify import certify
    from fastapply.apply.merge.snippet import Snippet
    from fastapply.apply.merge.source import Source

    source = Source("x = 0\na = 1\nstatus = 2\nb = 3\n", "python")
    snippet = Snippet("# ... x and status as before ...\na = 1\nb = 3\n", "python")
    certificate = Certificate((Piece(KEEP, (0, 1), (0, 1), marker=0),
                               Piece(WRITE, (1, 3), (1, 4), (Written("a = 1", 1, 1), Written("b = 3", 2, 3)))))
    refusals = certify(source, snippet, certificate, certificate.render(source.lines)).refusals
    assert any(x.startswith("deletion:") and "about status" in x for x in refusals), refusals


@pytest.mark.parametrize("line, names", [
    ('<!-- ... "About you" and "How would you like to help?" fieldsets ... -->', None),  # quoted titles: one word
    ("    # (remove _legacy_row and to_legacy_csv - the old BI import has been retired)",
     ("_legacy_row", "to_legacy_csv")),  # an instruction in brackets, as a note
])
def test_markers_that_quote_titles_or_say_remove(line, names):
    from fastapply.apply.merge.markers import is_marker_line, removes

    assert is_marker_line(line) and removes(line) == names


def test_a_long_description_between_dots_without_quotes_is_still_no_marker():
    """Only a quoted title counts as one word: ten plain words between dots, none that says code stays, are prose."""
    from fastapply.apply.merge.markers import is_marker_line

    assert not is_marker_line("<!-- ... About you and How would you like to help fieldsets here ... -->")
