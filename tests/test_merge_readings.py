"""The other readings of an ambiguous merge (apply/readings.py): a chunk's equally good places are all tried,
and the merge is sure only when they give one file or exactly one of them passes the result check."""

from __future__ import annotations

from fastapply.apply.check import Check
from fastapply.apply.linemerge import MergeResult
from fastapply.apply.merge import merge
from fastapply.apply.readings import settle
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


def test_a_method_appended_after_a_repeated_last_line_is_sure() -> None:
    """``return value`` ends both methods: after ``get``'s, the new method would replace ``put`` (the chunk ends
    the file), which the snippet does not restate; only the place after ``put`` keeps it."""
    snippet = f"{M}\n        return value\n\n    def size(self):\n        return len(self.data)\n"
    result = merge(CACHE, snippet, language="python")
    assert result.text == CACHE + "\n    def size(self):\n        return len(self.data)\n", result.reasons
    assert result.confidence == "fuzzy", result.reasons


def test_places_that_both_pass_the_check_stay_ambiguous() -> None:
    """A line logged before ``ss := strings.Split(v, ",")``, which stands in two functions: either is a whole,
    well-formed program, so which function is meant stays the user's call."""
    original = """func a(v string) []string {
\tif v == "" {
\t\treturn nil
\t}
\tss := strings.Split(v, ",")
\treturn ss
}

func b(v string) int {
\tif v == "" {
\t\treturn 0
\t}
\tss := strings.Split(v, ",")
\treturn len(ss)
}
"""
    snippet = '// ... existing code ...\n\tlog.Print(v)\n\tss := strings.Split(v, ",")\n// ... existing code ...\n'
    result = merge(original, snippet, language="go")
    assert result.confidence == "ambiguous", result.reasons
    assert len(candidates(original, snippet, result)) == 2


def test_a_chunk_whose_places_give_one_file_is_exact() -> None:
    """``steps:`` (a context line between markers) stands in both jobs; either place leaves it as it is, and the
    next chunk's lines stand once: the file is the same whichever ``steps:`` is meant."""
    original = CI
    snippet = ("# ... existing ...\n    steps:\n      # ... existing ...\n      - name: Format\n"
               "        run: black --check src/\n")
    result = merge(original, snippet, language="yaml")
    assert result.text == original.replace("black --check .", "black --check src/"), result.reasons
    assert result.confidence == "exact", result.reasons


def test_the_tie_break_sees_the_first_place_when_the_merge_took_the_last() -> None:
    """A chunk that ends the file takes the last of its places by default; the candidates hold the first too."""
    original = "def a():\n    check(\n        1,\n    )\n\n\ndef b():\n    check(\n        2,\n    )\n"
    snippet = f"{M}\n    check(\n        3,\n    )\n"
    texts = candidates(original, snippet, merge(original, snippet, language="python", choices={1: 1}))
    assert original.replace("        2,", "        3,") in texts
    assert original.replace("        1,", "        3,").count("3,") == 1 and len(texts) == 2


def test_new_lines_beside_like_ones_take_the_reading_that_keeps_the_program() -> None:
    """A signature changed after a marker, anchored on the function above: the new ``def`` and docstring lines are
    edits of the lines like them, or new ones beside them. Read as new, ``run`` would be declared twice and its
    docstring left open; only the edit keeps the program whole."""
    original = 'def helper(x):\n    return x + 1\n\n\ndef run(server: "Server") -> None:\n    """\n    Runs it.\n' \
               '    """\n    helper(server)\n'
    snippet = f'{M}\n    return x + 1\n\n\ndef run(server: Server) -> None:\n    """\n    {M}\n'
    result = merge(original, snippet, language="python")
    assert result.text == original.replace('"Server"', "Server"), result.reasons
    assert result.confidence == "fuzzy", result.reasons


def test_two_chunks_with_places_are_read_together() -> None:
    """``runs-on:`` and then ``steps:`` (context lines between markers) each stand in both jobs: the readings
    of both chunks together (four, two of which leave the last chunk no place) all give one file."""
    original = CI
    snippet = ("# ... existing ...\n    runs-on: ubuntu-latest\n# ... existing ...\n    steps:\n"
               "      # ... existing ...\n"
               "      - name: Format\n        run: black --check src/\n")
    result = merge(original, snippet, language="yaml")
    assert result.text == original.replace("black --check .", "black --check src/"), result.reasons
    assert result.confidence == "exact", result.reasons
    assert "chunks 1, 2" in result.reasons[-1]


