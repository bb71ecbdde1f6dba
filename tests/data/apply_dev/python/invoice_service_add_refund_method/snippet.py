# ... existing code ...

    def mark_void(self, invoice_id: int, reason: str) -> Invoice:
        # ... existing code ...
        log.info("invoice %s voided: %s", invoice_id, reason)
        return invoice

    def mark_refunded(self, invoice_id: int, amount: Decimal) -> Invoice:
        invoice = self._get(invoice_id)
        if invoice.status is not InvoiceStatus.PAID:
            raise InvalidTransition(invoice.status, InvoiceStatus.REFUNDED)
        if amount <= 0 or amount > invoice.total:
            raise ValueError(f"refund amount {amount} is out of range")
        invoice.status = InvoiceStatus.REFUNDED
        invoice.refunded_amount = amount
        invoice.refunded_at = datetime.now(timezone.utc)
        self.session.commit()
        log.info("invoice %s refunded: %s", invoice_id, format_amount(amount, invoice.currency))
        return invoice


# ... existing code ...
