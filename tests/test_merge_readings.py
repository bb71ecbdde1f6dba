"""The other readings of an ambiguous merge (apply/merge/readings.py): a chunk's equally good places are all
tried, and the merge is sure only when they give one file or exactly one of them is certified."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.tiebreak import candidates

M = "# ... existing code ..."

CACHE = """class Cache:
    def get(self, key):
        value = self.data.get(key)
        return value

    def put(self, key, value):
        self.data[key] = value
        return value
"""


CI = """jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - run: pytest

  lint:
    runs-on: ubuntu-latest
    steps:
      - run: ruff check .
      - name: Format
        run: black --check .
"""


def test_a_method_appended_after_a_repeated_last_line_is_not_sure() -> None:
    """``return value`` ends both methods, and the snippet's marker-less end keeps what lies beyond it: the new
    method after ``get`` (``put`` kept) or after ``put`` are both whole programs. Both readings come back."""
    snippet = f"{M}\n        return value\n\n    def size(self):\n        return len(self.data)\n"
    result = merge(CACHE, snippet, language="python")
    # ambiguous: nothing in the chunk tells which method's ``return value`` it follows
    assert not result.sure, result.reasons
    assert any(reason.startswith("pinned:") for reason in result.reasons), result.reasons
    size = "\n    def size(self):\n        return len(self.data)\n"
    assert set(candidates(result)) == {CACHE + size, CACHE.replace("\n    def put", size + "\n    def put")}


CHECKS = "def a():\n    check(\n        1,\n    )\n\n\ndef b():\n    check(\n        2,\n    )\n"


def test_the_tie_break_sees_the_first_place_when_the_merge_took_the_last() -> None:
    """A chunk that ends the file takes the last of its places; the candidates hold the first too."""
    result = merge(CHECKS, f"{M}\n    check(\n        3,\n    )\n", language="python")
    assert result.text == CHECKS.replace("        2,", "        3,"), result.reasons
    assert candidates(result) == [CHECKS.replace("        2,", "        3,"), CHECKS.replace("        1,", "        3,")]


def test_a_chunk_that_fits_two_functions_ends_the_file_by_the_edge_rule() -> None:
    """``check(`` / ``3,`` / ``)`` with no marker after it fits ``a``'s call and ``b``'s. Its last line is the
    file's own last line, so by the edge rule (docs/apply.md) it ends the file: ``b``. That is a reading the
    certifier picked among others, so it is ``fuzzy``, never ``exact``, and says so."""
    result = merge(CHECKS, f"{M}\n    check(\n        3,\n    )\n", language="python")
    assert (result.text, result.confidence) == (CHECKS.replace("        2,", "        3,"), "fuzzy"), result.reasons
    assert any("readings that is certified" in reason for reason in result.reasons), result.reasons


def test_new_lines_beside_like_ones_take_the_reading_that_keeps_the_program() -> None:
    """A signature changed after a marker, anchored on the function above: the new ``def`` and docstring lines are
    edits of the lines like them, or new ones beside them. Read as new, ``run`` would be declared twice and its
    docstring left open; only the edit keeps the program whole."""
    original = 'def helper(x):\n    return x + 1\n\n\ndef run(server: "Server") -> None:\n    """\n    Runs it.\n' \
               '    """\n    helper(server)\n'
    snippet = f'{M}\n    return x + 1\n\n\ndef run(server: Server) -> None:\n    """\n    {M}\n'
    result = merge(original, snippet, language="python")
    assert result.text == original.replace('"Server"', "Server"), result.reasons
    assert result.confidence == "exact", result.reasons


@pytest.mark.xfail(strict=True, reason="refused: pinned, though every reading gives the one file")
def test_two_chunks_with_places_are_read_together() -> None:
    """``runs-on:`` and then ``steps:`` (context lines between markers) each stand in both jobs: the readings
    of both chunks together (four, two of which leave the last chunk no place) all give one file."""
    original = CI
    snippet = ("# ... existing ...\n    runs-on: ubuntu-latest\n# ... existing ...\n    steps:\n"
               "      # ... existing ...\n"
               "      - name: Format\n        run: black --check src/\n")
    result = merge(original, snippet, language="yaml")
    assert result.text == original.replace("black --check .", "black --check src/"), result.reasons
    assert result.sure, result.reasons


def test_a_lone_closing_brace_at_the_file_end_is_the_file_s_own() -> None:
    """The snippet's last chunk is a lone ``}`` after a marker: the file's own last line, or a new one? Read as
    new, it closes nothing (a syntax error); as the file's, it breaks nothing."""
    original = ('package flags\n\nimport "testing"\n\nfunc TestParse(t *testing.T) {\n\tf := New()\n'
                '\terr := f.Parse([]string{"--name=bob"})\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n'
                '\tif f.Name != "bob" {\n\t\tt.Fatalf("got %s", f.Name)\n\t}\n}\n')
    snippet = ('// ... existing code ...\n\terr := f.Parse([]string{"--name=bob"})\n\tif err != nil {\n'
               '\t\tt.Fatal("parse:", err)\n\t}\n// ... existing code ...\n}\n')
    result = merge(original, snippet, language="go")
    assert result.text == original.replace("t.Fatal(err)", 't.Fatal("parse:", err)'), result.reasons
    assert result.confidence == "exact", result.reasons


