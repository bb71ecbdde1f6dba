# ... keep existing code

def _grade_at_least(record: AcademicRecord, code: str, minimum: str) -> bool:
    threshold = GRADE_ORDER.index(minimum)
    return any(
        attempt.course_code == code
        and attempt.grade in GRADE_ORDER
        and GRADE_ORDER.index(attempt.grade) >= threshold
        for attempt in record.attempts
    )


def missing_prerequisites(record: AcademicRecord, course: Course) -> list[str]:
    missing = []
    for code in course.prerequisites:
        minimum = course.prerequisite_min_grades.get(code, "P")
        if not _grade_at_least(record, code, minimum):
            missing.append(code)
    return missing

# ... keep existing code
