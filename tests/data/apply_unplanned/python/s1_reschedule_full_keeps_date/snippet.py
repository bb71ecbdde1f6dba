# ... existing tests ...


def test_reschedule_to_full_day(service, repo):
    # ... same setup as before ...
    with pytest.raises(BookingError, match="full"):
        service.reschedule(booking.id, new_day)
    assert repo.get(booking.id).lesson_date == LESSON_DAY


# ... existing tests ...
