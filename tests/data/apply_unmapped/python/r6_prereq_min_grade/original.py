"""Prerequisite, co-requisite and anti-requisite checks for course enrolment."""

from __future__ import annotations

from dataclasses import dataclass, field

from registrar.catalog import Catalog, Course
from registrar.records import AcademicRecord

PASSING_GRADES = {"HD", "D", "CR", "P"}
GRADE_ORDER = ["F", "P", "CR", "D", "HD"]


@dataclass
class EligibilityResult:
    course_code: str
    missing_prerequisites: list[str] = field(default_factory=list)
    missing_corequisites: list[str] = field(default_factory=list)
    antirequisite_conflicts: list[str] = field(default_factory=list)
    standing_ok: bool = True

    @property
    def eligible(self) -> bool:
        return (
            not self.missing_prerequisites
            and not self.missing_corequisites
            and not self.antirequisite_conflicts
            and self.standing_ok
        )


def _passed(record: AcademicRecord, code: str) -> bool:
    return any(
        attempt.course_code == code and attempt.grade in PASSING_GRADES
        for attempt in record.attempts
    )


def _enrolled(record: AcademicRecord, code: str, term: str) -> bool:
    return any(
        enrolment.course_code == code and enrolment.term == term
        for enrolment in record.enrolments
    )


def missing_prerequisites(record: AcademicRecord, course: Course) -> list[str]:
    missing = []
    for code in course.prerequisites:
        if not _passed(record, code):
            missing.append(code)
    return missing


def missing_corequisites(record: AcademicRecord, course: Course, term: str) -> list[str]:
    missing = []
    for code in course.corequisites:
        if not _passed(record, code) and not _enrolled(record, code, term):
            missing.append(code)
    return missing


def antirequisite_conflicts(record: AcademicRecord, course: Course) -> list[str]:
    conflicts = []
    for code in course.antirequisites:
        if _passed(record, code):
            conflicts.append(code)
    return conflicts


def standing_met(record: AcademicRecord, course: Course) -> bool:
    if course.min_year is None:
        return True
    return record.year_level >= course.min_year


def check_eligibility(
    record: AcademicRecord, catalog: Catalog, course_code: str, term: str
) -> EligibilityResult:
    course = catalog.get(course_code)
    return EligibilityResult(
        course_code=course_code,
        missing_prerequisites=missing_prerequisites(record, course),
        missing_corequisites=missing_corequisites(record, course, term),
        antirequisite_conflicts=antirequisite_conflicts(record, course),
        standing_ok=standing_met(record, course),
    )
