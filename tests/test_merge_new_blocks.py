"""New blocks and lone edits among alike ones: a new key or target whose lines look like another's (its lines are
new code: ``scopes._new_bodies``), a lone edited line placed in the block its indented marker stands in
(``unanchored.identity_anchor``), a number literal edited (``0xF4511E`` -> ``0xE8590C``: ``lines.edits``), a
one-line ``case`` that opens no block (``neighbours._opens_branch``), and deletion notes that name a kind or a
Swift selector (``markers._GONE``). Seen on edits written by people who never read the merge: each was refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.lines import edits, identity
from fastapply.apply.merge.markers import is_marker_line, removes
from fastapply.evals.cases import load_cases


def _merged(original: str, snippet: str, language: str | None, expected: str) -> None:
    result = merge(original, snippet, language=language)
    assert result.text == expected, result.reasons
    assert result.sure, result.reasons


_GO = ("package m\n\nfunc New() *C {\n\tc := &C{\n\t\thits: NewCounter(Opts{\n\t\t\tNamespace: ns,\n"
       "\t\t\tName:      \"hits_total\",\n\t\t\tHelp:      \"Lookups that found it.\",\n\t\t}),\n"
       "\t\tmisses: NewCounter(Opts{\n\t\t\tNamespace: ns,\n\t\t\tName:      \"misses_total\",\n"
       "\t\t\tHelp:      \"Lookups that missed.\",\n\t\t}),\n\t}\n\treturn c\n}\n")
NEW_BLOCKS = {  # language: (original, snippet adding a block whose lines look like the block above, expected)
    "go": (_GO,
           "func New() *C {\n\tc := &C{\n\t\t// ...\n\t\tevictions: NewCounter(Opts{\n\t\t\tNamespace: ns,\n"
           "\t\t\tName:      \"evictions_total\",\n\t\t\tHelp:      \"Entries evicted.\",\n\t\t}),\n\t}\n"
           "\treturn c\n}\n",
           _GO.replace("\t}\n\treturn c", "\t\tevictions: NewCounter(Opts{\n\t\t\tNamespace: ns,\n"
                       "\t\t\tName:      \"evictions_total\",\n\t\t\tHelp:      \"Entries evicted.\",\n"
                       "\t\t}),\n\t}\n\treturn c")),
    None: ("build:\n\tgo build ./...\n\n.PHONY: force\nforce:\n\t@test -n \"$(V)\" || (echo \"usage: V=<v>\" && exit 1)\n"
           "\tmigrate force $(V)\n",
           "# ... existing targets ...\n\n.PHONY: create\ncreate:\n"
           "\t@test -n \"$(NAME)\" || (echo \"usage: NAME=<n>\" && exit 1)\n\tmigrate create $(NAME)\n",
           "build:\n\tgo build ./...\n\n.PHONY: force\nforce:\n\t@test -n \"$(V)\" || (echo \"usage: V=<v>\" && exit 1)\n"
           "\tmigrate force $(V)\n\n.PHONY: create\ncreate:\n"
           "\t@test -n \"$(NAME)\" || (echo \"usage: NAME=<n>\" && exit 1)\n\tmigrate create $(NAME)\n"),
    "javascript": ("const routes = {\n  users: {\n    method: \"GET\",\n    path: \"/users\",\n    auth: true,\n  },\n"
                   "  teams: {\n    method: \"GET\",\n    path: \"/teams\",\n    auth: true,\n  },\n};\n\n"
                   "export default routes;\n",
                   "const routes = {\n  // ... existing routes ...\n  invoices: {\n    method: \"GET\",\n"
                   "    path: \"/invoices\",\n    auth: true,\n  },\n};\n\n// ... existing code ...\n",
                   "const routes = {\n  users: {\n    method: \"GET\",\n    path: \"/users\",\n    auth: true,\n  },\n"
                   "  teams: {\n    method: \"GET\",\n    path: \"/teams\",\n    auth: true,\n  },\n  invoices: {\n"
                   "    method: \"GET\",\n    path: \"/invoices\",\n    auth: true,\n  },\n};\n\nexport default routes;\n"),
}


@pytest.mark.parametrize("language", list(NEW_BLOCKS), ids=lambda x: x or "makefile")
def test_a_new_block_whose_lines_look_like_another_is_new_code(language) -> None:
    original, snippet, expected = NEW_BLOCKS[language]
    _merged(original, snippet, language, expected)


def test_a_renamed_key_with_its_lines_restated_is_no_new_block() -> None:
    original = ("def f(name):\n    \"\"\"Load a theme.\n\n    Parameters:\n        name: The theme's name.\n"
                "        path: Where it lies.\n    \"\"\"\n    return name\n")
    snippet = ("def f(name):\n    \"\"\"Load a theme.\n\n    Args:\n        name: The theme's name.\n"
               "    # ... existing code ...\n")
    result = merge(original, snippet, language="python")
    assert "Parameters:" not in result.text and result.text.count("name: The theme's name.") == 1


def test_a_renamed_key_with_a_marker_inside_is_no_new_block() -> None:
    """A marker inside a block under a new name stands for the rest of an original block: a rename, its restated
    lines on the old ones."""
    original = ('const routes = {\n  users: {\n    method: "GET",\n    path: "/users",\n    auth: true,\n'
                '    cache: 60,\n  },\n  teams: {\n    method: "GET",\n    path: "/teams",\n    auth: true,\n'
                '    cache: 60,\n  },\n};\n\nexport default routes;\n')
    snippet = ('const routes = {\n  members: {\n    method: "GET",\n    path: "/members",\n'
               '    // ... rest unchanged ...\n  },\n  // ... existing routes ...\n};\n\n// ... existing code ...\n')
    expected = original.replace("  users: {\n    method: \"GET\",\n    path: \"/users\"",
                                "  members: {\n    method: \"GET\",\n    path: \"/members\"")
    _merged(original, snippet, "javascript", expected)


SWITCHES = {  # language: (original with the same case in several switches, snippet editing the second's, expected)
    "swift": ("enum Theme {\n    case sea\n    case sun\n\n    var background: Color {\n        switch self {\n"
              "        case .sea: return Color(hex: 0xE8F4FD)\n        case .sun: return Color(hex: 0xFFF1E6)\n"
              "        }\n    }\n\n    var accent: Color {\n        switch self {\n"
              "        case .sea: return Color(hex: 0x0A84FF)\n        case .sun: return Color(hex: 0xF4511E)\n"
              "        }\n    }\n\n    var text: Color {\n        switch self {\n"
              "        case .sea: return Color(hex: 0x0B2545)\n        case .sun: return Color(hex: 0x3E1F0D)\n"
              "        }\n    }\n}\n",
              "    var accent: Color {\n        switch self {\n        // ...\n"
              "        case .sun: return Color(hex: 0xE8590C)\n        // ...\n        }\n    }\n",
              "0xF4511E", "0xE8590C"),
    "go": ("package t\n\nfunc Background(t Theme) int {\n\tswitch t {\n\tcase Sea:\n\t\treturn 0xE8F4FD\n"
           "\tcase Sun:\n\t\treturn 0xFFF1E6\n\t}\n\treturn 0\n}\n\nfunc Accent(t Theme) int {\n\tswitch t {\n"
           "\tcase Sea:\n\t\treturn 0x0A84FF\n\tcase Sun:\n\t\treturn 0xF4511E\n\t}\n\treturn 0\n}\n\n"
           "func Text(t Theme) int {\n\tswitch t {\n\tcase Sea:\n\t\treturn 0x0B2545\n\tcase Sun:\n"
           "\t\treturn 0x3E1F0D\n\t}\n\treturn 0\n}\n",
           "func Accent(t Theme) int {\n\tswitch t {\n\t// ...\n\tcase Sun:\n\t\treturn 0xE8590C\n\t}\n"
           "\treturn 0\n}\n",
           "0xF4511E", "0xE8590C"),
    "c": ("int background(enum theme t) {\n    switch (t) {\n    case SEA: return 0xE8F4FD;\n"
          "    case SUN: return 0xFFF1E6;\n    }\n    return 0;\n}\n\nint accent(enum theme t) {\n    switch (t) {\n"
          "    case SEA: return 0x0A84FF;\n    case SUN: return 0xF4511E;\n    }\n    return 0;\n}\n\n"
          "int text(enum theme t) {\n    switch (t) {\n    case SEA: return 0x0B2545;\n"
          "    case SUN: return 0x3E1F0D;\n    }\n    return 0;\n}\n",
          "int accent(enum theme t) {\n    switch (t) {\n    /* ... */\n    case SUN: return 0xE8590C;\n    }\n"
          "    return 0;\n}\n",
          "0xF4511E", "0xE8590C"),
}


@pytest.mark.parametrize("language", list(SWITCHES))
def test_a_lone_edited_case_goes_in_the_switch_its_marker_stands_in(language) -> None:
    original, snippet, old, new = SWITCHES[language]
    _merged(original, snippet, language, original.replace(old, new))


def test_a_number_literal_edited_keeps_the_line_a_new_version() -> None:
    assert edits("case .sun: return Color(hex: 0xE8590C)", "case .sun: return Color(hex: 0xF4511E)")
    assert edits("timeout = 2.5e3", "timeout = 1.5e3")
    assert not edits("case .sun: return Color(hex: 0xE8590C)", "case .sea: return Color(hex: 0xF4511E)")


NOTES = {  # language: (original, snippet with a deletion note, the removed text)
    "sql": ("-- Reporting views\n\n" + "".join(
                f"CREATE OR REPLACE VIEW {name} AS\nSELECT e.id, sum(t.hours) AS hours\nFROM timesheets t\n"
                "JOIN employees e ON e.id = t.employee_id\nGROUP BY e.id;\n\n"
                for name in ("daily_totals", "weekly_totals", "legacy_summary", "gross_pay")) + "GRANT SELECT ON ALL;\n",
            "-- ... daily_totals and weekly_totals unchanged ...\n\n"
            "-- (legacy_summary view removed; weekly_totals replaces it)\n\n-- ... gross_pay and the grant unchanged ...\n",
            "CREATE OR REPLACE VIEW legacy_summary AS\nSELECT e.id, sum(t.hours) AS hours\nFROM timesheets t\n"
            "JOIN employees e ON e.id = t.employee_id\nGROUP BY e.id;\n\n"),
    "swift": ("final class Store {\n    func save() {\n        write()\n    }\n\n"
              "    func migrate(_ old: String, accounts: [String]) {\n        copy(old)\n    }\n\n"
              "    func load() {\n        read()\n    }\n}\n",
              "final class Store {\n    // ... existing code ...\n\n"
              "    // migrate(_:accounts:) removed — 1.x installs are no longer supported\n\n"
              "    // ... existing code ...\n}\n",
              "    func migrate(_ old: String, accounts: [String]) {\n        copy(old)\n    }\n\n"),
    "python": ("def a():\n    return 1\n\n\ndef old_sync():\n    return 2\n\n\ndef b():\n    return 3\n",
               "# ... existing code ...\n\n# old_sync function removed: nothing calls it\n\n# ... existing code ...\n",
               "def old_sync():\n    return 2\n\n\n"),
}


@pytest.mark.parametrize("language", list(NOTES))
def test_notes_that_name_a_kind_or_a_selector_remove_it(language) -> None:
    original, snippet, removed = NOTES[language]
    assert removed in original
    _merged(original, snippet, None if language == "sql" else language, original.replace(removed, ""))


def test_note_words() -> None:
    assert removes("// migrate(_:accounts:) removed") == ("migrate",)
    assert is_marker_line("-- (legacy_summary view removed; weekly replaces it)")
    assert not is_marker_line("# the cache table removed rows twice")  # (prose: no name first)


RECORDS = [("apply_sealed", "java/money_class_to_record"), ("apply_trial", "java/http_client_retry_policy_record"),
           ("apply_hidden", "java/shipment_dto_to_record_rewrite")]


@pytest.mark.parametrize("split,case_id", RECORDS, ids=[c for _, c in RECORDS])
def test_a_class_made_a_record_keeps_its_restated_body_on_the_old_one(split, case_id) -> None:
    """A new head whose bare name the original declares (``class Money`` now ``record Money``) opens no new block:
    its restated lines stand for the old ones (else both copies are kept, each declared twice)."""
    case = next(c for c in load_cases(Path(__file__).parent / "data" / split) if c.id == case_id)
    _merged(case.original, case.update, case.language, case.final)


def test_a_go_method_of_a_generic_type_is_named_by_its_whole_receiver_type() -> None:
    """``func (c *Cache[K, V]) Put`` sets ``Cache[K, V].Put``: a snippet that opens inside another method and
    ends on Put's first line before a marker keeps Put (read as ``V].Put``, it renamed it)."""
    assert identity("func (c *Cache[K, V]) Put(key K, value V) {") == "func Cache[K, V].Put"
    assert identity("func (c *Cache) Put() {") == identity("func (*Cache) Put() {") == "func Cache.Put"
    original = ("package lru\n\nfunc (c *Cache[K, V]) Get(key K) (V, bool) {\n\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n"
                "\telem := c.items[key]\n\treturn elem.value, true\n}\n\n"
                "func (c *Cache[K, V]) Put(key K, value V) {\n\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n"
                "\tc.items[key] = value\n}\n")
    snippet = ("// ... existing code ...\n\telem := c.items[key]\n\treturn elem.value, true\n}\n\n"
               "func (c *Cache[K, V]) Len() int {\n\treturn len(c.items)\n}\n\n"
               "func (c *Cache[K, V]) Put(key K, value V) {\n\t// ... existing code ...\n")
    _merged(original, snippet, "go", original.replace(
        "func (c *Cache[K, V]) Put", "func (c *Cache[K, V]) Len() int {\n\treturn len(c.items)\n}\n\n"
        "func (c *Cache[K, V]) Put"))


