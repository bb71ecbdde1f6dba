# ... existing code ...

from transit.alerts.gateways import EmailGateway, PushGateway

# ... existing code ...

def send_email(gateway: EmailGateway, sub: Subscriber, alert: ServiceAlert) -> bool:
    if not sub.email:
        return False
    subject = f"[{alert.severity.value.upper()}] {alert.headline}"
    gateway.send(sub.email, subject=subject, body=alert.body)
    return True


# ... removed send_legacy_sms() (SMS gateway retired) ...


def dispatch(
    alert: ServiceAlert,
    subscribers: list[Subscriber],
    push: PushGateway,
    email: EmailGateway,
) -> int:
    # ... existing code ...
        if send_email(email, sub, alert):
            delivered += 1
    log.info("alert %s delivered %d times", alert.alert_id, delivered)
    return delivered
