"""Shapes of the ninth probe set (``tests/data/apply_adv9``) written wrong before, each as a rule with cases in
three languages:

- a statement's one-line comment reworded with words added (``# 2. upload`` now ``# 2. upload, with retries``) is
  the new version of the old comment right above the chunk's first restated line: replaced, not kept above it
  (``doc.old_doc``);
- a one-line ``if (...) item`` rewritten over two lines (a head that opens nothing, then the line it governs),
  its names kept in order and a string changed, kept beside them is refused (``spread._headed``);
- a line that stands once in the file, kept right above a chunk that writes it anew with more added at another
  depth (moved into a new loop or ``with`` block), is refused (``neighbours``: moved into a new block, the old kept);
- a note wholly in brackets that says code is removed, ``// (Storage import removed — only the CSV export used
  it)``, reads like a marker at any length: refused, never written as a comment (``marker_text``).
"""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

STEP_COMMENT = {
"bash": ('''#!/usr/bin/env bash
set -euo pipefail

# 1. compress
tar -czf "$STAGING/app.tgz" app/

# 2. upload
DEST="$BUCKET/$BUILD"
aws s3 cp "$STAGING/app.tgz" "$DEST/"
echo "uploaded to $DEST"
''', '''# ... step 1 as before ...

# 2. upload, with retries: the uplink drops now and then
DEST="$BUCKET/$BUILD"
for attempt in 1 2 3; do
  aws s3 cp "$STAGING/app.tgz" "$DEST/" && break
  sleep $((attempt * 10))
done
echo "uploaded to $DEST"
'''),
"python": ('''def publish(bundle):
    # 1. compress
    archive = compress(bundle)

    # 2. upload
    dest = f"{BUCKET}/{bundle.build}"
    client.upload(archive, dest)
    log.info("uploaded to %s", dest)
''', '''def publish(bundle):
    # ... step 1 as before ...

    # 2. upload, with retries: the uplink drops now and then
    dest = f"{BUCKET}/{bundle.build}"
    for attempt in range(3):
        if client.upload(archive, dest):
            break
    log.info("uploaded to %s", dest)
'''),
"go": ('''func Publish(b Bundle) error {
	// 1. compress
	archive := compress(b)

	// 2. upload
	dest := bucket + "/" + b.Build
	if err := client.Upload(archive, dest); err != nil {
		return err
	}
	log.Printf("uploaded to %s", dest)
	return nil
}
''', '''func Publish(b Bundle) error {
	// ... step 1 as before ...

	// 2. upload, with retries: the uplink drops now and then
	dest := bucket + "/" + b.Build
	if err := retry(3, func() error { return client.Upload(archive, dest) }); err != nil {
		return err
	}
	log.Printf("uploaded to %s", dest)
	return nil
}
'''),
}


@pytest.mark.parametrize("language", STEP_COMMENT)
def test_a_step_comment_reworded_with_words_added_replaces_the_old_one(language):
    original, snippet = STEP_COMMENT[language]
    result = merge(original, snippet, language=language)
    assert result.confidence != "ambiguous", result.reasons
    comment = next(line for line in snippet.splitlines() if "2. upload," in line)
    old = next(line for line in original.splitlines() if line.strip().endswith("2. upload"))
    assert comment in result.text.splitlines() and old not in result.text.splitlines(), result.text


