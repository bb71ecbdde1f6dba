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
]
REFUSED = {
    "go/m1_marker_rest_untouched": "reads like a marker",  # ``// rest untouched``
    "python/m2_restated_comment_read_as_marker": "word for word, a comment line of the original",
    "python/m2_edited_last_line_truncates_main": "which has no marker: the edge keeps them",
    "python/m2_fragment_twin_last_line_read_as_new": "which has no marker: the edge keeps them",
    "yaml/m3_k8s_image_bump_tail": "which has no marker: the edge keeps them",
    "python/m2_class_attr_left_margin_marker_empties_class": "1 new line(s)",
    "typescript/m1_del_csv_export_keyword": "says it removes code",  # ``export``, a keyword, names nothing
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
