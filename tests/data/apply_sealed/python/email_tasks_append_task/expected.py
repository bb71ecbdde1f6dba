"""Background tasks for transactional email.

Every task renders a template, sends it through the mail gateway and records
the delivery so that support can see what a customer was sent.

Tasks retry on TransientMailError with exponential backoff (see RETRY_POLICY);
any other exception fails the task and is reported to Sentry.
"""

from __future__ import annotations

import logging

from celery import shared_task
from django.conf import settings
from django.utils import timezone

from accounts.models import User
from billing.models import Invoice, Subscription
from notifications.gateway import MailGateway, TransientMailError
from notifications.models import Delivery
from notifications.templates import render_email

logger = logging.getLogger(__name__)

RETRY_POLICY = {
    "max_retries": 5,
    "default_retry_delay": 60,
    "retry_backoff": True,
    "retry_backoff_max": 15 * 60,
    "retry_jitter": True,
}


def _record(user: User, kind: str, message_id: str) -> None:
    Delivery.objects.create(
        user=user,
        kind=kind,
        message_id=message_id,
        sent_at=timezone.now(),
    )


def _gateway() -> MailGateway:
    return MailGateway(
        api_key=settings.MAIL_API_KEY,
        sender=settings.DEFAULT_FROM_EMAIL,
        sandbox=settings.MAIL_SANDBOX,
    )


@shared_task(bind=True, **RETRY_POLICY)
def send_welcome_email(self, user_id: int) -> None:
    user = User.objects.get(pk=user_id)
    subject, body = render_email("welcome", {"user": user})
    try:
        message_id = _gateway().send(to=user.email, subject=subject, html=body)
    except TransientMailError as exc:
        logger.warning("welcome email to %s failed, retrying", user.email)
        raise self.retry(exc=exc)
    _record(user, "welcome", message_id)


@shared_task(bind=True, **RETRY_POLICY)
def send_password_reset(self, user_id: int, token: str) -> None:
    user = User.objects.get(pk=user_id)
    link = f"{settings.FRONTEND_URL}/reset-password?token={token}"
    subject, body = render_email("password_reset", {"user": user, "link": link})
    try:
        message_id = _gateway().send(to=user.email, subject=subject, html=body)
    except TransientMailError as exc:
        logger.warning("password reset email to %s failed, retrying", user.email)
        raise self.retry(exc=exc)
    _record(user, "password_reset", message_id)


@shared_task(bind=True, **RETRY_POLICY)
def send_email_change_confirmation(self, user_id: int, new_email: str, token: str) -> None:
    user = User.objects.get(pk=user_id)
    link = f"{settings.FRONTEND_URL}/confirm-email?token={token}"
    subject, body = render_email("email_change", {"user": user, "new_email": new_email, "link": link})
    try:
        message_id = _gateway().send(to=new_email, subject=subject, html=body)
    except TransientMailError as exc:
        logger.warning("email change confirmation to %s failed, retrying", new_email)
        raise self.retry(exc=exc)
    _record(user, "email_change", message_id)


@shared_task(bind=True, **RETRY_POLICY)
def send_invoice_email(self, invoice_id: int) -> None:
    invoice = Invoice.objects.select_related("customer").get(pk=invoice_id)
    user = invoice.customer
    subject, body = render_email("invoice", {"user": user, "invoice": invoice})
    try:
        message_id = _gateway().send(
            to=user.email,
            subject=subject,
            html=body,
            attachments=[invoice.pdf_attachment()],
        )
    except TransientMailError as exc:
        logger.warning("invoice %s email failed, retrying", invoice.number)
        raise self.retry(exc=exc)
    _record(user, "invoice", message_id)


@shared_task(bind=True, **RETRY_POLICY)
def send_receipt(self, invoice_id: int) -> None:
    invoice = Invoice.objects.select_related("customer").get(pk=invoice_id)
    user = invoice.customer
    subject, body = render_email("receipt", {"user": user, "invoice": invoice})
    try:
        message_id = _gateway().send(to=user.email, subject=subject, html=body)
    except TransientMailError as exc:
        logger.warning("receipt for invoice %s failed, retrying", invoice.number)
        raise self.retry(exc=exc)
    _record(user, "receipt", message_id)


@shared_task(bind=True, **RETRY_POLICY)
def send_payment_failed(self, subscription_id: int) -> None:
    subscription = Subscription.objects.select_related("owner").get(pk=subscription_id)
    user = subscription.owner
    subject, body = render_email(
        "payment_failed",
        {"user": user, "plan": subscription.plan, "retry_at": subscription.next_retry_at},
    )
    try:
        message_id = _gateway().send(to=user.email, subject=subject, html=body)
    except TransientMailError as exc:
        logger.warning("payment failed email to %s failed, retrying", user.email)
        raise self.retry(exc=exc)
    _record(user, "payment_failed", message_id)


@shared_task(bind=True, **RETRY_POLICY)
def send_subscription_cancelled(self, subscription_id: int) -> None:
    subscription = Subscription.objects.select_related("owner").get(pk=subscription_id)
    user = subscription.owner
    subject, body = render_email(
        "subscription_cancelled",
        {"user": user, "plan": subscription.plan, "ends_at": subscription.current_period_end},
    )
    try:
        message_id = _gateway().send(to=user.email, subject=subject, html=body)
    except TransientMailError as exc:
        logger.warning("cancellation email to %s failed, retrying", user.email)
        raise self.retry(exc=exc)
    _record(user, "subscription_cancelled", message_id)


@shared_task(bind=True, **RETRY_POLICY)
def send_trial_ending(self, subscription_id: int) -> None:
    subscription = Subscription.objects.select_related("owner").get(pk=subscription_id)
    user = subscription.owner
    subject, body = render_email(
        "trial_ending",
        {"user": user, "plan": subscription.plan, "trial_end": subscription.trial_end},
    )
    try:
        message_id = _gateway().send(to=user.email, subject=subject, html=body)
    except TransientMailError as exc:
        logger.warning("trial ending email to %s failed, retrying", user.email)
        raise self.retry(exc=exc)
    _record(user, "trial_ending", message_id)
