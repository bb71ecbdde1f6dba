"""Consumers for user lifecycle events coming off the message bus."""

import logging

from app.metrics import metrics
from app.notifications import notify

log = logging.getLogger(__name__)


def handle_user_created(event: dict) -> None:
    payload = event["payload"]
    user_id = payload["user_id"]
    log.info("user created: %s", user_id)
    metrics.incr("events.user_created")
    notify("user.created", user_id=user_id)


def handle_user_updated(event: dict) -> None:
    payload = event["payload"]
    user_id = payload["user_id"]
    log.info("user updated: %s", user_id)
    metrics.incr("events.user_updated")
    notify("user.updated", user_id=user_id, fields=payload.get("fields", []))


def handle_user_deleted(event: dict) -> None:
    payload = event["payload"]
    user_id = payload["user_id"]
    log.info("user deleted: %s", user_id)
    metrics.incr("events.user_deleted")
    notify("user.deleted", user_id=user_id)


def handle_user_suspended(event: dict) -> None:
    payload = event["payload"]
    user_id = payload["user_id"]
    log.info("user suspended: %s", user_id)
    metrics.incr("events.user_suspended")
    notify("user.suspended", user_id=user_id, reason=payload.get("reason"))


HANDLERS = {
    "user.created": handle_user_created,
    "user.updated": handle_user_updated,
    "user.deleted": handle_user_deleted,
    "user.suspended": handle_user_suspended,
}


def dispatch(event: dict) -> bool:
    handler = HANDLERS.get(event.get("type", ""))
    if handler is None:
        log.warning("no handler for event type %r", event.get("type"))
        return False
    handler(event)
    return True
