# ... keep existing code


@app.task
def purge_soft_deleted_users(days: int = 30) -> int:
    cutoff = timezone.now() - timedelta(days=days)
    deleted, _ = User.objects.filter(deleted_at__lt=cutoff).delete()
    logger.info("purged %d users soft-deleted more than %d days ago", deleted, days)
    return deleted


app.conf.beat_schedule = {
    # ... keep existing code
    "purge-soft-deleted-users": {
        "task": "accounts.tasks.purge_soft_deleted_users",
        "schedule": crontab(hour=4, minute=15),
    },
}
