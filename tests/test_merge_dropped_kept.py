"""A name the snippet drops from a line that lists names (``.PHONY:``, ``module.exports =``, ``__all__ =``) while
the result keeps, at the left margin, what declares it (``clean:``, ``function legacyExport(``): removed with it?
Refused in Makefile, JavaScript and Python alike (:mod:`fastapply.apply.merge.dropped`); where the snippet deletes
that declaration too, the merge writes it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data"

JS = (("function totals(rows) {\n  return rows.length;\n}\n\nfunction legacyExport(rows) {\n"
       "  return rows.join(',');\n}\n\nmodule.exports = { totals, legacyExport };\n"),
      "// ... existing code ...\n\nmodule.exports = { totals };\n")
PYTHON = (('__all__ = ["totals", "legacy_export"]\n\n\ndef totals(rows):\n    return len(rows)\n\n\n'
           "def legacy_export(rows):\n    return ','.join(rows)\n"),
          '__all__ = ["totals"]\n\n\n# ... existing code ...\n')


@pytest.mark.parametrize("language, case", [("javascript", JS), ("python", PYTHON)])
def test_a_name_dropped_from_a_list_while_its_declaration_is_kept_is_refused(language, case):
    result = merge(*case, language=language)
    assert result.confidence == "ambiguous"
    assert any("which declares it, is kept: removed with it?" in x for x in result.reasons), result.reasons


def test_a_whole_makefile_without_a_target_never_keeps_that_target():
    case = load_case(DATA / "apply_adv11" / "makefile" / "i3_make_whole_drop_clean")
    result = merge(case.original, case.update, language="makefile")
    assert not result.sure or result.text == case.final, result.text


def test_a_dropped_name_whose_declaration_the_snippet_deletes_is_written():
    case = load_case(DATA / "apply_adv6" / "javascript" / "a9_drop_legacy_edi_export")
    result = merge(case.original, case.update, language="javascript")
    assert result.sure and result.text == case.final, result.reasons


def test_a_name_dropped_from_another_line_is_no_list():
    original = "def helper(x):\n    return x\n\n\ndef main():\n    return helper(1)\n"
    result = merge(original, "# ... existing code ...\n\n\ndef main():\n    return 1\n", language="python")
    assert result.sure and result.text == original.replace("return helper(1)", "return 1"), result.reasons


def test_a_method_of_the_dropped_name_is_not_what_the_list_named():
    original = ('__all__ = ["Report", "legacy_export"]\n\n\nclass Report:\n    def legacy_export(self):\n'
                "        return ''\n")
    result = merge(original, '__all__ = ["Report"]\n\n\n# ... existing code ...\n', language="python")
    assert result.sure and result.text == original.replace('"Report", "legacy_export"', '"Report"'), result.reasons


def test_a_name_renamed_in_a_list_is_not_dropped():
    original = PYTHON[0]
    snippet = '__all__ = ["totals", "export_rows"]\n\n\n# ... existing code ...\n'
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == original.replace('"legacy_export"]', '"export_rows"]'), result.reasons
