"""Feature flags loaded from a JSON file, with per-user overrides."""

from __future__ import annotations

import hashlib
import json
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)

FLAGS_PATH = Path(os.environ.get("FEATURE_FLAGS_PATH", "config/flags.json"))


@dataclass(frozen=True)
class User:
    id: str
    email: str
    is_staff: bool = False


@dataclass
class Flag:
    name: str
    enabled: bool = False
    staff_only: bool = False
    rollout_percent: int = 100
    allow_users: set[str] = field(default_factory=set)
    deny_users: set[str] = field(default_factory=set)


class FlagStore:
    def __init__(self, flags: dict[str, Flag], default: bool = False) -> None:
        self._flags = flags
        self._default = default

    @classmethod
    def from_file(cls, path: Path = FLAGS_PATH) -> FlagStore:
        raw = json.loads(path.read_text())
        flags = {}
        for name, spec in raw.get("flags", {}).items():
            flags[name] = Flag(
                name=name,
                enabled=spec.get("enabled", False),
                staff_only=spec.get("staff_only", False),
                rollout_percent=int(spec.get("rollout_percent", 100)),
                allow_users=set(spec.get("allow_users", [])),
                deny_users=set(spec.get("deny_users", [])),
            )
        log.info("loaded %d feature flags from %s", len(flags), path)
        return cls(flags, default=raw.get("default", False))

    def is_enabled(self, name: str, user: User | None = None) -> bool:
        flag = self._flags.get(name)
        if flag is None:
            return self._default
        if user is not None and user.id in flag.deny_users:
            return False
        if user is not None and user.id in flag.allow_users:
            return True
        if not flag.enabled:
            return False
        if flag.staff_only:
            return user is not None and user.is_staff
        if flag.rollout_percent < 100:
            if user is None:
                return False
            return _bucket(name, user.id) < flag.rollout_percent
        return True

    def names(self) -> list[str]:
        return sorted(self._flags)


_store: FlagStore | None = None


def get_store() -> FlagStore:
    global _store
    if _store is None:
        _store = FlagStore.from_file()
    return _store


def is_enabled(name: str, user: User | None = None) -> bool:
    return get_store().is_enabled(name, user)


def _bucket(flag_name: str, user_id: str) -> int:
    """Stable 0-99 bucket for a user, different per flag."""
    digest = hashlib.sha256(f"{flag_name}:{user_id}".encode()).hexdigest()
    return int(digest[:8], 16) % 100
