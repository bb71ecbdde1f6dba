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
from fastapply.apply.merge.syntax import file_language
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


# A deleted line written again (copies.written_again): the snippet restates a line the original has once, between
# copies of its own neighbours; a reading that deletes it and writes its copy where like lines stand moves it.
TABLE = '[[tool.mypy.overrides]]\nmodule = "{}.*"\nignore_missing_imports = true\n'
MYPY = "[tool.mypy]\nstrict = true\n\n" + "\n".join(TABLE.format(m) for m in ("legacy", "alembic", "reportlab"))


def test_a_table_appended_after_like_tables_keeps_them_all():
    snippet = "# ... rest unchanged ...\n\n" + TABLE.format("reportlab") + "\n" + TABLE.format("icalendar")
    result = merge(MYPY, snippet, language="toml")
    assert result.sure and result.text == MYPY + "\n" + TABLE.format("icalendar"), result.text


def test_the_frozen_mypy_case_is_written_right():
    case = load_case(Path(__file__).parent / "data" / "apply_unmapped" / "toml" / "r6_pyproject_mypy_tail")
    result = merge(case.original, case.update, language="toml")
    assert result.sure and result.text == case.final, result.reasons


OVERLOADS = ("@overload\ndef instance_of(type: tuple[type[_T]]) -> V[_T]: ...\n@overload\ndef instance_of(\n"
             "    type: tuple[type[_T1], type[_T2]]\n) -> V[_T1 | _T2]: ...\n@overload\ndef instance_of(\n"
             "    type: tuple[type[_T1], type[_T2], type[_T3]]\n) -> V[_T1 | _T2 | _T3]: ...\n@overload\n"
             "def instance_of(type: tuple[type, ...]) -> V[Any]: ...\ndef optional(v: V[_T]) -> V[_T | None]: ...\n")


def test_a_line_edited_in_its_place_among_like_lines_is_written():
    # (a trailing comma added: the same line by its words, written new between copies of its neighbours, in place)
    edited = OVERLOADS.replace("type[_T2]]\n", "type[_T2]],\n").replace("type[_T3]]\n", "type[_T3]],\n")
    snippet = "# ... rest of code ...\n" + edited.split("\n", 1)[1]
    result = merge("from typing import overload\n\n" + OVERLOADS, snippet, language="python")
    assert result.sure and result.text == "from typing import overload\n\n" + edited, result.reasons


STAGES = ("FROM node:20-slim AS base\nWORKDIR /app\n\nFROM base AS deps\nCOPY package.json ./\nRUN npm ci\n\n"
          "FROM base AS build\nCOPY --from=deps /app/node_modules ./node_modules\nCOPY . .\nRUN npm run build\n\n"
          "FROM base AS runtime\nCOPY --from=build /app/dist ./dist\nEXPOSE 3000\nCMD [\"node\", \"dist/server.js\"]\n")
DEV = ("\nFROM base AS dev\nCOPY --from=deps /app/node_modules ./node_modules\nCOPY . .\nEXPOSE 3000\n"
       "CMD [\"npm\", \"run\", \"dev\"]\n")


def test_a_stage_appended_after_the_last_line_never_deletes_the_stages_above():
    # (its context, the last CMD, read as new above the build stage's restated COPY lines: the stages between gone)
    result = merge(STAGES, "# ... existing code ...\nCMD [\"node\", \"dist/server.js\"]\n" + DEV, language="dockerfile")
    assert not result.sure or result.text == STAGES + DEV, result.text
    assert result.sure or any("is deleted and written again" in x for x in result.reasons), result.reasons


@pytest.mark.parametrize("name", ["apply_adv13/dockerfile/k2_dev_stage_end",
                                  "apply_adv14/php/m2_psr12_new_method_read_onto_previous"])
def test_the_probe_cases_are_refused_not_written_wrong(name):
    case = load_case(Path(__file__).parent / "data" / name)
    result = merge(case.original, case.update, language=file_language(case.path))
    assert not result.sure and any("is deleted and written again" in x for x in result.reasons), result.reasons


@pytest.mark.parametrize("name", ["apply_unheard/toml/u6_toml_ruff_config_py311_rewrite",  # (lines moved together)
                                  "apply_unmapped/dockerfile/r1_catalogue_api_multistage",
                                  "apply_trial/dockerfile/notes_api_node_multistage_rewrite",
                                  "apply_cases/ruby/rescue_wrapped_body",  # (lines moved deeper: a wrap)
                                  "apply_holdout/csharp/try_catch_in_loop",
                                  "apply_unforeseen/tsx/f6_equipment_card_availability_label",  # (its neighbours)
                                  "apply_cases/json/add_dependency", "apply_cases/json/package_add_scripts",
                                  "apply_adv13/sql/k2_invoices_add_paid_at",
                                  "apply_unasked/sql/q1_mishandled_file_columns",
                                  "apply_adv8/dart/b6_listing_card_under_offer_chip"])
def test_lines_moved_together_or_wrapped_are_written(name):
    case = load_case(Path(__file__).parent / "data" / name)
    result = merge(case.original, case.update, language=file_language(case.path))
    assert result.sure and result.text == case.final, result.reasons
