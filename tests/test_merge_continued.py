"""A one-line command kept beside its rewrite continued over several lines (:func:`fastapply.apply.merge.spread.
continued`): a Dockerfile ``RUN pip install`` rewritten as ``RUN --mount=type=cache,... \\`` / ``pip install ...``, an
apt-get ``RUN`` rewrapped, a shell ``docker build`` given ``--pull`` and a ``--build-arg`` over four lines, a Makefile
recipe's ``go build`` continued with ``\\``, a workflow's ``- run: npm ci --no-audit`` turned into a ``run: |`` block:
the old line kept under the marker after the chunk is its old version, not code to keep (the file would run both).
A new command beside one it does not rewrite (another command, or a word of the old one missing) is no doubt.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.spread import continued
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("name", ["dockerfile/j3_docker_run_mount_cache_old_kept",
                                  "dockerfile/j3_docker_apt_run_rewrapped",
                                  "bash/j3_sh_docker_build_rewrapped_old_kept",
                                  "makefile/j3_make_recipe_rewrapped_old_kept", "yaml/j3_yaml_run_block_old_kept"])
def test_a_command_rewritten_over_continued_lines_never_keeps_its_one_line_version(name):
    case = load_case(DATA / "apply_adv12" / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("rewrite it over several lines" in x for x in result.reasons), result.reasons


@pytest.mark.parametrize("old, new, step, doubt", [
    ("RUN pip install --no-cache-dir -r requirements.txt",
     ["COPY requirements.txt .", "RUN --mount=type=cache,target=/root/.cache/pip \\",
      "    pip install -r requirements.txt"],
     1, True),
    ("\tgo build -trimpath -o bin/$(BINARY) $(PKG)",
     ["\tCGO_ENABLED=0 go build \\", '\t\t-ldflags "-s -w" \\', "\t\t-o bin/$(BINARY) $(PKG)"], 1, True),
    ("      - run: npm ci --no-audit", ["      - run: |", "          npm ci", "          npm run build"], 1, True),
    ("      - run: npm test -- --ci", ["      - run: |", "          npm ci", "          npm run build"], 1, False),
    ("RUN pip install -r requirements.txt", ["RUN apt-get update \\", "    && apt-get install -y curl"], 1, False),
    ("RUN pip install -r requirements.txt", ["RUN pip install -r requirements.txt"], 1, False),
    ("RUN pip install --no-cache-dir -r requirements.txt",
     ["RUN --mount=type=cache,target=/root/.cache/pip \\", "    pip install -r requirements.txt", "COPY . ."], -1,
     True)])
def test_a_continued_command_that_runs_the_one_line_command_beside_it_is_its_new_version(old, new, step, doubt):
    assert continued(old, new, step) is doubt
