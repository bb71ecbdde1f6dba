"""A marker-less fragment is not the whole new file because its edge line sets what the file's edge line sets
(:mod:`fastapply.apply.merge.edgeline`): a Python module's top through ``load_sales`` ending on ``return sales`` (the
file ends on ``return totals``), a Dockerfile's base and dev stages ending on dev's ``CMD``, a final stage restated
alone, a Cargo.toml's ``[dependencies]`` ending on ``tokio`` (``[dev-dependencies]`` ends on it too), a compose
file's first services, a workflow's first job, a SQL table and its ``GRANT``. What lies beyond such a fragment is
kept (or the merge refuses); a real whole-file rewrite is still the whole file.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("name", ["python/j4_py_top_fragment_ends_on_return",
                                  "dockerfile/j4_dockerfile_dev_stage_edit_ends_on_cmd",
                                  "dockerfile/j4_dockerfile_final_stage_restated_drops_build_stage",
                                  "toml/j4_toml_cargo_deps_edit_ends_on_tokio",
                                  "yaml/j4_yaml_compose_top_services_ends_on_restart",
                                  "yaml/j4_yaml_gha_first_job_step_added_ends_on_run",
                                  "sql/j4_sql_first_table_edit_ends_on_grant"])
def test_a_fragment_whose_edge_line_is_like_the_files_never_deletes_what_lies_beyond_it(name):
    case = load_case(DATA / "apply_adv12" / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text


@pytest.mark.parametrize("name", ["python/j4_py_top_fragment_ends_on_return",
                                  "dockerfile/j4_dockerfile_final_stage_restated_drops_build_stage",
                                  "toml/j4_toml_cargo_deps_edit_ends_on_tokio"])
def test_a_fragment_that_restates_or_edits_a_line_of_its_own_span_at_its_edge_is_written(name):
    case = load_case(DATA / "apply_adv12" / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert result.sure and result.text == case.final, result.reasons


@pytest.mark.parametrize("name", ["apply_cases/python/whole_file_rewrite",
                                  "apply_unforeseen/dockerfile/f6_render_worker_image_refresh",
                                  "apply_unheard/python/u3_py_worker_settings_env_rewrite",
                                  "apply_unheard/toml/u6_toml_ruff_config_py311_rewrite",
                                  "apply_unmet/json/v2_playlists_config_rewrite",
                                  "apply_uncharted/json/w5_site_bess_config_rewrite"])
def test_a_whole_file_rewrite_whose_edge_lines_are_new_is_still_the_whole_file(name):
    case = load_case(DATA / name)
    result = merge(case.original, case.update, language=name.split("/")[1])
    assert result.sure and result.text == case.final, result.reasons


_MODULE = ("import json\n\n\ndef load(path):\n    with open(path) as f:\n        result = json.load(f)\n"
           "    return result\n\n\n"
           "def merge(a, b):\n    result = dict(a)\n    result.update(b)\n    return result\n")


def test_a_fragment_ending_on_a_line_the_file_also_ends_on_keeps_what_lies_beyond_it():
    """``return result`` ends the restated ``load`` and the file's last function alike: a fragment, not the file."""
    snippet = "import json\n\n\ndef load(path):\n    with open(path, encoding=\"utf-8\") as f:\n" \
              "        result = json.load(f)\n" \
              "    return result\n"
    result = merge(_MODULE, snippet, language="python")
    assert not result.sure or result.text == _MODULE.replace("open(path)", 'open(path, encoding="utf-8")'), result.text

