from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone


@dataclass
class User:
    id: int
    email: str
    name: str
    deleted_at: datetime | None = None


@dataclass
class Team:
    id: int
    name: str


def _now() -> str:
    return datetime.now(timezone.utc).isoformat()


class UserRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def get(self, user_id: int) -> User | None:
        row = self.conn.execute(
            "SELECT id, email, name FROM users WHERE id = ?", (user_id,)
        ).fetchone()
        return User(*row) if row else None

    def find_by_email(self, email: str) -> User | None:
        row = self.conn.execute(
            "SELECT id, email, name FROM users WHERE email = ?", (email.lower(),)
        ).fetchone()
        return User(*row) if row else None

    def add(self, email: str, name: str) -> User:
        cur = self.conn.execute(
            "INSERT INTO users (email, name, created_at) VALUES (?, ?, ?)",
            (email.lower(), name, _now()),
        )
        self.conn.commit()
        return User(cur.lastrowid, email.lower(), name)

    def delete(self, user_id: int) -> bool:
        cur = self.conn.execute("DELETE FROM users WHERE id = ?", (user_id,))
        self.conn.commit()
        return cur.rowcount > 0


class TeamRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def get(self, team_id: int) -> Team | None:
        row = self.conn.execute(
            "SELECT id, name FROM teams WHERE id = ?", (team_id,)
        ).fetchone()
        return Team(*row) if row else None

    def add(self, name: str) -> Team:
        cur = self.conn.execute(
            "INSERT INTO teams (name, created_at) VALUES (?, ?)", (name, _now())
        )
        self.conn.commit()
        return Team(cur.lastrowid, name)

    def delete(self, team_id: int) -> bool:
        cur = self.conn.execute("DELETE FROM teams WHERE id = ?", (team_id,))
        self.conn.commit()
        return cur.rowcount > 0