HEADED = {
"dart": ('''class PayslipView {
  List<PayslipLine> deductionLines(Payslip slip) => [
        PayslipLine('Income tax', slip.incomeTaxPence),
        if (slip.pensionPence > 0) PayslipLine('Pension', slip.pensionPence),
        if (slip.loanPence > 0) PayslipLine('Student loan', slip.loanPence),
      ];
}
''', '''class PayslipView {
  List<PayslipLine> deductionLines(Payslip slip) => [
        PayslipLine('Income tax', slip.incomeTaxPence),
        if (slip.pensionPence > 0)
          PayslipLine('Pension (${slip.pensionScheme})', slip.pensionPence),
        // ...
      ];
}
'''),
"python": ('''def deduction_lines(slip):
    lines = [Line("Income tax", slip.income_tax)]
    if slip.pension > 0: lines.append(Line("Pension", slip.pension))
    if slip.loan > 0: lines.append(Line("Student loan", slip.loan))
    return lines
''', '''def deduction_lines(slip):
    lines = [Line("Income tax", slip.income_tax)]
    if slip.pension > 0:
        lines.append(Line("Pension (workplace)", slip.pension))
    # ...
    return lines
'''),
"javascript": ('''function deductionLines(slip) {
  const lines = [line("Income tax", slip.incomeTax)];
  if (slip.pension > 0) lines.push(line("Pension", slip.pension));
  if (slip.loan > 0) lines.push(line("Student loan", slip.loan));
  return lines;
}
''', '''function deductionLines(slip) {
  const lines = [line("Income tax", slip.incomeTax)];
  if (slip.pension > 0)
    lines.push(line(`Pension (${slip.scheme})`, slip.pension));
  // ...
  return lines;
}
'''),
}


@pytest.mark.parametrize("language", HEADED)
def test_a_one_line_if_kept_beside_its_rewrite_over_two_lines_is_refused(language):
    original, snippet = HEADED[language]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous", result.text
    assert any("rewrite it over several lines" in reason for reason in result.reasons), result.reasons


MOVED = {
"bash": ('''log() { echo "$*"; }

# 2. upload
aws s3 cp "$STAGING/app.tgz" "$DEST/"
log "uploaded to $DEST"
''', '''# ... existing code ...

# 2. upload, in a retry loop now
for attempt in 1 2 3; do
  aws s3 cp "$STAGING/app.tgz" "$DEST/" && break
  sleep $((attempt * 10))
done
log "uploaded to $DEST"
'''),
"python": ('''def publish(archive, dest):
    log.info("uploading %s", dest)
    client.upload_file(archive, dest, extra_args)
    log.info("uploaded to %s", dest)
''', '''def publish(archive, dest):
    # ... existing code ...
    with retrying(attempts=3):
        client.upload_file(archive, dest, extra_args, timeout=30)
    log.info("uploaded to %s", dest)
'''),
"typescript": ('''export async function publish(archive: string, dest: string): Promise<void> {
  log.info(`uploading ${dest}`);
  await client.uploadFile(archive, dest, extraArgs);
  log.info(`uploaded to ${dest}`);
}
''', '''export async function publish(archive: string, dest: string): Promise<void> {
  // ... existing code ...
  for (let attempt = 0; attempt < 3; attempt++) {
    await client.uploadFile(archive, dest, extraArgs, { timeout: 30 });
  }
  log.info(`uploaded to ${dest}`);
}
'''),
}


@pytest.mark.parametrize("language", MOVED)
def test_a_line_kept_above_its_widened_copy_moved_into_a_new_loop_is_refused(language):
    original, snippet = MOVED[language]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous", result.text
    assert any("moved into a new block" in reason for reason in result.reasons), result.reasons


IMPORT_NOTE = {
"php": ('''<?php

namespace App\\Services;

use App\\Models\\Report;
use Illuminate\\Support\\Collection;
use Illuminate\\Support\\Facades\\Storage;

class ReportService
{
    public function all(): Collection
    {
        return Report::all();
    }
}
''', '''<?php

namespace App\\Services;

use App\\Models\\Report;
use Illuminate\\Support\\Collection;
// (Storage import removed — only the CSV export used it)

class ReportService
{
    // ... existing code ...
}
''', "use Illuminate\\\\Support\\\\Facades\\\\Storage;\\n"),
"python": ('''import csv
import json
from pathlib import Path


def load(path):
    return json.loads(Path(path).read_text())
''', '''# (csv import removed — only the old export used it)
import json
from pathlib import Path

# ... existing code ...
''', "import csv\\n"),
"typescript": ('''import { z } from "zod";
import { Storage } from "./storage";
import { Report } from "./report";

export function all(): Report[] {
  return Report.all();
}
''', '''import { z } from "zod";
// (Storage import removed — only the export used it)
import { Report } from "./report";

// ... existing code ...
''', 'import { Storage } from "./storage";\\n'),
}


