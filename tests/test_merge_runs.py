"""New lines beside like lines (apply/convention.py ``new_siblings``): a snippet line between an anchor and a
marker that looks like the original line it would stand on is a new item of a run (a classifier, an import, a
list entry, a constant) when it is like its neighbours and names nothing of that line; the marker keeps the
original's lines. A line that keeps the name of the line beside it (``Jinja2``, ``TIMEOUT_READ``) may be its
edit: that stays the user's call."""

from __future__ import annotations

from fastapply.apply.merge import merge

M = "# ... existing code ..."
JM = "// ... existing code ..."

CLASSIFIERS = """[project]
name = "pkg"
classifiers = [
    "Programming Language :: Python :: 3.11",
    "Programming Language :: Python :: 3.12",
    "Programming Language :: Python :: 3 :: Only",
]
dependencies = [
    "click>=7.0",
    "Jinja2>=2.11.1",
    "markupsafe>=2.0.1",
]
"""


def test_a_classifier_after_its_like_anchor_is_a_new_item() -> None:
    """``3.13`` after ``3.12`` and before a marker: like the ``3 :: Only`` line below too, but it names nothing
    of it (its words are the run's, and its own number): a new item, written."""
    snippet = f'{M}\n    "Programming Language :: Python :: 3.12",\n    "Programming Language :: Python :: 3.13",\n{M}\n'
    result = merge(CLASSIFIERS, snippet, language="toml")
    new = '    "Programming Language :: Python :: 3.12",\n    "Programming Language :: Python :: 3.13",\n'
    assert result.text == CLASSIFIERS.replace('    "Programming Language :: Python :: 3.12",\n', new)
    assert result.sure, result.reasons
    assert any("new items in a run of like lines" in reason for reason in result.reasons), result.reasons


def test_a_version_bump_beside_its_anchor_stays_ambiguous() -> None:
    """``Jinja2>=3.0`` after ``click>=7.0`` and before a marker: as like ``Jinja2>=2.11.1`` below, and it keeps
    its name ``Jinja2``: most likely that pin edited, though the marker says an insertion. Not written."""
    snippet = f'{M}\n    "click>=7.0",\n    "Jinja2>=3.0",\n{M}\n'
    result = merge(CLASSIFIERS, snippet, language="toml")
    assert not result.sure, result.reasons
    assert result.text == CLASSIFIERS.replace("Jinja2>=2.11.1", "Jinja2>=3.0"), result.reasons


def test_an_array_entry_before_its_anchor_is_a_new_item() -> None:
    """``longEnumSuite,`` after a marker and before ``undefinedSuite,``: of one shape with its neighbours
    (``name,``), and like ``enumSuite,`` above without being it: a new entry, written."""
    original = ("const suites = [\n    stringSuite,\n    enumSuite,\n    undefinedSuite,\n];\n\n"
                "for (const suite of suites) {\n    suite.run();\n}\n")
    snippet = f"{JM}\n    longEnumSuite,\n    undefinedSuite,\n{JM}\n"
    result = merge(original, snippet, language="javascript")
    assert result.text == original.replace("    undefinedSuite,\n", "    longEnumSuite,\n    undefinedSuite,\n")
    assert result.sure, result.reasons


def test_an_entry_that_keeps_the_name_of_the_one_beside_it_stays_ambiguous() -> None:
    """``"eslint-plugin-import@2.29",`` after a marker and before ``jest``: the ``import`` entry above it with
    another version, or one more entry? It keeps that entry's name: not written."""
    original = ('const plugins = [\n    "eslint-plugin-react@7.0",\n    "eslint-plugin-import@2.20",\n'
                '    "eslint-plugin-jest@26.1",\n];\n')
    snippet = f'{JM}\n    "eslint-plugin-import@2.29",\n    "eslint-plugin-jest@26.1",\n{JM}\n'
    result = merge(original, snippet, language="javascript")
    assert not result.sure, result.reasons
    assert any("took the new lines before" in doubt for doubt in result.doubts), result.reasons


ROUTES = """package api

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("/api/users", handleUsers)
	mux.HandleFunc("/api/orders", handleOrders)
	mux.HandleFunc("/api/health", handleHealth)
}
"""


def test_a_route_after_its_like_anchor_is_a_new_item() -> None:
    """Go: ``/api/items`` after ``/api/users`` and before a marker, like the ``/api/orders`` line below but
    naming nothing of it: a new route."""
    snippet = f'{JM}\n\tmux.HandleFunc("/api/users", handleUsers)\n\tmux.HandleFunc("/api/items", handleItems)\n{JM}\n'
    result = merge(ROUTES, snippet, language="go")
    users = '\tmux.HandleFunc("/api/users", handleUsers)\n'
    assert result.text == ROUTES.replace(users, users + '\tmux.HandleFunc("/api/items", handleItems)\n')
    assert result.sure, result.reasons


