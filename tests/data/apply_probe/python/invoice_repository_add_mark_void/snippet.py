class InvoiceRepository:
    # ... existing code ...

    def mark_void(self, invoice_id: int, reason: str) -> None:
        self.conn.execute(
            "UPDATE invoices SET status = 'void', void_reason = ? WHERE id = ?",
            (reason, invoice_id),
        )
        self.conn.commit()
