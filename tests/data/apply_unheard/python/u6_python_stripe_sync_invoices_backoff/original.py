import logging

from celery import shared_task
from django.db import transaction

from billing.clients import StripeClient, StripeError
from billing.models import Account, Invoice, Payout, Subscription

logger = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def sync_customer(self, account_id):
    account = Account.objects.get(pk=account_id)
    client = StripeClient.for_account(account)
    try:
        data = client.retrieve_customer(account.stripe_customer_id)
    except StripeError as exc:
        logger.warning("sync_customer failed for %s: %s", account_id, exc)
        raise self.retry(exc=exc)
    account.update_from_stripe(data)


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def sync_subscriptions(self, account_id):
    account = Account.objects.get(pk=account_id)
    client = StripeClient.for_account(account)
    try:
        items = client.list_subscriptions(account.stripe_customer_id)
    except StripeError as exc:
        logger.warning("sync_subscriptions failed for %s: %s", account_id, exc)
        raise self.retry(exc=exc)
    with transaction.atomic():
        for item in items:
            Subscription.objects.update_or_create_from_stripe(account, item)


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def sync_invoices(self, account_id):
    account = Account.objects.get(pk=account_id)
    client = StripeClient.for_account(account)
    try:
        items = client.list_invoices(account.stripe_customer_id)
    except StripeError as exc:
        logger.warning("sync_invoices failed for %s: %s", account_id, exc)
        raise self.retry(exc=exc)
    with transaction.atomic():
        for item in items:
            Invoice.objects.update_or_create_from_stripe(account, item)


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def sync_payouts(self, account_id):
    account = Account.objects.get(pk=account_id)
    client = StripeClient.for_account(account)
    try:
        items = client.list_payouts(account.stripe_account_id)
    except StripeError as exc:
        logger.warning("sync_payouts failed for %s: %s", account_id, exc)
        raise self.retry(exc=exc)
    with transaction.atomic():
        for item in items:
            Payout.objects.update_or_create_from_stripe(account, item)


@shared_task
def sync_all(account_id):
    sync_customer.delay(account_id)
    sync_subscriptions.delay(account_id)
    sync_invoices.delay(account_id)
    sync_payouts.delay(account_id)
