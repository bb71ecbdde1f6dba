# ...

def issue_token(user: User, ttl: timedelta = DEFAULT_TTL, scopes: tuple[str, ...] = ("read",)) -> str:
    raw = secrets.token_urlsafe(32)
    token = ApiToken(
        user_id=user.id,
        digest=_digest(raw),
        scopes=",".join(sorted(scopes)),
        created_at=_now(),
        expires_at=_now() + ttl,
    )
    token_store.save(token)
    return raw

# ...
