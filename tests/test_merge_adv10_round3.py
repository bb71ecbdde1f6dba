"""The third attack round (tests/data/apply_adv10, g5_/g6_ cases), on the rules of the first two:

- the names an import binds are its names, not its path's last word (``h`` of ``<assert.h>``, ``js`` of
  ``./cache-key.js``), and words in strings or comments are no use of them: a whole-file rewrite that drops such an
  import deletes it; a require the snippet imports anew (``import fs from 'node:fs'``) and a ``module.exports``
  the snippet's ``export`` lines replace are no header or trailer it leaves out;
- a snippet that opens on a comment or a docstring gives the file's top anew (no old header kept above its new one);
- a key the snippet restates beside its new line is shown kept (a CSS fallback); C's ``.field = v,`` is a key;
- a deletion marker's paragraph head is its declaration, past ``@Deprecated`` and ``///`` lines;
- more bracketed and dotless notes that stand for code;
- a TOML or JSON result must parse (the standard library's parser) where the original does.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.beyond import _names
from fastapply.apply.merge.tables import loads_error
from fastapply.apply.merge.marker_text import _elided
from fastapply.apply.merge.syntax import file_language
from fastapply.evals.cases import load_case

ADV10 = Path(__file__).parent / "data" / "apply_adv10"


def _case(name: str):
    return load_case(next(ADV10.glob(f"*/{name}")))


@pytest.mark.parametrize("line, names", [
    ("#include <assert.h>", set()), ("import { cacheKey } from './cache-key.js';", {"cacheKey"}),
    ("import logging", {"logging"}), ("from m import a, b as c", {"a", "c"}), ("use std::fmt;", {"fmt"}),
    ("use a::b::{c, d as e};", {"c", "e"}), ('const fs = require("fs");', {"fs"}),
    ("import numpy as np", {"np"}), ('import "./styles.css";', set())])
def test_an_import_binds_its_names(line, names):
    assert _names(line) == names


@pytest.mark.parametrize("name", ["g5_c_whole_drops_first_include_kept", "g5_ts_whole_drops_first_import_js_suffix",
                                  "g5_py_whole_drops_import_csv_named_in_docstring",
                                  "g5_js_esm_conversion_keeps_require_and_exports"])
def test_a_whole_file_rewrite_drops_an_import_it_no_longer_uses(name):
    case = _case(name)
    result = merge(case.original, case.update, language=file_language(case.path))
    assert result.text == case.final and result.sure, result.explanation


HEADER = {
"rust": ("""//! A cache with a time-to-live per entry.

use std::collections::HashMap;
use std::time::Instant;

pub struct Cache {
    map: HashMap<String, Instant>,
}
""", """//! A cache with a time-to-live per entry and a size bound.

use std::time::Instant;

