"""Depth read with closers: a closing line is another block's at another depth (placement: apply/merge/anchors.py
``styled``; the certifier's twin rule, apply/merge/siblings.py), a closer as deep as the marker before it ends the
marker's block (Swift's ``switch``, whose cases stand as deep as its braces: apply/merge/closers.py, pinned.py),
new code and a blank line above the first restated line of a snippet that opens with them form a paragraph of
their own (apply/merge/widen.py ``blanks``), and a deletion between two restated lines, one found elsewhere too,
never takes three lines of code less deep than both (the certifier's ``crossed``, a rule of *depth*:
apply/merge/brackets.py); a chunk is pinned by a run found once among the lines its declarations allow
(*pinned* with ``scopes``), and a line too weak to anchor, written where the original has that very line, is
restated. Seen on edits written by people who never read the merge; each was refused or written wrong before."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

WRAPPED_VALUE = {  # language: (original, snippet turning a function's last expression into a bound value, old, new)
    "rust": ("impl E {\n    pub fn summary(&self) -> String {\n        match self {\n            E::A => {\n"
             "                \"a\".into()\n            }\n        }\n    }\n\n    pub fn key(&self) -> u8 {\n"
             "        match self {\n            E::A => 1,\n        }\n    }\n}\n",
             "impl E {\n    // ... existing code ...\n\n    pub fn summary(&self) -> String {\n        let text = match self {\n"
             "            E::A => {\n                \"a\".into()\n            }\n        };\n"
             "        format!(\"[{text}]\")\n    }\n\n    // ... existing code ...\n}\n",
             "        match self {\n            E::A => {\n                \"a\".into()\n            }\n        }\n",
             "        let text = match self {\n            E::A => {\n                \"a\".into()\n            }\n        };\n"
             "        format!(\"[{text}]\")\n"),
    "javascript": ("class E {\n  summary() {\n    if (this.a) {\n      return \"a\";\n    }\n  }\n\n  key() {\n"
                   "    if (this.a) {\n      return 1;\n    }\n  }\n}\n",
                   "class E {\n  summary() {\n    if (this.a) {\n      return \"a\";\n    }\n    return \"b\";\n  }\n\n"
                   "  // ... existing code ...\n}\n",
                   "      return \"a\";\n    }\n  }\n\n  key", "      return \"a\";\n    }\n    return \"b\";\n  }\n\n  key"),
    "go": ("package e\n\nfunc (e E) Summary() string {\n\tswitch e.k {\n\tcase 1:\n\t\treturn \"a\"\n\t}\n}\n\n"
           "func (e E) Key() int {\n\tswitch e.k {\n\tcase 1:\n\t\treturn 1\n\t}\n}\n",
           "func (e E) Summary() string {\n\tswitch e.k {\n\tcase 1:\n\t\treturn \"a\"\n\t}\n\treturn \"b\"\n}\n\n"
           "// ... existing code ...\n",
           "\t\treturn \"a\"\n\t}\n}\n", "\t\treturn \"a\"\n\t}\n\treturn \"b\"\n}\n"),
}


SWITCH = ("enum R {\n    case list, user\n\n    var method: String {\n        switch self {\n        case .list:\n"
          "            return \"GET\"\n        case .user:\n            return \"PUT\"\n        }\n    }\n\n"
          "    var path: String {\n        switch self {\n        case .list:\n            return \"/l\"\n"
          "        case .user:\n            return \"/u\"\n        }\n    }\n}\n")


def test_a_closer_as_deep_as_the_marker_before_it_ends_that_markers_block() -> None:
    """Swift: the cases stand as deep as the ``switch``'s braces; the marker before the restated ``}`` stands for
    the cases after the edited one, not for the ``}`` too."""
    snippet = ("    var method: String {\n        switch self {\n        // ... existing code ...\n        case .user:\n"
               "            return \"PATCH\"\n        // ... existing code ...\n        }\n    }\n")
    result = merge(SWITCH, snippet, language="swift")
    assert result.sure and result.text == SWITCH.replace("\"PUT\"", "\"PATCH\""), (result.reasons, result.text)


@pytest.mark.parametrize("language, original, snippet, expected", [
    ("scala", "package shop\n\nimport akka.http.Route\nimport akka.http.Directives._\n\nclass A\n",
     "import java.time.Instant\n\nimport akka.http.Route\n// ... rest unchanged ...\n",
     "package shop\n\nimport java.time.Instant\n\nimport akka.http.Route\nimport akka.http.Directives._\n\nclass A\n"),
    ("python", "#!/usr/bin/env python\n\nimport os\nimport sys\n\nprint(os, sys)\n",
     "from __future__ import annotations\n\nimport os\n# ... existing code ...\n",
     "#!/usr/bin/env python\n\nfrom __future__ import annotations\n\nimport os\nimport sys\n\nprint(os, sys)\n"),
    ("go", "package main\n\nimport \"os\"\n\nfunc main() { os.Exit(0) }\n",
     "// Command main exits.\n\nimport \"os\"\n// ... existing code ...\n",
     "package main\n\n// Command main exits.\n\nimport \"os\"\n\nfunc main() { os.Exit(0) }\n"),
])
def test_new_code_then_a_blank_line_opening_the_snippet_is_a_paragraph_of_its_own(language, original, snippet,
                                                                                   expected) -> None:
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == expected, (result.reasons, result.text)


def _html_reading(new_between: bool) -> list[str]:
    original = ("<ul>\n  {%- if a %}\n    <li>a</li>\n  {%- else %}\n    <li>\n      b\n    </li>\n  {%- endif %}\n"
                "</ul>\n<p>c</p>\n<ul>\n    <li>\n      c\n    </li>\n</ul>\n")
    source = Source(original, "html")
    lines = ["  {%- else %}", *["  <p>d</p>"] * new_between, "    <li>", "      d", "    </li>"]
    snippet = Snippet("<!-- ... -->\n" + "\n".join(lines) + "\n<!-- ... -->\n", "html")
    originals = [3, *[None] * new_between, 11, None, 13]
    end = len(lines) + 1
    pieces = (Piece(KEEP, (0, 1), (0, 3), marker=0),
              Piece(WRITE, (1, end), (3, 14), tuple(Written(t, 1 + n, o) for n, (t, o) in enumerate(
                  zip(lines, originals))), chunk=1),
              Piece(KEEP, (end, end + 1), (14, 15), marker=end))
    certificate = Certificate(pieces)
    return certify(source, snippet, certificate, certificate.render(source.lines)).refusals


def test_a_deletion_that_reaches_code_less_deep_than_both_restated_lines_is_refused() -> None:
    """``{%- else %}`` restated, then an item's ``<li>`` and ``</li>`` (the file has them twice) read on a later
    list's: the ``</ul>``, ``<p>`` and ``<ul>`` between, less deep than both, are deleted, nothing written there;
    with a new line written between, those lines are rewritten, not crossed."""
    assert any(x.startswith("depth:") and "'</ul>'" in x and "joined" in x for x in _html_reading(False))
    assert not any("joined" in x for x in _html_reading(True))


def test_a_deletion_of_code_as_deep_as_a_restated_line_crosses_nothing() -> None:
    """A function deleted by restating its neighbours: its lines are as deep as the next one's first line."""
    original = "def a():\n    x()\n\n\ndef b():\n    y()\n\n\ndef c():\n    z()\n"
    result = merge(original, "def a():\n    x()\n\n\ndef c():\n    z()\n", language="python")
    assert result.sure and result.text == "def a():\n    x()\n\n\ndef c():\n    z()\n", result.reasons


