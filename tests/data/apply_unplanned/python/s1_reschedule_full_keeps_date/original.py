"""Tests for the ski school booking service."""

from datetime import date, timedelta

import pytest

from skischool.booking import BookingError, BookingService, LessonType
from skischool.testing import FakeBookingRepo, make_instructor

LESSON_DAY = date(2025, 1, 18)


@pytest.fixture
def repo():
    return FakeBookingRepo()


@pytest.fixture
def service(repo):
    instructors = [
        make_instructor("anna", teaches={LessonType.PRIVATE, LessonType.GROUP}),
        make_instructor("luca", teaches={LessonType.GROUP}),
        make_instructor("mei", teaches={LessonType.PRIVATE, LessonType.FREERIDE}),
    ]
    return BookingService(repo, instructors)


def test_private_lesson_gets_instructor(service):
    booking = service.book("stu-1", LessonType.PRIVATE, LESSON_DAY)
    assert booking.instructor_id in {"anna", "mei"}
    assert booking.lesson_date == LESSON_DAY


def test_group_lesson_gets_instructor(service):
    booking = service.book("stu-2", LessonType.GROUP, LESSON_DAY)
    assert booking.instructor_id in {"anna", "luca"}
    assert booking.lesson_date == LESSON_DAY


def test_freeride_lesson_only_mei(service):
    booking = service.book("stu-3", LessonType.FREERIDE, LESSON_DAY)
    assert booking.instructor_id == "mei"


def test_group_lesson_full(service, repo):
    for n in range(8):
        repo.add_booking(f"stu-g{n}", "luca", LessonType.GROUP, LESSON_DAY)
    for n in range(8):
        repo.add_booking(f"stu-h{n}", "anna", LessonType.GROUP, LESSON_DAY)
    with pytest.raises(BookingError, match="full"):
        service.book("stu-late", LessonType.GROUP, LESSON_DAY)


def test_reschedule_booking(service, repo):
    booking = service.book("stu-6", LessonType.PRIVATE, LESSON_DAY)
    new_day = LESSON_DAY + timedelta(days=2)
    updated = service.reschedule(booking.id, new_day)
    assert updated.lesson_date == new_day
    assert repo.get(booking.id).lesson_date == new_day


def test_reschedule_to_full_day(service, repo):
    booking = service.book("stu-7", LessonType.GROUP, LESSON_DAY)
    new_day = LESSON_DAY + timedelta(days=1)
    for n in range(8):
        repo.add_booking(f"stu-g{n}", "luca", LessonType.GROUP, new_day)
    for n in range(8):
        repo.add_booking(f"stu-h{n}", "anna", LessonType.GROUP, new_day)
    with pytest.raises(BookingError, match="full"):
        service.reschedule(booking.id, new_day)


def test_no_lessons_in_the_past(service):
    with pytest.raises(BookingError, match="past"):
        service.book("stu-4", LessonType.PRIVATE, LESSON_DAY - timedelta(days=400))


def test_cancel_booking(service, repo):
    booking = service.book("stu-5", LessonType.PRIVATE, LESSON_DAY)
    service.cancel(booking.id)
    assert repo.get(booking.id) is None


def test_cancel_unknown_booking(service):
    with pytest.raises(BookingError, match="unknown"):
        service.cancel("does-not-exist")
