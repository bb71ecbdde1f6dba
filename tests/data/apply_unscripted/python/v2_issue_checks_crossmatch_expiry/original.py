"""Issuing blood units from the bank to wards and theatres."""

import logging
from datetime import datetime, timezone

from bloodbank.audit import record_event
from bloodbank.errors import IssueRefused
from bloodbank.inventory import UnitStatus

log = logging.getLogger(__name__)


class UnitIssuer:
    """Hands out crossmatched units and takes back the ones that were not used."""

    RETURN_WINDOW_MINUTES = 30

    def __init__(self, inventory, crossmatches, audit_user):
        self.inventory = inventory
        self.crossmatches = crossmatches
        self.audit_user = audit_user

    def issue(self, unit_number, patient_mrn, destination):
        unit = self.inventory.get(unit_number)
        if unit is None:
            raise IssueRefused(f"unit {unit_number} not found")
        if unit.status is not UnitStatus.RESERVED:
            raise IssueRefused(f"unit {unit_number} is {unit.status.name}, not reserved")
        if unit.reserved_for != patient_mrn:
            raise IssueRefused(f"unit {unit_number} is reserved for another patient")

        now = datetime.now(timezone.utc)
        if unit.expires_at <= now:
            raise IssueRefused(f"unit {unit_number} expired at {unit.expires_at:%Y-%m-%d %H:%M}")

        unit.status = UnitStatus.ISSUED
        unit.issued_at = now
        unit.issued_to = destination
        self.inventory.save(unit)

        record_event("unit_issued", user=self.audit_user, unit=unit_number,
                     patient=patient_mrn, destination=destination)
        log.info("issued %s to %s for %s", unit_number, destination, patient_mrn)
        return unit

    def return_unused(self, unit_number, returned_by):
        unit = self.inventory.get(unit_number)
        if unit is None:
            raise IssueRefused(f"unit {unit_number} not found")
        if unit.status is not UnitStatus.ISSUED:
            raise IssueRefused(f"unit {unit_number} was not issued")

        now = datetime.now(timezone.utc)
        minutes_out = (now - unit.issued_at).total_seconds() / 60
        if minutes_out > self.RETURN_WINDOW_MINUTES:
            unit.status = UnitStatus.DISCARDED
        else:
            unit.status = UnitStatus.AVAILABLE
            unit.reserved_for = None
        unit.issued_to = None
        self.inventory.save(unit)

        record_event("unit_returned", user=self.audit_user, unit=unit_number,
                     returned_by=returned_by, minutes_out=round(minutes_out))
        return unit