def test_a_declaration_restated_alone_without_markers_replaces_only_itself() -> None:
    """A Rust struct restated in full and nothing else, no markers: the struct is replaced by its name, and the
    ``use`` lines above it and the ``impl`` below stay (read by lines, the chunk reached the file's start)."""
    original = ("use serde::{Deserialize, Serialize};\nuse std::collections::HashMap;\n\n"
                "#[derive(Debug, Clone, Serialize, Deserialize)]\npub struct Task {\n    pub id: u64,\n"
                "    pub tags: Vec<String>,\n}\n\nimpl Task {\n    pub fn new(id: u64) -> Self {\n"
                "        Task { id, tags: Vec::new() }\n    }\n}\n")
    snippet = ("#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]\npub struct Task {\n    pub id: u64,\n"
               "    #[serde(default)]\n    pub tags: Vec<String>,\n}\n")
    result = merge(original, snippet, language="rust")
    assert result.text == original.replace("Clone, Serialize", "Clone, PartialEq, Serialize").replace(
        "    pub tags", "    #[serde(default)]\n    pub tags"), result.reasons
    assert result.sure, result.reasons


BOX = '''def helper(s):
    return s.strip()


def other(s):
    return s.lower()


class Box:
    def fill(self, item):
        self.items.append(item)

    def sanitize(self, name):
        """
        Clean a name.
        """
        return name.strip()
'''


def test_a_decorator_changed_below_a_marker_edits_the_one_it_is_like() -> None:
    """A decorator changed after ``f``: read as new, ``g`` has two decorators (``g`` changed, which the snippet
    does not restate); as an edit of the one line standing once, ``g``'s edit: only that reading passes."""
    original = ("def helper(s):\n    return s.strip()\n\n\ndef f(x):\n    return x + 1\n\n\n"
                "@functools.lru_cache(maxsize=None)\ndef g(y):\n    return y * 2\n")
    snippet = f"def helper(s):\n    return s.strip()\n\n\n{M}\n    return x + 1\n\n\n@functools.lru_cache(maxsize=128)\n{M}\n"
    result = merge(original, snippet, language="python")
    assert result.text == original.replace("maxsize=None", "maxsize=128"), result.reasons
    assert result.confidence == "exact", result.reasons


def test_the_only_reading_that_breaks_nothing_is_taken_though_it_changes_a_declaration() -> None:
    """Python: names appended to ``__all__`` at the file's end, anchored only on its ``]``: that ``]`` the file's
    own (``__all__`` changed, which the check flags as it is not restated) or a new one after it (a syntax error).
    A fuzzy line merge may change a declaration; none may break the program: the first is written."""
    original = 'from .core import parse, render\n\n\ndef version():\n    return "1.0"\n\n\n__all__ = [\n    "parse",\n' \
               '    "render",\n]\n'
    result = merge(original, f'{M}\n    "version",\n]\n', language="python")
    assert result.text == original.replace('    "render",\n', '    "render",\n    "version",\n'), result.reasons
    assert result.confidence == "exact", result.reasons




REPEATED = "".join(f"def f{n}(x):\n    if x:\n        return x\n    else:\n        return None\n\n\n# section {n}\n"
                   f"y = 1\n\n" for n in range(6))


@pytest.mark.parametrize(("original", "update", "language"), [
    (REPEATED, REPEATED.replace("return None", "return 0", 1), "python"),
    (REPEATED.replace("def f", "function f").replace("(x):\n", "(x) {\n").replace("        return None\n",
                                                                                   "        return null;\n    }\n}\n")
     .replace("    if x:", "    if (x) {").replace("    else:", "    } else {").replace("return x\n", "return x;\n")
     .replace("# section", "// section").replace("y = 1", "let y = 1;"), None, "javascript"),
], ids=["python", "javascript"])
def test_readings_that_all_give_one_certified_file_are_sure(original: str, update: str | None, language: str) -> None:
    """A file restated whole, with an edit near its start: the first lines also stand in every later function,
    so the merge reads it twice (with those lines as the file's own, and as new); both readings give the same file
    and both are certified, so nothing was decided by elimination: the merge is exact, not fuzzy."""
    update = update or original.replace("return null;", "return 0;", 1)
    result = merge(original, update, language=language)
    assert result.text == update, result.reasons
    assert result.confidence == "exact", result.reasons
