"""In-memory session store used by the dev server and the test suite."""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from typing import Callable


@dataclass
class Session:
    id: str
    user_id: int
    created_at: float
    last_seen: float
    data: dict = field(default_factory=dict)


class SessionStore:
    def __init__(self, ttl: float = 1800.0, clock: Callable[[], float] = time.monotonic) -> None:
        self._ttl = ttl
        self._clock = clock
        self._sessions: dict[str, Session] = {}

    def create(self, user_id: int) -> Session:
        now = self._clock()
        session = Session(id=secrets.token_urlsafe(24), user_id=user_id, created_at=now, last_seen=now)
        self._sessions[session.id] = session
        return session

    def get(self, session_id: str) -> Session | None:
        session = self._sessions.get(session_id)
        if session is None or self._expired(session):
            return None
        return session

    def touch(self, session_id: str) -> None:
        session = self._sessions.get(session_id)
        if session is not None:
            session.last_seen = self._clock()

    def purge_expired(self) -> int:
        expired = [sid for sid, s in self._sessions.items() if self._expired(s)]
        for sid in expired:
            del self._sessions[sid]
        return len(expired)

    def destroy(self, session_id: str) -> bool:
        return self._sessions.pop(session_id, None) is not None

    def _expired(self, session: Session) -> bool:
        return self._clock() - session.last_seen > self._ttl

    def __len__(self) -> int:
        return len(self._sessions)
