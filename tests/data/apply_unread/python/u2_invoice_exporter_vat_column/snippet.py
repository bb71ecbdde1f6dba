HEADER = ["number", "customer", "issued", "due", "net", "vat", "gross", "status"]

# ... existing code ...

    def export(self, invoices, filename: str) -> Path:
        # ... existing code ...
                net = sum((line.net for line in invoice.lines), Decimal("0"))
                gross = sum((line.gross for line in invoice.lines), Decimal("0"))
                writer.writerow([
                    invoice.number,
                    invoice.customer.name,
                    self._format_date(invoice.issued_on),
                    self._format_date(invoice.due_on),
                    self._format_amount(net),
                    self._format_amount(gross - net),
                    self._format_amount(gross),
                    invoice.status,
                ])

        # ... existing code ...