def test_a_route_that_keeps_its_path_stays_ambiguous() -> None:
    """Go: ``/api/orders`` with another handler after ``/api/users``: that route changed, or a second one for
    the same path? It keeps the path of the line below: not written."""
    snippet = f'{JM}\n\tmux.HandleFunc("/api/users", handleUsers)\n\tmux.HandleFunc("/api/orders", ordersV2)\n{JM}\n'
    result = merge(ROUTES, snippet, language="go")
    assert not result.sure, result.reasons


def test_a_constant_that_keeps_its_name_stays_an_ambiguous_edit() -> None:
    """Python: ``TIMEOUT_READ = 60`` after ``TIMEOUT_CONNECT = 10`` and before a marker keeps the name of
    ``TIMEOUT_READ = 30`` below: its new value, most likely, though the marker says an insertion."""
    original = "TIMEOUT_CONNECT = 10\nTIMEOUT_READ = 30\nRETRIES = 3\n\n\ndef timeout():\n    return TIMEOUT_READ\n"
    snippet = f"TIMEOUT_CONNECT = 10\nTIMEOUT_READ = 60\n{M}\n"
    result = merge(original, snippet, language="python")
    assert not result.sure, result.reasons
    assert result.text == original.replace("TIMEOUT_READ = 30", "TIMEOUT_READ = 60"), result.reasons


def test_a_method_like_the_next_one_pinned_only_by_pass_is_not_its_edit() -> None:
    """``def b`` after ``def a`` and before a marker, like ``def c`` below line for line down to its ``pass``:
    an edit of ``c`` or a new method? A weak line (``pass``, ``}``) equal to its own pins no edit: the readings
    decide, and only the new method keeps ``c``, which the snippet does not restate."""
    original = "class A:\n    def a(self):\n        pass\n\n    def c(self):\n        pass\n"
    snippet = f"{M}\n    def a(self):\n        pass\n\n    def b(self):\n        pass\n{M}\n"
    result = merge(original, snippet, language="python")
    assert result.text == original.replace("    def c", "    def b(self):\n        pass\n\n    def c"), result.reasons
    assert result.confidence == "fuzzy", result.reasons


def test_a_line_added_atop_a_block_before_an_outdented_marker_is_not_written() -> None:
    """JavaScript: a comment added as the first line of an ``if`` block, the marker after it at column 0 (as
    assistants write markers): added there, the marker standing for the block's rest, or the block's new body?
    The new line restates none of the block: not written, read as added (the convention's reading)."""
    original = ("class E extends Error {\n    constructor(issues) {\n        super();\n"
                "        if (Object.setPrototypeOf) {\n            Object.setPrototypeOf(this, E.prototype);\n"
                "        }\n    }\n}\n")
    snippet = f"{JM}\n        if (Object.setPrototypeOf) {{\n            // eslint-disable-next-line ban/ban\n{JM}\n"
    result = merge(original, snippet, language="javascript")
    assert not result.sure, result.reasons
    assert result.text == original.replace("{\n            Object", "{\n            // eslint-disable-next-line ban/ban"
                                                                   "\n            Object"), result.reasons


def test_a_statement_added_atop_a_function_before_an_outdented_marker_is_not_written() -> None:
    """Go: a log line added as the first statement of ``Uint8VarP``, the marker after it at column 0."""
    original = ("package flag\n\nfunc Uint8VarP(p *uint8, name, short string, value uint8) {\n"
                "\tCommandLine.VarP(newUint8Value(value, p), name, short)\n}\n\nfunc Other() {}\n")
    snippet = (f"{JM}\nfunc Uint8VarP(p *uint8, name, short string, value uint8) {{\n\tlog.Printf(\"step %d\", 12)\n"
               f"{JM}\n")
    result = merge(original, snippet, language="go")
    assert not result.sure, result.reasons


def test_a_block_restated_before_an_outdented_marker_replaces_its_rest() -> None:
    """Python: the call's arguments restated (``[``, ``("+", 1),`` and ``],`` as they were) with the marker at
    column 0 after them: the chunk is the block's new body, down to its closing ``)`` (kept)."""
    original = 'OPS = make(\n    base,\n    [\n        ("+", 1),\n        ("-", 1),\n    ],\n)\n\nprint(OPS)\n'
    snippet = f'{M}\nOPS = make(\n    base.named("ops"),\n    [\n        ("+", 1),\n        ("*", 2),\n    ],\n{M}\n'
    result = merge(original, snippet, language="python")
    assert result.text == original.replace("    base,", '    base.named("ops"),').replace('("-", 1)', '("*", 2)')
    assert result.sure, result.reasons
