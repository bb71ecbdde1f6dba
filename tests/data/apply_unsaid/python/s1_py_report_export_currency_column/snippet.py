def export_orders_csv(orders, path, *, include_refunds=False):
    fieldnames = ["order_id", "customer", "placed_at", "total", "currency", "status"]
    written = 0
    with open(path, "w", newline="", encoding="utf-8") as fh:
        # ... existing code ...
                    "total": f"{order.total:.2f}",
                    "currency": order.currency,
                    "status": order.status,
                }
            )
            written += 1
    log.info("exported %d orders to %s", written, path)
    return written