REWRITTEN_HEAD = {  # language: (original, snippet restating a function whole with new first lines, old, new)
    "swift": ("final class C {\n    func a() -> Int {\n        return 1\n    }\n\n    func fetch(id: Int) -> Int {\n"
              "        let url = base + \"/users\"\n        let data = load(url)\n        guard data > 0 else {\n"
              "            return 0\n        }\n        return data\n    }\n\n    func b() -> Int {\n        return 2\n"
              "    }\n}\n",
              "    // ... a unchanged ...\n\n    func fetch(id: Int, page: Int = 1) -> Int {\n"
              "        var parts = [base, \"/users\"]\n        parts.append(String(page))\n"
              "        guard let url = join(parts) else {\n            return 0\n        }\n        let data = load(url)\n"
              "        guard data > 0 else {\n            return 0\n        }\n        return data\n    }\n\n"
              "    // ... b unchanged ...\n",
              "    func fetch(id: Int) -> Int {\n        let url = base + \"/users\"\n",
              "    func fetch(id: Int, page: Int = 1) -> Int {\n        var parts = [base, \"/users\"]\n"
              "        parts.append(String(page))\n        guard let url = join(parts) else {\n            return 0\n"
              "        }\n"),
    "go": ("package c\n\nfunc A() int {\n\treturn 1\n}\n\nfunc Fetch(id int) int {\n\turl := base + \"/users\"\n"
           "\tdata := load(url)\n\tif data <= 0 {\n\t\treturn 0\n\t}\n\treturn data\n}\n\nfunc B() int {\n\treturn 2\n}\n",
           "// ... A unchanged ...\n\nfunc Fetch(id, page int) int {\n\tparts := []string{base, \"/users\"}\n"
           "\tparts = append(parts, strconv.Itoa(page))\n\turl, ok := join(parts)\n\tif !ok {\n\t\treturn 0\n\t}\n"
           "\tdata := load(url)\n\tif data <= 0 {\n\t\treturn 0\n\t}\n\treturn data\n}\n\n// ... B unchanged ...\n",
           "func Fetch(id int) int {\n\turl := base + \"/users\"\n",
           "func Fetch(id, page int) int {\n\tparts := []string{base, \"/users\"}\n"
           "\tparts = append(parts, strconv.Itoa(page))\n\turl, ok := join(parts)\n\tif !ok {\n\t\treturn 0\n\t}\n"),
}


