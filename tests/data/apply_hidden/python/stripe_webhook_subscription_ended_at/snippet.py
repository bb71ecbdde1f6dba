import hmac
import json
import logging
from datetime import datetime, timezone
from hashlib import sha256

# ... existing code ...


def handle_subscription_deleted(event):
    data = event["data"]["object"]
    sub = Subscription.query.filter_by(stripe_id=data["id"]).first()
    if sub is None:
        logger.warning("unknown subscription %s", data["id"])
        return
    sub.status = "canceled"
    sub.active = False
    if data.get("ended_at"):
        sub.ended_at = datetime.fromtimestamp(data["ended_at"], tz=timezone.utc)
    db.session.commit()


# ... existing code ...
