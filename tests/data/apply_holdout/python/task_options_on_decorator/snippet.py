# ... existing code ...


@shared_task(bind=True, autoretry_for=(ConnectionError,), retry_backoff=True, max_retries=5)
def publish_report(self, report_id: int) -> str:
    report = DailyReport.objects.get(pk=report_id)
    # ... existing code ...
