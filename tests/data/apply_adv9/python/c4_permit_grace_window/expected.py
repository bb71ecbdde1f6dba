"""Exit-barrier ticket validation for the Harbourside garage."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import Enum

log = logging.getLogger("garage.validation")


class Verdict(Enum):
    OPEN = "open"
    REJECT = "reject"
    CALL_ATTENDANT = "call_attendant"


@dataclass(frozen=True)
class ValidationResult:
    verdict: Verdict
    reason: str = ""
    bay_id: str | None = None

    @classmethod
    def accepted(cls, bay_id: str | None) -> "ValidationResult":
        return cls(Verdict.OPEN, bay_id=bay_id)

    @classmethod
    def rejected(cls, reason: str) -> "ValidationResult":
        return cls(Verdict.REJECT, reason=reason)


@dataclass
class Ticket:
    barcode: str
    entry_time: datetime
    paid_until: datetime | None = None
    bay_id: str | None = None
    is_permit: bool = False


class TicketValidator:
    def __init__(self, voided: set[str], clock=datetime.utcnow):
        self._voided = voided
        self._clock = clock
        self._seen_at_exit: dict[str, datetime] = {}

    def exit_deadline(self, ticket: Ticket) -> datetime | None:
        """Latest time the car may leave without paying again."""
        if ticket.paid_until is None:
            return None
        grace = timedelta(minutes=15)
        return ticket.paid_until + grace

    def validate(self, ticket: Ticket) -> ValidationResult:
        now = self._clock()
        if ticket.barcode in self._voided:
            log.warning("voided ticket %s presented at exit", ticket.barcode)
            return ValidationResult.rejected("ticket voided")
        if ticket.entry_time > now:
            return ValidationResult(Verdict.CALL_ATTENDANT, reason="entry time in the future")
        previous = self._seen_at_exit.get(ticket.barcode)
        if previous is not None and now - previous < timedelta(seconds=30):
            # Barrier loop re-read the same ticket; don't double-log.
            return ValidationResult.accepted(ticket.bay_id)
        self._seen_at_exit[ticket.barcode] = now

        paid_until = ticket.paid_until
        if paid_until is None:
            return ValidationResult.rejected("ticket not paid")
        # Permit holders get a longer window; the lift queue on P3 is slow at 18:00.
        grace = timedelta(minutes=30 if ticket.is_permit else 15)
        if now > paid_until + grace:
            return ValidationResult.rejected("grace period expired")
        log.info("exit ok for %s (bay %s)", ticket.barcode, ticket.bay_id)
        return ValidationResult.accepted(ticket.bay_id)

    def forget(self, barcode: str) -> None:
        self._seen_at_exit.pop(barcode, None)
