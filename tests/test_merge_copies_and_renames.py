"""Four certifier rules from the ninth frozen split's wrong files (tests/data/apply_novel), each with the reading
that makes the right file where one exists: a chunk's restated context read as new code (``copied``; placed by its
lines that stand once instead), a reworded Markdown paragraph kept beside its new wording (``prose_kept``), a new
block whose lines were read as edits renaming an old one that it still names (``renamed``), and helpers kept beyond
a markerless edge that nothing uses any more (``orphaned``)."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

_GRANTS = [("owner", "billing.manage"), ("editor", "content.edit"), ("viewer", "content.read")]
_SEED = "".join(f"-- {role}\nINSERT INTO role_permissions (role_id, permission_id)\nSELECT r.id, p.id\n"
                f"FROM roles r JOIN permissions p ON p.code = '{code}'\nWHERE r.name = '{role}'\n"
                "ON CONFLICT DO NOTHING;\n\n" for role, code in _GRANTS).rstrip("\n") + "\n"
_VIEWER = _SEED[_SEED.index("-- viewer") :]
_AUDITOR = _VIEWER.replace("viewer", "auditor").replace("content.read", "audit.read")


def test_a_statement_restated_above_a_new_one_is_placed_by_its_own_lines() -> None:
    """The restated ``-- viewer`` statement shares more generic lines with the editor/viewer pair than with
    itself: the chunk is placed by the lines that stand once (``WHERE r.name = 'viewer'``), not written twice."""
    result = merge(_SEED, "-- ...\n\n" + _VIEWER + "\n" + _AUDITOR, language="sql")
    assert (result.text, result.sure) == (_SEED + "\n" + _AUDITOR, True), result.reasons


@pytest.mark.parametrize("language", [None, "python"])
def test_context_written_again_after_itself_is_refused(language: str | None) -> None:
    original = _SEED if language is None else "".join(
        f"def grant_{role}(db):\n    db.grant('{role}', '{code}')\n    db.audit('{role}')\n    db.commit()\n\n\n"
        for role, code in _GRANTS).rstrip("\n") + "\n"
    source = Source(original, language)
    tail = original.split("\n\n")[-1].rstrip("\n").split("\n")  # the last statement / function
    snippet = Snippet("\n".join(["# ... existing code ...", *tail, "", "x = 1"]) + "\n", language)
    written = tuple(Written(text, n, None) for n, text in enumerate(snippet.lines[1:], 1))
    certificate = Certificate((Piece(KEEP, (0, 1), (0, len(source.lines)), marker=0),
                               Piece(WRITE, (1, len(snippet.lines)), (len(source.lines),) * 2, written, chunk=1)))
    verdict = certify(source, snippet, certificate, certificate.render(source.lines))
    assert any("repeat the original lines kept right above" in r for r in verdict.refusals), verdict.refusals


_README = ("# tool\n\n[![CI](https://ci/badge.svg)](https://ci)\n\n"
           "Point-in-time snapshots of PostgreSQL schemas for code review.\n\n## Install\n\n"
           "Run `cargo install tool` to get it.\n")


@pytest.mark.parametrize("tagline, reason", [("Reviewable, point-in-time snapshots of PostgreSQL schemas.",
                                              "its old wording kept"),
                                             ("Built by the storage team at Example Corp, in Rust.",
                                              "the section's old text kept after its new version")])
def test_a_reworded_paragraph_is_not_kept_beside_its_new_wording(tagline: str, reason: str) -> None:
    """A new tagline after the badges, the marker keeping the old one right after it: reworded (most words the
    same), its old wording kept; unlike it, a new paragraph before the section's old text, or its new version? Both
    refused."""
    snippet = (f"# tool\n\n[![CI](https://ci/badge.svg)](https://ci)\n[![docs](https://docs/badge.svg)](https://docs)"
               f"\n\n{tagline}\n\n<!-- ... rest unchanged ... -->\n")
    result = merge(_README, snippet, language="markdown")
    assert not result.sure and any(reason in r for r in result.reasons), result.reasons


_FIELDS = """export function Form({ values, update }: Props) {
  return (
    <form>
      <label className="field">
        <input type="text" value={values.name} onChange={(e) => update("name", e.target.value)} />
      </label>
      <label className="field">
        <input
          type="checkbox"
          checked={values.emailNotifications}
          onChange={(e) => update("emailNotifications", e.target.checked)}
        />
        <span>Email notifications</span>
      </label>
    </form>
  );
}
"""


@pytest.mark.parametrize("between, refused", [('          disabled={!values.emailNotifications}\n', True),
                                              ("          disabled={saving}\n", False)])
def test_a_new_field_read_as_a_rename_of_the_one_it_names_is_refused(between: str, refused: bool) -> None:
    """Two edits rename ``emailNotifications`` to ``weeklyDigest`` while a new line between them still names the
    old field: a new field beside it, not the old one renamed (with ``disabled={saving}``: the rename, written)."""
    snippet = ("      {/* ... existing fields ... */}\n      <label className=\"field\">\n        <input\n"
               "          type=\"checkbox\"\n          checked={values.weeklyDigest}\n" + between +
               "          onChange={(e) => update(\"weeklyDigest\", e.target.checked)}\n        />\n"
               "        <span>Weekly digest</span>\n      </label>\n    </form>\n  );\n}\n")
    result = merge(_FIELDS, snippet, language="tsx")
    assert (not result.sure) is refused, result.reasons
    assert not refused or any("still names 'emailNotifications'" in r for r in result.reasons)


_DATES = {"python": ('MONTHS = ["Jan", "Feb", "Mar"]\n\n\ndef pad(value):\n    return f"{value:02d}"\n\n\n'
                     'def format_date(d):\n    return f"{MONTHS[d.month - 1]} {pad(d.day)}"\n\n\n'
                     'def format_time(t):\n    return f"{pad(t.hour)}:{pad(t.minute)}"\n',
                     'def format_date(d):\n    return d.strftime("%b %d")\n\n\n'
                     'def format_time(t):\n    return t.strftime("%H:%M")\n'),
          "typescript": ('const MONTHS = ["Jan", "Feb", "Mar"];\n\nfunction pad(value: number): string {\n'
                         '  return value < 10 ? `0${value}` : String(value);\n}\n\n'
                         'export function formatDate(d: Date): string {\n'
                         '  return `${MONTHS[d.getMonth()]} ${pad(d.getDate())}`;\n}\n',
                         'export function formatDate(d: Date): string {\n'
                         '  return new Intl.DateTimeFormat("en-US", { month: "short" }).format(d);\n}\n'),
          "go": ('package dates\n\nvar months = []string{"Jan", "Feb", "Mar"}\n\nfunc pad(v int) string {\n'
                 '\treturn fmt.Sprintf("%02d", v)\n}\n\nfunc FormatDate(t time.Time) string {\n'
                 '\treturn months[t.Month()-1] + " " + pad(t.Day())\n}\n',
                 'func FormatDate(t time.Time) string {\n\treturn t.Format("Jan 02")\n}\n')}


@pytest.mark.parametrize("language", sorted(_DATES))
def test_helpers_nothing_uses_any_more_are_not_kept_beyond_a_markerless_edge(language: str) -> None:
    """A markerless snippet that rewrites the file's end so that nothing uses the helpers above it any more: the
    whole new file, or an edit that leaves them unused? A doubt, not a guess; where the rewrite still uses them,
    the code beyond the edge is kept, as the edge rule says."""
    original, snippet = _DATES[language]
    result = merge(original, snippet, language=language)
    assert not result.sure and any("nothing uses it now" in r for r in result.reasons), result.reasons
    still = snippet.replace('t.Format("Jan 02")', 'months[0] + pad(t.Day())').replace(
        'd.strftime("%b %d")', 'pad(d.day)').replace('new Intl.DateTimeFormat("en-US", { month: "short" }).format(d)',
                                                     'MONTHS[0] + pad(d.getDate())')
    kept = merge(original, still.replace('t.strftime("%H:%M")', "MONTHS[0]"), language=language)
    assert kept.sure and kept.text.startswith(original.split("\n")[0]), kept.reasons


_OPTIONS = ("class Options(Base):\n    strict = _Level(default='warn')\n    links = _Level(default='info')\n"
            "    omitted = _Level(default='info')\n    nav = _Nav()\n")


@pytest.mark.parametrize("snippet", [
    # the renamed lines first, the new line that names the old name after them: a rename and a new option
    "class Options(Base):\n    strict = _Validation(default='warn')\n    links = _Validation(default='info')\n"
    "    anchors = _Level(default='info')\n    # ... existing code ...\n",
    # the new line between them, but a restated line names the old name too: not a block renamed through
    "class Options(Base):\n    strict = _Validation(default='warn')\n    anchors = _Level(default='info')\n"
    "    links = _Validation(default='info')\n    omitted = _Level(default='info')\n    # ... existing code ...\n"])
def test_a_rename_beside_a_new_line_that_names_the_old_name_is_written(snippet: str) -> None:
    result = merge(_OPTIONS, snippet, language="python")
    assert result.sure and "_Validation(default='info')" in result.text and "_Level(default='warn')" not in \
        result.text, result.reasons


_LISTS = {"toml": ('classifiers = [\n  "Python :: 3.10",\n  "Typing :: Typed",\n]\n', '  "Typing :: Typed",'),
          "python": ('CLASSIFIERS = [\n    "Python :: 3.10",\n    "Typing :: Typed",\n]\n', '    "Typing :: Typed",'),
          "yaml": ('python:\n  - "3.10"\n  - "pypy-3.9"\nsteps: []\n', '  - "pypy-3.9"')}


@pytest.mark.parametrize("language", sorted(_LISTS))
def test_a_list_item_written_new_while_its_original_is_kept_is_refused(language: str) -> None:
    """A reading that keeps the list and writes its last item again after new ones (``"Typing :: Typed",`` twice)
    is refused: one string item the original has once is not written twice."""
    original, item = _LISTS[language]
    source = Source(original, language)
    last = len(source.lines) - 1  # the line after the list's items: ``]`` / ``steps: []``
    snippet = Snippet(f"# ... existing code ...\n{item.replace('Typing :: Typed', 'Python :: 3.11')}\n{item}\n"
                      f"{source.lines[last]}\n", language)
    written = (Written(snippet.lines[1], 1, None), Written(snippet.lines[2], 2, None), Written(source.lines[last], 3, last))
    certificate = Certificate((Piece(KEEP, (0, 1), (0, last), marker=0),
                               Piece(WRITE, (1, 4), (last, last + 1), written, chunk=1)))
    verdict = certify(source, snippet, certificate, certificate.render(source.lines))
    assert any("is written new" in r and "written twice" in r for r in verdict.refusals), verdict.refusals


_RESIZE = ("float scale_x(int w, int out_w) {\n    const float sx = static_cast<float>(w) / out_w;\n"
           "    const float sy = static_cast<float>(w) / out_w;\n    return sx + sy;\n}\n")


def test_an_edit_wrapped_over_two_lines_is_no_new_block_beside_the_old() -> None:
    """Two edits replace ``static_cast`` by a condition on ``align``, each wrapped onto a deeper line that still
    names ``static_cast``: the continuation of its edit, not a new line beside a renamed block."""
    snippet = ("float scale_x(int w, int out_w, bool align) {\n"
               "    const float sx = align && out_w > 1 ? (w - 1.0f) / (out_w - 1)\n"
               "                                        : static_cast<float>(w) / out_w;\n"
               "    const float sy = align && out_w > 1 ? (w - 1.0f) / (out_w - 1)\n"
               "                                        : static_cast<float>(w) / out_w;\n"
               "    return sx + sy;\n}\n")
    result = merge(_RESIZE, snippet, language="cpp")
    assert (result.text, result.sure) == (snippet, True), result.reasons


def _grants(role: str, codes: str) -> str:
    return (f"-- {role}\nINSERT INTO roles (name) VALUES ('{role}')\nON CONFLICT (name) DO NOTHING;\n\n"
            f"INSERT INTO role_permissions (role_id, permission_id)\nSELECT r.id, p.id\nFROM roles r\n"
            f"JOIN permissions p ON p.code IN ({codes})\nWHERE r.name = '{role}'\nON CONFLICT DO NOTHING;\n")


def test_a_new_statement_after_the_last_is_not_read_as_its_edit_by_the_files_last_line() -> None:
    """A new role's statements after a marker end on ``ON CONFLICT DO NOTHING;``, the file's last line, which ends
    every statement: that line does not pin a reading that rewrites the last role's lines found once into the new
    role's; the statements are appended."""
    original = _grants("admin", "'a.write'") + "\n" + _grants("sales", "'c.read', 'c.write'")
    new = _grants("auditor", "'i.read', 'r.read'")
    result = merge(original, "-- ...\n\n" + new, language="sql")
    assert (result.text, result.sure) == (original + "\n" + new, True), result.reasons
