"""Snippet edges without a marker (apply/implicit.py), marker-free restatements of a few declarations, and the
stricter Python syntax check: the shapes chat assistants write where the convention's reading (a chunk with no
marker before (after) it reaches the file's start (end); a marker-free snippet is the whole file or an excerpt)
would lose code the file needs, and the real deletions at a file's edge that must keep their reading."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.decls import snippet_declarations

PY = '''import os
import re


def read_text(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    return data.strip()


def slug(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower())


def home():
    return os.getcwd()
'''
PY_SNIPPET = '''def read_text(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    return data.strip() + "\\n"

# ... existing code ...
'''
GO = """package config

import (
\t"fmt"
\t"os"
)

type Config struct {
\tAddr string
\tPort int
}

func Load() (Config, error) {
\tc := Config{Addr: os.Getenv("ADDR")}
\tif c.Addr == "" {
\t\treturn c, fmt.Errorf("no ADDR")
\t}
\treturn c, nil
}
"""
GO_SNIPPET = """type Config struct {
\tAddr     string
\tPort     int
\tLogLevel string
}

// ... existing code ...
"""
JAVA = """package com.example.books;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Shelf {
    private final Map<String, Integer> counts = new HashMap<>();

    public void add(String isbn) {
        counts.merge(isbn, 1, Integer::sum);
    }

    public int count() {
        return counts.size();
    }

    public List<String> isbns() {
        return new ArrayList<>(counts.keySet());
    }
}
"""
JAVA_IMPORTS = """import java.util.List;
import java.util.Map;
import java.util.Objects;

// ... existing code ...

    public void add(String isbn) {
        counts.merge(Objects.requireNonNull(isbn), 1, Integer::sum);
    }

// ... existing code ...
"""
JAVA_SNIPPET = """    public long count() {
        return (long) counts.size();
    }
    // ... existing code ...
"""
RUST = """use std::collections::HashMap;

#[derive(Debug, Default)]
pub struct Tasks {
    done: HashMap<u64, bool>,
}

impl Tasks {
    pub fn finish(&mut self, id: u64) -> bool {
        self.done.insert(id, true).is_none()
    }