@pytest.mark.parametrize("language", IMPORT_NOTE)
def test_a_note_in_brackets_that_an_import_is_removed_is_never_written(language):
    """Ten words and more, wholly in brackets: written as a comment before (PHP), now read like a marker and
    refused. (Read as a deletion marker, it would delete every line between its neighbours that the note's
    paragraph rule takes: a reviewer's ``import { audit }`` went with the Storage import.)"""
    original, snippet, _ = IMPORT_NOTE[language]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous", result.text
    assert any("reads like a marker" in reason for reason in result.reasons), result.reasons


def test_a_second_loop_on_the_same_names_is_no_rewrite_of_the_one_line_loop_above_it():
    """A reviewer's case: an init loop kept, a new accumulate loop written under the marker: both stay (read as
    the old loop's rewrite, a fallback reading deleted the init loop, ``exact``)."""
    original = ("int *sum_into(const int *b, int n)\n{\n    int *a = malloc(n * sizeof *a);\n    int i;\n\n"
                "    if (!a)\n        return NULL;\n    for (i = 0; i < n; i++) a[i] = 0;\n    return a;\n}\n")
    snippet = ("int *sum_into(const int *b, int n)\n{\n    // ... existing code ...\n    for (i = 0; i < n; i++)\n"
               "        a[i] += b[i];\n    return a;\n}\n")
    result = merge(original, snippet, language="c")
    assert not result.sure or "a[i] = 0;" in result.text, result.text


def test_a_new_function_that_calls_a_kept_line_anew_is_no_move():
    """A reviewer's case: ``sys.exit(main(sys.argv))`` kept, a new function calling ``sys.exit(main(sys.argv +
    [...]))``: written (a new function is no control-flow block the old line moved into)."""
    original = 'import sys\n\n\ndef main(argv):\n    print(argv)\n    return 0\n\n\nsys.exit(main(sys.argv))\n'
    snippet = '# ... existing code ...\n\n\ndef run_tests():\n    sys.exit(main(sys.argv + ["--test"]))\n'
    result = merge(original, snippet, language="python")
    assert result.confidence != "ambiguous", result.reasons
    assert result.text == original + '\n\ndef run_tests():\n    sys.exit(main(sys.argv + ["--test"]))\n', result.text


TOML = {
"terms": ('''[terms.autumn]
starts = 2024-09-23
reading_week = 6

[terms.spring]
starts = 2025-01-13
reading_week = 6

[terms.summer]
starts = 2025-04-28
reading_week = 0
''', '''# ...

[terms.spring]
# ...
reading_week = 7

# ...
''', 7),
"cargo": ('''[package]
name = "bundler"
edition = "2021"

[profile.dev]
opt-level = 0
debug = true

[profile.release]
opt-level = 3
debug = false

[profile.bench]
inherits = "release"
debug = true
''', '''# ... keep existing code

[profile.release]
# ... keep existing code
debug = "line-tables-only"

# ... keep existing code
''', 11),
}


@pytest.mark.parametrize("name", TOML)
def test_a_toml_key_under_a_marker_below_a_restated_header_is_that_tables(name):
    """A key edited after a marker right under a restated table header is that table's key, though a table above or
    below has it too (``identity_anchor`` looks in that table; the certifier's *pinned* rule counts it there).
    Before: refused (the chunk fits nowhere: two lines set that name)."""
    original, snippet, line = TOML[name]
    result = merge(original, snippet, language="toml")
    assert result.confidence != "ambiguous", result.reasons
    new = next(x for x in snippet.splitlines() if "=" in x)
    expected = original.splitlines()
    expected[line - 1] = new
    assert result.text == "\n".join(expected) + "\n", result.text


