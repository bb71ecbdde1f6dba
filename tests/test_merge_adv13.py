"""The ninth attack round (tests/data/apply_adv13: helpers who read the merge wrote 28 inputs it wrote wrong): the
ones it writes right now stay right, and the ones it refuses now are refused for the reason named (each fails when
its rule or fix is taken out). The guard, docstring, fragment and comment-block rules also write the right files
next to the ones they refuse.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.syntax import file_language
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data"

RIGHT = [
    "sql/k2_invoices_add_paid_at",  # SQL's DEFAULT now() names no function; a comma added is that line's version
    "makefile/k2_release_fetch_tags_marker",  # a recipe's ``\t@git ...`` is no decorator
    "markdown/k2_config_row_last_marker",  # a table row goes on its table, no blank line between
    "go/k3_append_args_after_context",  # ``args = append(args, ...)`` adds, sets no name anew
    "swift/k1_mark_section_insert",  # a Swift extension named by the protocols it adopts
    "kotlin/k3_oneline_kdoc_rewritten_as_block",  # a one-line KDoc grown into a block: the old one replaced
    "typescript/k3_jsdoc_above_decorator_old_kept",  # a JSDoc above a decorator, its words grown: replaced
    "python/k3_docstring_rewritten_old_kept",  # an old docstring kept below its new one: repaired
]
REFUSED = {
    "rust/k1_guard_if_return": "on its closing line alone",
    "csharp/k1_dto_prop_attr_insert": "[JsonPropertyName(\"marketing_opt_in\")]",
    "swift/k1_delegate_method_inserted": "tableView",
    "python/k3_class_fields_fragment_at_snippet_end": "which has no marker: the edge keeps them",
    "python/k3_docstring_added_shallow_marker_empties_body": "a docstring alone",
    "python/k3_new_section_banner_takes_next_rule": "comment lines side by side",
    "yaml/k2_del_smoke_words": "but the result still names it",  # removals._written_after
    "markdown/k2_del_docker_note_ctx_heading_after": "which names every word of it",  # removals._held
    "ruby/k1_del_legacy_token_helpers_tail": "mention fewer of the words",  # not after the ones most about it
    "typescript/k3_first_import_read_as_edited": "but the result still uses 'express'",  # imported.import_dropped
    "java/k1_switch_arrow_case_edit": "of the same label",  # counted.arm_twice
    "sql/k2_view_daily_where_marker": "two WHERE clauses",  # counted.arm_twice
}


def _merge(name: str):
    case = load_case(DATA / "apply_adv13" / name)
    return case, merge(case.original, case.update, language=file_language(case.path))


@pytest.mark.parametrize("name", RIGHT)
def test_fixed_cases_are_written_right(name):
    case, result = _merge(name)
    assert result.sure and result.text == case.final, result.reasons


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refused_cases_are_refused_for_their_reason(name):
    _, result = _merge(name)
    assert not result.sure and any(REFUSED[name] in x for x in result.reasons), result.reasons


def test_a_guard_whose_condition_is_rewritten_is_written():
    original = "fn rate(c: &C) -> f64 {\n    if c.tier == 0 {\n        return 0.0;\n    }\n    lookup(c)\n}\n"
    snippet = "fn rate(c: &C) -> f64 {\n    if c.is_suspended() || c.tier == 0 {\n        return 0.0;\n    }\n" \
              "    // ... existing code ...\n}\n"
    result = merge(original, snippet, language="rust")
    assert result.sure and "c.is_suspended() || c.tier == 0" in result.text and "if c.tier == 0 {" not in result.text


@pytest.mark.parametrize("name", ["apply_adv8/dart/b3_permit_valuation_restate_whole_function",
                                  "apply_unheard/go/u4_order_store_errors_is_no_rows"])
def test_guards_rewritten_in_frozen_cases_stay_right(name):
    case = load_case(DATA / name)
    result = merge(case.original, case.update, language=file_language(case.path))
    assert result.sure and result.text == case.final, result.reasons


def test_a_docstring_added_above_a_restated_body_is_written():
    original = 'def load(path):\n    with open(path) as f:\n        return f.read()\n\n\ndef save():\n    pass\n'
    snippet = 'def load(path):\n    """Read the file."""\n    with open(path) as f:\n# ... existing code ...\n'
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == original.replace("(path):\n", '(path):\n    """Read the file."""\n'), \
        result.reasons


def test_a_function_restated_to_its_new_last_line_is_written_whole():
    original = "import os\n\n\ndef main():\n    a = 1\n    b = 2\n    return a + b\n"
    snippet = "# ... existing code ...\ndef main():\n    a = 1\n    return a\n"
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == "import os\n\n\ndef main():\n    a = 1\n    return a\n", result.reasons


def test_code_written_under_a_comment_line_found_once_is_written():
    original = "# Copyright 2024\n# Licensed under MIT\n\nimport os\n"
    snippet = "# Copyright 2024\nimport sys\n# ... existing code ...\n"
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == "# Copyright 2024\nimport sys\n# Licensed under MIT\n\nimport os\n", \
        result.reasons


def test_a_docstring_rewritten_above_an_indented_marker_is_written():
    original = ('class PluginError(BuildError):\n    """An error raised by a plugin.\n\n    Raised from plugin events."""\n'
                '\n    code = 2\n\n\nclass Other:\n    pass\n')
    snippet = ('class PluginError(BuildError):\n    """An error raised by a plugin.\n\n    Raised from any of the plugin '
               'events."""\n    # ... existing code ...\n')
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == original.replace("from plugin", "from any of the plugin"), result.reasons


