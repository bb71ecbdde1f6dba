"""A chunk's context line: the line of code right after a marker says where the chunk stands. An item appended
after like items (a k8s env entry, a Go or TypeScript slice element), whose lines fit an earlier item better than
its context line does, is read onto that earlier item with the context line written as new code
(:mod:`fastapply.apply.merge.edge_context`): refused, never written so. A new method whose head is another
class's method head is no such line (the chunk stands in its own class).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.edge_context import context_elsewhere
from fastapply.apply.merge.readings import decide
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data"

YAML = (
    """spec:
  containers:
    - name: api
      env:
        - name: DATABASE_URL
          valueFrom:
            secretKeyRef:
              name: api-db
              key: url
        - name: LOG_LEVEL
          value: debug
      resources:
        limits:
          cpu: 500m
""",
    """# ... existing code ...
          value: debug
        - name: SENTRY_DSN
          valueFrom:
            secretKeyRef:
              name: api-sentry
              key: dsn
# ... existing code ...
""",
)

GO = (
    """package routes

var routes = []Route{
    {
        Path:    "/orders",
        Handler: ordersHandler,
        Auth:    true,
    },
    {
        Path:    "/health",
        Public:  true,
    },
}

func Register(mux *Mux) {
    for _, r := range routes {
        mux.Handle(r.Path, r.Handler)
    }
}
""".replace("    ", "\t"),
    """// ... existing code ...
        Public:  true,
    },
    {
        Path:    "/carts",
        Handler: cartsHandler,
        Auth:    true,
    },
// ... existing code ...
""".replace("    ", "\t"),
)

TYPESCRIPT = (
    """export const jobs: Job[] = [
  {
    name: "nightly-export",
    cron: "0 2 * * *",
    retries: 3,
  },
  {
    name: "cache-warmup",
    enabled: false,
  },
];

export function schedule(runner: Runner): void {
  for (const job of jobs) runner.add(job);
}
""",
    """// ... existing code ...
    enabled: false,
  },
  {
    name: "invoice-sync",
    cron: "0 2 * * *",
    retries: 3,
  },
// ... existing code ...
""",
)

APPENDS = {"yaml": YAML, "go": GO, "typescript": TYPESCRIPT}


def _appended(original: str, snippet: str) -> str:
    """The file a careful reader writes: the snippet's lines after its context line (its second line), the rest
    as it was."""
    lines = snippet.splitlines(keepends=True)
    at = original.index(lines[1]) + len(lines[1])
    return original[:at] + "".join(lines[2:-1]) + original[at:]


@pytest.mark.parametrize("language", sorted(APPENDS))
def test_an_item_appended_after_its_context_line_is_never_read_onto_an_earlier_one(language):
    original, snippet = APPENDS[language]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous" or result.text == _appended(original, snippet), result.text
    assert any("keeps elsewhere" in reason for reason in result.reasons) or result.text == _appended(original, snippet)


@pytest.mark.parametrize("language", sorted(APPENDS))
def test_the_rule_names_the_context_line_and_its_place(language):
    original, snippet = APPENDS[language]
    source, update = Source(original, language), Snippet(snippet, language)
    placed = decide(source, update).placement  # the placement's first reading, read onto the earlier item
    said = context_elsewhere(source, update, placed.certificate, placed.lines, None)
    assert len(said) == 1 and said[0].startswith("snippet line 2, opening its chunk, is the same as original line")


def test_a_method_head_another_class_has_is_no_context_line():
    original = """class Cart {
  add(item) {
    this.items.push(item);
  }
}

