"""The frozen splits (tests/data/apply_unscripted, the latest, measured once; the earlier ones, measured once and
development sets since: tests/data/apply_unprompted, tests/data/apply_unplanned, tests/data/apply_unmapped, tests/data/apply_unasked,
tests/data/apply_unwalked, tests/data/apply_unforeseen,
tests/data/apply_unopened, tests/data/apply_unvisited, tests/data/apply_untrodden, tests/data/apply_unsurveyed, tests/data/apply_uncharted, tests/data/apply_unmet,
tests/data/apply_unheard, tests/data/apply_unsaid, tests/data/apply_untold, tests/data/apply_unread,
tests/data/apply_fresh, tests/data/apply_blind, tests/data/apply_sealed, tests/data/apply_vault, tests/data/apply_locked,
tests/data/apply_unseen, tests/data/apply_hidden, tests/data/apply_closed, tests/data/apply_novel) and the
development sets (tests/data/apply_dev, tests/data/apply_trial, tests/data/apply_probe, tests/data/apply_adv,
tests/data/apply_adv8, tests/data/apply_adv9, tests/data/apply_adv10, tests/data/apply_adv11, tests/data/apply_adv12,
tests/data/apply_adv13, tests/data/apply_adv14):
well-formed cases in many languages, every shape among them.

A frozen split is measured once (scripts/apply_cases_report.py --cases tests/data/apply_unscripted), before any of
its cases is read; rules are developed on the other sets. No test here asserts what the merge makes of a case
(tests/test_apply_devsets.py does, for the development sets).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from syntax import case_file_problems

from fastapply.evals.cases import SHAPES, load_cases

FRESH = load_cases(Path(__file__).parent / "data" / "apply_fresh")
DEV = load_cases(Path(__file__).parent / "data" / "apply_dev")
BLIND = load_cases(Path(__file__).parent / "data" / "apply_blind")
SEALED = load_cases(Path(__file__).parent / "data" / "apply_sealed")
VAULT = load_cases(Path(__file__).parent / "data" / "apply_vault")
LOCKED = load_cases(Path(__file__).parent / "data" / "apply_locked")
UNSEEN = load_cases(Path(__file__).parent / "data" / "apply_unseen")
TRIAL = load_cases(Path(__file__).parent / "data" / "apply_trial")
PROBE = load_cases(Path(__file__).parent / "data" / "apply_probe")
HIDDEN = load_cases(Path(__file__).parent / "data" / "apply_hidden")
CLOSED = load_cases(Path(__file__).parent / "data" / "apply_closed")
ADV = load_cases(Path(__file__).parent / "data" / "apply_adv")
NOVEL = load_cases(Path(__file__).parent / "data" / "apply_novel")
UNREAD = load_cases(Path(__file__).parent / "data" / "apply_unread")
UNTOLD = load_cases(Path(__file__).parent / "data" / "apply_untold")
UNSAID = load_cases(Path(__file__).parent / "data" / "apply_unsaid")
UNHEARD = load_cases(Path(__file__).parent / "data" / "apply_unheard")
UNMET = load_cases(Path(__file__).parent / "data" / "apply_unmet")
UNCHARTED = load_cases(Path(__file__).parent / "data" / "apply_uncharted")
UNSURVEYED = load_cases(Path(__file__).parent / "data" / "apply_unsurveyed")
UNTRODDEN = load_cases(Path(__file__).parent / "data" / "apply_untrodden")
UNVISITED = load_cases(Path(__file__).parent / "data" / "apply_unvisited")
ADV8 = load_cases(Path(__file__).parent / "data" / "apply_adv8")
ADV9 = load_cases(Path(__file__).parent / "data" / "apply_adv9")
UNOPENED = load_cases(Path(__file__).parent / "data" / "apply_unopened")
UNFORESEEN = load_cases(Path(__file__).parent / "data" / "apply_unforeseen")
ADV10 = load_cases(Path(__file__).parent / "data" / "apply_adv10")
UNWALKED = load_cases(Path(__file__).parent / "data" / "apply_unwalked")
ADV11 = load_cases(Path(__file__).parent / "data" / "apply_adv11")
UNASKED = load_cases(Path(__file__).parent / "data" / "apply_unasked")
ADV12 = load_cases(Path(__file__).parent / "data" / "apply_adv12")
UNMAPPED = load_cases(Path(__file__).parent / "data" / "apply_unmapped")
ADV13 = load_cases(Path(__file__).parent / "data" / "apply_adv13")
ADV14 = load_cases(Path(__file__).parent / "data" / "apply_adv14")
UNPLANNED = load_cases(Path(__file__).parent / "data" / "apply_unplanned")
UNPROMPTED = load_cases(Path(__file__).parent / "data" / "apply_unprompted")
UNSCRIPTED = load_cases(Path(__file__).parent / "data" / "apply_unscripted")
NO_GRAMMAR = {"sql", "dockerfile", "makefile"}  # read as lines: nothing to parse them with


@pytest.mark.parametrize("cases", [FRESH, DEV, BLIND, SEALED, VAULT, LOCKED, UNSEEN, TRIAL, PROBE, HIDDEN, CLOSED,
                                   ADV, NOVEL, UNREAD, UNTOLD, UNSAID, UNHEARD, UNMET, UNCHARTED,
                                   UNSURVEYED, UNTRODDEN, UNVISITED, ADV8, ADV9, UNOPENED, UNFORESEEN, UNWALKED,
                                   UNASKED, UNMAPPED, UNPLANNED, UNPROMPTED, UNSCRIPTED],
                         ids=["fresh", "dev", "blind", "sealed", "vault", "locked", "unseen", "trial", "probe", "hidden",
                              "closed", "adv", "novel", "unread", "untold", "unsaid", "unheard", "unmet", "uncharted",
                              "unsurveyed", "untrodden", "unvisited", "adv8", "adv9", "unopened", "unforeseen",
                              "unwalked", "unasked", "unmapped", "unplanned", "unprompted", "unscripted"])
def test_the_split_covers_languages_and_every_shape(cases):
    assert len(cases) >= 90 and len({case.language for case in cases}) >= 22
    assert {case.meta["shape"] for case in cases} == SHAPES


SPLITS = (("fresh", FRESH), ("dev", DEV), ("blind", BLIND), ("sealed", SEALED), ("vault", VAULT),
          ("locked", LOCKED), ("unseen", UNSEEN), ("trial", TRIAL), ("probe", PROBE), ("hidden", HIDDEN),
          ("closed", CLOSED), ("adv", ADV), ("novel", NOVEL), ("unread", UNREAD),
          ("untold", UNTOLD), ("unsaid", UNSAID), ("unheard", UNHEARD), ("unmet", UNMET), ("uncharted", UNCHARTED),
          ("unsurveyed", UNSURVEYED), ("untrodden", UNTRODDEN), ("unvisited", UNVISITED), ("adv8", ADV8),
          ("adv9", ADV9), ("unopened", UNOPENED), ("unforeseen", UNFORESEEN), ("adv10", ADV10),
          ("unwalked", UNWALKED), ("adv11", ADV11), ("unasked", UNASKED), ("adv12", ADV12), ("unmapped", UNMAPPED),
          ("adv13", ADV13), ("adv14", ADV14), ("unplanned", UNPLANNED), ("unprompted", UNPROMPTED),
          ("unscripted", UNSCRIPTED))


@pytest.mark.parametrize("case", [case for _, cases in SPLITS for case in cases],
                         ids=[f"{split}:{case.id}" for split, cases in SPLITS for case in cases])
def test_case_files_parse_and_differ(case):
    language = None if case.language in NO_GRAMMAR else case.language
    problems = case_file_problems(case.original, case.final, language) if language else \
        ["original and expected are equal"] * (case.original == case.final)
    assert problems == []
    assert case.update.strip() and case.update != case.final or case.meta["shape"] == "whole-file-rewrite"
