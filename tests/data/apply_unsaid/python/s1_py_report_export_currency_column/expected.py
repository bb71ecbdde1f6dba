"""CSV and JSON exports for the back-office reports page."""

import csv
import json
import logging
from pathlib import Path

log = logging.getLogger(__name__)


def export_orders_csv(orders, path, *, include_refunds=False):
    fieldnames = ["order_id", "customer", "placed_at", "total", "currency", "status"]
    written = 0
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=fieldnames)
        writer.writeheader()
        for order in orders:
            if order.status == "refunded" and not include_refunds:
                continue
            writer.writerow(
                {
                    "order_id": order.id,
                    "customer": order.customer_name,
                    "placed_at": order.placed_at.isoformat(),
                    "total": f"{order.total:.2f}",
                    "currency": order.currency,
                    "status": order.status,
                }
            )
            written += 1
    log.info("exported %d orders to %s", written, path)
    return written


def export_customers_csv(customers, path):
    fieldnames = ["customer_id", "name", "email", "created_at", "orders"]
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=fieldnames)
        writer.writeheader()
        for customer in customers:
            writer.writerow(
                {
                    "customer_id": customer.id,
                    "name": customer.name,
                    "email": customer.email,
                    "created_at": customer.created_at.isoformat(),
                    "orders": customer.order_count,
                }
            )
    log.info("exported %d customers to %s", len(customers), path)


def export_orders_json(orders, path):
    payload = [
        {
            "id": order.id,
            "customer": order.customer_name,
            "placed_at": order.placed_at.isoformat(),
            "total": str(order.total),
            "status": order.status,
        }
        for order in orders
    ]
    Path(path).write_text(json.dumps(payload, indent=2), encoding="utf-8")
    log.info("exported %d orders to %s", len(payload), path)


def export_all(orders, customers, out_dir):
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    export_orders_csv(orders, out / "orders.csv")
    export_customers_csv(customers, out / "customers.csv")
    export_orders_json(orders, out / "orders.json")
