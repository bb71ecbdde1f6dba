from __future__ import annotations

from datetime import datetime, timezone
from typing import Iterable

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from app.models import AuditEntry, User


class UserRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, user_id: int) -> User | None:
        return self.session.get(User, user_id)

    def get_by_email(self, email: str) -> User | None:
        stmt = select(User).where(User.email == email.lower())
        return self.session.scalars(stmt).first()

    def list_active(self, limit: int = 100) -> list[User]:
        stmt = (
            select(User)
            .where(User.deleted_at.is_(None))
            .order_by(User.created_at.desc())
            .limit(limit)
        )
        return list(self.session.scalars(stmt))

    def add(self, user: User) -> User:
        self.session.add(user)
        self.session.flush()
        return user


class AuditRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, entry_id: int) -> AuditEntry | None:
        return self.session.get(AuditEntry, entry_id)

    def list_for_user(self, user_id: int, limit: int = 50) -> list[AuditEntry]:
        stmt = (
            select(AuditEntry)
            .where(AuditEntry.user_id == user_id)
            .order_by(AuditEntry.created_at.desc())
            .limit(limit)
        )
        return list(self.session.scalars(stmt))

    def add(self, entry: AuditEntry) -> AuditEntry:
        self.session.add(entry)
        self.session.flush()
        return entry


def record_many(repo: AuditRepository, entries: Iterable[AuditEntry]) -> int:
    count = 0
    for entry in entries:
        repo.add(entry)
        count += 1
    return count
