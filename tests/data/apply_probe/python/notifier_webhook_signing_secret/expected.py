"""Outbound notification channels."""

import hashlib
import hmac
import json
import logging
import time

import requests

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT = 10
MAX_ATTEMPTS = 3


class DeliveryError(RuntimeError):
    pass


def _digest(secret: str, body: bytes) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def verify_signature(secret: str, body: bytes, header: str) -> bool:
    """Check the X-Signature header of an incoming callback."""
    if not header.startswith("sha256="):
        return False
    return hmac.compare_digest(header[len("sha256="):], _digest(secret, body))


def _post_with_retry(url, body, headers, timeout):
    last_exc = None
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            resp = requests.post(url, data=body, headers=headers, timeout=timeout)
            if resp.status_code < 500:
                resp.raise_for_status()
                return resp
            log.warning("server error %s from %s (attempt %d)", resp.status_code, url, attempt)
        except requests.ConnectionError as exc:
            last_exc = exc
            log.warning("connection failed to %s (attempt %d)", url, attempt)
        time.sleep(2 ** attempt)
    raise DeliveryError(f"giving up on {url}") from last_exc


def send_slack(webhook_url, text, channel=None, timeout=DEFAULT_TIMEOUT):
    payload = {"text": text}
    if channel:
        payload["channel"] = channel
    body = json.dumps(payload).encode()
    headers = {"Content-Type": "application/json"}
    return _post_with_retry(webhook_url, body, headers, timeout)


def send_teams(webhook_url, text, title=None, timeout=DEFAULT_TIMEOUT):
    payload = {"@type": "MessageCard", "text": text}
    if title:
        payload["title"] = title
    body = json.dumps(payload).encode()
    headers = {"Content-Type": "application/json"}
    return _post_with_retry(webhook_url, body, headers, timeout)


def send_webhook(url, event, data, secret=None, timeout=DEFAULT_TIMEOUT):
    payload = {"event": event, "data": data, "sent_at": int(time.time())}
    body = json.dumps(payload, sort_keys=True).encode()
    headers = {"Content-Type": "application/json", "User-Agent": "notifier/1.4"}
    if secret:
        headers["X-Signature"] = "sha256=" + _digest(secret, body)
    return _post_with_retry(url, body, headers, timeout)


def notify_all(targets, text):
    results = {}
    for target in targets:
        kind = target["kind"]
        try:
            if kind == "slack":
                send_slack(target["url"], text, channel=target.get("channel"))
            elif kind == "teams":
                send_teams(target["url"], text, title=target.get("title"))
            elif kind == "webhook":
                send_webhook(
                    target["url"],
                    "notification",
                    {"text": text},
                    secret=target.get("secret"),
                )
            else:
                raise ValueError(f"unknown target kind {kind!r}")
            results[target["url"]] = "ok"
        except DeliveryError as exc:
            results[target["url"]] = str(exc)
    return results
