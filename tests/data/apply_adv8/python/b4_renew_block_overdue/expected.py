"""Checkout, renewal and check-in rules for the circulation desk."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta

from lending.models import Item, Loan, Patron
from lending.notifications import notify_patron

log = logging.getLogger(__name__)

LOAN_DAYS = {"book": 21, "dvd": 7, "laptop": 3}
MAX_RENEWALS = 2
FINE_BLOCK_CENTS = 1000


class CheckoutError(Exception):
    pass


@dataclass
class CirculationDesk:
    branch_code: str
    today: date = field(default_factory=date.today)

    def check_out(self, patron: Patron, item: Item) -> Loan:
        if patron.blocked:
            raise CheckoutError(f"patron {patron.card_number} is blocked")
        if patron.fines_cents >= FINE_BLOCK_CENTS:
            raise CheckoutError(f"patron {patron.card_number} owes ${patron.fines_cents / 100:.2f}")
        if item.on_hold_for and item.on_hold_for != patron.card_number:
            raise CheckoutError(f"item {item.barcode} is on hold for another patron")
        days = LOAN_DAYS.get(item.material, 14)
        loan = Loan(
            item_barcode=item.barcode,
            card_number=patron.card_number,
            branch_code=self.branch_code,
            due=self.today + timedelta(days=days),
        )
        item.on_hold_for = None
        log.info("checked out %s to %s, due %s", item.barcode, patron.card_number, loan.due)
        return loan

    def renew(self, patron: Patron, loan: Loan, item: Item) -> Loan:
        if patron.blocked:
            raise CheckoutError(f"patron {patron.card_number} is blocked")
        if loan.renewals >= MAX_RENEWALS:
            raise CheckoutError(f"loan for {loan.item_barcode} has no renewals left")
        if item.hold_queue:
            raise CheckoutError(f"item {item.barcode} has holds waiting")
        if loan.due < self.today:
            raise CheckoutError(f"loan for {loan.item_barcode} is overdue; bring it to the desk")
        days = LOAN_DAYS.get(item.material, 14)
        loan.due = self.today + timedelta(days=days)
        loan.renewals += 1
        log.info("renewed %s for %s, due %s", loan.item_barcode, patron.card_number, loan.due)
        return loan

    def check_in(self, loan: Loan, item: Item) -> int:
        """Marks the loan returned and returns the overdue fine in cents (0 if on time)."""
        loan.returned_on = self.today
        late_days = (self.today - loan.due).days
        fine = max(0, late_days) * 25
        if item.hold_queue:
            next_card = item.hold_queue.pop(0)
            item.on_hold_for = next_card
            notify_patron(next_card, f"{item.title} is ready for pickup at {self.branch_code}")
        log.info("checked in %s, fine %d", loan.item_barcode, fine)
        return fine
