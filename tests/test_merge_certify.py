"""The certifier's rules (apply/merge/certify.py and its rule modules), one test each: a result the rule must
refuse, and beside it the nearest result it must let through. Certificates the placement never writes (a wrong
anchor, a line written otherwise than the snippet has it) are built by hand; the rest go through ``merge``."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.redeclared import _declares
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source
from first_reading import first_reading

M = "# ... existing code ..."


def verdict(original: str, update: str, pieces: tuple[Piece, ...], result: list[str] | None = None,
            language: str = "python"):
    source, snippet = Source(original, language), Snippet(update, language)
    certificate = Certificate(pieces)
    return certify(source, snippet, certificate, certificate.render(source.lines) if result is None else result)


def refused(result, rule: str) -> bool:
    return not result.sure and any(reason.startswith(f"{rule}:") for reason in result.reasons)


def refused_saying(cases: dict, language: str, rule: str, words: str) -> None:
    """The merge of ``cases[language]`` (original, snippet) is refused by ``rule`` with a reason holding ``words``."""
    original, snippet = cases[language]
    out = merge(original, snippet, language=language)
    assert refused(out, rule) and any(words in x for x in out.reasons), out.reasons


# ---- the reading: a certificate that does not describe the result, or does not tile its inputs

XYZ = "x = 1\ny = 2\nz = 3\n"
GOOD = (Piece(WRITE, (0, 2), (0, 2), (Written("x = 1", 0, 0), Written("y = 20", 1, None))),
        Piece(KEEP, (2, 3), (2, 3), marker=2))
GOOD_SNIPPET = f"x = 1\ny = 20\n{M}\n"


def test_a_sound_certificate_is_exact():
    assert verdict(XYZ, GOOD_SNIPPET, GOOD).confidence == "exact"


def test_reading_refuses_a_result_its_certificate_does_not_describe():
    out = verdict(XYZ, GOOD_SNIPPET, GOOD, result=["x = 1", "y = 20", "z = 4"])
    assert out.refusals == ["reading: the result differs from its reading at line 3"]


def test_reading_refuses_pieces_that_leave_original_lines_uncovered():
    out = verdict(XYZ, GOOD_SNIPPET, GOOD[:1] + (Piece(KEEP, (2, 3), (2, 2), marker=2),))
    assert out.refusals[0].startswith("reading: the pieces do not cover")


def test_anchors_refuses_a_restated_line_that_is_another_original_line():
    wrong = (Piece(WRITE, (0, 2), (0, 2), (Written("x = 1", 0, 1), Written("y = 20", 1, None))),) + GOOD[1:]
    assert any(x.startswith("anchors:") for x in verdict(XYZ, GOOD_SNIPPET, wrong).refusals)


def _restated_all(original: str, update: str, language: str) -> list[str]:
    """The anchors refusals of a reading that restates every snippet line as the original line of its position."""
    n = len(original.splitlines())
    lines = tuple(Written(x, k, k) for k, x in enumerate(original.splitlines()))
    return [x for x in verdict(original, update, (Piece(WRITE, (0, n), (0, n), lines),), language=language).refusals
            if x.startswith("anchors:")]


@pytest.mark.parametrize("language, original, update, other_style", [
    ("python", "if a:\n    x()\n    y()\n", "if a:\n    x()\ny()\n", "if a:\n\tx()\n\ty()\n"),
    ("go", "if a {\n\tx()\n\ty()\n}\n", "if a {\n\tx()\n\t\ty()\n}\n", "if a {\n  x()\n  y()\n}\n"),
    ("yaml", "a:\n  b:\n    c: 1\n  d: 2\n", "a:\n  b:\n    c: 1\nd: 2\n", "a:\n    b:\n        c: 1\n    d: 2\n"),
])
def test_anchors_refuses_a_line_restated_at_a_depth_the_snippet_changed(language, original, update, other_style):
    refusals = _restated_all(original, update, language)
    assert refusals and "is not so placed against original line" in refusals[0]
    assert not _restated_all(original, other_style, language)  # the whole snippet in another style: one shift


def test_anchors_refuses_a_line_moved_out_of_its_block_by_its_indent():
    original = "jobs:\n  test:\n    steps:\n      - run: make\n    env:\n      CI: 1\n"
    update = "# ... existing code ...\n    steps:\n      - run: make\n  env:\n    CI: 1\n"
    out = merge(original, update, language="yaml")
    assert refused(out, "anchors")


def test_written_refuses_a_new_line_that_is_not_its_snippet_line():
    wrong = (Piece(WRITE, (0, 2), (0, 2), (Written("x = 1", 0, 0), Written("y = 21", 1, None))),) + GOOD[1:]
    assert any(x.startswith("written:") for x in verdict(XYZ, GOOD_SNIPPET, wrong).refusals)


def test_deletion_refuses_a_line_dropped_without_a_cause():
    snippet = f"x = 1\nw = 0\n{M}\n"  # y = 2 is neither between placed lines nor edited by w = 0
    drops_y = (Piece(WRITE, (0, 2), (0, 2), (Written("x = 1", 0, 0), Written("w = 0", 1, None)), chunk=1),) + GOOD[1:]
    assert verdict(XYZ, snippet, drops_y).refusals == [
        "deletion: original line 2 ('y = 2') is deleted, but chunk 1 does not restate lines on both sides of it, "
        "and no new line replaces it"]
    keeps_y = (Piece(WRITE, (0, 2), (0, 1), (Written("x = 1", 0, 0), Written("w = 0", 1, None)), chunk=1),
               Piece(KEEP, (2, 3), (1, 3), marker=2))
    assert verdict(XYZ, snippet, keeps_y).confidence == "exact"


# ---- end to end: what merge refuses, and the nearest snippet it writes


def test_deletion_takes_no_from_import_of_other_names_for_an_edited_one():
    original = ("from m.others import Serializer\nfrom m.others import StripComments\nfrom m.others import Spaces\n\n"
                "from m.output import OutputPHP\n\n__all__ = ['Serializer', 'StripComments', 'Spaces', 'OutputPHP']\n")
    update = f"{M}\nfrom m.others import StripComments\nfrom m.others import StripSemicolon\n{M}\n"
    out = merge(original, update)
    assert out.sure and "import StripSemicolon\nfrom m.others import Spaces\n" in out.text


def test_deletion_takes_a_docstring_header_rewritten_as_comments_above_the_first_placed_line():
    """A snippet with no marker above it restates the file's head as comments: the weak ``\"\"\"`` that opened
    the old docstring is beyond its edge, and goes with the lines the new ones restate."""
    original = ('"""\nDefinition List Extension\n=========================\n\nAdds definition lists.\n"""\n\n'
                "from . import Extension\n\n\nclass DefList(Extension):\n    pass\n")
    head = '# Definition List Extension\n# =========================\n\n"""\nAdds definition lists.\n"""\n\n'
    out = merge(original, f"{head}from . import Extension\n{M}\n", language="python")
    assert out.sure and out.text == f"{head}from . import Extension\n\n\nclass DefList(Extension):\n    pass\n"


@pytest.mark.parametrize("language, original, update", [
    ("php", "<?php\n\nnamespace App;\n\nclass A {\n    public function f() { return 1; }\n}\n",
     "namespace App\\Models;\n\nclass A {\n// ... existing code ...\n"),
    ("yaml", "---\nname: x\nversion: 1\nother: 2\n", "name: x\nversion: 2\n# ... existing code ...\n"),
    ("json", '{\n  "name": "x",\n  "version": "1.0.0",\n  "main": "index.js"\n}\n',
     '  "name": "x",\n  "version": "1.0.1",\n// ... existing code ...\n'),
])
def test_deletion_keeps_a_header_line_above_a_marker_less_snippet_start(language, original, update):
    """``<?php``, ``---`` and ``{`` above a snippet that starts below them with no marker stay: only lines that
    open a string or a comment go with the lines the new ones restate."""
    out = merge(original, update, language=language)
    assert out.sure and out.text.startswith(original.splitlines(keepends=True)[0])


def test_marker_text_refuses_a_marker_written_as_code():
    original = "def f():\n    a = 1\n    b = 2\n    return a + b\n"
    assert refused(merge(original, "def f():\n    a = 10\n    # ... then b\n    return a + b\n"), "marker text")
    said = merge(original, "def f():\n    a = 10\n    # ... b unchanged\n    return a + b\n")  # (a marker: it ends
    assert said.sure and said.text == "def f():\n    a = 10\n    b = 2\n    return a + b\n"  # on what keeps it)
    fine = merge(original, "def f():\n    a = 10\n    # b is set from a below\n    return a + b\n")  # a plain comment
    assert fine.sure and "    # b is set from a below\n" in fine.text
    kept = merge(original, "def f():\n    a = 10\n    # b stays as it is\n    return a + b\n")  # a marker, in words
    assert kept.sure and kept.text == "def f():\n    a = 10\n    b = 2\n    return a + b\n", kept.reasons


def test_marker_text_refuses_an_instruction_to_delete_what_is_kept():
    original = "def a():\n    return 1\n\n\ndef b():\n    return 2\n\n\ndef c():\n    return 3\n"
    assert refused(merge(original, f"{M}\n\n# remove b()\n\ndef c():\n    return 30\n"), "marker text")
    done = merge(original, f"{M}\n\n# ... b() removed ...\n\ndef c():\n    return 30\n")  # a deletion marker
    assert done.confidence == "exact" and done.text == "def a():\n    return 1\n\n\ndef c():\n    return 30\n"


def test_beside_refuses_an_old_line_kept_next_to_its_edit():
    original = "def f(a):\n    log(a)\n    send_request(a, retries=3)\n    return a\n"
    assert refused(merge(original, f"def f(a):\n    log(a)\n    send_request(a, retries=5, timeout=2)\n    {M}\n"),
                   "beside")
    edited = merge(original, f"def f(a):\n    log(a)\n    send_request(a, retries=5, timeout=2)\n    return a\n{M}\n")
    assert edited.confidence == "exact" and "retries=3" not in edited.text


def test_beside_lets_a_new_call_join_a_run_of_calls():
    original = "p.add_argument('--a')\np.add_argument('--b')\nrun()\n"
    added = merge(original, f"p.add_argument('--a')\np.add_argument('--c', default=1)\n{M}\n")
    assert added.confidence == "exact"
    assert added.text == "p.add_argument('--a')\np.add_argument('--c', default=1)\np.add_argument('--b')\nrun()\n"


def test_beside_refuses_an_old_import_kept_a_few_lines_above_its_new_version():
    """The first reading (``#`` written new) keeps ``from lib import *`` near ``import lib``: refused; the
    fallback reading (``#`` on the original's, the import after it replaced) is the one certified."""
    original = "# demo\n#\n\nfrom lib import *\n\nvalue = parse(1)\n\n# compute\nresult = value * 2\n"
    update = f"{M}\n#\n\nimport lib\n\nvalue = lib.parse(1)\n\n# compute\n{M}\n"
    out = merge(original, update)
    assert out.text == original.replace("from lib import *", "import lib").replace("= parse", "= lib.parse")
    assert out.confidence == "fuzzy" and [x.count("from lib import *") for x in out.alternatives] == [1]
    assert any("'from lib import *') is kept near a new line" in x for x in first_reading(original, update))


def _setting_kept(original: str, new: str, language: str):
    """A hand-made reading of ``// ... existing code ...`` + ``new`` + a marker: the first marker keeps the
    original's first three lines, ``new`` is written before its fourth line, the second marker keeps the rest; what
    the beside rule says of it."""
    update = f"// ... existing code ...\n{new}\n// ... existing code ...\n"
    pieces = (Piece(KEEP, (0, 1), (0, 3), marker=0), Piece(WRITE, (1, 2), (3, 3), (Written(new, 1, None),)),
              Piece(KEEP, (2, 3), (3, len(original.splitlines())), marker=2))
    return [x for x in verdict(original, update, pieces, language=language).refusals if x.startswith("beside:")]


def test_beside_refuses_a_setting_kept_across_a_comment_from_its_new_value():
    refusals = _setting_kept("const timeout = 30;\n\n// retries\nrun();\n", "const timeout = 60;", "javascript")
    assert refusals and refusals[0].startswith("beside: original line 1 ('const timeout = 30;') is kept near")
    # the same line again (a sibling's setup) and the same name in another block are no old versions (a JavaScript
    # ``const`` declared twice in one block is refused by another rule: *redeclared*)
    assert not [r for r in _setting_kept("const timeout = 30;\n\n// retries\nrun();\n", "const timeout = 30;",
                                         "javascript") if "is kept near" in r]
    assert not _setting_kept("[a]\ntimeout = 30\n[b]\nname = 1\n", "timeout = 60", "toml")


def test_beside_refuses_kept_lines_beside_their_copy_with_a_comment_added():
    original = 'package p\n\nimport (\n\t"fmt"\n\t"strconv"\n\t"strings"\n)\n'
    update = '// ... existing code ...\n"fmt"\n"strconv" // itoa\n"strings"\n// ... existing code ...\n'
    out = merge(original, update, language="go")
    assert out.text == original.replace('"strconv"', '"strconv" // itoa') and out.sure, out.reasons
    # the reading that writes the three lines new after the kept ones (``"fmt"`` twice): refused
    new = ('\t"fmt"', '\t"strconv" // itoa', '\t"strings"')
    both = (Piece(KEEP, (0, 1), (0, 6), marker=0), Piece(WRITE, (1, 4), (6, 6), tuple(
        Written(x, 1 + k, None) for k, x in enumerate(new))), Piece(KEEP, (4, 5), (6, 7), marker=4))
    refusals = verdict(original, update, both, language="go").refusals
    assert any(x.startswith("beside") for x in refusals), refusals


METHOD_LAST = {  # (original, snippet): a class's last method restated with a new signature, a marker after it
    "java": ("class Shelf {\n    int size() {\n        return 1;\n    }\n\n    public int count() {\n"
             "        return items.size();\n    }\n}\n",
             "    public long count() {\n        return (long) items.size();\n    }\n    // ... existing code ...\n"),
    "c_sharp": ("class Shelf\n{\n    int Size()\n    {\n        return 1;\n    }\n\n    public int Count()\n    {\n"
                "        return items.Count;\n    }\n}\n",
                "    public long Count()\n    {\n        return (long)items.Count;\n    }\n    // ... existing code ...\n"),
    "typescript": ("class Shelf {\n  size(): number {\n    return 1;\n  }\n\n  count(): number {\n"
                   "    return this.items.length;\n  }\n}\n",
                   "  count(): bigint {\n    return BigInt(this.items.length);\n  }\n  // ... existing code ...\n"),
}


@pytest.mark.parametrize("language", sorted(METHOD_LAST))
def test_beside_reads_a_closing_line_kept_at_another_depth_as_another_block(language):
    original, snippet = METHOD_LAST[language]
    out = merge(original, snippet, language=language)
    head = original.split("\n\n")[0]
    assert out.sure and out.text == f"{head}\n\n{snippet.rsplit(chr(10), 2)[0]}\n}}\n", (out.reasons, out.text)
    # a closing line written new at the depth of the same closing line kept beside it: written twice
    text = "class S {\n  f() {\n    x();\n  }\n}\n"
    for closer, refusals in (("  }", 0), ("}", 1)):  # (the method's new closer, or the class's once more)
        pieces = (Piece(KEEP, (0, 0), (0, 1)), Piece(WRITE, (0, 3), (1, 4), (
            Written("  f() {", 0, 1), Written("    y();", 1, None), Written(closer, 2, None))),
                  Piece(KEEP, (3, 4), (4, 5), marker=3))
        update = f"  f() {{\n    y();\n{closer}\n// ... existing code ...\n"
        said = verdict(text, update, pieces, language="typescript").refusals
        assert len([x for x in said if x.startswith("beside") and "next to its new version" in x]) == refusals, said


OPERATORS = {  # a class with two like operators; a new one after them, without the guard line they open with
    "cpp": ("class M {\npublic:\n    M operator+(const M& o) const {\n        same(o);\n        M out(n_);\n"
            "        for (int i = 0; i < n_; ++i) {\n            out.d_[i] = d_[i] + o.d_[i];\n        }\n"
            "        return out;\n    }\n\n    M operator-(const M& o) const {\n        same(o);\n        M out(n_);\n"
            "        for (int i = 0; i < n_; ++i) {\n            out.d_[i] = d_[i] - o.d_[i];\n        }\n"
            "        return out;\n    }\n\nprivate:\n    int n_;\n};\n",
            "    // ... existing code ...\n\n    M operator*(double k) const {\n        M out(n_);\n"
            "        for (int i = 0; i < n_; ++i) {\n            out.d_[i] = d_[i] * k;\n        }\n"
            "        return out;\n    }\n\nprivate:\n    // ... existing code ...\n"),
}
OPERATORS["c_sharp"] = (
    "class M\n{\n    public static M operator +(M a, M o)\n    {\n        Same(a, o);\n        var out = new M(a.n);\n"
    "        for (int i = 0; i < a.n; ++i)\n        {\n            out.d[i] = a.d[i] + o.d[i];\n        }\n"
    "        return out;\n    }\n\n    public static M operator -(M a, M o)\n    {\n        Same(a, o);\n"
    "        var out = new M(a.n);\n        for (int i = 0; i < a.n; ++i)\n        {\n"
    "            out.d[i] = a.d[i] - o.d[i];\n        }\n        return out;\n    }\n\n    private int n;\n}\n",
    "    // ... existing code ...\n\n    public static M operator *(M a, double k)\n    {\n        var out = new M(a.n);\n"
    "        for (int i = 0; i < a.n; ++i)\n        {\n            out.d[i] = a.d[i] * k;\n        }\n"
    "        return out;\n    }\n\n    private int n;\n    // ... existing code ...\n")


@pytest.mark.parametrize("language", sorted(OPERATORS))
def test_beside_takes_a_new_block_after_like_ones_for_no_copy_of_them(language):
    original, snippet = OPERATORS[language]
    out = merge(original, snippet, language=language)
    new = snippet.split("\n\n")[1]
    assert out.sure and out.text.count("operator") == 3 and f"{new}\n\n" in out.text, (out.reasons, out.text)


def test_beside_refuses_code_kept_after_a_new_return():
    original = "def f(x):\n    y = x + 1\n    log(y)\n    return y\n"
    assert refused(merge(original, f"def f(x):\n    y = x + 1\n    return y * 2\n    {M}\n"), "beside")


def test_depth_refuses_new_lines_that_an_indented_marker_carries_into_another_block():
    original = '{\n  "deps": {\n    "a": "1"\n  },\n  "dev": {\n    "b": "2"\n  }\n}\n'
    into_dev = '{\n  // ...\n  "deps": {\n    // ... existing code ...\n    "z": "3"\n  }\n}\n'  # z is for deps
    assert refused(merge(original, into_dev, language="json"), "depth")
    anchored = merge(original, '{\n  "deps": {\n    "a": "1",\n    "z": "3"\n  },\n  // ...\n}\n', language="json")
    assert anchored.sure and '"a": "1",\n    "z": "3"\n  },' in anchored.text


def test_pinned_refuses_a_chunk_that_fits_two_places():
    original = "def a():\n    x = load()\n    return x\n\ndef b():\n    x = load()\n    return x\n"
    assert refused(merge(original, f"{M}\n    x = load()\n    log(x)\n{M}\n"), "pinned")
    pinned = merge(original, f"{M}\ndef b():\n    x = load()\n    log(x)\n{M}\n")
    assert pinned.confidence == "exact" and pinned.text.endswith("    x = load()\n    log(x)\n    return x\n")


def test_declarations_refuses_a_copy_beside_its_original():
    original = "def total(xs):\n    s = sum(xs)\n    return round(s, 2)\n"
    copy = merge(original, f"{M}\n\ndef total_by(xs):\n    s = sum(xs)\n    return round(s, 2)\n")
    assert refused(copy, "declarations")
    own = merge(original, f"{M}\n\ndef total_by(xs, key):\n    return total(map(key, xs))\n")
    assert own.confidence == "exact" and own.text.count("def ") == 2


ROUTES = ('router.get("/:id", async (req, res) => {\n  const item = await Item.findOne(req.params.id);\n'
          '  if (!item) {\n    return res.status(404).end();\n  }\n  res.json(item);\n});\n')


@pytest.mark.parametrize("language", ["javascript", "typescript"])
def test_declarations_reads_a_new_declaration_with_the_lines_of_those_inside_it(language):
    # the new route shares the get route's last lines; its own first statement (a declaration inside it) is new
    archive = ('router.post("/:id/archive", async (req, res) => {\n  const item = await Item.findOneAndUpdate(\n'
               '    req.params.id,\n    { archived: true },\n  );\n  if (!item) {\n    return res.status(404).end();\n'
               '  }\n  res.json(item);\n});\n')
    out = merge(ROUTES, f"// ... existing routes ...\n\n{archive}", language=language)
    assert out.confidence == "exact" and out.text == f"{ROUTES}\n{archive}", out.reasons
    # the same route with the get route's first statement too: a copy beside its original
    copy = archive.replace("findOneAndUpdate(\n    req.params.id,\n    { archived: true },\n  );",
                           "findOne(req.params.id);")
    assert refused(merge(ROUTES, f"// ... existing routes ...\n\n{copy}", language=language), "declarations")


def test_declarations_reads_a_marker_inside_a_new_declaration_as_a_rename():
    original = "def main():\n    run()\n    stop()\n\n\nmain()\n"
    renamed = merge(original, f"def start():\n    run()\n    {M}\n")
    assert renamed.confidence == "exact" and renamed.text == original.replace("def main", "def start")


def test_declarations_refuses_a_rename_beside_the_old_and_a_marker_in_new_code():
    original = "def main():\n    run()\n    stop()\n"
    source, snippet = Source(original, "python"), Snippet(f"def start():\n    run()\n    {M}\n", "python")
    beside = (Piece(WRITE, (0, 2), (0, 0), (Written("def start():", 0, None), Written("    run()", 1, None)), chunk=1),
              Piece(KEEP, (2, 3), (0, 3), marker=2))  # start() written new, main() kept whole below it
    out = certify(source, snippet, Certificate(beside), Certificate(beside).render(source.lines))
    assert "declarations: the new 'start' renames 'main' (a marker stands for the rest of its body), but 'main' " \
           "is kept" in out.refusals
    two = "def main():\n    run()\n\n\ndef other():\n    run()\n"  # start() would rename either: none
    source, snippet = Source(two, "python"), Snippet(f"{M}\n\n\ndef start():\n    run()\n    {M}\n", "python")
    appended = (Piece(KEEP, (0, 3), (0, 6), marker=0),
                Piece(WRITE, (3, 5), (6, 6), (Written("def start():", 3, None), Written("    run()", 4, None)), chunk=1),
                Piece(KEEP, (5, 6), (6, 6), marker=5))
    out = certify(source, snippet, Certificate(appended), Certificate(appended).render(source.lines))
    assert "declarations: the new 'start' has a marker inside it, but renames no original declaration it could " \
           "stand for" in out.refusals


def test_declarations_refuses_a_declaration_cut_in_two():
    original = "def f():\n    a = 1\n    return a\n"
    snippet = f"{M}\n    a = 1\n    return a\n"
    cut = (Piece(KEEP, (0, 1), (0, 0), marker=0),  # drops the head of f, keeps its body
           Piece(WRITE, (1, 3), (0, 3), (Written("    a = 1", 1, 1), Written("    return a", 2, 2))))
    source, reader = Source(original, "python"), Snippet(snippet, "python")
    out = certify(source, reader, Certificate(cut), Certificate(cut).render(source.lines))
    assert any(x.startswith("declarations: 'f' is cut") for x in out.refusals)


MAIN = "def a():\n    return 1\n\n\ndef main():\n    x = load()\n    save(x)\n"
MAIN_SNIPPET = f"{M}\ndef main():\n    x = load()\n    print(x)\n"  # main stated whole: nothing follows it


def test_declarations_takes_a_function_restated_whole_without_its_last_statement_as_whole():
    original = ("import x\n\n\nclass T:\n    def test_a(self):\n        with warns() as ws:\n            assert x.v == 1\n\n"
                "        assert (\n            'deprecated'\n            in ws[0]\n        )\n\n    def test_b(self):\n"
                "        assert x.w\n")
    update = (f"{M}\nclass T:\n    def test_a(self, rec):\n        assert x.v == 1\n\n        assert [] == rec\n\n"
              f"    def test_b(self):\n        {M}\n")
    out = merge(original, update)
    assert out.confidence == "exact" and "    def test_a(self, rec):\n        assert x.v == 1\n\n        assert [] == rec\n\n" \
        "    def test_b(self):\n" in out.text and "deprecated" not in out.text
    # the closing line of a statement the new version still opens, rewrapped onto its last line: a cut
    rewrapped = merge("def f(w):\n    return (\n        a(w),\n        b(w),\n    )\n\n\ndef g():\n    pass\n",
                      f"{M}\ndef f(w):\n    return (\n        a(w),\n        c(w), )\n\n\ndef g():\n{M}\n")
    assert refused(rewrapped, "declarations")


def test_declarations_lets_a_new_overload_declare_a_function_once_more():
    original = ("from typing import overload\n\n\n@overload\ndef parse(x: int) -> int: ...\n@overload\n"
                "def parse(x: str) -> str: ...\ndef parse(x): return x\n")
    added = merge(original, f"{M}\n@overload\ndef parse(x: str) -> str: ...\n@overload\ndef parse(x: bytes) -> bytes: ..."
                            f"\ndef parse(x): return x\n", language="python")
    assert added.sure and added.text.count("def parse(") == 4
    copied = merge(original, f"{M}\ndef parse(x: str) -> str: ...\ndef parse(x: bytes) -> bytes: ...\n"
                             f"def parse(x): return x\n", language="python")  # no @overload: declared twice
    assert refused(copied, "declarations")


def test_declarations_lets_a_new_property_setter_declare_its_property_once_more():
    """The snippet opens inside a docstring (its own parse sees no declaration): the result's two ``element``
    definitions are a property and its setter, not one declared twice."""
    original = ('class E(Exception):\n    def __init__(self, elem):\n        """\n        Keep the element.\n        """\n'
                '        self.elem = elem\n\n    def __str__(self):\n        return "e"\n')
    prop = ("    @property\n    def element(self):\n        return self.elem\n\n"
            "    @element.{}\n    def element(self, elem):\n        self.elem = elem\n\n")
    snippet = f'{M}\n        Keep the element.\n        """\n        self.elem = elem\n\n{prop}    def __str__(self):\n{M}\n'
    added = merge(original, snippet.format("setter"), language="python")
    assert added.sure and added.text.count("def element(") == 2, added.reasons
    assert refused(merge(original, snippet.format("other"), language="python"), "declarations")  # declared twice


@pytest.mark.parametrize("language, original, update", [
    ("python", 'epub = "x"\n\nmapping = {\n    "https://docs.python.org/3": None,\n}\n\n# Allow URIs\nsuppress = []\n',
     '# ... existing code ...\nepub = "x"\n\nmapping = {"python": ("https://docs.python.org/3", None)}\n\n# Allow URIs\n'
     '# ... existing code ...\n'),
    ("javascript", 'const a = 1;\n\nconst mapping = {\n  python: "https://docs.python.org/3",\n};\n\n// next\nrun(a);\n',
     '// ... existing code ...\nconst a = 1;\n\nconst mapping = { python: ["https://docs.python.org/3", null] };\n\n'
     '// next\n// ... existing code ...\n'),
])
def test_declarations_takes_a_declaration_rewritten_on_one_line_as_replaced_whole(language, original, update):
    out = merge(original, update, language=language)
    assert out.sure and out.text.count("mapping") == 1 and "docs.python.org/3\",\n" not in out.text


def test_declarations_refuses_an_old_line_kept_in_a_declaration_restated_whole():
    kept = (Piece(KEEP, (0, 1), (0, 4), marker=0),
            Piece(WRITE, (1, 4), (4, 6), (Written("def main():", 1, 4), Written("    x = load()", 2, 5),
                                          Written("    print(x)", 3, None))),
            Piece(KEEP, (4, 4), (6, 7)))  # save(x) kept after the new last line
    out = verdict(MAIN, MAIN_SNIPPET, kept)
    assert "declarations: 'main' is restated whole (snippet line 2 on), but its original line 7 ('save(x)') is " \
           "kept beside it" in out.refusals
    replaced = kept[:1] + (Piece(WRITE, (1, 4), (4, 7), kept[1].lines),)
    assert verdict(MAIN, MAIN_SNIPPET, replaced).confidence == "exact"
    assert merge(MAIN, MAIN_SNIPPET, language="python").text == MAIN.replace("save(x)", "print(x)")


def test_beside_refuses_a_line_moved_into_the_chunk_and_kept_beyond_its_edge():
    original = "a = 1\n\nexports.A = A;\nexports.B = B;\nexports.C = C;\n"
    moved = merge(original, "// ...\na = 1\n\nexports.C = C;\nexports.A = A;\nexports.B = B;\n", language="javascript")
    assert refused(moved, "beside") and "kept beyond the snippet's edge" in moved.reasons[0], moved.reasons
    # a new line that stands nowhere beyond the edge: what lies there is kept, certified
    kept = merge(original, "// ...\na = 1\n\nexports.D = D;\nexports.A = A;\nexports.B = B;\n", language="javascript")
    assert kept.sure and kept.text == original.replace("exports.A", "exports.D = D;\nexports.A", 1), kept.reasons


ARGS = ("def build(group):\n    group.add_argument(\n        '--wrap',\n        dest='wrap',\n        default=0)\n\n"
        "    group.add_argument(\n        '--comma',\n        dest='comma',\n        default=False)\n\n"
        "    group.add_argument(\n        '--quiet',\n        dest='quiet',\n        default=False)\n")


def test_beside_refuses_a_block_rewritten_after_a_repeated_opener():
    """``group.add_argument(`` then a new option and ``dest``: ``--comma`` edited into ``--strip``, or a new
    option beside it? The snippet does not say: refused. One line of the block changed is an edit."""
    snippet = f"{M}\n    group.add_argument(\n        '--strip',\n        dest='strip',\n        default=False)\n\n" \
              f"    group.add_argument(\n        '--quiet',\n{M}\n"
    result = merge(ARGS, snippet, language="python")
    assert refused(result, "beside") and "a new one beside it?" in " ".join(result.reasons), result.reasons
    edited = merge(ARGS, f"{M}\n    group.add_argument(\n        '--comma',\n        dest='commas',\n{M}\n",
                   language="python")
    assert edited.sure and edited.text == ARGS.replace("dest='comma'", "dest='commas'"), edited.reasons


def _inserted(original: str, new: str, at: int, language: str, rule: str) -> list[str]:
    """The ``rule`` refusals of a reading that keeps the original for two markers and writes ``new`` between them,
    before original line ``at`` (0-based)."""
    marker = "# ... existing code ..." if language == "python" else "// ... existing code ..."
    pieces = (Piece(KEEP, (0, 1), (0, at), marker=0), Piece(WRITE, (1, 2), (at, at), (Written(new, 1, None),)),
              Piece(KEEP, (2, 3), (at, len(original.splitlines())), marker=2))
    found = verdict(original, f"{marker}\n{new}\n{marker}\n", pieces, language=language).refusals
    return [x for x in found if x.startswith(f"{rule}:")]


def test_declarations_refuses_a_function_assigned_beside_its_kept_declaration():
    cls = ("class P:\n    def a(self):\n        pass\n\n    def on_nav(self):\n        pass\n\n"
           "    def b(self):\n        pass\n")
    assert _inserted(cls, "    on_nav = combine(a, b)", 9, "python", "declarations")
    assert not _inserted(cls, "    on_page = combine(a, b)", 9, "python", "declarations")  # another name
    assert not _inserted(cls, "on_nav = combine(P.a, P.b)", 9, "python", "declarations")  # another scope
    js = "function markLine(t) {\n  return t;\n}\n\nfunction other() {\n  return 1;\n}\n"
    assert _inserted(js, "const markLine = (t) => t;", 4, "javascript", "declarations")


def test_syntax_refuses_an_interpreter_line_below_the_first_line():
    original = "import sys\n\n\ndef main():\n    return 0\n"
    result = merge(original, "# ... existing code ...\n\n\n#!/usr/bin/env python3\ndef main():\n    return 1\n",
                   language="python")
    assert refused(result, "syntax") and "'#!'" in result.reasons[0], result.reasons
    # a whole file that opens on one replaces the old header comment (the file's first lines) with it
    whole = merge("# helper\n" + original, "#!/usr/bin/env python3\n" + original.replace("0", "1"), language="python")
    assert whole.sure and whole.text == "#!/usr/bin/env python3\n" + original.replace("0", "1"), whole.reasons
    on_top = merge("import sys\n\n\ndef main():\n    return 0\n", "#!/usr/bin/env python3\nimport sys\n# ...\n",
                   language="python")
    assert on_top.sure and on_top.text.startswith("#!/usr/bin/env python3\nimport sys\n"), on_top.reasons
    # Rust's inner attributes start with ``#!`` too, and stand on the lines after the first
    lib = "//! The client.\n\npub mod client;\npub mod error;\n"
    attrs = merge(lib, "#![forbid(unsafe_code)]\n#![warn(missing_docs)]\n//! The client.\n// ... rest unchanged ...\n",
                  language="rust")
    assert attrs.sure and attrs.text == f"#![forbid(unsafe_code)]\n#![warn(missing_docs)]\n{lib}", attrs.reasons


def test_syntax_refuses_a_result_that_does_not_parse():
    assert refused(merge("def f(x):\n    return x\n", "def f(x):\n    return (x\n"), "syntax")
    assert merge("def f(x):\n    return x\n", "def f(x):\n    return (x)\n").confidence == "exact"


@pytest.mark.parametrize("language, original, update", [
    ("javascript", "function f() {\n  a();\n}\n", "function f() {\n  if (x) {\n  a();\n}\n"),
    ("go", "package main\n\nfunc f() {\n\ta()\n}\n", "package main\n\nfunc f() {\n\tif x {\n\ta()\n}\n"),
])
def test_syntax_refuses_a_brace_left_open(language, original, update):
    assert refused(merge(original, update, language=language), "syntax")


# ---- deletion: an anchor next to a marker whose twin sits right after the line before it

TWIN_CASES = {  # a property (decorator) line before a marker: the snippet shows it right after `name`
    "python": ("class T:\n    name: str\n\n    @property\n    def locale(self):\n        return 1\n\n"
               "    @property\n    def custom(self):\n        return 2\n",
               f"class T:\n    name: str\n\n    @property\n    {M}\n    def custom(self):\n        return 3\n"),
    "typescript": ("class T {\n  name = 1;\n\n  @Input()\n  locale = 2;\n\n  @Input()\n  custom = 3;\n}\n",
                   "class T {\n  name = 1;\n\n  @Input()\n  // ... existing code ...\n  custom = 4;\n}\n"),
    "java": ("class T {\n    int name;\n\n    @Override\n    int locale() { return 1; }\n\n"
             "    @Override\n    int custom() { return 2; }\n}\n",
             "class T {\n    int name;\n\n    @Override\n    // ... existing code ...\n    int custom() { return 3; }\n}\n"),
}


@pytest.mark.parametrize("language", sorted(TWIN_CASES))
def test_deletion_refuses_a_marker_neighbour_placed_on_its_twin_further_on(language):
    """The chunk before the marker ends on a line that the original has twice; placed on the second, the lines
    between the first and it are deleted, though read on the first the marker keeps them: not proven."""
    original, snippet = TWIN_CASES[language]
    source, reader = Source(original, language), Snippet(snippet, language)
    lines = source.lines
    second = max(i for i, x in enumerate(lines) if x.strip() == lines[3].strip())
    mark = reader.markers[0].line
    jumped = (Piece(WRITE, (0, mark), (0, second + 1), tuple(Written(lines[i], i, i) for i in range(3))
                    + (Written(lines[second], 3, second),), chunk=1),
              Piece(KEEP, (mark, mark + 1), (second + 1, second + 1), marker=mark),
              Piece(WRITE, (mark + 1, len(reader.lines)), (second + 1, len(lines)),
                    tuple(Written(reader.lines[k], k, None) for k in range(mark + 1, len(reader.lines))), chunk=2))
    out = certify(source, reader, Certificate(jumped), Certificate(jumped).render(lines))
    assert any(x.startswith("deletion: snippet line 4") and "just as well line 4" in x for x in out.refusals), \
        out.refusals
    merged = merge(original, snippet, language=language)
    assert not merged.sure or "locale" in merged.text  # what may be written keeps it


def test_deletion_takes_a_marker_neighbour_whose_twin_is_not_next_to_the_line_before_it():
    """The same jump where the line after the one before it is not the twin: the snippet shows the deletion."""
    original = ("class T:\n    name: str\n    size: int\n\n    @property\n    def locale(self):\n        return 1\n\n"
                "    @property\n    def custom(self):\n        return 2\n")
    source = Source(original, "python")
    out = merge(original, f"class T:\n    name: str\n\n    @property\n    {M}\n", language="python")
    assert not any("just as well" in x for x in out.reasons)
    assert out.sure and source.lines[2] not in out.text  # `size`, between restated lines: the snippet deletes it


SPANNED = (  # a method's last statement, on several lines, rewritten onto one; the chunk runs on past the method
    "class V:\n    def name(self):\n        return 1\n\n    def __repr__(self):\n"
    "        return \"{}({})\".format(\n            type(self).__name__,\n            self.name(),\n"
    "        )\n\n\nVERSION = V()\nOTHER = 2\n",
    f"{M}\n    def __repr__(self):\n        return f\"{{type(self).__name__}}({{self.name()}})\"\n\n\n"
    f"VERSION = V()\n{M}\n")


def test_declarations_takes_a_last_statement_rewritten_within_the_snippets_span():
    original, snippet = SPANNED
    out = merge(original, snippet, language="python")
    assert out.confidence == "exact", out.reasons
    assert "return f\"{type(self).__name__}({self.name()})\"\n\n\nVERSION = V()\nOTHER = 2\n" in out.text
    assert ".format(" not in out.text and "def name(self):" in out.text



# ---- deletion: a re-sorted list shows neighbours side by side that it moved lines from between

ITEMS = ["apple", "mango", "melon", "quartz", "violin", "kiwi", "pear", "zebra"]
REORDERED = {  # "mango" and "melon" move to the end; "quartz" and "violin" are left to no marker
    "python": ('NAMES = [\n' + ''.join(f'    "{x}",\n' for x in ITEMS) + ']\n',
               f'NAMES = [\n    "apple",\n    "kiwi",\n    {M}\n    "zebra",\n    "mango",\n    "melon",\n]\n'),
    "javascript": ('export const NAMES = [\n' + ''.join(f'  "{x}",\n' for x in ITEMS) + '];\n',
                   'export const NAMES = [\n  "apple",\n  "kiwi",\n  // ... existing code ...\n  "zebra",\n'
                   '  "mango",\n  "melon",\n];\n'),
    "yaml": ('names:\n' + ''.join(f'  - {x}\n' for x in ITEMS) + 'other: 1\n',
             f'names:\n  - apple\n  - kiwi\n  {M}\n  - zebra\n  - mango\n  - melon\nother: 1\n'),
}


@pytest.mark.parametrize("language", sorted(REORDERED))
def test_deletion_refuses_siblings_deleted_between_neighbours_when_some_are_moved_and_others_lost(language):
    refused_saying(REORDERED, language, "deletion", "moved, not deleted?")


def test_deletion_takes_siblings_moved_whole_from_between_neighbours():
    """Every line deleted between the neighbours is written anew further on: a move the snippet shows whole."""
    original = 'NAMES = [\n' + ''.join(f'    "{x}",\n' for x in ["apple", "mango", "melon", "kiwi", "pear", "zebra"]) + ']\n'
    out = merge(original, f'NAMES = [\n    "apple",\n    "kiwi",\n    {M}\n    "zebra",\n    "mango",\n    "melon",\n]\n',
                language="python")
    assert out.confidence == "exact", out.reasons
    assert out.text.split() == ["NAMES", "=", "[", *(f'"{x}",' for x in ["apple", "kiwi", "pear", "zebra", "mango",
                                                                           "melon"]), "]"]


def test_readings_takes_no_reading_by_elimination_when_another_is_only_unproven():
    from types import SimpleNamespace

    from fastapply.apply.merge.certificate import Verdict
    from fastapply.apply.merge.readings import unproven
    certified = (SimpleNamespace(lines=["a"]), Verdict("exact"))
    unsure = (SimpleNamespace(lines=["b"]), Verdict("ambiguous", ["deletion: original line 2 ... is deleted"]))
    broken = (SimpleNamespace(lines=["c"]), Verdict("ambiguous", ["syntax: the result has 1 syntax error(s)"]))
    same = (SimpleNamespace(lines=["a"]), Verdict("ambiguous", ["deletion: original line 2 ... is deleted"]))
    assert "deletion is unproven" in unproven([certified, unsure, broken])
    assert unproven([certified, broken]) is None and unproven([certified, same]) is None


# ---- beside: a top-level assignment written anew above the marker that keeps its old one further on

ASSIGNED_TOP = {
    "python": ("import pp\n\nA = 1\nB = 2\n\n\n# helper\ndef tag(s):\n    return s\n\n\nPARSER = tag(A)\n\n# run\n"
               "PARSER.run()\n", f"{M}\nB = 2\n\n\nPARSER = pp.Tag(A)\n\n{M}\n"),
    "ruby": ("require 'x'\n\nA = 1\nB = 2\n\n# helper\ndef tag(s)\n  s\nend\n\nPARSER = tag(A)\n\n# run\nPARSER.run\n",
             f"{M}\nB = 2\n\nPARSER = Tag.new(A)\n\n{M}\n"),
    "bash": ("#!/bin/sh\nA=1\nB=2\n\n# helper\ntag() {\n  echo \"$1\"\n}\n\nPARSER=$(tag A)\n\n# run\necho \"$PARSER\"\n",
             f"{M}\nB=2\n\nPARSER=$(tag B)\n\n{M}\n"),
}


@pytest.mark.parametrize("language", sorted(ASSIGNED_TOP))
def test_beside_refuses_a_top_level_name_assigned_anew_while_the_marker_keeps_its_old_assignment(language):
    refused_saying(ASSIGNED_TOP, language, "beside", "assigns the same top-level name anew")


@pytest.mark.parametrize("language", [None, "toml"])
def test_beside_takes_a_name_assigned_again_in_another_section(language):
    """tox.ini's ``pass_env =`` added to one section while another section's ``pass_env =`` is kept."""
    original = "[a]\nname = 1\nx = 2\n\n[b]\nother = 3\npass_env = 4\n"
    out = merge(original, f"[a]\nname = 1\nx = 2\npass_env = 5\n{M}\n", language=language)
    assert out.sure, out.reasons
    assert out.text == "[a]\nname = 1\nx = 2\npass_env = 5\n\n[b]\nother = 3\npass_env = 4\n"


# ---- beside: a chunk's first closing line written new right after a kept opener, its twin kept just above

CLOSER_TWINS = {  # the snippet deletes the second `if` by showing the first one's closer next to its body
    "bash": ("for x in a b; do\n  if [ -z \"$x\" ]; then\n    continue\n  fi\n\n  if [ -n \"$x\" ]; then\n"
             "    # print it\n    echo \"$x\"\n  fi\ndone\n", f"{M}\n  fi\n\n    # print it\n    echo \"$x\"\n{M}\n"),
    "javascript": ("function f(xs) {\n  for (const x of xs) {\n    if (!x) {\n      continue;\n    }\n\n    if (x.ok) {\n"
                   "      // print it\n      console.log(x);\n    }\n  }\n}\n",
                   "// ...\n    }\n\n      // print it\n      console.log(x);\n// ...\n"),
    "go": ("func f(xs []int) {\n\tfor _, x := range xs {\n\t\tif x == 0 {\n\t\t\tcontinue\n\t\t}\n\n\t\tif x > 1 {\n"
           "\t\t\t// print it\n\t\t\tfmt.Println(x)\n\t\t}\n\t}\n}\n",
           "// ...\n\t\t}\n\n\t\t\t// print it\n\t\t\tfmt.Println(x)\n// ...\n"),
}


@pytest.mark.parametrize("language", sorted(CLOSER_TWINS))
def test_beside_refuses_a_closing_line_written_new_into_an_empty_block_below_its_twin(language):
    refused_saying(CLOSER_TWINS, language, "beside", "the same closing line: restated there")


# ---- beside: new items after a long run of like items are more of the run, not an edit of its last item

def _versions(language: str, versions: list[str]) -> tuple[str, str]:
    if language == "python":
        return ('setup(\n    classifiers=[\n' + ''.join(f'        "Python :: {v}",\n' for v in versions)
                + '        "Python :: Implementation :: CPython",\n    ],\n)\n',
                f'setup(\n    classifiers=[\n        {M}\n        "Python :: 3.11",\n        "Python :: 3.12",\n'
                '        "Python :: Implementation :: CPython",\n    ],\n)\n')
    if language == "yaml":
        return ('jobs:\n  test:\n    python:\n' + ''.join(f'      - "{v}"\n' for v in versions)
                + '      - "pypy-3.9"\n    steps: []\n',
                f'jobs:\n  test:\n    python:\n      {M}\n      - "3.11"\n      - "3.12"\n      - "pypy-3.9"\n'
                '    steps: []\n')
    return ('[project]\nclassifiers = [\n' + ''.join(f'  "Python :: {v}",\n' for v in versions) + '  "Typing :: Typed",\n]\n',
            f'[project]\nclassifiers = [\n  {M}\n  "Python :: 3.11",\n  "Python :: 3.12",\n  "Typing :: Typed",\n]\n')


@pytest.mark.parametrize("language", ["python", "yaml", "toml"])
def test_beside_takes_new_items_after_a_run_of_three_like_items(language):
    original, snippet = _versions(language, ["3.8", "3.9", "3.10"])
    out = merge(original, snippet, language=language)
    assert out.confidence == "exact", out.reasons
    assert [x for x in ("3.8", "3.9", "3.10", "3.11", "3.12") if x in out.text] == ["3.8", "3.9", "3.10", "3.11", "3.12"]


@pytest.mark.parametrize("language", ["python", "toml"])
def test_beside_still_doubts_a_like_item_after_a_single_one(language):
    original, snippet = _versions(language, ["3.10"])  # 3.10 -> 3.11, or 3.11 added? the snippet does not say
    assert refused(merge(original, snippet, language=language), "beside")


COPIES = {  # a chunk that copies a line it restates, after its last restated line: that one may be a copy too
    None: ("# begin\nvalue_0 = compute(89)\n        value_1 = compute(59)\n    value_2 = compute(85)\n"
           "value_3 = compute(42)\nvalue_4 = compute(92)\n# end\n",
           "# begin\nvalue_0 = compute(89)\nvalue_4 = compute(92)\nvalue_0 = compute(89)\n# ... existing code ...\n"),
    "python": ("def f():\n    a = load(1)\n    b = load(2)\n    c = load(3)\n    d = load(4)\n    return a\n",
               "def f():\n    a = load(1)\n    d = load(4)\n    a = load(1)\n    # ... existing code ...\n"),
    "go": ("func f() int {\n\ta := load(1)\n\tb := load(2)\n\tc := load(3)\n\td := load(4)\n"
           "\treturn a + b + c + d\n}\n",
           "func f() int {\n\ta := load(1)\n\td := load(4)\n\ta := load(1)\n\t// ... existing code ...\n"),
}


@pytest.mark.parametrize("language", list(COPIES), ids=str)
def test_deletion_refuses_a_gap_before_the_last_restated_line_of_a_chunk_that_copies(language):
    """``a / d / a / # ...``: the second ``a`` is a copy, so ``d`` may be one too (new, the lines after ``a`` kept):
    deleting ``b`` and ``c`` between the restated ``a`` and ``d`` is not proven (found by the property test)."""
    original, snippet = COPIES[language]
    assert refused(merge(original, snippet, language=language), "deletion")


CART = ("class Cart\n  def initialize\n    @a = 1\n  end\n\n  def total\n    @a - 1\n  end\n\n  def empty?\n    @a.zero?\n"
        "  end\nend\n")
CART_SNIPPET = "class Cart\n  # ... existing code ...\n\n  def total(rate: 0)\n    (@a - 1) * rate\n  end\n\n" \
               "  # ... existing code ...\nend\n"


def test_declarations_refuses_an_old_body_kept_after_a_function_restated_with_a_new_first_line():
    """``def total(rate: 0)`` ... ``end``, then a marker: the closer at the head's depth shows where the function
    ends, so the old ``@a - 1`` / ``end`` kept after it (read as the marker's) are refused; replaced, certified."""
    head = (Piece(KEEP, (0, 0), (0, 0)), Piece(WRITE, (0, 1), (0, 1), (Written("class Cart", 0, 0),)),
            Piece(KEEP, (1, 3), (1, 5), marker=1))
    new = tuple(Written(CART_SNIPPET.splitlines()[i], i, None) for i in range(3, 6))
    tail = (Piece(WRITE, (8, 9), (12, 13), (Written("end", 8, 12),)), Piece(KEEP, (9, 9), (13, 13)))
    kept = head + (Piece(WRITE, (3, 6), (5, 6), new), Piece(KEEP, (6, 8), (6, 12), marker=7)) + tail
    out = verdict(CART, CART_SNIPPET, kept, language="ruby")
    assert "declarations: 'total' is restated whole (snippet line 4 on), but its original line 7 ('@a - 1') is " \
           "kept beside it" in out.refusals, out.refusals
    replaced = head + (Piece(WRITE, (3, 6), (5, 8), new), Piece(KEEP, (6, 8), (8, 12), marker=7)) + tail
    assert verdict(CART, CART_SNIPPET, replaced, language="ruby").confidence == "exact"


FUNCTIONS = "".join(f"def f{i}(x):\n    return x + {i}\n\n\n" for i in range(6))


@pytest.mark.parametrize("snippet", [
    "# ... existing code ...\ndef f2(x):\n    return x + 2\n\n\ndef g(x):\n\n\ndef f3(x):\n    return x + 3\n"
    "# ... existing code ...\n",  # a new function with no body (tree-sitter takes it; Python does not)
    "# ... existing code ...\ndef f2(x):\n    return x + 2\n\n\ndef f3(x):\n    return x + 3\n    else:\n        pass\n"
    "# ... existing code ...\n",  # a new branch with no `if`
], ids=["new-function-no-body", "new-else"])
def test_syntax_reads_the_new_statements_with_python_s_own_parser(snippet):
    """Python's parser reads the statements the result changes (new lines, or lines after a deletion), however
    far from the file's edges; the original parses."""
    assert refused(merge(FUNCTIONS, snippet, language="python"), "syntax")


_FILED = ("package ops\n\nfunc file(p Plan) error {\n\tbody := buildFPL(p)\n\tlog.Print(\"filing\")\n"
          "\treturn post(body)\n}\n\nfunc check(kind int) {\n\tswitch kind {\n\tcase 1:\n\t\tn := 1\n"
          "\t\tuse(n)\n\tcase 2:\n\t\tuse(0)\n\t}\n}\n")


def _go_written_after(line: int, new: str) -> list[str]:
    """A hand-made reading of ``// ... existing code ...`` + ``new`` + a marker over ``_FILED``: the first marker
    keeps its lines up to ``line`` (0-based, excluded), ``new`` is written there, the second keeps the rest."""
    update = f"// ... existing code ...\n{new}\n// ... existing code ...\n"
    end = len(_FILED.splitlines())
    pieces = (Piece(KEEP, (0, 1), (0, line), marker=0), Piece(WRITE, (1, 2), (line, line), (Written(new, 1, None),)),
              Piece(KEEP, (2, 3), (line, end), marker=2))
    return [x for x in verdict(_FILED, update, pieces, language="go").refusals if "declared by" in x]


def test_redeclared_refuses_a_go_short_declaration_kept_beside_its_new_version_in_one_block():
    """Go forbids ``body :=`` twice in one block (no new variable on the left): the new ``body := buildFPL(p,
    time.Now())`` written below the kept ``body := buildFPL(p)`` is the old line kept beside its edit. A second
    target (``body, err :=``) may declare a name again, and another block (the next case clause) is another scope."""
    assert _go_written_after(5, "\tbody := buildFPL(p, time.Now())")
    assert _go_written_after(5, "\tvar body = buildFPL(p, time.Now())")
    assert not _go_written_after(5, "\tbody, err := buildFPL(p, time.Now())")
    assert not _go_written_after(5, "\tfiled := buildFPL(p, time.Now())")
    assert not _go_written_after(15, "\t\tn := 2")  # (in ``case 2:``, not in ``case 1:``'s block)
    assert _go_written_after(13, "\t\tn := 2")  # (in ``case 1:``'s block, below its ``n := 1``)


@pytest.mark.parametrize(("language", "original", "old", "new"), [
    ("c", "int send(struct plan *p) {\n    char *body = build(p);\n    log_info(\"filing\");\n    return post(body);\n}\n",
     "    char *body = build(p);", "    char *body = build_at(p, now());"),
    ("cpp", "int send(const Plan& p) {\n    std::string body = build(p);\n    log(\"filing\");\n    return post(body);\n}\n",
     "    std::string body = build(p);", "    auto body = build(p, now());"),
    ("java", "class S {\n    int send(Plan p) {\n        String body = build(p);\n        log(\"filing\");\n"
     "        return post(body);\n    }\n}\n", "        String body = build(p);", "        var body = build(p, now());"),
    ("c_sharp", "class S\n{\n    int Send(Plan p)\n    {\n        string body = Build(p);\n        Log(\"filing\");\n"
     "        return Post(body);\n    }\n}\n", "        string body = Build(p);", "        var body = Build(p, Now());"),
    ("scala", "object S {\n  def send(p: Plan): Int = {\n    val body = build(p)\n    log(\"filing\")\n    post(body)\n  }\n}\n",
     "    val body = build(p)", "    val body = build(p, now())"),
])
def test_redeclared_refuses_a_typed_local_declared_anew_below_its_kept_version(language, original, old, new):
    """C, C++, Java, C# (``c_sharp``) and Scala forbid one block declaring a local twice, a type first or a keyword
    (``auto``, ``var``, ``val``): the new version written below the kept ``log`` line, the old one kept above it.
    Another name written there is no redeclaration."""
    lines = original.splitlines()
    at = lines.index(old) + 2  # (below the old line and the log line)
    update = f"// ... existing code ...\n{new}\n// ... existing code ...\n"

    def refusals(text: str) -> list[str]:
        pieces = (Piece(KEEP, (0, 1), (0, at), marker=0), Piece(WRITE, (1, 2), (at, at), (Written(text, 1, None),)),
                  Piece(KEEP, (2, 3), (at, len(lines)), marker=2))
        return [x for x in verdict(original, update, pieces, language=language).refusals if "declared by" in x]
    assert refusals(new)
    assert not refusals(new.replace("body", "filed"))


@pytest.mark.parametrize(("line", "language"), [("        assert ready;", "java"), ("    break outer;", "java"),
                                                ("const int LIMIT = 100;", "c"), ("int count = 0;", "cpp")])
def test_statements_and_top_level_c_names_are_no_block_declarations(line, language):
    """``assert ready;`` and ``break outer;`` read like a type and a name, and are statements; at a C file's top
    level a name may be declared again (``#ifdef`` branches, namespaces at the margin): none counts."""
    assert _declares(line, language) is None


def test_a_c_preprocessor_branch_ends_a_block():
    """``int n = 100;`` and ``int n = 10;`` in the ``#ifdef`` and ``#else`` branches of one function: two blocks."""
    original = "int f(void) {\n#ifdef BIG\n    int n = 100;\n#else\n    int n = 10;\n#endif\n    return n;\n}\n"
    snippet = "int f(void) {\n#ifdef BIG\n    int n = 200;\n#else\n    // ... existing code ...\n}\n"
    result = merge(original, snippet, language="c")
    assert result.sure and result.text == original.replace("100", "200"), result.reasons
