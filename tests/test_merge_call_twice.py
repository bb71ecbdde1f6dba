"""A call chain's link edited with one more link added after it, the old link kept a line further on
(:mod:`fastapply.apply.merge.chained`): ``.where(status: params.fetch(...))`` and ``.includes(...)`` written, the old
``.where(status: params[:status])`` kept below them. The chain would call ``.where`` twice where the original called
it once: refused, in Ruby, Rust, Kotlin and Dart alike. A method the original's chain calls twice, a link the
snippet restates beside its new one, and a like call in another chain are no such thing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.evals.cases import load_case

ADV10 = Path(__file__).parent / "data" / "apply_adv10"


@pytest.mark.parametrize(
    "name",
    [
        "ruby/h7_rb4_chain_edit_add",
        "rust/h7_rs5_url_edit_add",
        "kotlin/h7_kt6_builder_edit_add",
        "dart/h7_dart3_cascade",
        "kotlin/d2_kt_builder_far",
    ],
)
def test_a_link_edited_with_one_added_never_keeps_the_old_link(name):
    case = load_case(ADV10 / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("the chain calls ." in x for x in result.reasons), result.reasons


QUERY = """def open_orders(user, params)
  user.orders
    .where(status: "open")
    .includes(:customer)
    .order(created_at: :desc)
    .limit(50)
end

def recent_orders(user)
  user.orders
    .where(status: "paid")
    .limit(10)
end
"""


def test_the_rule_names_both_calls():
    case = load_case(ADV10 / "ruby/h7_rb4_chain_edit_add")
    result = merge(case.original, case.update, language="ruby")
    assert result.reasons == (
        (
            "beside: the chain calls .where twice (new at result line 6, kept at result line 8), "
            "where the original's chain calls it once or alike: the new call is the old one's new "
            "version, the old kept?"
        ),
    )


def test_a_link_edited_with_one_added_after_it_is_written_where_the_old_one_is_read():
    snippet = (
        'def open_orders(user, params)\n  user.orders\n    .where(status: params.fetch(:status, "open"))\n'
        "    .where.not(archived: true)\n    # ... existing code ...\nend\n"
    )
    result = merge(QUERY, snippet, language="ruby")
    assert result.sure and result.text == QUERY.replace(
        '    .where(status: "open")\n',
        '    .where(status: params.fetch(:status, "open"))\n    .where.not(archived: true)\n',
    )


def test_a_method_the_chain_calls_twice_may_be_called_once_more():
    original = QUERY.replace(
        '    .where(status: "open")\n', '    .where(status: "open")\n    .where(region: user.region)\n'
    )
    snippet = (
        'def open_orders(user, params)\n  user.orders\n    .where(status: "open")\n    .where(priority: true)\n'
        "    # ... existing code ...\nend\n"
    )
    result = merge(original, snippet, language="ruby")
    assert result.sure and result.text == original.replace('"open")\n', '"open")\n    .where(priority: true)\n', 1)


def test_a_link_the_snippet_restates_beside_its_new_one_is_kept():
    snippet = (
        'def open_orders(user, params)\n  user.orders\n    .where(status: "open")\n    .where(team: params[:team])\n'
        "    # ... existing code ...\nend\n"
    )
    result = merge(QUERY, snippet, language="ruby")
    assert result.sure and result.text == QUERY.replace('"open")\n', '"open")\n    .where(team: params[:team])\n', 1)


def test_a_like_call_in_another_chain_is_no_twin():
    snippet = (
        '# ... existing code ...\n\ndef recent_orders(user)\n  user.orders\n    .where(status: "paid")\n'
        "    .limit(20)\nend\n"
    )
    result = merge(QUERY, snippet, language="ruby")
    assert result.sure and result.text == QUERY.replace(".limit(10)", ".limit(20)")


def test_a_chain_that_called_the_method_twice_keeps_its_second_call():
    """The first of two ``.where`` links edited, a link added after it: the second ``.where`` is no old version (the
    original's chain, read both ways from it, calls ``.where`` twice)."""
    original = QUERY.replace(
        '    .where(status: "open")\n', '    .where(status: "open")\n    .where(region: user.region)\n'
    )
    snippet = (
        'def open_orders(user, params)\n  user.orders\n    .where(status: params.fetch(:status, "open"))\n'
        "    .joins(:line_items)\n    # ... existing code ...\nend\n"
    )
    result = merge(original, snippet, language="ruby")
    assert result.sure and result.text == original.replace(
        '    .where(status: "open")\n', '    .where(status: params.fetch(:status, "open"))\n    .joins(:line_items)\n'
    )


def test_a_link_whose_first_argument_starts_alike_is_its_new_version():
    """``.where(region: params[:region])`` written new, ``.where(region: user.region)`` kept beside it: its old
    version, though the original's chain calls ``.where`` twice."""
    original = QUERY.replace(
        '    .where(status: "open")\n', '    .where(status: "open")\n    .where(region: user.region)\n'
    )
    snippet = (
        "def open_orders(user, params)\n  user.orders\n    # ... existing code ...\n"
        "    .where(region: params[:region])\n    .joins(:line_items)\n    .includes(:customer)\n"
        "    # ... existing code ...\nend\n"
    )
    result = merge(original, snippet, language="ruby")
    expected = original.replace(
        "    .where(region: user.region)\n", "    .where(region: params[:region])\n    .joins(:line_items)\n"
    )
    assert not result.sure or result.text == expected, result.text
    assert result.sure or any("the chain calls .where twice" in x for x in result.reasons), result.reasons
