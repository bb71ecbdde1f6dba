from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime


@dataclass
class Member:
    id: int
    first_name: str
    last_name: str
    email: str
    joined: date
    roles: set[str] = field(default_factory=set)
    last_login: datetime | None = None

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}"

    @property
    def is_admin(self) -> bool:
        return "admin" in self.roles

    @property
    def is_active(self) -> bool:
        return self.last_login is not None and (datetime.now() - self.last_login).days < 90

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "name": self.full_name,
            "email": self.email,
            "joined": self.joined.isoformat(),
            "roles": sorted(self.roles),
        }
