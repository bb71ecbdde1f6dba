"""Background jobs that mirror CRM data into the local database."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta, timezone

from celery import shared_task
from django.db import transaction

from crm.clients import CrmClient, LegacyCrmClient
from crm.models import Account, Contact, SyncCursor

log = logging.getLogger(__name__)

PAGE_SIZE = 200
STALE_AFTER = timedelta(days=90)


def _cursor(tenant_id: int, kind: str) -> SyncCursor:
    cursor, _ = SyncCursor.objects.get_or_create(tenant_id=tenant_id, kind=kind)
    return cursor


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def sync_accounts(self, tenant_id: int) -> int:
    client = CrmClient.for_tenant(tenant_id)
    cursor = _cursor(tenant_id, "accounts")
    synced = 0
    try:
        for page in client.iter_accounts(since=cursor.value, page_size=PAGE_SIZE):
            with transaction.atomic():
                for row in page:
                    Account.objects.update_or_create(
                        tenant_id=tenant_id,
                        external_id=row["id"],
                        defaults={"name": row["name"], "domain": row.get("domain", "")},
                    )
                    synced += 1
                cursor.value = page.next_cursor
                cursor.save(update_fields=["value"])
    except client.RateLimited as exc:
        raise self.retry(exc=exc, countdown=exc.retry_after)
    log.info("tenant %s: synced %d accounts", tenant_id, synced)
    return synced


@shared_task(bind=True, max_retries=2)
def legacy_sync_accounts(self, tenant_id: int) -> int:
    client = LegacyCrmClient(tenant_id)
    synced = 0
    for row in client.all_accounts():
        Account.objects.update_or_create(
            tenant_id=tenant_id,
            external_id=str(row["AccountId"]),
            defaults={"name": row["AccountName"], "domain": row.get("Website", "")},
        )
        synced += 1
    log.info("tenant %s: legacy-synced %d accounts", tenant_id, synced)
    return synced


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def sync_contacts(self, tenant_id: int) -> int:
    client = CrmClient.for_tenant(tenant_id)
    cursor = _cursor(tenant_id, "contacts")
    synced = 0
    try:
        for page in client.iter_contacts(since=cursor.value, page_size=PAGE_SIZE):
            with transaction.atomic():
                for row in page:
                    Contact.objects.update_or_create(
                        tenant_id=tenant_id,
                        external_id=row["id"],
                        defaults={"email": row["email"], "full_name": row.get("name", "")},
                    )
                    synced += 1
                cursor.value = page.next_cursor
                cursor.save(update_fields=["value"])
    except client.RateLimited as exc:
        raise self.retry(exc=exc, countdown=exc.retry_after)
    log.info("tenant %s: synced %d contacts", tenant_id, synced)
    return synced


@shared_task
def purge_stale_contacts(tenant_id: int) -> int:
    cutoff = datetime.now(timezone.utc) - STALE_AFTER
    deleted, _ = Contact.objects.filter(tenant_id=tenant_id, last_seen_at__lt=cutoff).delete()
    log.info("tenant %s: purged %d stale contacts", tenant_id, deleted)
    return deleted
