# ... existing code ...

def handle_user_updated(event: dict) -> None:
    payload = event["payload"]
    user_id = payload["user_id"]
    log.info("user updated: %s", user_id)
    metrics.incr("events.user_updated", tags={"source": payload.get("source", "api")})
    notify("user.updated", user_id=user_id, fields=payload.get("fields", []))

# ... existing code ...