def _case(name: str) -> tuple[str, str]:
    return REVIEWED[name][0], REVIEWED[name][1]


REVIEWED = {  # a second reviewer's inputs, each written wrong (or a right file refused) by a version of these rules
"split_same": ('def render(rows, out):\n    header = ["id", "name"]\n    if rows: out.write("rows: %d\\n" % len(rows))\n'
               '    for r in rows:\n        out.write(format_row(r))\n',
               'def render(rows, out):\n    header = ["id", "name"]\n    # ... existing code ...\n    if rows:\n'
               '        out.write("rows: %d\\n" % len(rows))\n    for r in rows:\n        out.write(format_row(r))\n'),
"split_number": ("function score(items) {\n  let total = 0;\n  const bonus = items.length > 10;\n"
                 "  for (const it of items) total += it.points;\n  if (bonus) total += 5;\n  return total;\n}\n\n"
                 "module.exports = { score };\n",
                 "function score(items) {\n  let total = 0;\n  const bonus = items.length > 10;\n"
                 "  // ... existing code ...\n  if (bonus)\n    total += 10;\n  return total;\n}\n"),
"callback": ('const { loadConfig } = require("./config");\n\nasync function main() {\n  const cfg = await loadConfig();\n'
             '  console.log("starting", cfg.name);\n}\n\nmain();\n',
             '// ... existing code ...\n\nprocess.nextTick(() => {\n  main().catch((err) => {\n    console.error(err);\n'
             '    process.exit(1);\n  });\n});\n'),
}


@pytest.mark.parametrize(("name", "language"), [("split_same", "python"), ("split_number", "javascript")])
def test_a_one_line_if_split_unchanged_or_with_a_number_changed_is_never_kept_beside_its_split(name, language):
    original, snippet = _case(name)
    result = merge(original, snippet, language=language)
    old = next(line for line in original.splitlines() if line.strip().startswith("if ") and
               line.rstrip().endswith((")", ";")) and ("rows:" in line or "bonus" in line and "+=" in line))
    assert not result.sure or old not in result.text.splitlines(), result.text


def test_a_kept_call_wrapped_anew_in_a_callback_is_refused():
    original, snippet = _case("callback")
    result = merge(original, snippet, language="javascript")
    assert result.confidence == "ambiguous", result.text
    assert any("moved into a new block" in reason for reason in result.reasons), result.reasons


def test_a_bracketed_comment_that_only_says_remaining_is_code():
    original = "def drain(queue, batch):\n    taken = queue[:batch]\n    del queue[:batch]\n    return taken\n"
    snippet = ("def drain(queue, batch):\n    taken = queue[:batch]\n"
               "    # (the remaining items stay queued for the next call to drain)\n    del queue[:batch]\n    return taken\n")
    result = merge(original, snippet, language="python")
    assert result.confidence != "ambiguous", result.reasons
    assert result.text == snippet


def test_an_unbracketed_note_that_an_import_is_removed_is_never_written():
    original = ('import { Report } from "./report";\nimport { Storage } from "./storage";\nimport { audit } from "./audit";\n'
                '\nexport function run(r: Report) {\n  audit(r.id);\n  return r;\n}\n')
    snippet = ('import { Report } from "./report";\n'
               '// Storage import removed: only the CSV export used it, and that moved to csv.ts\n'
               'import { audit } from "./audit";\n// ... existing code ...\n')
    result = merge(original, snippet, language="typescript")
    assert not result.sure or "Storage import removed" not in result.text, result.text


