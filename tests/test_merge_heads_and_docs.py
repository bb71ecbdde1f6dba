"""A head left without its body, a doc comment dropped with the context a snippet restates, and a block among
like blocks edited or added beside (rules of *depth*, *deletion* and *beside*: apply/merge/spread.py ``cut_head``,
apply/merge/doc.py ``doc_dropped``, apply/merge/siblings.py ``sibling``). Seen on edits the merge was never tuned
on: an SQL function appended after like ones, read as the last one's new version written under its kept
``CREATE FUNCTION`` line; ``module Cache`` / ``class LruStore`` restated as the context of a marker, the class's doc
comment between them deleted; a form field inserted between like ones, read as the next field's new version.
Each was written, ``exact`` or ``fuzzy``; each is refused now."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

FUNCTION = """CREATE OR REPLACE FUNCTION report_{name}(from_date DATE, to_date DATE)
RETURNS TABLE (day DATE, total NUMERIC)
LANGUAGE sql
STABLE
AS $$
    SELECT d::date AS day, coalesce(sum(t.{column}), 0) AS total
    FROM generate_series(from_date, to_date, interval '1 day') AS d
    LEFT JOIN {name} t ON t.day = d
    GROUP BY d;
$$;
"""
SQL = "\n".join(FUNCTION.format(name=n, column=c) for n, c in (("orders", "total"), ("revenue", "amount"),
                                                                 ("visits", "count")))


def test_a_new_head_written_between_a_kept_head_and_its_body_is_refused() -> None:
    """``report_refunds`` appended after like functions: read as ``report_visits``' new version written under the
    kept ``CREATE ... report_visits(`` line, that line is left without its body."""
    new = FUNCTION.format(name="refunds", column="amount")
    new = new.replace("    GROUP BY d;\n", "    WHERE t.ok\n    GROUP BY d;\n")
    result = merge(SQL, f"-- ... existing report functions ...\n\n{new}", language=None)
    assert not result.sure or result.text == SQL + "\n" + new, result.text
    if not result.sure:
        assert any("cut from its body" in x for x in result.reasons), result.reasons


def test_a_line_inserted_before_a_kept_lines_other_successor_is_no_cut() -> None:
    """``import re`` written after ``import sys``, before the restated ``from x import y``: imports are no heads
    the file always goes on from with one other shape of line."""
    original = "import os\nimport sys\nfrom x import y\n\n\ndef f():\n    return y\n"
    result = merge(original, "# ... existing imports ...\nimport re\nfrom x import y\n# ... rest ...\n",
                   language="python")
    assert (result.confidence, result.text) == ("exact", original.replace("import sys\n", "import sys\nimport re\n"))


DOCS = {  # language: (original, snippet restating the enclosing lines only, then one new member)
    "ruby": ("module Cache\n  # A small least-recently-used store.\n  # Thread-safe.\n  class LruStore\n"
             "    def get(key)\n      @entries[key]\n    end\n  end\nend\n",
             "module Cache\n  class LruStore\n    # ... existing code ...\n\n    def size\n      @entries.size\n"
             "    end\n  end\nend\n"),
    "python": ("import threading\n\n\n# A small least-recently-used store.\n# Thread-safe.\nclass LruStore:\n"
               "    def get(self, key):\n        return self.entries[key]\n",
               "import threading\nclass LruStore:\n    # ... existing code ...\n\n    def size(self):\n"
               "        return len(self.entries)\n"),
    "java": ("package cache;\n\n/**\n * A small least-recently-used store.\n */\npublic class LruStore {\n"
             "    public Object get(String key) {\n        return entries.get(key);\n    }\n}\n",
             "package cache;\npublic class LruStore {\n    // ... existing code ...\n\n    public int size() {\n"
             "        return entries.size();\n    }\n}\n"),
}


@pytest.mark.parametrize("language", sorted(DOCS))
def test_a_doc_comment_between_restated_context_lines_is_not_deleted(language: str) -> None:
    original, snippet = DOCS[language]
    result = merge(original, snippet, language=language)
    assert not result.sure or "least-recently-used" in result.text, result.text


def _field(name: str, label: str, extra: str = "") -> str:
    return (f'      <div class="form-field">\n        <label for="{name}">{label}</label>\n'
            f'        <input id="{name}" name="{name}" type="text"{extra}>\n      </div>\n')


FORM = ('<form action="/signup" method="post">\n' + "\n".join(
    _field(*f) for f in (("name", "Full name"), ("email", "Work email"), ("password", "Password", " required")))
    + '  <button type="submit">Create account</button>\n</form>\n')


def test_a_block_added_among_like_markup_blocks_is_not_read_as_the_next_ones_new_version() -> None:
    """The phone field inserted after the email one, the email field restated above it: read as the password
    field's new version (its ``<div>`` and ``</div>`` restated, its label and input replaced), it deletes that
    field; which is meant, the snippet does not say."""
    phone = _field("phone", 'Phone <span class="optional">(optional)</span>')
    marker = "<!-- ... keep existing code -->\n"
    snippet = f"{marker}{_field('email', 'Work email')}\n{phone}{marker}"
    result = merge(FORM, snippet, language="html")
    expected = FORM.replace(_field("email", "Work email"), _field("email", "Work email") + "\n" + phone)
    assert not result.sure or result.text == expected, result.text
    if not result.sure:
        assert any("a new one beside it?" in x for x in result.reasons), result.reasons


def test_a_markup_blocks_line_edited_in_place_is_sure() -> None:
    """The email field's label reworded: the same tag, alike enough to be its new version."""
    snippet = ('<!-- ... -->\n      <div class="form-field">\n        <label for="email">Work e-mail</label>\n'
               '        <input id="email" name="email" type="text">\n<!-- ... -->\n')
    result = merge(FORM, snippet, language="html")
    assert result.sure and result.text == FORM.replace("Work email", "Work e-mail"), result.reasons


NOTES = {  # language: (original, snippet with a note ``removed: name()`` between restated code, the result)
    "c": ("int uart_read(struct uart *u)\n{\n    return u->rx;\n}\n\n#ifdef UART_DEBUG\n"
          "void uart_dump(const struct uart *u)\n{\n    printf(\"%d\\n\", u->rx);\n}\n#endif\n\n"
          "void uart_deinit(struct uart *u)\n{\n    u->on = 0;\n}\n",
          "// ... existing code ...\n\n// removed: uart_dump() together with its #ifdef UART_DEBUG guard\n\n"
          "void uart_deinit(struct uart *u)\n{\n    // ... existing code ...\n}\n",
          "int uart_read(struct uart *u)\n{\n    return u->rx;\n}\n\nvoid uart_deinit(struct uart *u)\n{\n"
          "    u->on = 0;\n}\n"),
    "javascript": ("function parse(s) {\n  return JSON.parse(s);\n}\n\n"
                   "function legacyParse(s) {\n  return eval(s);\n}\n\n"
                   "function dump(x) {\n  return JSON.stringify(x);\n}\n",
                   "// ... existing code ...\n\n// deleted: legacyParse()\n\nfunction dump(x) {\n  // ...\n}\n",
                   "function parse(s) {\n  return JSON.parse(s);\n}\n\n"
                   "function dump(x) {\n  return JSON.stringify(x);\n}\n"),
    "python": ("def load(path):\n    return open(path).read()\n\n\ndef old_load(path):\n    return None\n\n\n"
               "def save(path, text):\n    open(path, 'w').write(text)\n",
               "# ... existing code ...\n\n# removed: old_load(), nothing calls it\n\n\ndef save(path, text):\n"
               "    # ... existing code ...\n",
               "def load(path):\n    return open(path).read()\n\n\n"
               "def save(path, text):\n    open(path, 'w').write(text)\n"),
}


@pytest.mark.parametrize("language", sorted(NOTES))
def test_a_note_that_names_removed_code_after_a_colon_removes_it(language: str) -> None:
    """``// removed: uart_dump() together with its #ifdef UART_DEBUG guard``: a deletion marker; the function goes
    with the ``#ifdef`` / ``#endif`` that hold only it."""
    original, snippet, expected = NOTES[language]
    result = merge(original, snippet, language=language)
    assert (result.confidence, result.text) == ("exact", expected), (result.reasons, result.text)


APPENDED = {  # name: (language, original, a new block after a marker, ending on a closing line the file ends on)
    "css": ("css", ".card--info {\n  color: blue;\n}\n\n.card--warning {\n  color: orange;\n}\n",
            "/* ... existing code ... */\n\n", ".card--danger {\n  color: red;\n}\n"),
    "less": (None, "@info: blue;\n\n.card-info {\n  color: @info;\n}\n\n.card-warning {\n  color: orange;\n}\n",
             "/* ... existing code ... */\n\n", ".card-danger {\n  color: red;\n}\n"),
    "javascript": ("javascript", "function a() {\n  return 1;\n}\n\nfunction b() {\n  return 2;\n}\n",
                   "// ... existing code ...\n\n", "function c() {\n  return 3;\n}\n"),
}


@pytest.mark.parametrize("case", sorted(APPENDED))
def test_a_block_appended_after_a_marker_is_not_read_onto_the_files_last_closing_line(case: str) -> None:
    """Its only anchor, the ``}`` the file ends on too, puts the new rules inside the last one, which is left open
    (a syntax error where a grammar tells; the restated ``}`` closing a new block where none does); the other
    reading, new code at the file's end, is the one certified."""
    language, original, marker, block = APPENDED[case]
    result = merge(original, marker + block, language=language)
    assert result.sure and result.text == original + "\n" + block, (result.reasons, result.text)


def test_a_restated_closer_that_closes_a_new_block_is_refused_where_no_grammar_tells() -> None:
    """The certifier alone: ``.warning {`` kept, new ``.danger {`` lines, then the restated ``}``."""
    source = Source(".warning {\n  color: orange;\n}\n", None)
    snippet = Snippet("/* ... */\n.danger {\n  color: red;\n}\n", None)
    pieces = (Piece(KEEP, (0, 1), (0, 2), marker=0),
              Piece(WRITE, (1, 4), (2, 3), (Written(".danger {", 1, None), Written("  color: red;", 2, None),
                                            Written("}", 3, 2))),
              Piece(KEEP, (4, 4), (3, 3)))
    result = [".warning {", "  color: orange;", ".danger {", "  color: red;", "}"]
    verdict = certify(source, snippet, Certificate(pieces), result)
    assert any("that block is left open" in x for x in verdict.refusals), verdict.refusals


REDIRECTS = ('[build]\n  command = "npm run build"\n\n[[redirects]]\n  from = "/a"\n  to = "/b"\n  status = 301\n\n'
             '[[redirects]]\n  from = "/feed.xml"\n  to = "/rss.xml"\n  status = 301\n\n'
             '[[redirects]]\n  from = "/api/*"\n  to = "https://api.example.com/:splat"\n  status = 200\n  force = true\n\n'
             '[[redirects]]\n  from = "/pricing/teams"\n  to = "/pricing#teams"\n  status = 302\n')


def test_a_block_appended_after_like_blocks_of_other_lengths_is_one_more_of_them() -> None:
    """A new ``[[redirects]]`` after four, the one before the last with a ``force`` line more: one more item of
    a run of like blocks (not the last one's edited copy), appended at the file's end (its only anchors, lines
    the file has more than once, read as new: a late reading)."""
    new = '[[redirects]]\n  from = "/changelog/*"\n  to = "/blog/releases/:splat"\n  status = 301\n'
    result = merge(REDIRECTS, "# ... existing code ...\n\n" + new, language="toml")
    assert result.sure and result.text == REDIRECTS + "\n" + new, (result.reasons, result.text)


def test_a_statement_appended_at_the_files_end_is_spaced_as_the_snippet_shows() -> None:
    """No block opens on ``DROP TRIGGER ...;``: the blank line the snippet puts after its marker is kept."""
    trigger = "DROP TRIGGER IF EXISTS {0}_audit ON {0};\nCREATE TRIGGER {0}_audit\n" \
              "    AFTER INSERT OR UPDATE ON {0}\n    FOR EACH ROW EXECUTE FUNCTION write_audit_log();\n"
    original, new = trigger.format("orders") + "\n" + trigger.format("refunds"), trigger.format("payouts")
    result = merge(original, "-- ... existing code ...\n\n" + new, language=None)
    assert result.sure and result.text == original + "\n" + new, (result.reasons, result.text)
