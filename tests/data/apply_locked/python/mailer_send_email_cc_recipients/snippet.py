# ... existing code ...

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
    # ... rest of send_email unchanged ...