def test_the_check_takes_a_one_line_declaration_rewritten_by_a_line_that_names_it() -> None:
    """Class attributes shown without their class: the snippet's ``converter: Converter | None`` parses as no
    declaration of its own, yet it names ``converter``, so rewriting that line is the snippet's change; put in
    place of ``default`` instead, it is not."""
    original = "class Attribute:\n    name: str\n    converter: Callable | None\n    default: Any\n"
    snippet = f"{M}\n    name: str\n    converter: Converter | None\n{M}\n"
    check = Check(original, snippet, "python")
    assert check.problems(original.replace("Callable | None", "Converter | None")) == []
    wrong = original.replace("    default: Any\n", "    converter: Converter | None\n").replace("Callable | None\n", "")
    assert check.problems(wrong)


def test_the_check_takes_a_header_the_snippet_restates_where_its_parse_is_lost() -> None:
    """A marker inside ``set_config``'s docstring leaves the snippet's docstrings unbalanced, so its parse does
    not see ``set_configs``; the changed ``def set_configs(...)`` line is still the snippet's own, naming it."""
    original = ('class Extension:\n    def set_config(self, key, value):\n        """\n        Set one option.\n\n'
                '        The value is parsed first.\n        """\n        self.config[key][0] = value\n\n'
                '    def set_configs(self, items):\n        """\n        Set several options.\n        """\n'
                '        for key, value in items:\n            self.set_config(key, value)\n')
    snippet = (f'{M}\n    def set_config(self, key, value):\n        """\n        {M}\n'
               '        self.config[key][0] = value\n'
               f'\n    def set_configs(self, items: dict):\n        """\n        {M}\n')
    problems = Check(original, snippet, "python").problems(original.replace("items)", "items: dict)"))
    assert not any("set_configs" in problem for problem in problems), problems


def test_the_check_takes_a_restatement_without_the_comment_above_it_as_unchanged() -> None:
    """``release`` (with its comment line above) restated as it was, without the comment: keeping it is right;
    restated with a new value, keeping it is not."""
    original = 'import sys\n\n# The full version.\nrelease = version("attrs")\nDEBUG = False\n'
    snippet = f'{M}\nrelease = version("attrs")\nDEBUG = True\n'
    assert Check(original, snippet, "python").problems(original.replace("False", "True")) == []
    changed = snippet.replace('version("attrs")', '"1.0"')
    assert Check(original, changed, "python").problems(original.replace("False", "True"))


def test_the_check_counts_what_a_marker_stands_for_inside_the_declaration() -> None:
    """``test_a``'s marker runs on into ``test_b`` (its ``self.run("b")`` line follows it): ``test_a`` keeps
    its own line for the marker, so nothing it stands for is lost; merged down to its stated lines, it is."""
    original = ('class T:\n    def test_a(self):\n        self.run("a")\n\n    def test_b(self):\n'
                '        self.run("b")\n')
    snippet = f'{M}\n    def test_a(self):\n        {M}\n        self.run("b")\n\n    def test_c(self):\n' \
              '        self.run("c")\n'
    check = Check(original, snippet, "python")
    final = original + '\n    def test_c(self):\n        self.run("c")\n'
    assert not any("lost the lines" in problem for problem in check.problems(final)), check.problems(final)
    lost = final.replace('        self.run("a")\n', "")
    assert any("'test_a' lost the lines" in problem for problem in check.problems(lost)), check.problems(lost)


def test_the_check_reads_the_lines_of_a_declaration_cut_short_as_lines() -> None:
    """A marker inside ``__slots__ = (`` leaves it unclosed in the snippet, so its parse runs on over
    ``__init__``: those lines are the snippet's edit of ``__init__`` all the same."""
    original = ('class ParseError(Exception):\n    __slots__ = (\n        "loc",\n        "msg",\n    )\n\n'
                '    def __init__(self, pstr, msg=None):\n        if msg is None:\n            self.msg = pstr\n'
                '        else:\n            self.msg = msg\n        self.pstr = pstr\n')
    snippet = (f'class ParseError(Exception):\n    __slots__ = (\n        "loc",\n        {M}\n'
               '    def __init__(self, pstr, msg=None):\n        if msg is None:\n            msg, pstr = pstr, ""\n'
               '        self.msg = msg\n        self.pstr = pstr\n')
    final = original.replace('            self.msg = pstr\n        else:\n            self.msg = msg\n',
                             '            msg, pstr = pstr, ""\n        self.msg = msg\n')
    assert Check(original, snippet, "python").problems(final) == []


