"""New lines beside like lines: a snippet line between an anchor and a marker that looks like the original line
it would stand on is a new item of a run (a classifier, an import, a list entry) when it is like its neighbours
and names nothing of that line; the marker keeps the original's lines. A line that keeps the name of the line
beside it (``Jinja2``, ``TIMEOUT_READ``) sets that name again: it is that line's edit."""

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
    assert result.confidence == "exact", result.reasons


def test_a_version_bump_beside_its_anchor_edits_that_pin() -> None:
    """``Jinja2>=3.0`` after ``click>=7.0`` and before a marker: like ``Jinja2>=2.11.1`` below, and it keeps
    its name ``Jinja2``: that pin edited (a second pin of one package is no reading)."""
    snippet = f'{M}\n    "click>=7.0",\n    "Jinja2>=3.0",\n{M}\n'
    result = merge(CLASSIFIERS, snippet, language="toml")
    assert result.text == CLASSIFIERS.replace("Jinja2>=2.11.1", "Jinja2>=3.0"), result.reasons
    assert result.confidence == "exact", result.reasons


def test_an_array_entry_before_its_anchor_is_a_new_item() -> None:
    """``longEnumSuite,`` after a marker and before ``undefinedSuite,``: of one shape with its neighbours
    (``name,``), and like ``enumSuite,`` above without being it: a new entry, written."""
    original = ("const suites = [\n    stringSuite,\n    enumSuite,\n    undefinedSuite,\n];\n\n"
                "for (const suite of suites) {\n    suite.run();\n}\n")
    snippet = f"{JM}\n    longEnumSuite,\n    undefinedSuite,\n{JM}\n"
    result = merge(original, snippet, language="javascript")
    assert result.text == original.replace("    undefinedSuite,\n", "    longEnumSuite,\n    undefinedSuite,\n")
    assert result.sure, result.reasons


def test_an_entry_that_keeps_the_name_of_the_one_beside_it_is_its_edit() -> None:
    """``"eslint-plugin-import@2.29",`` after a marker and before ``jest``: it keeps the name of the ``import``
    entry above it, with another version: that entry edited."""
    original = ('const plugins = [\n    "eslint-plugin-react@7.0",\n    "eslint-plugin-import@2.20",\n'
                '    "eslint-plugin-jest@26.1",\n];\n')
    snippet = f'{JM}\n    "eslint-plugin-import@2.29",\n    "eslint-plugin-jest@26.1",\n{JM}\n'
    result = merge(original, snippet, language="javascript")
    assert result.text == original.replace("import@2.20", "import@2.29"), result.reasons
    assert result.confidence == "exact", result.reasons


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


def test_a_route_that_keeps_its_path_is_its_edit() -> None:
    """Go: ``/api/orders`` with another handler after ``/api/users``: it keeps the path of the line below, and a
    second handler for one path panics: that route's handler changed."""
    snippet = f'{JM}\n\tmux.HandleFunc("/api/users", handleUsers)\n\tmux.HandleFunc("/api/orders", ordersV2)\n{JM}\n'
    result = merge(ROUTES, snippet, language="go")
    assert result.text == ROUTES.replace("handleOrders", "ordersV2"), result.reasons
    assert result.confidence == "exact", result.reasons


def test_a_constant_that_keeps_its_name_is_its_edit() -> None:
    """Python: ``TIMEOUT_READ = 60`` after ``TIMEOUT_CONNECT = 10`` and before a marker sets the name of
    ``TIMEOUT_READ = 30`` below: its new value."""
    original = "TIMEOUT_CONNECT = 10\nTIMEOUT_READ = 30\nRETRIES = 3\n\n\ndef timeout():\n    return TIMEOUT_READ\n"
    snippet = f"TIMEOUT_CONNECT = 10\nTIMEOUT_READ = 60\n{M}\n"
    result = merge(original, snippet, language="python")
    assert result.text == original.replace("TIMEOUT_READ = 30", "TIMEOUT_READ = 60"), result.reasons
    assert result.confidence == "exact", result.reasons


def test_a_method_like_the_next_one_pinned_only_by_pass_is_not_its_edit() -> None:
    """``def b`` after ``def a`` and before a marker, like ``def c`` below line for line down to its ``pass``:
    an edit of ``c`` or a new method? A weak line (``pass``, ``}``) equal to its own pins no edit: ``b`` is a new
    method, and the marker keeps ``c``."""
    original = "class A:\n    def a(self):\n        pass\n\n    def c(self):\n        pass\n"
    snippet = f"{M}\n    def a(self):\n        pass\n\n    def b(self):\n        pass\n{M}\n"
    result = merge(original, snippet, language="python")
    assert result.text == original.replace("    def c", "    def b(self):\n        pass\n\n    def c"), result.reasons
    assert result.confidence == "exact", result.reasons


def test_a_line_added_atop_a_block_before_an_outdented_marker_is_added() -> None:
    """JavaScript: a comment added as the first line of an ``if`` block, the marker after it at column 0 (as
    assistants write markers): only a marker keeps unseen code, and this one keeps the block's rest: added."""
    original = ("class E extends Error {\n    constructor(issues) {\n        super();\n"
                "        if (Object.setPrototypeOf) {\n            Object.setPrototypeOf(this, E.prototype);\n"
                "        }\n    }\n}\n")
    snippet = f"{JM}\n        if (Object.setPrototypeOf) {{\n            // eslint-disable-next-line ban/ban\n{JM}\n"
    result = merge(original, snippet, language="javascript")
    assert result.text == original.replace("{\n            Object", "{\n            // eslint-disable-next-line ban/ban"
                                                                   "\n            Object"), result.reasons
    assert result.confidence == "exact", result.reasons


def test_a_statement_added_atop_a_function_before_an_outdented_marker_is_added() -> None:
    """Go: a log line added as the first statement of ``Uint8VarP``, the marker after it at column 0 keeping
    the function's body."""
    original = ("package flag\n\nfunc Uint8VarP(p *uint8, name, short string, value uint8) {\n"
                "\tCommandLine.VarP(newUint8Value(value, p), name, short)\n}\n\nfunc Other() {}\n")
    snippet = (f"{JM}\nfunc Uint8VarP(p *uint8, name, short string, value uint8) {{\n\tlog.Printf(\"step %d\", 12)\n"
               f"{JM}\n")
    result = merge(original, snippet, language="go")
    assert result.text == original.replace("{\n\tCommandLine", "{\n\tlog.Printf(\"step %d\", 12)\n\tCommandLine")
    assert result.confidence == "exact", result.reasons


def test_a_block_restated_before_an_outdented_marker_replaces_its_rest() -> None:
    """Python: the call's arguments restated (``[``, ``("+", 1),`` and ``],`` as they were) with the marker at
    column 0 after them: the chunk is the block's new body, down to its closing ``)`` (kept)."""
    original = 'OPS = make(\n    base,\n    [\n        ("+", 1),\n        ("-", 1),\n    ],\n)\n\nprint(OPS)\n'
    snippet = f'{M}\nOPS = make(\n    base.named("ops"),\n    [\n        ("+", 1),\n        ("*", 2),\n    ],\n{M}\n'
    result = merge(original, snippet, language="python")
    assert result.text == original.replace("    base,", '    base.named("ops"),').replace('("-", 1)', '("*", 2)')
    assert result.sure, result.reasons
