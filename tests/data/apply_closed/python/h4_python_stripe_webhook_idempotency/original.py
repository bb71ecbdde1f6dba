"""Stripe webhook endpoint."""

from __future__ import annotations

import logging

import stripe
from flask import Blueprint, abort, current_app, jsonify, request

from .extensions import db
from .models import Customer, Subscription

log = logging.getLogger(__name__)
bp = Blueprint("stripe_webhooks", __name__)


def _customer(stripe_id: str) -> Customer | None:
    return Customer.query.filter_by(stripe_id=stripe_id).one_or_none()


def handle_checkout_completed(data: dict) -> None:
    customer = _customer(data["customer"])
    if customer is None:
        log.warning("checkout for unknown customer %s", data["customer"])
        return
    customer.plan = data["metadata"].get("plan", "basic")
    db.session.add(Subscription(customer=customer, stripe_id=data["subscription"], status="active"))


def handle_invoice_paid(data: dict) -> None:
    sub = Subscription.query.filter_by(stripe_id=data["subscription"]).one_or_none()
    if sub is None:
        return
    sub.status = "active"
    sub.paid_through = data["lines"]["data"][0]["period"]["end"]


def handle_invoice_failed(data: dict) -> None:
    sub = Subscription.query.filter_by(stripe_id=data["subscription"]).one_or_none()
    if sub is None:
        return
    sub.status = "past_due"


def handle_subscription_deleted(data: dict) -> None:
    sub = Subscription.query.filter_by(stripe_id=data["id"]).one_or_none()
    if sub is None:
        return
    sub.status = "canceled"


HANDLERS = {
    "checkout.session.completed": handle_checkout_completed,
    "invoice.paid": handle_invoice_paid,
    "invoice.payment_failed": handle_invoice_failed,
    "customer.subscription.deleted": handle_subscription_deleted,
}


@bp.route("/webhooks/stripe", methods=["POST"])
def webhook():
    payload = request.get_data()
    signature = request.headers.get("Stripe-Signature", "")
    secret = current_app.config["STRIPE_WEBHOOK_SECRET"]
    try:
        event = stripe.Webhook.construct_event(payload, signature, secret)
    except (ValueError, stripe.error.SignatureVerificationError):
        log.warning("rejected webhook with bad signature")
        abort(400)

    handler = HANDLERS.get(event["type"])
    if handler is None:
        return jsonify(status="ignored"), 200

    handler(event["data"]["object"])
    db.session.commit()
    return jsonify(status="ok"), 200
