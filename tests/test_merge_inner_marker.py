"""A marker indented inside a function whose end the snippet shows (its closing brace, as deep as its first
line): the lines after the marker are that function's, so its last lines (``return errors;`` / ``}``) are not
read on a like function further down, whose code would be deleted."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge


def _java(name, checks):
    body = "".join(f"        if (r.{c}() == null) {{\n            errors.add(\"{c}\");\n        }}\n" for c in checks)
    return (f"    public static List<String> {name}(Request r) {{\n        List<String> errors = new ArrayList<>();\n"
            f"{body}        return errors;\n    }}\n")


def _js(name, checks):
    body = "".join(f"  if (!r.{c}) {{\n    errors.push('{c}');\n  }}\n" for c in checks)
    return f"function {name}(r) {{\n  const errors = [];\n{body}  return errors;\n}}\n"


def _go(name, checks):
    body = "".join(f"\tif r.{c} == \"\" {{\n\t\terrs = append(errs, \"{c}\")\n\t}}\n" for c in checks)
    return f"func {name}(r Request) []string {{\n\tvar errs []string\n{body}\treturn errs\n}}\n"


SHAPES = {  # (head, function, tail, marker, new check, new check written)
    "java": ("public final class V {\n\n", _java, "}\n", "        // ... existing checks ...",
             "        if (r.currency() == null) {\n            errors.add(\"currency\");\n        }\n"),
    "javascript": ("", _js, "", "  // ... existing checks ...",
                   "  if (!r.currency) {\n    errors.push('currency');\n  }\n"),
    "go": ("package v\n\n", _go, "", "\t// ... existing checks ...",
           "\tif r.currency == \"\" {\n\t\terrs = append(errs, \"currency\")\n\t}\n"),
}


@pytest.mark.parametrize("language", sorted(SHAPES))
def test_lines_after_an_indented_marker_stay_in_the_function_that_closes_below_them(language):
    head, function, tail, marker, new = SHAPES[language]
    first, second = function("validatePayment", ["amount", "cardToken"]), function("validateRefund", ["paymentId"])
    original = head + first + "\n" + second + tail
    lines = first.splitlines(keepends=True)
    last_check = "".join(lines[-5:-2])  # the cardToken check
    snippet = lines[0] + marker + "\n" + last_check + new + "".join(lines[-2:])
    expected = original.replace(last_check + lines[-2], last_check + new + lines[-2], 1)
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == expected, (result.reasons, result.text)
