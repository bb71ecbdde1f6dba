"""Scoring helpers for the quiz engine.

Each attempt is scored question by question; partial credit is only
awarded for multi-select questions when the quiz allows it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from quiz_engine.models import Attempt, Question, QuestionKind

log = logging.getLogger(__name__)

PASS_THRESHOLD = Decimal("0.70")


@dataclass(frozen=True)
class QuestionScore:
    question_id: str
    earned: Decimal
    possible: Decimal


def _round_points(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def score_single_choice(question: Question, answer: set[str]) -> Decimal:
    if answer == question.correct_options:
        return question.points
    return Decimal("0")


def score_multi_select(
    question: Question, answer: set[str], *, allow_partial: bool
) -> Decimal:
    correct = question.correct_options
    if answer == correct:
        return question.points
    if not allow_partial:
        return Decimal("0")
    hits = len(answer & correct)
    misses = len(answer - correct)
    fraction = Decimal(max(hits - misses, 0)) / Decimal(len(correct))
    return _round_points(question.points * fraction)


def score_question(
    question: Question, answer: set[str], *, allow_partial: bool = False
) -> QuestionScore:
    if question.kind is QuestionKind.MULTI_SELECT:
        earned = score_multi_select(question, answer, allow_partial=allow_partial)
    else:
        earned = score_single_choice(question, answer)
    return QuestionScore(question.id, earned, question.points)


def score_attempt(attempt: Attempt) -> list[QuestionScore]:
    allow_partial = attempt.quiz.allow_partial_credit
    scores = []
    for question in attempt.quiz.questions:
        answer = attempt.answers.get(question.id, set())
        scores.append(score_question(question, answer, allow_partial=allow_partial))
    log.debug("scored attempt %s: %d questions", attempt.id, len(scores))
    return scores


def attempt_passed(scores: list[QuestionScore]) -> bool:
    earned = sum((s.earned for s in scores), Decimal("0"))
    possible = sum((s.possible for s in scores), Decimal("0"))
    if possible == 0:
        return False
    return earned / possible >= PASS_THRESHOLD
