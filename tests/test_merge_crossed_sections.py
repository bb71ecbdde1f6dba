"""A chunk read across a section or item boundary: a restated Markdown subheading (``### Fixed``) read onto the
like one under the next release, that release's heading deleted while its last entries stay
(:func:`fastapply.apply.merge.sections.heading_cut`); a JSON task's new keys read onto the next task's, the
``},`` / ``{`` between the two deleted, the two tasks joined into one (:func:`fastapply.apply.merge.brackets.crossed`);
an override's ``"rules": {`` read, re-indented, onto the root's, where the file has it as deep as the snippet does
(:func:`fastapply.apply.merge.certify.anchored`). Refused (or written right), never written joined. A heading
replaced by its new title is no cut.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.brackets import _closes_and_opens
from fastapply.apply.merge.source import Source
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("name, words", [
    ("markdown/j2_md_changelog_new_subsection_eats_next_release", "crossed into that section"),
    ("markdown/j2_md_changelog_new_changed_subsection_eats_three_releases", "crossed into that section"),
    ("markdown/j2_md_api_new_example_subsection_deletes_next_function", ""),
    ("json/j2_json_tasks_watch_test_deletes_dev_task", "the blocks of the two joined"),
    ("json/j2_json_eslint_override_rules_written_over_root_rules", "is that line as deep")])
def test_a_chunk_read_across_a_section_or_item_boundary_is_never_written(name, words):
    case = load_case(DATA / "apply_adv12" / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any(words in x for x in result.reasons), result.reasons


@pytest.mark.parametrize("name", ["apply_unopened/markdown/n3_deprecation_banner",
                                  "apply_adv7/markdown/ac_kyc_runbook_deprecation_banner"])
def test_a_heading_replaced_by_its_new_title_keeps_its_section(name):
    case = load_case(DATA / name)
    result = merge(case.original, case.update, language="markdown")
    assert result.sure and result.text == case.final, result.reasons


def test_deleted_lines_that_close_one_item_and_open_the_next_join_them():
    source = Source('[\n  {\n    "a": 1,\n    "b": 2\n  },\n  {\n    "c": 3\n  }\n]\n', "json")
    assert _closes_and_opens(source, range(3, 6), {3, 4, 5})  # "b", "},", "{"
    assert not _closes_and_opens(source, range(1, 5), {1, 2, 3, 4})  # a whole item
    assert not _closes_and_opens(source, range(3, 6), {3, 5})  # "}," kept
    assert not _closes_and_opens(source, range(3, 5), {3, 4})  # "b", "},": closes, opens nothing
