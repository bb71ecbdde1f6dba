"""A line the snippet moves, its old copy kept (:func:`fastapply.apply.merge.edge_context.moved_beside`): a new line
among restated ones (``init_tracing(app, ...)`` written between ``app.config...`` and ``init_db(app)``) that is the
one original line like it, kept by the marker among the few lines of code right beside the chunk, in the same
block. The result would call it twice: refused, in Python, TypeScript and YAML alike. A like line in another block
(a Dockerfile's other stage) is no old copy.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.evals.cases import load_case

ADV11 = Path(__file__).parent / "data" / "apply_adv11"


@pytest.mark.parametrize(
    "name",
    [
        "python/i1_py_call_moved_up_context_before",
        "typescript/i1_ts_middleware_moved_up",
        "yaml/i1_yaml_steps_moved_up_context_after",
    ],
)
def test_a_moved_line_never_keeps_its_old_copy(name):
    case = load_case(ADV11 / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("moved, the old copy kept?" in x for x in result.reasons), result.reasons


SETUP = """def create_app(settings):
    app = Flask(__name__)
    app.config.from_mapping(settings.flask)

    init_db(app)
    register_handlers(app)
    init_tracing(app)
    return app
"""


def test_the_rule_names_the_new_line_and_its_old_copy():
    snippet = (
        "# ... existing code ...\n    app.config.from_mapping(settings.flask)\n\n    init_tracing(app)\n"
        "    init_db(app)\n    # ... existing code ...\n"
    )
    result = merge(SETUP, snippet, language="python")
    reason = ("beside: snippet line 4 is written new while the one original line like it, 7, is kept right beside "
              "the chunk: moved, the old copy kept?")
    assert result.reasons == (reason,)


def test_a_line_like_one_in_the_block_before_is_no_old_copy():
    original = """FROM golang:1.22 AS build
RUN apt-get update \\
    && apt-get install -y --no-install-recommends \\
        git \\
        curl \\
    && rm -rf /var/lib/apt/lists/*

FROM debian:12-slim AS runtime
RUN apt-get update \\
    && apt-get install -y --no-install-recommends \\
        ca-certificates \\
    && rm -rf /var/lib/apt/lists/*
CMD ["/app"]
"""
    snippet = """# ... build stage as before ...

FROM debian:12-slim AS runtime
RUN apt-get update \\
    && apt-get install -y --no-install-recommends \\
        ca-certificates \\
        curl \\
    && rm -rf /var/lib/apt/lists/*
# ... existing code ...
"""
    result = merge(original, snippet, language="dockerfile")
    assert result.sure and result.text == original.replace(
        "        ca-certificates \\\n", "        ca-certificates \\\n        curl \\\n"
    ), result.reasons


TWO = """def start(app):
    load_config(app)
    open_pool(app)
    warm_cache(app)


def stop(app):
    flush_metrics(app)
    close_pool(app)
"""


def test_a_like_line_in_the_next_function_is_no_old_copy():
    snippet = (
        "def start(app):\n    # ... existing code ...\n    open_pool(app)\n    flush_metrics(app)\n"
        "    warm_cache(app)\n"
        "\n\n# ... existing code ...\n"
    )
    result = merge(TWO, snippet, language="python")
    assert result.sure and result.text == TWO.replace(
        "    open_pool(app)\n", "    open_pool(app)\n    flush_metrics(app)\n"
    ), result.reasons


def test_a_line_the_original_has_twice_is_no_moved_line():
    original = SETUP.replace("    register_handlers(app)\n", "    register_handlers(app)\n    init_tracing(app)\n")
    snippet = (
        "# ... existing code ...\n    app.config.from_mapping(settings.flask)\n\n    init_tracing(app)\n"
        "    init_db(app)\n    # ... existing code ...\n"
    )
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == original.replace(
        "\n    init_db(app)\n", "\n    init_tracing(app)\n    init_db(app)\n"
    ), result.reasons


def test_a_new_functions_line_like_one_kept_beside_is_no_moved_line():
    """A new function after the restated last line of the one before: its ``open_pool(app)`` is the file's once,
    right above, but it is a new block's line, not one added among restated lines."""
    snippet = (
        "# ... existing code ...\n    warm_cache(app)\n\n\ndef restart(app):\n    close_pool(app)\n    open_pool(app)\n"
        "    log_restart(app)\n\n\n# ... existing code ...\n"
    )
    result = merge(TWO, snippet, language="python")
    assert result.confidence == "exact" and result.text == TWO.replace(
        "    warm_cache(app)\n",
        "    warm_cache(app)\n\n\ndef restart(app):\n    close_pool(app)\n    open_pool(app)\n    log_restart(app)\n",
    ), result.reasons


def test_a_new_job_is_never_read_onto_the_job_before():
    """A new CI job after the restated last step of the one before, the snippet ending the file: its ``runs-on``,
    ``steps`` and ``npm ci`` are never read as the old job's lines, that job's last step the new one's
    ``npx playwright test`` restating it while the chunk writes that very step anew (``_beyond``)."""
    original = (
        "jobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
        "      - run: npm ci\n      - run: npm test\n"
    )
    snippet = (
        "# ... existing code ...\n      - run: npm test\n\n  e2e:\n    runs-on: ubuntu-latest\n    steps:\n"
        "      - run: npm ci\n      - run: npx playwright test\n"
    )
    expected = (
        original
        + "\n  e2e:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm ci\n      - run: npx playwright test\n"
    )
    result = merge(original, snippet, language="yaml")
    assert not result.sure or result.text == expected, result.text


def test_a_like_line_further_down_the_block_is_no_old_copy():
    """The line like the new one stands NEAR or more lines of code past the chunk: a line added, not moved."""
    original = SETUP.replace(
        "    init_tracing(app)\n",
        "    init_cache(app)\n    init_mail(app)\n    init_jobs(app)\n    init_tracing(app)\n",
    )
    snippet = (
        "# ... existing code ...\n    app.config.from_mapping(settings.flask)\n\n    init_tracing(app)\n"
        "    init_db(app)\n    # ... existing code ...\n"
    )
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == original.replace(
        "\n    init_db(app)\n", "\n    init_tracing(app)\n    init_db(app)\n"
    ), result.reasons


@pytest.mark.xfail(strict=True, reason="a swap at a chunk's edge: the moved line is the chunk's last, not among "
                   "restated ones, and the old copy is kept by the marker before the chunk (moved_beside reads lines "
                   "between restated ones only: the edge shape cost some sixty right files)")
def test_two_lines_swapped_at_a_chunks_edge_never_keep_an_old_copy():
    original = "def f():\n    setup()\n    load_rows()\n    run_checks()\n    teardown()\n"
    snippet = "# ... existing code ...\n    run_checks()\n    load_rows()\n# ... existing code ...\n"
    result = merge(original, snippet, language="python")
    swapped = original.replace("load_rows()\n    run_checks()", "run_checks()\n    load_rows()")
    assert not result.sure or result.text == swapped