pub struct Cache {
    map: HashMap<String, Instant>,
}
"""),
"dockerfile": ("""FROM node:18-alpine AS deps
WORKDIR /app
COPY package.json ./
RUN npm ci
""", """# syntax=docker/dockerfile:1.7
WORKDIR /app
COPY package.json ./
RUN npm ci
"""),
"python": ('''"""Settings read from the environment."""

import os

DEBUG = os.environ.get("DEBUG") == "1"
''', '''"""Settings read from the environment (and a .env file)."""

DEBUG = os.environ.get("DEBUG") == "1"
'''),
}


@pytest.mark.parametrize("language", sorted(HEADER))
def test_a_snippet_that_opens_on_a_comment_gives_the_files_top_anew(language):
    original, snippet = HEADER[language]
    result = merge(original, snippet, language=language)
    assert result.text is None or result.text.count(snippet.splitlines()[0]) == 1 and \
        original.splitlines()[0] not in result.text.splitlines(), result.text


def test_a_key_restated_beside_its_new_line_is_shown_kept():
    original = ".hero {\n  height: 100vh;\n  display: grid;\n  place-items: center;\n  padding: 2rem;\n}\n"
    snippet = "/* ... existing code ... */\n  height: 100vh;\n  height: 100dvh;\n  /* ... existing code ... */\n"
    result = merge(original, snippet, language="css")
    assert result.sure and result.text == original.replace("100vh;\n", "100vh;\n  height: 100dvh;\n"), result.reasons


def test_a_designated_initializer_kept_beside_its_new_value_is_refused():
    case = _case("g5_c_designated_init_field_twice")
    result = merge(case.original, case.update, language="c")
    assert result.confidence == "ambiguous" and any("sets the same key" in x for x in result.reasons)


@pytest.mark.parametrize("name", ["g5_java_delmarker_legacy_deprecated_head_kept",
                                  "g5_rust_delmarker_legacy_doc_comment_head_kept"])
def test_a_paragraphs_head_is_its_declaration(name):
    case = _case(name)
    result = merge(case.original, case.update, language=file_language(case.path))
    assert result.text == case.final and result.sure, result.explanation


@pytest.mark.parametrize("comment", ["// (no changes)", "// (no other changes)", "# (nothing else changes)",
                                     "// (the rest is the same)", "# everything else stays", "// nothing else changed",
                                     "// no further changes", "# below here: no changes"])
def test_more_notes_that_stand_for_code_read_like_markers(comment):
    assert _elided(comment)


@pytest.mark.parametrize("comment", ["// Everything else goes to the SPA", "# No other dependencies needed",
                                     "# everything else is handled by nginx", "# Copy our config into /etc/nginx"])
def test_comments_that_say_more_are_code(comment):
    assert not _elided(comment)


def test_a_toml_or_json_result_must_parse_where_the_original_does():
    assert loads_error("toml", "[a]\nx = 1\nx = 2\n") is not None and loads_error("json", '{"a": 1, "a": 2}') is None
    original = '[menu]\nidentifier = "docs"\nweight = 25\n\n[footer]\nidentifier = "about"\n'
    snippet = '[menu]\nidentifier = "docs"\nidentifier = "blog"\n# ... existing code ...\n'
    result = merge(original, snippet, language="toml")
    assert result.confidence == "ambiguous" and any("no valid TOML" in x for x in result.reasons), result.reasons
    result = merge('{\n  "a": 1,\n  "b": 2\n}\n', '{\n  "a": 1,\n  // ... existing keys ...\n  "c": 3,\n}\n',
                   language="json")
    assert result.sure and result.text == '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}\n'  # (its comma moved: valid)


ITEMS = {
"html": ("""<ul class="team">
  <li>
    <h3>Ana Ruiz</h3>
    <p>Founder</p>
  </li>
  <li>
    <h3>Ben Okafor</h3>
    <p>Engineering</p>
  </li>
  <li>
    <h3>Chloe Martin</h3>
    <p>Design</p>
  </li>
</ul>
""", """<ul class="team">
  <!-- ... existing members ... -->
  <li>
    <h3>Dev Patel</h3>
    <p>Customer Success</p>
  </li>
