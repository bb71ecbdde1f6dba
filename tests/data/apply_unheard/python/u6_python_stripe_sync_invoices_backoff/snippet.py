# ... existing code ...

@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def sync_invoices(self, account_id):
    account = Account.objects.get(pk=account_id)
    client = StripeClient.for_account(account)
    try:
        items = client.list_invoices(account.stripe_customer_id)
    except StripeError as exc:
        logger.warning("sync_invoices failed for %s: %s", account_id, exc)
        raise self.retry(exc=exc, countdown=60 * 2 ** self.request.retries)
    with transaction.atomic():
        for item in items:
            Invoice.objects.update_or_create_from_stripe(account, item)

# ... existing code ...
