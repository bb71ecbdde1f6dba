"""Rules of the certifier found on the attack rounds' cases (tests/data/apply_adv12, apply_adv13, apply_adv14): an
import deleted while the result still uses what it brings in (imported.import_dropped); a deletion marker that takes a
whole Markdown section for one of its paragraphs (removals._held) or, after the plural ``helpers``, the methods
after the ones it is about (removals._about); a Python function restated whole, two blank lines and a marker at
the margin after it, its old last line kept (Snippet.ended); a data file's new key read onto a like key of another
block (keys.opened_above); a marker-less snippet ending in a restated function read as the whole file
(edgeline.elsewhere). Each test fails when its rule is taken out (the Go and TypeScript edge cases guard it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Verdict, Written
from fastapply.apply.merge.counted import arm_twice
from fastapply.apply.merge.doc import doc_moved
from fastapply.apply.merge.imported import _bound, import_dropped, import_twice
from fastapply.apply.merge.markers import is_marker_line
from fastapply.apply.merge.refields import rewritten_item
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source
from fastapply.apply.merge.tags import tags_paired
from fastapply.evals.cases import load_case


@pytest.mark.parametrize(("line", "names"), [
    ("import express from 'express';", {"express"}),
    ("import React, { useState as useLocal } from \"react\";", {"React", "useLocal"}),
    ("import * as fs from 'node:fs';", {"fs"}),
    ("import type { Order } from './types';", {"Order"}),
    ("from orders.models import Order as O, Refund", {"O", "Refund"}),
    ("import os.path", {"os"}),
    ("import numpy as np", {"np"}),
    ("x = express()", set()),
])
def test_the_names_an_import_line_binds(line, names):
    assert _bound(line) == names


@pytest.mark.parametrize(("original", "result", "language", "name"), [
    ("import express from 'express';\nimport { z } from 'zod';\n\nexport const router = express.Router();\n",
     ["import rateLimit from 'express-rate-limit';", "import { z } from 'zod';", "",
      "export const router = express.Router();"], "typescript", "express"),
    ("const fs = 1;\nimport path from 'path';\nimport os from 'os';\n\nconsole.log(path.join(os.tmpdir()));\n",
     ["const fs = 1;", "import pathe from 'pathe';", "import os from 'os';", "",
      "console.log(path.join(os.tmpdir()));"], "javascript", "path"),
    ("import json\nimport os\n\n\ndef load(p):\n    return json.loads(open(p).read())\n",
     ["import jsonschema", "import os", "", "", "def load(p):", "    return json.loads(open(p).read())"],
     "python", "json"),
])
def test_an_import_deleted_while_its_name_is_used_is_refused(original, result, language, name):
    source = Source(original, language)
    snippet = Snippet("// ... existing code ...\n", language)
    first = next(i for i, line in enumerate(source.lines) if "import" in line)
    deleted = Certificate((Piece(KEEP, (0, 1), (0, len(source.lines)), marker=0, removed=((first, first + 1),)),))
    said = import_dropped(source, snippet, deleted, result)
    assert len(said) == 1 and f"still uses {name!r}" in said[0]
    fixed = [line for line in result if name not in line or "import" in line] + [f"import {name}"]
    assert import_dropped(source, snippet, deleted, fixed) == []  # (imported again, or no longer used: no doubt)


def test_a_name_mentioned_in_prose_or_a_string_is_no_use():
    source = Source("import warnings\n\n\ndef f():\n    \"\"\"Collects warnings.\"\"\"\n    return 'warnings'\n",
                    "python")
    deleted = Certificate((Piece(KEEP, (0, 1), (0, len(source.lines)), marker=0, removed=((0, 1),)),))
    result = source.lines[1:]
    assert import_dropped(source, Snippet("# ... existing code ...\n", "python"), deleted, result) == []


def test_a_markdown_section_is_not_removed_for_the_note_it_holds():
    original = ("# tool\n\n## Install\n\n    pip install tool\n\n## Docker\n\nRun the image:\n\n    docker run tool\n\n"
                "> Note: the Docker image has no GPU support yet.\n\n## License\n\nMIT\n")
    snippet = ("<!-- ... existing content ... -->\n\n<!-- ... removed the Docker GPU note ... -->\n\n## License\n\n"
               "<!-- ... existing content ... -->\n")
    result = merge(original, snippet, language="markdown")
    assert not result.sure and "which names every word of it" in result.reasons[0]


def test_methods_after_the_ones_a_plural_deletion_marker_is_about_are_not_removed():
    original = ("class TokenService\n  def issue(user)\n    SecureRandom.hex(16)\n  end\n\n"
                "  def legacy_token_for(user)\n    hmac(LEGACY, user.id)\n  end\n\n"
                "  def verify_legacy_token(user, token)\n    legacy_token_for(user) == token\n  end\n\n"
                "  def revoke_token(token)\n    @store.delete(token)\n  end\nend\n")
    snippet = ("# ... existing code ...\n  def issue(user)\n    SecureRandom.hex(16)\n  end\n\n"
               "  # ... removed the legacy token helpers ...\nend\n")
    result = merge(original, snippet, language="ruby")
    assert not result.sure or "def revoke_token" in result.text


def test_a_python_test_restated_whole_keeps_no_old_line_after_it():
    original = ("import logging\n\n\ndef test_load(tmp_path):\n    path = tmp_path / \"a.txt\"\n"
                "    path.write_text(\"x\")\n"
                "    assert load(path) == \"x\"\n\n\ndef test_save(tmp_path):\n    save(tmp_path / \"b\", \"y\")\n")
    snippet = ("# ... existing code ...\n\n\ndef test_load(tmp_path):\n    path = tmp_path / \"a.txt\"\n"
               "    path.write_text(\"x\")\n    assert load(path) == path.read_text()\n\n\n# ... existing code ...\n")
    result = merge(original, snippet, language="python")
    assert not result.sure and "is restated whole" in result.reasons[0]


def test_a_new_yaml_key_after_its_block_and_a_marker_goes_in_that_block():
    original = ("services:\n  web:\n    image: nginx:1.27\n    ports:\n      - \"80:80\"\n"
                "  db:\n    image: postgres:16\n"
                "    healthcheck:\n      test: [\"CMD\", \"pg_isready\"]\n      interval: 10s\n")
    snippet = ("services:\n  web:\n    # ... existing code ...\n    healthcheck:\n"
               "      test: [\"CMD\", \"curl\", \"-f\", \"http://localhost/\"]\n      interval: 30s\n"
               "  # ... existing code ...\n")
    expected = original.replace("  db:\n", "    healthcheck:\n      test: [\"CMD\", \"curl\", \"-f\", "
                                "\"http://localhost/\"]\n      interval: 30s\n  db:\n")
    result = merge(original, snippet, language="yaml")
    assert result.sure and result.text == expected


_LOAD = {  # (original, snippet, the function the file ends with)
    "python": (
        "import json\nfrom pathlib import Path\n\n\ndef load_config(path):\n"
        "    data = json.loads(Path(path).read_text())\n    data.setdefault(\"workers\", 4)\n    return data\n\n\n"
        "def save_config(path, config):\n    Path(path).write_text(json.dumps(config))\n    return str(path)\n",
        "import json\nfrom pathlib import Path\n\n\ndef load_config(path):\n"
        "    config = json.loads(Path(path).read_text())\n    config.setdefault(\"workers\", 4)\n"
        "    config.setdefault(\"timeout\", 30)\n    return config\n",
        "save_config"),
    "go": (
        "package config\n\nimport \"os\"\n\nfunc Load(path string) ([]byte, error) {\n"
        "\tdata, err := os.ReadFile(path)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn data, nil\n}\n\n"
        "func Save(path string, data []byte) error {\n\treturn os.WriteFile(path, data, 0o644)\n}\n",
        "package config\n\nimport \"os\"\n\nfunc Load(path string) ([]byte, error) {\n"
        "\traw, err := os.ReadFile(path)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn raw, nil\n}\n",
        "Save"),
    "typescript": (
        "import { readFileSync, writeFileSync } from \"fs\";\n\nexport function loadConfig(path: string) {\n"
        "  const data = JSON.parse(readFileSync(path, \"utf8\"));\n  data.workers ??= 4;\n  return data;\n}\n\n"
        "export function saveConfig(path: string, config: object): string {\n"
        "  writeFileSync(path, JSON.stringify(config));\n  return path;\n}\n",
        "import { readFileSync, writeFileSync } from \"fs\";\n\nexport function loadConfig(path: string) {\n"
        "  const config = JSON.parse(readFileSync(path, \"utf8\"));\n  config.workers ??= 4;\n"
        "  config.timeout ??= 30;\n  return config;\n}\n",
        "saveConfig"),
}


@pytest.mark.parametrize("language", sorted(_LOAD))
def test_a_marker_less_snippet_ending_in_a_restated_function_keeps_the_ones_after_it(language):
    """The snippet's last line, ``return config``, lies in ``load_config``, which the original has, not in the
    function the file ends with: the snippet is a fragment, and the edge rule keeps what lies beyond it
    (edgeline.elsewhere), never the whole new file with the last function dropped."""
    original, snippet, last = _LOAD[language]
    result = merge(original, snippet, language=language)
    assert not result.sure or last in result.text


_SWITCHES = {  # (original, the new branch, the original line it is written above)
    "java": (
        "class S {\n    String color(Status s) {\n        return switch (s) {\n            case PENDING -> \"gray\";\n"
        "            case PAID -> \"blue\";\n            case SHIPPED -> \"green\";\n        };\n    }\n}\n",
        "            case PAID -> \"indigo\";", 4),
    "c": (
        "int weight(int op) {\n    switch (op) {\n    case OP_ADD:\n        return 1;\n    case OP_MUL:\n"
        "        return 2;\n    }\n    return 0;\n}\n",
        "    case OP_ADD:", 4),
    "ruby": ("def fee(kind)\n  case kind\n  when :card then 30\n  when :cash then 0\n  end\nend\n",
             "  when :card then 25", 3),
    "swift": (
        "func tint(_ s: Status) -> Color {\n    switch s {\n    case .paid:\n        return .blue\n    case .due:\n"
        "        return .red\n    }\n}\n",
        "    case .due:", 6),
}


@pytest.mark.parametrize("language", sorted(_SWITCHES))
def test_a_switch_branch_written_beside_the_kept_branch_of_its_label_is_refused(language):
    """counted.arm_twice: the new branch ``case PAID -> "indigo";`` written right above the kept ``case PAID ->
    "blue";`` gives one label two branches; a branch of another label there is no doubt."""
    original, new, at = _SWITCHES[language]
    source = Source(original, language)
    n = len(source.lines)

    def written(text: str) -> Certificate:
        return Certificate((Piece(KEEP, (0, 1), (0, at), marker=0), Piece(WRITE, (1, 2), (at, at),
                            (Written(text, 1, None),)), Piece(KEEP, (2, 3), (at, n), marker=2)))

    snippet = Snippet(f"// ... existing code ...\n{new}\n// ... existing code ...\n", language)
    certificate = written(new)
    said = arm_twice(source, snippet, certificate, certificate.render(source.lines), Verdict("exact"))
    assert len(said) == 1 and "the same label" in said[0]
    other = written(new.replace("PAID", "REFUNDED").replace("OP_ADD", "OP_SUB").replace(":card", ":wire")
                    .replace(".due", ".void"))
    assert arm_twice(source, snippet, other, other.render(source.lines), Verdict("exact")) == []


_QUERIES = {
    None: ("CREATE VIEW paid AS\nSELECT id, total\nFROM orders\nWHERE status = 'paid'\nORDER BY id;\n",
           "WHERE status IN ('paid', 'settled')", 4),
    "python": (("def paid(db):\n    return db.execute(\"\"\"\n        SELECT id, total\n        FROM orders\n"
               "        WHERE status = 'paid'\n    \"\"\")\n"), "        WHERE status IN ('paid', 'settled')", 5),
    "go": ("package q\n\nconst paid = `\n\tSELECT id, total\n\tFROM orders\n\tGROUP BY id\n\tORDER BY id`\n",
           "\tGROUP BY id, total", 6),
}


@pytest.mark.parametrize("language", [None, "python", "go"], ids=["sql", "python", "go"])
def test_an_sql_clause_written_beside_a_kept_one_of_its_keyword_is_refused(language):
    """counted.arm_twice: a new ``WHERE`` right below the kept ``WHERE`` gives one statement two WHERE clauses; a
    new ``AND`` line there is no doubt."""
    original, new, at = _QUERIES[language]
    source = Source(original, language)
    snippet = Snippet(f"-- ... existing code ...\n{new}\n-- ... existing code ...\n", language)

    def written(text: str) -> Certificate:
        return Certificate((Piece(KEEP, (0, 1), (0, at), marker=0), Piece(WRITE, (1, 2), (at, at),
                            (Written(text, 1, None),)), Piece(KEEP, (2, 3), (at, len(source.lines)), marker=2)))

    certificate = written(new)
    said = arm_twice(source, snippet, certificate, certificate.render(source.lines), Verdict("exact"))
    assert len(said) == 1 and ("two WHERE clauses" in said[0] or "two GROUP BY clauses" in said[0])
    other = written(new.replace("WHERE", "  AND").replace("GROUP BY", "HAVING"))
    assert arm_twice(source, snippet, other, other.render(source.lines), Verdict("exact")) == []


_FIELDS = {  # (original, the documented line a new sibling's comment is read over, the new sibling's two lines)
    "go": ("type Limits struct {\n\t// MaxHeaderBytes limits the size of the headers.\n\tMaxHeaderBytes int\n"
           "\t// MaxURLBytes limits the size of the URL.\n\tMaxURLBytes int\n}\n", 3,
           ["\t// MaxBodyBytes limits the size of the body.", "\tMaxBodyBytes int64"]),
    "rust": ("pub struct Limits {\n    /// Most bytes of headers.\n    pub max_header: usize,\n"
             "    /// Most bytes of the URL.\n    pub max_url: usize,\n}\n", 3,
             ["    /// Most bytes of the body.", "    pub max_body: usize,"]),
    "typescript": ("export interface Limits {\n  /** Most bytes of headers. */\n  maxHeader: number;\n"
                   "  /** Most bytes of the URL. */\n  maxUrl: number;\n}\n", 3,
                   ["  /** Most bytes of the body. */", "  maxBody: number;"]),
}


@pytest.mark.parametrize("language", sorted(_FIELDS))
def test_a_doc_comment_read_as_reworded_into_a_new_siblings_is_refused(language):
    """doc.doc_moved: the next field's comment read as replaced by the new field's comment leaves that field kept
    bare; a new comment right above the kept field, its rewording, is no doubt."""
    original, at, (comment, field) = _FIELDS[language]
    source = Source(original, language)
    snippet = Snippet(f"// ... existing code ...\n{comment}\n{field}\n// ... existing code ...\n", language)

    def reading(lines: list[Written], deleted: bool) -> tuple[Certificate, Verdict]:
        verdict = Verdict("exact", deletions=[(at, "replaced by its new version, snippet line 2")] * deleted)
        end = at + deleted
        return Certificate((Piece(KEEP, (0, 1), (0, at), marker=0), Piece(WRITE, (1, 3), (at, end), tuple(lines)),
                            Piece(KEEP, (3, 4), (end, len(source.lines)), marker=3))), verdict

    certificate, verdict = reading([Written(comment, 1, None), Written(field, 2, None)], True)
    said = doc_moved(source, snippet, certificate, certificate.render(source.lines), verdict)
    assert len(said) == 1 and "without a comment" in said[0]
    certificate, verdict = reading([Written(field, 2, None), Written(comment, 1, None)], True)  # (reworded in place)
    assert doc_moved(source, snippet, certificate, certificate.render(source.lines), verdict) == []


_FORM = ("<form>\n" + "".join(f'  <div class="field">\n    <label>{x}</label>\n    <input name="{x}">\n  </div>\n'
                              for x in "abc") + "</form>\n")


def test_a_new_element_read_over_the_next_like_one_by_its_edited_opening_tag_is_refused():
    """refields.rewritten_item: a new field whose opening tag, ``<div class="field field-check">``, is read as the
    new version of the next field's, its label and input deleted and its ``</div>`` restated, rewrites that field
    whole: one more field, or this one rewritten?"""
    source = Source(_FORM, "html")
    new = ['  <div class="field field-check">', '    <input type="checkbox" name="d">', "    <label>d</label>",
           "  </div>"]
    snippet = Snippet("<!-- ... -->\n" + "\n".join(new) + "\n<!-- ... -->\n", "html")
    written = (*(Written(text, k + 1, None) for k, text in enumerate(new[:3])), Written(new[3], 4, 8))
    certificate = Certificate((Piece(KEEP, (0, 1), (0, 5), marker=0), Piece(WRITE, (1, 5), (5, 9), written),
                               Piece(KEEP, (5, 6), (9, len(source.lines)), marker=5)))
    said = rewritten_item(source, snippet, certificate, certificate.render(source.lines), Verdict("exact"))
    assert len(said) == 1 and "one more item, or this one rewritten?" in said[0]


def test_an_html_element_whose_opening_tag_is_deleted_while_its_end_tag_stays_is_refused():
    """tags.tags_paired, on the frozen split's one wrong file: the new checkbox field read over the next field's
    opening tag leaves its ``</div>`` closing nothing; the next reading, the new field written over that field
    whole, is refused by refields.rewritten_item."""
    case = load_case(Path(__file__).parent / "data" / "apply_unprompted" / "html" / "u1_order_form_pickup")
    result = merge(case.original, case.update, language="html")
    assert not result.sure and "closes <div> one time more than it opens it" in result.reasons[0]
    unclosed = _FORM.replace('  <div class="field">\n    <label>b', '    <label>b', 1)
    assert tags_paired(Source(_FORM, "html"), None, None, unclosed.splitlines()) == [
        "the result closes <div> one time more than it opens it, unlike the original"]
    assert tags_paired(Source(unclosed, "html"), None, None, unclosed.splitlines()) == []  # (as the original has it)


def test_an_import_deleted_for_a_declaration_of_its_name_is_no_doubt():
    """imported.import_dropped: ``from utils import slugify`` deleted where the result declares ``slugify`` itself."""
    source = Source("from utils import slugify\n\n\ndef link(title):\n    return '/' + slugify(title)\n", "python")
    deleted = Certificate((Piece(KEEP, (0, 1), (0, len(source.lines)), marker=0, removed=((0, 1),)),))
    result = ["def slugify(text):", "    return text.lower()", "", "", "def link(title):",
              "    return '/' + slugify(title)"]
    assert import_dropped(source, Snippet("# ... existing code ...\n", "python"), deleted, result) == []
    assert import_dropped(source, Snippet("# ... existing code ...\n", "python"), deleted, result[2:]) != []


_IMPORTS = {  # (original, the import line written new at its top, a sibling import of the same module)
    "rust": ("//! Boarding checks.\n\nuse std::collections::HashMap;\n\nfn f() {}\n",
             "use std::collections::{HashMap, HashSet};", "use std::collections::BTreeMap;"),
    "python": ("\"\"\"Boarding checks.\"\"\"\n\nfrom typing import Dict\n\n\ndef f():\n    pass\n",
               "from typing import Dict, Set", "from typing import Any"),
    "typescript": ("// Boarding checks.\n\nimport { readFile } from 'fs/promises';\n\nexport function f() {}\n",
                   "import { readFile, writeFile } from 'fs/promises';", "import { stat } from 'fs/promises';"),
}


@pytest.mark.parametrize("language", sorted(_IMPORTS))
def test_an_import_written_new_beside_its_kept_old_version_is_refused(language):
    """imported.import_twice: the new import above the file's header comment imports a name the kept import below
    it imports from the same module (its old version kept); a sibling import of that module, no name in common, is
    no doubt."""
    original, new, sibling = _IMPORTS[language]
    source = Source(original, language)
    snippet = Snippet(f"{new}\n", language)

    def written(text: str) -> Certificate:
        return Certificate((Piece(WRITE, (0, 1), (0, 0), (Written(text, 0, None),)),
                            Piece(KEEP, (1, 1), (0, len(source.lines)))))

    certificate = written(new)
    said = import_twice(source, snippet, certificate, certificate.render(source.lines))
    assert len(said) == 1 and "from the same module: its old version kept beside it?" in said[0]
    other = written(sibling)
    assert import_twice(source, snippet, other, other.render(source.lines)) == []


def test_a_short_markdown_line_kept_below_its_grown_version_is_refused():
    """sections.prose_kept: ``be running.`` kept below the new ``be running. The weather feed is stubbed.``, however
    short the old line: its old wording kept?"""
    original = ("# tool\n\n## Tests\n\nIntegration tests start PostgreSQL, so Docker must\nbe running.\n\n"
                "## Deploying\n\nMerges deploy to staging.\n")
    snippet = ("<!-- ... -->\n\n## Tests\n\nIntegration tests start PostgreSQL, so Docker must\n"
               "be running. The weather feed is stubbed.\n\n<!-- ... -->\n")
    result = merge(original, snippet, language="markdown")
    assert not result.sure and "its old wording kept?" in result.reasons[0]


@pytest.mark.parametrize(("line", "marker"), [
    ("  // Removed legacyCodes, parseLegacy() and parseAny(): paper-ticket codes are no longer accepted.", True),
    ("    # Removed parse_legacy() and parse_any(): handhelds send new codes only.", True),
    ("-- Dropped legacy_totals(), legacy_rates() and legacy_fees()", True),
    ("  // Removed parseLegacy(): no longer accepted.", True),
    ("# Removed trailing whitespace handling here", False),  # (a sentence: no name it removes)
    ("  // Removed a, b, c", False),
])
def test_a_capitalised_note_listing_the_names_it_removes_is_a_deletion_marker(line, marker):
    """markers._GONE: ``// Removed legacyCodes, parseLegacy() and parseAny(): ...`` is a deletion note, never code."""
    assert is_marker_line(line) is marker


def test_a_scala_removal_note_is_not_written_into_the_file():
    case = load_case(Path(__file__).parent / "data" / "apply_unscripted" / "scala" / "v1_drop_legacy_violation_codes")
    result = merge(case.original, case.update, language="scala")
    assert result.sure and result.text == case.final
