"""Wrong files found on probe cases written by people who never read the merge, each refused or written right
now: a shell ``case`` branch added (its ``;;`` read as a comment, then as the next branch's: ``lines.is_comment``,
``neighbours._declared_body``), a deletion note in brackets that names a bare table written into the file as code
(``markers.says_removed``), and a one-line JSX element rewritten over seven lines with the old kept below
(``spread.opened``, ``spread.SPREAD``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.lines import is_comment
from fastapply.apply.merge.markers import says_removed
from fastapply.evals.cases import load_cases

_SH = ('#!/usr/bin/env bash\nset -euo pipefail\n\nmain() {\n  local cmd="${1:-}"\n  case "$cmd" in\n    deploy)\n'
       '      rollout "$2"\n      ;;\n    status)\n      kubectl rollout status "deployment/${APP}"\n      ;;\n'
       '    -h|--help|"")\n      usage\n      ;;\n    *)\n      die "unknown command: $cmd"\n      ;;\n  esac\n}\n\n'
       'main "$@"\n')


def test_a_new_case_branch_after_a_like_one_keeps_the_next_branch() -> None:
    assert not is_comment("      ;;") and is_comment(";; a lisp comment")
    snippet = ('main() {\n  local cmd="${1:-}"\n  case "$cmd" in\n    # ... deploy unchanged ...\n    status)\n'
               '      kubectl rollout status "deployment/${APP}"\n      ;;\n    rollback)\n'
               '      kubectl rollout undo "deployment/${APP}"\n      ;;\n    # ... rest of the cases ...\n  esac\n}\n')
    result = merge(_SH, snippet, language="bash")
    assert result.text == _SH.replace('    -h|--help|"")', '    rollback)\n      kubectl rollout undo '
                                      '"deployment/${APP}"\n      ;;\n    -h|--help|"")'), result.reasons
    assert result.sure, result.reasons


NOTES = {  # language: (original, snippet whose bracketed note names a bare name it removes)
    "sql": ("-- Auth schema\n\nCREATE TABLE users (\n    id UUID PRIMARY KEY,\n    email TEXT NOT NULL UNIQUE\n);\n\nCREATE TABLE legacy_sessions (\n    sid TEXT\n);\n\n"
            "CREATE INDEX legacy_sessions_idx ON legacy_sessions (sid);\n\nCREATE TABLE resets (\n    token TEXT\n);\n",
            "-- ... users unchanged ...\n\n-- (legacy_sessions table and its index removed; the old store is gone)\n\n"
            "CREATE TABLE resets (\n-- ... unchanged ...\n"),
    "python": ("import os\n\n\ndef load():\n    return os.environ\n\n\ndef legacy_sync(x):\n    return x\n\n\n"
               "def save():\n    pass\n",
               "# ... load unchanged ...\n\n# (legacy_sync and its two callers removed in favour of the queue)\n\n"
               "def save():\n    pass\n"),
    "javascript": ("export const a = 1;\n\nexport function legacyFormat(d) {\n  return d.toString();\n}\n\n"
                   "export function format(d) {\n  return d.toISOString();\n}\n",
                   "// ... a unchanged ...\n\n// (legacyFormat and the moment shim removed; format covers both)\n\n"
                   "export function format(d) {\n  return d.toISOString();\n}\n"),
}


@pytest.mark.parametrize("language", list(NOTES))
def test_a_bracketed_note_naming_what_it_removes_is_never_certified_as_code(language) -> None:
    original, snippet = NOTES[language]
    note = next(line for line in snippet.splitlines() if "removed" in line)
    assert says_removed(note)
    result = merge(original, snippet, language=None if language == "sql" else language)
    assert not result.sure or note not in result.text, result.text


SPREADS = {  # language: (original, snippet rewriting one element over seven lines)
    "tsx": ('export function Nav({ n }: Props) {\n  return (\n    <nav>\n'
            '      <NavItem to="/home" icon={<HomeIcon />} label="Home" collapsed={n} />\n'
            '      <NavItem to="/inbox" icon={<InboxIcon />} label="Inbox" collapsed={n} />\n'
            '      <NavItem to="/files" icon={<FileIcon />} label="Files" collapsed={n} />\n    </nav>\n  );\n}\n',
            '      <NavItem to="/home" icon={<HomeIcon />} label="Home" collapsed={n} />\n      <NavItem\n'
            '        to="/inbox"\n        icon={<InboxIcon />}\n        label="Inbox"\n        collapsed={n}\n'
            '        trailing={<Badge count={3} />}\n      />\n      {/* ... remaining items ... */}\n',
            '      <NavItem to="/inbox" icon={<InboxIcon />} label="Inbox" collapsed={n} />\n'),
    "html": ('<form>\n  <label for="email">Email</label>\n  <input id="email" name="email" type="email" required>\n'
             '  <label for="name">Name</label>\n  <input id="name" name="name" type="text">\n</form>\n',
             '  <label for="email">Email</label>\n  <input\n    id="email"\n    name="email"\n    type="email"\n'
             '    autocomplete="email"\n    required\n  >\n  <!-- ... rest of the form ... -->\n',
             '  <input id="email" name="email" type="email" required>\n'),
    "python": ("def main():\n    start()\n    run_server(host, port, workers, reload, log_level)\n    stop()\n",
               "def main():\n    start()\n    run_server(\n        host,\n        port,\n        workers,\n        reload,\n"
               "        log_level,\n        access_log=False,\n    )\n    # ... existing code ...\n",
               "    run_server(host, port, workers, reload, log_level)\n"),
}


@pytest.mark.parametrize("language", list(SPREADS))
def test_a_line_rewritten_over_seven_lines_is_not_kept_below_them(language) -> None:
    original, snippet, old = SPREADS[language]
    result = merge(original, snippet, language=language)
    assert not result.sure or old not in result.text, result.text
    assert result.sure, result.reasons


PARAGRAPHS = {  # language: (original, snippet: a marker, a new assignment, a blank line, the next paragraph, expected)
    None: ("GO ?= go\nDIST := dist\n\n.PHONY: all build clean\n\nall: build\n",
           "# ... variables unchanged ...\nBENCHTIME ?= 2s\n\n.PHONY: all build bench clean\n\n# ... targets ...\n",
           "GO ?= go\nDIST := dist\nBENCHTIME ?= 2s\n\n.PHONY: all build bench clean\n\nall: build\n"),
    "python": ("import os\n\nTIMEOUT = 10\nRETRIES = 3\n\n\ndef run():\n    return os.getcwd()\n",
               "# ... existing code ...\nBACKOFF = 2.0\n\n\ndef run():\n    # ... existing code ...\n",
               "import os\n\nTIMEOUT = 10\nRETRIES = 3\nBACKOFF = 2.0\n\n\ndef run():\n    return os.getcwd()\n"),
    "java": ("package app;\n\nimport java.util.List;\n\nclass A {\n    List<String> xs;\n}\n",
             "// ... existing code ...\nimport java.time.Instant;\n\nimport java.util.List;\n// ... existing code ...\n",
             "package app;\n\nimport java.time.Instant;\n\nimport java.util.List;\n\nclass A {\n    List<String> xs;\n}\n"),
}


@pytest.mark.parametrize("language", list(PARAGRAPHS), ids=lambda x: x or "makefile")
def test_new_code_right_under_a_marker_joins_the_paragraph_it_goes_on(language) -> None:
    """New assignments right under a marker go on the paragraph of assignments above (the file's blank line after
    them); other new code is a paragraph of its own (an ``import`` after ``package``: the blank line stays above)."""
    original, snippet, expected = PARAGRAPHS[language]
    result = merge(original, snippet, language=language)
    assert result.text == expected, result.reasons
    assert result.sure, result.reasons


APPENDED = [("apply_closed", "javascript/h2_js_express_orders_cancel_route"),
            ("apply_unseen", "javascript/express_users_router_patch_status"),
            ("apply_blind", "php/invoice_controller_add_refund_action")]


@pytest.mark.parametrize("split,case_id", APPENDED, ids=[c for _, c in APPENDED])
def test_a_handler_appended_after_like_handlers_is_new_code(split, case_id) -> None:
    """A route (an action) appended after like ones: its lines (``try {``, ``} catch (err) {``, the lookup and
    the 404) stand in the routes before it. Read as their edit, two routes are joined and refused; the snippet's
    last chunk that ends on the file's last line (``module.exports = router;``, found once) is read as new code
    before it (``place._before_tail``); and its body, holding a kept route's body with more than half as many
    lines again added, is new code, not a copy of that route (``declared._within``)."""
    case = next(c for c in load_cases(Path(__file__).parent / "data" / split) if c.id == case_id)
    result = merge(case.original, case.update, language=case.language)
    assert result.text == case.final, result.reasons
    assert result.sure, result.reasons


def test_a_string_value_that_goes_on_inside_its_quotes_is_the_lines_new_version_a_key_that_does_is_not() -> None:
    """``href="/signup?plan=pro"`` now ``href="/signup?plan=pro&amp;promo=spring24"``: the Pro button edited (its one
    alike version pins the chunk; it was refused as one that could stand elsewhere). A key that goes on is another
    key: ``'hljs_style_dark': 'github-dark',`` is new beside ``'hljs_style': 'github',``, not its edit."""
    from fastapply.apply.merge.lines import edits

    assert edits('<a class="btn" href="/signup?plan=pro&amp;promo=spring24">Choose Pro</a>',
                 '<a class="btn" href="/signup?plan=pro">Choose Pro</a>')
    assert not edits("'hljs_style_dark': 'github-dark',", "'hljs_style': 'github',")
    case = next(c for c in load_cases(Path(__file__).parent / "data" / "apply_adv")
                if c.id == "html/pricing_cards_pro_price_change")
    result = merge(case.original, case.update, language=case.language)
    assert (result.text, result.sure) == (case.final, True), result.reasons
