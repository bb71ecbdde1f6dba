import hashlib
import hmac
import secrets
from datetime import datetime, timedelta, timezone

from auth.models import ApiToken, User
from auth.store import token_store

DEFAULT_TTL = timedelta(hours=12)


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _digest(raw: str) -> str:
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


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


def verify_token(raw: str) -> User | None:
    token = token_store.find_by_digest(_digest(raw))
    if token is None:
        return None
    if token.revoked or token.expires_at <= _now():
        return None
    if not hmac.compare_digest(token.digest, _digest(raw)):
        return None
    return token.user


def revoke_token(raw: str) -> bool:
    token = token_store.find_by_digest(_digest(raw))
    if token is None:
        return False
    token.revoked = True
    token_store.save(token)
    return True


def revoke_all(user: User) -> int:
    count = 0
    for token in token_store.for_user(user.id):
        if not token.revoked:
            token.revoked = True
            token_store.save(token)
            count += 1
    return count
