"""Periodic maintenance tasks for the accounts service."""

from datetime import timedelta

from celery import Celery
from celery.schedules import crontab
from celery.utils.log import get_task_logger
from django.utils import timezone

from accounts.models import EmailVerification, LoginAttempt, Session, User

app = Celery("accounts")
app.config_from_object("django.conf:settings", namespace="CELERY")

logger = get_task_logger(__name__)


@app.task
def cleanup_expired_sessions() -> int:
    deleted, _ = Session.objects.filter(expires_at__lt=timezone.now()).delete()
    logger.info("removed %d expired sessions", deleted)
    return deleted


@app.task
def cleanup_login_attempts(days: int = 7) -> int:
    cutoff = timezone.now() - timedelta(days=days)
    deleted, _ = LoginAttempt.objects.filter(created_at__lt=cutoff).delete()
    logger.info("removed %d login attempts older than %d days", deleted, days)
    return deleted


@app.task
def expire_email_verifications(hours: int = 48) -> int:
    cutoff = timezone.now() - timedelta(hours=hours)
    updated = EmailVerification.objects.filter(
        created_at__lt=cutoff, verified_at__isnull=True, expired=False
    ).update(expired=True)
    logger.info("expired %d email verifications", updated)
    return updated


@app.task(bind=True, max_retries=3, default_retry_delay=60)
def send_inactive_user_reminders(self, days: int = 90) -> int:
    cutoff = timezone.now() - timedelta(days=days)
    users = User.objects.filter(last_login__lt=cutoff, is_active=True, reminded_at__isnull=True)
    count = 0
    for user in users.iterator():
        try:
            user.send_reminder_email()
        except ConnectionError as exc:
            raise self.retry(exc=exc)
        count += 1
    return count


@app.task
def purge_soft_deleted_users(days: int = 30) -> int:
    cutoff = timezone.now() - timedelta(days=days)
    deleted, _ = User.objects.filter(deleted_at__lt=cutoff).delete()
    logger.info("purged %d users soft-deleted more than %d days ago", deleted, days)
    return deleted


app.conf.beat_schedule = {
    "cleanup-expired-sessions": {
        "task": "accounts.tasks.cleanup_expired_sessions",
        "schedule": crontab(minute=0),
    },
    "cleanup-login-attempts": {
        "task": "accounts.tasks.cleanup_login_attempts",
        "schedule": crontab(hour=3, minute=0),
    },
    "expire-email-verifications": {
        "task": "accounts.tasks.expire_email_verifications",
        "schedule": crontab(minute="*/30"),
    },
    "send-inactive-user-reminders": {
        "task": "accounts.tasks.send_inactive_user_reminders",
        "schedule": crontab(hour=10, minute=0, day_of_week="mon"),
    },
    "purge-soft-deleted-users": {
        "task": "accounts.tasks.purge_soft_deleted_users",
        "schedule": crontab(hour=4, minute=15),
    },
}