def test_a_toml_key_new_in_the_restated_table_never_edits_a_later_tables():
    """``lto`` is new in ``[profile.release]``; ``[profile.bench]`` has one: written there before, ``exact``."""
    original = '[profile.dev]\nopt-level = 0\n\n[profile.release]\nopt-level = 3\n\n[profile.bench]\nopt-level = 3\nlto = "fat"\n'
    snippet = '# ...\n\n[profile.release]\n# ...\nlto = "thin"\n# ...\n'
    result = merge(original, snippet, language="toml")
    assert not result.sure or result.text.endswith('lto = "fat"\n'), result.text


LAST_CALL = {
"scala": ('''object Incidents {
  def group(gasps: Seq[Gasp]): Seq[Incident] = {
    val incidents = gasps.groupBy(_.feeder).map(toIncident).toSeq
    incidents.sortBy(_.startedAt)
  }
}
''', '''object Incidents {
  def group(gasps: Seq[Gasp]): Seq[Incident] = {
    // ... existing code ...
    // Largest incidents first, so the board shows them at the top.
    incidents.sortBy(i => (-i.customers, i.startedAt))
  }
}
''', "    incidents.sortBy(_.startedAt)\n"),
"python": ('''def group(gasps):
    incidents = [to_incident(g) for g in by_feeder(gasps)]
    print_summary(incidents)
''', '''def group(gasps):
    # ... existing code ...
    # Largest incidents first, so the board shows them at the top.
    print_summary(incidents, largest_first=True)
''', "    print_summary(incidents)\n"),
"go": ('''func Group(gasps []Gasp) []Incident {
	incidents := toIncidents(gasps)
	sortIncidents(incidents)
	return incidents
}
''', '''func Group(gasps []Gasp) []Incident {
	// ... existing code ...
	// Largest incidents first, so the board shows them at the top.
	sortIncidents(incidents, byCustomers)
	return incidents
}
''', "\tsortIncidents(incidents)\n"),
}


@pytest.mark.parametrize("language", LAST_CALL)
def test_a_lone_call_edited_under_a_new_comment_is_never_kept_beside_it(language):
    """The chunk's new comment hid the edited call from the lone-call doubt (``_one_call``): the old
    ``incidents.sortBy(_.startedAt)`` was kept above the new comment and call, ``exact`` (a frozen split's case)."""
    original, snippet, old = LAST_CALL[language]
    result = merge(original, snippet, language=language)
    assert not result.sure or old not in result.text, result.text


NEW_RULE = {
"css": ('''.card--late .card__title {
  color: #b54708;
}

.card--closed {
  border-left-color: #d0d5dd;
}

.card__badge {
  padding: 2px 8px;
  font-weight: 600;
}
''', '''/* ... existing styles ... */

.card--late .card__title {
  color: #b54708;
}

.card--late .card__eta {
  color: #b54708;
  font-weight: 600;
}

/* ... existing styles ... */
'''),
"scss": ('''.card--late .card__title {
  color: $warn;
}

.card--closed {
  border-left-color: $muted;
}

.card__badge {
  padding: 2px 8px;
  font-weight: 600;
}
''', '''// ... existing styles ...

.card--late .card__title {
  color: $warn;
}

.card--late .card__eta {
  color: $warn;
  font-weight: 600;
}

// ... existing styles ...
'''),
}


@pytest.mark.parametrize("language", NEW_RULE)
def test_a_new_rule_read_onto_a_later_rules_end_never_deletes_the_rules_between(language):
    """A new rule added after a like one: its last two lines (``font-weight: 600;``, ``}``) stand at the end of a
    later rule, and read there the rules between are deleted (``exact``, a frozen split's case). The restated
    ``}`` closes the new rule while the later rule's first line is deleted, whole rules deleted between: refused
    (``brackets.borrowed``)."""
    original, snippet = NEW_RULE[language]
    result = merge(original, snippet, language="css")
    assert not result.sure or ".card--closed {" in result.text, result.text
