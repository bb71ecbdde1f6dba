"""Celery tasks for the reporting pipeline."""

from __future__ import annotations

import logging
from datetime import date, timedelta

from celery import shared_task
from django.db import transaction

from reports.models import DailyReport, Event
from reports.render import render_pdf
from reports.storage import upload

logger = logging.getLogger(__name__)


@shared_task
def build_daily_report(day: str) -> int:
    target = date.fromisoformat(day)
    events = Event.objects.filter(created__date=target)
    with transaction.atomic():
        report, _ = DailyReport.objects.update_or_create(
            day=target, defaults={"event_count": events.count()}
        )
    logger.info("daily report for %s: %d events", target, report.event_count)
    publish_report.delay(report.pk)
    return report.pk


@shared_task
def publish_report(report_id: int) -> str:
    report = DailyReport.objects.get(pk=report_id)
    pdf = render_pdf(report)
    url = upload(f"reports/{report.day.isoformat()}.pdf", pdf)
    report.url = url
    report.save(update_fields=["url"])
    return url


@shared_task
def purge_old_events(days: int = 90) -> int:
    cutoff = date.today() - timedelta(days=days)
    deleted, _ = Event.objects.filter(created__date__lt=cutoff).delete()
    logger.info("purged %d events older than %s", deleted, cutoff)
    return deleted
