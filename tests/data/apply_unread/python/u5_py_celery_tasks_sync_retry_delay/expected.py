"""Celery tasks for the CRM integration."""

from __future__ import annotations

import logging

from celery import shared_task
from django.db import transaction

from crm.client import CrmClient, CrmRateLimited, CrmUnavailable
from crm.models import Account, Contact, Deal

logger = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=5, default_retry_delay=30, acks_late=True)
def sync_account(self, account_id: int) -> None:
    account = Account.objects.get(pk=account_id)
    try:
        remote = CrmClient().upsert_account(account.to_crm())
    except (CrmRateLimited, CrmUnavailable) as exc:
        raise self.retry(exc=exc)
    with transaction.atomic():
        account.crm_id = remote["id"]
        account.save(update_fields=["crm_id"])
    logger.info("synced account %s -> %s", account_id, remote["id"])


@shared_task(bind=True, max_retries=5, default_retry_delay=30, acks_late=True)
def sync_contact(self, contact_id: int) -> None:
    contact = Contact.objects.select_related("account").get(pk=contact_id)
    if not contact.account.crm_id:
        sync_account.delay(contact.account_id)
        raise self.retry(countdown=60)
    try:
        remote = CrmClient().upsert_contact(contact.to_crm())
    except (CrmRateLimited, CrmUnavailable) as exc:
        raise self.retry(exc=exc)
    Contact.objects.filter(pk=contact_id).update(crm_id=remote["id"])
    logger.info("synced contact %s -> %s", contact_id, remote["id"])


@shared_task(bind=True, max_retries=8, default_retry_delay=120, acks_late=True)
def sync_deal(self, deal_id: int) -> None:
    deal = Deal.objects.select_related("account").get(pk=deal_id)
    try:
        remote = CrmClient().upsert_deal(deal.to_crm())
    except (CrmRateLimited, CrmUnavailable) as exc:
        raise self.retry(exc=exc)
    Deal.objects.filter(pk=deal_id).update(crm_id=remote["id"], crm_stage=remote["stage"])
    logger.info("synced deal %s -> %s", deal_id, remote["id"])


@shared_task(bind=True, max_retries=3, default_retry_delay=300)
def full_resync(self) -> int:
    count = 0
    for account_id in Account.objects.values_list("pk", flat=True).iterator():
        sync_account.delay(account_id)
        count += 1
    logger.info("queued %d accounts for resync", count)
    return count


@shared_task
def purge_deleted_contacts() -> int:
    deleted, _ = Contact.objects.filter(deleted_at__isnull=False, crm_id__isnull=True).delete()
    return deleted
