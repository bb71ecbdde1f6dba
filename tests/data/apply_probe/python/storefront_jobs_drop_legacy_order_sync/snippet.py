# ... existing code ...

    log.info("purged %d abandoned carts", deleted)


# ... removed legacy_sync_orders() — the orders webhook consumer replaces it ...


@scheduler.job("refresh_exchange_rates", cron="0 * * * *")
# ... existing code ...
