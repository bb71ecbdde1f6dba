# ... existing code ...


def test_assign_rejects_uncertified_first_aider(first_aid_shift):
    roster = Roster(race_day=RACE_DAY, shifts=[first_aid_shift])

    with pytest.raises(RosterError, match="certification"):
        roster.assign(make_volunteer("Dev"), first_aid_shift.id)


def test_assign_rejects_volunteer_under_16(water_shift):
    roster = Roster(race_day=RACE_DAY, shifts=[water_shift])
    teen = make_volunteer("Eli", born=date(2009, 1, 20))

    with pytest.raises(RosterError, match="16"):
        roster.assign(teen, water_shift.id)

    assert roster.members(water_shift.id) == []


# ... existing code ...
