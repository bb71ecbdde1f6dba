"""A chunk of weak lines only between two markers (a YAML ``---`` between documents, a closing ``}`` or ``) {``
after an indented marker): no chain anchors it (weak lines never anchor alone), so it was read as new code at the
end of the block the marker before it stands in, and refused (the ``---`` kept next to its new twin). Where the
original has those lines, line for line, once after the chunk before, they are restated there
(``place._weak_run``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.evals.cases import load_cases

_DOCS = "".join(f"apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {n}\nspec:\n  replicas: {r}\n  template:\n"
                f"    spec:\n      containers:\n        - name: {n}\n          image: shop/{n}:1.4\n---\n"
                for n, r in (("api", 3), ("worker", 2), ("scheduler", 1))).rstrip("-\n") + "\n"


def test_a_document_separator_between_markers_is_the_one_after_the_edit() -> None:
    snippet = ("# ... api deployment unchanged ...\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n"
               "  name: worker\nspec:\n  replicas: 4\n  # ... rest of the worker spec unchanged ...\n---\n"
               "# ... scheduler deployment unchanged ...\n")
    result = merge(_DOCS, snippet, language="yaml")
    assert (result.text, result.sure) == (_DOCS.replace("replicas: 2", "replicas: 4"), True), result.reasons


def test_a_separator_the_file_has_twice_after_the_edit_stays_refused() -> None:
    original = _DOCS + "---\n" + _DOCS.replace("api", "cron").split("---\n")[0]
    snippet = ("# ... api deployment unchanged ...\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n"
               "  name: worker\nspec:\n  replicas: 4\n  # ... rest of the worker spec unchanged ...\n---\n"
               "apiVersion: apps/v1\n# ... the other deployments unchanged ...\n")
    result = merge(original, snippet, language="yaml")
    assert result.text == original.replace("replicas: 2", "replicas: 4") or not result.sure, result.reasons


WEAK = [("apply_closed", "yaml/h3_yaml_k8s_orders_worker_replicas"),
        ("apply_probe", "kotlin/session_manager_drop_legacy_refresh"), ("apply_fresh", "css/buttons_focus_ring"),
        ("apply_sealed", "cpp/matrix_transpose_rotation_y"), ("apply_locked", "go/worker_pool_metrics_queue_depth")]


@pytest.mark.parametrize("split,case_id", WEAK, ids=[c for _, c in WEAK])
def test_weak_lines_between_markers_are_restated_where_the_file_has_them_once(split, case_id) -> None:
    case = next(c for c in load_cases(Path(__file__).parent / "data" / split) if c.id == case_id)
    result = merge(case.original, case.update, language=case.language)
    assert (result.text, result.sure) == (case.final, True), result.reasons


def test_lines_that_stand_twice_after_the_chunk_before_stand_nowhere() -> None:
    from fastapply.apply.merge.sibling_blocks import stands_once
    from fastapply.apply.merge.source import Source

    source = Source("a: 1\n---\nb: 2\n---\nc: 3\n", "yaml")
    assert stands_once(source, ["", "---", ""], 1, 3, 2) == {1: 3}  # (after line 3, once)
    assert stands_once(source, ["", "---", ""], 1, 3, 0) is None  # (twice: which?)
