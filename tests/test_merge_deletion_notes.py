"""Deletion notes as assistants write them, from probe cases written by people who never read the merge: a note
whose reason follows a dash (``# (legacy-e2e job removed — e2e replaces it)``), one that starts with what it does
(``<!-- removed the #spring-sale banner -->``, ``removed: the deprecated alias section``), one that names a
second thing it removes with the first (``legacy_sessions table and its index removed``); and the section of a
Markdown heading about the removed text, which goes with it."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.markers import is_marker_line

_JOBS = ("jobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm run lint\n\n"
         "  legacy-e2e:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npx cypress run\n\n"
         "  e2e:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npx playwright test\n")
_PY = ("import os\n\n\ndef load(path):\n    return open(os.fspath(path)).read()\n\n\ndef legacy_sync(path):\n"
       "    print('rsync', path)\n\n\ndef save(path, text):\n    open(path, 'w').write(text)\n")
_GO = ("package store\n\nfunc Load(p string) string {\n\treturn p\n}\n\nfunc legacySync(p string) {\n"
       "\tprintln(p)\n}\n\nfunc Save(p string) {\n\tprintln(p)\n}\n")
DASHED = {  # language: (original, snippet with a note whose reason follows a dash, the lines it removes)
    "yaml": (_JOBS, "jobs:\n  # ... lint unchanged ...\n\n  # (legacy-e2e job removed \u2014 Playwright replaces "
             "it)\n\n  e2e:\n    # ... unchanged ...\n", "  legacy-e2e:\n    runs-on: ubuntu-latest\n    steps:\n"
             "      - run: npx cypress run\n\n"),
    "python": (_PY, "# ... existing code ...\n\n# (legacy_sync removed \u2013 nothing calls it)\n\n\n"
               "def save(path, text):\n    # ... existing code ...\n",
               "def legacy_sync(path):\n    print('rsync', path)\n\n\n"),
    "go": (_GO, "// ... existing code ...\n\n// (legacySync removed \u2014 the sync job owns it now)\n\n"
           "func Save(p string) {\n\t// ... existing code ...\n}\n",
           "func legacySync(p string) {\n\tprintln(p)\n}\n\n"),
}


@pytest.mark.parametrize("language", DASHED)
def test_a_note_with_its_reason_after_a_dash_removes_what_it_names(language: str) -> None:
    original, snippet, gone = DASHED[language]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (original.replace(gone, "", 1), True), result.reasons


@pytest.mark.parametrize("line", ["<!-- removed the #spring-sale promo banner (campaign is over) -->",
                                  "<!-- removed: the deprecated POST /users/{id}/avatar alias section -->",
                                  "# Deleted: the old cron block", "-- (legacy_sessions table and its index removed)",
                                  "// (parseFlags removed \u2014 nothing calls it)"])
def test_deletion_notes_are_markers(line: str) -> None:
    assert is_marker_line(line)


@pytest.mark.parametrize("line", ["# removed duplicates before sorting", "<!-- the removed items -->",
                                  "// deleted rows are skipped"])
def test_comments_that_only_use_the_words_are_no_markers(line: str) -> None:
    assert not is_marker_line(line)


_BANNER = ('<body>\n  <header>Shop</header>\n  <div class="banner" id="spring-sale">\n    <p>Spring sale</p>\n'
           '  </div>\n  <div class="banner" id="shipping">\n    <p>Free shipping</p>\n  </div>\n  <main>x</main>\n'
           '</body>\n')


def test_a_note_that_starts_with_removed_the_removes_what_it_is_about() -> None:
    snippet = ('<!-- ... existing code ... -->\n  <header>Shop</header>\n'
               '  <!-- removed the #spring-sale promo banner (campaign is over) -->\n'
               '  <div class="banner" id="shipping">\n<!-- ... existing code ... -->\n')
    result = merge(_BANNER, snippet, language="html")
    gone = '  <div class="banner" id="spring-sale">\n    <p>Spring sale</p>\n  </div>\n'
    assert (result.text, result.sure) == (_BANNER.replace(gone, ""), True), result.reasons


_SQL = ("CREATE TABLE users (\n    id UUID PRIMARY KEY\n);\n\nCREATE TABLE legacy_sessions (\n    sid VARCHAR(64),\n"
        "    user_id UUID,\n    payload TEXT\n);\n\n"
        "CREATE INDEX legacy_sessions_sid_idx ON legacy_sessions (sid);\n\nCREATE TABLE resets (\n    token TEXT\n);\n")
_RB = ("class Api\n  def legacy_key\n    @key\n  end\n\n  def check\n    legacy_key || token\n  end\n\n  def token\n"
       "    @token\n  end\nend\n")


@pytest.mark.parametrize("language,original,snippet", [
    ("sql", _SQL, "-- ... users unchanged ...\n\n-- (legacy_sessions table and its index removed)\n\n"
                 "CREATE TABLE resets (\n-- ... unchanged ...\n"),
    ("ruby", _RB, "class Api\n  # (legacy_key removed: tokens only)\n\n  def check\n    # ... unchanged ...\n  end\n"
                  "  # ... existing code ...\nend\n"),
])
def test_a_removed_name_that_kept_code_beside_it_still_names_is_refused(language, original, snippet) -> None:
    # (the index on legacy_sessions, or a call of legacy_key in code the marker keeps: removed with it, or a
    # reference left dangling? refused, never written so, certified)
    result = merge(original, snippet, language=language)
    assert not result.sure and "still names it" in " ".join(result.reasons), (result.confidence, result.text)


def test_a_repeated_table_that_opens_kept_code_is_no_reference_to_the_one_removed() -> None:
    original = ('[processes]\n  web = "bin/web"\n  legacy_cron = "bin/cron"\n\n[[vm]]\n  size = "2x"\n'
                '  processes = ["web"]\n\n[[vm]]\n  size = "1x"\n  processes = ["legacy_cron"]\n\n[metrics]\n'
                '  port = 9091\n')
    snippet = ('[processes]\n  web = "bin/web"\n\n# ... existing config ...\n\n'
               '# (removed the [[vm]] block for the legacy_cron process)\n\n[metrics]\n  port = 9091\n')
    result = merge(original, snippet, language="toml")
    assert (result.text, result.sure) == (original.replace('  legacy_cron = "bin/cron"\n', "").replace(
        '\n[[vm]]\n  size = "1x"\n  processes = ["legacy_cron"]\n', ""), True), result.reasons


_PYPROJECT = ('[tool.ruff.lint]\nselect = ["E", "I"]\n\n[tool.ruff.lint.isort]\nknown-first-party = ["app"]\n\n'
              '[tool.isort]\nprofile = "black"\n\n[tool.mypy]\nstrict = true\n')


def test_another_declaration_of_the_removed_name_is_no_reference_to_it() -> None:
    snippet = ("# ... existing code ...\n\n# (removed [tool.isort]: ruff sorts imports now)\n\n[tool.mypy]\n"
               "strict = true\n")
    result = merge(_PYPROJECT, snippet, language="toml")
    assert (result.text, result.sure) == (_PYPROJECT.replace('[tool.isort]\nprofile = "black"\n\n', ""), True), \
        result.reasons


_DOCS = ("# API\n\n## Users\n\n### PUT /users/{id}/avatar\n\nUploads a new avatar.\n\n**Response** `204`.\n\n"
         "### POST /users/{id}/avatar\n\nDeprecated alias of `PUT /users/{id}/avatar`.\n\n**Response** `204`.\n\n"
         "### DELETE /users/{id}/avatar\n\nRemoves the avatar.\n")


def test_a_paragraph_removed_takes_the_section_whose_heading_is_about_it_too() -> None:
    snippet = ("### PUT /users/{id}/avatar\n\n<!-- ... unchanged ... -->\n\n"
               "<!-- removed: the deprecated POST /users/{id}/avatar alias section -->\n\n"
               "### DELETE /users/{id}/avatar\n\n<!-- ... rest of the file unchanged ... -->\n")
    result = merge(_DOCS, snippet, language="markdown")
    gone = "### POST /users/{id}/avatar\n\nDeprecated alias of `PUT /users/{id}/avatar`.\n\n**Response** `204`.\n\n"
    assert (result.text, result.sure) == (_DOCS.replace(gone, ""), True), result.reasons


def test_a_paragraph_removed_from_a_kept_section_about_it_too_is_refused() -> None:
    # (the certifier on its own: a reading that removes the POST section's paragraph but keeps its heading, which
    # is about the removed alias as much, is refused, never certified)
    from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    from fastapply.apply.merge.certify import certify
    from fastapply.apply.merge.snippet import Snippet
    from fastapply.apply.merge.source import Source

    snippet = Snippet("### PUT /users/{id}/avatar\n\n<!-- ... unchanged ... -->\n\n<!-- removed: the deprecated "
                      "POST /users/{id}/avatar alias section -->\n\n### DELETE /users/{id}/avatar\n\n"
                      "<!-- ... rest of the file unchanged ... -->\n", "markdown")
    source = Source(_DOCS, "markdown")
    pieces = (Piece(KEEP, (0, 0), (0, 4)), Piece(WRITE, (0, 1), (4, 5), (Written(source.lines[4], 0, 4),), chunk=1),
              Piece(KEEP, (1, 4), (5, 12), marker=2), Piece(KEEP, (4, 6), (12, 16), marker=4, removed=((12, 14),)),
              Piece(WRITE, (6, 7), (16, 17), (Written(source.lines[16], 6, 16),), chunk=2),
              Piece(KEEP, (7, 9), (17, len(source.lines)), marker=8))
    lines = [x for p in pieces for x in ([w.text for w in p.lines] if p.kind == WRITE else
                                         [source.lines[i] for i in p.kept()])]
    verdict = certify(source, snippet, Certificate(pieces), lines)
    assert verdict.confidence == "ambiguous" and any("which is kept" in r for r in verdict.refusals), verdict



@pytest.mark.parametrize("marker", ["    // ... remove the legacyExport() method entirely (CSV export is a job) ...",
                                    "# ... delete legacy_sync, nothing calls it any more ...",
                                    "/* ... drop the .legacy-banner rule ... */"])
def test_an_order_to_delete_between_dots_is_a_marker(marker: str) -> None:
    """``... remove the X() method entirely (...) ...``: up to sixteen words between dots, an order to delete."""
    assert is_marker_line(marker)


@pytest.mark.parametrize("language", ["go", "python"])
def test_an_order_to_delete_between_dots_removes_what_it_names(language: str) -> None:
    original, gone, marker, tail = (
        _GO, "func legacySync(p string) {\n\tprintln(p)\n}\n\n",
        "// ... existing code ...\n\n// ... remove the legacySync() function entirely (the sync job owns it now) ...",
        "func Save(p string) {\n\t// ... existing code ...\n}\n") if language == "go" else (
        _PY, "def legacy_sync(path):\n    print('rsync', path)\n\n\n",
        "# ... existing code ...\n\n\n# ... delete legacy_sync, nothing calls it any more ...",
        "def save(path, text):\n    # ... existing code ...\n")
    result = merge(original, marker + "\n\n" + tail, language=language)
    assert (result.text, result.sure) == (original.replace(gone, ""), True), result.reasons
