"""Periodic background jobs for the newsletter app."""

from __future__ import annotations

import logging
from datetime import timedelta

from celery import shared_task
from celery.schedules import crontab
from django.conf import settings
from django.utils import timezone

from .models import Campaign, Subscriber
from .services import digest, mailer, metrics

logger = logging.getLogger(__name__)

BEAT_SCHEDULE = {
    "send-digest-emails": {
        "task": "newsletter.tasks.send_digest_emails",
        "schedule": crontab(hour=7, minute=0),
    },
    "purge-unconfirmed": {
        "task": "newsletter.tasks.purge_unconfirmed_subscribers",
        "schedule": crontab(hour=3, minute=30),
    },
    "refresh-open-rates": {
        "task": "newsletter.tasks.refresh_open_rates",
        "schedule": timedelta(minutes=15),
    },
    "archive-old-campaigns": {
        "task": "newsletter.tasks.archive_old_campaigns",
        "schedule": crontab(day_of_week="sun", hour=4, minute=0),
    },
}


@shared_task
def send_digest_emails() -> int:
    sent = 0
    for subscriber in Subscriber.objects.filter(confirmed=True, wants_digest=True):
        body = digest.render_for(subscriber)
        if body is None:
            continue
        mailer.send(subscriber.email, "Your weekly digest", body)
        sent += 1
    logger.info("sent %d digest emails", sent)
    return sent


@shared_task
def purge_unconfirmed_subscribers() -> int:
    cutoff = timezone.now() - timedelta(days=settings.NEWSLETTER_CONFIRM_DAYS)
    deleted, _ = Subscriber.objects.filter(confirmed=False, created_at__lt=cutoff).delete()
    logger.info("purged %d unconfirmed subscribers", deleted)
    return deleted


@shared_task
def refresh_open_rates() -> None:
    for campaign in Campaign.objects.filter(sent_at__gte=timezone.now() - timedelta(days=30)):
        campaign.open_rate = metrics.open_rate(campaign)
        campaign.save(update_fields=["open_rate"])


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def send_campaign(self, campaign_id: int) -> int:
    campaign = Campaign.objects.get(pk=campaign_id)
    try:
        count = mailer.send_campaign(campaign)
    except mailer.TransientError as exc:
        raise self.retry(exc=exc)
    campaign.sent_at = timezone.now()
    campaign.save(update_fields=["sent_at"])
    return count


@shared_task
def archive_old_campaigns() -> int:
    cutoff = timezone.now() - timedelta(days=settings.NEWSLETTER_ARCHIVE_DAYS)
    archived = Campaign.objects.filter(sent_at__lt=cutoff, archived=False).update(archived=True)
    logger.info("archived %d campaigns", archived)
    return archived
