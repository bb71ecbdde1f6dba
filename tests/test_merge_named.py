"""A marker that names what it keeps (``// ... writeJSON and writeError stay as they are``) places new code with
no line of the original in it: right before the first thing it keeps, which it names (apply/merge/named.py for
the placement, the pinned rule for the certifier). And Makefile lines: ``.PHONY`` is a line that sets a name (its
new version replaces it), a target whose recipe follows opens a block (a blank line between two)."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.markers import kept_names

GO = ("package api\n\nfunc (s *Server) routes() {\n\ts.mux.HandleFunc(\"GET /a\", s.getA)\n}\n\n"
      "func (s *Server) getA(w http.ResponseWriter, r *http.Request) {\n\twriteJSON(w, 200, s.a)\n}\n\n"
      "func (s *Server) getB(w http.ResponseWriter, r *http.Request) {\n\twriteJSON(w, 200, s.b)\n}\n\n"
      "func writeJSON(w http.ResponseWriter, status int, v any) {\n\tw.WriteHeader(status)\n}\n\n"
      "func writeError(w http.ResponseWriter, status int, err error) {\n\twriteJSON(w, status, err.Error())\n}\n")
GO_NEW = "func (s *Server) getC(w http.ResponseWriter, r *http.Request) {\n\twriteJSON(w, 200, s.c)\n}\n"
PY = ("import json\n\n\ndef load(path):\n    return json.load(open(path))\n\n\ndef save(path, data):\n"
      "    json.dump(data, open(path, 'w'))\n\n\ndef _check(data):\n    assert data\n\n\ndef _log(msg):\n    print(msg)\n")
PY_NEW = "def merge(a, b):\n    return {**a, **b}\n"
NAMED = {  # language: (original, snippet, expected)
    "go": (GO, f"// ... existing handlers ...\n\n{GO_NEW}\n// writeJSON and writeError stay as they are\n",
           GO.replace("func writeJSON", f"{GO_NEW}\nfunc writeJSON")),
    "python": (PY, f"# ... load and save unchanged ...\n\n\n{PY_NEW}\n\n# ... _check and _log as before ...\n",
               PY.replace("def _check", f"{PY_NEW}\n\ndef _check")),
}


def test_kept_names_are_the_words_of_a_marker_that_may_name_code():
    assert kept_names("// writeJSON and writeError stay as they are") == ("writeJSON", "writeError")
    assert kept_names("# ... lint, format, typecheck and clean unchanged ...") == ("lint", "format", "typecheck",
                                                                                   "clean")
    assert kept_names("// ... existing code ...") == kept_names("# ... rest of the file unchanged ...") == ()
    assert kept_names("// ... removed parseFlags() ...") == ()  # (a deletion marker names what it removes)


@pytest.mark.parametrize("language", sorted(NAMED))
def test_new_code_goes_before_what_the_marker_after_it_names(language):
    original, snippet, expected = NAMED[language]
    out = merge(original, snippet, language=language)
    assert out.sure and out.text == expected, (out.reasons, out.text)


@pytest.mark.parametrize("language", sorted(NAMED))
def test_new_code_between_markers_that_name_nothing_there_is_refused(language):
    original, snippet, _ = NAMED[language]
    marker = snippet.rstrip("\n").rsplit("\n", 1)[1]
    generic = "// ... existing code ..." if language == "go" else "# ... existing code ..."
    assert not merge(original, snippet.replace(marker, generic), language=language).sure  # nothing says where
    # a name the file sets twice pins nothing
    twice = original + ("\n\nfunc writeJSON(w io.Writer) {\n}\n" if language == "go" else "\n\ndef _check(x):\n    pass\n")
    assert not merge(twice, snippet, language=language).sure
    # the first line the marker keeps is not one it names (it names one further on): no pin
    later = snippet.replace("writeJSON and writeError", "writeError") if language == "go" else \
        snippet.replace("_check and _log", "_log")
    out = merge(original, later, language=language)
    assert not out.sure or out.text == expected_before(original, language), out.text


def expected_before(original: str, language: str) -> str:
    """The new code right before the one name the marker gives (``writeError``, ``_log``)."""
    return original.replace("func writeError", f"{GO_NEW}\nfunc writeError") if language == "go" else \
        original.replace("def _log", f"{PY_NEW}\n\ndef _log")


MAKEFILE = (".PHONY: all test lint\n\nall: test lint\n\ntest: install ## Run the tests\n\tpytest -q\n\n"
            "lint: install ## Run ruff\n\truff check .\n\nclean: ## Remove build artefacts\n\trm -rf build\n")


def test_a_make_phony_line_restated_at_the_snippet_start_replaces_the_old_one():
    out = merge(MAKEFILE, ".PHONY: all test lint e2e\n# ... existing targets ...\n")
    assert out.sure and out.text == MAKEFILE.replace("lint\n\nall", "lint e2e\n\nall"), out.text


def test_a_new_make_target_before_named_ones_is_set_apart_by_a_blank_line():
    e2e = "e2e: install ## Run the browser tests\n\tpytest tests/e2e\n"
    out = merge(MAKEFILE, f"# ... all and test unchanged ...\n\n{e2e}\n# ... lint and clean unchanged ...\n")
    assert out.sure and out.text == MAKEFILE.replace("lint: install", f"{e2e}\nlint: install"), out.text


def test_new_code_between_markers_that_name_code_out_of_order_is_refused():
    # the marker before the new code names load, which the file has after _check: read before _check, the
    # marker before would not keep what it names
    snippet = f"# ... _log and load unchanged ...\n\n\n{PY_NEW}\n\n# ... _check as before ...\n"
    assert not merge(PY, snippet, language="python").sure
    in_order = f"# ... load and save unchanged ...\n\n\n{PY_NEW}\n\n# ... _check as before ...\n"
    assert merge(PY, in_order, language="python").sure
