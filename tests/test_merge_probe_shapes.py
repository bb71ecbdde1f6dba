"""Readings and certifier rules from a probe set (tests/data/apply_adv8): a line moved into a new ``if ...; then``
block is written at the snippet's depth; an indented marker inside a function whose chunk ends the function, while
the restated lines after it stand in the next function (two functions read as one); a new call statement read over
the tail of a like call of the same object (a new route over the old route's ``asyncHandler(...`` and ``}),``); a new
``return`` after a new comment, the old ``return`` kept above them (code that never runs, replaced by the repaired
reading); and a Python marker as deep as a restated loop head, keeping the loop's old body after a new one."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

_THEN = {  # (original, snippet): the restated call moved into a new block that ``then`` opens, an indented marker above
    "bash": ('main() {\n  local slug\n  for slug in "$@"; do\n    feed="$(render "$slug")"\n    upload "$slug" "$feed"\n'
             '    invalidate_cdn "$slug"\n  done\n\n  log "published $#"\n}\n\nmain "$@"\n',
             'main() {\n  # ... existing code ...\n  for slug in "$@"; do\n    # ... existing code ...\n'
             '    if [[ -z "${SKIP_CDN:-}" ]]; then\n      invalidate_cdn "$slug"\n    fi\n  done\n  # ... existing code ...\n'
             '}\n'),
    "lua": ('local function publish(slugs)\n  local count = 0\n  for _, slug in ipairs(slugs) do\n'
            '    local feed = render(slug)\n    upload(slug, feed)\n    invalidate_cdn(slug)\n  end\n\n'
            '  log("published " .. #slugs)\nend\n\nreturn publish\n',
            'local function publish(slugs)\n  -- ... existing code ...\n  for _, slug in ipairs(slugs) do\n'
            '    -- ... existing code ...\n    if not skip_cdn then\n      invalidate_cdn(slug)\n    end\n  end\n\n'
            '  log("published " .. #slugs)\nend\n\nreturn publish\n'),
}


@pytest.mark.parametrize("language", sorted(_THEN))
def test_a_line_moved_into_a_new_then_block_is_written_at_its_new_depth(language):
    """(In Bash the restated ``invalidate_cdn`` line kept its old depth, ``fuzzy``: ``then`` opened no block.)"""
    original, snippet = _THEN[language]
    lines = snippet.splitlines(keepends=True)
    at = next(k for k, x in enumerate(lines) if x.lstrip().startswith("if "))
    old = next(x for x in original.splitlines(keepends=True) if "invalidate_cdn" in x)
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(old, "".join(lines[at : at + 3])), (result.reasons,
                                                                                                result.text)


_FUSED = {  # the chunk after the indented marker restates the NEXT function's last line and closes "the" function
    "c": ("int required(const struct duty *d)\n{\n    int rest = length(d);\n\n    if (rest < MIN_REST)\n"
          "        rest = MIN_REST;\n\n    return rest;\n}\n\nint reduced(const struct duty *d, int prior)\n{\n"
          "    int rest = required(d) - REDUCTION;\n\n    return clamp(rest, MIN_REST, MAX_REST);\n}\n",
          "/* ... existing code ... */\n\nint required(const struct duty *d)\n{\n    /* ... existing code ... */\n"
          "    return clamp(rest, MIN_REST, MAX_REST);\n}\n\n/* ... existing code ... */\n"),
    "cpp": ("int Rest::required(const Duty& d) const\n{\n    int rest = length(d);\n\n    if (rest < kMinRest)\n"
            "        rest = kMinRest;\n\n    return rest;\n}\n\nint Rest::reduced(const Duty& d, int prior) const\n{\n"
            "    int rest = required(d) - kReduction;\n\n    return std::clamp(rest, kMinRest, kMaxRest);\n}\n",
            "// ... existing code ...\n\nint Rest::required(const Duty& d) const\n{\n    // ... existing code ...\n"
            "    return std::clamp(rest, kMinRest, kMaxRest);\n}\n\n// ... existing code ...\n"),
    "csharp": ("public static class Rest\n{\n    public static int Required(Duty d)\n    {\n        var rest = Length(d);\n"
               "        if (rest < MinRest)\n            rest = MinRest;\n        return rest;\n    }\n\n"
               "    public static int Reduced(Duty d, int prior)\n    {\n        var rest = Required(d) - Reduction;\n"
               "        return Math.Clamp(rest, MinRest, MaxRest);\n    }\n}\n",
               "public static class Rest\n{\n    public static int Required(Duty d)\n    {\n        // ... existing code ...\n"
               "        return Math.Clamp(rest, MinRest, MaxRest);\n    }\n\n    // ... existing code ...\n}\n"),
    "php": ("<?php\n\nfunction required(Duty $d): int\n{\n    $rest = length($d);\n    if ($rest < MIN_REST) {\n"
            "        $rest = MIN_REST;\n    }\n    return $rest;\n}\n\nfunction reduced(Duty $d, int $prior): int\n{\n"
            "    $rest = required($d) - REDUCTION;\n    return clamp($rest, MIN_REST, MAX_REST);\n}\n",
            "<?php\n\n// ... existing code ...\n\nfunction required(Duty $d): int\n{\n    // ... existing code ...\n"
            "    return clamp($rest, MIN_REST, MAX_REST);\n}\n\n// ... existing code ...\n"),
}


@pytest.mark.parametrize("language", sorted(_FUSED))
def test_restated_lines_of_the_next_function_after_an_indented_marker_are_refused(language):
    """``return clamp(...)`` is the next function's own line: restated there, the marker inside ``required`` would
    keep the rest of it, its closing line and the next function's head (written ``exact`` and unchanged before)."""
    original, snippet = _FUSED[language]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous", result.text
    assert any("is indented inside a block, but the code it keeps leaves that block" in x for x in result.reasons)


