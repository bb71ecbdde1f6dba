import logging
from dataclasses import dataclass

import requests

from .templates import render

log = logging.getLogger(__name__)


@dataclass
class Channels:
    smtp: object
    sms_gateway: object
    pager_url: str
    slack_webhook: str


class Notifier:
    def __init__(self, channels: Channels, timeout: float = 5.0):
        self.channels = channels
        self.timeout = timeout

    def send_email(self, user, template, **context):
        body = render(template, user=user, **context)
        try:
            self.channels.smtp.send(to=user.email, subject=context.get("subject", ""), body=body)
        except OSError:
            log.exception("email to %s failed", user.email)
            return False
        return True

    def send_sms(self, user, message):
        if not user.phone:
            log.warning("user %s has no phone number", user.id)
            return False
        try:
            self.channels.sms_gateway.send(user.phone, message[:160])
        except OSError:
            log.exception("sms to %s failed", user.phone)
            return False
        return True

    def send_pager(self, service, summary, severity="error"):
        payload = {"service": service, "summary": summary, "severity": severity}
        try:
            resp = requests.post(self.channels.pager_url, json=payload, timeout=self.timeout)
            resp.raise_for_status()
        except requests.RequestException:
            log.exception("pager alert for %s failed", service)
            return False
        return True

    def send_slack(self, channel, message):
        payload = {"channel": channel, "text": message}
        try:
            resp = requests.post(self.channels.slack_webhook, json=payload, timeout=self.timeout)
            resp.raise_for_status()
        except requests.RequestException:
            log.exception("slack message to %s failed", channel)
            return False
        return True

    def broadcast(self, user, message):
        results = {
            "email": self.send_email(user, "broadcast.txt", message=message),
            "sms": self.send_sms(user, message),
        }
        return all(results.values())
