"""Readings and certifier rules from a probe set (tests/data/apply_adv4, a development set from the start) and
the twelfth split's refusals: a doc comment rewritten above a restated function (one first word), a script
rewritten whole under a new shebang, a whole new file read as an edit of the file's top, a README's title or
intro rewritten while the marker after it keeps the old one, and a statement widened a few new lines below the
chunk's last restated line, and a Kotlin extension function named as the file's parse names it."""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.syntax import file_language
from fastapply.evals.cases import load_cases

_DATA = Path(__file__).parent / "data"


def _case(split: str, case_id: str):
    return next(c for c in load_cases(_DATA / split) if c.id == case_id)


@pytest.mark.parametrize(("split", "case_id"), [
    ("apply_adv4", "bash/a5_git_helpers_release_tag_function"),  # doc comment: one first word, rewritten
    ("apply_adv4", "bash/a5_pg_backup_script_rewrite"),  # a shebang, three quarters of the file's code, no marker
    ("apply_unsaid", "c/s3_logger_timestamp_and_flush"),  # ``fprintf`` widened three new lines below the anchor
    ("apply_unsaid", "kotlin/s1_kt_payment_method_voucher"),  # ``fun PaymentMethod.label()`` is ``label``, as in
])  # the file's parse, where the snippet (a fragment that does not parse) names it by its first line
def test_the_probe_cases_are_written_right(split: str, case_id: str) -> None:
    case = _case(split, case_id)
    result = merge(case.original, case.update, language=file_language(case.path))
    assert result.sure and result.text == case.final, result.reasons


_DOCUMENTED = {
    "python": ("import os\n\n\n# Read the config file.\ndef load(path):\n    return open(path).read()\n\n\n"
               "def save(path, text):\n    open(path, 'w').write(text)\n",
               "# ... existing code ...\n\n\n# Read settings from path, else from $CFG.\n"
               "def load(path=None):\n    return open(path or os.environ['CFG']).read()\n\n\n"
               "# ... existing code ...\n"),
    "go": ("package cfg\n\nimport \"os\"\n\n// Read the config file.\nfunc Load(path string) ([]byte, error) {\n"
           "\treturn os.ReadFile(path)\n}\n\nfunc Save(path string, b []byte) error {\n"
           "\treturn os.WriteFile(path, b, 0o644)\n}\n",
           "// ... existing code ...\n\n// Read settings from path, else from $CFG.\n"
           "func Load(path string) ([]byte, error) {\n\tif path == \"\" {\n\t\tpath = os.Getenv(\"CFG\")\n\t}\n"
           "\treturn os.ReadFile(path)\n}\n\n// ... existing code ...\n"),
}


@pytest.mark.parametrize("language", sorted(_DOCUMENTED))
def test_a_doc_comment_rewritten_with_its_function_replaces_the_old_one(language: str) -> None:
    """The new comment right above the restated function opens with the old one's first word (``Read``): its new
    version, not a second comment kept above the old (the old one is deleted)."""
    original, snippet = _DOCUMENTED[language]
    result = merge(original, snippet, language=language)
    assert result.sure and "Read the config file.\n" not in result.text, result.text
    assert "Read settings from path" in result.text


def test_a_whole_new_file_read_as_an_edit_of_its_top_is_refused() -> None:
    """No marker, as much code as the file, its first lines read as edits of the file's first lines: the old body
    would be kept after the new one. Refused (the whole new file, or an edit of the top?)."""
    original = "".join(f"STEP_{i} = run('step {i}')\n" for i in range(12))
    snippet = "".join(f"STEP_{i} = run('step {i}', retries=3)\n" for i in range(2)) + \
        "".join(f"task_{i} = schedule('task {i}')\n" for i in range(12))
    result = merge(original, snippet, language="python")
    assert not result.sure and any("its old body kept after it" in r for r in result.reasons), result.reasons


_README = ("# Deploying on Kubernetes\n\nThis page explains how to deploy Ledgerline on Kubernetes with Helm.\n\n"
           "> **Note:** Helm 2 is not supported.\n\n## Prerequisites\n\n- A Kubernetes cluster\n- Helm 3\n\n"
           "## Install\n\nRun `helm install ledgerline ./chart` from the repository root.\n\n"
           "Then wait for every pod of the release to report ready.\n")


