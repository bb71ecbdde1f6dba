import logging
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.utils import timezone

from accounts.models import Session, User
from notifications.mail import send_digest_email
from search.index import SearchIndex

logger = logging.getLogger(__name__)


@shared_task
def purge_expired_sessions():
    cutoff = timezone.now() - timedelta(days=settings.SESSION_RETENTION_DAYS)
    deleted, _ = Session.objects.filter(last_seen__lt=cutoff).delete()
    logger.info("purged %d expired sessions", deleted)
    return deleted


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def rebuild_search_index(self, batch_size=500):
    index = SearchIndex.open(settings.SEARCH_INDEX_URL)
    try:
        count = index.rebuild(User.objects.filter(is_active=True), batch_size=batch_size)
    except ConnectionError as exc:
        raise self.retry(exc=exc)
    logger.info("reindexed %d users", count)
    return count


@shared_task(bind=True, max_retries=5, default_retry_delay=300)
def send_weekly_digest(self):
    sent = 0
    for user in User.objects.filter(is_active=True, wants_digest=True).iterator():
        try:
            send_digest_email(user)
        except ConnectionError as exc:
            raise self.retry(exc=exc)
        sent += 1
    logger.info("sent %d weekly digests", sent)
    return sent


@shared_task
def deactivate_dormant_users(days=365):
    cutoff = timezone.now() - timedelta(days=days)
    updated = User.objects.filter(is_active=True, last_login__lt=cutoff).update(is_active=False)
    logger.info("deactivated %d dormant users", updated)
    return updated
