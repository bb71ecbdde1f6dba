# ... existing code ...


@shared_task
def purge_old_events(days: int = 90, *, dry_run: bool = False) -> int:
    cutoff = date.today() - timedelta(days=days)
    old = Event.objects.filter(created__date__lt=cutoff)
    if dry_run:
        return old.count()
    deleted, _ = old.delete()
    logger.info("purged %d events older than %s", deleted, cutoff)
    return deleted