def test_a_new_title_written_above_the_kept_old_one_is_refused() -> None:
    """A new title and intro at the top, the marker keeping the rest: the old title and intro stay below the new
    ones (two titles). Refused."""
    snippet = ("# Kubernetes deployment guide\n\nLedgerline runs on any conformant Kubernetes cluster, installed with "
               "the official Helm chart.\n\n<!-- ... remaining sections unchanged ... -->\n")
    result = merge(_README, snippet, language="markdown")
    assert not result.sure and any("a heading as deep as the chunk's new one" in r for r in result.reasons), \
        result.reasons


def test_a_new_intro_under_the_restated_title_before_the_kept_old_one_is_refused() -> None:
    """The title restated, a new intro paragraph, the marker keeping the rest: the old intro stays right after the
    new one, in the same section. Refused."""
    snippet = ("# Deploying on Kubernetes\n\nLedgerline runs on any conformant Kubernetes cluster, installed with "
               "the official Helm chart and an external database.\n\n<!-- ... rest unchanged ... -->\n")
    result = merge(_README, snippet, language="markdown")
    assert not result.sure and any("the section's old text kept" in r for r in result.reasons), result.reasons


def test_a_one_line_edit_in_a_section_is_no_rewritten_section() -> None:
    """A heading restated and its one line of text edited, a marker after: the edit replaces that line (no new
    text before old), written."""
    snippet = ("<!-- ... -->\n\n## Install\n\nRun `helm install ledgerline ./chart --wait` from the repository "
               "root.\n\n<!-- ... -->\n")
    result = merge(_README, snippet, language="markdown")
    assert result.sure and result.text == _README.replace("./chart` from", "./chart --wait` from"), result.reasons


_RENAMED = {
    "python": ("def export(path, store):\n    rows = store.fetch()\n    rows = [row for row in rows if row.amount]\n"
               "    header = ['day', 'amount']\n    with open(path, 'w') as fh:\n        fh.write(','.join(header))\n"
               "        for row in rows:\n            fh.write(str(row.amount))\n    return len(rows)\n",
               "def export(path, store):\n    records = [r for r in store.fetch() if r.amount and not r.voided]\n"
               "    records.sort(key=lambda r: r.day)\n    # ... header setup unchanged ...\n"
               "    with open(path, 'w') as fh:\n        fh.write(','.join(header))\n        for record in records:\n"
               "            fh.write(str(record.amount))\n    return len(records)\n"),
    "javascript": ("function exportRows(path, store) {\n  let rows = store.fetch();\n"
                   "  rows = rows.filter((r) => r.amount);\n"
                   "  const header = ['day', 'amount'];\n  const out = [header.join(',')];\n"
                   "  for (const row of rows) {\n    out.push(String(row.amount));\n  }\n  write(path, out);\n"
                   "  return rows.length;\n}\n",
                   "function exportRows(path, store) {\n"
                   "  const records = store.fetch().filter((r) => r.amount && !r.voided);\n"
                   "  records.sort((a, b) => a.day - b.day);\n  // ... header and out setup unchanged ...\n"
                   "  for (const record of records) {\n    out.push(String(record.amount));\n  }\n  write(path, out);\n"
                   "  return records.length;\n}\n"),
    "go": ("package report\n\nfunc Export(path string, store Store) int {\n\trows := store.Fetch()\n"
           "\trows = keep(rows)\n\theader := []string{\"day\", \"amount\"}\n\tout := [][]string{header}\n"
           "\tfor _, row := range rows {\n\t\tout = append(out, row.Cells())\n\t}\n\twrite(path, out)\n"
           "\treturn len(rows)\n}\n",
           "func Export(path string, store Store) int {\n\trecords := keepValid(store.Fetch())\n"
           "\tsortByDay(records)\n\t// ... header and out setup unchanged ...\n\tfor _, record := range records {\n"
           "\t\tout = append(out, record.Cells())\n\t}\n\twrite(path, out)\n\treturn len(records)\n}\n"),
}


def test_the_old_local_kept_below_its_renamed_rewrite_is_refused() -> None:
    """The first statements rewritten to compute ``records``, an indented marker for the setup after them, the rest
    restated reading ``records``: the marker would keep ``rows = ...``, whose every reader is rewritten, beside
    its new version. Refused (tests/data/apply_adv5's python/a6_sales_report_export_rename_rows)."""
    original, snippet = _RENAMED["python"]
    result = merge(original, snippet, language="python")
    assert not result.sure and any("none reads it now" in r for r in result.reasons), result.reasons


@pytest.mark.parametrize("language", ["javascript", "python", "go"])
def test_a_rewrite_under_a_renamed_local_is_never_written_with_the_old_code(language: str) -> None:
    original, snippet = _RENAMED[language]
    result = merge(original, snippet, language=language)
    assert not result.sure, result.text
