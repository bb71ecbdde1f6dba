import csv
import logging
from decimal import Decimal
from pathlib import Path

log = logging.getLogger(__name__)

HEADER = ["number", "customer", "issued", "due", "net", "gross", "status"]


class InvoiceExporter:
    """Writes invoices to CSV files for the accounting department."""

    def __init__(self, output_dir: Path, delimiter: str = ";"):
        self.output_dir = output_dir
        self.delimiter = delimiter

    def _format_amount(self, amount: Decimal) -> str:
        return f"{amount.quantize(Decimal('0.01'))}".replace(".", ",")

    def _format_date(self, value) -> str:
        return value.strftime("%d.%m.%Y") if value else ""

    def export(self, invoices, filename: str) -> Path:
        path = self.output_dir / filename
        path.parent.mkdir(parents=True, exist_ok=True)
        skipped = 0

        with path.open("w", newline="", encoding="utf-8") as fh:
            writer = csv.writer(fh, delimiter=self.delimiter)
            writer.writerow(HEADER)
            for invoice in invoices:
                if invoice.status == "draft":
                    skipped += 1
                    continue
                net = sum((line.net for line in invoice.lines), Decimal("0"))
                gross = sum((line.gross for line in invoice.lines), Decimal("0"))
                writer.writerow([
                    invoice.number,
                    invoice.customer.name,
                    self._format_date(invoice.issued_on),
                    self._format_date(invoice.due_on),
                    self._format_amount(net),
                    self._format_amount(gross),
                    invoice.status,
                ])

        log.info("exported invoices to %s (%d drafts skipped)", path, skipped)
        return path

    def export_by_month(self, invoices) -> list[Path]:
        by_month = {}
        for invoice in invoices:
            key = invoice.issued_on.strftime("%Y-%m")
            by_month.setdefault(key, []).append(invoice)
        return [self.export(items, f"invoices-{month}.csv") for month, items in sorted(by_month.items())]

    def export_overdue(self, invoices, today) -> Path:
        overdue = [i for i in invoices if i.due_on and i.due_on < today and i.status != "paid"]
        return self.export(overdue, f"overdue-{today:%Y-%m-%d}.csv")
