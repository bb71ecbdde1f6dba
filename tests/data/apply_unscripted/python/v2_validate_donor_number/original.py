"""Donor registration and lookup for the blood bank LIMS."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date

from bloodbank.db import session_scope
from bloodbank.models import DonorRecord

log = logging.getLogger(__name__)

VALID_GROUPS = {"O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+"}


@dataclass
class DonorForm:
    donor_number: str
    first_name: str
    last_name: str
    date_of_birth: date
    blood_group: str | None = None
    phone: str | None = None
    notes: list[str] = field(default_factory=list)


class DonorValidationError(ValueError):
    pass


def _age_on(dob: date, today: date) -> int:
    years = today.year - dob.year
    if (today.month, today.day) < (dob.month, dob.day):
        years -= 1
    return years


def validate_form(form: DonorForm, today: date | None = None) -> None:
    today = today or date.today()
    if not form.donor_number:
        raise DonorValidationError("donor number is required")
    if not form.first_name.strip() or not form.last_name.strip():
        raise DonorValidationError("donor name is required")
    age = _age_on(form.date_of_birth, today)
    if age < 17 or age > 70:
        raise DonorValidationError(f"donor age {age} is outside 17-70")
    if form.blood_group is not None and form.blood_group not in VALID_GROUPS:
        raise DonorValidationError(f"unknown blood group {form.blood_group!r}")


def register_donor(form: DonorForm) -> DonorRecord:
    validate_form(form)
    with session_scope() as session:
        existing = session.query(DonorRecord).filter_by(donor_number=form.donor_number).one_or_none()
        if existing is not None:
            raise DonorValidationError(f"donor {form.donor_number} already registered")
        record = DonorRecord(
            donor_number=form.donor_number,
            first_name=form.first_name.strip(),
            last_name=form.last_name.strip(),
            date_of_birth=form.date_of_birth,
            blood_group=form.blood_group,
            phone=form.phone,
        )
        session.add(record)
    log.info("registered donor %s", form.donor_number)
    return record


def find_donor(donor_number: str) -> DonorRecord | None:
    with session_scope() as session:
        return session.query(DonorRecord).filter_by(donor_number=donor_number).one_or_none()
