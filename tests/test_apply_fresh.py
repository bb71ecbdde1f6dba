"""The frozen fresh split (tests/data/apply_fresh): well-formed cases in many languages, every shape among them.

The merge is measured on it (scripts/apply_cases_report.py --cases tests/data/apply_fresh), never tuned on it: no
test here asserts what the merge makes of a case.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.evals.cases import SHAPES, load_cases
from syntax import case_file_problems

FRESH = load_cases(Path(__file__).parent / "data" / "apply_fresh")
NO_GRAMMAR = {"sql", "dockerfile", "makefile"}  # read as lines: nothing to parse them with


def test_the_split_covers_languages_and_every_shape():
    assert len(FRESH) >= 90 and len({case.language for case in FRESH}) >= 22
    assert {case.meta["shape"] for case in FRESH} == SHAPES


@pytest.mark.parametrize("case", FRESH, ids=[case.id for case in FRESH])
def test_case_files_parse_and_differ(case):
    language = None if case.language in NO_GRAMMAR else case.language
    problems = case_file_problems(case.original, case.final, language) if language else \
        ["original and expected are equal"] * (case.original == case.final)
    assert problems == []
    assert case.update.strip() and case.update != case.final or case.meta["shape"] == "whole-file-rewrite"