def test_a_chunk_ending_on_a_repeated_line_takes_the_copy_that_keeps_the_program() -> None:
    """``return None`` ends the chunk and stands three times below ``value = self.read(key)``: ending at the
    last copy, the chunk would replace ``save`` (gone, though the snippet does not restate it); ending at the
    first, inside ``load``, it breaks nothing, so that copy is meant."""
    original = ("class Cache:\n    def load(self, key):\n        value = self.read(key)\n        if value is None:\n"
                "            return None\n        return value\n\n    def save(self, key, value):\n"
                "        self.write(key, value)\n        return None\n\n\ndef helper():\n    return None\n")
    snippet = f"{M}\n        value = self.read(key)\n        log(value)\n        return None\n{M}\n"
    result = merge(original, snippet, language="python")
    edited = original.replace("        if value is None:\n            return None\n",
                              "        log(value)\n        return None\n")
    assert result.text == edited, result.reasons
    assert result.confidence == "fuzzy", result.reasons


def test_the_check_lets_a_line_stand_twice_where_the_snippet_shows_it_twice() -> None:
    """An early ``return "\\n".join(ret)`` added above the last one: the function holds that line twice, as the
    snippet shows it twice. Shown once, a second copy is a chunk placed twice."""
    original = ('def explain(depth):\n    ret = []\n    if depth > 0:\n        ret.append("x")\n'
                '    return "\\n".join(ret)\n')
    snippet = (f'{M}\n    ret = []\n    if depth <= 0:\n        return "\\n".join(ret)\n    ret.append("x")\n'
               '    return "\\n".join(ret)\n')
    final = 'def explain(depth):\n    ret = []\n    if depth <= 0:\n        return "\\n".join(ret)\n' \
            '    ret.append("x")\n' \
            '    return "\\n".join(ret)\n'
    assert Check(original, snippet, "python").problems(final) == []
    once = f'{M}\n    ret = []\n    if depth <= 0:\n        return "\\n".join(ret)\n{M}\n'
    twice = final.replace("    ret.append", '    return "\\n".join(ret)\n    ret.append')
    assert Check(original, once, "python").problems(twice)


def test_the_check_takes_the_first_declaration_deleted_between_the_line_above_it_and_the_next() -> None:
    """``WordSet`` (the file's first declaration) renamed: the snippet shows the import above it, the renamed
    class and the constant after it with no marker between, so the old name is deleted, not lost. With a
    marker after the import, the old class could stand there still: its loss is flagged."""
    original = ("from .unicode import ppu\n\n\nclass WordSet(ppu.Latin1):\n    pass\n\n\n"
                "ALPHANUMS = WordSet.alphanums\n")
    snippet = ("from .unicode import ppu\n\n\nclass _WordSet(ppu.Latin1):\n    pass\n\n\n"
               f"ALPHANUMS = _WordSet.alphanums\n{M}\n")
    final = original.replace("WordSet", "_WordSet")
    assert Check(original, snippet, "python").problems(final) == []
    marked = snippet.replace("ppu\n\n\nclass", f"ppu\n{M}\n\nclass")
    assert any("'WordSet' is gone" in problem for problem in Check(original, marked, "python").problems(final))


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
    assert result.confidence == "fuzzy", result.reasons


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


def test_a_signature_changed_below_a_restated_function_and_a_marker() -> None:
    """``helper`` restated whole, then a marker at its own indentation (it stands for none of ``helper``'s lines,
    the next declaration's head hidden below it), and a signature changed after a marker. Read as new, the ``def``
    and its docstring opener would leave a docstring open; only the edit keeps the program whole."""
    snippet = (f'def helper(s):\n    return s.strip()\n\n\n{M}\n        self.items.append(item)\n\n'
               f'    def sanitize(self, name: str) -> str:\n        """\n{M}\n')
    assert Check(BOX, snippet, "python").problems(BOX) == []
    result = merge(BOX, snippet, language="python")
    assert result.text == BOX.replace("def sanitize(self, name):", "def sanitize(self, name: str) -> str:")
    assert result.confidence == "fuzzy", result.reasons


def test_a_decorator_changed_below_a_marker_edits_the_one_it_is_like() -> None:
    """A decorator changed after ``f``: read as new, ``g`` has two decorators (``g`` changed, which the snippet
    does not restate); as an edit of the one line standing once, ``g``'s edit: only that reading passes."""
    original = ("def helper(s):\n    return s.strip()\n\n\ndef f(x):\n    return x + 1\n\n\n"
                "@functools.lru_cache(maxsize=None)\ndef g(y):\n    return y * 2\n")
    snippet = f"def helper(s):\n    return s.strip()\n\n\n{M}\n    return x + 1\n\n\n@functools.lru_cache(maxsize=128)\n{M}\n"
    result = merge(original, snippet, language="python")
    assert result.text == original.replace("maxsize=None", "maxsize=128"), result.reasons
    assert result.confidence == "fuzzy", result.reasons


