"""What a markup line and a shell's option line stand for: a tag is named by its id (or a form field's name),
never by its first attribute, so a new nav item or form field is not the edit of a like one beside it; a tag
whose number changed (``colSpan={3}``) is its own new version; ``set -euo pipefail`` is the new version of
``set -e``; so is a line whose numbers alone changed (``--fail-under=80`` raised to 90)."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.lines import edits, identity

NAV = ("<nav>\n  <ul class=\"nav\">\n"
       + "".join(f"    <li class=\"nav-item\">\n      <a class=\"nav-link\" href=\"/{x}\">\n"
                 f"        <span class=\"icon icon-{x}\"></span> {x.title()}\n      </a>\n    </li>\n"
                 for x in ("home", "orders", "products", "customers"))
       + "  </ul>\n</nav>\n")
NAV_SNIPPET = ("<!-- ... existing code ... -->\n  <ul class=\"nav\">\n    <!-- ... existing nav items ... -->\n"
               "    <li class=\"nav-item\">\n      <a class=\"nav-link\" href=\"/reports\">\n"
               "        <span class=\"icon icon-reports\"></span> Reports\n      </a>\n    </li>\n  </ul>\n"
               "<!-- ... existing code ... -->\n")

FIELDS = ("<form method=\"post\">\n"
          + "".join(f"  <div class=\"field\">\n    <label for=\"{x}\">{x.title()}</label>\n"
                    f"    <input id=\"{x}\" name=\"{x}\" type=\"{t}\" required>\n  </div>\n"
                    for x, t in (("name", "text"), ("email", "email"), ("password", "password")))
          + "  <button type=\"submit\">Sign up</button>\n</form>\n")
FIELDS_SNIPPET = ("<!-- ... -->\n  <div class=\"field\">\n    <label for=\"password\">Password</label>\n"
                  "    <input id=\"password\" name=\"password\" type=\"password\" required>\n  </div>\n"
                  "  <div class=\"field\">\n    <label for=\"password_confirm\">Confirm</label>\n"
                  "    <input id=\"password_confirm\" name=\"password_confirm\" type=\"password\" required>\n"
                  "  </div>\n<!-- ... -->\n")


@pytest.mark.parametrize("original, snippet, new", [
    (NAV, NAV_SNIPPET, "      </a>\n    </li>\n    <li class=\"nav-item\">\n      <a class=\"nav-link\" href=\"/reports\">"),
    (FIELDS, FIELDS_SNIPPET, "  </div>\n  <div class=\"field\">\n    <label for=\"password_confirm\">"),
])
def test_a_new_tag_beside_like_ones_is_no_edit_of_them(original, snippet, new):
    result = merge(original, snippet, language="html")
    if result.sure:  # written: every old item kept, the new one added
        assert new in result.text and all(line in result.text.splitlines() for line in original.splitlines())
    kept = ("customers" if original is NAV else "email")
    assert not result.sure or kept in result.text, result.reasons


def test_a_tag_with_a_changed_number_is_its_new_version():
    original = ("export function Totals({ total }) {\n  return (\n    <tfoot>\n      <tr>\n"
                "        <td colSpan={3}>Total</td>\n        <td className=\"num\">{total}</td>\n      </tr>\n"
                "    </tfoot>\n  );\n}\n")
    snippet = "// ... existing code ...\n        <td colSpan={4}>Total</td>\n// ... existing code ...\n"
    result = merge(original, snippet, language="tsx")
    assert result.sure and result.text == original.replace("{3}", "{4}"), result.reasons


def test_shell_options_widened_in_the_header_replace_the_old_ones():
    original = ("#!/bin/bash\n# Nightly backup.\nset -e\n\nDIR=\"/var/backups\"\n\nlog() {\n  echo \"$*\"\n}\n\n"
                "log start\n")
    snippet = "#!/usr/bin/env bash\n# Nightly backup.\nset -euo pipefail\n\n# ... existing code ...\n"
    result = merge(original, snippet, language="bash")
    assert result.sure and result.text == original.replace("#!/bin/bash", "#!/usr/bin/env bash").replace(
        "set -e\n", "set -euo pipefail\n"), result.reasons


def test_identities_of_tags_and_option_lines():
    assert identity('<a class="nav-link" href="/reports">') is None
    assert identity('<input type="text" name="email">') == "<input name=email"
    assert identity('<div class="x" id="main">') == "<div id=main"
    assert identity("<T> T first(List<T> xs);") == "fn first"  # a Java generic method, not a tag
    assert identity("set -euo pipefail") == identity("set -e") != identity("set +e")
    assert not edits('<input id="password_confirm" type="password">', '<input id="password" type="password">')
    assert edits('<td colSpan={4}>Total</td>', '<td colSpan={3}>Total</td>')
    assert not edits('<a href="/reports">Reports</a>', '<a href="/orders">Orders</a>')


def test_a_last_line_with_a_raised_number_replaces_the_old_one():
    original = ("test:\n\tpytest -q tests\n\ncoverage:\n\tpytest --cov=pkg tests\n"
                "\tcoverage report --fail-under=80\n\nci: test\n\tcoverage report --fail-under=80\n")
    snippet = ("# ... existing targets ...\n\ncoverage:\n\tpytest --cov=pkg tests\n"
               "\tcoverage report --fail-under=90\n\n# ... existing targets ...\n")
    result = merge(original, snippet)
    assert result.sure and result.text == original.replace("=80\n\nci", "=90\n\nci"), result.reasons
