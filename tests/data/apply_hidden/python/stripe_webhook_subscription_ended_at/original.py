import hmac
import json
import logging
from hashlib import sha256

from flask import Blueprint, abort, current_app, request

from .models import Invoice, Subscription, db

logger = logging.getLogger(__name__)

bp = Blueprint("stripe_webhooks", __name__, url_prefix="/webhooks")


def _verify_signature(payload: bytes, header: str) -> bool:
    secret = current_app.config["STRIPE_WEBHOOK_SECRET"].encode()
    parts = dict(item.split("=", 1) for item in header.split(",") if "=" in item)
    signed = f"{parts.get('t', '')}.".encode() + payload
    expected = hmac.new(secret, signed, sha256).hexdigest()
    return hmac.compare_digest(expected, parts.get("v1", ""))


def handle_invoice_paid(event):
    data = event["data"]["object"]
    invoice = Invoice.query.filter_by(stripe_id=data["id"]).first()
    if invoice is None:
        logger.warning("unknown invoice %s", data["id"])
        return
    invoice.status = "paid"
    invoice.amount_paid = data["amount_paid"]
    db.session.commit()


def handle_invoice_failed(event):
    data = event["data"]["object"]
    invoice = Invoice.query.filter_by(stripe_id=data["id"]).first()
    if invoice is None:
        logger.warning("unknown invoice %s", data["id"])
        return
    invoice.status = "failed"
    invoice.attempt_count = data["attempt_count"]
    db.session.commit()


def handle_subscription_updated(event):
    data = event["data"]["object"]
    sub = Subscription.query.filter_by(stripe_id=data["id"]).first()
    if sub is None:
        logger.warning("unknown subscription %s", data["id"])
        return
    sub.status = data["status"]
    sub.cancel_at_period_end = data["cancel_at_period_end"]
    db.session.commit()


def handle_subscription_deleted(event):
    data = event["data"]["object"]
    sub = Subscription.query.filter_by(stripe_id=data["id"]).first()
    if sub is None:
        logger.warning("unknown subscription %s", data["id"])
        return
    sub.status = "canceled"
    sub.active = False
    db.session.commit()


HANDLERS = {
    "invoice.paid": handle_invoice_paid,
    "invoice.payment_failed": handle_invoice_failed,
    "customer.subscription.updated": handle_subscription_updated,
    "customer.subscription.deleted": handle_subscription_deleted,
}


@bp.route("/stripe", methods=["POST"])
def stripe_webhook():
    payload = request.get_data()
    if not _verify_signature(payload, request.headers.get("Stripe-Signature", "")):
        abort(400)
    event = json.loads(payload)
    handler = HANDLERS.get(event["type"])
    if handler is None:
        logger.debug("ignoring event %s", event["type"])
        return "", 204
    handler(event)
    return "", 200
