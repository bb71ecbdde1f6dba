class TicketValidator:
    # ... existing code ...

    def validate(self, ticket: Ticket) -> ValidationResult:
        now = self._clock()
        # ... existing code ...
        paid_until = ticket.paid_until
        if paid_until is None:
            return ValidationResult.rejected("ticket not paid")
        # Permit holders get a longer window; the lift queue on P3 is slow at 18:00.
        grace = timedelta(minutes=30 if ticket.is_permit else 15)
        if now > paid_until + grace:
            return ValidationResult.rejected("grace period expired")
        # ... existing code ...

    # ... existing code ...
