# ... existing code ...


def load_profile(user_id: int) -> dict[str, Any] | None:
    raw = get_client().get(_key(user_id))
    if raw is None:
        return None
    try:
        return json.loads(raw)
    except ValueError:
        log.warning("corrupt cached profile for user %s, dropping it", user_id)
        invalidate_profile(user_id)
        return None


def invalidate_profile(user_id: int) -> None:
    get_client().delete(_key(user_id))


# ... existing code ...