def test_a_new_route_read_over_the_tail_of_another_route_is_refused():
    """The new ``router.get(`` route's ``asyncHandler(async (req, res) => {`` line stands in every route: read on the
    ``router.post(`` route's, it deletes that route's head and body (``exact`` before)."""
    route = ('  router.{}(\n    "{}",\n    requireRole({}),\n    asyncHandler(async (req, res) => {{\n'
             '      const found = await store.{}(req.params.id);\n      res.json({{ data: found }});\n    }}),\n  );\n')
    original = ("export function matterRoutes(store) {\n  const router = Router();\n\n" +
                route.format("get", "/:id", '"attorney"', "get") + "\n" +
                route.format("post", "/", '"attorney"', "create") + "\n" +
                route.format("patch", "/:id", '"attorney"', "update") + "\n  return router;\n}\n")
    snippet = ("// ... keep existing code\n\n  router.get(\n    \"/:id\",\n    requireRole(\"attorney\"),\n"
               "    asyncHandler(async (req, res) => {\n      // ... keep existing code\n    }),\n  );\n\n" +
               route.format("get", "/:id/time-entries", '"attorney", "billing"', "timeEntries") +
               "\n// ... keep existing code\n\n  router.patch(\n    \"/:id\",\n    // ... keep existing code\n")
    result = merge(original, snippet, language="typescript")
    assert result.confidence == "ambiguous", result.text
    assert any("a new statement read over another's tail?" in x for x in result.reasons), result.reasons


_RETURNS = {  # (original, snippet, old return, new comment + return)
    "java": ("class Deadlines {\n    LocalDate opposition(LocalDate hearing, Court court) {\n"
             "        LocalDate raw = hearing.minusDays(court.oppositionDays());\n"
             "        return rollForward(raw, court);\n    }\n\n    LocalDate reply(LocalDate hearing, Court court) {\n"
             "        LocalDate raw = hearing.minusDays(court.replyDays());\n        return rollForward(raw, court);\n"
             "    }\n}\n",
             "class Deadlines {\n    LocalDate opposition(LocalDate hearing, Court court) {\n"
             "        // ... existing code ...\n        // Counted backwards: a closed day moves it earlier.\n"
             "        return rollBackward(raw, court);\n    }\n\n    // ... existing code ...\n}\n",
             "        return rollForward(raw, court);\n    }\n\n    LocalDate reply",
             "        // Counted backwards: a closed day moves it earlier.\n        return rollBackward(raw, court);\n"
             "    }\n\n    LocalDate reply"),
    "javascript": ("export function opposition(hearing, court) {\n  const raw = hearing.minus(court.oppositionDays);\n"
                   "  return rollForward(raw, court);\n}\n\nexport function reply(hearing, court) {\n"
                   "  const raw = hearing.minus(court.replyDays);\n  return rollForward(raw, court);\n}\n",
                   "export function opposition(hearing, court) {\n  // ... existing code ...\n"
                   "  // Counted backwards: a closed day moves it earlier.\n  return rollBackward(raw, court);\n}\n\n"
                   "// ... existing code ...\n",
                   "  return rollForward(raw, court);\n}\n\nexport function reply",
                   "  // Counted backwards: a closed day moves it earlier.\n  return rollBackward(raw, court);\n}\n\n"
                   "export function reply"),
    "go": ("func Opposition(hearing time.Time, c Court) time.Time {\n\traw := hearing.AddDate(0, 0, -c.OppositionDays)\n"
           "\treturn rollForward(raw, c)\n}\n\nfunc Reply(hearing time.Time, c Court) time.Time {\n"
           "\traw := hearing.AddDate(0, 0, -c.ReplyDays)\n\treturn rollForward(raw, c)\n}\n",
           "func Opposition(hearing time.Time, c Court) time.Time {\n\t// ... existing code ...\n"
           "\t// Counted backwards: a closed day moves it earlier.\n\treturn rollBackward(raw, c)\n}\n\n"
           "// ... existing code ...\n",
           "\treturn rollForward(raw, c)\n}\n\nfunc Reply",
           "\t// Counted backwards: a closed day moves it earlier.\n\treturn rollBackward(raw, c)\n}\n\nfunc Reply"),
}