def test_a_note_naming_a_qualified_function_removes_the_declaration_of_its_last_part() -> None:
    """``-- ... removed M.legacy_id() ...``: Lua's ``function M.legacy_id()`` declares ``legacy_id`` in the
    module table ``M``, as a Go method ``Cache.Evict`` declares ``Evict``."""
    assert removes("-- ... removed M.legacy_id() (old cookies) ...") == ("legacy_id",)
    original = ("local M = {}\n\nfunction M.decode(raw)\n  return raw\nend\n\nfunction M.legacy_id()\n"
                "  return ngx.var.cookie_sid\nend\n\nfunction M.session_id()\n  return M.decode(ngx.var.cookie)\n"
                "end\n\nreturn M\n")
    snippet = "-- ... existing code ...\n\n-- ... removed M.legacy_id() (old cookies) ...\n\n" \
              "function M.session_id()\n  return M.decode(ngx.var.cookie)\nend\n\n-- ... existing code ...\n"
    _merged(original, snippet, "lua", original.replace(
        "function M.legacy_id()\n  return ngx.var.cookie_sid\nend\n\n", ""))


def test_a_new_statement_opens_no_block_for_the_deeper_lines_after_it() -> None:
    """``added = 1`` sets a new name but opens no block: the deeper lines after it are still the original's (read as
    its block, the edited ones were written new beside the old)."""
    original = "# begin\nvalue_1 = compute(1)\n    value_2 = compute(2)\n    value_3 = compute(3)\n" \
               "    value_4 = compute(4)\nvalue_5 = compute(5)\n# end\n"
    snippet = "# ... existing code ...\nvalue_1 = compute(1)\nadded_0 = 1\n    added_1 = 1\n" \
              "    value_2 = recompute(2)\n    value_3 = recompute(3)\n    value_4 = compute(4)\n# ... existing code ...\n"
    result = merge(original, snippet)
    assert result.text == "# begin\nvalue_1 = compute(1)\nadded_0 = 1\n    added_1 = 1\n    value_2 = recompute(2)\n" \
        "    value_3 = recompute(3)\n    value_4 = compute(4)\nvalue_5 = compute(5)\n# end\n", result.reasons
