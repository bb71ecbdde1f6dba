"""The held-out hand-written apply cases (tests/data/apply_holdout): well-formed, in many languages.

The set is measured with ``scripts/apply_cases_report.py --cases tests/data/apply_holdout``; no rate is asserted
here, so that the merge is never tuned to pass it.
"""

from __future__ import annotations

import doctest
import subprocess
import sys
from pathlib import Path

import pytest

import syntax
from fastapply.evals import cases
from fastapply.evals.cases import SHAPES, load_cases
from syntax import case_file_problems

ROOT = Path(__file__).resolve().parents[1]
HOLDOUT = load_cases(ROOT / "tests" / "data" / "apply_holdout")


def test_the_set_covers_languages_and_shapes():
    assert len(HOLDOUT) >= 40 and len({case.language for case in HOLDOUT}) >= 10
    assert {case.meta["shape"] for case in HOLDOUT} <= SHAPES
    assert all(len(case.original.splitlines()) >= 30 and case.meta.get("description") for case in HOLDOUT)


def test_no_case_repeats_a_development_case():
    development = load_cases(ROOT / "tests" / "data" / "apply_cases")
    assert not {case.id for case in HOLDOUT} & {case.id for case in development}
    assert not {case.update for case in HOLDOUT} & {case.update for case in development}


@pytest.mark.parametrize("case", HOLDOUT, ids=[case.id for case in HOLDOUT])
def test_case_files_parse_and_differ(case):
    assert case_file_problems(case.original, case.final, case.language) == []


def test_a_broken_case_is_caught():
    assert case_file_problems("x = 1\n", "x = 1\n", "python") == ["original and expected are equal"]
    assert case_file_problems("fn f() {}\n", "fn f() {\n", "rust") == ["expected does not parse"]
    assert case_file_problems('{"a": 1,}\n', '{"a": 2}\n', "json") == ["original does not parse"]


def test_helper_doctests():
    assert doctest.testmod(syntax).failed == 0 and doctest.testmod(cases).failed == 0


def test_the_report_script_reads_the_set():
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "apply_cases_report.py"),
                           "--cases", str(ROOT / "tests" / "data" / "apply_holdout")],
                          capture_output=True, text=True, check=True)
    last = done.stdout.strip().splitlines()[-1].strip("| ").split(" | ")
    assert last[1:3] == ["all", str(len(HOLDOUT))]
    assert sum(int(cell.split()[0]) for cell in last[3:]) == len(HOLDOUT)