</ul>
"""),
"json": ("""{
  "configurations": [
    {
      "name": "Run server",
      "program": "server.js"
    },
    {
      "name": "Run tests",
      "program": "jest"
    },
    {
      "name": "Attach",
      "port": 9229
    }
  ]
}
""", """{
  "configurations": [
    // ... existing configurations ...
    {
      "name": "Run current file",
      "program": "${file}"
    }
  ]
}
"""),
"tsx": ("""export function Steps() {
  return (
    <ol>
      <li>
        <b>Sign up</b>
        <span>1 minute</span>
      </li>
      <li>
        <b>Verify</b>
        <span>2 minutes</span>
      </li>
      <li>
        <b>Pay</b>
        <span>1 minute</span>
      </li>
    </ol>
  );
}
""", """export function Steps() {
  return (
    <ol>
      {/* ... existing steps ... */}
      <li>
        <b>Ship</b>
        <span>3 days</span>
      </li>
    </ol>
  );
}
"""),
}


@pytest.mark.parametrize("language", sorted(ITEMS))
def test_an_item_appended_after_like_items_is_never_read_onto_the_last(language):
    original, snippet = ITEMS[language]
    result = merge(original, snippet, language=language)
    last = [x for x in original.splitlines() if x.strip().startswith(("<h3>", '"name"', "<b>"))][-1]
    assert not result.sure or last in result.text, result.text


def test_an_item_that_keeps_a_line_of_its_own_is_an_edit():
    original, _ = ITEMS["html"]
    snippet = ("<ul class=\"team\">\n  <!-- ... existing members ... -->\n  <li>\n    <h3>Chloe Martin</h3>\n"
               "    <p>Design lead</p>\n  </li>\n</ul>\n")
    result = merge(original, snippet, language="html")
    assert result.sure and result.text == original.replace("<p>Design</p>", "<p>Design lead</p>"), result.reasons


@pytest.mark.parametrize("name", ["g6_html_team_member_append", "g6_html_team_member_append_tail"])
def test_a_card_appended_after_like_cards_is_not_read_onto_the_last(name):
    case = _case(name)
    result = merge(case.original, case.update, language="html")
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("like items" in x for x in result.reasons), result.reasons


@pytest.mark.parametrize("name", ["h8_py_comment_top_drops_imports", "h8_go_comment_top_drops_package",
                                  "h8_js_jsdoc_top_drops_imports", "h8_rs_doc_top_drops_imports",
                                  "h8_ts_new_const_top_drops_imports"])
def test_a_whole_file_reading_never_deletes_a_header_the_snippet_uses(name):
    case = _case(name)
    result = merge(case.original, case.update, language=file_language(case.path))
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("deleted" in x or "deletion" in x for x in result.reasons), result.reasons


@pytest.mark.parametrize("name", ["h8_toml_cargo_deps_append_lands_in_last_table",
                                  "h8_toml_pyproject_key_lands_in_next_table", "h8_md_section_append_lands_at_eof"])
def test_new_lines_stand_under_the_header_the_snippet_puts_them_under(name):
    case = _case(name)
    result = merge(case.original, case.update, language=file_language(case.path))
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("where the snippet has it under" in x for x in result.reasons), result.reasons


def test_an_ini_option_stands_under_its_section():
    original = ("[metadata]\nname = ledger\nversion = attr: ledger.__version__\n\n[options]\npackages = find:\n"
                "python_requires = >=3.9\n\n[flake8]\nmax-line-length = 100\nexclude = .git,build\n\n"
                "[tool:pytest]\naddopts = -q\ntestpaths = tests\n")
    snippet = "[flake8]\n# ... existing options ...\nextend-ignore = E203\n"
    result = merge(original, snippet, language=None)
    assert not result.sure or result.text == original.replace("build\n", "build\nextend-ignore = E203\n"), result.text


@pytest.mark.parametrize("name", ["h7_kt3_gradle_kapt_ksp", "h7_rs2_log_to_tracing", "h7_sw2_modifier_edit_one"])
def test_a_call_renamed_with_the_same_arguments_replaces_the_kept_old_call(name):
    case = _case(name)
    result = merge(case.original, case.update, language=file_language(case.path))
    assert result.sure and result.text == case.final, result.explanation


APPENDS = {
"lua": ("""function render(batch)
  local out = {}
  for _, label in ipairs(batch) do
    out[#out + 1] = "^XA"
    out[#out + 1] = label.id
    out[#out + 1] = "^XZ"
  end
  return table.concat(out, "\\n")
end
""", """function render(batch)
  local out = {}
  for _, label in ipairs(batch) do
    out[#out + 1] = "^XA"
    out[#out + 1] = label.id
    out[#out + 1] = label.line1
    -- ... existing code ...
  end
  -- ... existing code ...
end
""", '    out[#out + 1] = label.id\n', '    out[#out + 1] = label.line1\n'),
"php": ("""<?php
function rows(array $batch): array {
    $out = [];
    foreach ($batch as $b) {
        $out[] = 'start';
        $out[] = $b['id'];
        $out[] = 'end';
    }
    return $out;
}
""", """<?php
function rows(array $batch): array {
    $out = [];
    foreach ($batch as $b) {
        $out[] = 'start';
        $out[] = $b['id'];
        $out[] = $b['name'];
        // ... existing code ...
    }
    // ... existing code ...
}
""", "        $out[] = $b['id'];\n", "        $out[] = $b['name'];\n"),
"javascript": ("""function rows(batch) {
  const out = [];
  for (const b of batch) {
    out[out.length] = 'start';
    out[out.length] = b.id;
    out[out.length] = 'end';
  }
  return out;
}
""", """function rows(batch) {
  const out = [];
  for (const b of batch) {
    out[out.length] = 'start';
    out[out.length] = b.id;
    out[out.length] = b.name;
    // ... existing code ...
  }
  // ... existing code ...
}
""", "    out[out.length] = b.id;\n", "    out[out.length] = b.name;\n"),
}


@pytest.mark.parametrize("language", sorted(APPENDS))
def test_an_append_at_a_computed_index_is_no_edit_of_the_next_append(language):
    original, snippet, after, new = APPENDS[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(after, after + new), (result.text, result.reasons)
