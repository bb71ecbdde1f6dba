"""An item appended after like items, read as the last item rewritten (refields.rewritten_item): the chunk writes
most lines of one item of a list anew (more than half; a line of its own restated among them, ``Path`` of a Go
route), where the file has three like items or more: one more item, or that one rewritten? The snippet does not
say, so it is refused. A data item's braces count in every language where its closing line ends with a comma
(``},``: a list element, no code block); an item that keeps half of its lines is an edit.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.evals.cases import load_case

ADV10 = Path(__file__).parent / "data" / "apply_adv10"

PYTHON = (
    """ROUTES = [
    {
        "method": "GET",
        "path": "/users",
        "handler": list_users,
    },
    {
        "method": "POST",
        "path": "/users",
        "handler": create_user,
    },
    {
        "method": "GET",
        "path": "/users/<id>",
        "handler": get_user,
    },
]


def register(app):
    for route in ROUTES:
        app.add(**route)
""",
    """ROUTES = [
    # ... existing routes ...
    {
        "method": "DELETE",
        "path": "/users/<id>",
        "handler": delete_user,
    },
]
""",
)


@pytest.mark.parametrize(
    "name", ["go/h8_go_slice_struct_append_eats_last", "typescript/h8_ts_nav_item_append_shares_line"]
)
def test_an_item_appended_after_like_items_is_not_read_onto_the_last(name):
    case = load_case(ADV10 / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("like items" in x for x in result.reasons), result.reasons


def test_a_python_list_of_dicts_counts_as_items():
    original, snippet = PYTHON
    result = merge(original, snippet, language="python")
    assert result.confidence == "ambiguous"
    assert any("most lines of the item at original lines 12-16" in x for x in result.reasons), result.reasons


def test_an_item_that_keeps_half_of_its_lines_is_an_edit():
    original, _ = PYTHON
    snippet = (
        'ROUTES = [\n    # ... existing routes ...\n    {\n        "method": "GET",\n        "path": "/users/<id>",'
        '\n        "handler": get_user_or_404,\n    },\n]\n'
    )
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == original.replace("get_user,", "get_user_or_404,"), result.reasons


def test_a_code_block_is_no_item():
    """Three like ``if`` blocks, the last one's body rewritten: braces without a comma close code, not an item."""
    body = "    if (level == {0}) {{\n        log({0});\n        count += {0};\n    }}\n"
    original = "void f(int level) {\n" + "".join(body.format(n) for n in (1, 2, 3)) + "}\n"
    snippet = (
        "void f(int level) {\n    // ... existing code ...\n    if (level == 3) {\n        warn(3);\n"
        "        count += 30;\n    }\n}\n"
    )
    result = merge(original, snippet, language="c")
    assert (result.confidence, result.text) == (
        "exact",
        original.replace("log(3);\n        count += 3;", "warn(3);\n        count += 30;"),
    )


def test_an_item_that_keeps_one_of_its_two_lines_is_an_edit():
    original = PYTHON[0].replace(
        '        "method": "GET",\n        "path": "/users/<id>",\n', '        "path": "/users/<id>",\n'
    )
    snippet = (
        'ROUTES = [\n    # ... existing routes ...\n    {\n        "path": "/users/<id>",'
        '\n        "handler": get_user_or_404,\n    },\n]\n'
    )
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == original.replace("get_user,", "get_user_or_404,"), result.reasons


def test_one_of_two_items_rewritten_is_an_edit():
    """Two like items are no run: the last one rewritten is read as it is written."""
    original = PYTHON[0].replace(
        """    {
        "method": "POST",
        "path": "/users",
        "handler": create_user,
    },
""",
        "",
    )
    result = merge(original, PYTHON[1], language="python")
    assert result.sure and result.text == original.replace(
        '"GET",\n        "path": "/users/<id>",\n        "handler": get_user',
        '"DELETE",\n        "path": "/users/<id>",\n        "handler": delete_user',
    ), result.reasons


ADV11 = Path(__file__).parent / "data" / "apply_adv11"


@pytest.mark.parametrize("name", ["python/i1_py_job_dict_append_after_context",
                                  "go/i1_go_route_insert_after_context_before",
                                  "go/i1_go_route_insert_before_context_after",
                                  "javascript/i1_js_route_insert_before_context_after"])
def test_an_item_whose_name_line_is_replaced_is_not_read_as_its_edit(name):
    """A new item inserted beside a like one (its tail or head restated as context): read onto the next item, its
    name line (``"name": "weekly-revenue-report",``) replaced by the new one and most of its other lines new or
    lines every like item has (``Auth: true,``), it is refused, or the other reading taken where it alone holds."""
    case = load_case(ADV11 / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("like items" in x for x in result.reasons), result.reasons


def test_an_item_whose_name_goes_on_is_that_items_edit():
    """``"source": "/docs"`` now ``"/docs/:path*"``: the name line goes on past the old one, so the item is edited."""
    original = PYTHON[0]
    snippet = (
        "ROUTES = [\n    # ... existing routes ...\n        \"handler\": create_user,\n    },\n    {\n"
        '        "method": "GET",\n        "path": "/users/<id>/full",\n        "handler": get_user_full,\n'
        "    },\n]\n"
    )
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == original.replace('"/users/<id>",\n        "handler": get_user,',
                                                           '"/users/<id>/full",\n        "handler": get_user_full,')


def test_a_whole_new_file_tells_its_items_apart():
    """No marker: every item is restated where it stands, so an item's renamed first line is its edit."""
    case = load_case(Path(__file__).parent / "data" / "apply_unseen" / "json" / "renovate_config_group_and_schedule")
    result = merge(case.original, case.update, language="json")
    assert result.sure and result.text == case.final, result.reasons