def test_a_reading_only_changed_beyond_what_all_have_is_no_proof() -> None:
    """Compared on what not every reading has, the other reading is ruled out only where it breaks the program
    (a syntax error, a declaration gone), not where a declaration merely changed; and a syntax error that every
    reading has is not set aside."""
    doubt = "chunk 1: took the new lines after 'x' as edits of 1 like them"
    merged = MergeResult("edit\n", "ambiguous", (doubt,), (doubt,))
    other = MergeResult("new\n", "ambiguous", (doubt,), (doubt,))
    shared = "'helper' lost the lines its marker stands for"
    broken = "the result has 1 syntax error(s) the original has not"
    for extra, sure in (("'g' changed though the snippet does not restate it", False), (broken, True),
                        ("'g' is gone though the snippet does not restate it", True)):
        found = {"edit\n": [shared], "new\n": [shared, extra]}
        result = settle(merged, lambda picks: other, found.__getitem__)
        assert result.sure == sure and result.text == "edit\n", (extra, result.reasons)
    found = {"edit\n": [broken, shared], "new\n": [broken]}  # a syntax error in all: never set aside
    assert not settle(merged, lambda picks: other, found.__getitem__).sure


def test_the_only_reading_that_breaks_nothing_is_taken_though_it_changes_a_declaration() -> None:
    """Python: names appended to ``__all__`` at the file's end, anchored only on its ``]``: that ``]`` the file's
    own (``__all__`` changed, which the check flags as it is not restated) or a new one after it (a syntax error).
    A fuzzy line merge may change a declaration; none may break the program: the first is written."""
    original = 'from .core import parse, render\n\n\ndef version():\n    return "1.0"\n\n\n__all__ = [\n    "parse",\n' \
               '    "render",\n]\n'
    result = merge(original, f'{M}\n    "version",\n]\n', language="python")
    assert result.text == original.replace('    "render",\n', '    "render",\n    "version",\n'), result.reasons
    assert result.confidence == "fuzzy", result.reasons


def test_a_changed_reading_is_taken_only_where_every_other_breaks() -> None:
    """The reading that merely changes a declaration is taken only where it is the one such reading and every
    other breaks the program, and never for which copy of an anchor a chunk means."""
    changed, broken = "'g' changed though the snippet does not restate it", "the result has 1 syntax error(s) the " \
                                                                            "original has not"
    for doubt, other_found, sure in (("chunk 1: took the new lines after 'x' as edits of 1 like them", broken, True),
                                     ("chunk 1: took the new lines after 'x' as edits of 1 like them", changed, False),
                                     ("chunk 1: its last anchor line also stands between its anchors: which copy is "
                                      "meant?", broken, False)):
        merged = MergeResult("one\n", "ambiguous", (doubt,), (doubt,))
        found = {"one\n": [changed], "two\n": [other_found]}
        result = settle(merged, lambda picks: MergeResult("two\n", "ambiguous", (doubt,), (doubt,)), found.__getitem__)
        assert result.sure == sure and result.text == "one\n", (doubt, other_found, result.reasons)


def test_what_all_readings_have_is_set_aside_only_for_one_chunk_s_doubt() -> None:
    """Over two chunks' doubts (four readings), one reading left with nothing beyond what all have, or the one
    merely changed, decides nothing: with more readings one may escape the check by chance."""
    doubts = ("chunk 1: took the new lines after 'x' as edits of 1 like them",
              "chunk 2: took the new lines after 'y' as edits of 1 like them")
    merged = MergeResult("a\n", "ambiguous", doubts, doubts)
    texts = {(0, 0): "a\n", (0, 1): "b\n", (1, 0): "c\n", (1, 1): "d\n"}
    shared, broken = "'h' lost the lines its marker stands for", "the result has 1 syntax error(s) the original has not"
    for mine in ([shared], ["'g' changed though the snippet does not restate it"]):
        found = {"a\n": mine, "b\n": [shared, broken], "c\n": [shared, broken], "d\n": [shared, broken]}
        again = lambda picks: MergeResult(texts[picks[1], picks[2]], "ambiguous", doubts, doubts)  # noqa: E731
        assert not settle(merged, again, found.__getitem__).sure, mine
