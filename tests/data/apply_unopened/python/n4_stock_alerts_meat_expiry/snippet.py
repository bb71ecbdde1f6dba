# ... existing code ...


def check_meat_stock(items: list[StockItem]) -> list[StockAlert]:
    alerts = []
    for item in items:
        if item.category != "meat":
            continue
        if item.quantity <= 0:
            alerts.append(StockAlert(item.sku, "out", item.quantity))
        elif item.quantity < item.par_level * Decimal("0.25"):
            alerts.append(StockAlert(item.sku, "reorder", item.quantity))
        elif item.expires_on and item.expires_on <= date.today() + timedelta(days=2):
            alerts.append(StockAlert(item.sku, "expiring", item.quantity))
    return alerts


# ... existing code ...
