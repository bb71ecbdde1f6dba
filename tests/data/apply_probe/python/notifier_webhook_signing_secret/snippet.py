def send_webhook(url, event, data, secret=None, timeout=DEFAULT_TIMEOUT):
    payload = {"event": event, "data": data, "sent_at": int(time.time())}
    body = json.dumps(payload, sort_keys=True).encode()
    headers = {"Content-Type": "application/json", "User-Agent": "notifier/1.4"}
    if secret:
        headers["X-Signature"] = "sha256=" + _digest(secret, body)
    return _post_with_retry(url, body, headers, timeout)


# ... existing code ...
            elif kind == "webhook":
                send_webhook(
                    target["url"],
                    "notification",
                    {"text": text},
                    secret=target.get("secret"),
                )
            # ... existing code ...
