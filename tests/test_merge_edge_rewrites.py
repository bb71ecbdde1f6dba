"""Edits at the file's edges and right before a block's closing lines, read as edits (apply/merge/unanchored.py,
apply/merge/beyond.py ``wrapped`` / ``widened``). Seen on edits the merge was never tuned on: a script's shebang
``python`` made ``python3`` (the old one kept below the new, refused), its last line ``main()`` made
``sys.exit(main())`` (both kept), and a Rust function's last lines after an indented marker, ``Ok(())`` and ``}``,
restated (the old ``Ok(())`` kept above the new, refused); each is written right now."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.beyond import rewrites, widened, wrapped

TOP = {
    'python': (
        '#!/usr/bin/env python\n"""Prune backups."""\n\nimport sys\n\n\ndef main():\n    return 0\n',
        '#!/usr/bin/env python3\n# ... rest of the script unchanged ...\n',
        '#!/usr/bin/env python',
        '#!/usr/bin/env python3',
    ),
    'go': (
        '// Copyright 2024 Acme Inc.\n\npackage store\n\nfunc Get() int {\n\treturn 1\n}\n',
        '// Copyright 2025 Acme Inc.\n// ... existing code ...\n',
        '// Copyright 2024 Acme Inc.',
        '// Copyright 2025 Acme Inc.',
    ),
    None: (
        ('# syntax=docker/dockerfile:1.4\nFROM python:3.12-slim\nWORKDIR /app\nCOPY . .\n'
         'CMD ["python", "app.py"]\n'),
        '# syntax=docker/dockerfile:1.7\n# ... rest unchanged ...\n',
        'dockerfile:1.4',
        'dockerfile:1.7',
    ),
}
TAIL = {
    'python': (
        'import sys\n\n\ndef main():\n    return 0\n\n\nif __name__ == "__main__":\n    main()\n',
        '# ... existing code ...\n\nif __name__ == "__main__":\n    sys.exit(main())\n',
        '    main()',
        '    sys.exit(main())',
    ),
    'javascript': (
        'async function main() {\n  return 0;\n}\n\nmain();\n',
        '// ... existing code ...\n\nprocess.exitCode = main();\n',
        'main();',
        'process.exitCode = main();',
    ),
    'lua': (
        'local function main()\n  return 0\nend\n\nmain()\n',
        '-- ... existing code ...\n\nos.exit(main())\n',
        'main()',
        'os.exit(main())',
    ),
}
BEFORE_CLOSERS = {
    'rust': (
        ('impl Config {\n    pub fn validate(&self) -> Result<(), Error> {\n        if self.port == 0 {\n'
         '            return Err(invalid("port"));\n        }\n        if self.workers == 0 {\n'
         '            return Err(invalid("workers"));\n        }\n        Ok(())\n    }\n\n'
         '    pub fn tls(&self) -> bool {\n        self.cert.is_some()\n    }\n}\n'),
        ('    pub fn validate(&self) -> Result<(), Error> {\n        // ... existing checks ...\n'
         '        if self.timeout == 0 {\n            return Err(invalid("timeout"));\n        }\n'
         '        Ok(())\n    }\n'),
        '        Ok(())\n    }\n\n    pub fn tls',
        ('        if self.timeout == 0 {\n            return Err(invalid("timeout"));\n        }\n'
         '        Ok(())\n    }\n\n    pub fn tls'),
    ),
    'go': (
        ('package store\n\nfunc (s *Store) Close() error {\n\ts.mu.Lock()\n\tdefer s.mu.Unlock()\n'
         '\ts.closed = true\n\treturn nil\n}\n\nfunc (s *Store) Len() int {\n\treturn len(s.items)\n}\n'),
        'func (s *Store) Close() error {\n\t// ... locking unchanged ...\n\ts.items = nil\n\treturn nil\n}\n',
        '\ts.closed = true\n\treturn nil\n}',
        '\ts.closed = true\n\ts.items = nil\n\treturn nil\n}',
    ),
    'rust_widened': (
        ('impl Worker {\n    async fn run(&self, batch: Batch) -> Result<()> {\n'
         '        let size = batch.len();\n        self.push(batch).await?;\n'
         '        info!(size, "batch synced");\n        Ok(())\n    }\n\n    fn idle(&self) -> bool {\n'
         '        true\n    }\n}\n'),
        ('    async fn run(&self, batch: Batch) -> Result<()> {\n        // ... push unchanged ...\n'
         '        info!(size, elapsed_ms = 3, "batch synced");\n        Ok(())\n    }\n'),
        'info!(size, "batch synced");',
        'info!(size, elapsed_ms = 3, "batch synced");',
    ),
}
BEFORE_CLOSERS['typescript'] = (
    ('export function total(items: Item[]): number {\n  let sum = 0;\n  for (const item of items) {\n'
     '    sum += item.price;\n  }\n  return sum;\n}\n\nexport function count(items: Item[]): number {\n'
     '  return items.length;\n}\n'),
    ('export function total(items: Item[]): number {\n  // ... loop unchanged ...\n'
     '  sum = Math.round(sum * 100) / 100;\n  return sum;\n}\n'),
    '  }\n  return sum;\n}',
    '  }\n  sum = Math.round(sum * 100) / 100;\n  return sum;\n}',
)


@pytest.mark.parametrize("language", sorted(TOP, key=str))
def test_a_first_line_that_edits_the_files_first_line_replaces_it(language) -> None:
    original, snippet, old, new = TOP[language]
    result = merge(original, snippet, language=language)
    assert (result.confidence, result.text) == ("exact", original.replace(old, new, 1)), result.reasons


@pytest.mark.parametrize("language", sorted(TAIL))
def test_a_last_line_that_wraps_the_files_last_line_replaces_it(language: str) -> None:
    original, snippet, old, new = TAIL[language]
    result = merge(original, snippet, language=language)
    head, _, rest = original.rpartition(old)
    assert (result.confidence, result.text) == ("exact", head + new + rest), result.reasons


@pytest.mark.parametrize("case", sorted(BEFORE_CLOSERS))
def test_lines_before_a_blocks_closing_lines_after_an_indented_marker_restate_its_last_lines(case: str) -> None:
    """``Ok(())`` / ``}`` after ``// ... existing checks ...``: the function's own last lines, restated (new code
    goes above them), or its last line but one edited (``info!`` given one more field)."""
    original, snippet, old, new = BEFORE_CLOSERS[case]
    result = merge(original, snippet, language=case.split("_")[0])
    assert (result.confidence, result.text) == ("exact", original.replace(old, new, 1)), result.reasons


def test_the_relations_read_wrapped_and_widened_lines_only() -> None:
    assert wrapped("    sys.exit(main())", "    main()") and rewrites("os.exit(main())", "main()")
    assert not wrapped("    main()", "    main()") and not wrapped("    x = f(a)", "    f(")  # (too short to tell)
    assert widened('info!(size, elapsed_ms = 3, "batch synced");', 'info!(size, "batch synced");')
    assert not widened('warn!(size, "batch synced");', 'info!(size, "batch synced");')


CALLS = {
    'javascript': (
        ('const router = express.Router();\n\n'
         'router.post("/register", validate(schemas.register), async (req, res) => {\n'
         '  res.json(await register(req.body));\n});\n\n'
         'router.post("/login", validate(schemas.login), async (req, res) => {\n'
         '  res.json(await login(req.body));\n});\n\nmodule.exports = router;\n'),
        ('// ... keep existing code\n\n'
         'router.post("/login", authLimiter, validate(schemas.login), async (req, res) => {\n'
         '// ... keep existing code\n'),
        'router.post("/login", validate',
        'router.post("/login", authLimiter, validate',
    ),
    'go': (
        ('package api\n\nfunc Routes(r *mux.Router, h *Handler) {\n'
         '\tr.HandleFunc("/register", h.register).Methods("POST")\n'
         '\tr.HandleFunc("/login", h.login).Methods("POST")\n'
         '\tr.HandleFunc("/logout", h.logout).Methods("POST")\n}\n'),
        ('func Routes(r *mux.Router, h *Handler) {\n\t// ... existing routes ...\n'
         '\tr.HandleFunc("/login", limit(h.login)).Methods("POST")\n\t// ... existing routes ...\n}\n'),
        'r.HandleFunc("/login", h.login)',
        'r.HandleFunc("/login", limit(h.login))',
    ),
    'python': (
        ('urlpatterns = []\n\n\ndef setup(app):\n    app.add_url_rule("/register", view_func=register)\n'
         '    app.add_url_rule("/login", view_func=login)\n    app.add_url_rule("/logout", view_func=logout)\n'),
        ('# ... existing code ...\n    app.add_url_rule("/login", view_func=login, methods=["POST"])\n'
         '    # ... existing code ...\n'),
        'app.add_url_rule("/login", view_func=login)',
        'app.add_url_rule("/login", view_func=login, methods=["POST"])',
    ),
}
RUBY_RESCUE = (
    ('class Refund\n  def call\n    return failure(:not_paid) unless order.paid?\n'
     '    return failure(:refunded) if order.refunded?\n\n    process!\n    Result.new(true)\n'
     '  rescue Gateway::Error => e\n    failure(e.message)\n  end\n\n  def process!\n'
     '    gateway.refund(order)\n  end\nend\n'),
    ('  def call\n    return failure(:not_paid) unless order.paid?\n'
     '    return failure(:refunded) if order.refunded?\n    return failure(:disputed) if order.disputed?\n\n'
     '    # ... processing and rescue unchanged ...\n  end\n'),
)


def test_a_one_line_chunk_that_gives_a_call_more_arguments_replaces_that_call() -> None:
    """``router.post("/login", ...)`` with a middleware added, alone between markers: placed on the one call of
    the file with that first argument, whose tokens it keeps in order (``widened``), and replacing it."""
    original, snippet, old, new = CALLS["javascript"]
    result = merge(original, snippet, language="javascript")
    assert (result.confidence, result.text) == ("exact", original.replace(old, new, 1)), result.reasons


@pytest.mark.parametrize("language", ["go", "python"])
def test_a_call_edited_among_like_calls_keeps_its_siblings_beside_it(language: str) -> None:
    """``r.HandleFunc("/login", ...)`` edited between the ``/register`` and ``/logout`` calls: the new line replaces
    the ``/login`` call, so the kept ``/register`` call beside it is a sibling, not its old version."""
    original, snippet, old, new = CALLS[language]
    result = merge(original, snippet, language=language)
    assert (result.confidence, result.text) == ("exact", original.replace(old, new, 1)), result.reasons


def test_a_ruby_method_goes_on_past_its_rescue_clause_and_a_guarded_return_is_no_exit() -> None:
    """A new guard clause, then an indented marker, then the method's ``end``: the method's block runs past its
    ``rescue`` (as deep as the ``def``) to that ``end``; ``return failure(:x) if cond`` goes on when ``cond`` fails,
    so the kept ``process!`` after it runs."""
    original, snippet = RUBY_RESCUE
    result = merge(original, snippet, language="ruby")
    new = "    return failure(:disputed) if order.disputed?\n"
    expected = original.replace("order.refunded?\n", "order.refunded?\n" + new)
    assert (result.confidence, result.text) == ("exact", expected), result.reasons
