import sqlite3
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator, Optional


@dataclass
class Member:
    id: int
    email: str
    name: str
    active: bool


@dataclass
class Club:
    id: int
    slug: str
    title: str


class MemberRepository:
    def __init__(self, path: str) -> None:
        self._path = path

    @contextmanager
    def _conn(self) -> Iterator[sqlite3.Connection]:
        conn = sqlite3.connect(self._path)
        try:
            yield conn
            conn.commit()
        finally:
            conn.close()

    def get(self, member_id: int) -> Optional[Member]:
        with self._conn() as conn:
            row = conn.execute(
                "SELECT id, email, name, active FROM members WHERE id = ?", (member_id,)
            ).fetchone()
        return Member(*row) if row else None

    def list_active(self) -> list[Member]:
        with self._conn() as conn:
            rows = conn.execute(
                "SELECT id, email, name, active FROM members WHERE active = 1 ORDER BY name"
            ).fetchall()
        return [Member(*row) for row in rows]

    def deactivate(self, member_id: int) -> None:
        with self._conn() as conn:
            conn.execute("UPDATE members SET active = 0 WHERE id = ?", (member_id,))

    def count_active(self) -> int:
        with self._conn() as conn:
            row = conn.execute("SELECT COUNT(*) FROM members WHERE active = 1").fetchone()
        return row[0]


class ClubRepository:
    def __init__(self, path: str) -> None:
        self._path = path

    @contextmanager
    def _conn(self) -> Iterator[sqlite3.Connection]:
        conn = sqlite3.connect(self._path)
        try:
            yield conn
            conn.commit()
        finally:
            conn.close()

    def get(self, club_id: int) -> Optional[Club]:
        with self._conn() as conn:
            row = conn.execute("SELECT id, slug, title FROM clubs WHERE id = ?", (club_id,)).fetchone()
        return Club(*row) if row else None

    def by_slug(self, slug: str) -> Optional[Club]:
        with self._conn() as conn:
            row = conn.execute("SELECT id, slug, title FROM clubs WHERE slug = ?", (slug,)).fetchone()
        return Club(*row) if row else None