def test_an_old_docstring_left_below_an_unlike_new_one_is_refused():
    original = 'def load(path):\n    """Load the file."""\n    with open(path) as f:\n        return f.read()\n'
    snippet = 'def load(path):\n    """Read the file at path, as text."""\n    # ... existing code ...\n'
    result = merge(original, snippet, language="python")
    assert not result.sure or result.text.count('"""') == 2, result.text


def test_code_the_snippet_writes_between_two_restated_comment_lines_is_written():
    original = ("// Copyright 2024 The Authors\n//\n// Licensed under the Apache License.\n//\n"
                "// Unless required by law.\n\npackage main\n")
    snippet = "// Licensed under the Apache License.\n//\nlog.Printf(\"x\")\n// Unless required by law.\n" \
              "// ... existing code ...\n"
    result = merge(original, snippet, language="go")
    assert result.sure and result.text == original.replace("//\n// Unless", "//\nlog.Printf(\"x\")\n// Unless"), \
        result.reasons


def test_a_class_of_a_docstring_alone_given_a_new_one_is_written():
    original = 'class PluginError(BuildError):\n    """Raised by a plugin\n    during its events."""\n\n\nclass Other:\n' \
               '    pass\n'
    snippet = 'class PluginError(BuildError):\n    """A build error that plugins raise."""\n\n\n# ... existing code ...\n'
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == original.replace('Raised by a plugin\n    during its events.',
                                                            "A build error that plugins raise."), result.reasons


WORKFLOW = ("name: deploy\non: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n"
            "      - run: make build\n\n  deploy-staging:\n    runs-on: ubuntu-latest\n    needs: build\n"
            "    steps:\n      - run: ./deploy.sh staging\n\n  smoke-staging:\n    runs-on: ubuntu-latest\n"
            "    needs: deploy-staging\n    steps:\n      - run: ./smoke.sh staging\n\n  deploy-production:\n"
            "    runs-on: ubuntu-latest\n    needs: smoke-staging\n    steps:\n      - run: ./deploy.sh production\n")


def test_a_removal_note_never_takes_a_job_the_result_still_names():
    # (the note's words, staging and smoke-test, mention both jobs before deploy-production; the chunk's own
    # ``needs: deploy-staging`` names one of them: it stays)
    snippet = ("# ... existing code ...\n\n  # ... removed the staging smoke-test job ...\n\n  deploy-production:\n"
               "    runs-on: ubuntu-latest\n    needs: deploy-staging\n    # ... existing code ...\n")
    result = merge(WORKFLOW, snippet, language="yaml")
    assert not result.sure or "deploy-staging:" in result.text, result.text


@pytest.mark.parametrize("name", ["apply_unforeseen/javascript/f3_remove_legacy_enrol_route",
                                  "apply_adv3/ruby/a3_rake_remove_legacy_import_task",
                                  "apply_adv10/java/g5_java_delmarker_legacy_deprecated_head_kept"])
def test_a_removal_note_in_code_is_written_though_kept_code_shares_a_word_of_its_first_line(name):
    # (a route's path, a namespace, an annotation: what a code paragraph's first line names is no key it declares)
    case = load_case(DATA / name)
    result = merge(case.original, case.update, language=file_language(case.path))
    assert result.sure and result.text == case.final, result.reasons
