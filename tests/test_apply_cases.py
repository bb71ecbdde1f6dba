"""The merge on the hand-written assistant-style apply cases (tests/data/apply_cases).

The goal: nothing written wrong, and at least 90% of the cases written right. Each case's original and
expected files parse, so a miss is the merge's, not the case's.
"""

from __future__ import annotations

import functools
import subprocess
import sys
from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.syntax import file_language
from fastapply.evals.cases import SHAPES, load_cases, outcome, tally
from syntax import case_file_problems

CASES = load_cases(Path(__file__).parent / "data" / "apply_cases")


@functools.cache
def outcomes() -> dict[str, str]:
    """Case id -> right / wrong / refused, for this tree's merge, told the language as `fastapply apply FILE` is."""
    results = {}
    for case in CASES:
        try:
            result = merge(case.original, case.update, language=file_language(case.path))
            results[case.id] = outcome(result.text == case.final, result.sure)
        except ValueError:
            results[case.id] = "refused"
    return results


def test_the_set_covers_languages_and_shapes():
    languages = {case.language for case in CASES} - {"markdown", "yaml"}
    assert len(CASES) >= 140 and len(languages) >= 14
    assert {"kotlin", "swift", "scala", "lua", "dart"} <= languages
    assert len({case.meta["shape"] for case in CASES}) >= 12 and {case.meta["shape"] for case in CASES} <= SHAPES
    assert all(len(case.original.splitlines()) >= 30 for case in CASES)


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_case_files_parse_and_differ(case):
    assert case_file_problems(case.original, case.final, case.language) == []


def test_nothing_is_written_wrong():
    wrong = sorted(name for name, result in outcomes().items() if result == "wrong")
    assert wrong == [], f"{len(wrong)} of {len(CASES)} cases written but not equal to expected.*"


def test_right_rate_at_least_90_percent():
    table = tally((case.language, outcomes()[case.id]) for case in CASES)["all"]
    missed = sorted(f"{name}: {result}" for name, result in outcomes().items() if result != "right")
    assert table["right"] >= 0.9 * table["cases"], f"{table['right']}/{table['cases']} right; " + "; ".join(missed)


def test_a_case_folder_missing_a_file_is_a_clear_error(tmp_path):
    folder = tmp_path / "go" / "broken"
    folder.mkdir(parents=True)
    (folder / "case.toml").write_text('shape = "insert-between"\ndescription = "x"\n')
    (folder / "original.go").write_text("package a\n")
    (folder / "snippet.go").write_text("package a\n")
    with pytest.raises(ValueError, match="expected"):
        load_cases(tmp_path)
    (folder / "expected.go").write_text("package b\n")
    assert [case.id for case in load_cases(tmp_path)] == ["go/broken"]
    with pytest.raises(ValueError, match="no cases"):
        load_cases(tmp_path / "go")


def test_the_report_script_counts_what_the_tests_count():
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, str(root / "scripts" / "apply_cases_report.py"), "--src", str(root / "src")],
                          capture_output=True, text=True, check=True)
    last = done.stdout.strip().splitlines()[-1]
    counts = [sum(result == name for result in outcomes().values()) for name in ("right", "wrong", "refused")]
    assert last.startswith(f"| {root / 'src'} | all | {len(CASES)} | ")
    assert [int(cell.split()[0]) for cell in last.strip("| ").split(" | ")[3:]] == counts
