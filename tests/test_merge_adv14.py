"""The tenth attack round (tests/data/apply_adv14: helpers who read the merge after the ninth round wrote 26 more
inputs it wrote wrong): the ones it writes right now stay right, and the ones it refuses now are refused for the
reason named (each fails when its rule or fix is taken out).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.syntax import file_language
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data" / "apply_adv14"

RIGHT = [
    "typescript/m1_del_note_in_favour_of",  # what follows "in favour of" in a deletion note stays
    "c/m1_struct_field_same_type",  # ``struct timespec deadline;`` is a field named deadline, not a struct
    "yaml/m3_compose_api_healthcheck",  # ``api:`` / marker / ``healthcheck:``: a new key of api's, not db's
]
REFUSED = {
    "go/m1_marker_rest_untouched": "reads like a marker",  # ``// rest untouched``
    "python/m2_restated_comment_read_as_marker": "word for word, a comment line of the original",
    "python/m2_edited_last_line_truncates_main": "which has no marker: the edge keeps them",
    "python/m2_fragment_twin_last_line_read_as_new": "which has no marker: the edge keeps them",
    "yaml/m3_k8s_image_bump_tail": "which has no marker: the edge keeps them",
    "python/m2_class_attr_left_margin_marker_empties_class": "1 new line(s)",
    "typescript/m1_del_csv_export_keyword": "says it removes code",  # ``export``, a keyword, names nothing
    "toml/m3_bin_table_append": "writes every key of that table new",  # tables.table_rewritten
    "php/m2_psr12_new_method_read_onto_previous": "is deleted and written again",  # copies.written_again
    "go/m1_test_added_before_last_no_end_marker": "does not restate lines on both sides",  # deletions._names_kept
    "python/m2_assert_rewrite_old_assert_kept": "is restated whole",  # two blank lines, a marker at the margin
    "go/m1_field_doc_comment_reworded": "which the result keeps without a comment",  # doc.doc_moved
}


def _merge(name: str):
    case = load_case(DATA / name)
    return case, merge(case.original, case.update, language=file_language(case.path))


@pytest.mark.parametrize("name", RIGHT)
def test_fixed_cases_are_written_right(name):
    case, result = _merge(name)
    assert result.sure and result.text == case.final, result.reasons


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refused_cases_are_refused_for_their_reason(name):
    _, result = _merge(name)
    assert not result.sure and any(REFUSED[name] in x for x in result.reasons), result.reasons


def test_a_class_body_grown_by_as_many_lines_as_it_had_is_written():
    original = "import x\n\n\nclass A:\n    a = 1\n    b = 2\n\n\nclass B:\n    pass\n"
    snippet = "class A:\n    a = 10\n    b = 20\n    c = 30\n\n\n# ... existing code ...\n"
    result = merge(original, snippet, language="python")
    want = original.replace("    a = 1\n    b = 2\n", "    a = 10\n    b = 20\n    c = 30\n")
    assert result.sure and result.text == want, result.reasons


BINS = '[[bin]]\nname = "a"\npath = "src/main.rs"\n\n[[bin]]\nname = "a-replay"\npath = "src/bin/replay.rs"\n\n'
CARGO = '[package]\nname = "a"\n\n' + BINS + '[dependencies]\nanyhow = "1"\n'


def test_a_new_array_table_is_never_written_over_the_last_one():
    snippet = '# ... existing code ...\n\n[[bin]]\nname = "a-export"\npath = "src/bin/export.rs"\n\n[dependencies]\n' \
              "# ... existing code ...\n"
    result = merge(CARGO, snippet, language="toml")
    assert not result.sure, result.text
    assert any("writes every key of that table new" in x for x in result.reasons), result.reasons


@pytest.mark.parametrize(("original", "snippet", "old", "new"), [
    (CARGO, '# ... existing code ...\n[[bin]]\nname = "a-replay"\npath = "src/bin/replay2.rs"\n\n[dependencies]\n'
     "# ... existing code ...\n", "replay.rs", "replay2.rs"),  # (a key kept: an edit)
    (CARGO.replace(BINS, BINS.split("\n\n")[0] + "\n\n"), '# ... existing code ...\n[[bin]]\nname = "b"\n'
     'path = "src/bin/b.rs"\n\n[dependencies]\n# ... existing code ...\n', 'name = "a"\npath = "src/main.rs"',
     'name = "b"\npath = "src/bin/b.rs"'),  # (the file's one [[bin]]: no like table to add)
    (CARGO, '# ... existing code ...\n[[bin]]\npath = "src/bin/replay2.rs"\nname = "a-replay"\n\n[dependencies]\n'
     "# ... existing code ...\n", 'name = "a-replay"\npath = "src/bin/replay.rs"',
     'path = "src/bin/replay2.rs"\nname = "a-replay"')])  # (its name first no more: moved, not renamed)
def test_an_array_table_edited_is_written(original, snippet, old, new):
    result = merge(original, snippet, language="toml")
    assert result.sure and result.text == original.replace(old, new), (result.reasons, result.text)



@pytest.mark.parametrize(("original", "snippet", "language"), [
    ("import { parse } from './parse';\n\ntest('parses cents', () => {\n  expect(parse('1.2')).toBe(120);\n});\n\n"
     "function rejectsGarbage() {\n  expect(() => parse('1.x')).toThrow();\n}\n",
     "// ... existing code ...\n\ntest('parses cents', () => {\n  expect(parse('1.2')).toBe(120);\n});\n\n"
     "function rejectsThreeDecimals() {\n  expect(() => parse('1.234')).toThrow();\n}\n", "typescript"),
    ("fn parse_cents() {\n    assert_eq!(parse(\"1.2\"), Ok(120));\n}\n\nfn rejects_garbage() {\n"
     "    assert!(parse(\"1.x\").is_err());\n}\n",
     "// ... existing code ...\nfn parse_cents() {\n    assert_eq!(parse(\"1.2\"), Ok(120));\n}\n\n"
     "fn rejects_three_decimals() {\n    assert!(parse(\"1.234\").is_err());\n}\n", "rust")])
def test_a_declaration_beyond_a_marker_less_end_is_restated_only_by_its_name(original, snippet, language):
    # (a new test of the same shape, under a new name, is no restatement of the last one: kept, or refused)
    result = merge(original, snippet, language=language)
    assert not result.sure or "Garbage" in result.text or "garbage" in result.text, result.text


@pytest.mark.parametrize("name", ["apply_adv/ruby/rakefile_default_task",
                                  "apply_blind/bash/entrypoint_gunicorn_timeout_flags",
                                  "apply_unread/tsx/u4_tsx_modal_compound_default_export"])
def test_a_marker_less_end_restating_the_declarations_beyond_it_is_written(name):
    # (only the declarations beyond the snippet's last restated line need their names in the snippet)
    case = load_case(DATA.parent / name)
    result = merge(case.original, case.update, language=file_language(case.path))
    assert result.sure and result.text == case.final, result.reasons
