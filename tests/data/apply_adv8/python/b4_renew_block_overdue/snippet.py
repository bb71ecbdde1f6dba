@dataclass
class CirculationDesk:
    # ... existing code ...

    def renew(self, patron: Patron, loan: Loan, item: Item) -> Loan:
        # ... existing code ...
        if item.hold_queue:
            raise CheckoutError(f"item {item.barcode} has holds waiting")
        if loan.due < self.today:
            raise CheckoutError(f"loan for {loan.item_barcode} is overdue; bring it to the desk")
        days = LOAN_DAYS.get(item.material, 14)
        loan.due = self.today + timedelta(days=days)
        # ... existing code ...

    # ... existing code ...