@pytest.mark.parametrize("language", sorted(_RETURNS))
def test_a_new_return_after_a_new_comment_replaces_the_old_return(language):
    """The reading that keeps the old ``return`` above the comment and the new ``return`` is refused (code that never
    runs: the rule looks past the new comment); the repaired reading, the old ``return`` replaced, is certified."""
    original, snippet, old, new = _RETURNS[language]
    result = merge(original, snippet, language=language)
    assert result.text == original.replace(old, new, 1), (result.reasons, result.text)
    assert result.reasons == ("the only one of 2 readings that is certified",)


_LEDGER = ('def post(lines):\n    if len(lines) < 2:\n        raise PostingError("a journal entry needs two lines")\n'
           '    balance = sum(line.amount for line in lines)\n    if balance != 0:\n'
           '        raise PostingError("unbalanced entry")\n    for line in lines:\n'
           '        account = accounts.find(line.code)\n        if account.closed:\n'
           '            raise PostingError(f"account {account.code} is closed")\n    journal.save(lines)\n')


def test_a_marker_as_deep_as_a_restated_loop_does_not_keep_its_old_body():
    """A new currency loop, written whole, the marker after it as deep as the function's statements: the reading
    that restates the old loop's head there keeps the old body after the new lines and deletes the balance check
    (``exact`` before). A doubt: refused."""
    snippet = ('def post(lines):\n    if len(lines) < 2:\n        raise PostingError("a journal entry needs two lines")\n'
               '    currency = lines[0].currency\n    for line in lines:\n        if line.currency != currency:\n'
               '            raise PostingError(f"mixed currencies {line.currency}")\n    # ... existing code ...\n')
    result = merge(_LEDGER, snippet, language="python")
    assert result.confidence == "ambiguous", result.text
    assert any("keeps first the rest of the body that line opens" in x for x in result.reasons), result.reasons


def test_a_marker_as_deep_as_the_loop_body_keeps_it():
    """The same new lines with the marker as deep as the loop's body: a new first check in the old loop."""
    snippet = ('def post(lines):\n    # ... existing code ...\n    for line in lines:\n'
               '        if line.currency != lines[0].currency:\n'
               '            raise PostingError(f"mixed currencies {line.currency}")\n        # ... existing code ...\n')
    result = merge(_LEDGER, snippet, language="python")
    assert result.sure and result.text == _LEDGER.replace(
        "    for line in lines:\n", "    for line in lines:\n        if line.currency != lines[0].currency:\n"
        '            raise PostingError(f"mixed currencies {line.currency}")\n'), result.reasons


def test_a_return_nested_in_new_code_is_not_the_old_returns_new_version():
    """A retry loop written after the kept ``return n``, its ``return`` nested in a ``try``: the kept return is no
    suspect (the chunk's first code line is a loop, not a return), so no repaired reading drops it (one inserted the
    rows twice); refused, as code that can never run."""
    original = "def load(path):\n    rows = read(path)\n    n = insert(rows)\n    return n\n"
    snippet = ("def load(path, retries=3):\n    # ... existing code ...\n    for attempt in range(retries):\n        try:\n"
               "            return insert(rows)\n        except TransientError:\n            time.sleep(2 ** attempt)\n"
               "    raise LoadFailed(path)\n")
    result = merge(original, snippet, language="python")
    assert result.confidence == "ambiguous", result.text
    assert any("where it can never run" in x for x in result.reasons), result.reasons


def test_a_reading_with_a_syntax_error_is_repaired_only_for_an_old_statement_end():
    """A new function whose marker, inside it, reads onto the next function's body: the old ``return`` kept beside
    the new one (*beside*) and a syntax error. The repair is for a statement's old end kept after its rewrite (the
    stray line that breaks the syntax); here it would give ``soak`` the next function's guard and leave
    ``discharge`` without a body: refused."""
    original = ("local function charge(state)\n  return -state.max_charge\nend\n\nlocal function discharge(state)\n"
                "  if state.soc <= RESERVE then\n    return 0\n  end\n  return state.max_discharge\nend\n\n"
                "return { charge = charge, discharge = discharge }\n")
    snippet = ("-- ... existing code ...\n  return -state.max_charge\nend\n\nlocal function soak(state)\n"
               "  if state.full then\n    return 0\n  -- ... existing code ...\n  return -state.surplus\nend\n\n"
               "local function discharge(state)\n-- ... existing code ...\n")
    result = merge(original, snippet, language="lua")
    assert result.confidence == "ambiguous", result.text
