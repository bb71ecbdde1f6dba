"""A chunk that ends, before an indented marker, on a new version of a statement a little below its last placed
line (a signature and docstring rewritten, then the first statement edited): that statement is replaced, the
lines between rewritten by the chunk's, not kept beside it; a like statement past lines the chunk does not
rewrite is not taken for it."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

CASES = {
    "python": ("def a(x):\n    return x\n\n\ndef plan(item, supplier):\n    \"\"\"How much to order.\"\"\"\n"
               "    demand = forecast(item)\n    target = demand * supplier.days\n    return target\n",
               "# ... existing code ...\n\ndef plan(item, supplier, factor=1.0):\n    \"\"\"How much to order.\n\n"
               "    ``factor`` scales the forecast.\n    \"\"\"\n    demand = forecast(item) * factor\n"
               "    # ... existing code ...\n",
               "def a(x):\n    return x\n\n\ndef plan(item, supplier, factor=1.0):\n    \"\"\"How much to order.\n\n"
               "    ``factor`` scales the forecast.\n    \"\"\"\n    demand = forecast(item) * factor\n"
               "    target = demand * supplier.days\n    return target\n"),
    "javascript": ("function a(x) {\n  return x;\n}\n\nfunction plan(item, supplier) {\n  // how much to order\n"
                   "  const demand = forecast(item);\n  const target = demand * supplier.days;\n  return target;\n}\n",
                   "// ... existing code ...\n\nfunction plan(item, supplier, factor = 1) {\n  // scale the forecast first:\n"
                   "  // factor 1.2 orders 20% more\n  const demand = forecast(item) * factor;\n"
                   "  // ... existing code ...\n",
                   "function a(x) {\n  return x;\n}\n\nfunction plan(item, supplier, factor = 1) {\n"
                   "  // scale the forecast first:\n  // factor 1.2 orders 20% more\n  const demand = forecast(item) * factor;\n"
                   "  const target = demand * supplier.days;\n  return target;\n}\n"),
    "go": ("package plan\n\nfunc A(x int) int {\n\treturn x\n}\n\nfunc Plan(item Item, s Supplier) int {\n"
           "\t// how much to order\n\tdemand := forecast(item)\n\ttarget := demand * s.Days\n\treturn target\n}\n",
           "// ... existing code ...\n\nfunc Plan(item Item, s Supplier, factor int) int {\n\t// scale the forecast first:\n"
           "\t// factor 2 orders twice as much\n\tdemand := forecast(item) * factor\n\t// ... existing code ...\n",
           "package plan\n\nfunc A(x int) int {\n\treturn x\n}\n\nfunc Plan(item Item, s Supplier, factor int) int {\n"
           "\t// scale the forecast first:\n\t// factor 2 orders twice as much\n\tdemand := forecast(item) * factor\n"
           "\ttarget := demand * s.Days\n\treturn target\n}\n"),
}


@pytest.mark.parametrize("language", sorted(CASES))
def test_a_chunk_ending_on_an_edited_statement_replaces_it(language):
    original, snippet, expected = CASES[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == expected, (result.reasons, result.text)


def test_a_like_statement_past_lines_the_chunk_does_not_rewrite_is_not_its_old_version():
    original = "def f():\n    x = 1\n    log(x)\n    y = x\n    x = 3\n    return x + y\n"
    snippet = "def f():\n    x = 1\n    log(x)\n    x = 2\n    # ... existing code ...\n"
    result = merge(original, snippet, language="python")
    assert "    y = x\n" in result.text and "    x = 3\n" in result.text, result.text


GROWN = {
    "python": ("def prune(store, settings):\n    cutoff = now() - settings.retention\n"
               "    for batch in store.older_than(cutoff, settings.batch_size):\n        log(batch)\n    return True\n",
               "def prune(store, settings):\n    cutoff = now() - settings.retention\n"
               "    for batch in store.older_than(cutoff, settings.audit_batch_size):\n        # ... existing code ...\n",
               ("settings.batch_size", "settings.audit_batch_size")),
    "javascript": ("function prune(store, settings) {\n  const cutoff = now() - settings.retention;\n"
                   "  store.olderThan(cutoff, settings.batchSize).forEach((batch) => {\n    log(batch);\n  });\n}\n",
                   "function prune(store, settings) {\n  const cutoff = now() - settings.retention;\n"
                   "  store.olderThan(cutoff, settings.auditBatchSize).forEach((batch) => {\n    // ... existing code ...\n",
                   ("settings.batchSize", "settings.auditBatchSize")),
    "go": ("package p\n\nfunc Prune(store Store, s Settings) {\n\tcutoff := now() - s.Retention\n"
           "\tfor _, b := range store.OlderThan(cutoff, s.BatchSize) {\n\t\tlog(b)\n\t}\n}\n",
           "func Prune(store Store, s Settings) {\n\tcutoff := now() - s.Retention\n"
           "\tfor _, b := range store.OlderThan(cutoff, s.AuditBatchSize) {\n\t\t// ... existing code ...\n",
           ("s.BatchSize", "s.AuditBatchSize")),
}


@pytest.mark.parametrize("language", sorted(GROWN))
def test_a_block_opener_whose_argument_name_grew_is_its_new_version(language):
    original, snippet, (old, new) = GROWN[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(old, new), (result.reasons, result.text)
