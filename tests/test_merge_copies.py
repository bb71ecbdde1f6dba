"""A whole paragraph deleted between two restated lines that the original has more than once each
(:mod:`fastapply.apply.merge.copies`): ``FROM batches b`` / ``WHERE b.qty > 0`` above, ``SELECT`` below. A new view
written after the last one, its context the last view's tail, reads line for line as the first view's tail edited
and the views below it deleted: refused, never written. Where a neighbour is a line the original has once, the
deletion is proven and written.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.evals.cases import load_case

TAIL = "FROM batches b\nWHERE b.qty > 0\n  AND b.expires_on < CURRENT_DATE{};\n"
ORIGINAL = ("CREATE VIEW on_hand AS\nSELECT\n    SUM(b.qty) AS on_hand\nFROM batches b\nJOIN products p\n"
            "WHERE b.qty > 0\nGROUP BY b.clinic_id;\n\nCREATE VIEW low AS\nSELECT\n    s.on_hand\n"
            "FROM on_hand s\nWHERE s.on_hand < 10;\n\nCREATE VIEW expiring AS\nSELECT\n    b.id,\n"
            "    b.lot\n" + TAIL.format(" + 60"))
NEW_VIEW = "\nCREATE VIEW expired AS\nSELECT\n    b.id,\n    b.lot\n" + TAIL.format("")


def test_a_new_view_after_the_last_one_never_deletes_the_views_above():
    result = merge(ORIGINAL, "-- ... existing code ...\n" + TAIL.format(" + 60") + NEW_VIEW, language="sql")
    assert not result.sure or result.text == ORIGINAL + NEW_VIEW, result.text
    assert any("the chunk may stand at their other copies" in x for x in result.reasons), result.reasons


def test_the_frozen_case_is_refused_not_written_wrong():
    case = load_case(Path(__file__).parent / "data" / "apply_unforeseen" / "sql" / "f1_expired_batches_view")
    result = merge(case.original, case.update, language="sql")
    assert not result.sure or result.text == case.final, result.text
    assert any("the chunk may stand at their other copies" in x for x in result.reasons), result.reasons


def test_a_paragraph_replaced_below_a_line_the_original_has_once_is_written():
    snippet = "-- ... existing code ...\nGROUP BY b.clinic_id;\n\nCREATE VIEW short AS\nSELECT\n" \
              "    b.lot\n" + TAIL.format(" + 60")
    want = ORIGINAL.split("\nCREATE VIEW low")[0] + "\nCREATE VIEW short AS\nSELECT\n    b.lot\n" + TAIL.format(" + 60")
    result = merge(ORIGINAL, snippet, language="sql")
    assert result.sure and result.text == want, (result.reasons, result.text)


@pytest.mark.parametrize("name", ["apply_fresh/java/tax_calculator_parameterized",  # (``}`` / ``@Test``: no statements)
                                  "apply_closed/markdown/h2_md_contributing_guide_rewrite",  # (a one-line paragraph)
                                  "apply_sealed/java/money_class_to_record",
                                  "apply_blind/html/login_form_drop_remember_me"])  # (side by side: a deletion shown)
def test_a_paragraph_rewritten_between_bare_or_short_lines_is_written(name):
    case = load_case(Path(__file__).parent / "data" / name)
    result = merge(case.original, case.update, language=name.split("/")[1])
    assert result.sure and result.text == case.final, result.reasons