TWINS = {  # language: (original with two like blocks in two declarations, snippet editing the first, old, new)
    "yaml": ("services:\n  api:\n    image: app\n    environment:\n      A: \"1\"\n      B: \"2\"\n    ports:\n"
             "      - \"80:80\"\n\n  worker:\n    image: app\n    environment:\n      A: \"1\"\n      B: \"2\"\n",
             "services:\n  api:\n    # ... image unchanged ...\n    environment:\n      A: \"1\"\n      B: \"2\"\n"
             "      C: \"3\"\n    # ... ports unchanged ...\n\n  # ... worker unchanged ...\n",
             "      B: \"2\"\n    ports:", "      B: \"2\"\n      C: \"3\"\n    ports:"),
    "python": ("class Api:\n    image = \"app\"\n\n    def env(self):\n        a = 1\n        b = 2\n        return a + b\n\n\n"
               "class Worker:\n    image = \"app\"\n\n    def env(self):\n        a = 1\n        b = 2\n        return a + b\n",
               "class Api:\n    # ... image unchanged ...\n\n    def env(self):\n        a = 1\n        b = 2\n        c = 3\n"
               "        # ... rest unchanged ...\n\n\n# ... Worker unchanged ...\n",
               "        b = 2\n        return a + b\n\n\nclass Worker",
               "        b = 2\n        c = 3\n        return a + b\n\n\nclass Worker"),
}


CASES = {"closer": WRAPPED_VALUE, "head": REWRITTEN_HEAD, "pinned": TWINS}


@pytest.mark.parametrize("kind, language", [(k, x) for k in CASES for x in sorted(CASES[k])],
                         ids=[f"{k}-{x}" for k in CASES for x in sorted(CASES[k])])
def test_the_edit_is_written_where_it_belongs(kind, language) -> None:
    """closer: a closer after new lines is its own depth's; head: a function restated whole with new first lines
    replaces its old version; pinned: a run found once in its declaration pins its chunk."""
    original, snippet, old, new = CASES[kind][language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(old, new, 1), (result.reasons, result.text)


def test_a_weak_line_written_where_the_original_has_it_is_restated() -> None:
    original = ("services:\n  db:\n    image: postgres\n\n  api:\n    image: app\n    environment:\n"
                "      A: \"1\"\n    ports:\n      - \"80:80\"\n")
    snippet = ("services:\n  # ... db unchanged ...\n\n  api:\n    # ... image as before ...\n    environment:\n"
               "      A: \"1\"\n      B: \"2\"\n    # ... ports as before ...\n")
    result = merge(original, snippet, language="yaml")
    assert result.sure and result.text == original.replace("      A: \"1\"\n", "      A: \"1\"\n      B: \"2\"\n"), \
        (result.reasons, result.text)
