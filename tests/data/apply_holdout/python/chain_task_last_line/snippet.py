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

# ... existing code ...
