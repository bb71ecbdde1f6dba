"""A deletion marker that names no declaration (``# (removed the debug tooling: curl and py-spy)``) removes the
paragraphs beside it, as many in a row as mention a word it is about, and nothing else; where no paragraph there
mentions one, nothing is written."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

CASES = {
    "dockerfile": ("FROM python:3.12-slim AS base\nRUN apt-get update \\\n    && apt-get install -y libpq5 \\\n"
                   "    && rm -rf /var/lib/apt/lists/*\n\n# Debug tooling (temporary)\nRUN apt-get update \\\n"
                   "    && apt-get install -y curl strace \\\n    && rm -rf /var/lib/apt/lists/*\n"
                   "RUN pip install py-spy==0.3.14\n\nFROM base AS builder\nCOPY . /src\n",
                   "# ... existing code ...\n    && apt-get install -y libpq5 \\\n    && rm -rf /var/lib/apt/lists/*\n\n"
                   "# (removed the temporary debug tooling layers: curl/strace and py-spy)\n\nFROM base AS builder\n"
                   "# ... existing code ...\n",
                   "FROM python:3.12-slim AS base\nRUN apt-get update \\\n    && apt-get install -y libpq5 \\\n"
                   "    && rm -rf /var/lib/apt/lists/*\n\nFROM base AS builder\nCOPY . /src\n"),
    "html": ("<form>\n  <div class=\"field\">\n    <input id=\"email\" name=\"email\" type=\"email\">\n  </div>\n\n"
             "  <div class=\"form-check\">\n    <input type=\"checkbox\" id=\"newsletter\" name=\"newsletter\">\n"
             "    <label for=\"newsletter\">Send me news</label>\n  </div>\n\n  <div class=\"form-check\">\n"
             "    <input type=\"checkbox\" id=\"terms\" name=\"terms\" required>\n  </div>\n</form>\n",
             "<!-- ... existing fields ... -->\n\n  <!-- ... removed the newsletter opt-in; consent lives in settings ... -->"
             "\n\n  <div class=\"form-check\">\n    <input type=\"checkbox\" id=\"terms\" name=\"terms\" required>\n"
             "<!-- ... existing code ... -->\n",
             "<form>\n  <div class=\"field\">\n    <input id=\"email\" name=\"email\" type=\"email\">\n  </div>\n\n"
             "  <div class=\"form-check\">\n    <input type=\"checkbox\" id=\"terms\" name=\"terms\" required>\n  </div>\n"
             "</form>\n"),
    "python": ("import os\n\nTIMEOUT = 10\n\n# Legacy retry settings, for the old client\nRETRIES = 3\nBACKOFF = 0.5\n\n\n"
               "def main():\n    return TIMEOUT\n",
               "import os\n\nTIMEOUT = 10\n\n# ... removed the legacy retry settings ...\n\n\ndef main():\n"
               "    return TIMEOUT\n",
               "import os\n\nTIMEOUT = 10\n\n\ndef main():\n    return TIMEOUT\n"),
}


@pytest.mark.parametrize("language", sorted(CASES))
def test_a_removal_marker_removes_the_paragraphs_it_is_about(language):
    original, snippet, expected = CASES[language]
    result = merge(original, snippet, language=language if language != "dockerfile" else None)
    assert result.sure and result.text == expected, result.reasons


@pytest.mark.parametrize("language", sorted(CASES))
def test_a_removal_marker_about_nothing_there_is_refused(language):
    original, snippet, _ = CASES[language]
    about = {"dockerfile": ("temporary debug tooling layers: curl/strace and py-spy", "cached wheels"),
             "html": ("newsletter opt-in; consent lives in settings", "coupon box"),
             "python": ("legacy retry settings", "proxy knobs")}[language]
    result = merge(original, snippet.replace(*about), language=language if language != "dockerfile" else None)
    assert not result.sure, result.text


def test_the_certifier_refuses_a_removed_paragraph_the_marker_is_not_about():
    from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    from fastapply.apply.merge.certify import certify
    from fastapply.apply.merge.snippet import Snippet
    from fastapply.apply.merge.source import Source

    original = "A = 1\n\n# retry knobs\nRETRIES = 3\n\n# proxy knobs\nPROXY = None\n\nB = 2\n"
    snippet = "A = 1\n\n# ... removed the retry settings ...\n\nB = 2\n"
    source, read = Source(original, "python"), Snippet(snippet, "python")

    def pieces(removed):
        return Certificate((Piece(WRITE, (0, 1), (0, 1), (Written("A = 1", 0, 0),)),
                            Piece(KEEP, (1, 4), (1, 8), marker=2, removed=(removed,)),
                            Piece(WRITE, (4, 5), (8, 9), (Written("B = 2", 4, 8),))))

    right, wrong = pieces((1, 4)), pieces((4, 7))
    assert certify(source, read, right, right.render(source.lines)).confidence == "exact"
    out = certify(source, read, wrong, wrong.render(source.lines))
    assert out.confidence == "ambiguous" and any("not whole paragraphs that the marker" in x for x in out.refusals)


def test_a_reason_in_brackets_is_not_what_the_marker_removes():
    original = ("import os\n\n# Legacy retry settings\nRETRIES = 3\n\n# The client reads its config here\n"
                "CONFIG = os.environ.get('CONFIG')\n\n\ndef main():\n    return CONFIG\n")
    snippet = ("import os\n\n# ... legacy retry settings removed (every client reads the config now) ...\n\n\n"
               "def main():\n    return CONFIG\n")
    result = merge(original, snippet, language="python")
    assert not result.sure or "CONFIG = os.environ" in result.text, result.text


@pytest.mark.parametrize("language, original, snippet", [
    ("python", "class Store:\n    def get(self, k):\n        return self.d[k]\n\n    def delete(self, k):\n"
               "        self.d.pop(k)\n", "class Store:\n    def get(self, k):\n        return self.d.get(k)\n\n"
               "    # ... delete() as before ...\n"),
    ("javascript", "class Store {\n  get(k) {\n    return this.d[k];\n  }\n\n  delete(k) {\n    delete this.d[k];\n"
                   "  }\n}\n", "class Store {\n  get(k) {\n    return this.d[k] ?? null;\n  }\n\n"
                   "  // ... delete() unchanged ...\n}\n"),
    ("go", "package s\n\nfunc Get(k string) string {\n\treturn d[k]\n}\n\nfunc Delete(k string) {\n\tdelete(d, k)\n}\n",
           "func Get(k string) string {\n\treturn d[k] + \"\"\n}\n\n// ... delete() and the rest unchanged ...\n"),
])
def test_a_marker_that_names_a_function_called_delete_keeps_it(language, original, snippet):
    result = merge(original, snippet, language=language)
    head = next(x for x in original.splitlines() if "elete(" in x and ("def" in x or "func" in x or "{" in x))
    kept = original[original.index(head) :]  # the delete function, whole, to the file's end
    assert result.sure and result.text.endswith(kept), (result.reasons, result.text)


def test_a_removal_verb_before_a_reason_in_brackets_still_removes():
    original = ("function parseFlags(argv) {\n  return argv.slice(2);\n}\n\nfunction main() {\n  return run();\n}\n")
    snippet = "// ... parseFlags() removed (nothing calls it) ...\n\nfunction main() {\n  return run(process.argv);\n}\n"
    result = merge(original, snippet, language="javascript")
    assert result.sure and result.text == "function main() {\n  return run(process.argv);\n}\n", \
        (result.reasons, result.text)
