"""A new member's attribute, annotation or decorator is not the new version of the next member's
(:func:`fastapply.apply.merge.placed.placed_lines`): a Rust field added with ``#[serde(default = ...)]`` above
``log_level``'s ``#[serde(default)]``, a JPA column, a PHP ORM property, a Kotlin data-class parameter, a Dart
``@JsonKey`` field: read as the old attribute's edit, the next member lost its own. An attribute is a version of
another only over the same declaration; a decorator edited over its own function still is. Nor does a new field
after a restated annotation or access label end a statement that line leaves open: it leaves none.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("name", ["rust/j5_rs_serde_field_added", "rust/j5_rs_serde_field_added2",
                                  "java/j5_java_jpa_field_added", "php/j5_php_entity_prop_added",
                                  "php/j5_php_entity_prop_added2", "kotlin/j5_kt_dataclass_param_added",
                                  "dart/j5_dart_jsonkey_field_added"])
def test_a_new_members_attribute_never_replaces_the_next_members(name):
    case = load_case(DATA / "apply_adv12" / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text


def test_a_decorator_edited_over_its_own_function_is_its_new_version():
    original = ('from flask import Flask\n\napp = Flask(__name__)\n\n\n@app.route("/orders")\n@login_required\n'
                'def orders():\n    return list_orders()\n\n\n@app.route("/users")\ndef users():\n'
                '    return list_users()\n')
    snippet = ('# ... existing code ...\n\n@app.route("/orders", methods=["GET", "POST"])\n@login_required\n'
               'def orders():\n'
               '    return list_orders()\n\n# ... existing code ...\n')
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == original.replace('"/orders")', '"/orders", methods=["GET", "POST"])'), \
        result.reasons



@pytest.mark.parametrize("name", ["java/j5_java_jpa_field_added_same_ann", "php/j5_php_entity_prop_added_same_attr",
                                  "cpp/j5_cpp_member_added_after_private"])
def test_a_new_member_after_an_annotation_or_a_label_never_ends_the_next_members_statement(name):
    """``@Column(nullable = false)`` or ``private:`` restated, a new field after it: no statement is left open
    there, so the new field is no new end of the next field's (which was deleted)."""
    case = load_case(DATA / "apply_adv12" / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text


def test_a_restated_decorator_never_moves_onto_a_new_member_off_its_own():
    """``@IsOptional()`` of ``bio`` restated as the first line of a new ``avatarUrl`` field: ``bio`` would lose it."""
    case = load_case(DATA / "apply_adv12" / "typescript" / "j5_ts_dto_field_added2")
    result = merge(case.original, case.update, language="typescript")
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("moved off its own declaration" in x for x in result.reasons), result.reasons


@pytest.mark.parametrize("name", ["apply_vault/kotlin/github_api_list_branches",
                                  "apply_uncharted/tsx/w3_berth_row_overlap_highlight"])
def test_an_annotated_parameter_or_an_array_item_is_no_attribute_line(name):
    case = load_case(DATA / name)
    result = merge(case.original, case.update, language=name.split("/")[1])
    assert result.sure and result.text == case.final, result.reasons