    pub fn is_done(&self, id: u64) -> bool {
        self.done.get(&id).copied().unwrap_or(false)
    }
}
"""
RUST_STRUCT = """#[derive(Debug, Default, Clone)]
pub struct Tasks {
    #[serde(default)]
    done: HashMap<u64, bool>,
}
"""
PY_MAIN = '''import sys


def main(argv):
    for name in argv:
        print(greet(name))
    return 0


def greet(name):
    return f"hello {name}"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
'''
PY_MAIN_SNIPPET = '''# ... existing code ...
def main(argv):
    for name in argv:
        print(greet(name.title()))
    return 0
'''


def _with_change(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1
    return text.replace(old, new)


@pytest.mark.parametrize("original, snippet, expected, language", [
    (PY, PY_SNIPPET, _with_change(PY, "return data.strip()\n", 'return data.strip() + "\\n"\n'), "python"),
    (GO, GO_SNIPPET, _with_change(GO, "\tAddr string\n\tPort int\n", "\tAddr     string\n\tPort     int\n"
                                  "\tLogLevel string\n"), "go"),
    (JAVA, JAVA_IMPORTS, _with_change(_with_change(JAVA, "util.Map;\n", "util.Map;\nimport java.util.Objects;\n"),
                                      "merge(isbn,", "merge(Objects.requireNonNull(isbn),"), "java"),
    (RUST, RUST_STRUCT + "\n// ... existing code ...\n", _with_change(
        RUST, "#[derive(Debug, Default)]\npub struct Tasks {\n    done",
        "#[derive(Debug, Default, Clone)]\npub struct Tasks {\n    #[serde(default)]\n    done"), "rust"),
], ids=["python-last-line", "go-struct-field", "java-imports", "rust-struct"])
def test_no_leading_marker_keeps_what_the_file_needs(original, snippet, expected, language):
    """A restated function / struct / import block with no marker before it and one after: deleting the lines
    above would lose used imports or the package clause, so the marker is implicit (also where the edge rule
    would drop them silently: the Rust derive line read as an edit of the file's first lines)."""
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (expected, True), result.reasons


def test_no_trailing_marker_keeps_a_function_still_called():
    """A restated function with a marker before it and none after: ``greet`` below it is still called, so the
    lines below stay."""
    result = merge(PY_MAIN, PY_MAIN_SNIPPET, language="python")
    expected = _with_change(PY_MAIN, "greet(name))", "greet(name.title()))")
    assert (result.text, result.sure) == (expected, True), result.reasons


@pytest.mark.xfail(strict=True, reason="wrong: exact, int('y') written beside the int('x') it replaces")
def test_an_unused_import_above_a_marker_less_start_is_kept():
    """A snippet that starts below the file's first import, which nothing uses any more: a marker-less edge keeps
    what lies beyond it, so the import stays; ``int('y')`` is the new body of the ``with`` (the snippet restates
    ``test_a`` up to a marker at the margin)."""
    original = "# -*- coding: utf-8 -*-\n\nimport platform\n\nfrom pytest import raises\n\n\ndef test_a():\n" \
               "    with raises(ValueError):\n        int('x')\n\n\ndef test_b():\n    assert True\n"
    snippet = "from pytest import raises\n\n\ndef test_a():\n    with raises(ValueError):\n        int('y')\n\n" \
              "# ... existing code ...\n"
    result = merge(original, snippet, language="python")
    assert (result.text, result.sure) == (original.replace("int('x')", "int('y')"), True), result.reasons


def test_snippet_cut_inside_a_block_keeps_what_lies_above():
    """The snippet starts inside the import list (not at a statement of its own): a marker-less edge keeps what
    lies beyond it, the package clause, ``import (`` and ``"fmt"``."""
    original = 'package flags\n\nimport (\n\t"fmt"\n\t"net"\n\t"strings"\n)\n\nfunc Parse(s string) string {\n' \
               '\treturn strings.TrimSpace(s)\n}\n\nfunc Show(ip net.IP) {\n\tfmt.Println(ip)\n}\n'
    snippet = '\t"net"\n\t"strings"\n// ... existing code ...\nfunc Parse(s string) string {\n' \
              '\treturn strings.ToLower(strings.TrimSpace(s))\n}\n// ... existing code ...\n'
    result = merge(original, snippet, language="go")
    assert (result.text, result.confidence) == (original.replace("return strings.TrimSpace(s)",
                                                                 "return strings.ToLower(strings.TrimSpace(s))"),
                                                "exact"), result.reasons


@pytest.mark.parametrize("original, snippet, old, new, language", [
    (RUST, RUST_STRUCT, "#[derive(Debug, Default)]\npub struct Tasks {\n    done",
     "#[derive(Debug, Default, Clone)]\npub struct Tasks {\n    #[serde(default)]\n    done", "rust"),
    (GO, "func Load() (Config, error) {\n\tc := Config{Addr: os.Getenv(\"ADDR\"), Port: 80}\n\tif c.Addr == \"\" {\n"
         "\t\treturn c, fmt.Errorf(\"no ADDR\")\n\t}\n\treturn c, nil\n}\n",
     'Config{Addr: os.Getenv("ADDR")}', 'Config{Addr: os.Getenv("ADDR"), Port: 80}', "go"),
    (PY, 'def slug(title):\n    return re.sub(r"[^a-z0-9]+", "_", title.lower())\n', '"-", title', '"_", title',
     "python"),
], ids=["rust-derive", "go-function", "python-function"])
def test_marker_free_restatement_replaces_only_that_declaration(original, snippet, old, new, language):
    """No markers at all, one declaration of a larger file restated: that one is replaced, the rest kept (neither
    a whole-file rewrite nor an excerpt that drops the lines above it)."""
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (_with_change(original, old, new), True), result.reasons


def test_marker_free_whole_file_stays_whole():
    """Every declaration restated, one dropped: the whole file, as written."""
    snippet = PY.replace('\n\ndef home():\n    return os.getcwd()\n', "").replace("import os\n", "")
    result = merge(PY, snippet, language="python")
    assert (result.text, result.sure) == (snippet, True), result.reasons


def test_python_marker_body_holds_no_following_def():
    """A def whose body is a marker ends there: the next decorated def is its sibling, not its body."""
    snippet = "import httpx\n\n# ... existing code ...\n\n    @retry(stop=3)\n    def get(self, key):\n" \
              "        # ... existing code ...\n\n    @retry(stop=3)\n    def put(self, key):\n" \
              "        # ... existing code ...\n"
    assert [(d.name, d.start, d.end, d.children) for d in snippet_declarations(snippet, "python")] == [
        ("get", 4, 7, []), ("put", 8, 11, [])]


def test_clean_syntax_result_replaces_a_fuzzy_line_guess():
    """The line merge cannot anchor a restated method whose first and last lines changed and puts it at the
    file's start (fuzzy), keeping the old one; the syntax-aware merge replaces it by name and passes the check:
    that one is given."""
    result = merge(JAVA, JAVA_SNIPPET, language="java")
    expected = _with_change(JAVA, "public int count() {\n        return counts", "public long count() {\n"
                            "        return (long) counts")
    assert (result.text, result.sure) == (expected, True), result.reasons


TS_TESTS = """import { describe, expect, it } from "vitest";
import { Stack } from "../src/stack";

describe("Stack", () => {
  let stack: Stack<number>;

  describe("push", () => {
    it("adds on top", () => {
      stack = new Stack();
      stack.push(1);
      expect(stack.peek()).toBe(1);
    });
  });

  describe("pop", () => {
    it("takes the top", () => {
      stack = new Stack();
      stack.push(1);
      expect(stack.pop()).toBe(1);
    });
  });
});
"""
TS_NEW_TEST = """  describe("push", () => {
    // ... existing tests ...

    it("grows past its capacity", () => {
      stack = new Stack();
      stack.push(1);
      expect(stack.size()).toBe(1);
    });
  });

  // ... existing code ...
"""


def test_new_test_in_a_nested_describe_with_no_leading_marker():
    """A nested ``describe`` restated around a new ``it`` (its lines like the other tests' lines), no marker
    before it: the block is matched by name (the new test goes inside it, not on the like lines of ``pop``'s
    test), and the file's start is kept (it opens the outer ``describe``)."""
    result = merge(TS_TESTS, TS_NEW_TEST, language="typescript")
    expected = _with_change(TS_TESTS, "toBe(1);\n    });\n  });\n\n  describe(\"pop\"",
                            "toBe(1);\n    });\n\n    it(\"grows past its capacity\", () => {\n      stack = new Stack();\n"
                            "      stack.push(1);\n      expect(stack.size()).toBe(1);\n    });\n  });\n\n"
                            "  describe(\"pop\"")
    assert (result.text, result.sure) == (expected, True), result.reasons


RB_SPEC = """require "spec_helper"

RSpec.describe Queue do
  let(:queue) { described_class.new }

  describe "#push" do
    it "adds an item" do
      queue.push(1)
      expect(queue.size).to eq(1)
    end
  end

  describe "#pop" do
    it "removes the item" do
      queue.push(1)
      expect(queue.pop).to eq(1)
    end
  end
end
"""
RB_NEW_EXAMPLE = """  describe "#push" do
    # ... existing examples ...

    it "keeps the order" do
      queue.push(1)
      expect(queue.first).to eq(1)
    end
  end
"""


@pytest.mark.xfail(strict=True, reason="refused: beside, the 'end' of the #push example read as the old version of "
                                       "the new it line")
def test_new_example_in_a_ruby_describe_block():
    """Ruby blocks (``describe ... do``) hold their examples as declarations: a new ``it`` restated inside its
    ``describe`` with no marker before or after goes there, and the file around it stays."""
    result = merge(RB_SPEC, RB_NEW_EXAMPLE, language="ruby")
    expected = _with_change(RB_SPEC, "eq(1)\n    end\n  end\n\n  describe \"#pop\"",
                            "eq(1)\n    end\n\n    it \"keeps the order\" do\n      queue.push(1)\n"
                            "      expect(queue.first).to eq(1)\n    end\n  end\n\n  describe \"#pop\"")
    assert (result.text, result.sure) == (expected, True), result.reasons


C_MAIN = """#include <stdio.h>

static int ready = 0;

static void setup(void)
{
    ready = 1;
}

int main(void)
{
    setup();
    if (!ready) {
        return 1;
    }
    puts("ok");
    return 0;
}
"""
C_SNIPPET = """int main(void)
{
    // ... existing code ...
    }
    fflush(stdout);
    puts("ok");
    // ... existing code ...
}
"""


def test_last_function_restated_with_markers_inside_and_none_around():
    """``main`` (the file's last function) restated with markers inside only: above it, ``setup`` is kept (it is
    still called); its closing ``}`` is the file's last line, which a marker after it would not change."""
    result = merge(C_MAIN, C_SNIPPET, language="c")
    expected = _with_change(C_MAIN, "    }\n    puts", "    }\n    fflush(stdout);\n    puts")
    assert (result.text, result.sure) == (expected, True), result.reasons


ROUTES = '''from flask import Flask, jsonify

app = Flask(__name__)
USERS = {}


@app.route("/health")
def health():
    return jsonify(ok=True)


@app.route("/users")
def list_users():
    users = sorted(USERS.values(), key=lambda user: user["name"])
    return jsonify(users)


@app.route("/users/<int:user_id>")
def get_user(user_id):
    return jsonify(USERS[user_id])
'''


def test_a_restated_decorator_and_header_replace_the_old_ones_and_the_trailing_marker_keeps_the_rest():
    """The lines alone keep the old decorator and header above the new ones (a def with no body: Python's
    parser refuses it, tree-sitter does not): such a result is not sure. Read by declarations, the restated
    ``list_users`` replaces its header, and the marker inside it, never closed, stands for the file's rest."""
    snippet = ('# ... existing code ...\n\n\n@app.route("/users", methods=["GET", "POST"])\ndef list_users(limit=None):\n'
               '    users = sorted(USERS.values(), key=lambda user: user["name"])\n    # ... existing code ...\n')
    result = merge(ROUTES, snippet, language="python")
    assert result.sure
    assert result.text == ROUTES.replace('@app.route("/users")\ndef list_users():',
                                         '@app.route("/users", methods=["GET", "POST"])\ndef list_users(limit=None):')


def test_a_renamed_function_with_the_same_body_is_not_read_as_an_addition():
    original = ROUTES + '\n\ndef count_users():\n    total = len(USERS)\n    return total\n\n\ndef main():\n    app.run()\n'
    snippet = ('# ... existing code ...\n\n\ndef user_count():\n    total = len(USERS)\n    return total\n\n\n'
               'def main():\n    app.run()\n')
    result = merge(original, snippet, language="python")
    assert not (result.sure and "def count_users" in result.text and "def user_count" in result.text)




WHOLE_ANEW = {  # (language, original, snippet): a small file rewritten, no marker; its edge lines are new versions
    "python": ("python", "import sys\n\n\ndef main():\n    print(sys.argv[1:])\n    return 0\n\n\nraise SystemExit(main())\n",
               "import argparse\n\n\ndef run(args):\n    print(args.files)\n\n\nparser = argparse.ArgumentParser()\n"
               "parser.add_argument('files', nargs='*')\nraise SystemExit(run(parser.parse_args()))\n"),
    "dockerfile": (None, 'FROM node:18\nWORKDIR /app\nCOPY package.json .\nRUN npm install\nCOPY . .\nEXPOSE 3000\n'
                   'CMD ["node", "server.js"]\n',
                   'FROM node:20\nWORKDIR /app\nCOPY package.json package-lock.json ./\nRUN npm ci --omit=dev\n'
                   'COPY --chown=node:node . .\nUSER node\nEXPOSE 8080\nCMD ["node", "--enable-source-maps", "server.js"]\n'),
    "go": ("go", 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hi")\n}\n',
           'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc greet(name string) string {\n\treturn "hi " + name\n}\n\n'
           'func main() {\n\tfmt.Println(greet(os.Args[1]))\n}\n'),
}


@pytest.mark.parametrize("case", sorted(WHOLE_ANEW))
def test_a_marker_free_file_whose_edge_lines_are_the_files_anew_is_the_whole_file(case):
    """``import argparse`` for ``import sys`` at the top, ``raise SystemExit(...)`` anew at the end, nothing else
    restated: the whole new file (the old ``import sys`` and ``def main`` were kept above it, ``exact``)."""
    language, original, snippet = WHOLE_ANEW[case]
    result = merge(original, snippet, language=language)
    assert (result.confidence, result.text) == ("exact", snippet), result.reasons


def test_a_short_marker_free_snippet_is_no_whole_file_though_its_edges_are_the_files():
    """An import and the file's last function, edited, in a file four times as long: a lazy edit of two places,
    not the whole file; the functions it does not show are never deleted."""
    functions = "".join(f"\n\ndef f{k}(x):\n    return x + {k}\n" for k in range(6))
    original = "import os\n" + functions
    snippet = "import json\n\n\ndef f5(x):\n    return json.dumps(x + 5)\n"
    result = merge(original, snippet, language="python")
    assert result.text is None or all(f"def f{k}(x):" in result.text for k in range(5)), result.text


def test_a_marker_free_snippet_that_restates_a_function_is_no_whole_file_by_its_import():
    """``import json`` for ``import os`` at the top, and ``def b`` restated with an edit: the snippet edits ``b``;
    its first import is no sign that ``def a`` is gone."""
    original = "import os\nimport sys\n\n\ndef a():\n    return os.getcwd()\n\n\ndef b(x):\n    y = x + 1\n" \
               "    z = y * 2\n    w = z - 3\n    print(w)\n    return w\n"
    snippet = "import json\n\n\ndef b(x):\n    y = x + 1\n    z = y * 2\n    w = z - 3\n    print(json.dumps(w))\n" \
              "    return w\n"
    result = merge(original, snippet, language="python")
    assert result.text is None or "def a():" in result.text, result.text


_PLUGINS = {  # language: (the file: one table / array returned, its items; the new item; an indented marker)
    "lua": ("return {\n" + "".join(f'  {{\n    "{name}",\n    opts = {{}},\n  }},\n\n' for name in
                                   ("telescope", "gitsigns", "autopairs")).rstrip("\n") + "\n}\n",
            '  {\n    "trouble",\n    opts = {},\n  },\n', "  -- ... existing plugins ...\n\n"),
    "php": ("<?php\n\nreturn [\n" + "".join(f"    '{name}' => [\n        'driver' => '{name}',\n    ],\n" for name in
                                           ("file", "redis", "array")) + "];\n",
            "    'memcached' => [\n        'driver' => 'memcached',\n    ],\n", "    // ... existing stores ...\n"),
}


@pytest.mark.parametrize("language", sorted(_PLUGINS))
def test_a_new_item_before_the_files_last_closer_under_an_indented_marker(language: str) -> None:
    """An indented marker, a new item, then the file's last closing line (``}`` / ``];``): the item goes before
    that line, at the end of the table the marker stands inside."""
    original, item, marker = _PLUGINS[language]
    last = original.rstrip("\n").rsplit("\n", 1)[1] + "\n"
    result = merge(original, marker + item + last, language=language)
    expected = original[: -len(last)] + ("\n" if language == "lua" else "") + item + last
    assert (result.text, result.sure) == (expected, True), result.reasons
