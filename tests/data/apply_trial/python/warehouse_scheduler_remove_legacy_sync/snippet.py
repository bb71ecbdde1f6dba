@scheduler.scheduled_job("interval", minutes=5, id="sync_inventory", max_instances=1)
def sync_inventory() -> None:
    # ... existing code ...


# (removed legacy_sync_inventory — ERP v2 sync above replaces it)


@scheduler.scheduled_job("interval", minutes=10, id="push_shopify_stock", max_instances=1)
# ... rest of the jobs unchanged ...
