"""Dispatch service alerts to subscribed riders."""

import logging
from dataclasses import dataclass, field
from enum import Enum

from transit.alerts.gateways import EmailGateway, PushGateway

log = logging.getLogger(__name__)


class Severity(Enum):
    INFO = "info"
    DELAY = "delay"
    DETOUR = "detour"
    SUSPENSION = "suspension"


@dataclass
class ServiceAlert:
    alert_id: str
    route_ids: list[str]
    severity: Severity
    headline: str
    body: str


@dataclass
class Subscriber:
    rider_id: str
    route_ids: set[str] = field(default_factory=set)
    push_token: str | None = None
    email: str | None = None
    phone: str | None = None


def send_push(gateway: PushGateway, sub: Subscriber, alert: ServiceAlert) -> bool:
    if not sub.push_token:
        return False
    gateway.send(sub.push_token, title=alert.headline, body=alert.body)
    return True


def send_email(gateway: EmailGateway, sub: Subscriber, alert: ServiceAlert) -> bool:
    if not sub.email:
        return False
    subject = f"[{alert.severity.value.upper()}] {alert.headline}"
    gateway.send(sub.email, subject=subject, body=alert.body)
    return True


def dispatch(
    alert: ServiceAlert,
    subscribers: list[Subscriber],
    push: PushGateway,
    email: EmailGateway,
) -> int:
    """Send ``alert`` to every subscriber of an affected route; return deliveries."""
    delivered = 0
    affected = set(alert.route_ids)
    for sub in subscribers:
        if not sub.route_ids & affected:
            continue
        if send_push(push, sub, alert):
            delivered += 1
        if alert.severity is Severity.INFO:
            continue
        if send_email(email, sub, alert):
            delivered += 1
    log.info("alert %s delivered %d times", alert.alert_id, delivered)
    return delivered
