from datetime import date, datetime

import pytest

from marathon.volunteers.roster import (
    Roster,
    RosterError,
    Shift,
    Volunteer,
)

RACE_DAY = date(2024, 10, 13)


@pytest.fixture
def water_shift():
    return Shift(
        id="AS3-early",
        role="aid_station",
        location="AS3 University Gates",
        start=datetime(2024, 10, 13, 6, 30),
        end=datetime(2024, 10, 13, 11, 0),
        capacity=2,
    )


@pytest.fixture
def first_aid_shift():
    return Shift(
        id="MED-finish",
        role="first_aid",
        location="Finish medical tent",
        start=datetime(2024, 10, 13, 8, 0),
        end=datetime(2024, 10, 13, 15, 0),
        capacity=6,
    )


def make_volunteer(name, *, born=date(1990, 5, 1), first_aid=False):
    return Volunteer(id=name.lower(), name=name, birth_date=born, certified_first_aid=first_aid)


def test_assign_adds_volunteer_to_shift(water_shift):
    roster = Roster(race_day=RACE_DAY, shifts=[water_shift])
    ana = make_volunteer("Ana")

    roster.assign(ana, water_shift.id)

    assert roster.members(water_shift.id) == [ana]


def test_assign_rejects_full_shift(water_shift):
    roster = Roster(race_day=RACE_DAY, shifts=[water_shift])
    roster.assign(make_volunteer("Ana"), water_shift.id)
    roster.assign(make_volunteer("Ben"), water_shift.id)

    with pytest.raises(RosterError, match="full"):
        roster.assign(make_volunteer("Cleo"), water_shift.id)


def test_assign_rejects_uncertified_first_aider(first_aid_shift):
    roster = Roster(race_day=RACE_DAY, shifts=[first_aid_shift])

    with pytest.raises(RosterError, match="certification"):
        roster.assign(make_volunteer("Dev"), first_aid_shift.id)


def test_unassign_frees_a_place(water_shift):
    roster = Roster(race_day=RACE_DAY, shifts=[water_shift])
    ana = make_volunteer("Ana")
    roster.assign(ana, water_shift.id)

    roster.unassign(ana, water_shift.id)

    assert roster.members(water_shift.id) == []


def test_unfilled_shifts_lists_open_places(water_shift, first_aid_shift):
    roster = Roster(race_day=RACE_DAY, shifts=[water_shift, first_aid_shift])
    roster.assign(make_volunteer("Ana"), water_shift.id)
    roster.assign(make_volunteer("Ben"), water_shift.id)

    assert roster.unfilled_shifts() == [first_aid_shift]