class Wishlist {
  clear() {
    this.items = [];
  }
}
"""
    snippet = """class Cart {
  // ... existing code ...

  clear() {
    this.items.length = 0;
  }
}
"""
    result = merge(original, snippet, language="javascript")
    assert result.confidence == "exact"
    assert result.text == original.replace(
        "    this.items.push(item);\n  }\n",
        "    this.items.push(item);\n  }\n\n  clear() {\n    this.items.length = 0;\n  }\n",
        1,
    )
    source, update = Source(original, "javascript"), Snippet(snippet, "javascript")
    placed = decide(source, update).placement
    assert context_elsewhere(source, update, placed.certificate, placed.lines, None) == []
    assert certify(source, update, placed.certificate, placed.lines).confidence == "exact"


def test_a_context_line_the_chunk_moves_is_no_line_kept_elsewhere():
    """JSON: a dependency added after the last one, its predecessor restated (its comma set by rule): the file's
    line is the chunk's, not one the result keeps elsewhere."""
    case = load_case(Path(__file__).parent / "data" / "apply_cases" / "json" / "add_dependency")
    result = merge(case.original, case.update, language="json")
    assert (result.confidence, result.text) == ("exact", case.final)


def test_a_new_blocks_last_line_like_another_blocks_is_no_context_line():
    """A new compose service's last line before a marker (``retries: 10``) is the db service's too: new code, not
    context (only a chunk's first line after a marker is, where nothing is deleted)."""
    case = load_case(Path(__file__).parent / "data" / "apply_unsaid" / "yaml" / "s2_yaml_compose_add_redis_cache")
    result = merge(case.original, case.update, language="yaml")
    assert (result.confidence, result.text) == ("exact", case.final)


_FUNCTIONS = """function open() {
  init();
  connect();
}

function sync() {
  prepare();
  finish();
}

function close() {
  flush();
  disconnect();
}
"""


def test_a_line_added_in_its_own_block_like_one_kept_above_is_no_context_line():
    """``log("start");`` opens the chunk, new, and the one original line like it stands above the chunk, kept
    (nothing deleted): a line added, not the chunk's context."""
    original = _FUNCTIONS.replace("  init();\n", '  log("start");\n')
    snippet = 'function sync() {\n  // ... existing code ...\n  log("start");\n  finish();\n}\n'
    result = merge(original, snippet, language="javascript")
    assert (result.confidence, result.text) == (
        "exact",
        original.replace("  prepare();\n", '  prepare();\n  log("start");\n'),
    )


def test_a_line_the_original_has_twice_is_no_context_line():
    """Two like lines below the chunk: which would be its context is not told, so neither is (the chunk stands
    where its block's head puts it)."""
    original = _FUNCTIONS.replace("  prepare();\n", '  prepare();\n  log("start");\n').replace(
        "  flush();\n", '  flush();\n  log("start");\n'
    )
    snippet = 'function open() {\n  // ... existing code ...\n  log("start");\n  connect();\n}\n'
    result = merge(original, snippet, language="javascript")
    assert (result.confidence, result.text) == (
        "exact",
        original.replace("  connect();", '  log("start");\n  connect();', 1),
    )


def test_a_common_line_opening_a_chunk_is_no_context_line():
    """``pass`` opening a chunk under an indented marker: too common a line to say where the chunk stands (the
    reading that restates it is the one certified)."""
    original = """def to_bool(val):
    if isinstance(val, str):
        val = val.lower()
    try:
        if val in TRUTHY:
            return True
    except TypeError:
        # unhashable
        pass
    raise ValueError(val)
"""
    snippet = """def to_bool(val):
    # ... rest of code ...
        pass
    msg = f"Cannot convert value to bool: {val}"
    raise ValueError(msg)
"""
    result = merge(original, snippet, language="python")
    assert result.confidence != "ambiguous"
    assert result.text == original.replace(
        "    raise ValueError(val)\n", '    msg = f"Cannot convert value to bool: {val}"\n    raise ValueError(msg)\n'
    )


def test_a_repeated_context_line_read_as_new_right_below_its_kept_copy_is_refused():
    """``- run: npm ci`` (every job has it) opens the chunk that edits the lint job's ``npm run lint`` and adds an
    upload step: read in the build job, written new right below build's own ``- run: npm ci``, the upload step's
    lines read over build's: refused (or written right)."""
    case = load_case(DATA / "apply_adv12" / "yaml" / "j2_yaml_gha_lint_report_upload_lands_in_build_job")
    result = merge(case.original, case.update, language="yaml")
    assert not result.sure or result.text == case.final, result.text
