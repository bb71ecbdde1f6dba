"""Redis-backed session storage for the web app."""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field

import redis

log = logging.getLogger(__name__)

DEFAULT_TTL = 3600
KEY_PREFIX = "sess:"


@dataclass
class Session:
    session_id: str
    user_id: int
    created_at: float = field(default_factory=time.time)
    data: dict = field(default_factory=dict)

    def to_json(self) -> str:
        return json.dumps(
            {
                "session_id": self.session_id,
                "user_id": self.user_id,
                "created_at": self.created_at,
                "data": self.data,
            }
        )

    @classmethod
    def from_json(cls, raw: str | bytes) -> "Session":
        payload = json.loads(raw)
        return cls(**payload)


class SessionStore:
    def __init__(self, client: redis.Redis, ttl: int = DEFAULT_TTL) -> None:
        self._client = client
        self._ttl = ttl

    def _key(self, session_id: str) -> str:
        return f"{KEY_PREFIX}{session_id}"

    def get(self, session_id: str) -> Session | None:
        raw = self._client.get(self._key(session_id))
        if raw is None:
            return None
        return Session.from_json(raw)

    def save(self, session: Session) -> None:
        self._client.setex(self._key(session.session_id), self._ttl, session.to_json())
        log.debug("saved session %s", session.session_id)

    def delete(self, session_id: str) -> bool:
        removed = self._client.delete(self._key(session_id))
        if removed:
            log.debug("deleted session %s", session_id)
        return bool(removed)

    def delete_for_user(self, user_id: int) -> int:
        count = 0
        for key in self._client.scan_iter(f"{KEY_PREFIX}*"):
            raw = self._client.get(key)
            if raw is None:
                continue
            if Session.from_json(raw).user_id == user_id:
                self._client.delete(key)
                count += 1
        log.info("deleted %d sessions for user %s", count, user_id)
        return count
