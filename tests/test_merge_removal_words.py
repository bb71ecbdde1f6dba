"""Deletion markers in plain words (the fifth attack round, tests/data/apply_adv11 ``i3_`` cases):

- a clause word that names a declaration (``logger`` of "the legacy console logger") while another declaration's
  name holds that word and another of the clause's (``legacyLogger``) does not say which goes: refused, in
  JavaScript, Go and TOML alike (``removals._compound``); where no other clause word is in that name, the word's own
  declaration goes;
- in Go, a line of an import group brings in its alias or its path's last part (``"net/http/httputil"``:
  ``httputil``), so an import that only the removed code used is not kept without a word (``imported._names``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.imported import _names
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data"
ADV11 = DATA / "apply_adv11"


@pytest.mark.parametrize("name", ["javascript/i3_js_delwords_legacy_logger", "go/i3_go_delwords_legacy_handler",
                                  "toml/i3_toml_delwords_memcached"])
def test_a_clause_word_another_name_holds_with_another_clause_word_is_refused(name):
    case = load_case(ADV11 / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("carries that word and another of the clause's" in x for x in result.reasons)


LOGGERS = '''function timing(req, res, next) {
  next();
}

function legacyLogger(req, res, next) {
  console.log(req.url);
  next();
}

function logger(log) {
  return (req, res, next) => next();
}

module.exports = { timing, legacyLogger, logger };
'''


def test_a_clause_word_no_other_name_holds_with_another_word_names_its_declaration():
    snippet = ("// ... existing code ...\n\n// ... removed the console logger ...\n\n"
               "module.exports = { timing, legacyLogger };\n")
    result = merge(LOGGERS, snippet, language="javascript")
    expected = LOGGERS.replace("function logger(log) {\n  return (req, res, next) => next();\n}\n\n", "").replace(
        "legacyLogger, logger }", "legacyLogger }")
    assert result.sure and result.text == expected, result.reasons


@pytest.mark.parametrize("name", ["go/i3_go_delname_orphan_import", "go/i3_go_delwords_dump_after_chunk"])
def test_a_go_import_only_the_removed_code_used_is_not_kept_without_a_word(name):
    case = load_case(ADV11 / name)
    result = merge(case.original, case.update, language="go")
    assert not result.sure or result.text == case.final, result.text


@pytest.mark.parametrize("line, names", [('\t"net/http/httputil"', {"httputil"}), ("import \"fmt\"", {"fmt"}),
                                         ('\tlog "github.com/x/logrus"', {"log"}), ("\tfmt.Println(x)", set())])
def test_a_go_import_spec_brings_in_its_alias_or_its_last_part(line, names):
    assert _names(line, go=True) == names
    assert _names('\t"net/http/httputil"') == frozenset()  # (a bare string line elsewhere imports nothing)


@pytest.mark.parametrize("name", ["sql/j7_sql_audit_trigger_words", "sql/j7_sql_audit_trigger_adjacent",
                                  "markdown/j7_md_faq_tip_words2", "ruby/j7_rb_prod_mandrill_words"])
def test_a_removal_marker_takes_no_paragraph_that_shares_only_a_common_word_of_it(name):
    """``the audit trigger`` removes the ``orders_audit`` trigger, not the next trigger too; ``the Apple Silicon
    build tip`` not the next paragraph about builds; ``the old Mandrill mailer settings`` not the mailer previews."""
    case = load_case(DATA / "apply_adv12" / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("mention fewer of the words of the marker" in x for x in result.reasons), result.reasons


@pytest.mark.parametrize("name", ["apply_locked/css/site_layout_remove_clearfix",
                                  "apply_vault/markdown/contributing_remove_travis_subsection",
                                  "apply_blind/markdown/readme_remove_docker_section"])
def test_paragraphs_the_marker_lists_or_its_section_holds_go_with_the_one_it_is_about(name):
    case = load_case(DATA / name)
    result = merge(case.original, case.update, language=name.split("/")[1])
    assert result.sure and result.text == case.final, result.reasons


@pytest.mark.parametrize("name", ["python/j9_a9_py_brevity_logging", "typescript/j9_b7_ts_brevity_cache_lookup",
                                  "typescript/j9_c4_ts_marker_update_delete_handlers",
                                  "python/j9_c5_py_marker_delete_endpoints", "java/j9_c6_java_marker_delete_endpoints"])
def test_a_marker_that_leaves_code_out_for_brevity_or_names_delete_handlers_removes_nothing(name):
    """``removed for brevity`` is an elision; ``update and delete handlers`` names handlers, not a deletion."""
    case = load_case(DATA / "apply_adv12" / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert result.sure and result.text == case.final, result.reasons
