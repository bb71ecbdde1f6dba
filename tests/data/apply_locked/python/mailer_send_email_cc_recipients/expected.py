"""Outgoing e-mail for account and billing notifications."""

from __future__ import annotations

import logging
import smtplib
from collections.abc import Sequence
from email.message import EmailMessage

from app.config import settings
from app.templates import render

log = logging.getLogger(__name__)


def _join(addresses: str | Sequence[str]) -> str:
    if isinstance(addresses, str):
        return addresses
    return ", ".join(addresses)


def send_email(
    to: str | Sequence[str],
    subject: str,
    body: str,
    html: str | None = None,
    cc: Sequence[str] | None = None,
) -> None:
    msg = EmailMessage()
    msg["From"] = settings.mail_from
    msg["To"] = _join(to)
    if cc:
        msg["Cc"] = _join(cc)
    msg["Subject"] = subject
    msg.set_content(body)
    if html is not None:
        msg.add_alternative(html, subtype="html")

    if settings.mail_dry_run:
        log.info("dry run, not sending %r to %s", subject, msg["To"])
        return

    with smtplib.SMTP(settings.smtp_host, settings.smtp_port, timeout=10) as smtp:
        if settings.smtp_starttls:
            smtp.starttls()
        if settings.smtp_user:
            smtp.login(settings.smtp_user, settings.smtp_password)
        smtp.send_message(msg)
    log.info("sent %r to %s", subject, msg["To"])


def send_welcome(user) -> None:
    send_email(
        user.email,
        "Welcome to Acme",
        render("welcome.txt", user=user),
        html=render("welcome.html", user=user),
    )


def send_password_reset(user, token: str) -> None:
    link = f"{settings.base_url}/reset/{token}"
    send_email(
        user.email,
        "Reset your Acme password",
        render("password_reset.txt", user=user, link=link),
        html=render("password_reset.html", user=user, link=link),
    )


def send_invoice(customer, invoice) -> None:
    send_email(
        customer.email,
        f"Invoice {invoice.number}",
        render("invoice.txt", customer=customer, invoice=invoice),
        html=render("invoice.html", customer=customer, invoice=invoice),
    )
